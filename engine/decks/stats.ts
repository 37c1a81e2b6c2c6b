// A deck's figures for the cards in play from the start (main board and commanders): mana curve by type,
// colored pips against the sources that make each color, type breakdown, the average mana value (CR 202.3),
// and the series the charts draw from them.
import type { Card, Color } from '../cards/types.ts';
import { COLORS, CIVILIZATIONS } from '../cards/types.ts';
import type { Deck, DeckEntry } from './types.ts';
import { parseManaCost, symbolColors, type ManaSymbol } from '../mtg/mana.ts';
import { cardTypeGroup, CURVE_TOP, isLand, manaValueBucket, typeGroupOrder } from './grouping.ts';

const COUNTED_BOARDS = ['main', 'commander'] as const;

export interface DeckStats {
  /**
   * Copies per mana value bucket (0..CURVE_TOP) per type group (grouping.ts cardTypeGroup: a Magic card's primary
   * type, a Duel Masters card's card type), keys in the groups' order; lands are left out.
   */
  curve: Record<string, number[]>;
  /** Colored symbols in the spells' costs (MTG) or cards of each civilization (DM), by color. */
  pips: Record<string, number>;
  /** Cards that can make each color: lands and other mana sources (MTG) or every card of the civilization (DM). */
  sources: Record<string, number>;
  /** Copies per card type; a card of two types counts for both. */
  types: [string, number][];
  averageManaValue: number;
  spells: number;
  lands: number;
  unresolved: number;
}

function countedEntries(deck: Deck): DeckEntry[] {
  return COUNTED_BOARDS.flatMap((b) => deck.boards[b] ?? []);
}

/** How much one symbol asks of each color: a hybrid or Phyrexian symbol asks each of its colors (either pays). */
function symbolDemand(symbol: ManaSymbol): [Color, number][] {
  const weight = symbol.kind === 'half' ? 0.5 : 1;
  return symbolColors(symbol).map((color) => [color, weight]);
}

function costPips(cost: string): [Color, number][] {
  try {
    return parseManaCost(cost).flatMap(symbolDemand);
  } catch {
    return [];
  }
}

export function deckStats(deck: Deck, cards: Readonly<Record<string, Card>>): DeckStats {
  const colorKeys: readonly string[] = deck.game === 'dm' ? CIVILIZATIONS : [...COLORS, 'C'];
  const pips = Object.fromEntries(colorKeys.map((c) => [c, 0]));
  const sources = Object.fromEntries(colorKeys.map((c) => [c, 0]));
  const curve: Record<string, number[]> = {};
  const types = new Map<string, number>();
  let totalManaValue = 0;
  let spells = 0;
  let lands = 0;
  let unresolved = 0;

  for (const entry of countedEntries(deck)) {
    const card = entry.cardId ? cards[entry.cardId] : undefined;
    if (!card) {
      unresolved += entry.count;
      continue;
    }
    for (const type of card.faces[0]?.types ?? []) types.set(type, (types.get(type) ?? 0) + entry.count);
    if (deck.game === 'dm') {
      for (const civ of card.colors) {
        pips[civ] = (pips[civ] ?? 0) + entry.count;
        sources[civ] = (sources[civ] ?? 0) + entry.count;
      }
    } else {
      for (const color of card.producedMana) if (color in sources) sources[color] += entry.count;
    }
    if (isLand(card)) {
      lands += entry.count;
      continue;
    }
    if (deck.game === 'mtg') for (const [color, weight] of costPips(card.manaCost)) pips[color] += weight * entry.count;
    spells += entry.count;
    totalManaValue += card.manaValue * entry.count;
    const row = (curve[cardTypeGroup(card).type] ??= new Array(CURVE_TOP + 1).fill(0));
    row[manaValueBucket(card)] += entry.count;
  }

  const typeOrder = (type: string) => typeGroupOrder(deck.game, type);
  return {
    curve: Object.fromEntries(Object.entries(curve).sort((a, b) => typeOrder(a[0]) - typeOrder(b[0]))),
    pips,
    sources,
    types: [...types].sort((a, b) => typeOrder(a[0]) - typeOrder(b[0]) || b[1] - a[1]),
    averageManaValue: spells ? totalManaValue / spells : 0,
    spells,
    lands,
    unresolved,
  };
}

/** One stack of the curve chart: a type group's copies per mana value bucket. */
export interface CurveSeries {
  type: string;
  counts: number[];
}
/** One color of the pips-against-sources chart, each as a percentage of its own total. */
export interface ColorShare {
  color: string;
  pips: number;
  sources: number;
  pipShare: number;
  sourceShare: number;
}

export interface DeckChartSeries {
  /** Bucket labels: "0" … "6", "7+". */
  curveBuckets: string[];
  /** Type groups present, in their game's order with 'Other' last. */
  curve: CurveSeries[];
  /** Colors with a pip or a source, in the game's color order. */
  colors: ColorShare[];
}

const share = (part: number, total: number) => (total ? (part / total) * 100 : 0);
const sum = (values: Record<string, number>) => Object.values(values).reduce((a, b) => a + b, 0);

/** What the stats panel's charts draw; the screen adds only labels and colors. */
export function deckChartSeries(stats: DeckStats): DeckChartSeries {
  const pipTotal = sum(stats.pips);
  const sourceTotal = sum(stats.sources);
  return {
    curveBuckets: Array.from({ length: CURVE_TOP + 1 }, (_, i) => (i === CURVE_TOP ? `${i}+` : String(i))),
    curve: Object.entries(stats.curve).map(([type, counts]) => ({ type, counts })),
    colors: Object.keys(stats.pips)
      .filter((color) => stats.pips[color] > 0 || stats.sources[color] > 0)
      .map((color) => ({
        color,
        pips: stats.pips[color],
        sources: stats.sources[color],
        pipShare: share(stats.pips[color], pipTotal),
        sourceShare: share(stats.sources[color], sourceTotal),
      })),
  };
}
