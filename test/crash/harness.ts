// The kill loop: each writer runs in a child process killed (SIGKILL) at a random moment of its work; then the
// database is opened as the app would open it next and must be intact, with every foreign key met, and its user
// data and card data exactly the state before the writer or after one of its steps (clock readings masked).
import { spawn } from 'node:child_process';
import Database from 'better-sqlite3';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join } from 'node:path';
import { openDatabase } from '../../db/open.ts';
import { MIGRATIONS, ONE_FILE_VERSION } from '../../db/migrations/index.ts';
import { Xoshiro128 } from '../../engine/rng/xoshiro128.ts';
import {
  checkIntegrity,
  copyDatabase,
  makeOneFileDatabase,
  makeStartDatabase,
  stateOf,
  WRITER_NAMES,
  type WriterName,
} from './writers.ts';

const CHILD = join(import.meta.dirname, 'child.ts');
/** Kill moments are drawn over the writer's calibrated run and a little past it, so some runs finish. */
const PAST_THE_END = 1.15;

type State = ReturnType<typeof stateOf>;

export interface WriterReport {
  writer: WriterName;
  tries: number;
  failures: { attempt: number; delayMs: number; problem: string }[];
  /** Where the kills left the data: before the writer, after step k (the migration: the schema the kill left). */
  outcomes: Map<string, number>;
  calibratedMs: number;
  slowest: { attempt: number; delayMs: number; ms: number };
  childPeakRssMiB: number;
}

interface ChildRun {
  stdout: string;
}

/** What an uninterrupted run of the child reports (child.ts). */
interface Calibration {
  states: State[];
  workMs: number;
  maxRssKiB: number;
}

/** Runs the child; with `killAfterMs`, kills it that long after it says "go". */
function runChild(writer: WriterName, file: string, killAfterMs?: number): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, writer, file, killAfterMs === undefined ? 'calibrate' : 'kill'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let going = false;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (!going && stdout.includes('go\n')) {
        going = true;
        if (killAfterMs !== undefined) setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code !== 0 && signal === null)
        reject(new Error(`${writer} failed on its own (exit ${code}): ${stderr.trim()}`));
      else resolve({ stdout });
    });
  });
}

function stateAfterOpening(file: string, oneFile: boolean): State {
  const db = openDatabase(file, oneFile ? { migrations: MIGRATIONS.filter((m) => m.version <= ONE_FILE_VERSION) } : {});
  try {
    return stateOf(db);
  } finally {
    db.close();
  }
}

const sameState = (a: State, b: State) => a.user === b.user && a.cards === b.cards;

const count = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

/** The schema version the user-data file is at, read without changing anything. */
function userVersion(file: string): number {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.pragma('user_version', { simple: true }) as number;
  } finally {
    db.close();
  }
}

/** Kills `writer` `tries` times at moments drawn from `seed`; `progress` hears of each try. */
export async function killLoop(
  writer: WriterName,
  tries: number,
  seed: number,
  progress: (done: number) => void = () => {},
): Promise<WriterReport> {
  const dir = mkdtempSync(join(tmpdir(), `decklab-crash-${writer}-`));
  try {
    const template = join(dir, 'template.sqlite');
    const migration = writer === 'migration';
    if (migration) makeOneFileDatabase(template);
    else makeStartDatabase(template);
    const scratch = join(dir, 'scratch.sqlite');
    copyDatabase(template, scratch);
    const before = stateAfterOpening(scratch, migration);
    removeDatabase(scratch);

    // Two uninterrupted runs: the states after each step, and the shorter time (the other may have shared the CPU).
    const calibrations: Calibration[] = [];
    for (let run = 0; run < 2; run++) {
      copyDatabase(template, scratch);
      calibrations.push(
        JSON.parse((await runChild(writer, scratch)).stdout.split('\n').find((l) => l.startsWith('{'))!) as Calibration,
      );
      removeDatabase(scratch);
    }
    const calibrated = { ...calibrations[0], workMs: Math.min(...calibrations.map((c) => c.workMs)) };
    const allowed = [before, ...calibrated.states];

    // Each writer draws its kill moments from its own stream of the seed.
    const rng = Xoshiro128.forGame(seed, WRITER_NAMES.indexOf(writer));
    const report: WriterReport = {
      writer,
      tries,
      failures: [],
      outcomes: new Map(),
      calibratedMs: calibrated.workMs,
      slowest: { attempt: 0, delayMs: 0, ms: 0 },
      childPeakRssMiB: calibrated.maxRssKiB / 1024,
    };
    for (let attempt = 1; attempt <= tries; attempt++) {
      const started = performance.now();
      const delayMs = rng.nextFloat() * calibrated.workMs * PAST_THE_END;
      copyDatabase(template, scratch);
      const fail = (problem: string) => report.failures.push({ attempt, delayMs, problem });
      try {
        await runChild(writer, scratch, delayMs);
        const killedAt = migration ? `schema ${userVersion(scratch)}` : undefined;
        const db = openDatabase(scratch);
        try {
          checkIntegrity(db).forEach(fail);
          const state = stateOf(db);
          const index = allowed.findIndex((s) => sameState(s, state));
          if (index < 0) fail('the data is neither the state before the writer nor after any of its steps');
          else count(report.outcomes, killedAt ?? (index === 0 ? 'before' : `step ${index}`));
        } finally {
          db.close();
        }
      } catch (error) {
        fail((error as Error).message.split('\n')[0]);
      }
      removeDatabase(scratch);
      const ms = performance.now() - started;
      if (ms > report.slowest.ms) report.slowest = { attempt, delayMs, ms };
      progress(attempt);
    }
    return report;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A database's files and whatever SQLite and the migration keep beside them (WAL, backups, a partial copy). */
function removeDatabase(file: string): void {
  const dir = dirname(file);
  const prefix = basename(file, extname(file));
  for (const name of readdirSync(dir)) if (name.startsWith(`${prefix}.`)) rmSync(join(dir, name), { force: true });
}
