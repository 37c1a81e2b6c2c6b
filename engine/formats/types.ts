// Formats are data records; validation is a list of small named checks chosen by each record (ARCHITECTURE §3).
import type { Card, Game } from '../cards/types.ts';
import type { Board, Deck, DeckEntry } from '../decks/types.ts';

/** Which cards a copy limit lets through freely. */
export type FreeCards =
  | 'basic-supertype' // CR 100.2a, 903.5b: any card with the Basic supertype (snow basics, Wastes)
  | 'named-basics' // MTR 7.2: only Plains, Island, Swamp, Mountain and Forest
  | 'none'; // Duel Masters has no basic lands

export type MulliganRule = 'london' | 'vancouver' | 'paris' | 'smoothed' | 'houston' | 'none';

/** A count of cards over some boards, bounded by the rule that says so. */
export interface BoardSizeRule {
  boards: Board[];
  min?: number;
  max?: number;
  /** DM 100.4: a zone is either unused or holds exactly one of these sizes. */
  exactly?: number[];
  /** DM 314.3a: Rule Plus cards in these boards change the size by their text. */
  changedBy?: { boards: Board[]; rule: string };
  code: string;
  rule: string;
}

/** How many cards with one English name a deck may hold over some boards. */
export interface CopyLimitRule {
  boards: Board[];
  /** null: no general limit (Limited); a card's own numeric limit still applies. */
  limit: number | null;
  free: FreeCards;
  code: string;
  rule: string;
}

/** A key into Card.legalities: Decklab's own format keys (engine/mtg/legalities.ts), whatever the source called the format. */
export type LegalityKey = string;

export interface LegalityRule {
  /** Keys into Card.legalities in order: the first whose status is not "not_legal" decides; none means not legal. */
  keys: LegalityKey[];
  /** Where the ban list comes from, e.g. "MTR 6.2"; a restricted card may appear once (MTR 6.2). */
  rule: string;
  /** The ban list's own rule where the format names it apart from what decides its card pool (PDH "Banlist"). */
  bannedRule?: string;
  /**
   * What the card data's "restricted" means here: one copy across deck and sideboard (MTR 6.2); in Duel
   * Commander, legal in the deck but banned as a commander (the sources file that list under "restricted"); in
   * Pauper Commander, a creature printed at uncommon and never at common, which only the commander may be.
   */
  restricted?: RestrictedMeaning;
}

export type RestrictedMeaning = 'one-copy' | 'not-as-commander' | 'only-as-commander';

/**
 * Who may lead a deck: CR 903.3 (Card.deck.canBeCommander, plus `alsoLegendary`); Oathbreaker's planeswalker
 * (OB 5); Pauper Commander's creature printed at uncommon, legendary or not (PDH "Commander").
 */
export type LeaderKind = 'commander' | 'planeswalker' | 'uncommon-creature';

export interface CommanderRules {
  leaders: LeaderKind;
  /** Card types that may lead besides what Card.deck.canBeCommander allows (Brawl: planeswalkers, CR 903.12c). */
  alsoLegendary: string[];
  eligibilityRule: string;
  /** CR 903.12e: a colorless commander allows any number of basic lands of one chosen basic land type. */
  colorlessCommanderBasics: boolean;
  /**
   * Oathbreaker (OB 8): the instants and sorceries of the commander board are signature spells, one per leader,
   * each within its leader's color identity; they lead nothing and give the deck no color.
   */
  signatureSpells?: { rule: string };
  /**
   * A player dealt `lethal` or more combat damage by one commander over the game loses (CR 903.10a, 704.6c). Brawl
   * does not use it (903.12h), nor does Oathbreaker; Pauper Commander's is 16.
   */
  commanderDamage?: { lethal: number; rule: string };
}

/** A Duel Masters side zone (DM 100.3, 100.4) and the card kind that belongs there. */
export interface DmZoneRule {
  board: Board;
  /** Card.dm.zone of the cards this board may hold. */
  zone: 'main' | 'hyperspatial' | 'gr';
  rule: string;
}

export interface FormatDefinition {
  id: string;
  name: string;
  game: Game;
  /** Boards this format gives a meaning to; `maybe` is never checked. */
  boards: Board[];
  /** The deck itself: counted boards and size (CR 100.2a, 903.5a, DM 100.2). */
  deck: BoardSizeRule;
  /** Further size rules: sideboard (CR 100.4a), DM side zones (DM 100.3, 100.4). */
  sizes: BoardSizeRule[];
  copies: CopyLimitRule[];
  legality?: LegalityRule;
  commander?: CommanderRules;
  dmZones?: DmZoneRule[];
  /** Read by the goldfish engine. MTG starting life (CR 103.4); absent for DM, which plays with shields. */
  startingLife?: number;
  /** DM 103: five shields before the hand is drawn. */
  shields?: number;
  handSize: number;
  mulligan: MulliganRule;
  /** CR 103.5c, 903.12g: the first mulligan is free in multiplayer and Brawl. */
  freeFirstMulligan: boolean;
  /** CR 103.8a/c: false when the starting player skips the first draw (two-player games, DM 103.5). */
  firstPlayerDraws: boolean;
  checks: CheckName[];
}

export type CheckName =
  | 'unknown-cards'
  | 'deck-cards'
  | 'unused-boards'
  | 'board-sizes'
  | 'copy-limits'
  | 'legality'
  | 'limited-pool'
  | 'commander-count'
  | 'commander-eligible'
  | 'commander-pair'
  | 'signature-spells'
  | 'color-identity'
  | 'basic-land-types'
  | 'companion'
  | 'dm-zones'
  | 'dm-start-sets'
  | 'dm-set-sides'
  | 'dm-regulation';

export type Severity = 'error' | 'warning';

export interface Problem {
  /** Stable id for the UI and i18n, e.g. "commander.color-identity". */
  code: string;
  severity: Severity;
  /** The rule number as the rules write it: "903.5c", "100.2a", "MTR 6.2" (DM numbers for DM formats). */
  rule: string;
  /** English. */
  message: string;
  /** Values in the message, for translated texts. */
  params: Record<string, string | number>;
  /** English names of the cards concerned. */
  cards: string[];
}

export interface ValidationResult {
  legal: boolean;
  format: string;
  counts: Record<Board, number>;
  problems: Problem[];
  /** Duel Masters: the Hall of Fame regulation checked against (DM 100.2). */
  regulation?: RegulationUsed;
}

/** A format of the deck's game left unchecked, and why: Limited needs the pool the deck was built from (CR 100.2b). */
export interface FormatSkipped {
  format: string;
  reason: 'needs-pool';
}

/** A deck checked against every format of its game at once: the legal formats first, each group in catalog order. */
export interface EveryFormatResult {
  formats: ValidationResult[];
  skipped: FormatSkipped[];
}

/** One Hall of Fame regulation as published on its effective date (DM 100.2; digest §1.8). */
/** The Hall of Fame regulation a Duel Masters deck was checked against, as a result names it. */
export interface RegulationUsed {
  /** The date it is in force on. */
  effective: string;
  /** The cards it limits on that date. */
  cards: number;
  /** Only some of the regulation's cards are listed (the bundled excerpt): a deck it passes may still break it. */
  partial: boolean;
  /** The file's own title. */
  title?: string;
}

export interface DmRegulation extends RegulationUsed {
  /** Card name → at most this many copies in the deck (1 Hall of Fame, 0 Premium Hall of Fame). */
  limits: ReadonlyMap<string, { name: string; limit: 0 | 1 }>;
  /** Premium Hall of Fame combinations: no deck may hold every card of one group. */
  combinations: readonly (readonly string[])[];
}

export interface ValidationContext {
  /** Limited: the card pool the deck and sideboard come from (CR 100.2b). */
  pool?: DeckEntry[];
  /** Duel Masters: the regulation to apply (defaults to the one bundled for `today`). */
  regulation?: DmRegulation;
  /** ISO date (YYYY-MM-DD) the deck is checked for; picks the DM regulation in force. */
  today?: string;
  /**
   * Pauper Commander: the rarities each card (by id) was printed at in paper or on MTGO, from the card data's
   * printings (pauper-rarity.ts, PDH "Card Rarity"), for the commanders whose legality data does not say it (a card
   * printed at common may also have been at uncommon).
   */
  rarities?: ReadonlyMap<string, readonly string[]>;
}

/** A deck entry with its card, when the card is known. */
export interface ResolvedEntry {
  board: Board;
  entry: DeckEntry;
  card: Card;
}

/** The deck as the checks read it: resolved entries by board, and what could not be resolved. */
export interface DeckView {
  deck: Deck;
  byBoard: Record<Board, ResolvedEntry[]>;
  unknown: { board: Board; entry: DeckEntry }[];
  counts: Record<Board, number>;
}

export type Check = (view: DeckView, format: FormatDefinition, context: ValidationContext) => Problem[];
