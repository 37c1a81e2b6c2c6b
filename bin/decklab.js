#!/usr/bin/env node
// Runs the TypeScript CLI directly (Node >= 22.18 strips types); npx puts the project's Node 22 first on PATH.
import './typescript-cache.js';

const { runCli } = await import('../electron/cli/main.ts');
const code = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
process.exitCode = code;
