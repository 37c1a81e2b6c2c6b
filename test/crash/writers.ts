// The writers the crash harness kills, each a few steps of real work through the API the app uses (or, for the
// migration, openDatabase on a file of the one-file schema), and what their state is: every user row, and every
// card row, as sorted JSON lines per table with clock readings masked (a save stamps the time it ran).
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { databaseFiles, openDatabase, USER_SCHEMA, type Db } from '../../db/open.ts';
import { MIGRATIONS, ONE_FILE_VERSION } from '../../db/migrations/index.ts';
import { importCardFilesSync } from '../../db/import/import.ts';
import { createApi, type Api } from '../../electron/api/index.ts';
import { sharedPath } from '../shared-data.ts';
import { copyCardRowsInto } from '../legacy-db.ts';

export const WRITER_NAMES = ['card-import', 'collection-import', 'deck-save', 'pool-save', 'migration'] as const;
export type WriterName = (typeof WRITER_NAMES)[number];

const USER_TABLES = ['decks', 'deck_versions', 'pools', 'pool_entries', 'collection', 'settings'];
/** Card data and its search index; imports without the time each finished. */
const CARD_STATE: Record<string, string> = {
  sets: 'SELECT * FROM sets',
  cards: 'SELECT * FROM cards',
  card_names: 'SELECT * FROM card_names',
  printings: 'SELECT * FROM printings',
  card_search: 'SELECT * FROM card_search',
  search_names: 'SELECT * FROM search_names',
  search_text: 'SELECT * FROM search_text',
  search_keywords: 'SELECT * FROM search_keywords',
  imports: 'SELECT file, source, cards, printings, skipped FROM imports',
};
const TIMESTAMP = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g;

/** The sets the databases start with, and the sets the card import brings. */
const START_SETS = ['KHC', 'C21'];
const IMPORTED_SETS = ['STX', 'KHM'];
const DECKS = ['cmd__c21__Lorehold Legacies.txt', 'cmd__khc__Elven Empire.txt'].map((f) =>
  sharedPath('decks/plain-taw', f),
);

/** A digest of the user data and the card data (each as one string of sorted JSON lines per table). */
export function stateOf(db: Db): { user: string; cards: string } {
  const digest = (queries: Record<string, string>) => {
    const hash = createHash('sha256');
    for (const [table, sql] of Object.entries(queries)) {
      const rows = db
        .prepare(sql)
        .all()
        .map((r) => JSON.stringify(r).replace(TIMESTAMP, 'T'))
        .sort();
      hash.update(`${table}\n${rows.join('\n')}\n`);
    }
    return hash.digest('hex');
  };
  return {
    user: digest(Object.fromEntries(USER_TABLES.map((t) => [t, `SELECT * FROM ${t}`]))),
    cards: digest(CARD_STATE),
  };
}

/** What must hold after any kill: both files intact, every foreign key met. */
export function checkIntegrity(db: Db): string[] {
  const problems: string[] = [];
  for (const schema of ['main', USER_SCHEMA]) {
    const integrity = db.pragma(`${schema}.integrity_check`, { simple: true });
    if (integrity !== 'ok') problems.push(`${schema}: integrity_check says ${String(integrity)}`);
    const keys = db.pragma(`${schema}.foreign_key_check`) as unknown[];
    if (keys.length) problems.push(`${schema}: ${keys.length} foreign keys unmet`);
  }
  return problems;
}

function mtgjsonSet(code: string): string {
  return sharedPath('mtgjson/sets', `${code}.json`);
}

/** A ManaBox-style CSV of a deck list's card names (the collection import reads it by its column names). */
function collectionCsv(deckFile: string): string {
  const names = readFileSync(deckFile, 'utf8')
    .split('\n')
    .map((l) => /^(\d+)\s+(.+?)\s*$/.exec(l))
    .filter((m) => m !== null);
  return ['Name,Quantity', ...names.map((m) => `"${m[2].replaceAll('"', '""')}",${m[1]}`)].join('\n') + '\n';
}

/** The starting database of the current schema: real cards, a deck, a pool, a collection; its files checkpointed. */
export function makeStartDatabase(file: string): void {
  const db = openDatabase(file);
  importCardFilesSync(db, START_SETS.map(mtgjsonSet));
  seedUserData(db);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

/** The same data in one file of schema 8 (before card data had its own file), for the migration; its cards come from a current file. */
export function makeOneFileDatabase(file: string): void {
  const current = `${file}.current.sqlite`;
  makeStartDatabase(current);
  const db = openDatabase(file, { migrations: MIGRATIONS.filter((m) => m.version <= ONE_FILE_VERSION) });
  copyCardRowsInto(db, current);
  seedUserData(db);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

function seedUserData(db: Db): void {
  const lists = DECKS.map((f) => readFileSync(f, 'utf8'));
  db.prepare("INSERT INTO settings (key, value) VALUES ('theme', 'dark')").run();
  db.prepare(
    "INSERT INTO pools (game, name, kind, created_at) VALUES ('mtg', 'Cube', 'cube', '2026-01-01T00:00:00.000Z')",
  ).run();
  db.prepare(
    "INSERT INTO decks (game, name, format, created_at, updated_at) VALUES ('mtg', 'Lorehold', 'commander', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')",
  ).run();
  db.prepare(
    "INSERT INTO deck_versions (deck_id, version, saved_at, content) VALUES (1, 1, '2026-01-01T00:00:00.000Z', ?)",
  ).run(JSON.stringify({ game: 'mtg', name: 'Lorehold', text: lists[0] }));
  db.prepare("INSERT INTO collection (game, card_name, count) VALUES ('mtg', 'Sol Ring', 1)").run();
}

/**
 * The steps of a writer, run one after the other in the process the harness kills: `ready` is called just before
 * the first write, `afterStep` after each step.
 */
export async function runWriter(
  name: WriterName,
  file: string,
  ready: () => void,
  afterStep: (db: Db) => void,
): Promise<void> {
  if (name === 'migration') {
    ready();
    const db = openDatabase(file);
    afterStep(db);
    db.close();
    return;
  }
  const db = openDatabase(file);
  const api = createApi({ db });
  try {
    const steps = await stepsOf(name, api);
    ready();
    for (const step of steps) {
      await step();
      afterStep(db);
    }
  } finally {
    db.close();
  }
}

async function stepsOf(name: Exclude<WriterName, 'migration'>, api: Api): Promise<(() => Promise<unknown>)[]> {
  const decks = await Promise.all(
    DECKS.map(async (f) => (await api.invoke('decks.import', { text: readFileSync(f, 'utf8') })).deck),
  );
  const texts = DECKS.map((f) => readFileSync(f, 'utf8'));
  const times = (n: number, step: (i: number) => () => Promise<unknown>) =>
    Array.from({ length: n }, (_, i) => step(i));
  switch (name) {
    case 'card-import':
      return [() => api.invoke('data.import', { files: IMPORTED_SETS.map(mtgjsonSet) })];
    case 'collection-import':
      return times(
        4,
        (i) => () =>
          api.invoke('collection.import', { text: collectionCsv(DECKS[i % 2]), mode: i === 3 ? 'replace' : 'merge' }),
      );
    case 'deck-save':
      return times(
        8,
        (i) => () =>
          api.invoke('decks.save', {
            id: i % 3 === 0 ? undefined : 1,
            deck: { ...decks[i % 2], format: 'commander' },
            message: `save ${i}`,
          }),
      );
    case 'pool-save':
      return times(
        8,
        (i) => () => api.invoke('pools.create', { name: `Pool ${i}`, kind: 'sealed', text: texts[i % 2] }),
      );
  }
}

/** Copies a database's files (checkpointed: their WAL is empty) to a new place; a one-file database has no card file. */
export function copyDatabase(from: string, to: string): void {
  const targets = databaseFiles(to);
  databaseFiles(from).forEach((f, i) => {
    if (existsSync(f)) copyFileSync(f, targets[i]);
  });
}
