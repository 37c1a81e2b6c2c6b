// The contract every deck list format module keeps: detect, read, write (issue: deck list formats).
import type { Game } from '../../cards/types.ts';
import type { Board, Deck, DeckEntry } from '../types.ts';
import type { WrittenCatalogId } from './catalog-id.ts';

export type DeckListFormatId =
  'text' | 'arena' | 'dm' | 'forge' | 'xmage' | 'mtgo-dek' | 'cockatrice' | 'mtgo-csv' | 'cubecobra';

export type DeckListProblemCode =
  | 'unreadable-line' // neither a card, a section header nor a comment
  | 'bad-count' // a card line whose count is 0 or not a whole number
  | 'malformed-file' // XML that does not parse, a CSV without its header
  | 'unknown-section' // a section this format does not define; its lines are skipped
  | 'not-playable-section' // taw's "Display Commander", Cockatrice's tokens: shown, not played
  | 'nonstandard-section' // a section read under another name (.cod zone "sideboard" for "side")
  | 'blank-line-sideboard' // cards after a blank line read as the sideboard (Arena/MTGO convention)
  | 'sideboard-commander' // a 100-card list's sideboard of one or two cards read as its commanders (MTGO, XMage)
  | 'sideboard-oathbreaker' // a 60-card list's sideboard of two or four read as oathbreakers and signature spells
  | 'skipped-heading' // a category heading such as "Creatures (20)"
  | 'unknown-annotation' // a [bracketed] note after a card name that is not a printing or finish
  | 'board-not-in-game' // e.g. a hyperspatial section in a Magic list
  | 'unknown-card' // resolution: no card answers to the name (or set + number)
  | 'ambiguous-card' // resolution: several cards answer to the name
  | 'unknown-printing' // resolution: the named set + number is not in the card data
  | 'printing-mismatch' // resolution: set + number name another card than the name does
  | 'not-kept' // a field of the file a Decklab deck has no place for (Cockatrice's banner card, an unknown format)
  | 'no-card-data' // resolution: the database holds no cards, names were kept as written
  | 'name-shortened' // saving: the deck's name was longer than a saved deck keeps, and was cut (saved-limits.ts)
  | 'notes-shortened'; // saving: the same for its notes

/** One line that could not be read, or was read in a way the user should know about. */
export interface DeckListProblem {
  /** 1-based line in the decoded text; 0 when the problem concerns the whole file. */
  line: number;
  /** The line as written (trimmed), or the element / record for XML and CSV. */
  text: string;
  code: DeckListProblemCode;
  /** 'error': something in the file was not taken into the deck; 'warning': taken, but read in a way worth knowing. */
  severity: 'error' | 'warning';
  message: string;
  /** Values in the message, for a screen that words the code in its own language (a card's name, a set). */
  params?: Record<string, string>;
}

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'shift_jis' | 'windows-1252';

export interface DeckListResult {
  deck: Deck;
  format: DeckListFormatId;
  problems: DeckListProblem[];
  /** How bytes were decoded (strings count as utf-8). */
  encoding: TextEncodingName;
}

/** What a format can carry besides names and counts (data, used by writers' notices and the round-trip tests). */
export interface DeckListCapabilities {
  /**
   * How much of a pinned printing survives: 'any' keeps whatever part the entry names (a set alone,
   * set and number, a foil flag); 'complete' keeps set and number only when both are known; 'none'.
   */
  printing: 'any' | 'complete' | 'none';
  foil: boolean;
  /** An etched foil told from a foil one; a list without it writes an etched card as foil, with a notice. */
  etched: boolean;
  deckName: boolean;
  /** 'one-line': the notes are one header value (Forge's Comment=), their line breaks written as spaces. */
  notes: boolean | 'one-line';
  /**
   * Card tags: CubeCobra's column holds any; 'card-line', the text lists' "#tag" or Archidekt's "[tag,…]" after the
   * card (card-line.ts `tagAnnotations`), all but a few, whose cards get a notice; the formats without them get a
   * notice naming the tagged cards.
   */
  tags?: true | 'card-line';
  /**
   * The deck's own tags (Forge's `Tags=`, Cockatrice's `<tags>`); the formats without them get a notice naming the
   * tags. `separator`: the tags are one value split at it when read (Forge's DeckFileHeader.TAGS_SEPARATOR), so a tag
   * holding it cannot be written, and is named in a notice.
   */
  deckTags?: true | { separator: string };
  /**
   * The format has no count: it lists each copy on a row of its own, and its reader makes one entry of a board's
   * copies of the same card, printing and tags.
   */
  rowPerCopy?: boolean;
  /**
   * Each card is named by its MTGO catalog id (the .dek's CatID), which MTGO reads a card by: a card written without
   * one is named in a notice (MTGO cannot import it). The id names a printing, and a foil copy by its own id, so a
   * pinned printing or foil MTGO has is kept though `printing` is 'none' and `foil` false.
   */
  catalogIds?: boolean;
  /** Forge's art index: which of a set's printings of a card ("Island|M19|2"); the other formats name none. */
  artIndex?: boolean;
}

export interface DeckListFormatInfo {
  id: DeckListFormatId;
  name: string;
  game: Game;
  /** File name extensions, lower case, without the dot; the first is the one to write. */
  extensions: string[];
  /** The boards this format can hold, in the order it writes them. */
  boards: Board[];
  capabilities: DeckListCapabilities;
  /** The format's importer wants a set code on every card: which printing to pin where the deck names none. */
  wantsPrinting?: PrintingPreference;
  /** How the format's importer names a card of several faces (export-names.ts); absent: its full English name. */
  multiFaceNames?: MultiFaceNames;
}

/**
 * 'front-face': adventure, double-faced and flip cards by their front face, split cards whole; 'mtgo': and "A/B";
 * 'cockatrice': split, aftermath and adventure cards whole, double-faced, flip and meld cards by their front face.
 */
export type MultiFaceNames = 'front-face' | 'mtgo' | 'cockatrice';

/** Which printing to pin for a format that wants one: one on Arena, on MTGO, or any English paper printing. */
export type PrintingPreference = 'arena' | 'paper' | 'mtgo';

export interface DetectHint {
  fileName?: string;
}

export interface DeckListReadOutput {
  deck: Deck;
  problems: DeckListProblem[];
}

/** What a writer is told besides the deck. */
export interface DeckWriteOptions {
  /**
   * OB 8: the command-zone entries that are Oathbreaker's signature spells, for a format that lists them apart from
   * the oathbreakers (the plain-text and Arena dialects' "Signature Spell" section, as Moxfield and Archidekt name it).
   */
  signatureSpell?: (entry: DeckEntry) => boolean;
  /** For a format with `catalogIds`: the entry's MTGO catalog id, undefined when the card data has none. */
  catalogId?: (entry: DeckEntry) => WrittenCatalogId | undefined;
}

export interface DeckListFormatModule {
  info: DeckListFormatInfo;
  /** How sure this format is that the text is one of its files: 0 (not at all) to 1 (certain). */
  detect(text: string, hint: DetectHint): number;
  read(text: string): DeckListReadOutput;
  /** Writes the boards listed in `info.boards`; the caller reports what else the deck held. */
  write(deck: Deck, options?: DeckWriteOptions): string;
}
