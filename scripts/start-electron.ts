// `npm start`'s last step: runs Electron on the built app. Electron's npm package downloads its binary on
// first use; when that download fails, the user reads one sentence saying so and what to do, not the
// downloader's stack trace.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const ELECTRON_DIR = dirname(createRequire(import.meta.url).resolve('electron/package.json'));

export type ElectronBinary = { ok: true; path: string } | { ok: false; message: string };

/** The binary electron's own install.js unpacked into dist/ and named in path.txt. */
function installedBinary(dir: string): string | undefined {
  const pathFile = join(dir, 'path.txt');
  if (!existsSync(pathFile)) return undefined;
  const binary = join(dir, 'dist', readFileSync(pathFile, 'utf8'));
  return existsSync(binary) ? binary : undefined;
}

/** What a failed download printed, in its own words: the error's first line, without its stack. */
export function downloadFailureReason(stderr: string): string {
  const first = stderr
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line && !line.startsWith('at '));
  return first ? first.replace(/^\w*Error: /, '') : 'no reason given';
}

export function downloadFailureSentence(version: string, reason: string): string {
  return (
    `Decklab could not download Electron ${version} for ${process.platform}-${process.arch} (${reason}): ` +
    'connect to the internet and run `npm start` again, or set ELECTRON_MIRROR to a mirror you can reach.'
  );
}

/** Runs electron's own install.js (it downloads and unpacks the binary); resolves with what it printed on stderr. */
function runInstaller(dir: string): Promise<{ ok: boolean; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(dir, 'install.js')], { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr += text;
    });
    child.on('error', (error) => done({ ok: false, stderr: error.message }));
    child.on('close', (code) => done({ ok: code === 0, stderr }));
  });
}

/** Electron's binary, fetched by electron's own install.js when it is not there yet. */
export async function ensureElectron(dir = ELECTRON_DIR): Promise<ElectronBinary> {
  const found = installedBinary(dir);
  if (found) return { ok: true, path: found };
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  const install = await runInstaller(dir);
  const installed = install.ok ? installedBinary(dir) : undefined;
  if (installed) return { ok: true, path: installed };
  return { ok: false, message: downloadFailureSentence(version, downloadFailureReason(install.stderr)) };
}

if (import.meta.main) {
  const electron = await ensureElectron();
  if (!electron.ok) {
    console.error(electron.message);
    process.exit(1);
  }
  const child = spawn(electron.path, ['.', ...process.argv.slice(2)], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
