// Where the real card data and decklists live for tests: ../shared/data beside the repository.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '..');
export const SHARED_DATA = process.env.DECKLAB_SHARED_DATA ?? resolve(REPO_ROOT, '../shared/data');
if (!existsSync(SHARED_DATA)) throw new Error(`shared data not found at ${SHARED_DATA} (set DECKLAB_SHARED_DATA)`);

/** The environment variable naming the folder where a vitest run keeps the card databases its files share. */
export const TEST_DB_CACHE = 'DECKLAB_TEST_DB_CACHE';

export const sharedPath = (...parts: string[]) => join(SHARED_DATA, ...parts);

/** A fresh temporary folder, removed by the returned cleanup. */
export function tempDir(prefix = 'decklab-test-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
