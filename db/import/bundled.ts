// The card data shipped with the app (data/bundled, built by scripts/make-bundle.ts): a few real MTG sets
// with every basic land and the commander precons, and the Duel Masters cards. It loads on first start,
// when the database holds no cards, so a new user can build and test decks before importing anything.
import { readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Db } from '../open.ts';
import { importCardFilesSync, type ImportSummary } from './import.ts';

export const BUNDLED_DIR = resolve(import.meta.dirname, '../../data/bundled');

/** How the imports table names a bundled file: `bundled:<file name>`. */
const BUNDLED_LABEL = 'bundled:';

/** Card-data files of the bundle (its README and anything else are not). */
const BUNDLED_FILE = /\.(json|jsonl|csv)(\.gz)?$/;

export function bundledFiles(dir: string = BUNDLED_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => BUNDLED_FILE.test(name))
    .sort()
    .map((name) => join(dir, name));
}

/**
 * Loads the bundled data when the cards table is empty; returns what was imported, or undefined when nothing was
 * needed. The check and the load share one write transaction, so two processes starting at once load it once.
 */
export function ensureBundledData(db: Db, dir: string = BUNDLED_DIR): ImportSummary | undefined {
  const hasCards = db.prepare('SELECT 1 FROM cards LIMIT 1');
  return db
    .transaction(() =>
      hasCards.get() === undefined
        ? importCardFilesSync(db, bundledFiles(dir), (file) => `${BUNDLED_LABEL}${basename(file)}`)
        : undefined,
    )
    .immediate();
}

/**
 * The first-start load as the app and the CLI run it: asked without a transaction first, so a database with cards
 * never waits for an import running in another process; if another process holds the write lock on an empty
 * database, its import brings card data anyway, so a busy database is left to it.
 */
export function loadBundledDataIfEmpty(db: Db, dir: string = BUNDLED_DIR): ImportSummary | undefined {
  if (db.prepare('SELECT 1 FROM cards LIMIT 1').get() !== undefined) return undefined;
  try {
    return ensureBundledData(db, dir);
  } catch (error) {
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    return undefined;
  }
}

/** Whether the card data is the bundled set and nothing else: the first-run offer of the full data shows then. */
export function holdsOnlyBundledData(db: Db): boolean {
  const imports = db
    .prepare('SELECT COUNT(*) AS total, COUNT(*) FILTER (WHERE substr(file, 1, ?) = ?) AS bundled FROM imports')
    .get(BUNDLED_LABEL.length, BUNDLED_LABEL) as { total: number; bundled: number };
  return imports.bundled > 0 && imports.total === imports.bundled;
}
