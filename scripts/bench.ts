// `npm run bench`: runs every bench/*.ts (each exports `run()` and prints its own figures), each in a child process.
// Figures are ratios within one run on this machine; they are reported, never asserted.
//
// A child loads every module, its workers' too, from bin/typescript-cache.js's cache, filled here first, so it strips
// no types: Node strips them with WebAssembly, whose memory growth detaches an ArrayBuffer, and from then on V8
// checks every typed array access of that thread for detachment (docs/performance.md). The app's bundled code strips
// none, so a bench measures what the app runs.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cacheTypeScriptIn } from '../bin/typescript-cache.js';

const root = resolve(import.meta.dirname, '..');
const SOURCE_DIRS = ['bench', 'db', 'electron', 'engine', 'protocol', 'test'];
const cacheHooks = pathToFileURL(join(root, 'bin/typescript-cache.js')).href;

cacheTypeScriptIn(SOURCE_DIRS.map((dir) => join(root, dir)));

const only = process.argv.slice(2);
for (const file of readdirSync(join(root, 'bench'))
  .filter((f) => f.endsWith('.ts'))
  .sort()) {
  const name = file.replace(/\.ts$/, '');
  if (only.length && !only.includes(name)) continue;
  console.log(`\n## ${name}`);
  const url = pathToFileURL(join(root, 'bench', file)).href;
  const child = spawnSync(
    process.execPath,
    ['--import', cacheHooks, '-e', `import(${JSON.stringify(url)}).then((bench) => bench.run());`],
    { stdio: 'inherit' },
  );
  if (child.status !== 0) {
    console.error(`bench ${name} failed (exit ${child.status ?? child.signal})`);
    process.exit(1);
  }
}
