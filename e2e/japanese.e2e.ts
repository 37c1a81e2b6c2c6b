// The Japanese UI shows a Magic card's Japanese type line and rules text (MTGJSON foreignData) and a Duel Masters
// card's Japanese name (ja-names.csv, imported by global-setup); the English UI the same cards in English.
// Screenshots in both languages, light and dark.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchApp, searchAnswered, workerBrowser, type AppUnderTest } from './harness.ts';
import { preparedApp } from './setup.ts';

const POLL = { timeout: 20_000, interval: 20 };
const MTG_CARD = 'Ugin, the Spirit Dragon';
const DM_CARD = 'Bolshack Dragon';

let app: AppUnderTest | undefined;
afterEach(async () => {
  expect(app?.pageErrors, 'page errors or CSP violations').toEqual([]);
  await app?.close();
  app = undefined;
});

async function open(locale: string, colorScheme: 'light' | 'dark'): Promise<AppUnderTest> {
  app = await launchApp(await workerBrowser(), preparedApp({ locale, colorScheme }));
  return app;
}

/** Searches for the card by its exact English name and waits for the card panel to show it. */
async function showCard(page: Page, name: string, title: string): Promise<void> {
  const query = `!"${name}"`;
  await page.getByTestId('search-input').fill(query);
  await searchAnswered(page, query);
  await expect.poll(() => page.getByTestId('card-title').textContent(), POLL).toBe(title);
}

/** The card as the API gives it: its id by exact name, then cards.get. */
async function cardNamed(app: AppUnderTest, name: string) {
  const [found] = (await app.host.invoke('cards.search', { query: `!"${name}"`, limit: 1 })).cards;
  return app.host.invoke('cards.get', { id: found.id });
}

describe('Japanese card text', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`the Japanese UI (${colorScheme}) shows a Magic card's Japanese type line and rules text, a Duel Masters card's Japanese name`, async () => {
      const shown = await open('ja-JP', colorScheme);
      const { page } = shown;
      const ugin = await cardNamed(shown, MTG_CARD);
      const ja = ugin.localized?.ja?.faces[0];
      expect(ja?.typeLine).toMatch(/プレインズウォーカー/);
      await showCard(page, MTG_CARD, ugin.localizedNames.ja);
      expect(await page.getByTestId('type-line').textContent()).toBe(ja!.typeLine);
      expect(await page.getByTestId('rules-text').innerText()).toContain(ja!.text!.split('\n')[0].slice(0, 12));
      // Format and rarity names come from the catalog (Ugin's M21 printings are mythic).
      expect(await page.getByTestId('legalities').innerText()).toContain('パイオニア');
      expect(await page.getByTestId('card-panel').innerText()).toContain('神話レア');
      expect(ugin.printings[0].artist).toBeTruthy();
      expect(await page.getByTestId('printing-artist').first().textContent()).toBe(
        `イラスト: ${ugin.printings[0].artist}`,
      );
      await shown.screenshot(`40-japanese-card-text-ja-${colorScheme}`);

      const bolshack = await cardNamed(shown, DM_CARD);
      expect(bolshack.localizedNames.ja).toBe('ボルシャック・ドラゴン');
      await showCard(page, DM_CARD, 'ボルシャック・ドラゴン');
      await shown.screenshot(`41-japanese-dm-name-ja-${colorScheme}`);

      const query = 't:クリーチャー o:飛行';
      const expected = await shown.host.invoke('cards.search', { query, limit: 1 });
      expect(expected.total).toBeGreaterThan(0);
      await page.getByTestId('search-input').fill(query);
      await searchAnswered(page, query);
      expect(await page.getByTestId('result-count').textContent()).toContain(
        new Intl.NumberFormat('ja-JP').format(expected.total),
      );
    });

    it(`the English UI (${colorScheme}) shows the same cards in English`, async () => {
      const shown = await open('en-US', colorScheme);
      const { page } = shown;
      const ugin = await cardNamed(shown, MTG_CARD);
      await showCard(page, MTG_CARD, MTG_CARD);
      expect(await page.getByTestId('type-line').textContent()).toBe(ugin.faces[0].typeLine);
      expect(await page.getByTestId('legalities').innerText()).toContain('Pioneer');
      await shown.screenshot(`40-japanese-card-text-en-${colorScheme}`);
      await showCard(page, DM_CARD, DM_CARD);
      await shown.screenshot(`41-japanese-dm-name-en-${colorScheme}`);
    });
  }
});
