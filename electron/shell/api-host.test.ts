// @vitest-environment node
// The app's API host: the real handler map on worker threads over a real SQLite file.
import { afterEach, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApiHost, type ApiHost } from './api-host.ts';
import { createTransportServer } from './transport.ts';
import { HOST_MESSAGE } from './worker-messages.ts';
import { cardDataFile, openDatabase } from '../../db/open.ts';
import { importCardFilesSync } from '../../db/import/import.ts';
import { makeReadOnly, makeWritable } from '../../test/read-only-file.ts';
import { createApi } from '../api/index.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';
import { stringContaining } from '../../test/matchers.ts';
import { BUNDLED_DIR } from '../../db/import/bundled.ts';

const WORKER = new URL('./api-worker.ts', import.meta.url);
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function startHost(dbPath?: string, bundledDir: string | null = null): ApiHost {
  const tmp = tempDir();
  const host = createApiHost({ dbPath: dbPath ?? join(tmp.dir, 'decklab.sqlite'), workerFile: WORKER, bundledDir });
  cleanups.push(tmp.cleanup, () => host.close());
  return host;
}

describe('API host (worker threads)', () => {
  it('answers the handler map from its worker, keeping the error code across the thread boundary', async () => {
    const host = startHost();
    await host.ready;
    const server = createTransportServer(host);
    const missing = await server.handle('cards.get', { name: 'No Such Card Anywhere' });
    expect(missing).toMatchObject({ ok: false, error: { code: 'not-found' } });
    const invalid = await server.handle('cards.get', {});
    expect(invalid).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    expect((invalid as { error: { details: unknown[] } }).error.details.length).toBeGreaterThan(0);
    const unknown = await server.handle('cards.nope', {});
    expect(unknown).toMatchObject({
      ok: false,
      error: { code: 'not-found', message: 'unknown operation "cards.nope"' },
    });
  });

  it('forwards the error data as the handler made it: code, message, params and details arrive unchanged', async () => {
    const tmp = tempDir();
    const db = openDatabase(join(tmp.dir, 'direct.sqlite'));
    cleanups.push(tmp.cleanup, () => {
      db.close();
    });
    const direct = createTransportServer(createApi({ db }));
    const host = startHost();
    await host.ready;
    const viaWorker = createTransportServer(host);
    const calls: [string, unknown][] = [
      ['cards.nope', {}],
      ['constructor', {}],
      ['cards.get', {}],
      ['cards.get', { name: 'No Such Card Anywhere' }],
      ['cards.search', { query: 'mv>>3' }],
      ['decks.get', { id: 987654 }],
    ];
    for (const [name, input] of calls) {
      const expected = await direct.handle(name, input);
      expect(expected.ok, name).toBe(false);
      expect(await viaWorker.handle(name, input), name).toEqual(expected);
    }
  });

  it('stops a worker that sends a message of an unknown shape: the call fails as internal instead of hanging', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const rogue = join(tmp.dir, 'rogue-worker.mjs');
    writeFileSync(
      rogue,
      `import { parentPort } from 'node:worker_threads';\nparentPort.postMessage({ kind: 'result', id: 1, envelope: { ok: 'yes' } });\n`,
    );
    const host = createApiHost({
      dbPath: join(tmp.dir, 'decklab.sqlite'),
      workerFile: pathToFileURL(rogue),
      bundledDir: null,
    });
    cleanups.push(() => host.close());
    await expect(host.ready).rejects.toMatchObject({ code: 'internal', message: stringContaining('unknown shape') });
    await expect(host.invoke('data.status', {})).rejects.toMatchObject({ code: 'internal' });
  });

  it('lets the worker act only on host messages of a known shape', () => {
    expect(HOST_MESSAGE.safeParse({ kind: 'invoke', id: '1', name: 'cards.get', input: { name: 'Opt' } }).success).toBe(
      true,
    );
    for (const message of [
      { kind: 'invoke', id: '1', name: 5, input: {} },
      { kind: 'invoke', id: 1, name: 'cards.get' },
      { kind: 'cancel' },
      { kind: 'eval', code: '1' },
      null,
    ]) {
      expect(HOST_MESSAGE.safeParse(message).success, JSON.stringify(message)).toBe(false);
    }
  });

  it('loads the bundled card data on first start, so a new database already finds the basic lands', async () => {
    const host = startHost(undefined, BUNDLED_DIR);
    await host.ready;
    const status = await host.invoke('data.status', {});
    expect(status.cards.mtg).toBeGreaterThan(0);
    expect(status.cards.dm).toBeGreaterThan(0);
    for (const basic of ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']) {
      expect((await host.invoke('cards.get', { name: basic })).faces[0].supertypes, basic).toContain('Basic');
    }
  });

  it('opens a database whose files cannot be written read-only: searches and decks are read, a save is refused with one sentence', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const file = join(tmp.dir, 'locked.sqlite');
    const made = openDatabase(file);
    importCardFilesSync(made, [sharedPath('mtgjson/sets/M21.json')]);
    made.pragma('wal_checkpoint(TRUNCATE)');
    made.close();
    const files = [file, cardDataFile(file)];
    files.forEach(makeReadOnly);
    cleanups.push(() => files.forEach(makeWritable));
    const host = startHost(file);
    await host.ready;
    expect((await host.invoke('cards.search', { query: 't:basic' })).total).toBeGreaterThan(0);
    expect(await host.invoke('decks.list', {})).toEqual([]);
    const save = host.invoke('decks.save', {
      deck: { game: 'mtg', name: 'Forests', boards: { main: [{ name: 'Forest', count: 60 }] } },
    });
    await expect(save).rejects.toMatchObject({
      code: 'conflict',
      message: `${file} is read-only: Decklab can search and read it but not save to it (it has no automatic backup)`,
    });
  });

  it('runs a card data import in a worker of its own: reads meanwhile are answered at once from the previous data', async () => {
    const host = startHost();
    await host.ready;
    const files = ['M21', 'ZNR', 'KHM'].map((set) => sharedPath('mtgjson/sets', `${set}.json`));
    // The order things happen in, not wall-clock limits: a loaded machine slows everything alike.
    const timeline: string[] = [];
    const firstProgress = new Promise<void>((resolve) =>
      host.on((e) => {
        if (e.type !== 'data.import.progress') return;
        timeline.push('progress');
        resolve();
      }),
    );
    const importing = host.invoke('data.import', { files }).then((summary) => {
      timeline.push('import done');
      return summary;
    });
    await firstProgress;
    const during = await host.invoke('data.status', {});
    timeline.push('read answered');
    const summary = await importing;
    // The import was still reading files after the read came back: the read did not wait for it.
    const answered = timeline.indexOf('read answered');
    expect(timeline.slice(answered + 1), timeline.join(', ')).toContain('progress');
    expect(during.cards.mtg).toBe(0);
    expect((await host.invoke('data.status', {})).cards.mtg).toBe(summary.cards);
  });

  it('cancels a running import by its request id: the transport aborts it in its worker and nothing is written', async () => {
    const host = startHost();
    await host.ready;
    const server = createTransportServer(host);
    const files = ['M21', 'ZNR', 'KHM', 'STX'].map((set) => sharedPath('mtgjson/sets', `${set}.json`));
    host.on((e) => {
      if (e.type === 'data.import.progress') void server.handle('transport.cancel', { requestId: 'import-1' });
    });
    const result = await server.handle('data.import', { files }, 'import-1');
    expect(result).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect((await host.invoke('data.status', {})).cards.mtg).toBe(0);
  });

  it('reports a database it cannot open as an internal error on every call, instead of hanging', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const host = startHost(tmp.dir); // a folder is not a database file
    await expect(host.ready).rejects.toThrow();
    const server = createTransportServer(host);
    const result = await server.handle('cards.get', { name: 'Opt' });
    expect(result).toMatchObject({ ok: false, error: { code: 'internal' } });
  });
});
