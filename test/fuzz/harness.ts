// The fuzz suite's one property: whatever the input, a parser gives a result or one clear error (one short line),
// within a time proportional to the input, in bounded memory, and (checked by the target) without changing the
// database. Each target's tries, failures, slowest case and peak memory are printed when its file ends.
import fc from 'fast-check';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, expect } from 'vitest';
import { excerpt } from '../../engine/text/limits.ts';

/** Cases per target: 1,000 in `npm test`, 10,000 in `npm run test:fuzz` (which sets DECKLAB_FUZZ_RUNS). */
export const FUZZ_RUNS = Number(process.env.DECKLAB_FUZZ_RUNS ?? 1_000);

/**
 * The time bound: a fixed allowance (a garbage collection, a busy shared machine) plus a cost per KiB of input
 * some ten times what the slowest reader takes (about 1 ms per KiB: collection CSVs of thousands of short rows).
 * A linear reader stays below it; one whose time grows with the square of a line of tens of KiB, which the
 * generators make, takes seconds and passes it.
 */
const BASE_MS = 1_000;
const MS_PER_KIB = 10;
/**
 * Memory: the heap in use after a full collection, taken every GC_EVERY cases, may grow by at most this much over
 * a target's run (what its cases keep); the peak heap without collecting (their garbage too) is printed beside it.
 */
const MAX_RETAINED_GROWTH_MIB = 64;
const GC_EVERY = 500;
/** A clear error is one line of at most this many characters. */
const MAX_ERROR_CHARS = 400;

export interface FuzzTarget<T> {
  name: string;
  input: fc.Arbitrary<T>;
  /** The input's size in bytes or characters, for the time bound. */
  size: (input: T) => number;
  run: (input: T) => unknown;
  /** The errors the target may end with: its "clear error". Anything else is a failure. */
  isClearError: (error: unknown) => boolean;
  /** Checked after every case, with the error the case ended with if any (e.g. the database unchanged). */
  check?: (input: T, error: unknown) => void;
  runs?: number;
}

interface FuzzReport {
  name: string;
  tries: number;
  failures: number;
  slowestMs: number;
  slowestSize: number;
  slowestInput: string;
  peakHeapGrowthMiB: number;
  retainedGrowthMiB: number;
}

const reports: FuzzReport[] = [];

/** A failure's seed and path (DECKLAB_FUZZ_SEED, DECKLAB_FUZZ_PATH) run that case again. */
const REPLAY = process.env.DECKLAB_FUZZ_SEED
  ? { seed: Number(process.env.DECKLAB_FUZZ_SEED), path: process.env.DECKLAB_FUZZ_PATH, endOnFailure: true }
  : {};

const heapUsed = () => process.memoryUsage().heapUsed;

// The collector, callable without starting the test process with --expose-gc.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

function retainedHeap(): number {
  collectGarbage();
  return heapUsed();
}
const mib = (bytes: number) => bytes / (1024 * 1024);

function show(input: unknown): string {
  if (typeof input === 'string') return excerpt(input, 50);
  if (input instanceof Uint8Array) return excerpt(Buffer.from(input.subarray(0, 50)).toString('latin1'), 50);
  return excerpt(JSON.stringify(input) ?? String(input), 50);
}

/** What a clear error's message must be: one line of at most MAX_ERROR_CHARS characters. */
const isOneShortLine = (message: string) => !/[\r\n]/.test(message) && message.length <= MAX_ERROR_CHARS;

function checkOutcome<T>(target: FuzzTarget<T>, input: T, error: unknown, ms: number): void {
  if (error !== undefined) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the target's own error, rethrown as it was thrown
    if (!target.isClearError(error)) throw error;
    const message = (error as Error).message;
    if (!isOneShortLine(message))
      throw new Error(`the error is not one short line (${message.length} characters): ${excerpt(message, 200)}`);
  }
  const bound = BASE_MS + (MS_PER_KIB * target.size(input)) / 1024;
  if (ms > bound)
    throw new Error(
      `took ${ms.toFixed(0)} ms, over the ${bound.toFixed(0)} ms bound for ${target.size(input)} units of input`,
    );
  target.check?.(input, error);
}

/** Runs a target; throws fast-check's report (the shrunk counterexample) when a case fails. */
export async function fuzz<T>(target: FuzzTarget<T>): Promise<void> {
  const baseline = retainedHeap();
  let peak = baseline;
  let retained = baseline;
  const report: FuzzReport = {
    name: target.name,
    tries: 0,
    failures: 0,
    slowestMs: 0,
    slowestSize: 0,
    slowestInput: '',
    peakHeapGrowthMiB: 0,
    retainedGrowthMiB: 0,
  };
  reports.push(report);
  const property = fc.asyncProperty(target.input, async (input) => {
    report.tries++;
    const start = performance.now();
    let error: unknown;
    try {
      await target.run(input);
    } catch (caught) {
      error = caught ?? new Error('threw nothing');
    }
    const ms = performance.now() - start;
    if (ms > report.slowestMs)
      Object.assign(report, { slowestMs: ms, slowestSize: target.size(input), slowestInput: show(input) });
    peak = Math.max(peak, heapUsed());
    if (report.tries % GC_EVERY === 0) retained = Math.max(retained, retainedHeap());
    try {
      checkOutcome(target, input, error, ms);
    } catch (failure) {
      report.failures++;
      throw failure;
    }
  });
  const details = await fc.check(property, { numRuns: target.runs ?? FUZZ_RUNS, ...REPLAY });
  report.peakHeapGrowthMiB = mib(peak - baseline);
  report.retainedGrowthMiB = mib(Math.max(retained, retainedHeap()) - baseline);
  if (details.failed) {
    const input = details.counterexample?.[0] as T;
    const cause =
      details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    throw new Error(
      `${target.name}: ${excerpt(cause, 300)}; input of ${target.size(input)} units: ${show(input)} ` +
        `(seed ${details.seed}, path "${details.counterexamplePath}")`,
    );
  }
  expect(report.tries, `${target.name}: cases run`).toBeGreaterThanOrEqual(target.runs ?? FUZZ_RUNS);
  expect(report.retainedGrowthMiB, `${target.name}: MiB the heap kept after its cases`).toBeLessThanOrEqual(
    MAX_RETAINED_GROWTH_MIB,
  );
}

function printReports(): void {
  if (reports.length === 0) return;
  const rows = reports.map(
    (r) =>
      `  ${r.name.padEnd(34)} ${String(r.tries).padStart(6)} ${String(r.failures).padStart(8)}` +
      `  ${r.slowestMs.toFixed(1).padStart(8)} ms (${r.slowestSize} units: ${r.slowestInput})  heap +${r.peakHeapGrowthMiB.toFixed(0)} MiB peak, +${r.retainedGrowthMiB.toFixed(0)} MiB kept`,
  );
  console.log(
    [
      'fuzz: target                            tries failures   slowest case                         peak memory',
      ...rows,
    ].join('\n'),
  );
}

/** Prints this file's reports when it ends; call once at the top of a fuzz file. */
export function reportFuzzResults(): void {
  afterAll(printReports);
}

/** A fuzz test's time limit: vitest's default plus a generous allowance per case. */
export const FUZZ_TEST_TIMEOUT_MS = 60_000 + FUZZ_RUNS * 30;
