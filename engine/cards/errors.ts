import { boundedMessage } from '../text/limits.ts';

/**
 * A card-data record that cannot be understood; the importer adds where it was (file, record, byte). The message
 * is one short line whatever the record holds: each quoted value cut to an excerpt, line breaks escaped.
 */
export class CardDataError extends Error {
  readonly field?: string;
  constructor(message: string, field?: string) {
    super(boundedMessage(message));
    this.name = 'CardDataError';
    this.field = field;
  }
}

/**
 * A well-formed record of something that is not a card you put in a deck: tokens (CR 111), emblems (114),
 * art-series cards. The importer reports the record as skipped with this message as the reason.
 */
export class NonGameObjectError extends CardDataError {
  readonly layout: string;
  constructor(name: string, layout: string) {
    super(`"${name}" is not a game card (layout "${layout}")`, 'layout');
    this.name = 'NonGameObjectError';
    this.layout = layout;
  }
}

/** A source record a normalizer left out on purpose, and why. */
export interface SkippedRecord {
  /** Where it was in the source, e.g. 'cards[12] "Angel" (uuid …)'. */
  record: string;
  reason: string;
}
