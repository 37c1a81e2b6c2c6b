// The deck advisor as one plan: the land-count variants and the keep-rule policies compiled on the base deck's
// slots (the same shuffles for all), the figures each is measured on, and the assembly of the played sums into
// the advice: lands (sweep and recommendation), colored sources, keep rules.
import type { Card } from '../cards/types.ts';
import type { MulliganPolicy } from '../goldfish/policy.ts';
import { MULLIGAN_PRESETS } from '../goldfish/policy.ts';
import { compileDeck, compiledSlotNames } from '../sim/compile.ts';
import type { CompiledDeck } from '../sim/compiled.ts';
import type { SimDeck, SimOptions } from '../sim/deck-input.ts';
import type { Side } from '../sim/metrics.ts';
import { figureKind, OBJECTIVES, type FigureId, type FigureKind, type ObjectiveId } from './figures.ts';
import { keepFigures, keepRow, type KeepRow } from './keep.ts';
import {
  countLands,
  defaultLandRange,
  isLandCard,
  landVariants,
  withStandInsAsTheirSpells,
  type BoardCounts,
  type CopyRules,
  type LandVariant,
} from './land-variants.ts';
import type { DeckResult } from './paired.ts';
import { spellSources, type SpellSources } from './sources.ts';
import { untappedLandsVariant, type SourceMeasurements } from './source-variants.ts';
import { landAdvice, sweepRow, type LandAdvice, type SweepRow } from './sweep.ts';

export interface AdviceOptions extends SimOptions {
  /** Land counts to sweep; default ±5 around the deck's (±6 for 100 cards). The deck's own count is always in. */
  lands?: readonly [number, number];
  land?: Card;
  spellOrder?: readonly string[];
  /** The deck's format, whose copy limits the spells added in place of lands keep to. */
  format?: CopyRules;
  /** The deck's other boards, whose copies the format's copy limit counts with the main deck's (CR 100.4a). */
  outsideMain?: BoardCounts;
  /** The pool the deck is built from, by card name: no spell is added past its copies (CR 100.2b). */
  pool?: Readonly<Record<string, number>>;
  /** Spells whose on-curve castability is shown; default every spell of the deck. */
  keySpells?: readonly string[];
  /** A custom keep rule compared beside the presets (the run's own policy first). */
  customKeep?: MulliganPolicy;
}

interface MeasuredDecks {
  decks: CompiledDeck[];
  figures: FigureId[];
  kinds: FigureKind[];
  /** Figures paired with the previous deck, game by game: the objectives in a sweep, none among keep rules. */
  paired: FigureId[];
  /** The deck every other is also paired with: the deck as it is, in a sweep. */
  reference?: number;
}

/**
 * The keep rules' games, as a share of the sweep's: every policy, the run's own first, plays the same games, and
 * policies mostly keep the same hands, so their differences stay sharp on fewer games (Oko's deck on 25,000
 * games: the turn-4 land drop of each preset against the run's own known within ±0.02 to ±0.35 points, its
 * compounded mana within ±0.005 to ±0.13, paired on the same games) while the phase costs a quarter as much.
 */
export const KEEP_GAMES_SHARE = 0.25;

/** Games per keep rule for a run of `games` per land count. */
export const keepGames = (games: number): number => Math.max(1, Math.round(games * KEEP_GAMES_SHARE));

export interface AdvicePlan {
  current: number;
  /** Index of the deck as it is among the sweep's variants. */
  currentIndex: number;
  variants: LandVariant[];
  sweep: MeasuredDecks;
  /** The run's own policy first, then the others: one per keep deck. */
  policies: MulliganPolicy[];
  keep: MeasuredDecks;
  /** The deck with every land entering untapped, played on the keep rules' games; null when none enters tapped. */
  untappedLands: CompiledDeck | null;
}

export function planAdvice(deck: SimDeck, options: AdviceOptions): AdvicePlan {
  if (options.setup.game !== 'mtg') throw new RangeError('the land sweep counts lands: it is for Magic decks');
  const current = countLands(deck);
  const [low, high] = options.lands ?? defaultLandRange(deck);
  const range: [number, number] = [Math.min(low, current), Math.max(high, current)];
  const variants = landVariants(deck, {
    lands: range,
    land: options.land,
    spellOrder: options.spellOrder,
    format: options.format,
    outsideMain: options.outsideMain,
    pool: options.pool,
  });
  const currentIndex = current - range[0];
  const base = compileDeck(deck, options);
  const slots = compiledSlotNames(base);
  const castAsTheirSpells = { ...options, policy: withStandInsAsTheirSpells(options.policy) };
  const spells = [...new Set(deck.main.filter((e) => !isLandCard(e.card)).map((e) => e.card.name))];
  const keySpells = options.keySpells ?? spells;
  const unknown = keySpells.find((name) => !spells.includes(name));
  if (unknown !== undefined) throw new RangeError(`"${unknown}" is not a spell of the deck`);
  const sweepDecks = variants.map((v, i) =>
    i === currentIndex ? base : compileDeck(v.deck, castAsTheirSpells, slots),
  );
  const others = [...Object.values(MULLIGAN_PRESETS), ...(options.customKeep ? [options.customKeep] : [])].filter(
    (p) => p.id !== options.policy.mulligan.id,
  );
  const keepDecks = others.map((mulligan) =>
    compileDeck(deck, { ...options, policy: { ...options.policy, mulligan } }, slots),
  );
  // One list of figures for the sweep and the keep rules: the keep rates the sweep does not show cost it nothing
  // (engine/advice/paired.ts reads a proportion from the final counts).
  const attempts = Math.max(...[base, ...keepDecks].map((d) => d.attempts.length));
  const figures = keepFigures(attempts, keySpells);
  const kinds = figures.map(figureKind);
  return {
    current,
    currentIndex,
    variants,
    sweep: {
      decks: sweepDecks,
      figures,
      kinds,
      paired: Object.values(OBJECTIVES).map((o) => o.figure),
      reference: currentIndex,
    },
    policies: [options.policy.mulligan, ...others],
    keep: { decks: [base, ...keepDecks], figures, kinds, paired: [] },
    untappedLands: base.game === 'mtg' ? untappedLandsVariant(base) : null,
  };
}

/**
 * What advice.run plays, in one run on the same workers: the sweep on `games` per deck, then the keep rules and
 * the deck with untapped lands (if any) on keepGames(games) of the same games.
 */
export function advicePasses(plan: AdvicePlan, games: number): (MeasuredDecks & { games: number })[] {
  const untapped = plan.untappedLands
    ? [{ decks: [plan.untappedLands], figures: [], kinds: [], paired: [], games: keepGames(games) }]
    : [];
  return [{ ...plan.sweep, games }, { ...plan.keep, games: keepGames(games) }, ...untapped];
}

/** One land count's row from the sweep's result for its deck (streamed as soon as it is done). */
export function sweepRowOf(plan: AdvicePlan, result: DeckResult): SweepRow {
  return sweepRow({
    lands: plan.variants[result.deck].lands,
    changes: plan.variants[result.deck].changes,
    standIns: plan.variants[result.deck].standIns,
    limitedBy: plan.variants[result.deck].limitedBy,
    figures: plan.sweep.figures,
    kinds: plan.sweep.kinds,
    sums: result,
    // The deck as it is plays first, paired with no count before it (landAdvice pairs it through the next).
    paired: result.deck > 0 && result.deck !== plan.sweep.reference,
    pairedWithCurrent: plan.sweep.reference !== undefined && result.deck !== plan.sweep.reference,
  });
}

export interface Advice {
  lands: LandAdvice;
  sources: SpellSources[];
  keep: KeepRow[];
}

/**
 * The advice from the sweep's and the keep rules' results (every deck of each, in plan order, on its games), and
 * the source variants played for the simulated spells below the target (./source-variants.ts).
 */
export function adviceFrom(
  plan: AdvicePlan,
  results: {
    sweep: readonly DeckResult[];
    keep: readonly DeckResult[];
    sourceVariants?: SourceMeasurements;
    /** The plan's untappedLands played, if any. */
    untappedLands?: DeckResult;
  },
  options: { objective: ObjectiveId; target: number; sides: readonly Side[] },
): Advice {
  const base = plan.sweep.decks[plan.currentIndex];
  // The deck as it is plays first (the others are paired with it): back to land-count order.
  const sweep = [...results.sweep].sort((a, b) => a.deck - b.deck);
  return {
    lands: landAdvice(
      sweep.map((r) => sweepRowOf(plan, r)),
      plan.current,
      options.objective,
    ),
    sources:
      base.game === 'mtg'
        ? spellSources({
            deck: base,
            counts: sweep[plan.currentIndex].counts,
            sides: options.sides,
            target: options.target,
            variants: results.sourceVariants,
            untappedLands: results.untappedLands?.counts,
          })
        : [],
    keep: results.keep.map((r, i) =>
      keepRow(plan.policies[i], plan.keep.decks[i], plan.keep.figures, plan.keep.kinds, r),
    ),
  };
}
