import { describe, expect, it } from 'vitest';
import { checkFile, checkRepo } from '../scripts/check-layers.ts';
import { resolve } from 'node:path';

describe('layer check (ARCHITECTURE §1)', () => {
  it('rejects node: modules, Electron and sqlite in engine/', () => {
    const src = `import { readFileSync } from 'node:fs';\nimport Database from 'better-sqlite3';\nimport { x } from 'fs';`;
    expect(checkFile('engine/cards/a.ts', src).map((v) => v.specifier)).toEqual(['node:fs', 'better-sqlite3', 'fs']);
  });
  it('rejects engine/ importing db/ and db/ importing electron/', () => {
    expect(checkFile('engine/a.ts', `import { openDb } from '../db/open.ts';`)).toHaveLength(1);
    expect(checkFile('db/a.ts', `import type { Api } from '../electron/api/types.ts';`)).toHaveLength(1);
    expect(checkFile('db/a.ts', `import { app } from 'electron';`)).toHaveLength(1);
  });
  it('lets renderer/ use engine/ and the API types but not db/', () => {
    expect(checkFile('renderer/lib/a.ts', `import { parseManaCost } from '../../engine/mtg/mana.ts';`)).toEqual([]);
    expect(checkFile('renderer/lib/a.ts', `import type { ApiMap } from '../../electron/api/types.ts';`)).toEqual([]);
    expect(checkFile('renderer/lib/a.ts', `import { openDb } from '../../db/open.ts';`)).toHaveLength(1);
  });
  it('lets tests in engine/ read files', () => {
    expect(checkFile('engine/a.test.ts', `import { readFileSync } from 'node:fs';`)).toEqual([]);
  });
  it('finds no violation in this repository', () => {
    expect(checkRepo(resolve(import.meta.dirname, '..'))).toEqual([]);
  });
});

describe('the shared protocol folder (electron/shell/shared/)', () => {
  it('may be imported by the renderer and the shell', () => {
    expect(checkFile('renderer/lib/api.ts', `import type { Channel } from '../../electron/shell/shared/protocol.ts';`)).toEqual([]);
    expect(checkFile('electron/preload.ts', `import { CHANNELS } from './shell/shared/protocol.ts';`)).toEqual([]);
  });
  it('must itself stay pure: no Node, no Electron, no db/', () => {
    expect(checkFile('electron/shell/shared/protocol.ts', `import { ipcRenderer } from 'electron';`)).toHaveLength(1);
    expect(checkFile('electron/shell/shared/protocol.ts', `import { join } from 'node:path';`)).toHaveLength(1);
    expect(checkFile('electron/shell/shared/protocol.ts', `import { openDatabase } from '../../../db/open.ts';`)).toHaveLength(1);
  });
  it('keeps the renderer out of the rest of electron/', () => {
    expect(checkFile('renderer/lib/api.ts', `import { createApiHost } from '../../electron/shell/api-host.ts';`)).toHaveLength(1);
  });
});
