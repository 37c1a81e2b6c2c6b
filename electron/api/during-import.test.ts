// Work goes on while card data is imported: the import writes the card-data file only (db/open.ts), so deck saves,
// collection imports and every read, made through createApi as the app makes them, succeed meanwhile, whether the
// import runs in another process (`decklab import`) or in the app itself; a second import waits for its turn.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApi, type Api } from './index.ts';
import type { ApiEvent } from './define.ts';
import { buildDeckTestDb } from '../../test/deck-cards-db.ts';
import { captureCli } from '../../test/cli.ts';
import { REPO_ROOT, sharedPath } from '../../test/shared-data.ts';
import { WAITING_MESSAGE } from '../cli/commands/import.ts';
import type { Deck } from '../../engine/decks/types.ts';

/** Every MTGJSON set and the Duel Masters card JSON: an import that runs for seconds. */
const IMPORT_FILES = [
  ...readdirSync(sharedPath('mtgjson/sets'))
    .sort()
    .map((f) => sharedPath('mtgjson/sets', f)),
  sharedPath('duelmasters/Latepate64-DuelMastersCards.json'),
];
const LOREHOLD = sharedPath('decks/plain-taw/cmd__c21__Lorehold Legacies.txt');
/** What the app must answer a save within while an import runs. */
const SAVE_WITHIN_MS = 1000;

let env: ReturnType<typeof buildDeckTestDb>;
let api: Api;
let deck: Deck;
beforeAll(async () => {
  env = buildDeckTestDb(['C21', 'STX']);
  api = createApi({ db: env.db });
  deck = { ...(await api.invoke('decks.import', { text: readFileSync(LOREHOLD, 'utf8') })).deck, format: 'commander' };
});
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  env.cleanup();
});

interface RunningImport {
  child: ChildProcess;
  stderr: () => string;
  started: Promise<void>;
  exited: Promise<number | null>;
}

/** `decklab import` in a process of its own, reporting progress; `started` resolves at its first report. */
function importInAnotherProcess(): RunningImport {
  const child = spawn(
    process.execPath,
    [join(REPO_ROOT, 'bin/decklab.js'), 'import', ...IMPORT_FILES, '--db', env.file, '--progress'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  children.push(child);
  let stderr = '';
  const started = new Promise<void>((resolve) =>
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (stderr.includes('importing ')) resolve();
    }),
  );
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, stderr: () => stderr, started, exited };
}

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await run();
  return { result, ms: performance.now() - start };
}

const cardCount = () => env.db.prepare('SELECT count(*) FROM cards').pluck().get() as number;

describe('while an import writes card data', () => {
  it('in another process (`decklab import`): a deck save (within a second), a collection import, a search and read-only CLI commands succeed; a second import waits with a message', async () => {
    const before = cardCount();
    const first = importInAnotherProcess();
    await first.started;

    const save = await timed(() => api.invoke('decks.save', { deck, message: 'saved during an import' }));
    const search = await timed(() => api.invoke('cards.search', { query: 't:creature c:r' }));
    const collection = await timed(() =>
      api.invoke('collection.import', { text: 'Name,Quantity\nSol Ring,2\nArcane Signet,1\n' }),
    );
    const cli = await timed(() => captureCli(['search', 'o:"draw a card"', '--db', env.file]));
    const second = importInAnotherProcess();
    await new Promise<void>((resolve) =>
      second.child.stderr!.on('data', () => {
        if (second.stderr().includes(WAITING_MESSAGE)) resolve();
      }),
    );
    expect(first.child.exitCode, 'the first import was still running').toBeNull();
    console.log(
      `during an import in another process: deck save ${save.ms.toFixed(0)} ms, search ${search.ms.toFixed(0)} ms, collection import ${collection.ms.toFixed(0)} ms, \`decklab search\` ${cli.ms.toFixed(0)} ms`,
    );

    expect(save.ms).toBeLessThan(SAVE_WITHIN_MS);
    expect(save.result.version).toBe(1);
    expect(search.result.total).toBeGreaterThan(0);
    expect(collection.result.totals.copies).toBe(3);
    expect(cli.result).toMatchObject({ code: 0, stderr: '' });
    expect(cli.result.stdout).not.toBe('');
    expect(cardCount(), 'reads see the card data as it was until the import commits').toBe(before);

    expect(await first.exited).toBe(0);
    expect(await second.exited).toBe(0);
    expect(second.stderr().split(WAITING_MESSAGE)).toHaveLength(2);
    expect(cardCount()).toBeGreaterThan(before);
    expect((await api.invoke('decks.get', { id: save.result.id })).message).toBe('saved during an import');
  });

  it('in the app itself (data.import on the same API): a deck save made meanwhile is answered within a second', async () => {
    const events: ApiEvent[] = [];
    const stop = api.on((event) => events.push(event));
    const running = api.invoke('data.import', { files: IMPORT_FILES });
    while (!events.some((e) => e.type === 'data.import.progress'))
      await new Promise((resolve) => setTimeout(resolve, 10));
    const save = await timed(() => api.invoke('decks.save', { deck, message: 'saved during the app import' }));
    const finished = events.some((e) => e.type === 'data.import.progress' && e.stage === 'index');
    console.log(`during the app's own import: deck save ${save.ms.toFixed(0)} ms`);
    const summary = await running;
    stop();
    expect(finished, 'the import was still reading when the save was answered').toBe(false);
    expect(save.ms).toBeLessThan(SAVE_WITHIN_MS);
    expect(summary.cards).toBeGreaterThan(0);
    expect(events.filter((e) => e.type === 'data.import.waiting')).toEqual([]);
  });
});
