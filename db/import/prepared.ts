// Cards and printings as the rows the card tables store, computed where the record is read: in the reader
// worker for a large import, so the writing thread (the bottleneck: SQLite) only binds values. A card keeps
// its JSON text, which is both what cards.data stores and what the writer parses when it must merge.
import type { Card, Printing } from '../../engine/cards/types.ts';
import { foldName } from '../../engine/text/fold.ts';
import { CARD_NAME_SEPARATOR, colorMask, leadingNumber } from '../cards.ts';

/** The cards table's columns, in the order of PreparedCard.row. */
export const CARD_COLUMNS = [
  'id', 'game', 'name', 'name_folded', 'layout', 'mana_cost', 'mana_value', 'type_line', 'oracle_text',
  'colors', 'color_identity', 'power', 'toughness', 'loyalty', 'data',
] as const;

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
  id: string;
  /** The card as JSON (cards.data). */
  json: string;
  /** Values of CARD_COLUMNS. */
  row: unknown[];
  names: NameRow[];
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

export function prepareCard(card: Card, json: string = JSON.stringify(card)): PreparedCard {
  const front = card.faces[0];
  const power = card.dm ? card.dm.power : leadingNumber(front?.power);
  return {
    id: card.id,
    json,
    row: [
      card.id, card.game, card.name, foldName(card.name), card.layout, card.manaCost, card.manaValue, card.typeLine, card.text,
      colorMask(card.colors), colorMask(card.colorIdentity), power, leadingNumber(front?.toughness), leadingNumber(front?.loyalty), json,
    ],
    names: cardNames(card),
  };
}

export function printingRow(p: Printing): PrintingRow {
  return [
    p.id, p.cardId, p.set, p.collectorNumber, p.lang, p.rarity, p.releasedAt ?? null, p.imageUri ?? null,
    p.arenaId ?? null, p.mtgoId ?? null, JSON.stringify(p.finishes), p.printedName ?? null,
  ];
}
