// Opening boosters in the pools screen, driven like a player drives it, against the real API and the card data of
// every shared MTGJSON set: the set picker offers exactly the sets whose files carry booster data, STX's Mystical
// Archive sheet (cards of STA, which the shared data lacks) is named with its missing cards in both languages, the
// pool is the one the same seed opens through the API, and its Limited deck takes a card of it (CR 100.2b). A cube
// comes from CubeCobra's CSV export and goes back to it.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { appForFile } from './setup.ts';
import { sharedPath } from '../test/shared-data.ts';
import { cubeCobraCsv, setCubeNames } from '../test/mtgjson-boosters.ts';
import { poolAsDeck } from '../engine/pools/pool.ts';

const POLL = { timeout: 20_000, interval: 50 };
const SEED = 7;

const app = appForFile();

/** Set codes of the shared MTGJSON files that carry a `booster` member. */
const setsWithBoosters = () =>
  readdirSync(sharedPath('mtgjson/sets'))
    .map(
      (f) =>
        JSON.parse(readFileSync(sharedPath('mtgjson/sets', f), 'utf8')) as {
          data: { code: string; booster?: unknown };
        },
    )
    .filter((f) => f.data.booster !== undefined)
    .map((f) => f.data.code)
    .sort();

describe('opening boosters in Chromium', () => {
  it("opens six STX boosters with a seed: the missing Mystical Archive is named, and the pool is the seed's", async () => {
    const { page, host } = app;
    await page.keyboard.press('Control+6');
    await page.getByTestId('open-boosters').click();
    const setPicker = page.getByTestId('boosters-set');
    await expect.poll(() => setPicker.locator('option').count(), POLL).toBe(18);
    const offered = await setPicker
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect([...offered].sort()).toEqual(setsWithBoosters());
    const productPicker = page.getByTestId('boosters-product');
    const products = () =>
      productPicker.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    // Each set offers the products of its file; choosing a set chooses its "default" booster.
    await setPicker.selectOption('DGM');
    await expect.poll(products, POLL).toEqual(['default']);
    await setPicker.selectOption('STX');
    await expect.poll(products, POLL).toEqual(['arena', 'default']);
    expect(await productPicker.inputValue()).toBe('default');
    expect(await page.getByTestId('boosters-count').inputValue()).toBe('6');
    await page.getByTestId('boosters-name').fill('STX sealed');
    await page.getByTestId('boosters-seed').fill(String(SEED));
    await app.screenshotEveryLook('pools-01-open-boosters');
    await app.setLook('en', 'light');
    await page.getByTestId('boosters-open').click();

    await page.getByTestId('pool-detail').waitFor();
    const notice = page.getByTestId('pool-missing');
    await expect
      .poll(() => notice.textContent(), POLL)
      .toContain('Sheet “sta”: 63 of its 63 cards are not in the card data');
    // An STX booster is 15 cards, one from the Mystical Archive sheet: 14 each without it.
    expect(await page.getByTestId('pool-detail').locator('.detail-head .muted').textContent()).toContain('84');
    await app.screenshotEveryLook('pools-02-opened', async () => {
      await page.getByTestId('pool-detail').waitFor();
    });
    await app.setLook('ja', 'light');
    await expect
      .poll(() => notice.textContent(), POLL)
      .toContain('シート「sta」: 63枚中63枚がカードデータにありません');
    await app.setLook('en', 'light');

    const pools = await host.invoke('pools.list', {});
    const stored = await host.invoke('pools.get', { id: pools.find((p) => p.name === 'STX sealed')!.id });
    const again = await host.invoke('pools.open', { set: 'STX', seed: SEED, name: 'again' });
    expect(stored.entries).toEqual(again.pool.entries);
    expect(stored.entries.every((e) => e.printing?.set === 'STX')).toBe(true);
  });

  it('the opened pool builds a Limited deck that takes one of its cards without a pool problem (CR 100.2b)', async () => {
    const { page, host } = app;
    await page.keyboard.press('Control+6');
    await page.getByTestId('pool-item').filter({ hasText: 'STX sealed' }).click();
    await page.getByTestId('pool-detail').waitFor();
    await page.getByTestId('pool-start-deck').click();
    await expect.poll(() => page.getByTestId('deck-name').inputValue(), POLL).toBe('STX sealed deck');
    const first = page.getByTestId('pool-card').first();
    await first.waitFor();
    await first.click();
    await expect.poll(() => page.locator('[data-entry-row]').count(), POLL).toBe(1);
    const stored = (await host.invoke('decks.list', {})).find((d) => d.name === 'STX sealed deck');
    expect(stored?.poolId).toBe((await host.invoke('pools.list', {})).find((p) => p.name === 'STX sealed')?.id);
    await page.getByTestId('tab-problems').click();
    await expect
      .poll(() => page.locator('[data-testid="problem"][data-code="limited.not-in-pool"]').count(), POLL)
      .toBe(0);
  });

  it('deals a sealed pool from a cube: two packs of ten different cards of the cube, the same for the same seed', async () => {
    const { page, host } = app;
    const names = setCubeNames('M21');
    const { pool: cube } = await host.invoke('pools.create', {
      name: 'M21 cube for sealed',
      kind: 'cube',
      text: names.map((name) => `1 ${name}`).join('\n'),
    });
    await page.keyboard.press('Control+6');
    await page.getByTestId('open-boosters').click();
    await page.getByTestId('boosters-from-cube').check();
    await page.getByTestId('boosters-cube').selectOption(String(cube.id));
    await page.getByTestId('boosters-count').fill('2');
    await page.getByTestId('boosters-pack-size').fill('10');
    await page.getByTestId('boosters-name').fill('Cube sealed');
    await page.getByTestId('boosters-seed').fill('5');
    await app.screenshotEveryLook('pools-03-cube-sealed');
    await page.getByTestId('boosters-open').click();

    await page.getByTestId('pool-detail').waitFor();
    expect(await page.getByTestId('pool-detail').locator('.detail-head .muted').textContent()).toContain('20');
    const stored = await host.invoke('pools.get', {
      id: (await host.invoke('pools.list', {})).find((p) => p.name === 'Cube sealed')!.id,
    });
    expect(stored.kind).toBe('sealed');
    const dealt = stored.entries.flatMap((e) => Array<string>(e.count).fill(e.name));
    expect(dealt).toHaveLength(20);
    expect(new Set(dealt).size).toBe(20);
    for (const name of dealt) expect(names).toContain(name);
    const again = await host.invoke('pools.openCube', {
      cube: cube.id,
      packs: 2,
      packSize: 10,
      seed: 5,
      name: 'again',
    });
    expect(stored.entries).toEqual(again.pool.entries);
  });

  it('makes a cube of CubeCobra’s CSV export, naming the maybeboard left out, and exports it back as CubeCobra CSV', async () => {
    const { page, host } = app;
    const [maybe, ...main] = setCubeNames('M21').slice(0, 31);
    await page.keyboard.press('Control+6');
    await page.getByTestId('new-pool').click();
    await page.getByTestId('pool-name').fill('CubeCobra cube');
    await page.getByTestId('pool-kind').selectOption('cube');
    await page.getByTestId('pool-file').setInputFiles({
      name: 'CubeCobra cube.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(cubeCobraCsv('M21', main, [maybe])),
    });
    await page.getByTestId('pool-create').click();
    const problems = page.getByTestId('pool-problems');
    await expect
      .poll(() => problems.textContent(), POLL)
      .toContain("the maybeboard's 1 card(s) are not taken into the pool");
    // The lines not taken stay in view; once the pool is listed, Create waits for a change, so that a second click
    // makes no second pool.
    await expect.poll(() => page.getByTestId('pool-item').filter({ hasText: 'CubeCobra cube' }).count(), POLL).toBe(1);
    const create = page.getByTestId('pool-create');
    expect(await create.isDisabled()).toBe(true);
    await page.getByTestId('pool-name').fill('CubeCobra cube 2');
    await expect.poll(() => create.isDisabled(), POLL).toBe(false);
    await page.getByTestId('pool-name').fill('CubeCobra cube');
    await app.setLook('ja', 'light');
    await expect.poll(() => problems.textContent(), POLL).toContain('候補の1枚はプールに入れません');
    await app.screenshot('pools-04-cubecobra-import-ja-light');
    await app.setLook('en', 'light');

    const stored = (await host.invoke('pools.list', {})).find((p) => p.name === 'CubeCobra cube')!;
    expect(stored).toMatchObject({ kind: 'cube', cards: main.length });
    await page.getByTestId('pool-item').filter({ hasText: 'CubeCobra cube' }).click();
    await page.getByTestId('pool-export').click();
    await page.getByRole('dialog').getByText('CubeCobra CSV').click();
    const pool = await host.invoke('pools.get', { id: stored.id });
    const expected = await host.invoke('decks.export', { deck: poolAsDeck(pool), format: 'cubecobra' });
    // A textarea's value ends its lines with LF; the file saved and the text copied are the API's, CRLF.
    await expect
      .poll(() => page.getByTestId('export-text').inputValue(), POLL)
      .toBe(expected.text.replaceAll('\r\n', '\n'));
    expect(expected.text.trim().split('\r\n')).toHaveLength(main.length + 1);
    expect(await page.getByTestId('export-notice').allTextContents()).toEqual([
      expect.stringContaining('has no deck name'),
    ]);
    await app.screenshotEveryLook('pools-05-cubecobra-export');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count(), POLL).toBe(0);
  });
});
