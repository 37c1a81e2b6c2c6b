// Bundles the Electron side into dist-electron/ (package.json "main": dist-electron/main.cjs):
// main.ts and the API worker as CommonJS for Node, with npm dependencies left to node_modules (the
// packager copies `dependencies`, and better-sqlite3's native addon cannot be bundled); the preload
// as one self-contained file, because a sandboxed preload may require nothing but 'electron'.
import { builtinModules } from 'node:module';
import { basename, dirname, resolve } from 'node:path';
import { build, type InlineConfig, type Plugin } from 'vite';

const root = resolve(import.meta.dirname, '..');
export const DEFAULT_OUT_DIR = resolve(root, 'dist-electron');
const NODE_BUILTINS = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

/** Entry points by output name; each becomes dist-electron/<name>.cjs (worker modules join through workerEntries). */
export const ELECTRON_ENTRIES = {
  node: { main: 'electron/main.ts' },
  sandboxed: { preload: 'electron/preload.ts' },
} as const;

/** `new URL('./x-worker.ts', import.meta.url)`: how our code names a worker_threads module beside it. */
const WORKER_URL = /new URL\((['"])(\.{1,2}\/[^'"]+\.ts)\1,\s*import\.meta\.url\)/g;

/**
 * Worker modules are separate entry points: each `new URL('./…/name.ts', import.meta.url)` becomes its own
 * bundle, dist-electron/name.cjs, and the URL is rewritten to point at it (the .ts source is not shipped).
 */
export function workerEntries(): Plugin {
  return {
    name: 'decklab-worker-entries',
    transform(code, id) {
      if (!id.endsWith('.ts') || !code.includes('import.meta.url')) return null;
      let found = false;
      const rewritten = code.replace(WORKER_URL, (_whole, _quote, relativePath: string) => {
        found = true;
        const name = basename(relativePath, '.ts');
        this.emitFile({ type: 'chunk', id: resolve(dirname(id), relativePath), fileName: `${name}.cjs` });
        return `new URL('./${name}.cjs', import.meta.url)`;
      });
      return found ? { code: rewritten, map: null } : null;
    },
  };
}

function bundle(input: Record<string, string>, outDir: string, options: { bundleDependencies: boolean; emptyOutDir: boolean }): InlineConfig {
  return {
    root,
    configFile: false,
    logLevel: 'warn',
    ssr: options.bundleDependencies ? { noExternal: true } : undefined,
    plugins: [workerEntries()],
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
        output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: 'chunks/[name]-[hash].cjs' },
      },
    },
  };
}

export async function buildElectron(outDir = DEFAULT_OUT_DIR): Promise<void> {
  await build(bundle(ELECTRON_ENTRIES.node, outDir, { bundleDependencies: false, emptyOutDir: true }));
  await build(bundle(ELECTRON_ENTRIES.sandboxed, outDir, { bundleDependencies: true, emptyOutDir: false }));
}

if (import.meta.main) {
  await buildElectron();
  console.log(`electron bundles written to ${DEFAULT_OUT_DIR}`);
}
