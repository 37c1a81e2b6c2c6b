// Stored drafts (migrations 018, 021, 025, 028): what fixes a draft (set and product, or the cube's printings and pack
// size; seed, seats, the bots' policy) and the player's picks; the draft itself is replayed from them
// (engine/pools/draft.ts). The last pick makes the pool in the same transaction.
import type { Db } from './open.ts';
import { automaticNameOf, createPool, storedParts } from './pools.ts';
import type { Pool } from '../engine/pools/pool.ts';
import type { AutomaticPoolName } from '../engine/pools/pool-name.ts';
import type { Reason, Reasoned } from '../engine/text/reasons.ts';

/** A draft asked for by an id no stored draft has (deleted meanwhile). */
export class DraftNotFoundError extends Error implements Reasoned {
  readonly reason: Reason;
  constructor(draftId: number) {
    super(`no draft with id ${draftId}`);
    this.name = 'DraftNotFoundError';
    this.reason = { code: 'draft.not-found', params: { draftId: String(draftId) } };
  }
}

/** What a cube draft deals from: the cube's printings as it was at the start, one id per copy, and the pack size. */
export interface DraftCube {
  printings: string[];
  packSize: number;
}

export interface StoredDraft {
  id: number;
  name: string;
  /** The parts of the name when Decklab gave it; absent for a typed name. */
  automaticName?: AutomaticPoolName;
  /** Upper case, as players write it; empty for a cube draft. */
  set: string;
  /** Empty for a cube draft. */
  product: string;
  cube?: DraftCube;
  seed: number;
  seats: number;
  /** The id of the bots' policy the draft began with (engine/pools/draft.ts BOT_POLICIES). */
  botPolicy: string;
  /** The player's picks in order, each an index into the pack then held. */
  picks: number[];
  /** The pool of the player's picks, once the draft is over. */
  poolId?: number;
  createdAt: string;
}

interface DraftRow {
  id: number;
  name: string;
  automatic_name: string | null;
  set_code: string;
  product: string;
  seed: number;
  seats: number;
  picks: string;
  pool_id: number | null;
  created_at: string;
  cube: string | null;
  pack_size: number | null;
  bot_policy: string;
}

const draftOf = (r: DraftRow): StoredDraft => ({
  id: r.id,
  name: r.name,
  ...automaticNameOf(r.automatic_name),
  set: r.set_code,
  product: r.product,
  seed: r.seed,
  seats: r.seats,
  botPolicy: r.bot_policy,
  picks: JSON.parse(r.picks) as number[],
  ...(r.cube === null ? {} : { cube: { printings: JSON.parse(r.cube) as string[], packSize: r.pack_size! } }),
  ...(r.pool_id === null ? {} : { poolId: r.pool_id }),
  createdAt: r.created_at,
});

export function createDraft(db: Db, draft: Omit<StoredDraft, 'id' | 'picks' | 'poolId' | 'createdAt'>): StoredDraft {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO drafts (name, automatic_name, set_code, product, seed, seats, bot_policy, cube, pack_size, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      draft.name,
      storedParts(draft.automaticName),
      draft.set,
      draft.product,
      draft.seed,
      draft.seats,
      draft.botPolicy,
      draft.cube ? JSON.stringify(draft.cube.printings) : null,
      draft.cube?.packSize ?? null,
      new Date().toISOString(),
    );
  return getDraft(db, Number(lastInsertRowid))!;
}

export function getDraft(db: Db, id: number): StoredDraft | undefined {
  const row = db.prepare('SELECT * FROM drafts WHERE id = ?').get(id) as DraftRow | undefined;
  return row && draftOf(row);
}

/** Every draft, newest first. */
export function listDrafts(db: Db): StoredDraft[] {
  return (db.prepare('SELECT * FROM drafts ORDER BY created_at DESC, id DESC').all() as DraftRow[]).map(draftOf);
}

/** The player's picks so far; with `pool` (the last pick made), the pool of them too, in one transaction. */
export function saveDraftPicks(db: Db, id: number, picks: readonly number[], pool?: Pool): StoredDraft {
  db.transaction(() => {
    const poolId = pool ? createPool(db, pool).id : null;
    db.prepare('UPDATE drafts SET picks = ?, pool_id = ? WHERE id = ?').run(JSON.stringify(picks), poolId, id);
  })();
  return getDraft(db, id)!;
}

export function deleteDraft(db: Db, id: number): boolean {
  return db.prepare('DELETE FROM drafts WHERE id = ?').run(id).changes > 0;
}
