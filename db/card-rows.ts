// Cards and printings as the rows the card tables and the search index store. Printing rows are made where the
// record is read (the reader worker of a large import); a card's by the writer, from the card and its JSON text
// (cards.data), with what the search index derives from it (engine indexCard): so split, the two threads of a
// large import are about equally busy (docs/performance.md).
import {
  PRICE_KEYS,
  type Card,
  type Legality,
  type PriceKey,
  type Printing,
  type Prices,
  type SetInfo,
} from '../engine/cards/types.ts';
import { foldName } from '../engine/text/fold.ts';
import { indexCard, type IndexedCard } from '../engine/search/indexed-card.ts';
import { colorMask, leadingNumber } from './cards.ts';
import { namesAnsweredTo } from '../engine/cards/names.ts';

/** A cards row: the Card's JSON (data) and the three columns its queries sort and join by. */
export interface CardRow {
  id: string;
  game: string;
  name: string;
  data: string;
}

export const CARD_COLUMNS = ['id', 'game', 'name', 'data'] as const satisfies readonly (keyof CardRow)[];

/** What the cards row and the search index's card row take from the card, beside its JSON and IndexedCard. */
export interface CardValues {
  id: string;
  game: string;
  name: string;
  mana_cost: string;
  mana_value: number;
  colors: number;
  power: number | null;
  toughness: number | null;
  loyalty: number | null;
}

/** A printings row. */
export interface PrintingRow {
  id: string;
  card_id: string;
  set_code: string;
  collector_number: string;
  lang: string;
  rarity: string;
  released_at: string | null;
  image_uri: string | null;
  arena_id: number | null;
  mtgo_id: number | null;
  /** Migration 024. */
  mtgo_foil_id: number | null;
  finishes: string;
  printed_name: string | null;
  artist: string | null;
  flavor_text: string | null;
  /** artist and flavor_text folded (foldName), as a:/ft: search them (migration 014). */
  artist_folded: string | null;
  flavor_folded: string | null;
  /** 1 a reprint, 0 a first printing, null unknown; watermark, illustration and frame as the source gives them (migration 017). */
  reprint: 0 | 1 | null;
  watermark: string | null;
  illustration_id: string | null;
  frame: string | null;
  /** Border color and security stamp as the source gives them; each flag 1, 0 or null unknown (migration 019). */
  border_color: string | null;
  security_stamp: string | null;
  full_art: 0 | 1 | null;
  textless: 0 | 1 | null;
  highres_image: 0 | 1 | null;
  promo: 0 | 1 | null;
  digital: 0 | 1 | null;
  story_spotlight: 0 | 1 | null;
  reserved: 0 | 1 | null;
  paper: 0 | 1 | null;
  /** The frame's effects as a JSON array of strings (as finishes), null where the source names none. */
  frame_effects: string | null;
  /** Found in boosters, oversized: 1, 0 or null unknown; the promo types as frame_effects (migration 031). */
  booster: 0 | 1 | null;
  oversized: 0 | 1 | null;
  promo_types: string | null;
}

export const PRINTING_COLUMNS = [
  'id',
  'card_id',
  'set_code',
  'collector_number',
  'lang',
  'rarity',
  'released_at',
  'image_uri',
  'arena_id',
  'mtgo_id',
  'mtgo_foil_id',
  'finishes',
  'printed_name',
  'artist',
  'flavor_text',
  'artist_folded',
  'flavor_folded',
  'reprint',
  'watermark',
  'illustration_id',
  'frame',
  'border_color',
  'security_stamp',
  'full_art',
  'textless',
  'highres_image',
  'promo',
  'digital',
  'story_spotlight',
  'reserved',
  'paper',
  'frame_effects',
  'booster',
  'oversized',
  'promo_types',
] as const satisfies readonly (keyof PrintingRow)[];

/** A printing_prices row (migration 011): each price or null, and the date of the file they came from. */
export type PriceRow = { printing_id: string; snapshot_date: string } & Record<PriceKey, number | null>;

export const PRICE_COLUMNS = [
  'printing_id',
  ...PRICE_KEYS,
  'snapshot_date',
] as const satisfies readonly (keyof PriceRow)[];

export function priceRow(printingId: string, prices: Prices, snapshotDate: string): PriceRow {
  const row = { printing_id: printingId, snapshot_date: snapshotDate } as PriceRow;
  for (const key of PRICE_KEYS) row[key] = prices[key] ?? null;
  return row;
}

/** A card_names row. */
export interface NameRow {
  card_id: string;
  lang: string;
  name: string;
  name_folded: string;
  is_face: 0 | 1;
}

export const NAME_COLUMNS = [
  'card_id',
  'lang',
  'name',
  'name_folded',
  'is_face',
] as const satisfies readonly (keyof NameRow)[];

export interface PreparedCard {
  values: CardValues;
  /** The card as JSON (cards.data). */
  json: string;
  names: NameRow[];
  indexed: IndexedCard;
  legalities: Record<string, Legality>;
}

/** Every name a card answers to (engine/cards/names.ts), as the card's card_names rows. */
export function cardNames(card: Card): NameRow[] {
  return namesAnsweredTo(card).map((n) => ({ card_id: card.id, ...n }));
}

/** The rows of a card. */
export function prepareCard(card: Card, json: string = JSON.stringify(card)): PreparedCard {
  const front = card.faces[0];
  const colors = colorMask(card.colors);
  const values: CardValues = {
    id: card.id,
    game: card.game,
    name: card.name,
    mana_cost: card.manaCost,
    mana_value: card.manaValue,
    colors,
    power: card.dm ? card.dm.power : leadingNumber(front?.power),
    toughness: leadingNumber(front?.toughness),
    loyalty: leadingNumber(front?.loyalty),
  };
  return { values, json, names: cardNames(card), indexed: indexCard(card, colors), legalities: card.legalities };
}

export function cardRow(card: PreparedCard): CardRow {
  return { id: card.values.id, game: card.values.game, name: card.values.name, data: card.json };
}

/** A yes-or-no fact of a printing as SQLite keeps it: 1, 0, or null where the source does not say. */
const flagColumn = (value: boolean | undefined): 0 | 1 | null => (value === undefined ? null : value ? 1 : 0);

export function printingRow(p: Printing): PrintingRow {
  return {
    id: p.id,
    card_id: p.cardId,
    set_code: p.set,
    collector_number: p.collectorNumber,
    lang: p.lang,
    rarity: p.rarity,
    released_at: p.releasedAt ?? null,
    image_uri: p.imageUri ?? null,
    arena_id: p.arenaId ?? null,
    mtgo_id: p.mtgoId ?? null,
    mtgo_foil_id: p.mtgoFoilId ?? null,
    finishes: JSON.stringify(p.finishes),
    printed_name: p.printedName ?? null,
    artist: p.artist ?? null,
    flavor_text: p.flavorText ?? null,
    artist_folded: p.artist === undefined ? null : foldName(p.artist),
    flavor_folded: p.flavorText === undefined ? null : foldName(p.flavorText),
    reprint: flagColumn(p.reprint),
    watermark: p.watermark ?? null,
    illustration_id: p.illustrationId ?? null,
    frame: p.frame ?? null,
    border_color: p.border ?? null,
    security_stamp: p.stamp ?? null,
    full_art: flagColumn(p.fullArt),
    textless: flagColumn(p.textless),
    highres_image: flagColumn(p.highres),
    promo: flagColumn(p.promo),
    digital: flagColumn(p.digital),
    story_spotlight: flagColumn(p.spotlight),
    reserved: flagColumn(p.reserved),
    paper: flagColumn(p.paper),
    frame_effects: p.frameEffects?.length ? JSON.stringify(p.frameEffects) : null,
    booster: flagColumn(p.booster),
    oversized: flagColumn(p.oversized),
    promo_types: p.promoTypes?.length ? JSON.stringify(p.promoTypes) : null,
  };
}

/** The set a printing names, as far as the printing tells: for a set no source described. */
export function setOfPrinting(p: Printing): SetInfo {
  return { code: p.set, game: p.game, name: p.setName ?? p.set, releasedAt: p.releasedAt, setType: p.setType };
}

/** `@column, …`: the named parameters of the columns, bound from a row object. */
export function namedParameters(columns: readonly string[]): string {
  return columns.map((c) => `@${c}`).join(', ');
}
