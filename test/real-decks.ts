// Test-only: real cards from ../shared/data through the engine's own normalizers, and real deck lists read and
// resolved by the engine's deck-list readers, for the validation tests and the benchmark.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import Papa from 'papaparse';
import type { Card, CardRecord } from '../engine/cards/types.ts';
import type { Board, Deck, DeckEntry } from '../engine/decks/types.ts';
import { cardsFromMtgjsonSet } from '../engine/cards/from-mtgjson.ts';
import { cardFromDmJson } from '../engine/dm/from-dm-json.ts';
import { cardFromDmCsvRow } from '../engine/dm/from-dm-csv.ts';
import { twoSidedJoiner } from '../engine/dm/two-sided.ts';
import { readDeckList } from '../engine/decks/lists/index.ts';
import { resolveDeck, type CardResolver } from '../engine/decks/resolve.ts';
import { foldName } from '../engine/text/fold.ts';
import { mtgjsonSet, mtgjsonSetCodes, scryfallCardObjects } from './real-cards.ts';
import { cardFromScryfall } from '../engine/cards/from-scryfall.ts';
import { sharedPath } from './shared-data.ts';

export interface CardPool {
  cards: Map<string, Card>;
  resolver: CardResolver;
}

function poolOf(records: Iterable<CardRecord>): CardPool {
  const cards = new Map<string, Card>();
  const byName = new Map<string, Card[]>();
  const byNumber = new Map<string, { card: Card; printingId: string }>();
  const index = (name: string, card: Card) => {
    const key = foldName(name);
    const list = byName.get(key) ?? [];
    if (!list.includes(card)) byName.set(key, [...list, card]);
  };
  for (const { card, printings } of records) {
    if (!cards.has(card.id)) {
      cards.set(card.id, card);
      index(card.name, card);
      for (const face of card.faces) index(face.name, card);
    }
    const known = cards.get(card.id)!;
    for (const p of printings)
      byNumber.set(`${p.set.toLowerCase()}|${p.collectorNumber}`, { card: known, printingId: p.id });
  }
  return {
    cards,
    resolver: {
      byName: (name) => byName.get(foldName(name)) ?? [],
      bySetNumber: (set, number) => byNumber.get(`${set.toLowerCase()}|${number}`),
    },
  };
}

let mtg: CardPool | undefined;
/** Every card of the 23 MTGJSON set files. */
export function mtgCards(): CardPool {
  mtg ??= poolOf(mtgjsonSetCodes().flatMap((code) => cardsFromMtgjsonSet(mtgjsonSet(code))));
  return mtg;
}

let rarities: Map<string, string[]> | undefined;
/** The rarities each card was printed at in the 23 MTGJSON set files (Printing.rarity), by card id. */
export function mtgRarities(): Map<string, string[]> {
  if (!rarities) {
    rarities = new Map();
    for (const code of mtgjsonSetCodes())
      for (const { card, printings } of cardsFromMtgjsonSet(mtgjsonSet(code))) {
        const seen = rarities.get(card.id) ?? [];
        for (const p of printings) if (!seen.includes(p.rarity)) seen.push(p.rarity);
        rarities.set(card.id, seen);
      }
  }
  return rarities;
}

let scryfall: CardPool | undefined;
/** Every game card among the Scryfall objects of shared/data/scryfall (tokens, emblems and the like left out). */
export function scryfallCards(): CardPool {
  scryfall ??= poolOf(
    scryfallCardObjects().flatMap(({ object }) => {
      try {
        return [cardFromScryfall(object)];
      } catch {
        return []; // not a game card (token, emblem, art series): the normalizer's own tests cover these
      }
    }),
  );
  return scryfall;
}

let dm: CardPool | undefined;
/**
 * Every Duel Masters card of the Ravenite CSV (OCG in English) and the Latepate64 JSON (English TCG), a two-sided
 * card's sides joined into one card as `decklab import` joins them (engine/dm/two-sided.ts twoSidedJoiner).
 */
export function dmCards(): CardPool {
  if (!dm) {
    const csv = Papa.parse<Record<string, string>>(
      readFileSync(sharedPath('duelmasters', 'Ravenite0-All_Cards.csv'), 'utf8'),
      { header: true, skipEmptyLines: true },
    );
    const records = csv.data.flatMap((row, i) => {
      try {
        return [cardFromDmCsvRow(row, i + 2)];
      } catch {
        return []; // blank or unreadable rows: the importer's tests cover them
      }
    });
    // The two-sided cards' sides joined as the importer joins them (DM 805, 807, 809), each where the file has it.
    const joiner = twoSidedJoiner('ravenite-csv');
    const held = records.map((record) => joiner.hold(record));
    const joined = joiner.end().records.values();
    const fromCsv = records.map((record, i) => (held[i] ? joined.next().value! : record));
    const json = JSON.parse(readFileSync(sharedPath('duelmasters', 'Latepate64-DuelMastersCards.json'), 'utf8')) as {
      cards: unknown[];
    };
    dm = poolOf([...json.cards.map(cardFromDmJson), ...fromCsv]);
  }
  return dm;
}

export interface RealDeck {
  deck: Deck;
  /** Problems of reading and resolving, as the deck-list readers report them. */
  problems: ReturnType<typeof readDeckList>['problems'];
}

/** A deck list under shared/data/decks, read and resolved against the MTG cards. */
export function realDeck(path: string, pool: CardPool = mtgCards()): RealDeck {
  const file = sharedPath('decks', path);
  const read = readDeckList(readFileSync(file), { fileName: basename(file) });
  const resolved = resolveDeck(read.deck, pool.resolver);
  return { deck: resolved.deck, problems: [...read.problems, ...resolved.problems] };
}

/**
 * A card by its English name, or a Duel Masters two-sided card by either side's (DM 805.7), as a deck list names it
 * (throws when the data has none, so a test never runs on a missing card).
 */
export function card(name: string, pool: CardPool = mtgCards()): Card {
  const named = (c: Card) => (c.layout === 'two-sided' ? c.faces.map((f) => f.name) : [c.name, c.faces[0].name]);
  const found = pool.resolver.byName(name).filter((c) => named(c).some((n) => foldName(n) === foldName(name)));
  if (found.length === 0) throw new Error(`no card named "${name}" in the shared data`);
  return found[0];
}

/** A deck entry for a real card. */
export function entry(name: string, count = 1, pool: CardPool = mtgCards()): DeckEntry {
  const c = card(name, pool);
  return { name: c.name, count, cardId: c.id };
}

/** A copy of the deck with entries added to a board. */
export function adding(deck: Deck, board: Board, ...entries: DeckEntry[]): Deck {
  return { ...deck, boards: { ...deck.boards, [board]: [...(deck.boards[board] ?? []), ...entries] } };
}

/** A copy of the deck without the named cards in a board (by English name or front-face name). */
export function removing(deck: Deck, board: Board, ...names: string[]): Deck {
  const folded = names.map(foldName);
  const kept = (deck.boards[board] ?? []).filter(
    (e) => !folded.includes(foldName(e.name)) && !folded.includes(foldName(e.name.split(' // ')[0])),
  );
  if (kept.length + names.length !== (deck.boards[board] ?? []).length)
    throw new Error(`not every card of ${names.join(', ')} is in ${board}`);
  return { ...deck, boards: { ...deck.boards, [board]: kept } };
}

/** A copy of the deck with one board replaced. */
export function withBoard(deck: Deck, board: Board, entries: DeckEntry[]): Deck {
  return { ...deck, boards: { ...deck.boards, [board]: entries } };
}

/** Entries of a board as [name, count] pairs, for expectations read from the deck itself. */
export function countsOf(deck: Deck, board: Board): Map<string, number> {
  const counts = new Map<string, number>();
  for (const e of deck.boards[board] ?? []) counts.set(e.name, (counts.get(e.name) ?? 0) + e.count);
  return counts;
}
