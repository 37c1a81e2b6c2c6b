// @vitest-environment node
// data.download against a local stand-in for api.scryfall.com serving Scryfall's real bulk-data entry and
// real card objects; the file it saves then goes through the real importer.
import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { openDatabase } from '../../db/open.ts';
import { createApi } from '../api/index.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

const BULK_ENTRY = JSON.parse(readFileSync(sharedPath('scryfall/bulk-data-object-oracle_cards-2023-07-11.json'), 'utf8'));
const CARDS_FILE = readFileSync(sharedPath('scryfall/scooze/default_cards.json'));
const CARDS_IN_FILE = new Set((JSON.parse(CARDS_FILE.toString('utf8')) as { oracle_id?: string }[]).map((c) => c.oracle_id).filter(Boolean)).size;

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => { for (const c of cleanups.splice(0).reverse()) await c(); });

async function fakeScryfall(options: { breakAfter?: number } = {}): Promise<string> {
  const server: Server = createServer((req, res) => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (req.url === '/bulk-data') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ object: 'list', data: [{ ...BULK_ENTRY, download_uri: `${base}/oracle-cards.json` }] }));
    } else if (req.url === '/oracle-cards.json') {
      res.setHeader('content-length', String(CARDS_FILE.length));
      if (options.breakAfter) {
        res.flushHeaders();
        res.write(CARDS_FILE.subarray(0, options.breakAfter), () => setTimeout(() => res.destroy(), 50));
      } else res.end(CARDS_FILE);
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function apiOnTempDb() {
  const tmp = tempDir();
  const db = openDatabase(join(tmp.dir, 'decklab.sqlite'));
  cleanups.push(tmp.cleanup, () => { db.close(); });
  return { api: createApi({ db }), dir: tmp.dir };
}

function withScryfallAt(url: string) {
  const previous = process.env.DECKLAB_SCRYFALL_API;
  process.env.DECKLAB_SCRYFALL_API = url;
  cleanups.push(() => { if (previous === undefined) delete process.env.DECKLAB_SCRYFALL_API; else process.env.DECKLAB_SCRYFALL_API = previous; });
}

describe('data.download', () => {
  it('saves the bulk file the /bulk-data list names, with progress, and data.import reads it', async () => {
    withScryfallAt(await fakeScryfall());
    const { api, dir } = apiOnTempDb();
    const progress: number[] = [];
    api.on((e) => { if (e.type === 'data.download.progress') progress.push(e.bytes as number); });
    const result = await api.invoke('data.download', {});
    expect(result.file).toBe(join(dir, 'downloads', 'scryfall-oracle-cards-2023-07-11.json'));
    expect(readFileSync(result.file)).toEqual(CARDS_FILE);
    expect(progress.at(-1)).toBe(CARDS_FILE.length);
    const summary = await api.invoke('data.import', { files: [result.file] });
    expect(summary.cards).toBe(CARDS_IN_FILE);
  });

  it('says there is no network when Scryfall cannot be reached', async () => {
    withScryfallAt('http://127.0.0.1:9');
    const { api } = apiOnTempDb();
    await expect(api.invoke('data.download', { kind: 'oracle_cards' })).rejects.toMatchObject({ code: 'not-found', message: expect.stringContaining('no network') });
  });

  it('keeps no partial file when the connection breaks off', async () => {
    withScryfallAt(await fakeScryfall({ breakAfter: 1000 }));
    const { api, dir } = apiOnTempDb();
    await expect(api.invoke('data.download', {})).rejects.toMatchObject({ code: 'bad-file' });
    expect(existsSync(join(dir, 'downloads')) ? readdirSync(join(dir, 'downloads')) : []).toEqual([]);
  });

  it('asks only for the kinds Scryfall publishes', async () => {
    const { api } = apiOnTempDb();
    await expect(api.invoke('data.download', { kind: 'everything' as never })).rejects.toMatchObject({ code: 'invalid-input' });
  });
});
