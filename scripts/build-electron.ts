// Bundles the Electron side into dist-electron/ (package.json "main": dist-electron/main.cjs):
// - main.ts as CommonJS, with npm dependencies left to node_modules (the packager copies `dependencies`,
//   and better-sqlite3's native addon cannot be bundled);
// - every worker_threads module our code starts (`new URL('./x.ts', import.meta.url)`) as an ES module
//   dist-electron/x.mjs, found transitively (the API worker starts the import and simulation workers);
//   ES modules because workers may await at top level, which CommonJS cannot;
// - the preload as one self-contained CommonJS file: a sandboxed preload may require nothing but 'electron'.
import { builtinModules } from 'node:module';
import { basename, dirname, resolve } from 'node:path';
import { build, type InlineConfig, type Plugin } from 'vite';

const root = resolve(import.meta.dirname, '..');
export const DEFAULT_OUT_DIR = resolve(root, 'dist-electron');
const NODE_BUILTINS = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

export const ELECTRON_ENTRIES = {
  main: { main: 'electron/main.ts' },
  sandboxed: { preload: 'electron/preload.ts' },
} as const;

/** `new URL('./x-worker.ts', import.meta.url)`: how our code names a worker_threads module beside it. */
const WORKER_URL = /new URL\((['"])(\.{1,2}\/[^'"]+\.ts)\1,\s*import\.meta\.url\)/g;

/**
 * Rewrites each worker URL to the worker's bundle (the .ts source is not shipped) and records the worker's
 * source in `found` (output name → file), for the next round of builds.
 */
export function workerEntries(found: Map<string, string>): Plugin {
  return {
    name: 'decklab-worker-entries',
    transform(code, id) {
      if (!id.endsWith('.ts') || !code.includes('import.meta.url')) return null;
      let changed = false;
      const rewritten = code.replace(WORKER_URL, (_whole, _quote, relativePath: string) => {
        changed = true;
        const name = basename(relativePath, '.ts');
        found.set(name, resolve(dirname(id), relativePath));
        return `new URL('./${name}.mjs', import.meta.url)`;
      });
      return changed ? { code: rewritten, map: null } : null;
    },
  };
}

type Format = 'cjs' | 'es';

function bundle(
  input: Record<string, string>,
  outDir: string,
  format: Format,
  options: { bundleDependencies: boolean; emptyOutDir: boolean; workers: Map<string, string> },
): InlineConfig {
  const ext = format === 'cjs' ? 'cjs' : 'mjs';
  return {
    root,
    configFile: false,
    logLevel: 'warn',
    ssr: options.bundleDependencies ? { noExternal: true } : undefined,
    plugins: [workerEntries(options.workers)],
    build: {
      ssr: true,
      outDir,
      emptyOutDir: options.emptyOutDir,
      target: 'node22',
      minify: false,
      sourcemap: true,
      rollupOptions: {
        input: Object.fromEntries(Object.entries(input).map(([name, file]) => [name, resolve(root, file)])),
        external: ['electron', ...NODE_BUILTINS],
        // Chunks sit beside the entries: a worker URL ('./x.mjs') in a lazily loaded chunk then names the worker.
        output: { format, entryFileNames: `[name].${ext}`, chunkFileNames: `[name]-[hash].${ext}` },
      },
    },
  };
}

export async function buildElectron(outDir = DEFAULT_OUT_DIR): Promise<void> {
  const workers = new Map<string, string>();
  await build(bundle(ELECTRON_ENTRIES.main, outDir, 'cjs', { bundleDependencies: false, emptyOutDir: true, workers }));
  const built = new Set<string>();
  for (
    let pending = [...workers.keys()];
    pending.length;
    pending = [...workers.keys()].filter((name) => !built.has(name))
  ) {
    for (const name of pending) built.add(name);
    const input = Object.fromEntries(pending.map((name) => [name, workers.get(name)!]));
    await build(bundle(input, outDir, 'es', { bundleDependencies: false, emptyOutDir: false, workers }));
  }
  await build(
    bundle(ELECTRON_ENTRIES.sandboxed, outDir, 'cjs', { bundleDependencies: true, emptyOutDir: false, workers }),
  );
}

if (import.meta.main) {
  await buildElectron();
  console.log(`electron bundles written to ${DEFAULT_OUT_DIR}`);
}
