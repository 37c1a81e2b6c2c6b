// @vitest-environment node
// data.sources and data.download against a local stand-in for api.scryfall.com and mtgjson.com
// (e2e/scryfall-stand-in.ts) serving Scryfall's real bulk-data entry, real card objects and an AllPrintings made of
// real MTGJSON sets, with Range requests answered as RFC 9110 §14 says; the saved files go through the real importer.
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { openDatabase } from '../../../db/open.ts';
import { ensureBundledData } from '../../../db/import/bundled.ts';
import { createApi, type Api } from '../index.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import {
  ALL_PRINTINGS_GZ,
  ALL_PRINTINGS_SETS,
  BULK_ENTRY,
  BULK_FILE,
  BULK_JSONL_GZ,
  startScryfallStandIn,
  type StandIn,
  type StandInOptions,
} from '../../../e2e/scryfall-stand-in.ts';
import { stringContaining } from '../../../test/matchers.ts';
import { SOURCE_IDS } from '../card-data-sources.ts';

const CARDS_IN_FILE = new Set(
  (JSON.parse(BULK_FILE.toString('utf8')) as { oracle_id?: string }[]).map((c) => c.oracle_id).filter(Boolean),
).size;
const today = () => new Date().toISOString().slice(0, 10);
/** The day of the stand-in's bulk entry: Scryfall's real bulk-data object of 2023-07-11. */
const bulkDay = (BULK_ENTRY.updated_at as string).slice(0, 10);

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function setEnv(name: string, value: string) {
  const previous = process.env[name];
  process.env[name] = value;
  cleanups.push(() => {
    if (previous === undefined) delete process.env[name];
    else process.env[name] = previous;
  });
}

/** A stand-in serving both Scryfall and MTGJSON, which the API is pointed at. */
async function servers(options: StandInOptions = {}): Promise<StandIn> {
  const standIn = await startScryfallStandIn(options);
  cleanups.push(standIn.close);
  setEnv('DECKLAB_SCRYFALL_API', standIn.url);
  setEnv('DECKLAB_MTGJSON_API', `${standIn.url}/api/v5`);
  return standIn;
}

function apiOnTempDb() {
  const tmp = tempDir();
  const db = openDatabase(join(tmp.dir, 'decklab.sqlite'));
  cleanups.push(tmp.cleanup, () => {
    db.close();
  });
  return { api: createApi({ db }), db, dir: tmp.dir };
}

const downloads = (dir: string) => (existsSync(join(dir, 'downloads')) ? readdirSync(join(dir, 'downloads')) : []);

async function partialBytes(api: Api, kind: string): Promise<number | undefined> {
  return (await api.invoke('data.sources', {})).find((s) => s.id === kind)?.partialBytes;
}

/** Starts the default download and cancels it once `bytes` have come; it must fail as cancelled. */
async function cancelAfter(api: Api, bytes: number): Promise<void> {
  const controller = new AbortController();
  const off = api.on((e) => {
    if (e.type === 'data.download.progress' && (e.bytes as number) >= bytes) controller.abort();
  });
  try {
    await expect(api.invoke('data.download', {}, { signal: controller.signal })).rejects.toMatchObject({
      code: 'cancelled',
      details: { partialBytes: expect.any(Number) as number },
    });
  } finally {
    off();
  }
}

describe('data.download', () => {
  it('saves the bulk file the /bulk-data list names, with progress, and data.import reads it', async () => {
    await servers();
    const { api, dir } = apiOnTempDb();
    const progress: number[] = [];
    api.on((e) => {
      if (e.type === 'data.download.progress') progress.push(e.bytes as number);
    });
    const result = await api.invoke('data.download', {});
    // Named by the day Scryfall's bulk list says the file was made, which the import reads as its data's date.
    expect(result.file).toBe(join(dir, 'downloads', `scryfall-oracle-cards-${bulkDay}.json`));
    expect(result.updatedAt).toBe(BULK_ENTRY.updated_at);
    expect(readFileSync(result.file)).toEqual(BULK_FILE);
    expect(progress.at(-1)).toBe(BULK_FILE.length);
    expect(downloads(dir)).toEqual([basename(result.file)]);
    const summary = await api.invoke('data.import', { files: [result.file] });
    expect(summary.cards).toBe(CARDS_IN_FILE);
    expect(summary.files[0].dataDate).toBe(bulkDay);
  });

  it('keeps a gzip-encoded body as sent (Scryfall sends content_encoding gzip): a .json.gz the importer reads', async () => {
    await servers({ gzip: true });
    const { api } = apiOnTempDb();
    const result = await api.invoke('data.download', { kind: 'default_cards' });
    expect(result.file).toMatch(new RegExp(`scryfall-default-cards-${bulkDay}\\.json\\.gz$`));
    expect(readFileSync(result.file)).toEqual(gzipSync(BULK_FILE));
    expect((await api.invoke('data.import', { files: [result.file] })).cards).toBe(CARDS_IN_FILE);
  });

  it("takes Scryfall's entry as it is since July 2026: jsonl_download_uri, saved as .jsonl.gz and imported", async () => {
    await servers({ jsonl: true });
    const { api } = apiOnTempDb();
    const listed = (await api.invoke('data.sources', {})).find((s) => s.id === 'oracle_cards');
    expect(listed?.downloadBytes).toBe(BULK_JSONL_GZ.length);
    const result = await api.invoke('data.download', {});
    expect(basename(result.file)).toBe(`scryfall-oracle-cards-${bulkDay}.jsonl.gz`);
    expect(readFileSync(result.file)).toEqual(BULK_JSONL_GZ);
    expect((await api.invoke('data.import', { files: [result.file] })).cards).toBe(CARDS_IN_FILE);
  });

  it("downloads MTGJSON's AllPrintings the same way and imports the sets it holds", async () => {
    await servers();
    const { api } = apiOnTempDb();
    const result = await api.invoke('data.download', { kind: 'mtgjson-allprintings' });
    expect(basename(result.file)).toBe(`mtgjson-allprintings-${today()}.json.gz`);
    expect(readFileSync(result.file)).toEqual(ALL_PRINTINGS_GZ);
    // The same sets imported from MTGJSON's own set files give the same cards.
    const sets = apiOnTempDb();
    const expected = await sets.api.invoke('data.import', {
      files: ALL_PRINTINGS_SETS.map((code) => sharedPath(`mtgjson/sets/${code}.json`)),
    });
    const summary = await api.invoke('data.import', { files: [result.file] });
    expect(summary.cards).toBe(expected.cards);
    expect(summary.printings).toBe(expected.printings);
  });

  it('says there is no network when Scryfall cannot be reached', async () => {
    setEnv('DECKLAB_SCRYFALL_API', 'http://127.0.0.1:9');
    const { api } = apiOnTempDb();
    await expect(api.invoke('data.download', { kind: 'oracle_cards' })).rejects.toMatchObject({
      code: 'not-found',
      message: stringContaining('no network'),
    });
  });

  it('resumes a broken download with a Range request from the bytes kept, never handing out the partial file', async () => {
    const standIn = await servers({ breakAfter: 10_000 });
    const { api, dir } = apiOnTempDb();
    await expect(api.invoke('data.download', {})).rejects.toMatchObject({
      code: 'bad-file',
      message: stringContaining('resume'),
    });
    expect(downloads(dir).filter((f) => !f.includes('.part'))).toEqual([]);
    expect(await partialBytes(api, 'oracle_cards')).toBe(10_000);

    const result = await api.invoke('data.download', {});
    expect(result.resumedFrom).toBe(10_000);
    expect(standIn.requests.filter((r) => r.startsWith('GET /oracle_cards'))).toEqual([
      'GET /oracle_cards.json',
      'GET /oracle_cards.json bytes=10000-',
    ]);
    expect(readFileSync(result.file)).toEqual(BULK_FILE);
    expect(downloads(dir)).toEqual([basename(result.file)]);
    expect((await api.invoke('data.import', { files: [result.file] })).cards).toBe(CARDS_IN_FILE);
  });

  it('starts again from zero when the server ignores Range (200)', async () => {
    await servers({ breakAfter: 10_000, ignoreRanges: true });
    const { api } = apiOnTempDb();
    await expect(api.invoke('data.download', {})).rejects.toMatchObject({ code: 'bad-file' });
    const result = await api.invoke('data.download', {});
    expect(result.resumedFrom).toBe(0);
    expect(readFileSync(result.file)).toEqual(BULK_FILE);
  });

  it('starts again from zero when the file changed on the server (If-Range with the old ETag)', async () => {
    const standIn = await servers({ breakAfter: 10_000 });
    const { api } = apiOnTempDb();
    await expect(api.invoke('data.download', {})).rejects.toMatchObject({ code: 'bad-file' });
    standIn.etag = '"second"';
    const result = await api.invoke('data.download', {});
    expect(result.resumedFrom).toBe(0);
    expect(readFileSync(result.file)).toEqual(BULK_FILE);
  });

  it("starts again from zero for a new day's file (Scryfall's address changes daily), and does not offer to resume", async () => {
    await servers({ breakAfter: 10_000 });
    const { api } = apiOnTempDb();
    await expect(api.invoke('data.download', {})).rejects.toMatchObject({ code: 'bad-file' });
    const nextDay = await servers();
    expect(await partialBytes(api, 'oracle_cards')).toBe(0);
    const result = await api.invoke('data.download', {});
    expect(result.resumedFrom).toBe(0);
    expect(nextDay.requests.filter((r) => r.startsWith('GET /oracle_cards'))).toEqual(['GET /oracle_cards.json']);
    expect(readFileSync(result.file)).toEqual(BULK_FILE);
  });

  it('a cancel keeps the bytes so far and the next download resumes after them; discard drops them', async () => {
    await servers({ throttle: { bytes: 2048, everyMs: 20 } });
    const { api, dir } = apiOnTempDb();
    await cancelAfter(api, 4096);
    const kept = await partialBytes(api, 'oracle_cards');
    expect(kept).toBeGreaterThanOrEqual(4096);
    expect(kept).toBeLessThan(BULK_FILE.length);

    await api.invoke('data.download.discard', {});
    expect(await partialBytes(api, 'oracle_cards')).toBe(0);
    expect(downloads(dir)).toEqual([]);

    await cancelAfter(api, 4096);
    const resumedFrom = statSync(join(dir, 'downloads', 'scryfall-oracle-cards.part')).size;
    const result = await api.invoke('data.download', {});
    expect(result.resumedFrom).toBe(resumedFrom);
    expect(readFileSync(result.file)).toEqual(BULK_FILE);
  });

  it('searches answer while a download runs', async () => {
    await servers({ throttle: { bytes: 1024, everyMs: 20 } });
    const { api, db } = apiOnTempDb();
    ensureBundledData(db);
    let finished = false;
    const download = api.invoke('data.download', {}).then((r) => {
      finished = true;
      return r;
    });
    const found = await api.invoke('cards.search', { query: 't:forest' });
    expect(found.total).toBeGreaterThan(0);
    expect(finished).toBe(false);
    expect(readFileSync((await download).file)).toEqual(BULK_FILE);
  });

  it('names the saved file itself: a server date made of path parts writes nothing outside downloads/', async () => {
    await servers({ entry: { updated_at: '../../../escaped/x' } });
    const { api, dir } = apiOnTempDb();
    const result = await api.invoke('data.download', {});
    expect(result.file).toMatch(/[\\/]downloads[\\/]scryfall-oracle-cards-\d{4}-\d{2}-\d{2}\.json$/);
    expect(readdirSync(join(dir, 'downloads'))).toEqual([basename(result.file)]);
    expect(existsSync(join(dir, 'escaped'))).toBe(false);
  });

  it('refuses a bulk entry whose download is not an http(s) URL, saving nothing', async () => {
    await servers({ entry: { download_uri: 'file:///etc/passwd' } });
    const { api, dir } = apiOnTempDb();
    await expect(api.invoke('data.download', {})).rejects.toMatchObject({
      code: 'bad-file',
      message: stringContaining('download_uri'),
    });
    expect(existsSync(join(dir, 'downloads'))).toBe(false);
  });

  it('asks only for the sources it knows', async () => {
    const { api } = apiOnTempDb();
    await expect(api.invoke('data.download', { kind: 'everything' as never })).rejects.toMatchObject({
      code: 'invalid-input',
    });
  });
});

describe('data.sources', () => {
  it("lists every source with the size and date Scryfall's list and MTGJSON's answer give", async () => {
    await servers();
    const { api } = apiOnTempDb();
    const sources = await api.invoke('data.sources', {});
    expect(sources.map((s) => s.id)).toEqual(SOURCE_IDS);
    expect(sources.filter((s) => s.recommended).map((s) => s.id)).toEqual(['default_cards']);
    for (const s of sources.filter((x) => x.provider === 'scryfall')) {
      expect(s).toMatchObject({ host: 'scryfall.com', downloadBytes: BULK_FILE.length, problem: null });
      expect(s.updatedAt).toBe(BULK_ENTRY.updated_at);
    }
    expect(sources.find((s) => s.id === 'mtgjson-allprintings')).toMatchObject({
      host: 'mtgjson.com',
      downloadBytes: ALL_PRINTINGS_GZ.length,
      updatedAt: '2022-04-25T09:00:00.000Z',
      partialBytes: 0,
      problem: null,
    });
  });

  it('without a network each source says why, and none is left out', async () => {
    setEnv('DECKLAB_SCRYFALL_API', 'http://127.0.0.1:9');
    setEnv('DECKLAB_MTGJSON_API', 'http://127.0.0.1:9/api/v5');
    const { api } = apiOnTempDb();
    const sources = await api.invoke('data.sources', {});
    expect(sources).toHaveLength(SOURCE_IDS.length);
    for (const s of sources) expect(s.problem).toMatchObject({ code: 'not-found', reason: 'download.no-network' });
  });
});

describe('nothing leaves the machine before the user asks', () => {
  it('a fresh API and data.status make no request; data.status says the cards are only the bundled set', async () => {
    const standIn = await servers();
    const { api, db } = apiOnTempDb();
    const bundled = ensureBundledData(db);
    const status = await api.invoke('data.status', {});
    expect(status.bundledOnly).toBe(true);
    expect(status.cards.mtg + status.cards.dm).toBe(bundled?.cards);
    expect(standIn.requests).toEqual([]);

    const file = await api.invoke('data.download', {});
    await api.invoke('data.import', { files: [file.file] });
    expect((await api.invoke('data.status', {})).bundledOnly).toBe(false);
  });

  it('an empty database is not "only the bundled set"', async () => {
    const { api } = apiOnTempDb();
    expect((await api.invoke('data.status', {})).bundledOnly).toBe(false);
  });
});
