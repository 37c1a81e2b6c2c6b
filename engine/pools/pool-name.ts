// The name a pool or draft gets when the player gives none: "KHM draft (seed 123)", "My cube sealed (seed 7)" (the set
// code or the cube's name, the kind, the seed). It is stored in these English words, as the CLI and exports show it,
// and recognised when shown so a window in another language words it in its own (renderer/lib/pool-names.ts); a name
// the player typed is never rewritten.
import { POOL_KINDS, type PoolKind } from './pool.ts';

export interface AutomaticPoolName {
  /** The set code, or the name of the cube dealt from (itself possibly an automatic name). */
  source: string;
  kind: PoolKind;
  seed: number;
}

export function automaticPoolName({ source, kind, seed }: AutomaticPoolName): string {
  return `${source} ${kind} (seed ${seed})`;
}

const AUTOMATIC = new RegExp(`^(.+) (${POOL_KINDS.join('|')}) \\(seed (\\d+)\\)$`, 's');

/** The parts of a name `automaticPoolName` made; null for any other name. */
export function readAutomaticPoolName(name: string): AutomaticPoolName | null {
  const m = AUTOMATIC.exec(name);
  if (!m) return null;
  const seed = Number(m[3]);
  return Number.isSafeInteger(seed) ? { source: m[1], kind: m[2] as PoolKind, seed } : null;
}
