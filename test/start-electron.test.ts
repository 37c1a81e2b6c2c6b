// @vitest-environment node
// `npm start` when Electron's binary cannot be downloaded: electron's own install.js really runs, against a
// mirror that refuses the connection or answers 404, in a copy of the electron package without its binary.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { ELECTRON_DIR, ensureElectron } from '../scripts/start-electron.ts';
import { tempDir } from './shared-data.ts';

// Inside node_modules, so install.js finds @electron/get as it does from node_modules/electron.
const COPY = resolve(import.meta.dirname, '../node_modules/.cache/decklab-start-test/electron');
const VERSION = (JSON.parse(readFileSync(join(ELECTRON_DIR, 'package.json'), 'utf8')) as { version: string }).version;
const saved = { ...process.env };
let cache: ReturnType<typeof tempDir>;

beforeEach(() => {
  rmSync(COPY, { recursive: true, force: true });
  mkdirSync(COPY, { recursive: true });
  for (const file of ['package.json', 'install.js', 'checksums.json'])
    copyFileSync(join(ELECTRON_DIR, file), join(COPY, file));
  cache = tempDir();
  process.env.electron_config_cache = cache.dir;
});
afterEach(() => {
  process.env = { ...saved };
  cache.cleanup();
  rmSync(resolve(COPY, '..'), { recursive: true, force: true });
});

function expectOneSentence(message: string) {
  expect(message.split('\n')).toHaveLength(1);
  expect(message).toMatch(/^Decklab could not download Electron .*\.$/);
  expect(message).toContain(VERSION);
  expect(message).toContain('`npm start`');
  expect(message).toContain('ELECTRON_MIRROR');
  expect(message).not.toMatch(/\bat .*\.js:\d+/);
}

describe("npm start without Electron's binary", () => {
  it('says in one sentence that the download failed and what to do, when the connection is refused', async () => {
    process.env.ELECTRON_MIRROR = 'http://127.0.0.1:9/';
    const result = await ensureElectron(COPY);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expectOneSentence(result.message);
      expect(result.message).toContain('fetch failed');
    }
    expect(existsSync(join(COPY, 'dist'))).toBe(false);
  });

  it('says so too when the mirror has no such file', async () => {
    const server = createServer((_req, res) => {
      res.statusCode = 404;
      res.end('not here');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      process.env.ELECTRON_MIRROR = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const result = await ensureElectron(COPY);
      expect(result.ok).toBe(false);
      if (!result.ok) expectOneSentence(result.message);
    } finally {
      server.close();
    }
  });

  it('runs the binary already there without downloading anything', async () => {
    process.env.ELECTRON_MIRROR = 'http://127.0.0.1:9/';
    mkdirSync(join(COPY, 'dist'));
    writeFileSync(join(COPY, 'dist', 'electron'), '');
    writeFileSync(join(COPY, 'path.txt'), 'electron');
    expect(await ensureElectron(COPY)).toEqual({ ok: true, path: join(COPY, 'dist', 'electron') });
  });
});
