#!/usr/bin/env node
// Runs the TypeScript CLI directly (Node >= 22.18 strips types); npx puts the project's Node 22 first on PATH.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  process.stderr.write(
    `decklab needs Node 22.18 or newer to run its TypeScript, and this is Node ${process.versions.node}: ` +
      "run it as `npx decklab …` in the Decklab folder, which uses the project's own Node 22.\n",
  );
  process.exit(1);
}
await import('./typescript-cache.js');

const { runCli } = await import('../electron/cli/main.ts');
const code = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
process.exitCode = code;
