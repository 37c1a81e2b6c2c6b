import { boundedMessage, excerpt } from '../text/limits.ts';
import type { SkipCode, SkipReason } from '../text/reasons.ts';
import { lookup } from '../text/lookup.ts';

/**
 * A card-data record that cannot be understood; the importer adds where it was (file, record, byte). The message
 * is one short line whatever the record holds: each quoted value cut to an excerpt, line breaks escaped. `why` says
 * the same by a reason a screen words in its language (engine/text/reasons.ts `skip.*`).
 */
export class CardDataError extends Error {
  readonly why: SkipReason;
  constructor(message: string, code: SkipCode, params: SkipReason['params'] = {}) {
    super(boundedMessage(message));
    this.name = 'CardDataError';
    this.why = { code, params: boundedParams(params) };
  }

  /** The field at fault, as the source names it ("card_faces[1].mana_cost"). */
  get field(): string | undefined {
    const field = this.why.params.field;
    return typeof field === 'string' ? field : undefined;
  }

  /** Names the record the error is about (its card, set, number, line), keeping what the error named already. */
  about(params: SkipReason['params']): this {
    Object.assign(this.why.params, boundedParams(params), this.why.params);
    return this;
  }
}

/** Each text value cut to an excerpt, so a reason stays short whatever the record holds. */
function boundedParams(params: SkipReason['params']): SkipReason['params'] {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? excerpt(v) : v]));
}

/** A value as a reason quotes it: its JSON text, cut to an excerpt (the same in every language). */
export function valueExcerpt(value: unknown): string {
  return excerpt(JSON.stringify(value) ?? String(value));
}

/** The kinds of object that are not cards you put in a deck, by the reason that names each. */
const NON_GAME_CODES: Readonly<Record<string, SkipCode>> = {
  token: 'skip.token',
  double_faced_token: 'skip.token',
  emblem: 'skip.emblem',
  art_series: 'skip.art-series',
};

/**
 * A well-formed record of something that is not a card you put in a deck: tokens (CR 111), emblems (114),
 * art-series cards, Duel Masters blank cards. The importer reports the record as skipped with this message as the
 * reason.
 */
export class NonGameObjectError extends CardDataError {
  readonly layout: string;
  constructor(name: string, layout: string, code: SkipCode = lookup(NON_GAME_CODES, layout) ?? 'skip.token') {
    super(`"${name}" is not a game card (layout "${layout}")`, code, { name, layout });
    this.name = 'NonGameObjectError';
    this.layout = layout;
  }
}

/** A source record a normalizer left out on purpose, and why. */
export interface SkippedRecord {
  /** Where it was in the source, e.g. 'cards[12] "Angel" (uuid …)'. */
  record: string;
  reason: string;
  why: SkipReason;
}
