// Colored sources by simulation, for the spells whose on-curve figure the closed form cannot give (tapped or
// multi-color lands, mana from other cards, pips of two colors): the deck with one more source of a color at a
// time — a basic of that color in place of the player's chosen land or of a basic of another color, the land
// count kept — played on the same games as the sweep (common random numbers), until each flagged spell's figure
// reaches the target, falls for sure (more of this color costs it another color it needs), or no land is left
// to swap. The search itself (planVariantSearch, runSourceSearch) is the same over any key: ./dm-sources.ts
// runs it over Duel Masters civilizations.
import type { Card } from '../cards/types.ts';
import { manaUnits } from '../goldfish/mtg-card.ts';
import { MANA_BIT } from '../goldfish/mana-types.ts';
import { compileDeck, compiledSlotNames } from '../sim/compile.ts';
import { TAPPED_NEVER, type CompiledDeck, type CompiledMtgDeck } from '../sim/compiled.ts';
import type { SimCard, SimDeck, SimOptions } from '../sim/deck-input.ts';
import type { CardHalf, Side } from '../sim/metrics.ts';
import type { Estimate } from '../stats/intervals.ts';
import { isBasicLand, isLandCard } from './land-variants.ts';
import type { DeckResult } from './paired.ts';
import { simulatedNeed, sourcesOf, spellSources, type Color, type SpellSources } from './sources.ts';

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

/**
 * The deck as compiled, every land entering untapped (CR 305.2 still one a turn); null when none enters tapped.
 * Played on the same games, it shows what the lands that enter tapped cost each spell on curve: a cost more
 * sources of a color cannot pay back.
 */
export function untappedLandsVariant(base: CompiledMtgDeck): CompiledMtgDeck | null {
  if (base.landTapKind.every((kind) => kind === TAPPED_NEVER)) return null;
  return { ...base, landTapKind: new Uint8Array(base.landTapKind.length).fill(TAPPED_NEVER) };
}

/**
 * A variant as played: its compiled deck, its counts (engine/sim/metrics.ts layout) and its sources of the color
 * (its cards of the civilization, in Duel Masters).
 */
export interface MeasuredVariant {
  sources: number;
  changes: Record<string, number>;
  deck: CompiledDeck;
  counts: Float64Array;
}

/** The variants of one color played, one more source each; complete when every variant was played. */
export interface SearchedVariants {
  variants: MeasuredVariant[];
  complete: boolean;
}

/** Per color (or civilization) searched, its variants played. */
export type VariantMeasurements<K extends string> = Partial<Record<K, SearchedVariants>>;

export type SourceMeasurements = VariantMeasurements<Color>;

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

/** A search over deck variants with one more card of a key (a color, a civilization) at a time. */
export interface VariantSearch<K extends string> {
  /** The deck as played, whose slots every variant is compiled on, and how it was compiled. */
  base: CompiledDeck;
  options: SimOptions;
  sides: readonly Side[];
  target: number;
  /** The spells below the target whose figure is simulated, with the deck's own figure and their keys. */
  spells: { card: string; half?: CardHalf; own: Estimate; colors: K[] }[];
  variants: Partial<Record<K, SourceVariant[]>>;
  /** The most variants the search may play. */
  bound: number;
  /** A variant's count of the key: sources of the color, cards of the civilization. */
  countOf: (deck: CompiledDeck, key: K) => number;
}

export type SourceSearch = VariantSearch<Color>;

export function planSourceSearch(input: SourceSearchInput): SourceSearch {
  const figures = spellSources({ deck: input.base, counts: input.counts, sides: input.sides, target: input.target });
  return planVariantSearch(figures, (color) => sourceVariants(input.deck, color, input), {
    ...input,
    countOf: (deck, color) => sourcesOf(deck as CompiledMtgDeck, color),
  });
}

/**
 * The search for the spells below the target by simulation: each with its own figure and the keys (colors,
 * civilizations) it needs, and the variants of every such key.
 */
export function planVariantSearch<K extends string>(
  figures: readonly SpellSources<K>[],
  variantsOf: (key: K) => SourceVariant[],
  played: Pick<VariantSearch<K>, 'base' | 'options' | 'sides' | 'target' | 'countOf'>,
): VariantSearch<K> {
  const spells = figures
    .filter((s) => s.flagged && !s.exact && s.simulated !== null)
    .map((s) => ({ card: s.card, half: s.half, own: s.simulated!, colors: Object.keys(s.sources) as K[] }))
    .filter((s) => s.colors.length > 0);
  const variants: Partial<Record<K, SourceVariant[]>> = {};
  for (const key of new Set(spells.flatMap((s) => s.colors))) variants[key] = variantsOf(key);
  const bound = Object.values<SourceVariant[] | undefined>(variants).reduce((n, v) => n + (v?.length ?? 0), 0);
  const { base, options, sides, target, countOf } = played;
  return { base, options, sides, target, spells, variants, bound, countOf };
}

/**
 * Plays decks in order on the sweep's games, handing over each deck's result as soon as it is done; `onDeck`
 * returns false to stop the rest. Resolves false when the run was cancelled from outside.
 */
export type PlayDecks = (decks: CompiledDeck[], onDeck: (result: DeckResult) => boolean) => Promise<boolean>;

/** The variants of every open color still to play, taken in turn (one more source of each color, then the next). */
function queueOf<K extends string>(open: readonly K[], search: VariantSearch<K>, measured: VariantMeasurements<K>) {
  const queue: { color: K; variant: SourceVariant }[] = [];
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
export async function runSourceSearch<K extends string>(
  search: VariantSearch<K>,
  play: PlayDecks,
): Promise<VariantMeasurements<K> | null> {
  const { spells, variants } = search;
  const measured: VariantMeasurements<K> = {};
  const colors = Object.keys(variants) as K[];
  for (const color of colors) measured[color] = { variants: [], complete: variants[color]!.length === 0 };
  const slots = compiledSlotNames(search.base);
  const isOpen = (color: K) =>
    !measured[color]!.complete &&
    spells.some(
      (s) =>
        s.colors.includes(color) &&
        simulatedNeed(s.card, s.own, measured[color], search.sides, search.target, s.half).kind === 'open',
    );
  for (let open = colors.filter(isOpen); open.length > 0; open = colors.filter(isOpen)) {
    const queue = queueOf(open, search, measured);
    const decks = queue.map(({ variant }) => compileDeck(variant.deck, search.options, slots));
    const played = await play(decks, (result) => {
      const { color, variant } = queue[result.deck];
      const searched = measured[color]!;
      const deck = decks[result.deck];
      searched.variants.push({
        sources: search.countOf(deck, color),
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
