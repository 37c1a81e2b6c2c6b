// The version history words the app's notes (restored, imported, started from a pool) in the window's language
// whatever language was shown when the version was saved: new versions store a note (code and values) through the
// real API; versions saved before migration 022 kept the words as text, in English or Japanese, and are read back.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApi, type Api } from '../electron/api/index.ts';
import { openDatabase } from '../db/open.ts';
import { MIGRATIONS } from '../db/migrations/index.ts';
import { deckVersions } from '../db/decks.ts';
import { buildDeckTestDb } from './deck-cards-db.ts';
import { sharedPath, tempDir } from './shared-data.ts';

vi.mock('../renderer/lib/settings.svelte.ts', () => ({ settings: { locale: 'en' } }));
const { settings } = await import('../renderer/lib/settings.svelte.ts');
const { versionText } = await import('../renderer/lib/version-words.ts');

const LIST = 'arena-starter__m21__Company of Knights.txt';
const listBytes = () => new Uint8Array(readFileSync(sharedPath('decks', 'plain-taw', LIST)));

let api: Api;
let cleanup: () => void;
beforeAll(() => {
  const built = buildDeckTestDb(['M21']);
  api = createApi({ db: built.db });
  cleanup = built.cleanup;
});
afterAll(() => cleanup());
beforeEach(() => {
  settings.locale = 'en';
});

const wordsIn = (locale: 'en' | 'ja', versions: Parameters<typeof versionText>[0][]) => {
  settings.locale = locale;
  return versions.map(versionText);
};

describe('version notes', () => {
  it('an imported, then restored deck is worded in the language shown now, not the one it was saved in', async () => {
    const [file] = (
      await api.invoke('decks.importMany', { files: [{ fileName: LIST, bytes: listBytes() }], save: true })
    ).decks;
    const { deck } = await api.invoke('decks.get', { id: file.id });
    await api.invoke('decks.save', { id: file.id, deck: { ...deck, boards: { main: deck.boards.main } } });
    await api.invoke('decks.restore', { id: file.id, version: 1 });
    const versions = await api.invoke('decks.versions', { id: file.id });

    expect(wordsIn('en', versions)).toEqual([`imported from ${LIST}`, '', 'restored version 1']);
    expect(wordsIn('ja', versions)).toEqual([`${LIST}からインポート`, '', 'バージョン1を復元']);
  });

  it("a pool's deck and a pasted list say so in either language, the player's own message beside the note", async () => {
    const { deck } = await api.invoke('decks.import', { bytes: listBytes() });
    const pasted = await api.invoke('decks.save', { deck, note: { code: 'pasted', params: {} } });
    const pooled = await api.invoke('decks.save', {
      deck: { ...deck, name: 'Sealed' },
      note: { code: 'pool-deck', params: { pool: 'M21 sealed' } },
      message: 'first build',
    });
    expect(wordsIn('en', [pasted, pooled])).toEqual([
      'imported from pasted text',
      'built from pool M21 sealed · first build',
    ]);
    expect(wordsIn('ja', [pasted, pooled])).toEqual([
      '貼り付けたテキストからインポート',
      'プール「M21 sealed」から作成 · first build',
    ]);
  });

  it("a pool's Japanese name is quoted in the Japanese note, with no space before it", async () => {
    const { deck } = await api.invoke('decks.import', { bytes: listBytes() });
    const pooled = await api.invoke('decks.save', {
      deck: { ...deck, name: '騎士団' },
      note: { code: 'pool-deck', params: { pool: '基本セット2021シールド' } },
    });
    expect(wordsIn('ja', [pooled])).toEqual(['プール「基本セット2021シールド」から作成']);
    expect(wordsIn('en', [pooled])).toEqual(['built from pool 基本セット2021シールド']);
  });

  it("a pool the app named (engine/pools/pool-name.ts) is named in the window's language", async () => {
    const { deck } = await api.invoke('decks.import', { bytes: listBytes() });
    const pooled = await api.invoke('decks.save', {
      deck: { ...deck, name: 'From a pool the app named' },
      note: { code: 'pool-deck', params: { pool: 'M21 sealed (seed 2020)' } },
    });
    expect(wordsIn('ja', [pooled])).toEqual(['プール「M21のシールド（シード2020）」から作成']);
    expect(wordsIn('en', [pooled])).toEqual(['built from pool M21 sealed (seed 2020)']);
  });

  it('a note of no known kind is refused by the API, and nothing is saved', async () => {
    const { deck } = await api.invoke('decks.import', { bytes: listBytes() });
    const before = (await api.invoke('decks.list', {})).length;
    await expect(
      api.invoke('decks.save', { deck, note: { code: 'renamed', params: {} } as never }),
    ).rejects.toMatchObject({ code: 'invalid-input' });
    expect(await api.invoke('decks.list', {})).toHaveLength(before);
  });
});

describe('migration 022: versions saved before notes', () => {
  it("keeps an old version's text, and words the app's old messages of either language in today's", () => {
    const dir = tempDir('decklab-022-');
    try {
      const file = join(dir.dir, 'schema21.sqlite');
      const legacy = openDatabase(file, { migrations: MIGRATIONS.filter((m) => m.version <= 21) });
      legacy
        .prepare(
          `INSERT INTO decks (id, game, name, format, created_at, updated_at)
           VALUES (1, 'mtg', 'Knights', '', '2026-11-01T10:00:00.000Z', '2026-11-03T10:00:00.000Z')`,
        )
        .run();
      // As the app saved them before this migration: the words of the window's language that day.
      const insert = legacy.prepare(
        `INSERT INTO deck_versions (deck_id, version, saved_at, message, content) VALUES (1, ?, ?, ?, '{"game":"mtg","name":"Knights","boards":{}}')`,
      );
      insert.run(1, '2026-11-01T10:00:00.000Z', '貼り付けたテキスト からインポート');
      insert.run(2, '2026-11-02T10:00:00.000Z', 'cut the Clerics');
      insert.run(3, '2026-11-03T10:00:00.000Z', 'バージョン 1 を復元');
      insert.run(4, '2026-11-03T11:00:00.000Z', 'built from pool M21 night');
      insert.run(5, '2026-11-03T12:00:00.000Z', 'imported from Knights.dck');
      insert.run(6, '2026-11-03T13:00:00.000Z', 'プール 夜のシールドから作成');
      legacy.close();

      const db = openDatabase(file);
      const versions = deckVersions(db, 1);
      db.close();
      expect(versions.map((v) => v.message)).toEqual([
        '貼り付けたテキスト からインポート',
        'cut the Clerics',
        'バージョン 1 を復元',
        'built from pool M21 night',
        'imported from Knights.dck',
        'プール 夜のシールドから作成',
      ]);
      expect(wordsIn('en', versions)).toEqual([
        'imported from pasted text',
        'cut the Clerics',
        'restored version 1',
        'built from pool M21 night',
        'imported from Knights.dck',
        'built from pool 夜のシールド',
      ]);
      expect(wordsIn('ja', versions)).toEqual([
        '貼り付けたテキストからインポート',
        'cut the Clerics',
        'バージョン1を復元',
        'プール「M21 night」から作成',
        'Knights.dckからインポート',
        'プール「夜のシールド」から作成',
      ]);
    } finally {
      dir.cleanup();
    }
  });
});
