// Decks and their history: every save is a new version (the newest is the deck), with an optional
// message; an old version can be loaded, compared and restored (restoring saves it again as the newest).
import type { Db } from './open.ts';
import type { Game } from '../engine/cards/types.ts';
import { BOARDS, type Board, type Deck, type DeckEntry } from '../engine/decks/types.ts';
import type { Reason, Reasoned } from '../engine/text/reasons.ts';
import { parseVersionNote, type VersionNote } from '../engine/decks/version-note.ts';

export interface SaveOptions {
  /** The player's own words. */
  message?: string;
  /** Why the app saved the version, worded by the screen in its language. */
  note?: VersionNote;
  /** The pool a Limited deck is built from; null unlinks it. Unchanged when absent. */
  poolId?: number | null;
  /** A built deck holds its cards: they are not free for other decks. Unchanged when absent. */
  built?: boolean;
}

export interface DeckRecord {
  id: number;
  game: Game;
  name: string;
  /** '' when the deck has no format yet. */
  format: string;
  poolId: number | null;
  built: boolean;
  /** The folder the player filed the deck in; null for none. */
  folder: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface DeckVersionInfo {
  version: number;
  savedAt: string;
  message: string;
  note?: VersionNote;
  /** Cards per board in this version. */
  boardCounts: Partial<Record<Board, number>>;
}

export interface DeckSummary extends DeckRecord, DeckVersionInfo {}

export interface StoredDeck extends DeckRecord {
  version: number;
  savedAt: string;
  message: string;
  note?: VersionNote;
  deck: Deck;
}

export class DeckNotFoundError extends Error implements Reasoned {
  readonly deckId: number;
  readonly version?: number;
  readonly reason: Reason;
  constructor(deckId: number, version?: number) {
    super(version === undefined ? `no deck with id ${deckId}` : `deck ${deckId} has no version ${version}`);
    this.name = 'DeckNotFoundError';
    this.deckId = deckId;
    this.version = version;
    this.reason =
      version === undefined
        ? { code: 'deck.not-found', params: { deckId: String(deckId) } }
        : { code: 'deck.no-version', params: { deckId: String(deckId), version } };
  }
}

interface DeckRow {
  id: number;
  game: Game;
  name: string;
  format: string;
  pool_id: number | null;
  built: number;
  folder: string | null;
  created_at: string;
  updated_at: string;
}
interface VersionRow {
  version: number;
  saved_at: string;
  message: string;
  note: string | null;
  content: string;
}

/** A version's message and note as the API gives them: no note key for a version without one. */
function versionWords(r: VersionRow): { message: string; note?: VersionNote } {
  const note = parseVersionNote(r.note);
  return note ? { message: r.message, note } : { message: r.message };
}

function recordFromRow(r: DeckRow): DeckRecord {
  return {
    id: r.id,
    game: r.game,
    name: r.name,
    format: r.format,
    poolId: r.pool_id,
    built: r.built === 1,
    folder: r.folder,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export function boardCounts(deck: Deck): Partial<Record<Board, number>> {
  const counts: Partial<Record<Board, number>> = {};
  for (const board of BOARDS) {
    const entries = deck.boards[board];
    if (entries?.length) counts[board] = entries.reduce((n, e) => n + e.count, 0);
  }
  return counts;
}

/** The deck as stored: list line numbers belong to the file it came from, not to the deck. */
function storable(deck: Deck): Deck {
  const boards: Deck['boards'] = {};
  for (const board of BOARDS) {
    const entries = deck.boards[board];
    if (entries?.length) boards[board] = entries.map(({ line: _line, ...entry }: DeckEntry) => entry);
  }
  return { ...deck, boards };
}

const now = () => new Date().toISOString();

function latestVersion(db: Db, id: number): number {
  return (
    (db.prepare('SELECT MAX(version) AS v FROM deck_versions WHERE deck_id = ?').get(id) as { v: number | null }).v ?? 0
  );
}

function insertVersion(db: Db, id: number, deck: Deck, options: SaveOptions, savedAt: string): void {
  db.prepare(
    'INSERT INTO deck_versions (deck_id, version, saved_at, message, note, content) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(
    id,
    latestVersion(db, id) + 1,
    savedAt,
    options.message ?? '',
    options.note ? JSON.stringify(options.note) : null,
    JSON.stringify(storable(deck)),
  );
}

export function createDeck(db: Db, deck: Deck, options: SaveOptions = {}): StoredDeck {
  const id = db.transaction(() => {
    const savedAt = now();
    const { lastInsertRowid } = db
      .prepare(
        `
      INSERT INTO decks (game, name, format, pool_id, built, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(deck.game, deck.name, deck.format ?? '', options.poolId ?? null, options.built ? 1 : 0, savedAt, savedAt);
    insertVersion(db, Number(lastInsertRowid), deck, options, savedAt);
    return Number(lastInsertRowid);
  })();
  return loadDeck(db, id)!;
}

/**
 * Saves the deck as its newest version. The transaction's first statement writes: one that read first would fail
 * at once, not wait, if another process (the CLI, the app) wrote the user data between its read and its write.
 */
export function saveDeck(db: Db, id: number, deck: Deck, options: SaveOptions = {}): StoredDeck {
  db.transaction(() => {
    const savedAt = now();
    const keepPool = options.poolId === undefined;
    const built = options.built === undefined ? null : options.built ? 1 : 0;
    const updated = db
      .prepare(
        `UPDATE decks SET game = ?, name = ?, format = ?, pool_id = CASE WHEN ? THEN pool_id ELSE ? END,
      built = coalesce(?, built), updated_at = ? WHERE id = ?`,
      )
      .run(deck.game, deck.name, deck.format ?? '', keepPool ? 1 : 0, options.poolId ?? null, built, savedAt, id);
    if (updated.changes === 0) throw new DeckNotFoundError(id);
    insertVersion(db, id, deck, options, savedAt);
  })();
  return loadDeck(db, id)!;
}

/**
 * Marks a deck built or not. The mark is no edit of the deck's cards: no version is saved and the deck keeps
 * its place in the list (updated_at stays).
 */
export function setDeckBuilt(db: Db, id: number, built: boolean): DeckRecord {
  const row = db.prepare('UPDATE decks SET built = ? WHERE id = ? RETURNING *').get(built ? 1 : 0, id) as
    DeckRow | undefined;
  if (!row) throw new DeckNotFoundError(id);
  return recordFromRow(row);
}

/** Files a deck in a folder (null: none), without saving a new version: a folder is not part of the list. */
export function setDeckFolder(db: Db, id: number, folder: string | null): DeckRecord {
  const row = db.prepare('UPDATE decks SET folder = ? WHERE id = ? RETURNING *').get(folder, id) as DeckRow | undefined;
  if (!row) throw new DeckNotFoundError(id);
  return recordFromRow(row);
}

/** The newest version of a deck, or the one asked for; undefined when either is missing. */
export function loadDeck(db: Db, id: number, version?: number): StoredDeck | undefined {
  const row = db.prepare('SELECT * FROM decks WHERE id = ?').get(id) as DeckRow | undefined;
  if (!row) return undefined;
  const v = db
    .prepare('SELECT version, saved_at, message, note, content FROM deck_versions WHERE deck_id = ? AND version = ?')
    .get(id, version ?? latestVersion(db, id)) as VersionRow | undefined;
  if (!v) return undefined;
  return {
    ...recordFromRow(row),
    version: v.version,
    savedAt: v.saved_at,
    ...versionWords(v),
    deck: JSON.parse(v.content) as Deck,
  };
}

export function listDecks(db: Db, filter: { game?: Game } = {}): DeckSummary[] {
  const rows = db
    .prepare(
      `
    SELECT d.*, v.version, v.saved_at, v.message, v.note, v.content FROM decks d
    JOIN deck_versions v ON v.deck_id = d.id AND v.version = (SELECT MAX(version) FROM deck_versions WHERE deck_id = d.id)
    WHERE (? IS NULL OR d.game = ?) ORDER BY d.updated_at DESC, d.id DESC`,
    )
    .all(filter.game ?? null, filter.game ?? null) as (DeckRow & VersionRow)[];
  return rows.map((r) => ({
    ...recordFromRow(r),
    version: r.version,
    savedAt: r.saved_at,
    ...versionWords(r),
    boardCounts: boardCounts(JSON.parse(r.content) as Deck),
  }));
}

export function deleteDeck(db: Db, id: number): boolean {
  return db.prepare('DELETE FROM decks WHERE id = ?').run(id).changes > 0;
}

/** Every version of a deck, oldest first; empty when the deck does not exist. */
export function deckVersions(db: Db, id: number): DeckVersionInfo[] {
  const rows = db
    .prepare('SELECT version, saved_at, message, note, content FROM deck_versions WHERE deck_id = ? ORDER BY version')
    .all(id) as VersionRow[];
  return rows.map((r) => ({
    version: r.version,
    savedAt: r.saved_at,
    ...versionWords(r),
    boardCounts: boardCounts(JSON.parse(r.content) as Deck),
  }));
}

/**
 * Saves an old version again as the newest, so the history keeps everything in between. The new version's note
 * says which one it restored; a message is the caller's own words beside it.
 */
export function restoreDeckVersion(db: Db, id: number, version: number, message?: string): StoredDeck {
  const old = loadDeck(db, id, version);
  if (!old) throw new DeckNotFoundError(id, version);
  return saveDeck(db, id, old.deck, { message, note: { code: 'restored', params: { version } } });
}
