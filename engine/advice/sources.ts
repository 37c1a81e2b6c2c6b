// Colored sources per spell (Karsten, frankkarsten/MTG-Math HowManySources): P(castable on curve | a copy in
// hand and a land drop every turn so far) — exact where the closed form holds (engine/sim/exact-curve.ts:
// lands-only mana, untapped single-mana lands, pips of one color), simulated otherwise — and, per color of its
// pips, the sources it would take to reach the target with the deck's land count, a dual land counting once for
// each color it makes, found the way the figure was: by the closed form, or by playing deck variants with more
// sources (./source-variants.ts). The fix is data ({card, color, from, to, target, turn, …}) for the catalog to word.
import type { Civilization } from '../cards/types.ts';
import type { Estimate } from '../stats/intervals.ts';
import { wilson } from '../stats/intervals.ts';
import { probOnCurveGivenLands } from '../stats/on-curve.ts';
import { ANY_COLOR, MANA_BIT } from '../goldfish/mana-types.ts';
import { popcount } from '../goldfish/matching.ts';
import { SIDES, type CardHalf, type Side } from '../sim/metrics.ts';
import { layoutFor } from '../sim/run.ts';
import type { CompiledDeck, CompiledMtgDeck } from '../sim/compiled.ts';
import { exactOnCurveGivenLands } from '../sim/exact-curve.ts';
import type { MeasuredVariant, SearchedVariants, SourceMeasurements, VariantMeasurements } from './source-variants.ts';

/** Karsten's default target: 90% castable on curve given enough lands. */
export const DEFAULT_SOURCE_TARGET = 0.9;

const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;
export type Color = (typeof COLORS)[number];

/** What a deck counts as sources: colors of mana (Magic) or civilizations of cards (Duel Masters). */
export type SourceKey = Color | Civilization;

/** A fix for one color (Magic) or civilization (Duel Masters): K names which. */
export interface SourceFix<K extends string = Color> {
  card: string;
  /** A Duel Masters twinpact's half the fix is for (DM 810.3a); absent for any other card. */
  half?: CardHalf;
  color: K;
  /** Sources of the color now, and the number that reaches the target. */
  from: number;
  to: number;
  target: number;
  turn: number;
  /** Found by simulation: the figure of the deck with `to` sources (its 95% interval says how sure), and its swaps. */
  simulated?: Estimate;
  changes?: Record<string, number>;
}

export interface SpellSources<K extends string = Color> {
  card: string;
  /**
   * A Duel Masters twinpact's half (DM 810.3: its owner casts either; 810.3a: each with its own cost and
   * civilizations), each half its own row; absent for any other card.
   */
  half?: CardHalf;
  /** The curve turn: the mana value, at least 1. */
  turn: number;
  onCurveGivenLands: number | null;
  /** How onCurveGivenLands was found: the closed form, or the run's games (with its 95% interval). */
  exact: boolean;
  simulated: Estimate | null;
  target: number;
  /** Per color of its pips: sources in the deck now. */
  sources: Partial<Record<K, number>>;
  /**
   * Per color of its pips: the fewest sources that reach the target with this many lands; null when none does.
   * Simulated, counts above the deck's own are played one swap at a time (null: no swap the deck can make
   * reaches it, or the figure falls with more of the color), and a spell at the target needs what it has
   * (fewer sources are not played).
   */
  sourcesNeeded: Partial<Record<K, number | null>>;
  /** How sourcesNeeded was found: the closed form, or deck variants played on the same games. */
  sourcesNeededBy: 'exact' | 'simulated';
  /**
   * The simulated figure were no land to enter tapped (./source-variants.ts untappedLandsVariant): what the lands
   * that do cost the spell on curve. Null when no land of the deck enters tapped, or not measured.
   */
  ifLandsUntapped: Estimate | null;
  /** Below the target. */
  flagged: boolean;
  fixes: SourceFix<K>[];
}

/**
 * The lands that enter tapped cost the spell on curve for sure: its figure were none to enter tapped lies above
 * its own, interval clear of interval (the two are played on different games, so only a clear gap counts).
 */
export const heldBackByTappedLands = (s: SpellSources<SourceKey>): boolean =>
  s.simulated !== null && s.ifLandsUntapped !== null && s.ifLandsUntapped.low > s.simulated.high;

/** The pip masks of the card's first way of casting it. */
function firstPips(deck: CompiledMtgDeck, card: number): number[] {
  if (deck.optionCount[card] === 0) return [];
  const variant = deck.optionVariantStart[deck.optionStart[card]];
  const start = deck.variantPipStart[variant];
  return Array.from(deck.variantPips.subarray(start, start + deck.variantPipCount[variant]));
}

/** Pips of each single color (hybrid pips, which either color pays, have no count of sources of their own). */
function pipsByColor(pips: readonly number[]): Map<Color, number> {
  const byColor = new Map<Color, number>();
  for (const mask of pips) {
    const color = popcount(mask) === 1 ? COLORS.find((c) => MANA_BIT[c] === mask) : undefined;
    if (color) byColor.set(color, (byColor.get(color) ?? 0) + 1);
  }
  return byColor;
}

/** Lands of the library that can make the color (any of the land face's units), each counted once. */
export function sourcesOf(deck: CompiledMtgDeck, color: Color): number {
  let n = 0;
  for (const card of deck.library) {
    const face = deck.landFace[card];
    if (face < 0) continue;
    const start = deck.landUnitStart[face];
    let makes = false;
    for (let u = start; u < start + deck.landUnitCount[face]; u++)
      makes ||= (deck.unitMasks[u] & MANA_BIT[color]) !== 0;
    if (makes) n++;
  }
  return n;
}

export interface SourcesInput {
  deck: CompiledMtgDeck;
  /** The deck's run counts (engine/sim/metrics.ts layout) for the simulated figure. */
  counts: Float64Array;
  sides: readonly Side[];
  target: number;
  /** Deck variants with more sources, played on the same games, for the simulated spells below the target. */
  variants?: SourceMeasurements;
  /** The counts of the deck with every land entering untapped (untappedLandsVariant), when measured. */
  untappedLands?: Float64Array;
}

/** A card's castability row by name: its own, or a Duel Masters twinpact's spell half's (DM 810.3a); −1 when none. */
function castabilityRow(deck: CompiledDeck, name: string, half: CardHalf | undefined): number {
  const card = deck.names.indexOf(name);
  if (card < 0 || half !== 'spell') return card;
  return deck.game === 'dm' ? deck.spellRow[card] : -1;
}

/**
 * The simulated P(castable on curve | a copy and enough lands) of a card, by name (a twinpact's spell half by
 * `half`), over the sides played.
 */
export function onCurveEstimate(
  deck: CompiledDeck,
  counts: Float64Array,
  sides: readonly Side[],
  name: string,
  half?: CardHalf,
): Estimate | null {
  const card = castabilityRow(deck, name, half);
  if (card < 0 || counts.length === 0) return null;
  const layout = layoutFor(deck);
  let chance = 0;
  let castable = 0;
  for (const side of sides) {
    const base = SIDES.indexOf(side) * layout.size;
    chance += counts[base + layout.curveChance + card];
    castable += counts[base + layout.curveCastable + card];
  }
  return chance > 0 ? wilson(castable, chance) : null;
}

export type SimulatedNeed =
  { kind: 'reached'; variant: MeasuredVariant; figure: Estimate } | { kind: 'unreachable' } | { kind: 'open' };

/**
 * Where a simulated spell below the target reaches it among the variants played so far (one more source each):
 * the first whose figure does; unreachable once a variant's figure is below the deck's own for sure (the swap
 * takes away a color it also needs) or every variant was played; open while more may be played.
 */
export function simulatedNeed(
  card: string,
  own: Estimate,
  searched: SearchedVariants | undefined,
  sides: readonly Side[],
  target: number,
  half?: CardHalf,
): SimulatedNeed {
  for (const variant of searched?.variants ?? []) {
    const figure = onCurveEstimate(variant.deck, variant.counts, sides, card, half);
    if (!figure) continue;
    if (figure.value >= target) return { kind: 'reached', variant, figure };
    if (figure.high < own.value) return { kind: 'unreachable' };
  }
  return searched?.complete ? { kind: 'unreachable' } : { kind: 'open' };
}

/**
 * The sources of one color a spell with a simulated figure needs: what it has when at the target (fewer are not
 * played), else the sources of the first variant reaching it, with that variant's figure and swaps as the fix;
 * null when none does.
 */
function simulatedSourcesNeeded<K extends string>(q: {
  card: string;
  half?: CardHalf;
  color: K;
  from: number;
  turn: number;
  target: number;
  sides: readonly Side[];
  /** The spell's figure, and the deck's own simulated one. */
  value: number | null;
  simulated: Estimate | null;
  searched: SearchedVariants | undefined;
}): { needed: number | null; fix?: SourceFix<K> } {
  if (q.value !== null && q.value >= q.target) return { needed: q.from };
  const need = q.simulated ? simulatedNeed(q.card, q.simulated, q.searched, q.sides, q.target, q.half) : null;
  if (need?.kind !== 'reached') return { needed: null };
  const { sources: to, changes } = need.variant;
  const { card, color, from, target, turn } = q;
  const fix: SourceFix<K> = { card, color, from, to, target, turn, simulated: need.figure, changes };
  return { needed: to, fix: q.half ? { ...fix, half: q.half } : fix };
}

/** Mean over the sides played, each side's draw schedule. */
function overSides(deck: CompiledMtgDeck, sides: readonly Side[], f: (skipsFirstDraw: boolean) => number): number {
  const values = sides.map((s) => f(s === 'play' && !deck.setup.firstPlayerDraws));
  return values.reduce((a, b) => a + b, 0) / values.length;
}

/** Every tracked spell of the deck with a colored pip (hybrid included), in turn order (inTurnOrder). */
export function spellSources(input: SourcesInput): SpellSources[] {
  const { deck, counts, sides, target } = input;
  const library = Array.from(deck.library);
  const deckSize = library.length;
  const lands = library.filter((c) => deck.landFace[c] >= 0).length;
  const exact = Object.fromEntries(
    sides.map((s) => [
      s,
      exactOnCurveGivenLands(deck, {
        handSize: deck.setup.handSize,
        skipsFirstDraw: s === 'play' && !deck.setup.firstPlayerDraws,
      }),
    ]),
  ) as Record<Side, Record<string, number>>;
  const rows = Array.from(deck.tracked).flatMap((card): SpellSources[] => {
    const pipMasks = firstPips(deck, card);
    const pips = pipsByColor(pipMasks);
    const copies = library.filter((c) => c === card).length;
    const turn = deck.curveTurn[card];
    const colored = pipMasks.some((mask) => (mask & ANY_COLOR) !== 0);
    if (!colored || copies === 0 || turn > deck.turns) return [];
    const name = deck.names[card];
    const simulated = onCurveEstimate(deck, counts, sides, name);
    const keys = [...pips.keys()].map((color) => ({ key: color, from: sourcesOf(deck, color) }));
    const ifLandsUntapped = input.untappedLands ? onCurveEstimate(deck, input.untappedLands, sides, name) : null;
    if (!sides.every((s) => exact[s][name] !== undefined))
      return [
        {
          ...simulatedSpellSources({ card: name, turn, target, sides, simulated, keys, variants: input.variants }),
          ifLandsUntapped,
        },
      ];
    const value = sides.reduce((a, s) => a + exact[s][name], 0) / sides.length;
    const have: Partial<Record<Color, number>> = {};
    const needed: Partial<Record<Color, number | null>> = {};
    const fixes: SourceFix[] = [];
    for (const { key: color, from } of keys) {
      have[color] = from;
      const to = sourcesNeeded({ deckSize, copies, turn, lands, pips: pips.get(color)!, target, deck, sides });
      needed[color] = to;
      if (to !== null && to > from) fixes.push({ card: name, color, from, to, target, turn });
    }
    return [
      {
        card: name,
        turn,
        onCurveGivenLands: value,
        exact: true,
        simulated,
        target,
        sources: have,
        sourcesNeeded: needed,
        sourcesNeededBy: 'exact',
        ifLandsUntapped,
        flagged: value < target,
        fixes,
      },
    ];
  });
  return inTurnOrder(rows);
}

const ENGLISH_NAMES = new Intl.Collator('en');

/**
 * Rows in the order of Karsten's tables: by the turn the spell is cast on curve, then by name (the English name a
 * report gives; a screen re-sorts a turn's rows by the names it shows); a twinpact's creature half before its spell
 * half on one turn (DM 810.3a: each half its own row).
 */
export function inTurnOrder<R extends { card: string; turn: number; half?: CardHalf }>(rows: R[]): R[] {
  return rows.sort(
    (a, b) =>
      a.turn - b.turn ||
      ENGLISH_NAMES.compare(a.card, b.card) ||
      Number(a.half === 'spell') - Number(b.half === 'spell'),
  );
}

/**
 * A spell whose figure is simulated: per key (a color of its pips, a civilization of the card) the sources the deck
 * has and those that reach the target, found among the variants played.
 */
export function simulatedSpellSources<K extends string>(q: {
  card: string;
  half?: CardHalf;
  turn: number;
  target: number;
  sides: readonly Side[];
  simulated: Estimate | null;
  /** Each key with the deck's count of it now. */
  keys: readonly { key: K; from: number }[];
  variants?: VariantMeasurements<K>;
}): SpellSources<K> {
  const { card, half, turn, target, sides, simulated } = q;
  const value = simulated?.value ?? null;
  const have: Partial<Record<K, number>> = {};
  const needed: Partial<Record<K, number | null>> = {};
  const fixes: SourceFix<K>[] = [];
  for (const { key, from } of q.keys) {
    have[key] = from;
    const need = simulatedSourcesNeeded({
      ...{ card, half, color: key, from, turn, target, sides, value, simulated },
      searched: q.variants?.[key],
    });
    needed[key] = need.needed;
    if (need.fix) fixes.push(need.fix);
  }
  return {
    card,
    ...(half && { half }),
    turn,
    onCurveGivenLands: value,
    exact: false,
    simulated,
    target,
    sources: have,
    sourcesNeeded: needed,
    sourcesNeededBy: 'simulated',
    ifLandsUntapped: null,
    flagged: value !== null && value < target,
    fixes,
  };
}

/**
 * The fewest sources of one color, among the deck's lands, for which the closed form reaches the target: a
 * search over the number of sources with the land count kept (non-sources replaced by sources).
 */
function sourcesNeeded(q: {
  deckSize: number;
  copies: number;
  turn: number;
  lands: number;
  pips: number;
  target: number;
  deck: CompiledMtgDeck;
  sides: readonly Side[];
}): number | null {
  for (let sources = q.pips; sources <= q.lands; sources++) {
    const p = overSides(q.deck, q.sides, (skipsFirstDraw) =>
      probOnCurveGivenLands({ ...q, sources, handSize: q.deck.setup.handSize, skipsFirstDraw }),
    );
    if (p >= q.target) return sources;
  }
  return null;
}
