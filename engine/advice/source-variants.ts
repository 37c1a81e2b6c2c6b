// Colored sources by simulation, for the spells whose on-curve figure the closed form cannot give (tapped or
// multi-color lands, mana from other cards, pips of two colors): the deck with one more source of a color at a
// time — a basic of that color in place of the player's chosen land or of a basic of another color, the land
// count kept — played on the same games as the sweep (common random numbers), until each flagged spell's figure
// reaches the target, falls for sure (more of this color costs it another color it needs), or no land is left
// to swap.
import type { Card } from '../cards/types.ts';
import { manaUnits } from '../goldfish/mtg-card.ts';
import { MANA_BIT } from '../goldfish/mana-types.ts';
import { compileDeck, compiledSlotNames } from '../sim/compile.ts';
import type { CompiledDeck, CompiledMtgDeck } from '../sim/compiled.ts';
import type { SimCard, SimDeck, SimOptions } from '../sim/deck-input.ts';
import type { Side } from '../sim/metrics.ts';
import type { Estimate } from '../stats/intervals.ts';
import { isBasicLand, isLandCard } from './land-variants.ts';
import type { DeckResult } from './paired.ts';
import { simulatedNeed, sourcesOf, spellSources, type Color } from './sources.ts';

/** Games each variant is played on (at most the sweep's): enough for a figure within about a point. */
export const SOURCE_VARIANT_GAMES = 20_000;

/** The basic land type that makes each color (CR 305.6); a basic land card is named for its type. */
export const BASIC_LAND_TYPE: Readonly<Record<Color, string>> = {
  W: 'Plains',
  U: 'Island',
  B: 'Swamp',
  R: 'Mountain',
  G: 'Forest',
};

export interface SourceVariant {
  deck: SimDeck;
  /** Cards added (positive) and removed (negative) from the deck as it is. */
  changes: Record<string, number>;
}

export interface SourceVariantOptions {
  /** The land the player cuts first (the sweep's chosen land), when it does not make the color. */
  land?: Card;
  /** Basic lands to add when the deck has none of the color (from the card data). */
  basics?: readonly Card[];
}

const makesColor = (card: Card, color: Color): boolean =>
  isLandCard(card) && manaUnits(card.faces[0]).some((unit) => (unit & MANA_BIT[color]) !== 0);

const isBasicOf = (card: Card, color: Color): boolean =>
  isBasicLand(card) && card.faces[0].subtypes.includes(BASIC_LAND_TYPE[color]);

/**
 * The deck with 1, 2, … more sources of `color`, each one swap further: the chosen land (when it does not make
 * the color) goes first, then the basic not making it that the deck has most of; in comes the deck's basic of the
 * color, or one of `basics`. None when there is no such basic, or nothing to swap out.
 */
export function sourceVariants(deck: SimDeck, color: Color, options: SourceVariantOptions = {}): SourceVariant[] {
  const entries = new Map<string, SimCard>();
  for (const e of deck.main) if (!entries.has(e.card.name)) entries.set(e.card.name, { card: e.card, count: 0 });
  const adding =
    deck.main.find((e) => isBasicOf(e.card, color))?.card ?? options.basics?.find((c) => isBasicOf(c, color));
  if (!adding) return [];
  entries.set(adding.name, { card: adding, count: 0 });
  const counts = new Map<string, number>();
  for (const e of deck.main) counts.set(e.card.name, (counts.get(e.card.name) ?? 0) + e.count);
  const chosen = options.land && !makesColor(options.land, color) ? options.land.name : undefined;
  const basicsToCut = [...entries.values()]
    .filter((e) => e.card.name !== chosen && isBasicLand(e.card) && !makesColor(e.card, color))
    .map((e) => e.card.name);
  const mostHeld = (a: string, b: string) => ((counts.get(b) ?? 0) > (counts.get(a) ?? 0) ? b : a);
  const variants: SourceVariant[] = [];
  const changes: Record<string, number> = {};
  for (;;) {
    const cut = chosen && (counts.get(chosen) ?? 0) > 0 ? chosen : basicsToCut.reduce(mostHeld, '');
    if (!cut || (counts.get(cut) ?? 0) === 0) return variants;
    counts.set(cut, counts.get(cut)! - 1);
    counts.set(adding.name, (counts.get(adding.name) ?? 0) + 1);
    changes[cut] = (changes[cut] ?? 0) - 1;
    changes[adding.name] = (changes[adding.name] ?? 0) + 1;
    const main = [...entries.values()]
      .map((e) => ({ ...e, count: counts.get(e.card.name) ?? 0 }))
      .filter((e) => e.count > 0);
    variants.push({ deck: { ...deck, main }, changes: { ...changes } });
  }
}

/** A variant as played: its compiled deck, its counts (engine/sim/metrics.ts layout) and its sources of the color. */
export interface MeasuredVariant {
  sources: number;
  changes: Record<string, number>;
  deck: CompiledMtgDeck;
  counts: Float64Array;
}

/** Per color searched: the variants played, one more source each; complete when every variant was played. */
export type SourceMeasurements = Partial<Record<Color, { variants: MeasuredVariant[]; complete: boolean }>>;

export interface SourceSearchInput extends SourceVariantOptions {
  deck: SimDeck;
  /** How the sweep compiled the deck (its setup, policy and turns). */
  options: SimOptions;
  /** The deck as the sweep compiled and played it. */
  base: CompiledMtgDeck;
  counts: Float64Array;
  sides: readonly Side[];
  target: number;
}

export interface SourceSearch {
  input: SourceSearchInput;
  /** The spells below the target whose figure is simulated, with the deck's own figure and their pip colors. */
  spells: { card: string; own: Estimate; colors: Color[] }[];
  variants: Partial<Record<Color, SourceVariant[]>>;
  /** The most variants the search may play. */
  bound: number;
}

export function planSourceSearch(input: SourceSearchInput): SourceSearch {
  const flagged = spellSources({ deck: input.base, counts: input.counts, sides: input.sides, target: input.target })
    .filter((s) => s.flagged && !s.exact && s.simulated !== null)
    .map((s) => ({ card: s.card, own: s.simulated!, colors: Object.keys(s.sources) as Color[] }));
  const spells = flagged.filter((s) => s.colors.length > 0);
  const variants: Partial<Record<Color, SourceVariant[]>> = {};
  for (const color of new Set(spells.flatMap((s) => s.colors)))
    variants[color] = sourceVariants(input.deck, color, input);
  const bound = Object.values(variants).reduce((n, v) => n + v.length, 0);
  return { input, spells, variants, bound };
}

/**
 * Plays decks in order on the sweep's games, handing over each deck's result as soon as it is done; `onDeck`
 * returns false to stop the rest. Resolves false when the run was cancelled from outside.
 */
export type PlayDecks = (decks: CompiledDeck[], onDeck: (result: DeckResult) => boolean) => Promise<boolean>;

/** The variants of every open color still to play, taken in turn (one more source of each color, then the next). */
function queueOf(open: readonly Color[], search: SourceSearch, measured: SourceMeasurements) {
  const queue: { color: Color; variant: SourceVariant }[] = [];
  for (let step = 0; ; step++) {
    const at = open.flatMap((color) => {
      const variant = search.variants[color]![measured[color]!.variants.length + step];
      return variant ? [{ color, variant }] : [];
    });
    if (at.length === 0) return queue;
    queue.push(...at);
  }
}

/**
 * Variants a new round costs about as much as: advice.run plays every round on its pool of warm workers, where a
 * round costs little more than its message (about 1 ms, against about 70 ms a variant of 20,000 games on each side
 * on 2 cores), so a run goes on through at most one variant of a closed color rather than start a round for fewer.
 */
const RESTART_COST = 1;

/**
 * Plays the variants of every color some flagged spell is still open on, in turn, until none is open; a run
 * whose queue holds more than RESTART_COST variants of colors already decided stops, and the colors still open
 * play on in a new one. Null when cancelled.
 */
export async function runSourceSearch(search: SourceSearch, play: PlayDecks): Promise<SourceMeasurements | null> {
  const { input, spells, variants } = search;
  const measured: SourceMeasurements = {};
  const colors = Object.keys(variants) as Color[];
  for (const color of colors) measured[color] = { variants: [], complete: variants[color]!.length === 0 };
  const slots = compiledSlotNames(input.base);
  const isOpen = (color: Color) =>
    !measured[color]!.complete &&
    spells.some(
      (s) =>
        s.colors.includes(color) &&
        simulatedNeed(s.card, s.own, measured[color], input.sides, input.target).kind === 'open',
    );
  for (let open = colors.filter(isOpen); open.length > 0; open = colors.filter(isOpen)) {
    const queue = queueOf(open, search, measured);
    const decks = queue.map(({ variant }) => compileDeck(variant.deck, input.options, slots) as CompiledMtgDeck);
    const played = await play(decks, (result) => {
      const { color, variant } = queue[result.deck];
      const searched = measured[color]!;
      const deck = decks[result.deck];
      searched.variants.push({
        sources: sourcesOf(deck, color),
        changes: variant.changes,
        deck,
        counts: result.counts,
      });
      searched.complete = searched.variants.length === variants[color]!.length;
      const stillOpen = new Set(open.filter(isOpen));
      const wasted = queue.slice(result.deck + 1).filter((q) => !stillOpen.has(q.color)).length;
      return stillOpen.size > 0 && wasted <= RESTART_COST;
    });
    if (!played) return null;
  }
  return measured;
}
