// The lab's game count reads as the presets beside it do (10,000, grouped by the window's language), keeps what is
// typed while typed, and keeps text that is no number for the run to refuse in words.
import { beforeAll, describe, expect, it } from 'vitest';
import { openSavedDeck, saveDeckFile } from './harness.ts';
import { appForFile, freshWindowAfterFailure } from './setup.ts';
import { sharedPath } from '../test/shared-data.ts';

const POLL = { timeout: 20_000, interval: 50 };
/** A deck to run. */
const LOREHOLD = 'Lorehold Legacies';

const app = appForFile();

beforeAll(async () => {
  await saveDeckFile(app.host, sharedPath('decks/plain-taw/cmd__c21__Lorehold Legacies.txt'), {
    name: LOREHOLD,
    format: 'commander',
  });
});
freshWindowAfterFailure(app);

describe("the lab's game count", () => {
  for (const [language, tenThousand, twoThousandFiveHundred] of [
    ['en', '10,000', '2,500'],
    ['ja', '10,000', '2,500'],
  ] as const) {
    it(`reads as the presets beside it do, grouped by the language, and as typed while typed in (${language})`, async () => {
      const { page } = app;
      await openSavedDeck(page, LOREHOLD);
      await app.setLook(language, 'light');
      await page.keyboard.press('Control+3');
      await page.getByTestId('lab-view-run').click();
      const games = page.getByTestId('sim-games');
      const presets = page.locator('.presets button');
      await presets.filter({ hasText: tenThousand }).click();
      expect(await games.inputValue()).toBe(tenThousand);
      expect(await presets.allTextContents()).toContain(await games.inputValue());
      await games.focus();
      expect(await games.inputValue()).toBe(tenThousand);
      await games.fill('2500');
      expect(await games.inputValue()).toBe('2500');
      await page.keyboard.press('Tab');
      expect(await games.inputValue()).toBe(twoThousandFiveHundred);
      await app.screenshot(`lab-game-count-${language}`);
      await games.focus();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Tab');
      expect(await games.inputValue()).toBe('3,500');
      await presets.filter({ hasText: tenThousand }).click();
      await app.setLook('en', 'light');
    });
  }

  it('keeps text that is no number as typed, and the run refuses it in words', async () => {
    const { page } = app;
    await openSavedDeck(page, LOREHOLD);
    await page.keyboard.press('Control+3');
    await page.getByTestId('lab-view-run').click();
    const games = page.getByTestId('sim-games');
    await games.fill('ten');
    await page.getByTestId('sim-run').click();
    expect(await games.inputValue()).toBe('ten');
    await expect.poll(() => page.getByTestId('sim-error').textContent(), POLL).toContain('Invalid input');
    await games.fill('1000');
  });
});
