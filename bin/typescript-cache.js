// Node strips the types of every TypeScript module it loads, on every start: most of `decklab`'s start-up
// (docs/performance.md). These hooks keep each module's stripped text under node_modules/.cache by the hash of
// its source, so a start strips only what changed since the last one; V8's compile cache beside it keeps each
// module's compiled code, checked against its source by Node, so a start does not parse it again either.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { enableCompileCache, registerHooks, stripTypeScriptTypes } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';

const CACHE = fileURLToPath(new URL('../node_modules/.cache/decklab-typescript/', import.meta.url));

/** Runs `strip` without the one-time notice that stripTypeScriptTypes is experimental (it would reach the CLI's stderr). */
function withoutExperimentalWarning(strip) {
  const emitWarning = process.emitWarning;
  process.emitWarning = () => {};
  try {
    return strip();
  } finally {
    process.emitWarning = emitWarning;
  }
}

/** The module's JavaScript: from the cache, or stripped now and stored (a cache that cannot be written is skipped). */
function strippedSource(file) {
  const source = readFileSync(file, 'utf8');
  const key = createHash('sha1').update(process.version).update('\0').update(source).digest('hex');
  const cached = join(CACHE, `${key}.js`);
  try {
    return readFileSync(cached, 'utf8');
  } catch {
    const code = withoutExperimentalWarning(() => stripTypeScriptTypes(source));
    try {
      mkdirSync(CACHE, { recursive: true });
      const partial = `${cached}.${process.pid}-${threadId}`;
      writeFileSync(partial, code);
      renameSync(partial, cached);
    } catch {
      // Read-only install: strip again next time.
    }
    return code;
  }
}

/**
 * Puts every `.ts` file below the given folders in the cache, so that a process started afterwards with these hooks
 * strips nothing (stripping grows WebAssembly memory, which detaches an ArrayBuffer: see scripts/bench.ts).
 */
export function cacheTypeScriptIn(dirs) {
  for (const dir of dirs)
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }))
      if (file.endsWith('.ts')) strippedSource(join(dir, file));
}

enableCompileCache(fileURLToPath(new URL('../node_modules/.cache/decklab-v8/', import.meta.url)));

registerHooks({
  load(url, context, nextLoad) {
    // Node itself refuses to strip types under node_modules: those are left to it.
    if (!url.startsWith('file:') || !url.endsWith('.ts') || url.includes('/node_modules/'))
      return nextLoad(url, context);
    return { format: 'module', source: strippedSource(fileURLToPath(url)), shortCircuit: true };
  },
});
