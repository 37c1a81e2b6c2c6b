// The search box's placeholder (what to type: a name, t:, c:, mv, o:) shows whole at the smallest window Decklab
// supports (1024×700) and a large one, in English and Japanese: the input's scrollWidth with the placeholder's text in
// it against its clientWidth. Screenshots of each.
import { describe, expect, it } from 'vitest';
import { atEverySize } from './harness.ts';
import { appForFile, freshWindowAfterFailure } from './setup.ts';

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1600, height: 1000 },
] as const;

const app = appForFile();
freshWindowAfterFailure(app);

describe("the search box's placeholder", () => {
  it('shows whole while the box is empty, at every size in both languages', async () => {
    const { page } = app;
    await page.keyboard.press('Control+1');
    const input = page.getByTestId('search-input');
    await input.fill('');
    await atEverySize(app, SIZES, 'search-placeholder', async (language) => {
      // The placeholder's text as the box's value (no input event: nothing is searched), whose width scrollWidth counts.
      const box = await input.evaluate((element: HTMLInputElement) => {
        element.value = element.placeholder;
        const measured = {
          placeholder: element.placeholder,
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
        };
        element.value = '';
        return measured;
      });
      expect(box.placeholder, language).toMatch(language === 'ja' ? /名前/ : /name/);
      expect
        .soft(box.scrollWidth, `${language}: "${box.placeholder}" in ${box.clientWidth}px`)
        .toBeLessThanOrEqual(box.clientWidth);
    });
  });
});
