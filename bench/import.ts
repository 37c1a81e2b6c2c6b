// Import throughput on Scryfall-style bulk files generated from the real cards in ../shared/data
// (test/bulk-fixture.ts): printings/s, MB/s, the ratio of import time to a bare JSON.parse of the
// same bytes in this run, and the peak memory of the importing process for two file sizes (flat memory
// means the importer streams). Each import runs in a child process so its peak RSS is its own. The import
// ends by bringing the search index up to date; that part is also shown on its own.
import { mkdtempSync, rmSync, statSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { realScryfallCards, writeBulkFile } from '../test/bulk-fixture.ts';

const SHARED_DATA = process.env.DECKLAB_SHARED_DATA ?? resolve(import.meta.dirname, '../../shared/data');
/**
 * About Scryfall's default_cards (the ratio is measured there), a quarter of it, and a file of about 500 MB: the
 * importer's memory is its page cache (16 MiB), a few batches in flight and a few hundred bytes per card (its
 * pending search rows), so peak RSS should barely move from one to the next.
 */
const LARGE = 100_000;
const SMALL = 25_000;
const HUGE = 160_000;

interface ChildResult {
  ms: number;
  cpuMs: number;
  writerCpuMs: number;
  indexMs: number;
  checkpointMs: number;
  cards: number;
  printings: number;
  maxRssMb: number;
  readingRssMb: number;
}

function importInChild(file: string, dbFile: string): ChildResult {
  const out = execFileSync(process.execPath, [import.meta.filename, '--child', file, dbFile], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  return JSON.parse(out) as ChildResult;
}

interface Baseline {
  ms: number;
  cpuMs: number;
}

/** Runs of the baseline; the median is kept (one JSON.parse of a few hundred MB varies much from run to run). */
const BASELINE_RUNS = 3;

/** The baseline: JSON.parse of the same bytes (per line for JSON Lines), after reading them whole; median of BASELINE_RUNS. */
function parseBaseline(file: string, format: 'json' | 'jsonl'): Baseline {
  const text = readFileSync(file, 'utf8');
  const runs: Baseline[] = [];
  for (let i = 0; i < BASELINE_RUNS; i++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    if (format === 'json') JSON.parse(text);
    else for (const line of text.split('\n')) if (line) JSON.parse(line);
    const cpu = process.cpuUsage(cpuStart);
    runs.push({ ms: performance.now() - start, cpuMs: (cpu.user + cpu.system) / 1000 });
  }
  return runs.sort((a, b) => a.ms - b.ms)[Math.floor(BASELINE_RUNS / 2)];
}

/**
 * Wall-clock ratios, of the import (committed and searchable) and of the import with the WAL checkpoint its
 * connection runs when it closes; and the CPU ratio (both threads of the importer), steadier on a shared machine.
 */
function ratios(r: ChildResult, base: Baseline): string {
  return (
    `ratio to JSON.parse ${(r.ms / base.ms).toFixed(2)} wall (${((r.ms + r.checkpointMs) / base.ms).toFixed(2)} with the checkpoint), ` +
    `${(r.cpuMs / base.cpuMs).toFixed(2)} CPU (JSON.parse ${(base.ms / 1000).toFixed(2)} s, median of ${BASELINE_RUNS})`
  );
}

function row(label: string, file: string, printings: number, r: ChildResult, base?: Baseline): string {
  const mb = statSync(file).size / 1e6;
  const seconds = r.ms / 1000;
  return (
    `${label.padEnd(18)} ${mb.toFixed(0).padStart(4)} MB ${String(printings).padStart(7)} printings  ${seconds.toFixed(2)} s ` +
    `(CPU ${(r.cpuMs / 1000).toFixed(2)} s: writing thread ${(r.writerCpuMs / 1000).toFixed(2)} s, the rest reading; ` +
    `search index of ${r.cards} cards and commit ${(r.indexMs / 1000).toFixed(2)} s; checkpoint at close ${(r.checkpointMs / 1000).toFixed(2)} s)  ` +
    `${Math.round(printings / seconds)} printings/s  ${(mb / seconds).toFixed(1)} MB/s  ` +
    `peak RSS ${r.maxRssMb} MB (${r.readingRssMb} MB while reading)${base === undefined ? '' : `  ${ratios(r, base)}`}`
  );
}

export function run(): void {
  const dir = mkdtempSync(join(tmpdir(), 'decklab-bench-import-'));
  try {
    const cards = realScryfallCards(SHARED_DATA);
    console.log(`bulk files from ${cards.length} real Scryfall cards, about 3 printings per card`);
    const cases = [
      { label: `JSON array, ${SMALL / 1000}k`, count: SMALL, format: 'json' as const, baseline: false },
      { label: `JSON array, ${LARGE / 1000}k`, count: LARGE, format: 'json' as const, baseline: true },
      { label: `JSON array, ${HUGE / 1000}k`, count: HUGE, format: 'json' as const, baseline: false },
      { label: `JSON Lines, ${SMALL / 1000}k`, count: SMALL, format: 'jsonl' as const, baseline: true },
    ];
    for (const [i, c] of cases.entries()) {
      const file = join(dir, `bulk-${i}.${c.format}`);
      writeBulkFile(file, cards, c.count, c.format);
      const result = importInChild(file, join(dir, `bench-${i}.sqlite`));
      const baseline = c.baseline ? parseBaseline(file, c.format) : undefined;
      console.log(row(c.label, file, c.count, result, baseline));
      rmSync(file);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const maxRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

async function child(file: string, dbFile: string): Promise<void> {
  const { openDatabase } = await import('../db/open.ts');
  const { importCardFiles, checkpointAndClose } = await import('../db/import/import.ts');
  const db = openDatabase(dbFile);
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const threadCpuStart = process.threadCpuUsage();
  let indexStart = Number.NaN;
  let readingRssMb = Number.NaN;
  const summary = await importCardFiles(db, [file], {
    onProgress: (progress) => {
      if (progress.stage !== 'index') return;
      indexStart = performance.now();
      readingRssMb = maxRssMb();
    },
  });
  const end = performance.now();
  const cpu = process.cpuUsage(cpuStart);
  const threadCpu = process.threadCpuUsage(threadCpuStart);
  checkpointAndClose(db);
  const result: ChildResult = {
    ms: end - start,
    cpuMs: (cpu.user + cpu.system) / 1000,
    writerCpuMs: (threadCpu.user + threadCpu.system) / 1000,
    indexMs: end - indexStart,
    checkpointMs: performance.now() - end,
    cards: summary.cards,
    printings: summary.printings,
    maxRssMb: maxRssMb(),
    readingRssMb,
  };
  process.stdout.write(JSON.stringify(result));
}

if (process.argv[2] === '--child' && resolve(process.argv[1] ?? '') === import.meta.filename) {
  await child(process.argv[3], process.argv[4]);
}
