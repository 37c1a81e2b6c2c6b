// The simulation and advice workers never detach an ArrayBuffer (electron/workers/serve-jobs.ts): after a detach, V8
// checks every typed array access of that thread for it, and every later game of a pooled worker pays for it.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

describe('worker threads', () => {
  it('play a simulation and an advice run of several jobs without invalidating V8 ArrayBufferDetaching protector', () => {
    const out = execFileSync(
      process.execPath,
      ['--import', './bin/typescript-cache.js', 'test/worker-detach-child.ts'],
      { cwd: root, encoding: 'utf8' },
    );
    expect(out).toContain('played');
    expect(out).not.toContain('ArrayBufferDetaching');
  }, 60_000);
});
