// @vitest-environment node
// The Electron bundles as `npm start` and `npm run dist` ship them (scripts/build-electron.ts), checked
// without Electron: the sandboxed preload needs nothing but 'electron', main needs only what the packager
// ships, and the bundled API worker answers the real API like its source.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { buildElectron } from '../../scripts/build-electron.ts';
import { createApiHost } from './api-host.ts';
import { createTransportServer } from './transport.ts';
import { tempDir } from '../../test/shared-data.ts';

const ROOT = resolve(import.meta.dirname, '../..');
// Inside the repository, so the bundles resolve node_modules as they do from dist-electron/.
const OUT = join(ROOT, 'node_modules/.cache/decklab-build-test');
const PACKAGE = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

const requiresOf = (file: string) => [...readFileSync(join(OUT, file), 'utf8').matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]);
const isBuiltin = (id: string) => id.startsWith('node:') || builtinModules.includes(id);

beforeAll(async () => { await buildElectron(OUT); }, 120_000);
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

describe('Electron bundles', () => {
  it('leaves the sandboxed preload requiring nothing but electron', () => {
    expect(requiresOf('preload.cjs')).toEqual(['electron']);
  });

  it('leaves main and the API worker requiring only Node, electron, their own chunks and shipped dependencies', () => {
    for (const file of ['main.cjs', 'api-worker.cjs']) {
      const foreign = requiresOf(file).filter((id) => !isBuiltin(id) && id !== 'electron' && !id.startsWith('./') && !(id.split('/')[0] in PACKAGE.dependencies));
      expect(foreign, file).toEqual([]);
    }
  });

  it('runs the bundled API worker on a real database, errors keeping their codes', async () => {
    const tmp = tempDir();
    const host = createApiHost({ dbPath: join(tmp.dir, 'decklab.sqlite'), workerFile: join(OUT, 'api-worker.cjs'), bundledDir: null });
    try {
      await host.ready;
      const server = createTransportServer(host);
      expect(await server.handle('cards.get', { name: 'No Such Card' })).toMatchObject({ ok: false, error: { code: 'not-found' } });
      expect(await server.handle('decks.list', {})).toEqual({ ok: true, value: [] });
    } finally {
      await host.close();
      tmp.cleanup();
    }
  });
});
