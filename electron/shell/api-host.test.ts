// @vitest-environment node
// The app's API host: the real handler map on worker threads over a real SQLite file.
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { createApiHost, type ApiHost } from './api-host.ts';
import { createTransportServer } from './transport.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';
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
    expect(unknown).toMatchObject({ ok: false, error: { code: 'not-found', message: 'unknown operation "cards.nope"' } });
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

  it('runs a card data import in a worker of its own: reads meanwhile are answered at once from the previous data', async () => {
    const host = startHost();
    await host.ready;
    const files = ['M21', 'ZNR', 'KHM'].map((set) => sharedPath('mtgjson/sets', `${set}.json`));
    const firstProgress = new Promise<void>((resolve) => host.on((e) => { if (e.type === 'data.import.progress') resolve(); }));
    const started = performance.now();
    const importing = host.invoke('data.import', { files });
    await firstProgress;
    const during = await host.invoke('data.status', {});
    const answeredAfter = performance.now() - started;
    const summary = await importing;
    const importTook = performance.now() - started;
    expect(during.cards.mtg).toBe(0);
    expect(answeredAfter).toBeLessThan(importTook);
    expect((await host.invoke('data.status', {})).cards.mtg).toBe(summary.cards);
  });

  it('cancels a running import by its request id: the transport aborts it in its worker and nothing is written', async () => {
    const host = startHost();
    await host.ready;
    const server = createTransportServer(host);
    const files = ['M21', 'ZNR', 'KHM', 'STX'].map((set) => sharedPath('mtgjson/sets', `${set}.json`));
    host.on((e) => { if (e.type === 'data.import.progress') void server.handle('transport.cancel', { requestId: 'import-1' }); });
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
