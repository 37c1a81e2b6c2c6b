// What the goldfish screen draws, read from a sim.run report: the sides played, in play-then-draw order,
// each with the exact figures that belong beside it.
import type { SideMetrics, Side } from '../../engine/sim/metrics.ts';
import type { SimResult } from './goldfish.svelte.ts';

export interface SideView extends SideMetrics {
  /** P(a land drop on every turn 1..t) without mulligans (closed form, engine/stats). */
  exactLandDrops?: number[];
  /** P(at least one copy in hand by turn t) without mulligans, per card name. */
  exactSeen?: Record<string, number[]>;
}

const SIDE_ORDER: readonly Side[] = ['play', 'draw'];

export function sideViews(result: SimResult): SideView[] {
  return SIDE_ORDER.flatMap((side) => {
    const metrics = result.sides[side];
    if (!metrics) return [];
    return [{ ...metrics, exactLandDrops: result.exact.landDropsWithoutMulligan[side], exactSeen: result.exact.seenByTurnWithoutMulligan[side] }];
  });
}

/** True when an exact value lies outside the simulation's 95% interval (worth a look, not an error by itself). */
export function outside(exact: number | undefined, estimate: { low: number; high: number }): boolean {
  return exact !== undefined && (exact < estimate.low - 1e-12 || exact > estimate.high + 1e-12);
}
