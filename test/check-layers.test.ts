import { describe, expect, it } from 'vitest';
import { checkFile, checkRepo, LAYER_RULES, layerOf } from '../scripts/check-layers.ts';
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

describe('the protocol layer (protocol/)', () => {
  it('is a layer of its own, not a folder inside electron/', () => {
    expect(layerOf('protocol/bridge.ts')).toBe('protocol');
    expect(LAYER_RULES.protocol.layers).toEqual(['engine']);
  });
  it('may be imported by the renderer and the shell', () => {
    expect(checkFile('renderer/lib/api.ts', `import type { InvokeName } from '../../protocol/bridge.ts';`)).toEqual([]);
    expect(checkFile('electron/preload.ts', `import { CHANNELS } from '../protocol/bridge.ts';`)).toEqual([]);
  });
  it('may not be imported by engine/ or db/', () => {
    expect(checkFile('engine/a.ts', `import { CHANNELS } from '../protocol/bridge.ts';`)).toHaveLength(1);
    expect(checkFile('db/a.ts', `import { CHANNELS } from '../protocol/bridge.ts';`)).toHaveLength(1);
  });
  it('must itself stay pure: no Node, no Electron, no db/, no packages', () => {
    expect(checkFile('protocol/bridge.ts', `import { ipcRenderer } from 'electron';`)).toHaveLength(1);
    expect(checkFile('protocol/bridge.ts', `import { join } from 'node:path';`)).toHaveLength(1);
    expect(checkFile('protocol/bridge.ts', `import { openDatabase } from '../db/open.ts';`)).toHaveLength(1);
    expect(checkFile('protocol/bridge.ts', `import { z } from 'zod';`)).toHaveLength(1);
  });
  it('keeps the renderer out of electron/ but for the API types', () => {
    expect(
      checkFile('renderer/lib/api.ts', `import { createApiHost } from '../../electron/shell/api-host.ts';`),
    ).toHaveLength(1);
  });
});
