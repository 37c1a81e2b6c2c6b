// Runs the `decklab` command in-process as a user would, capturing what it prints and its exit code.
import { runCli } from '../electron/cli/main.ts';

export interface CliRun { code: number; stdout: string; stderr: string }

export async function captureCli(args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; } }, env);
  return { code, stdout, stderr };
}
