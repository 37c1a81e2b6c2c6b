// What the goldfish screen draws, read from a sim.run report: the sides played, in play-then-draw order,
// each with the exact figures that belong beside it.
import type { SideMetrics, Side } from '../../engine/sim/metrics.ts';
import type { SimResult } from './goldfish.svelte.ts';
import { landArrivals, type LandArrival } from '../../engine/stats/index.ts';
import { t } from '../i18n/index.ts';
import { formatLabel } from './labels.ts';

export interface SideView extends SideMetrics {
  /** P(a land drop on every turn 1..t) under the run's own mulligans (closed form), when there is one. */
  exactLandDrops?: number[];
  /** The same without mulligans: shown as its own series, never as the exact figure of the simulated one. */
  exactLandDropsWithoutMulligan?: number[];
  /** When the k-th land arrives (closed form): under the run's own mulligans when they have one, else without. */
  landArrivals?: LandArrival[];
  /** Whether `landArrivals` is under the run's own mulligans. */
  landArrivalsSameMulligans: boolean;
  /** P(at least one copy in hand by turn t) without mulligans, per card name. */
  exactSeen?: Record<string, number[]>;
  /** Karsten's P(castable on curve | a copy and enough lands) without mulligans, per card name. */
  exactOnCurveGivenLands?: Record<string, number>;
  /** Every player draws on turn 1 (CR 103.8c): this one side stands for the play and the draw. */
  standsForBoth: boolean;
}

const SIDE_ORDER: readonly Side[] = ['play', 'draw'];

export function sideViews(result: SimResult): SideView[] {
  const { exact } = result;
  return SIDE_ORDER.flatMap((side) => {
    const metrics = result.sides[side];
    if (!metrics) return [];
    const arrivals = exact.landsInPlay[side] ?? exact.landsInPlayWithoutMulligan[side];
    return [
      {
        ...metrics,
        exactLandDrops: exact.landDrops[side],
        exactLandDropsWithoutMulligan: exact.landDrops[side] ? undefined : exact.landDropsWithoutMulligan[side],
        landArrivals: arrivals && landArrivals(arrivals),
        landArrivalsSameMulligans: exact.landsInPlay[side] !== undefined,
        exactSeen: exact.seenByTurnWithoutMulligan[side],
        exactOnCurveGivenLands: exact.onCurveGivenLandsWithoutMulligan[side],
        standsForBoth: result.setup.firstPlayerDraws,
      },
    ];
  });
}

/** A per-turn mean, or null (drawn as a gap, shown as a dash) for a turn no game reached (DM 509.1: the game ended). */
export function reachedValues(side: SideMetrics, values: readonly { value: number }[]): (number | null)[] {
  return values.map((e, i) => (side.turnsPlayed[i] > 0 ? e.value : null));
}

/** True when an exact value lies outside the simulation's 95% interval (worth a look, not an error by itself). */
export function outside(exact: number | undefined, estimate: { low: number; high: number }): boolean {
  return exact !== undefined && (exact < estimate.low - 1e-12 || exact > estimate.high + 1e-12);
}

/**
 * "Format: Commander", and when Decklab guessed it (the deck named none, none was chosen) what from: the guess sets the
 * game start and how the sideboard is read, so a run says it (sim.ts `playedFormat`).
 */
export function playedFormatLabel(format: SimResult['format']): string {
  if (!format) return t('goldfish.formatNone');
  const name = formatLabel(format.id);
  return format.guessedFrom
    ? t('goldfish.formatGuessed', { format: name, reason: t(`goldfish.formatGuessedFrom.${format.guessedFrom}`) })
    : t('goldfish.formatPlayed', { format: name });
}
