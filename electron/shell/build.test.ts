// @vitest-environment node
// The Electron bundles as `npm start` and `npm run dist` ship them (scripts/build-electron.ts), checked
// without Electron: the sandboxed preload needs nothing but 'electron', main and the workers need only what
// the packager ships, and the bundled API worker answers the real API like its source, starting the bundled
// import and simulation workers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { buildElectron } from '../../scripts/build-electron.ts';
import { createApiHost } from './api-host.ts';
import { createTransportServer } from './transport.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

const ROOT = resolve(import.meta.dirname, '../..');
// Inside the repository, so the bundles resolve node_modules as they do from dist-electron/.
const OUT = join(ROOT, 'node_modules/.cache/decklab-build-test');
const PACKAGE = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/** Modules a bundle loads: require("x") in CommonJS, import … from "x" in ES modules. */
const requiresOf = (file: string) =>
  [
    ...readFileSync(join(OUT, file), 'utf8').matchAll(
      /require\("([^"]+)"\)|^import\s[^;]*?from\s"([^"]+)"|^import\s"([^"]+)"/gm,
    ),
  ].map((m) => m[1] ?? m[2] ?? m[3]);
const isBuiltin = (id: string) => id.startsWith('node:') || builtinModules.includes(id);

beforeAll(async () => {
  await buildElectron(OUT);
}, 120_000);
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

describe('Electron bundles', () => {
  it('leaves the sandboxed preload requiring nothing but electron', () => {
    expect(requiresOf('preload.cjs')).toEqual(['electron']);
  });

  it('leaves main and every worker loading only Node, electron, their own chunks and shipped dependencies', () => {
    for (const file of ['main.cjs', 'api-worker.mjs', 'sim-worker.mjs', 'read-worker.mjs']) {
      expect(requiresOf(file).length, file).toBeGreaterThan(0);
      const foreign = requiresOf(file).filter(
        (id) =>
          !isBuiltin(id) && id !== 'electron' && !id.startsWith('./') && !(id.split('/')[0] in PACKAGE.dependencies),
      );
      expect(foreign, file).toEqual([]);
    }
  });

  it('runs the bundled API worker on a real database, errors keeping their codes, with the bundled import and simulation workers', async () => {
    const tmp = tempDir();
    const host = createApiHost({
      dbPath: join(tmp.dir, 'decklab.sqlite'),
      workerFile: join(OUT, 'api-worker.mjs'),
      bundledDir: null,
    });
    try {
      await host.ready;
      const server = createTransportServer(host);
      expect(await server.handle('cards.get', { name: 'No Such Card' })).toMatchObject({
        ok: false,
        error: { code: 'not-found' },
      });
      expect(await server.handle('decks.list', {})).toEqual({ ok: true, value: [] });

      // A simulation big enough to start worker threads runs the bundled sim-worker.cjs the URL was rewritten to.
      await host.invoke('data.import', { files: [sharedPath('mtgjson/sets/M21.json')] });
      const creatures = (await host.invoke('cards.search', { query: 'c=w t:creature mv<=3', limit: 9 })).cards;
      const plains = (await host.invoke('cards.search', { query: '!Plains', limit: 1 })).cards[0];
      const deck = {
        game: 'mtg' as const,
        name: 'White weenie',
        boards: {
          main: [
            ...creatures.map((c) => ({ name: c.name, cardId: c.id, count: 4 })),
            { name: plains.name, cardId: plains.id, count: 24 },
          ],
        },
      };
      const report = await host.invoke('sim.run', { deck, games: 20_000, seed: 7, sides: ['play'], workers: 2 });
      expect(report.games).toBe(20_000);
      expect(report.sides.play?.games).toBe(20_000);
      // The advisor's sweep runs the bundled advice-worker the same way.
      const advice = await host.invoke('advice.run', {
        deck,
        lands: [23, 25],
        games: 9_000,
        sides: ['play'],
        workers: 2,
      });
      expect(advice.lands?.sweep.map((r) => r.lands)).toEqual([23, 24, 25]);
    } finally {
      await host.close();
      tmp.cleanup();
    }
  });
});
