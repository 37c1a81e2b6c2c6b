// Cards and printings as the rows the card tables and the search index store. Printing rows are made where the
// record is read (the reader worker of a large import); a card's by the writer, from the card and its JSON text
// (cards.data), with what the search index derives from it (engine indexCard). Measured at 100k printings, the
// two threads are then about equally busy: folding the rules text in the reader (done before the writer got
// faster) now took as long and 0.2 s more CPU in all; making the whole card row there, 0.15 s more.
import type { Card, Legality, Printing } from '../engine/cards/types.ts';
import { foldName } from '../engine/text/fold.ts';
import { indexCard, type IndexedCard } from '../engine/search/indexed-card.ts';
import { CARD_NAME_SEPARATOR, colorMask, leadingNumber } from './cards.ts';

/** The cards table's columns, in the order of cardRow: the Card's JSON (data) and the three its queries sort and join by. */
export const CARD_COLUMNS = ['id', 'game', 'name', 'data'] as const;

/** What the cards row and the search index's card row take from the card, beside its JSON and IndexedCard. */
export interface CardValues {
  id: string; game: string; name: string; mana_cost: string; mana_value: number; colors: number;
  power: number | null; toughness: number | null; loyalty: number | null;
}

/** The printings table's columns, in the order of a PrintingRow. */
export const PRINTING_COLUMNS = [
  'id', 'card_id', 'set_code', 'collector_number', 'lang', 'rarity', 'released_at', 'image_uri',
  'arena_id', 'mtgo_id', 'finishes', 'printed_name',
] as const;

/** A card_names row: lang, name, name_folded, is_face. */
export type NameRow = [lang: string, name: string, folded: string, isFace: 0 | 1];

export type PrintingRow = [
  id: string, cardId: string, set: string, collectorNumber: string, lang: string, rarity: string,
  releasedAt: string | null, imageUri: string | null, arenaId: number | null, mtgoId: number | null,
  finishes: string, printedName: string | null,
];

export interface PreparedCard {
  values: CardValues;
  /** The card as JSON (cards.data). */
  json: string;
  names: NameRow[];
  indexed: IndexedCard;
  legalities: Record<string, Legality>;
}

/** Every name a card answers to: English, each face, each localized name and its faces; no repeats. */
function cardNames(card: Card): NameRow[] {
  const rows: NameRow[] = [];
  const seen = new Set<string>();
  const add = (lang: string, name: string, isFace: 0 | 1) => {
    const key = `${lang}\u0000${name}`;
    if (name === '' || seen.has(key)) return;
    seen.add(key);
    rows.push([lang, name, foldName(name), isFace]);
  };
  add('en', card.name, 0);
  if (card.faces.length > 1) for (const face of card.faces) add('en', face.name, 1);
  for (const [lang, name] of Object.entries(card.localizedNames)) {
    add(lang, name, 0);
    const parts = name.split(CARD_NAME_SEPARATOR);
    if (parts.length > 1) for (const part of parts) add(lang, part, 1);
  }
  return rows;
}

/** The rows of a card. */
export function prepareCard(card: Card, json: string = JSON.stringify(card)): PreparedCard {
  const front = card.faces[0];
  const colors = colorMask(card.colors);
  const values: CardValues = {
    id: card.id, game: card.game, name: card.name, mana_cost: card.manaCost, mana_value: card.manaValue, colors,
    power: card.dm ? card.dm.power : leadingNumber(front?.power),
    toughness: leadingNumber(front?.toughness), loyalty: leadingNumber(front?.loyalty),
  };
  return { values, json, names: cardNames(card), indexed: indexCard(card, colors), legalities: card.legalities };
}

/** The values of a cards row, in CARD_COLUMNS order. */
export function cardRow(card: PreparedCard): unknown[] {
  return [card.values.id, card.values.game, card.values.name, card.json];
}

export function printingRow(p: Printing): PrintingRow {
  return [
    p.id, p.cardId, p.set, p.collectorNumber, p.lang, p.rarity, p.releasedAt ?? null, p.imageUri ?? null,
    p.arenaId ?? null, p.mtgoId ?? null, JSON.stringify(p.finishes), p.printedName ?? null,
  ];
}
