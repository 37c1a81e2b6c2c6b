// @vitest-environment node
// `node bin/decklab.js` run by a Node too old to strip types (this machine kind's own Node is 20,
// docs/platform-notes): one sentence saying what to run instead, not a SyntaxError from deep in a module.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const BIN = resolve(import.meta.dirname, '../bin/decklab.js');

/** The Node found first on the PATH without the project's node_modules/.bin, when it is older than 22.18. */
function olderSystemNode(): { path: string; version: string } | null {
  const path = (process.env.PATH ?? '')
    .split(':')
    .filter((dir) => !dir.includes('node_modules'))
    .join(':');
  const found = spawnSync('sh', ['-c', 'command -v node'], { env: { PATH: path }, encoding: 'utf8' }).stdout.trim();
  if (!found) return null;
  const version = spawnSync(found, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
  const [major, minor] = version.split('.').map(Number);
  return major < 22 || (major === 22 && minor < 18) ? { path: found, version } : null;
}

const old = olderSystemNode();

describe.skipIf(old === null)('decklab on an older Node', () => {
  it('says which Node it needs and to run it through npx, and exits with 1', () => {
    const run = spawnSync(old!.path, [BIN, 'decks', 'list'], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain(`this is Node ${old!.version}`);
    expect(run.stderr).toContain('Node 22.18 or newer');
    expect(run.stderr).toContain('`npx decklab …`');
    expect(run.stderr).not.toMatch(/SyntaxError|\bat .*\.js:\d+/);
  });
});

describe('decklab on the project Node', () => {
  it('runs the CLI', () => {
    const run = spawnSync(process.execPath, [BIN, '--version'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
