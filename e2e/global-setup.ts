// Once per run: build the renderer and the API's worker bundles as the app ships them, and import every card of
// ../shared/data into a SQLite file through the real API (data.import), which each test file then copies.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/open.ts';
import { createApi } from '../electron/api/index.ts';
import { sharedPath } from '../test/shared-data.ts';
import { buildElectron, DEFAULT_OUT_DIR } from '../scripts/build-electron.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: string;
    rendererRoot: string;
    apiWorkerFile: string;
    cardCount: number;
  }
}

export const REPO = resolve(import.meta.dirname, '..');

/** Every card data file in ../shared/data: the 23 MTGJSON sets, both Duel Masters files and their Japanese names. */
export function allCardDataFiles(): string[] {
  const sets = readdirSync(sharedPath('mtgjson/sets'))
    .sort()
    .map((f) => sharedPath('mtgjson/sets', f));
  return [
    ...sets,
    sharedPath('duelmasters/Latepate64-DuelMastersCards.json'),
    sharedPath('duelmasters/Ravenite0-All_Cards.csv'),
    sharedPath('duelmasters/ja-names.csv'),
  ];
}

export default async function setup(project: TestProject) {
  const started = performance.now();
  await build({ configFile: join(REPO, 'vite.config.ts'), logLevel: 'warn' });
  await buildElectron();
  const built = performance.now();
  const dir = mkdtempSync(join(tmpdir(), 'decklab-e2e-'));
  const dbTemplate = join(dir, 'template.sqlite');
  const db = openDatabase(dbTemplate);
  const api = createApi({ db });
  const summary = await api.invoke('data.import', { files: allCardDataFiles() });
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  console.log(
    `e2e setup: renderer and Electron bundles built in ${Math.round(built - started)} ms; ${summary.cards} cards, ${summary.printings} printings imported in ${Math.round(performance.now() - built)} ms`,
  );
  project.provide('dbTemplate', dbTemplate);
  project.provide('rendererRoot', join(REPO, 'dist'));
  project.provide('apiWorkerFile', join(DEFAULT_OUT_DIR, 'api-worker.mjs'));
  project.provide('cardCount', summary.cards);
  return () => rmSync(dir, { recursive: true, force: true });
}
