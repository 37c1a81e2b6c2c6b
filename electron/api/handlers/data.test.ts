import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { createApi, type Api, type OperationOutput } from '../index.ts';
import { ApiError, type ApiEvent } from '../define.ts';
import { openDatabase, type Db } from '../../../db/open.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';

const { dir, cleanup } = tempDir();
const khm = sharedPath('mtgjson/sets/KHM.json');
const war = sharedPath('scryfall/sets-2019/war.json');

let db: Db;
let api: Api;
/** The import every test starts from (KHM, then WAR), with the events it sent. */
let imported: { result: OperationOutput<'data.import'>; events: ApiEvent[] };
beforeAll(async () => {
  db = openDatabase(join(dir, 'api.sqlite'));
  api = createApi({ db });
  const events: ApiEvent[] = [];
  const stop = api.on((e) => events.push(e));
  imported = { result: await api.invoke('data.import', { files: [khm, war] }), events };
  stop();
});
afterAll(() => {
  db.close();
  cleanup();
});

describe('data.* through the API', () => {
  it("data.import reports progress per file up to every byte, and the caller's connection sees the result", () => {
    const progress = imported.events.filter((e) => e.type === 'data.import.progress');
    for (const [index, file] of [khm, war].entries()) {
      const last = progress.filter((e) => e.file === file).at(-1)!;
      expect(last).toMatchObject({
        fileIndex: index,
        files: 2,
        bytes: statSync(file).size,
        totalBytes: statSync(file).size,
      });
    }
    expect(imported.result.files.map((f) => f.format)).toEqual(['mtgjson', 'scryfall']);
    expect(db.prepare('SELECT COUNT(*) FROM printings').pluck().get()).toBe(imported.result.printings);
  });

  it('data.status: cards by game, sets with their printings, the last imports first', async () => {
    const status = await api.invoke('data.status', {});
    expect(status.cards.mtg).toBe(db.prepare("SELECT COUNT(*) FROM cards WHERE game = 'mtg'").pluck().get());
    expect(status.cards.dm).toBe(0);
    expect(status.sets.find((s) => s.code === 'khm')).toMatchObject({
      name: 'Kaldheim',
      printings: db.prepare("SELECT COUNT(*) FROM printings WHERE set_code = 'khm'").pluck().get(),
    });
    expect(status.imports.map((i) => [i.file, i.format])).toEqual([
      [war, 'scryfall'],
      [khm, 'mtgjson'],
    ]);
  });

  it('a bad file is a bad-file error with file, record and offset; a cancelled import is "cancelled"; both change nothing', async () => {
    const before = await api.invoke('data.status', {});
    const bad = await api
      .invoke('data.import', { files: [sharedPath('scryfall/api-types-fixtures/Error/NotFound.json')] })
      .catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(ApiError);
    expect(bad).toMatchObject({
      code: 'bad-file',
      details: { file: sharedPath('scryfall/api-types-fixtures/Error/NotFound.json'), record: 1, offset: 0 },
    });
    const controller = new AbortController();
    const stop = api.on((e) => {
      if (e.type === 'data.import.progress') controller.abort();
    });
    const cancelled = await api
      .invoke(
        'data.import',
        { files: [sharedPath('duelmasters/Ravenite0-All_Cards.csv')] },
        { signal: controller.signal },
      )
      .catch((e: unknown) => e);
    stop();
    expect(cancelled).toMatchObject({ code: 'cancelled' });
    expect(await api.invoke('data.status', {})).toEqual(before);
  });

  it('refuses an empty file list at the boundary', async () => {
    await expect(api.invoke('data.import', { files: [] })).rejects.toMatchObject({ code: 'invalid-input' });
  });
});
