// A booster draft against bots in the pools screen, driven like a player drives it, against the real API and the
// card data of every shared MTGJSON set: the first pack is the first M21 booster pools.open opens for the seed, a
// card is picked by click and by keyboard, the picks list holds what the API stored (CR 905.1a: the player sees
// only the pack in hand and their picks), the draft is resumed from the list, and its 45th pick (MTR 7.x: 3
// boosters of 15) opens the new draft pool. A cube draft deals its packs from a pool of M21's cards, one of each.
import { describe, expect, it } from 'vitest';
import { appForFile } from './setup.ts';
import { setCubeNames } from '../test/mtgjson-boosters.ts';

const POLL = { timeout: 20_000, interval: 50 };
const SEED = 2020;
const NAME = 'M21 table';

const app = appForFile();

describe('drafting against bots in Chromium', () => {
  it('starts an M21 draft, picks by click and by keyboard, lists the picks, resumes it and ends in its pool', async () => {
    const { page, host } = app;
    await page.keyboard.press('Control+6');
    await page.getByTestId('start-draft').click();
    const setPicker = page.getByTestId('draft-set');
    await expect.poll(() => setPicker.locator('option').count(), POLL).toBe(18);
    await setPicker.selectOption('M21');
    expect(await page.getByTestId('draft-product').inputValue()).toBe('default');
    expect(await page.getByTestId('draft-seats').inputValue()).toBe('8');
    await page.getByTestId('draft-name').fill(NAME);
    await page.getByTestId('draft-seed').fill(String(SEED));
    await page.getByTestId('draft-begin').click();

    const progress = page.getByTestId('draft-progress');
    await expect.poll(() => progress.textContent(), POLL).toBe('Pack 1/3 · pick 1');
    const cards = page.getByTestId('draft-card');
    const shown = () => cards.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.card));
    const opened = await host.invoke('pools.open', { set: 'M21', seed: SEED, boosters: 1, name: 'same seed' });
    await expect.poll(shown, POLL).toEqual(opened.packs[0].map((c) => c.name));

    const picked: string[] = [];
    picked.push((await cards.nth(2).getAttribute('data-card'))!);
    await cards.nth(2).click();
    await expect.poll(() => progress.textContent(), POLL).toBe('Pack 1/3 · pick 2');
    await expect.poll(() => cards.count(), POLL).toBe(14);
    // The keyboard: an arrow moves the focus along the pack, Enter picks, and the focus is then on the next pack.
    await cards.first().focus();
    await page.keyboard.press('ArrowRight');
    picked.push((await page.evaluate(() => (document.activeElement as HTMLElement).dataset.card))!);
    await page.keyboard.press('Enter');
    await expect.poll(() => progress.textContent(), POLL).toBe('Pack 1/3 · pick 3');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), POLL)
      .toBe('draft-card');
    picked.push((await cards.nth(0).getAttribute('data-card'))!);
    await cards.nth(0).click();
    await expect.poll(() => progress.textContent(), POLL).toBe('Pack 1/3 · pick 4');

    const id = (await host.invoke('drafts.list', {})).find((d) => d.name === NAME)!.id;
    const stored = await host.invoke('drafts.get', { id });
    expect(stored.picks.map((c) => c.name)).toEqual(picked);
    const pickRows = page.getByTestId('draft-pick');
    await expect.poll(() => pickRows.count(), POLL).toBe(new Set(picked).size);
    const listed = await pickRows.locator('.name').allTextContents();
    expect([...listed].sort()).toEqual([...new Set(picked)].sort());
    expect(await page.getByTestId('draft-pick-group').count()).toBeGreaterThan(0);
    await app.screenshotEveryLook('draft-01-picking', async () => {
      await expect.poll(() => cards.count(), POLL).toBe(12);
    });
    // The tiles print rules text as the card panel does: {T}, {U} and {1}{W} as pips, never as written in the data.
    const rules = cards.locator('[data-testid="card-text-tile"] .text');
    expect((await rules.allTextContents()).join('\n')).not.toMatch(/\{[^}]*\}/);
    expect(await rules.locator('.pip').count()).toBeGreaterThan(0);

    // Resumed from the list of drafts in progress, where it stopped.
    await page.getByTestId('start-draft').click();
    await page.getByTestId('draft-form').waitFor();
    await page.getByTestId('draft-item').filter({ hasText: NAME }).click();
    await expect.poll(() => progress.textContent(), POLL).toBe('Pack 1/3 · pick 4');
    await expect.poll(shown, POLL).toEqual(stored.current.map((c) => c.name));

    for (let pick = 4; pick <= 45; pick++) {
      const before = await progress.textContent();
      await cards.first().click();
      if (pick < 45) await expect.poll(() => progress.textContent(), POLL).not.toBe(before);
    }
    const detail = page.getByTestId('pool-detail');
    await detail.waitFor();
    expect(await detail.locator('h2').textContent()).toBe(NAME);
    expect(await detail.locator('.detail-head .muted').textContent()).toContain('45');
    const done = await host.invoke('drafts.get', { id });
    expect(done.done).toBe(true);
    expect((await host.invoke('pools.get', { id: done.poolId! })).kind).toBe('draft');
    expect(await page.getByTestId('draft-item').count()).toBe(0);
  });

  it('drafts a cube: a pool chosen as the source, packs of the size asked, every card from the cube', async () => {
    const { page, host } = app;
    const names = setCubeNames('M21');
    const { pool } = await host.invoke('pools.create', {
      name: 'M21 set cube',
      kind: 'cube',
      text: names.map((name) => `1 ${name}`).join('\n'),
    });
    await page.getByTestId('start-draft').click();
    await page.getByTestId('draft-from-cube').check();
    const cubePicker = page.getByTestId('draft-cube');
    await expect.poll(() => cubePicker.locator('option').first().textContent(), POLL).toContain('M21 set cube');
    await cubePicker.selectOption(String(pool.id));
    await page.getByTestId('draft-pack-size').fill('9');
    await page.getByTestId('draft-seats').fill('4');
    await page.getByTestId('draft-name').fill('Cube night');
    await page.getByTestId('draft-seed').fill('12');
    await app.screenshotEveryLook('draft-02-cube-form');
    await page.getByTestId('draft-begin').click();

    const progress = page.getByTestId('draft-progress');
    await expect.poll(() => progress.textContent(), POLL).toBe('Pack 1/3 · pick 1');
    const cards = page.getByTestId('draft-card');
    await expect.poll(() => cards.count(), POLL).toBe(9);
    const shown = await cards.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.card!));
    for (const name of shown) expect(names).toContain(name);
    expect(await page.getByTestId('draft-view').textContent()).toContain(`Cube of ${names.length} cards, packs of 9`);
    await cards.nth(1).click();
    await expect.poll(() => progress.textContent(), POLL).toBe('Pack 1/3 · pick 2');
    await expect.poll(() => cards.count(), POLL).toBe(8);
    const stored = (await host.invoke('drafts.list', {})).find((d) => d.name === 'Cube night')!;
    expect(stored).toMatchObject({ cube: { cards: names.length, packSize: 9 }, seats: 4, pickCount: 1 });
    await page.getByTestId('start-draft').click();
    await expect
      .poll(() => page.getByTestId('draft-item').filter({ hasText: 'Cube night' }).textContent(), POLL)
      .toContain('Cube');
  });
});
