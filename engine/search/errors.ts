// A query the search language cannot read. Pure, so the renderer can underline the mistake as you type.
import { boundedMessage } from '../text/limits.ts';

export interface SearchErrorDetails {
  message: string;
  /** UTF-16 offset of the offending text in the query, as the input box counts characters. */
  position: number;
  length: number;
  /** The keyword as typed (e.g. "colr"), when the mistake belongs to a keyword term. */
  keyword?: string;
}

export class SearchSyntaxError extends Error {
  readonly position: number;
  readonly length: number;
  readonly keyword?: string;

  constructor(message: string, position: number, length: number, keyword?: string) {
    super(`${boundedMessage(message)} at ${position}`);
    this.name = 'SearchSyntaxError';
    this.position = position;
    this.length = length;
    this.keyword = keyword;
  }

  toJSON(): SearchErrorDetails {
    const details: SearchErrorDetails = { message: this.message, position: this.position, length: this.length };
    if (this.keyword !== undefined) details.keyword = this.keyword;
    return details;
  }
}
