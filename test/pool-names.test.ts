// The names the app gives a pool or draft the player did not name (engine/pools/pool-name.ts), as the API stores them
// after a real import of M21, and as a window shows them (renderer/lib/pool-names.ts): in the window's language, while
// a name the player typed stays as typed, even one in the automatic pattern. The window's settings are a plain object
// here (the app's hold Svelte state).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { join } from 'node:path';
import { createApi, type Api } from '../electron/api/index.ts';
import { importCardFiles } from '../db/import/import.ts';
import { openDatabase, type Db } from '../db/open.ts';
import type { NamedPool } from '../renderer/lib/pool-names.ts';
import { setCubeNames } from './mtgjson-boosters.ts';
import { sharedPath, tempDir } from './shared-data.ts';

vi.mock('../renderer/lib/settings.svelte.ts', () => ({ settings: { locale: 'en' } }));
const { settings } = await import('../renderer/lib/settings.svelte.ts');
const { poolNameShown, poolNoteParams } = await import('../renderer/lib/pool-names.ts');
const { versionText } = await import('../renderer/lib/version-words.ts');

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
function shown(pool: NamedPool): { en: string; ja: string } {
  settings.locale = 'en';
  const en = poolNameShown(pool);
  settings.locale = 'ja';
  const ja = poolNameShown(pool);
  settings.locale = 'en';
  return { en, ja };
}

describe('automatic pool and draft names', () => {
  it('a draft and a sealed pool of a set, named by the API, show in the window’s language', async () => {
    const draft = await api.invoke('drafts.start', { set: 'M21', seed: 2020 });
    expect(draft.name).toBe('M21 draft (seed 2020)');
    expect(draft.automaticName).toEqual({ source: 'M21', kind: 'draft', seed: 2020 });
    expect(shown(draft)).toEqual({ en: 'M21 draft (seed 2020)', ja: 'M21のドラフト（シード2020）' });

    const { pool } = await api.invoke('pools.open', { set: 'M21', seed: 123456 });
    // The seed as written, never grouped as a count (123,456).
    expect(shown(pool)).toEqual({ en: 'M21 sealed (seed 123456)', ja: 'M21のシールド（シード123456）' });
  });

  it('a cube draft is named after its cube: a typed cube name stays as typed, an automatic one is worded too', async () => {
    const text = setCubeNames('M21')
      .map((name) => `1 ${name}`)
      .join('\n');
    const { pool: typed } = await api.invoke('pools.create', { name: 'キューブの夜', kind: 'cube', text });
    const fromTyped = await api.invoke('drafts.start', { cube: typed.id, seed: 7, seats: 4 });
    expect(shown(fromTyped)).toEqual({
      en: 'キューブの夜 draft (seed 7)',
      ja: 'キューブの夜のドラフト（シード7）',
    });

    const { pool: automatic } = await api.invoke('pools.open', { set: 'M21', seed: 5, boosters: 24, kind: 'cube' });
    const dealt = await api.invoke('pools.openCube', { cube: automatic.id, seed: 9, packs: 3 });
    expect(dealt.pool.name).toBe('M21 cube (seed 5) sealed (seed 9)');
    expect(shown(dealt.pool).ja).toBe('M21のキューブ（シード5）のシールド（シード9）');
  });

  it('a name the player typed is shown as typed in either language, even one in the automatic pattern', async () => {
    const names = ['M21 table', 'Friday draft', 'KHM draft seed 4', 'M21 draft (seed 12) with friends'];
    for (const name of [...names, 'M21 draft (seed 12)']) {
      const draft = await api.invoke('drafts.start', { set: 'M21', seed: 1, name });
      expect(draft.name).toBe(name);
      expect(shown(draft)).toEqual({ en: name, ja: name });
      expect(shown((await api.invoke('drafts.list', {})).find((d) => d.id === draft.id)!)).toEqual({
        en: name,
        ja: name,
      });
    }
    const { pool } = await api.invoke('pools.open', { set: 'M21', seed: 3, name: 'M21 sealed (seed 3)' });
    expect(shown(pool)).toEqual({ en: 'M21 sealed (seed 3)', ja: 'M21 sealed (seed 3)' });
    expect(shown((await api.invoke('pools.list', {})).find((p) => p.id === pool.id)!).ja).toBe('M21 sealed (seed 3)');
  });

  it('a cube typed in the automatic pattern stays as typed inside the name of a pool dealt from it', async () => {
    const text = setCubeNames('M21')
      .map((name) => `1 ${name}`)
      .join('\n');
    const { pool: cube } = await api.invoke('pools.create', { name: 'M21 cube (seed 1)', kind: 'cube', text });
    const { pool } = await api.invoke('pools.openCube', { cube: cube.id, seed: 4, packs: 3 });
    expect(shown(pool)).toEqual({
      en: 'M21 cube (seed 1) sealed (seed 4)',
      ja: 'M21 cube (seed 1)のシールド（シード4）',
    });
  });

  it('a finished draft’s pool keeps the parts of the draft’s name', async () => {
    let view = await api.invoke('drafts.start', { set: 'M21', seed: 2021, seats: 4 });
    while (view.poolId === undefined) view = await api.invoke('drafts.pick', { id: view.id, card: 0 });
    const pool = await api.invoke('pools.get', { id: view.poolId });
    expect(shown(pool).ja).toBe('M21のドラフト（シード2021）');
  });

  it('the version note of a deck built from a pool words the pool as the pools screen does', () => {
    const note = (pool: NamedPool) => ({
      message: '',
      note: { code: 'pool-deck' as const, params: poolNoteParams(pool) },
    });
    settings.locale = 'ja';
    const automatic = { name: 'M21 draft (seed 8)', automaticName: { source: 'M21', kind: 'draft' as const, seed: 8 } };
    expect(versionText(note(automatic))).toContain('M21のドラフト（シード8）');
    expect(versionText(note({ name: 'M21 draft (seed 8)' }))).toContain('M21 draft (seed 8)');
    // A note stored before the parts were: its pool name read by the pattern, as before.
    expect(versionText({ message: '', note: { code: 'pool-deck', params: { pool: 'M21 draft (seed 8)' } } })).toContain(
      'M21のドラフト（シード8）',
    );
  });
});
