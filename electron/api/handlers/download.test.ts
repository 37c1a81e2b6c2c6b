// @vitest-environment node
// data.download against a local stand-in for api.scryfall.com (e2e/scryfall-stand-in.ts) serving Scryfall's real
// bulk-data entry and real card objects; the file it saves then goes through the real importer.
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { openDatabase } from '../../../db/open.ts';
import { createApi } from '../index.ts';
import { tempDir } from '../../../test/shared-data.ts';
import { BULK_ENTRY, BULK_FILE, startScryfallStandIn } from '../../../e2e/scryfall-stand-in.ts';
import { stringContaining } from '../../../test/matchers.ts';

const CARDS_IN_FILE = new Set(
  (JSON.parse(BULK_FILE.toString('utf8')) as { oracle_id?: string }[]).map((c) => c.oracle_id).filter(Boolean),
).size;

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function fakeScryfall(options: Parameters<typeof startScryfallStandIn>[0] = {}): Promise<string> {
  const standIn = await startScryfallStandIn(options);
  cleanups.push(standIn.close);
  return standIn.url;
}

function apiOnTempDb() {
  const tmp = tempDir();
  const db = openDatabase(join(tmp.dir, 'decklab.sqlite'));
  cleanups.push(tmp.cleanup, () => {
    db.close();
  });
  return { api: createApi({ db }), dir: tmp.dir };
}

function withScryfallAt(url: string) {
  const previous = process.env.DECKLAB_SCRYFALL_API;
  process.env.DECKLAB_SCRYFALL_API = url;
  cleanups.push(() => {
    if (previous === undefined) delete process.env.DECKLAB_SCRYFALL_API;
    else process.env.DECKLAB_SCRYFALL_API = previous;
  });
}

describe('data.download', () => {
  it('saves the bulk file the /bulk-data list names, with progress, and data.import reads it', async () => {
    withScryfallAt(await fakeScryfall());
    const { api, dir } = apiOnTempDb();
    const progress: number[] = [];
    api.on((e) => {
      if (e.type === 'data.download.progress') progress.push(e.bytes as number);
    });
    const result = await api.invoke('data.download', {});
    expect(result.file).toBe(
      join(dir, 'downloads', `scryfall-oracle-cards-${new Date().toISOString().slice(0, 10)}.json`),
    );
    expect(result.updatedAt).toBe(BULK_ENTRY.updated_at);
    expect(readFileSync(result.file)).toEqual(BULK_FILE);
    expect(progress.at(-1)).toBe(BULK_FILE.length);
    const summary = await api.invoke('data.import', { files: [result.file] });
    expect(summary.cards).toBe(CARDS_IN_FILE);
  });

  it('says there is no network when Scryfall cannot be reached', async () => {
    withScryfallAt('http://127.0.0.1:9');
    const { api } = apiOnTempDb();
    await expect(api.invoke('data.download', { kind: 'oracle_cards' })).rejects.toMatchObject({
      code: 'not-found',
      message: stringContaining('no network'),
    });
  });

  it('keeps no partial file when the connection breaks off', async () => {
    withScryfallAt(await fakeScryfall({ breakAfter: 1000 }));
    const { api, dir } = apiOnTempDb();
    await expect(api.invoke('data.download', {})).rejects.toMatchObject({ code: 'bad-file' });
    expect(existsSync(join(dir, 'downloads')) ? readdirSync(join(dir, 'downloads')) : []).toEqual([]);
  });

  it('names the saved file itself: a server date made of path parts writes nothing outside downloads/', async () => {
    withScryfallAt(await fakeScryfall({ entry: { updated_at: '../../../escaped/x' } }));
    const { api, dir } = apiOnTempDb();
    const result = await api.invoke('data.download', {});
    expect(result.file).toMatch(/[\\/]downloads[\\/]scryfall-oracle-cards-\d{4}-\d{2}-\d{2}\.json$/);
    expect(readdirSync(join(dir, 'downloads'))).toEqual([basename(result.file)]);
    expect(existsSync(join(dir, 'escaped'))).toBe(false);
  });

  it('refuses a bulk entry whose download is not an http(s) URL, saving nothing', async () => {
    withScryfallAt(await fakeScryfall({ entry: { download_uri: 'file:///etc/passwd' } }));
    const { api, dir } = apiOnTempDb();
    await expect(api.invoke('data.download', {})).rejects.toMatchObject({
      code: 'bad-file',
      message: stringContaining('download_uri'),
    });
    expect(existsSync(join(dir, 'downloads'))).toBe(false);
  });

  it('asks only for the kinds Scryfall publishes', async () => {
    const { api } = apiOnTempDb();
    await expect(api.invoke('data.download', { kind: 'everything' as never })).rejects.toMatchObject({
      code: 'invalid-input',
    });
  });
});
