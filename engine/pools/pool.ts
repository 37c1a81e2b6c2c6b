// Card pools for Limited (CR 100.2b): a sealed, draft or cube pool, and what a deck built from it has left.
import type { Card, Game } from '../cards/types.ts';
import { groupEntries, GROUP_BYS, type EntryGroup, type GroupBy } from '../decks/grouping.ts';
import type { Board, Deck, DeckEntry, PinnedPrinting } from '../decks/types.ts';
import { printingFinishKey } from '../decks/finish.ts';
import { foldName } from '../text/fold.ts';
import { problem } from '../decks/lists/problems.ts';
import type { DeckListProblem } from '../decks/lists/types.ts';
import { isNamedBasicName } from '../formats/checks/common.ts';
import type { AutomaticPoolName } from './pool-name.ts';

export type PoolKind = 'sealed' | 'draft' | 'cube';
/** The format a deck built from a pool is checked against (engine/formats catalog: CR 100.2b, MTR 7.1–7.2). */
export const LIMITED_FORMAT = 'limited';
export const POOL_KINDS: readonly PoolKind[] = ['sealed', 'draft', 'cube'];

export interface Pool {
  game: Game;
  name: string;
  kind: PoolKind;
  entries: DeckEntry[];
  notes?: string;
  /** The parts of the name when Decklab gave it (pool-name.ts); absent for a name the player typed. */
  automaticName?: AutomaticPoolName;
}

/**
 * CR 100.4b: in Limited, deck and sideboard together come from the pool; a companion is a card of the sideboard
 * revealed as such (CR 702.139a), so the companion board takes from the pool too, as the Limited copy check counts it.
 */
export const POOL_BOARDS: readonly Board[] = ['main', 'side', 'companion'];

const entryKey = (e: DeckEntry) => e.cardId ?? `name:${foldName(e.name)}`;

/**
 * A card in one printing and finish: a pool keeps each printing opened or drafted apart (boosters.ts
 * poolEntriesFromBoosters), so a card drafted as M21's Opt and as ELD's, or foil and not, or etched, is two entries.
 */
export const poolPrintingKey = (e: DeckEntry): string => {
  return `${entryKey(e)}@${e.printing ? printingFinishKey(e.printing) : ''}`;
};

/** Copies of each card and of each card's printings a deck's main deck, sideboard and companion take from the pool. */
function copiesUsed(deck: Deck): { byCard: Map<string, number>; byPrinting: Map<string, number> } {
  const byCard = new Map<string, number>();
  const byPrinting = new Map<string, number>();
  for (const board of POOL_BOARDS) {
    for (const e of deck.boards[board] ?? []) {
      if (isNamedBasicName(e.name)) continue;
      byCard.set(entryKey(e), (byCard.get(entryKey(e)) ?? 0) + e.count);
      if (e.printing) byPrinting.set(poolPrintingKey(e), (byPrinting.get(poolPrintingKey(e)) ?? 0) + e.count);
    }
  }
  return { byCard, byPrinting };
}

/**
 * Copies of each card the pool still holds once the deck's main deck and sideboard are taken out, one entry per
 * printing: a deck's copy of a printing comes out of that printing, the others out of the card's printings in the
 * pool's order. The five named basic lands come from the free supply (MTR 7.2), so the deck's never use up the
 * pool's own.
 */
export function poolRemaining(pool: readonly DeckEntry[], deck: Deck): DeckEntry[] {
  const { byCard, byPrinting } = copiesUsed(deck);
  const entries = mergePoolEntries(pool);
  const left = entries.map((e) => {
    const same = Math.min(e.count, byPrinting.get(poolPrintingKey(e)) ?? 0);
    byCard.set(entryKey(e), (byCard.get(entryKey(e)) ?? 0) - same);
    return e.count - same;
  });
  entries.forEach((e, i) => {
    const other = Math.min(left[i], Math.max(byCard.get(entryKey(e)) ?? 0, 0));
    byCard.set(entryKey(e), (byCard.get(entryKey(e)) ?? 0) - other);
    left[i] -= other;
  });
  return entries.flatMap((e, i) => (left[i] > 0 ? [{ ...e, count: left[i] }] : []));
}

/**
 * The deck as another app or a tournament reads a Limited deck: CR 100.4b, every card of the pool not in the main
 * deck is in the sideboard, so its sideboard is the one it has with what the pool still holds added (Forge and XMage
 * give a sealed deck the rest of the pool as sideboard); and a card is the printing that was opened or drafted, the
 * pool's, unless the deck pins one of its own.
 */
export function limitedDeckFromPool(deck: Deck, pool: readonly DeckEntry[]): Deck {
  // A card the deck names without a printing is the first printing the pool holds of it.
  const printings = new Map<string, PinnedPrinting>();
  for (const e of pool) if (e.printing && !printings.has(entryKey(e))) printings.set(entryKey(e), e.printing);
  const opened = (e: DeckEntry): DeckEntry => {
    const printing = e.printing ?? printings.get(entryKey(e));
    return printing ? { ...e, printing } : e;
  };
  const boards = Object.fromEntries(
    Object.entries(deck.boards).map(([board, entries]) => [board, entries.map(opened)]),
  ) as Deck['boards'];
  boards.side = mergePoolEntries([...(boards.side ?? []), ...poolRemaining(pool, deck)]);
  return { ...deck, boards };
}

/** One entry per card and printing: a pool pasted as several lines of the same card counts them together. */
export function mergePoolEntries(entries: readonly DeckEntry[]): DeckEntry[] {
  const byKey = new Map<string, DeckEntry>();
  for (const e of entries) {
    const seen = byKey.get(poolPrintingKey(e));
    if (seen) seen.count += e.count;
    else
      byKey.set(poolPrintingKey(e), {
        name: e.name,
        count: e.count,
        ...(e.cardId ? { cardId: e.cardId } : {}),
        ...(e.printing ? { printing: e.printing } : {}),
      });
  }
  return [...byKey.values()];
}

/** A pool as a list to write in a deck list format (a cube for CubeCobra, a sealed pool to share): its cards as a main deck. */
export function poolAsDeck(pool: Pool): Deck {
  return { game: pool.game, name: pool.name, boards: { main: pool.entries.map((e) => ({ ...e })) } };
}

/** A list's maybeboard (a site's, CubeCobra's) holds cards considered for it, not cards it has. */
const NOT_IN_POOL: ReadonlySet<Board> = new Set(['maybe']);

/** Every card of a deck list read as a pool (a sealed pool is often pasted as a deck with a sideboard) but its maybeboard. */
export function poolEntriesFromDeck(deck: Deck): DeckEntry[] {
  const boards = Object.entries(deck.boards) as [Board, DeckEntry[]][];
  return mergePoolEntries(boards.filter(([board]) => !NOT_IN_POOL.has(board)).flatMap(([, entries]) => entries));
}

/** The list's maybeboard, named as left out of the pool, at its first card's line. */
export function maybeboardLeftOut(deck: Deck): DeckListProblem[] {
  const maybe = deck.boards.maybe ?? [];
  if (maybe.length === 0) return [];
  const cards = String(maybe.reduce((n, e) => n + e.count, 0));
  return [
    problem(
      maybe[0].line ?? 0,
      maybe[0].name,
      'not-playable-section',
      `the maybeboard's ${cards} card(s) are not taken into the pool`,
      { kind: 'maybe-not-in-pool', cards },
    ),
  ];
}

/** How the pool's cards can be grouped while building: a deck's groupings but tags (a pool's cards have none). */
export const POOL_GROUP_BYS: readonly GroupBy[] = GROUP_BYS.filter((by) => by !== 'tag');

/**
 * What is left in the pool, grouped as a Limited builder reads it (by color first, CR 105.2) and, within a group,
 * along the curve: mana value, then name.
 */
export function poolGroups(
  remaining: readonly DeckEntry[],
  cards: Readonly<Record<string, Card>>,
  by: GroupBy,
): EntryGroup[] {
  const manaValue = (e: DeckEntry) => (e.cardId && cards[e.cardId]?.manaValue) || 0;
  return groupEntries(remaining, cards, by).map((group) => ({
    ...group,
    entries: [...group.entries].sort(
      (a, b) => manaValue(a.entry) - manaValue(b.entry) || a.entry.name.localeCompare(b.entry.name),
    ),
  }));
}
