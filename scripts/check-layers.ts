// Fails when an import points the wrong way (docs/ARCHITECTURE.md §1):
// renderer → protocol → engine, electron → db → engine, electron → protocol; engine/ and protocol/ are pure
// (no node:, DOM or Electron).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Layer = 'engine' | 'protocol' | 'db' | 'electron' | 'renderer';

/** A repo-relative file's layer: its top folder. */
export function layerOf(path: string): string {
  return path.split('/')[0];
}

interface LayerRule {
  /** Layers this one may import by relative path (itself always allowed). */
  layers: Layer[];
  /** Extra project paths allowed despite `layers` (prefix match, repo-relative). */
  allowPaths?: string[];
  /** Bare package specifiers that are forbidden (prefix match). */
  forbidPackages: string[];
  /** When set, only these bare packages may be imported. */
  onlyPackages?: string[];
}

/** The arrows of the architecture, as data. */
export const LAYER_RULES: Record<Layer, LayerRule> = {
  engine: {
    layers: [],
    forbidPackages: ['node:', 'electron', 'better-sqlite3'],
    // string-width: how many cells a name takes (East Asian wide characters two), for a registration sheet's boxes.
    onlyPackages: ['fast-xml-parser', 'papaparse', 'string-width'],
  },
  /** What main, preload and renderer all speak (channels, envelopes, errors, commands): pure, like engine/. */
  protocol: {
    layers: ['engine'],
    allowPaths: ['electron/api/types.ts'],
    forbidPackages: ['node:', 'electron', 'better-sqlite3'],
    onlyPackages: [],
  },
  db: { layers: ['engine'], forbidPackages: ['electron'] },
  electron: { layers: ['db', 'engine', 'protocol'], forbidPackages: [] },
  renderer: {
    layers: ['engine', 'protocol'],
    allowPaths: ['electron/api/types.ts'],
    forbidPackages: ['node:', 'electron', 'better-sqlite3'],
  },
};

const NODE_BUILTINS = new Set([
  'fs',
  'path',
  'os',
  'child_process',
  'worker_threads',
  'url',
  'crypto',
  'stream',
  'zlib',
  'util',
  'events',
  'http',
  'https',
  'net',
  'module',
  'process',
  'buffer',
  'readline',
]);
const IMPORT_RE =
  /(?:^|[^\w.])(?:import|export)\s*(?:type\s+)?(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export interface Violation {
  file: string;
  line: number;
  specifier: string;
  reason: string;
}

export function importsOf(source: string): { specifier: string; line: number }[] {
  const found: { specifier: string; line: number }[] = [];
  for (const m of source.matchAll(IMPORT_RE)) {
    const specifier = m[1] ?? m[2];
    const line = source.slice(0, m.index).split('\n').length;
    found.push({ specifier, line });
  }
  return found;
}

function isTestFile(file: string): boolean {
  return /\.(test|spec|bench)\.ts$/.test(file) || file.split(/[\\/]/).includes('__tests__');
}

/** Checks one file's imports against its layer's rule; `file` is repo-relative. */
export function checkFile(file: string, source: string): Violation[] {
  const layer = layerOf(file) as Layer;
  const rule = LAYER_RULES[layer];
  if (!rule || isTestFile(file)) return [];
  const violations: Violation[] = [];
  for (const { specifier, line } of importsOf(source)) {
    const fail = (reason: string) => violations.push({ file, line, specifier, reason });
    if (specifier.startsWith('.')) {
      const target = relative('.', join(dirname(file), specifier))
        .split(sep)
        .join('/');
      const targetLayer = layerOf(target);
      if (targetLayer === layer) continue;
      if (rule.allowPaths?.some((p) => target.startsWith(p))) continue;
      if (!(rule.layers as string[]).includes(targetLayer)) fail(`${layer}/ may not import ${targetLayer}/`);
      continue;
    }
    const pkg = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
    if (rule.forbidPackages.some((p) => specifier === p || specifier.startsWith(p)))
      fail(`${layer}/ may not import ${specifier}`);
    else if (rule.forbidPackages.includes('node:') && NODE_BUILTINS.has(pkg))
      fail(`${layer}/ may not import the Node module ${specifier}`);
    else if (rule.onlyPackages && !rule.onlyPackages.includes(pkg))
      fail(`${layer}/ may only import ${rule.onlyPackages.join(', ')}, not ${specifier}`);
  }
  return violations;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|svelte|js|mjs)$/.test(name)) yield path;
  }
}

export function checkRepo(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const layer of Object.keys(LAYER_RULES)) {
    const dir = join(root, layer);
    try {
      statSync(dir);
    } catch {
      continue;
    }
    for (const path of sourceFiles(dir)) {
      violations.push(...checkFile(relative(root, path).split(sep).join('/'), readFileSync(path, 'utf8')));
    }
  }
  return violations;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const violations = checkRepo(root);
  for (const v of violations) console.error(`${v.file}:${v.line}: '${v.specifier}': ${v.reason}`);
  if (violations.length) {
    console.error(`layer check: ${violations.length} import(s) point the wrong way`);
    process.exit(1);
  }
  console.log('layer check: every import points down');
}
