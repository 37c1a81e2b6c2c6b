// The names the app gives a pool or draft the player did not name (engine/pools/pool-name.ts), as the API stores them
// after a real import of M21, and as a window shows them (renderer/lib/pool-names.ts): in the window's language, while
// a name the player typed stays as typed. The window's settings are a plain object here (the app's hold Svelte state).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { join } from 'node:path';
import { createApi, type Api } from '../electron/api/index.ts';
import { importCardFiles } from '../db/import/import.ts';
import { openDatabase, type Db } from '../db/open.ts';
import { readAutomaticPoolName } from '../engine/pools/pool-name.ts';
import { setCubeNames } from './mtgjson-boosters.ts';
import { sharedPath, tempDir } from './shared-data.ts';

vi.mock('../renderer/lib/settings.svelte.ts', () => ({ settings: { locale: 'en' } }));
const { settings } = await import('../renderer/lib/settings.svelte.ts');
const { poolNameShown } = await import('../renderer/lib/pool-names.ts');

const dir = tempDir('decklab-pool-names-');
let db: Db;
let api: Api;
beforeAll(async () => {
  db = openDatabase(join(dir.dir, 'cards.sqlite'));
  await importCardFiles(db, [sharedPath('mtgjson', 'sets', 'M21.json')]);
  api = createApi({ db });
});
afterAll(() => {
  db.close();
  dir.cleanup();
});
beforeEach(() => {
  settings.locale = 'en';
});

/** The name shown in each language. */
function shown(name: string): { en: string; ja: string } {
  settings.locale = 'en';
  const en = poolNameShown(name);
  settings.locale = 'ja';
  const ja = poolNameShown(name);
  settings.locale = 'en';
  return { en, ja };
}

describe('automatic pool and draft names', () => {
  it('a draft and a sealed pool of a set, named by the API, show in the window’s language', async () => {
    const draft = await api.invoke('drafts.start', { set: 'M21', seed: 2020 });
    expect(draft.name).toBe('M21 draft (seed 2020)');
    expect(readAutomaticPoolName(draft.name)).toEqual({ source: 'M21', kind: 'draft', seed: 2020 });
    expect(shown(draft.name)).toEqual({ en: 'M21 draft (seed 2020)', ja: 'M21のドラフト（シード2020）' });

    const { pool } = await api.invoke('pools.open', { set: 'M21', seed: 123456 });
    // The seed as written, never grouped as a count (123,456).
    expect(shown(pool.name)).toEqual({ en: 'M21 sealed (seed 123456)', ja: 'M21のシールド（シード123456）' });
  });

  it('a cube draft is named after its cube: a typed cube name stays as typed, an automatic one is worded too', async () => {
    const text = setCubeNames('M21')
      .map((name) => `1 ${name}`)
      .join('\n');
    const { pool: typed } = await api.invoke('pools.create', { name: 'キューブの夜', kind: 'cube', text });
    const fromTyped = await api.invoke('drafts.start', { cube: typed.id, seed: 7, seats: 4 });
    expect(shown(fromTyped.name)).toEqual({
      en: 'キューブの夜 draft (seed 7)',
      ja: 'キューブの夜のドラフト（シード7）',
    });

    const { pool: automatic } = await api.invoke('pools.open', { set: 'M21', seed: 5, boosters: 24, kind: 'cube' });
    const dealt = await api.invoke('pools.openCube', { cube: automatic.id, seed: 9, packs: 3 });
    expect(dealt.pool.name).toBe('M21 cube (seed 5) sealed (seed 9)');
    expect(shown(dealt.pool.name).ja).toBe('M21のキューブ（シード5）のシールド（シード9）');
  });

  it('a name the player typed is shown as typed in either language', async () => {
    for (const name of ['M21 table', 'Friday draft', 'KHM draft seed 4', 'M21 draft (seed 12) with friends']) {
      const draft = await api.invoke('drafts.start', { set: 'M21', seed: 1, name });
      expect(draft.name).toBe(name);
      expect(shown(draft.name)).toEqual({ en: name, ja: name });
    }
  });
});
