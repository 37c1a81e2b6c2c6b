// Mulligan attempts compiled against a deck: named requirements become requirement groups (≤ 8).
import type { GameSetup } from '../goldfish/setup.ts';
import type { MulliganPolicy, KeepClause } from '../goldfish/policy.ts';
import { mulliganAttempts } from '../goldfish/mulligan.ts';
import type { CompiledAttempt, CompiledClause } from './compiled.ts';
import { foldName } from '../text/fold.ts';

export const MAX_GROUPS = 8;

interface GroupKey {
  cards?: readonly string[];
  tag?: string;
}
const keyOf = (r: GroupKey) => JSON.stringify([(r.cards ?? []).map(foldName).sort(), r.tag ?? '']);

export interface CompiledKeepRules {
  attempts: CompiledAttempt[];
  /** Requirement groups in index order. */
  groups: GroupKey[];
}

export function compileKeepRules(setup: GameSetup, policy: MulliganPolicy): CompiledKeepRules {
  const groups: GroupKey[] = [];
  const groupIndex = new Map<string, number>();
  const indexOf = (r: GroupKey): number => {
    const key = keyOf(r);
    let i = groupIndex.get(key);
    if (i === undefined) {
      i = groups.length;
      if (i >= MAX_GROUPS)
        throw new RangeError(`a mulligan policy may name at most ${MAX_GROUPS} groups of required cards`);
      groups.push(r);
      groupIndex.set(key, i);
    }
    return i;
  };
  const clause = (c: KeepClause, size: number): CompiledClause => {
    const groupsAtLeast = new Array<number>(MAX_GROUPS).fill(0);
    for (const r of c.require ?? []) groupsAtLeast[indexOf(r)] = Math.max(groupsAtLeast[indexOf(r)], r.atLeast);
    return { lands: c.lands, sources: c.sources ?? [0, size], groupsAtLeast };
  };
  const attempts = mulliganAttempts(setup, policy).map((a): CompiledAttempt => ({
    drawn: a.drawn,
    kept: a.kept,
    free: a.free,
    clauses: a.rule.keep === 'always' ? null : a.rule.keep.map((c) => clause(c, a.kept)),
    targetLands: a.targetLands,
    smoothed: a.smoothed,
  }));
  return { attempts, groups };
}

/** Bit g when a card (by name and entry tags) belongs to requirement group g. */
export function groupBitsFor(groups: readonly GroupKey[], name: string, tags: readonly string[] | undefined): number {
  const folded = foldName(name);
  let bits = 0;
  groups.forEach((g, i) => {
    if (g.cards?.some((c) => foldName(c) === folded) || (g.tag !== undefined && tags?.includes(g.tag))) bits |= 1 << i;
  });
  return bits;
}
