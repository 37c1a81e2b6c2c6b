// A query the search language cannot read. Pure, so the renderer can underline the mistake as you type.
import { boundedMessage } from '../text/limits.ts';

/**
 * The kinds of mistake common enough for a screen to word in its own language, the underlined text filling in
 * what was typed; the rarer ones are said only in English, by `reason`.
 */
export const SEARCH_ERROR_CODES = [
  'unclosed-quote',
  'unclosed-paren',
  'empty-parens',
  'unexpected',
  'needs-term-after',
  'needs-term-before',
  'negation-needs-term',
  'exact-name-needs-name',
  'unknown-keyword',
  'needs-value',
  'operator',
  'not-a-color',
  'not-a-civilization',
  'not-a-number',
  'not-a-rarity',
  'not-a-property',
  'not-a-game',
  'not-a-language',
  'unknown-set',
  'unknown-format',
  'unknown-set-type',
  'not-a-new-property',
  'not-a-preference',
  'unknown-watermark',
  'unknown-block',
  'unknown-border',
  'unknown-stamp',
  'unsupported-data',
  'unsupported-source',
  'unsupported-display',
  'regex-unclosed',
  'regex-flags',
  'regex-invalid',
  'regex-lookaround',
  'regex-backreference',
  'regex-not-here',
  'regex-too-complex',
] as const;
export type SearchErrorCode = (typeof SEARCH_ERROR_CODES)[number];

export interface SearchErrorDetails {
  /** The reason and where it is: "unknown keyword "colr"; did you mean color: or c:? at 0". */
  message: string;
  /** The reason alone, for a screen that underlines the place instead, and the CLI above its caret line. */
  reason: string;
  /** UTF-16 offset of the offending text in the query, as the input box counts characters. */
  position: number;
  length: number;
  /** The keyword as typed (e.g. "colr"), when the mistake belongs to a keyword term. */
  keyword?: string;
  code?: SearchErrorCode;
  /** Values the code's words need beyond the underlined text (the operators a keyword takes). */
  params?: Record<string, string>;
}

export interface SearchErrorKind {
  keyword?: string;
  code?: SearchErrorCode;
  params?: Record<string, string>;
}

export class SearchSyntaxError extends Error {
  readonly reason: string;
  readonly position: number;
  readonly length: number;
  readonly keyword?: string;
  readonly code?: SearchErrorCode;
  readonly params?: Record<string, string>;

  constructor(message: string, position: number, length: number, kind: SearchErrorKind = {}) {
    const reason = boundedMessage(message);
    super(`${reason} at ${position}`);
    this.name = 'SearchSyntaxError';
    this.reason = reason;
    this.position = position;
    this.length = length;
    this.keyword = kind.keyword;
    this.code = kind.code;
    this.params = kind.params;
  }

  toJSON(): SearchErrorDetails {
    const details: SearchErrorDetails = {
      message: this.message,
      reason: this.reason,
      position: this.position,
      length: this.length,
    };
    if (this.keyword !== undefined) details.keyword = this.keyword;
    if (this.code !== undefined) details.code = this.code;
    if (this.params !== undefined) details.params = this.params;
    return details;
  }
}
