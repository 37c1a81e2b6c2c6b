// A folder the user names is made, or refused at once with the folder named: never a command that spins. Node's
// recursive mkdir loops for ever under /proc, where the system answers ENOENT for a folder whose parent exists, so
// those cases run in a child process with a time limit.
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FolderError, makeFolder } from './make-folder.ts';
import { REPO_ROOT, sharedPath, tempDir } from '../../test/shared-data.ts';

const { dir, cleanup } = tempDir('decklab-folder-');
afterAll(cleanup);

const hasProc = existsSync('/proc/self');
const MODULE = join(REPO_ROOT, 'electron/shell/make-folder.ts');

/** Runs a script (an ES module) in a child Node, stopped after `timeout` ms. */
function runScript(script: string, timeout: number) {
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout });
}

describe('makeFolder', () => {
  it('makes a folder and its missing parents, and leaves an existing folder as it is', () => {
    const nested = join(dir, 'decks', 'Commander', '2026');
    makeFolder(nested);
    expect(statSync(nested).isDirectory()).toBe(true);
    expect(() => makeFolder(nested)).not.toThrow();
    expect(() => makeFolder(dir)).not.toThrow();
  });

  it('refuses a path through a file, naming the file', () => {
    const file = join(dir, 'a-file.txt');
    writeFileSync(file, 'x');
    const error = (() => {
      try {
        makeFolder(join(file, 'below'));
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(FolderError);
    expect(error).toMatchObject({
      code: 'ENOTDIR',
      folder: file,
      message: `cannot make the folder ${file}: ${file} is a file, not a folder`,
    });
  });

  it.skipIf(!hasProc)('Node recursive mkdir does not return under /proc (why makeFolder exists)', () => {
    const run = runScript(
      "import { mkdirSync } from 'node:fs'; mkdirSync('/proc/decklab-x/y', { recursive: true });",
      2000,
    );
    expect(run.error).toMatchObject({ code: 'ETIMEDOUT' });
  });

  it.skipIf(!hasProc)('a folder under /proc fails at once with ENOENT, naming the folder it could not make', () => {
    const run = runScript(
      `import { makeFolder } from ${JSON.stringify(MODULE)};
      try { makeFolder('/proc/decklab-x/y'); } catch (e) { console.log(JSON.stringify({ code: e.code, message: e.message })); }`,
      20_000,
    );
    expect(run.error).toBeUndefined();
    expect(JSON.parse(run.stdout)).toEqual({
      code: 'ENOENT',
      message: 'cannot make the folder /proc/decklab-x: the system has no place for it here',
    });
  });

  it.skipIf(!hasProc)('decklab with --db under /proc exits 2 at once, naming the missing folder', () => {
    const run = spawnSync(
      process.execPath,
      [
        join(REPO_ROOT, 'bin/decklab.js'),
        'import',
        sharedPath('scryfall/sets-2019/dgm.json'),
        '--db',
        '/proc/decklab-x/a.sqlite',
      ],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.error).toBeUndefined();
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      'decklab: /proc/decklab-x/a.sqlite cannot be opened: its folder /proc/decklab-x does not exist\n',
    );
  });
  it.skipIf(!hasProc)('decklab decks export with --dir under /proc exits 2 at once, naming the folder', () => {
    const decklab = (...args: string[]) =>
      spawnSync(process.execPath, [join(REPO_ROOT, 'bin/decklab.js'), ...args], { encoding: 'utf8', timeout: 60_000 });
    const db = join(dir, 'export.sqlite');
    const oko = sharedPath('decks/plain-taw/pw__eld__Oko, the Trickster.txt');
    expect(decklab('decks', 'import', oko, '--db', db).status).toBe(0);
    const run = decklab('decks', 'export', '--dir', '/proc/decklab-x', '--db', db);
    expect(run.error).toBeUndefined();
    expect(run.status).toBe(2);
    expect(run.stderr).toBe('decklab: cannot make the folder /proc/decklab-x: the system has no place for it here\n');
  });
});
