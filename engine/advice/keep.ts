// Keep rules side by side: the same deck under each mulligan policy (the presets and a custom one), on the same
// shuffles, measured on how often each hand size is kept and what the kept hands then do.
import type { Estimate } from '../stats/intervals.ts';
import type { CompiledDeck } from '../sim/compiled.ts';
import { estimateOf } from './estimates.ts';
import { sweepFigures, type FigureId, type FigureKind } from './figures.ts';
import type { PairedSums } from './paired.ts';
import { sweepRow } from './sweep.ts';

export interface KeepRow {
  policy: string;
  name: string;
  source: string;
  /** Observations behind each figure: the keep rules' games (engine/advice/advise.ts keepGames). */
  observations: number;
  /** Per attempt: P(the game keeps a hand of this size), CR 103.5. */
  keepRate: { attempt: number; handSize: number; kept: Estimate }[];
  landDrops: { turn: number; probability: Estimate }[];
  manaSpentByTurn5: Estimate;
  compoundedManaSpent: Estimate;
  mulligan: Estimate;
  keySpells: { card: string; onCurve: Estimate }[];
}

/** The figures each policy is measured on: keeps on each of the most attempts any policy makes, then the sweep's. */
export function keepFigures(attempts: number, keySpells: readonly string[]): FigureId[] {
  return [...Array.from({ length: attempts }, (_, i): FigureId => `keptAtAttempt${i}`), ...sweepFigures(keySpells)];
}

export function keepRow(
  policy: { id: string; name: string; source: string },
  deck: CompiledDeck,
  figures: readonly FigureId[],
  kinds: readonly FigureKind[],
  sums: PairedSums,
): KeepRow {
  const row = sweepRow({
    lands: 0,
    changes: {},
    standIns: {},
    limitedBy: {},
    figures,
    kinds,
    sums,
    paired: false,
    pairedWithCurrent: false,
  });
  return {
    policy: policy.id,
    name: policy.name,
    source: policy.source,
    observations: sums.n,
    keepRate: deck.attempts.map((a, i) => ({
      attempt: i,
      handSize: a.kept,
      kept: estimateOf('proportion', sums, figures.indexOf(`keptAtAttempt${i}`)),
    })),
    landDrops: row.landDrops,
    manaSpentByTurn5: row.manaSpentByTurn5,
    compoundedManaSpent: row.compoundedManaSpent,
    mulligan: row.mulligan,
    keySpells: row.keySpells,
  };
}
