// Runs the `decklab` command in-process as a user would, capturing what it prints and its exit code.
import { afterAll, beforeAll } from 'vitest';
import { runCli } from '../electron/cli/main.ts';
import { buildDeckTestDb } from './deck-cards-db.ts';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export async function captureCli(args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(
    args,
    {
      stdout: (t) => {
        stdout += t;
      },
      stderr: (t) => {
        stderr += t;
      },
    },
    env,
  );
  return { code, stdout, stderr };
}

/**
 * `decklab` against a database of the real cards of `sets` (test/deck-cards-db.ts), built before the calling test
 * file's tests and removed after them.
 */
export function deckDbCli(
  sets: readonly string[],
  options?: Parameters<typeof buildDeckTestDb>[1],
): {
  decklab: (...args: string[]) => Promise<CliRun>;
  readonly file: string;
} {
  let built: ReturnType<typeof buildDeckTestDb> | undefined;
  beforeAll(() => {
    built = buildDeckTestDb(sets, options);
    built.db.close();
  });
  afterAll(() => built?.cleanup());
  return {
    decklab: (...args) => captureCli([...args, '--db', built!.file]),
    get file() {
      return built!.file;
    },
  };
}
