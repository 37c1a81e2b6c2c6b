// The name a pool or draft gets when the player gives none: "KHM draft (seed 123)", "My cube sealed (seed 7)" (the set
// code or the cube's name, the kind, the seed). It is stored in these English words, as the CLI and exports show it,
// and its parts beside it (pools.automatic_name, drafts.automatic_name), so a window in another language words it in
// its own (renderer/lib/pool-names.ts); a name the player typed has no parts and is never rewritten, even one that
// reads like an automatic name.
import { POOL_KINDS, type PoolKind } from './pool.ts';

export interface AutomaticPoolName {
  /** The set code, or the cube dealt from: its name as typed, or the parts of the name Decklab gave it. */
  source: string | AutomaticPoolName;
  kind: PoolKind;
  seed: number;
}

function automaticPoolName({ source, kind, seed }: AutomaticPoolName): string {
  return `${typeof source === 'string' ? source : automaticPoolName(source)} ${kind} (seed ${seed})`;
}

/** A new pool's or draft's name: the one the player typed, else Decklab's with its parts. */
export function poolName(
  typed: string | undefined,
  parts: AutomaticPoolName,
): { name: string; automaticName?: AutomaticPoolName } {
  return typed === undefined ? { name: automaticPoolName(parts), automaticName: parts } : { name: typed };
}

const AUTOMATIC = new RegExp(`^(.+) (${POOL_KINDS.join('|')}) \\(seed (\\d+)\\)$`, 's');

/**
 * The parts of a name in the pattern `automaticPoolName` makes, a cube's name inside read too; null for any other
 * name. Only for names stored before their parts were (migration 028, old version notes): whether the player typed
 * such a name cannot be known then.
 */
export function readAutomaticPoolName(name: string): AutomaticPoolName | null {
  const m = AUTOMATIC.exec(name);
  if (!m) return null;
  const seed = Number(m[3]);
  if (!Number.isSafeInteger(seed)) return null;
  return { source: readAutomaticPoolName(m[1]) ?? m[1], kind: m[2] as PoolKind, seed };
}

function isAutomaticPoolName(value: unknown): value is AutomaticPoolName {
  if (typeof value !== 'object' || value === null) return false;
  const { source, kind, seed } = value as Record<string, unknown>;
  return (
    (POOL_KINDS as readonly unknown[]).includes(kind) &&
    Number.isSafeInteger(seed) &&
    (typeof source === 'string' || isAutomaticPoolName(source))
  );
}

/** The parts as stored (JSON); null for a typed name (none stored) or parts this app cannot read. */
export function parseAutomaticPoolName(stored: string | null | undefined): AutomaticPoolName | null {
  if (!stored) return null;
  try {
    const parts: unknown = JSON.parse(stored);
    return isAutomaticPoolName(parts) ? parts : null;
  } catch {
    return null;
  }
}
