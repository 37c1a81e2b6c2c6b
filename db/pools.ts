// Stored card pools; a Limited deck names its pool through decks.pool_id. A name Decklab gave keeps its parts (JSON,
// migration 028).
import type { Db } from './open.ts';
import type { Game } from '../engine/cards/types.ts';
import type { DeckEntry } from '../engine/decks/types.ts';
import type { Pool, PoolKind } from '../engine/pools/pool.ts';
import { parseAutomaticPoolName, type AutomaticPoolName } from '../engine/pools/pool-name.ts';
import type { Reason, Reasoned } from '../engine/text/reasons.ts';

/** A pool asked for by an id no stored pool has (deleted meanwhile). */
export class PoolNotFoundError extends Error implements Reasoned {
  readonly reason: Reason;
  constructor(poolId: number) {
    super(`no pool with id ${poolId}`);
    this.name = 'PoolNotFoundError';
    this.reason = { code: 'pool.not-found', params: { poolId: String(poolId) } };
  }
}

export interface StoredPool extends Pool {
  id: number;
  createdAt: string;
}

export interface PoolSummary {
  id: number;
  game: Game;
  name: string;
  /** The parts of the name when Decklab gave it; absent for a typed name. */
  automaticName?: AutomaticPoolName;
  kind: PoolKind;
  createdAt: string;
  cards: number;
  /** Decks built from the pool: deleting it leaves them with their cards but no pool to check against. */
  decks: number;
}

export function createPool(db: Db, pool: Pool): StoredPool {
  const createdAt = new Date().toISOString();
  const insertEntry = db.prepare(
    'INSERT INTO pool_entries (pool_id, card_id, card_name, printing_id, count, foil, etched) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const id = db.transaction(() => {
    const { lastInsertRowid } = db
      .prepare('INSERT INTO pools (game, name, automatic_name, kind, notes, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(pool.game, pool.name, storedParts(pool.automaticName), pool.kind, pool.notes ?? '', createdAt);
    for (const e of pool.entries)
      insertEntry.run(
        lastInsertRowid,
        e.cardId ?? null,
        e.name,
        e.printing?.id ?? null,
        e.count,
        e.printing?.foil ? 1 : 0,
        e.printing?.etched ? 1 : 0,
      );
    return Number(lastInsertRowid);
  })();
  return getPool(db, id)!;
}

export const storedParts = (parts: AutomaticPoolName | undefined) => (parts ? JSON.stringify(parts) : null);

/** The `automaticName` field of a row's stored parts: absent for a typed name. */
export function automaticNameOf(stored: string | null): { automaticName?: AutomaticPoolName } {
  const parts = parseAutomaticPoolName(stored);
  return parts ? { automaticName: parts } : {};
}

interface EntryRow {
  card_id: string | null;
  card_name: string;
  count: number;
  printing_id: string | null;
  foil: number;
  etched: number;
  set_code: string | null;
  collector_number: string | null;
}

/** A stored entry; its printing where the card data still has it (an opened booster's, or one a pasted list named). */
function entryOf(e: EntryRow): DeckEntry {
  const entry: DeckEntry = { name: e.card_name, count: e.count, ...(e.card_id ? { cardId: e.card_id } : {}) };
  if (e.printing_id && e.set_code && e.collector_number !== null)
    entry.printing = {
      set: e.set_code.toUpperCase(),
      collectorNumber: e.collector_number,
      id: e.printing_id,
      ...(e.foil ? { foil: true } : {}),
      ...(e.etched ? { etched: true } : {}),
    };
  return entry;
}

export function getPool(db: Db, id: number): StoredPool | undefined {
  const row = db.prepare('SELECT * FROM pools WHERE id = ?').get(id) as
    | {
        id: number;
        game: Game;
        name: string;
        automatic_name: string | null;
        kind: PoolKind;
        notes: string;
        created_at: string;
      }
    | undefined;
  if (!row) return undefined;
  const entries = (
    db
      .prepare(
        `SELECT e.card_id, e.card_name, e.count, e.printing_id, e.foil, e.etched, p.set_code, p.collector_number
         FROM pool_entries e LEFT JOIN printings p ON p.id = e.printing_id WHERE e.pool_id = ? ORDER BY e.card_name, e.rowid`,
      )
      .all(id) as EntryRow[]
  ).map(entryOf);
  return {
    id: row.id,
    game: row.game,
    name: row.name,
    ...automaticNameOf(row.automatic_name),
    kind: row.kind,
    notes: row.notes,
    createdAt: row.created_at,
    entries,
  };
}

export function listPools(db: Db): PoolSummary[] {
  const rows = db
    .prepare(
      `SELECT p.id, p.game, p.name, p.automatic_name, p.kind, p.created_at AS createdAt, COALESCE(SUM(e.count), 0) AS cards,
      (SELECT COUNT(*) FROM decks d WHERE d.pool_id = p.id) AS decks
    FROM pools p LEFT JOIN pool_entries e ON e.pool_id = p.id GROUP BY p.id ORDER BY p.created_at DESC, p.id DESC`,
    )
    .all() as (Omit<PoolSummary, 'automaticName'> & { automatic_name: string | null })[];
  return rows.map(({ automatic_name, ...pool }) => ({ ...pool, ...automaticNameOf(automatic_name) }));
}

export function deletePool(db: Db, id: number): boolean {
  return db.prepare('DELETE FROM pools WHERE id = ?').run(id).changes > 0;
}
