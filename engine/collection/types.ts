// What a player owns (ARCHITECTURE §2): printings with count, finish, condition, language and binder.
import type { Game } from '../cards/types.ts';
import type { Finish } from '../decks/finish.ts';

export type { Finish };

/** Card conditions on the common US grading scale; '' when the source does not say. */
export type Condition = '' | 'NM' | 'LP' | 'MP' | 'HP' | 'DMG';

/**
 * The most copies one collection row holds, when read and after a merge: more than anyone owns of a
 * printing, few enough that any sum over a collection stays an exact integer.
 */
export const MAX_COPIES_PER_ROW = 1_000_000;

export interface CollectionItem {
  game: Game;
  /** English card name as the source wrote it (resolved to the canonical name on import). */
  name: string;
  /** Set code, lower case ('' when the source gives none). */
  set: string;
  /** Full set name, when the source gives one (Deckbox and TCGplayer write names, not codes). */
  setName?: string;
  collectorNumber: string;
  count: number;
  finish: Finish;
  condition: Condition;
  /** Language code ('en', 'ja', …). */
  lang: string;
  binder: string;
  scryfallId?: string;
  /** MTGO's catalog id of the printing in its finish (an MTGO CSV's ID #: MTGJSON's mtgoId, mtgoFoilId for a foil). */
  mtgoId?: number;
  cardId?: string;
  printingId?: string;
  /** The stored row's id, when the item was read from the collection (an edit names its row by it). */
  rowId?: number;
}

/**
 * Why a row of a collection file was not taken as written, for a screen that words it (renderer/i18n
 * `listProblem.*`, shared with a deck list's problems where they mean the same): a cell that cannot be read, a card
 * the data lacks, a printing kept unpinned, a count past MAX_COPIES_PER_ROW.
 */
export type CollectionProblemCode =
  | 'no-name'
  | 'bad-quantity'
  | 'bad-finish'
  | 'bad-condition'
  | 'bad-language'
  | 'unknown-card'
  | 'over-count'
  | 'printing-mismatch'
  | 'unknown-printing'
  | 'printing-not-in-set';

/** A row's problem: its code, the values its words name, and the same in English. */
export interface CollectionProblem {
  code: CollectionProblemCode;
  params: Record<string, string>;
  message: string;
}
