// @vitest-environment node
// The shipped app's Electron fuses (build/electron-builder.json), checked against the option names the
// installed electron-builder's own schema defines, so a misspelt fuse fails here rather than being ignored.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const readJson = (path: string): unknown => JSON.parse(readFileSync(resolve(ROOT, path), 'utf8'));
const CONFIG = readJson('build/electron-builder.json') as { asar?: boolean; electronFuses?: Record<string, boolean> };
const SCHEMA = readJson('node_modules/app-builder-lib/scheme.json') as {
  definitions: Record<string, { properties: Record<string, unknown> }>;
};

describe('Electron fuses of the packaged app', () => {
  it('names only fuses electron-builder knows', () => {
    const known = Object.keys(SCHEMA.definitions.FuseOptionsV1.properties);
    expect(Object.keys(CONFIG.electronFuses ?? {}).filter((fuse) => !known.includes(fuse))).toEqual([]);
  });

  it('runs no Node from the binary: no ELECTRON_RUN_AS_NODE, no NODE_OPTIONS, no --inspect arguments', () => {
    expect(CONFIG.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
    });
  });

  it('loads the app only from its ASAR archive, checked against the hash packed into the binary', () => {
    expect(CONFIG.asar).toBe(true);
    expect(CONFIG.electronFuses).toMatchObject({
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
    });
  });

  it('gives file:// no extra privileges (the app is served from its own scheme)', () => {
    expect(CONFIG.electronFuses).toMatchObject({ grantFileProtocolExtraPrivileges: false });
  });
});
