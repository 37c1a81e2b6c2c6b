// `npm run bench`: runs every bench/*.ts (each exports `run()` and prints its own figures).
// Figures are ratios within one run on this machine; they are reported, never asserted.
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dir = resolve(import.meta.dirname, '../bench');
const only = process.argv.slice(2);
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.ts'))
  .sort()) {
  const name = file.replace(/\.ts$/, '');
  if (only.length && !only.includes(name)) continue;
  console.log(`\n## ${name}`);
  const mod = (await import(join(dir, file))) as { run: () => Promise<void> | void };
  await mod.run();
}
