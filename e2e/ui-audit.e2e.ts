// The screens a player uses every day, at the window sizes players use (1024×700 and 1366×768), in English and
// Japanese, on real decklists: names, buttons and labels show whole and stay inside their pane, and no data id
// reaches the window untranslated. Each check measures the page (scroll sizes, element boxes); screenshots of each.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { saveDeckFile } from './harness.ts';
import { appForFile, freshWindowAfterFailure } from './setup.ts';
import { sharedPath } from '../test/shared-data.ts';

const POLL = { timeout: 20_000, interval: 50 };
const SIZES = [
  { width: 1024, height: 700 },
  { width: 1366, height: 768 },
] as const;
const LANGUAGES = ['en', 'ja'] as const;
type Language = (typeof LANGUAGES)[number];

/** Real decklists by the names their files give, most of them longer than the deck list's width at 1024. */
const DECKS = {
  'Core Set 2019 Welcome Deck WU': 'decks/forge-dck/Core Set 2019 Welcome Deck WU.dck',
  'Mono-Green Stompy': 'decks/plain-taw/challenger__q05__Mono-Green Stompy.txt',
  'Basri, Devoted Paladin': 'decks/plain-taw/pw__m21__Basri, Devoted Paladin.txt',
  'Lorehold Legacies': 'decks/plain-taw/cmd__c21__Lorehold Legacies.txt',
};
const POOL_NAME = 'Basri sealed pool from the M21 planeswalker deck';

const app = appForFile();
freshWindowAfterFailure(app);

beforeAll(async () => {
  for (const path of Object.values(DECKS)) await saveDeckFile(app.host, sharedPath(path));
  await app.host.invoke('pools.create', {
    name: POOL_NAME,
    kind: 'sealed',
    game: 'mtg',
    text: readFileSync(sharedPath(DECKS['Basri, Devoted Paladin']), 'utf8'),
  });
});

/** Runs `check` at each size in each language, screenshotting `<name>-<width>-<language>` after each; ends in English. */
async function atEverySize(name: string, check: (language: Language) => Promise<void>): Promise<void> {
  for (const size of SIZES) {
    await app.page.setViewportSize(size);
    for (const language of LANGUAGES) {
      await app.setLook(language, 'light');
      await check(language);
      await app.screenshot(`${name}-${size.width}-${language}`);
    }
  }
  await app.setLook('en', 'light');
}

/** Whether the element shows its text whole: nothing of it cut sideways or below (an ellipsis, a clamped line). */
function shownWhole(locator: Locator) {
  return locator.evaluate((element) => ({
    text: element.textContent,
    whole: element.scrollWidth <= element.clientWidth + 1 && element.scrollHeight <= element.clientHeight + 1,
  }));
}

async function openPool(page: Page): Promise<void> {
  await page.keyboard.press('Control+6');
  await page.getByTestId('pool-item').filter({ hasText: POOL_NAME }).click();
  await page.getByTestId('pool-detail').waitFor(POLL);
}

describe('names in the lists of saved decks and pools', () => {
  it('show whole, so two decks whose names start alike are told apart', async () => {
    const { page } = app;
    await page.keyboard.press('Control+2');
    const names = page.getByTestId('deck-list').locator('.item-name');
    await expect.poll(() => names.count(), POLL).toBe(Object.keys(DECKS).length);
    await atEverySize('audit-deck-list', async (language) => {
      for (const name of await names.all()) {
        expect.soft(await shownWhole(name), `a deck's name at ${language}`).toMatchObject({ whole: true });
        expect.soft(await name.getAttribute('title')).toBe(await name.textContent());
      }
    });
    await openPool(page);
    const poolName = page.getByTestId('pool-item').locator('.item-name');
    await atEverySize('audit-pool-list', async () => {
      expect.soft(await shownWhole(poolName)).toEqual({ text: POOL_NAME, whole: true });
    });
  });
});
