// The rules identity of a card and its printings, shared by both games (ARCHITECTURE §2).
// Everything that differs by game lives in optional per-game blocks, never in a switch on `game`.
import type { BoosterProducts } from '../pools/booster-config.ts';

export type Game = 'mtg' | 'dm';
/** The games' names in English messages. */
export const GAME_NAMES: Readonly<Record<Game, string>> = { mtg: 'Magic', dm: 'Duel Masters' };

/** MTG colors in WUBRG order (CR 105.1). */
export type Color = 'W' | 'U' | 'B' | 'R' | 'G';
export const COLORS: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];

/** Duel Masters civilizations (DM 106.1); none means colorless (106.2). */
export type Civilization = 'light' | 'water' | 'darkness' | 'fire' | 'nature';
export const CIVILIZATIONS: readonly Civilization[] = ['light', 'water', 'darkness', 'fire', 'nature'];

export type Legality = 'legal' | 'banned' | 'restricted' | 'not_legal';

/** One face of a card; a single-faced card has exactly one. */
export interface CardFace {
  name: string;
  /** MTG mana cost in braces, e.g. "{2}{W/U}"; empty when the face has none. DM: empty (see `cost`). */
  manaCost: string;
  /** MTG: this face's mana value (CR 202.3). DM: this face's cost (DM 201), 0 when it has none. */
  manaValue: number;
  typeLine: string;
  supertypes: string[];
  /** MTG card types (Creature, Land…); DM card type words (Creature, Spell, Cross Gear, Psychic Creature…). */
  types: string[];
  /** MTG subtypes; DM races (DM 203). */
  subtypes: string[];
  /** Oracle text as printed, reminder text included. */
  text: string;
  /** MTG colors (WUBRG letters); DM civilizations. */
  colors: string[];
  /** CR 204: a color indicator on this face, when it has one. */
  colorIndicator?: string[];
  power?: string;
  toughness?: string;
  loyalty?: string;
  defense?: string;
}

/** How a card may be used as or beside a commander (CR 702.124, 903.3c). */
export type PartnerKind =
  | { kind: 'partner' }
  | { kind: 'partner-with'; name: string }
  | { kind: 'friends-forever' }
  | { kind: 'partner-text'; text: string }
  | { kind: 'choose-a-background' }
  | { kind: 'background' }
  | { kind: 'doctors-companion' }
  | { kind: 'doctor' };

/** Deck-building attributes derived once from the card's own characteristics and text. */
export interface DeckAttributes {
  /** The card's own text overrides the copy limit (CR 100.2a, 903.5b, MTR 6.1; DM 100.2a). */
  copyLimit?: number | 'any';
  /** CR 903.3: may be a commander (legendary creature, "can be your commander", current vehicle/spacecraft cases). */
  canBeCommander: boolean;
  partner?: PartnerKind;
  /** CR 702.139: key of the companion's deck condition, e.g. 'lurrus'. */
  companion?: string;
}

/** Which zone a Duel Masters card is built into (DM 100.2–100.4, 1.4 of the digest). */
export type DmDeckZone = 'main' | 'hyperspatial' | 'gr';

export interface DmAttributes {
  civilizations: Civilization[];
  /** DM 201: the printed cost of the front face; null when none is printed (the card cannot be cast by paying mana). */
  cost: number | null;
  /** DM 207: the number of mana a card gives in the mana zone (1 for almost every card, 0 for "no mana symbol"). */
  manaNumber: number;
  zone: DmDeckZone;
  /** Power as a number; null when the card has none. */
  power: number | null;
  /** Printed "+" after the power (e.g. "5000+"). */
  powerPlus: boolean;
  /** DM 509.2a: shields broken by one attack (1 unless a breaker ability says more). */
  breaker: number;
  isTwinpact: boolean;
  /** DM 100.5: starts the game in the battle zone as part of a set. */
  startsInBattleZone: boolean;
  /**
   * What each Duel Masters card file read gave of the card's characteristics, by file (engine/dm/sources.ts): where
   * two files disagree, their precedence decides, whichever was imported last.
   */
  bySource?: Partial<Record<DmSourceId, DmSourceFacts>>;
}

/** The Duel Masters card files Decklab reads: the Ravenite OCG CSV and the Latepate64 English TCG JSON. */
export type DmSourceId = 'ravenite-csv' | 'latepate64-json';

/** The characteristics of a card two Duel Masters files are compared on: the front face's, as printed. */
export interface DmSourceFacts {
  /** DM 201. */
  cost: number | null;
  /** DM 204: the type line, races included. */
  typeLine: string;
  /** DM 106. */
  civilizations: Civilization[];
  /** As printed: "5000+"; empty when none. */
  power: string;
}

export interface Card {
  /** MTG: the Scryfall oracle id. DM: "dm:" + the folded canonical name. */
  id: string;
  game: Game;
  /** English canonical name; multi-face MTG cards are "A // B" (CR 201.2). */
  name: string;
  layout: string;
  faces: CardFace[];
  /** Card-level mana cost (front face, or both halves for split cards as Scryfall writes it). */
  manaCost: string;
  /** CR 202.3 (MTG) / DM 201 cost. */
  manaValue: number;
  typeLine: string;
  /** Rules text of every face, joined by "\n//\n". */
  text: string;
  colors: string[];
  /** CR 903.4 for MTG; the civilizations for DM. */
  colorIdentity: string[];
  /** Mana symbols this card can produce (WUBRGC), for land and source counting. */
  producedMana: string[];
  keywords: string[];
  /** By Decklab's format keys (engine/mtg/legalities.ts: "brawl" is 60-card Brawl whatever the source called it). */
  legalities: Record<string, Legality>;
  /** Localized names by language code, e.g. { ja: "…" }; multi-face cards join faces with " // ". */
  localizedNames: Record<string, string>;
  /** Printed text in the languages Decklab shows besides English; absent when the data has none. */
  localized?: LocalizedTexts;
  deck: DeckAttributes;
  dm?: DmAttributes;
}

/** One face's printed name, type line and rules text in another language; a field is absent where the data has none. */
export interface LocalizedFace {
  name?: string;
  typeLine?: string;
  text?: string;
}

/** A card's text in one language: one entry per face of `Card.faces`, in the same order. */
export interface LocalizedText {
  faces: LocalizedFace[];
}

/** Only Japanese is kept: the UI speaks English and Japanese, and every language's text would multiply a card's size. */
export interface LocalizedTexts {
  ja?: LocalizedText;
}

export interface Printing {
  /** Scryfall id, MTGJSON uuid, or "dm:<set>:<number>". */
  id: string;
  cardId: string;
  game: Game;
  set: string;
  setName?: string;
  /** The set's type as a Scryfall card object names it (set_type), for the set's row; MTGJSON gives it per set. */
  setType?: string;
  collectorNumber: string;
  lang: string;
  rarity: string;
  releasedAt?: string;
  imageUri?: string;
  arenaId?: number;
  mtgoId?: number;
  /** The MTGO catalog id of its foil copy, which MTGO names a foil card by. */
  mtgoFoilId?: number;
  finishes: string[];
  /** The name printed on this printing when it is not English. */
  printedName?: string;
  /** Who illustrated it; the faces' artists joined " // " where they differ. */
  artist?: string;
  /** Its flavor text; the faces' joined " // ". */
  flavorText?: string;
  /** MTGJSON: the uuids of its faces' entries, which booster sheets name (engine/pools/booster-config.ts). */
  mtgjsonUuids?: string[];
  /** Whether an earlier printing of the card exists (Scryfall's reprint, MTGJSON's isReprint); absent when unknown. */
  reprint?: boolean;
  /** Its affiliation watermark (Scryfall's and MTGJSON's watermark: "orzhov", "planeswalker"); the faces' joined " // ". */
  watermark?: string;
  /** Scryfall's illustration_id: printings that share it share their artwork. */
  illustrationId?: string;
  /** The frame edition (Scryfall's frame, MTGJSON's frameVersion: "1993", "2003", "2015", "future"). */
  frame?: string;
  /** The border's color (Scryfall's border_color, MTGJSON's borderColor: "black", "white", "borderless", "silver", "gold"). */
  border?: string;
  /** The security stamp (Scryfall's security_stamp, MTGJSON's securityStamp: "oval", "acorn", "triangle", "arena" …). */
  stamp?: string;
  /** Printed with full-bleed art (Scryfall's full_art, MTGJSON's isFullArt); absent when unknown. */
  fullArt?: boolean;
  /** Printed without rules text (Scryfall's textless, MTGJSON's isTextless); absent when unknown. */
  textless?: boolean;
  /** Scryfall's highres_image: its image is a high-resolution scan (MTGJSON does not say). */
  highres?: boolean;
  /** A promotional printing (Scryfall's promo, MTGJSON's isPromo); absent when unknown. */
  promo?: boolean;
  /** Only on digital games (Scryfall's digital, MTGJSON's isOnlineOnly); absent when unknown. */
  digital?: boolean;
  /** A Story Spotlight card (Scryfall's story_spotlight, MTGJSON's isStorySpotlight); absent when unknown. */
  spotlight?: boolean;
  /** On the Reserved List (Scryfall's reserved, MTGJSON's isReserved); absent when unknown. */
  reserved?: boolean;
  /** Printed on paper (Scryfall's games, MTGJSON's availability, holding "paper"); absent when unknown. */
  paper?: boolean;
  /** The frame's effects (Scryfall's frame_effects, MTGJSON's frameEffects: "legendary", "showcase", "extendedart" …). */
  frameEffects?: string[];
  /** Found in boosters (Scryfall's booster; MTGJSON's boosterTypes holding one other than "deck"); absent when unknown. */
  booster?: boolean;
  /** An oversized card (Scryfall's oversized, MTGJSON's isOversized); absent when unknown. */
  oversized?: boolean;
  /** The kinds of promo it is (Scryfall's promo_types, MTGJSON's promoTypes: "prerelease", "buyabox", "planeswalkerdeck" …). */
  promoTypes?: string[];
  /** Prices in the snapshot the user downloaded (Scryfall bulk data); absent when the source carries none. */
  prices?: Prices;
  /** The date (YYYY-MM-DD) of the snapshot `prices` came from, as the database stores it. */
  pricesDate?: string;
  /**
   * The printing's prices on the day of prices imported just before `pricesDate`, as the price history holds them;
   * absent when it holds none for that day.
   */
  previousPrices?: Prices;
  /** That day (YYYY-MM-DD), earlier than `pricesDate`. */
  previousPricesDate?: string;
}

/** The prices Scryfall gives per printing: US dollars (nonfoil, foil, etched), euros (nonfoil, foil), MTGO tickets. */
export const PRICE_KEYS = ['usd', 'usd_foil', 'usd_etched', 'eur', 'eur_foil', 'tix'] as const;
export type PriceKey = (typeof PRICE_KEYS)[number];
/** A printing's prices; a key is absent when the source gave no price for it (null). */
export type Prices = Partial<Record<PriceKey, number>>;

/** A set (or Duel Masters expansion) as the card data describes it. */
export interface SetInfo {
  code: string;
  game: Game;
  name: string;
  releasedAt?: string;
  setType?: string;
  /** MTGJSON's booster configurations of the set; an import replaces those stored for it. */
  boosters?: BoosterProducts;
  /** The block's name, the same for every set of the block (MTGJSON's block: "Guilds of Ravnica"). */
  block?: string;
}

/**
 * What a card-data normalizer returns for one source record: the card and the printings this
 * record describes. Several records can describe the same card (one per printing, one per language);
 * the importer merges them with mergeCardRecords (engine/cards/merge.ts).
 */
export interface CardRecord {
  card: Card;
  printings: Printing[];
}
