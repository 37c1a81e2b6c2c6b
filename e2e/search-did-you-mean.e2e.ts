// A misspelt search keyword names the known keywords it likely meant (engine/search/suggest.ts), in either language.
import { describe, expect, it } from 'vitest';
import { appForFile, freshWindowAfterFailure } from './setup.ts';

const POLL = { timeout: 20_000, interval: 50 };

const app = appForFile();
freshWindowAfterFailure(app);

describe('a misspelt search keyword', () => {
  const QUERIES = [
    {
      query: 'colr:red',
      en: 'Unknown keyword “colr”; did you mean “color:” or “c:”?',
      ja: '「colr」というキーワードはありません。「color:」か「c:」のことですか？',
    },
    {
      query: 'tpye:elf',
      en: 'Unknown keyword “tpye”; did you mean “type:” or “t:”?',
      ja: '「tpye」というキーワードはありません。「type:」か「t:」のことですか？',
    },
  ];

  for (const language of ['en', 'ja'] as const) {
    it(`names the nearest known keywords (${language})`, async () => {
      const { page } = app;
      await app.setLook(language, 'light');
      await page.keyboard.press('Control+1');
      for (const { query, ...said } of QUERIES) {
        await page.getByTestId('search-input').fill(query);
        await expect
          .poll(() => page.getByTestId('query-error').locator('.reason').textContent(), POLL)
          .toBe(said[language]);
      }
      await app.screenshot(`search-did-you-mean-${language}`);
      await page.getByTestId('search-input').fill('');
      await app.setLook('en', 'light');
    });
  }
});
