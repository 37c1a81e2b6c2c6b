// Answers that come after the player has moved on, in the pools screen: a pick answered once the player has gone to
// another draft, and a draft still loading when the player has asked for another pane. The page's calls go through
// the real API; the test holds one answer back in the page until it says, as a slow machine would.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appForFile } from './setup.ts';

const POLL = { timeout: 20_000, interval: 50 };
const FIRST = 'M21 table';
const SECOND = 'Other table';

const app = appForFile();
let firstId = 0;

beforeAll(async () => {
  firstId = (await app.host.invoke('drafts.start', { set: 'M21', seed: 2020, name: FIRST })).id;
  await app.host.invoke('drafts.start', { set: 'M21', seed: 2021, name: SECOND });
  await app.page.keyboard.press('Control+6');
});

type Holding = Window & {
  __decklabInvoke: NonNullable<Window['__decklabInvoke']>;
  __release: () => void;
  __answered: boolean;
};

/** Holds the answer to the page's next call of `name` (the call itself goes) until `release`. */
function holdNextAnswer(page: Page, name: string): Promise<void> {
  return page.evaluate((held) => {
    const holder = window as unknown as Holding;
    const invoke = holder.__decklabInvoke;
    let holding = true;
    const released = new Promise<void>((resolve) => (holder.__release = resolve));
    holder.__answered = false;
    holder.__decklabInvoke = async (call, input, requestId) => {
      if (call !== held || !holding) return invoke(call, input, requestId);
      holding = false;
      const answer = await invoke(call, input, requestId);
      await released;
      queueMicrotask(() => (holder.__answered = true));
      return answer;
    };
  }, name);
}

/** Lets the held answer go, and waits until the page has taken it and drawn what it does. */
async function release(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as Holding).__release());
  await expect.poll(() => page.evaluate(() => (window as unknown as Holding).__answered), POLL).toBe(true);
  await page.evaluate(() => new Promise((frame) => requestAnimationFrame(frame)));
}

const draftItem = (page: Page, name: string) => page.getByTestId('draft-item').filter({ hasText: name });
const heading = (page: Page) => page.getByTestId('draft-view').locator('h2');

async function showDraft(page: Page, name: string): Promise<void> {
  await draftItem(page, name).click();
  await expect.poll(() => heading(page).textContent(), POLL).toBe(name);
}

describe('answers that come after the player moved on', () => {
  it('a pick answered after the player went to another draft counts in the list and leaves the player there', async () => {
    const { page, host } = app;
    await showDraft(page, FIRST);
    await holdNextAnswer(page, 'drafts.pick');
    await page.getByTestId('draft-card').first().click();
    await showDraft(page, SECOND);
    await release(page);

    await expect.poll(() => draftItem(page, FIRST).locator('.meta').textContent(), POLL).toContain('1 pick');
    expect(await heading(page).textContent()).toBe(SECOND);
    expect(await page.getByTestId('draft-progress').textContent()).toBe('Pack 1/3 · pick 1');
    expect((await host.invoke('drafts.get', { id: firstId })).picks).toHaveLength(1);
  });

  it('a draft still loading does not replace the pane the player asked for since', async () => {
    const { page } = app;
    await holdNextAnswer(page, 'drafts.get');
    await draftItem(page, FIRST).click();
    await page.getByTestId('new-pool').click();
    await page.getByTestId('pool-form').waitFor(POLL);
    await release(page);

    expect(await page.getByTestId('pool-form').count()).toBe(1);
    expect(await page.getByTestId('draft-view').count()).toBe(0);
    // The draft shows when asked for again.
    await showDraft(page, FIRST);
  });
});
