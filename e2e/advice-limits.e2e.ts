// The land sweep of a Limited deck built from a real sealed pool (six M21 boosters, seed 1), in the editor's Advice tab
// and the lab's land sweep: the screens ask with the deck's pool, so no count adds a copy the pool does not hold (CR
// 100.2b) and copies the pool still holds come in first; past them, stand-ins, with a note under the table naming the
// spells the pool holds no further copy of, in English and Japanese. What the screens show is checked against the
// API's own answer for the same input (the screens play seeded games), never against numbers written here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { openSavedDeck } from './harness.ts';
import { appForFile, freshWindowAfterFailure } from './setup.ts';
import { greenWhiteDeckOf } from '../test/sealed-deck.ts';
import { standInsByCause } from '../engine/advice/sweep.ts';
import type { Deck } from '../engine/decks/types.ts';
import { en } from '../renderer/i18n/en.ts';
import { ja } from '../renderer/i18n/ja.ts';

const app = appForFile();
freshWindowAfterFailure(app);
const POLL = { timeout: 120_000, interval: 50 };
/** The screens' fewest games and their seed (renderer/lib/advice.svelte.ts), to ask the API the same question. */
const GAMES = 2_000;
const SEED = 1;
const NAME = 'M21 sealed, white and green';
let deck: Deck;
let poolId: number;

beforeAll(async () => {
  const opened = await app.host.invoke('pools.open', { set: 'M21', seed: 1 });
  poolId = opened.pool.id;
  const pool: Record<string, number> = {};
  for (const e of opened.pool.entries) pool[e.name] = (pool[e.name] ?? 0) + e.count;
  const text = greenWhiteDeckOf(pool)
    .main.map((e) => `${e.count} ${e.name}`)
    .join('\n');
  const read = await app.host.invoke('decks.import', { text });
  const stored = await app.host.invoke('decks.save', { deck: { ...read.deck, name: NAME, format: 'limited' }, poolId });
  deck = (await app.host.invoke('decks.get', { id: stored.id })).deck;
});

/** The stand-ins a sweep's table shows per land count, by the spell each stands for. */
async function standInsShown(results: Locator, lands: readonly number[]): Promise<string[][]> {
  return Promise.all(
    lands.map((n) =>
      results
        .locator(`tr[data-lands="${n}"] [data-stand-in]`)
        .evaluateAll((spans) => spans.map((s) => s.getAttribute('data-stand-in')!)),
    ),
  );
}

/** The API's sweep of the deck for the same land counts, with its pool and without. */
async function asked(lands?: [number, number]) {
  const input = { deck, games: GAMES, seed: SEED, ...(lands ? { lands } : {}) };
  const withPool = await app.host.invoke('advice.run', { ...input, poolId });
  const alone = await app.host.invoke('advice.run', input);
  return { withPool: withPool.lands!.sweep, alone: alone.lands!.sweep };
}

describe('the land sweep of a deck built from a sealed pool (CR 100.2b)', () => {
  it('the Advice tab adds the copies the pool still holds, never one it lacks', async () => {
    const { page } = app;
    await openSavedDeck(page, NAME);
    await page.getByTestId('tab-advice').click();
    await page.getByTestId('advice-games').selectOption(String(GAMES));
    await page.getByTestId('advice-recommendation').waitFor({ timeout: POLL.timeout });
    await expect.poll(() => page.getByTestId('advice-tab').getAttribute('aria-busy'), POLL).toBe('false');
    const { withPool, alone } = await asked();
    const lands = withPool.map((r) => r.lands);
    const shown = await standInsShown(page.getByTestId('advice-tab'), lands);
    expect(shown).toEqual(withPool.map((r) => Object.keys(r.standIns)));
    // Asked without its pool, the deck's main deck would be all its pool: the counts below 17 would hold stand-ins.
    expect(shown).not.toEqual(alone.map((r) => Object.keys(r.standIns)));
    expect(withPool.find((r) => r.lands === 16)!.changes).not.toEqual(alone.find((r) => r.lands === 16)!.changes);
    await app.screenshot('advice-limits-01-tab-en-light');
  });

  it('the lab’s sweep to 6 lands: stand-ins past the pool’s copies, and the note naming what the pool lacks', async () => {
    const { page } = app;
    await openSavedDeck(page, NAME);
    await page.keyboard.press('Control+3');
    await page.getByTestId('lab-view-sweep').click();
    await page.getByTestId('sweep-min').fill('6');
    await page.getByTestId('sweep-max').fill('17');
    await page.getByTestId('sweep-games').selectOption(String(GAMES));
    await page.getByTestId('sweep-run').click();
    await page.getByTestId('sweep-recommendation').waitFor({ timeout: POLL.timeout });
    const results = page.getByTestId('sweep-results');
    const { withPool } = await asked([6, 17]);
    expect(
      await standInsShown(
        results,
        withPool.map((r) => r.lands),
      ),
    ).toEqual(withPool.map((r) => Object.keys(r.standIns)));
    const { pool, sideboard, format } = standInsByCause(withPool);
    expect([pool?.length, sideboard, format]).toEqual([expect.any(Number), undefined, undefined]);
    const most = Math.max(...withPool.filter((r) => Object.keys(r.standIns).length > 0).map((r) => r.lands));
    const note = results.getByTestId('sweep-stand-ins');
    const poolNote = results.getByTestId('sweep-stand-ins-pool');
    expect(await note.textContent()).toBe(en['advice.standInsNoteAnyLimit'].replace('{lands}', String(most)));
    expect(await poolNote.textContent()).toBe(en['advice.standInsPool'].replace('{cards}', pool!.join('\u00a0· ')));
    await poolNote.scrollIntoViewIfNeeded();
    await app.screenshot('advice-limits-02-lab-en-light');

    await app.setLook('ja', 'light');
    await expect
      .poll(() => note.textContent(), POLL)
      .toBe(ja['advice.standInsNoteAnyLimit'].replace('{lands}', String(most)));
    const [before, after] = ja['advice.standInsPool'].split('{cards}');
    const text = (await poolNote.textContent())!;
    expect([text.startsWith(before), text.endsWith(after)]).toEqual([true, true]);
    await poolNote.scrollIntoViewIfNeeded();
    await app.screenshot('advice-limits-02-lab-ja-light');
    await app.setLook('en', 'light');
  });
});
