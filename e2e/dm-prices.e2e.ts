// A Duel Masters deck's value and cost to complete, on card data without prices: the screens say Duel Masters card
// data carries no prices (Scryfall, where prices come from, holds no Duel Masters cards), in English and Japanese.
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openSavedDeck, saveDeckFile } from './harness.ts';
import { appForFile } from './setup.ts';
import { sharedPath, tempDir } from '../test/shared-data.ts';
import { copyPricedFiles } from '../test/priced-cards.ts';

const POLL = { timeout: 20_000, interval: 50 };
const DECK = 'Duel Masters pair';

const app = appForFile();
const scratch = tempDir();

afterAll(() => {
  scratch.cleanup();
});

describe('a Duel Masters deck without prices', () => {
  it('says Duel Masters card data carries no prices, not that prices come with Scryfall data', async () => {
    // Two real cards of the Duel Masters file; the e2e card data holds no prices at all (MTGJSON writes none).
    const { cards } = JSON.parse(
      readFileSync(sharedPath('duelmasters', 'Latepate64-DuelMastersCards.json'), 'utf8'),
    ) as { cards: { name: string }[] };
    const file = join(scratch.dir, 'dm-pair.txt');
    writeFileSync(file, `// NAME: ${DECK}\nメインデッキ\n4 ${cards[0].name}\n4 ${cards[1].name}\n`);
    await saveDeckFile(app.host, file);
    const { page } = app;
    await openSavedDeck(page, DECK);
    await page.getByTestId('tab-stats').click();
    const value = page.getByTestId('deck-value');
    await expect
      .poll(() => value.textContent(), POLL)
      .toContain('No prices: Duel Masters card data carries no prices.');

    await page.getByTestId('view-needs').click();
    const cost = page.getByTestId('needs-cost');
    await expect.poll(() => cost.textContent(), POLL).toContain('No prices: Duel Masters card data carries no prices.');
    await app.screenshot('dm-prices-needs-en');
    await app.setLook('ja', 'light');
    await expect.poll(() => cost.textContent(), POLL).toContain('デュエマのカードデータには価格が含まれません');
    await app.screenshot('dm-prices-needs-ja');
    await app.setLook('en', 'light');
  });
  it('says the same once Scryfall prices are in the card data, not that its cards have no price in that snapshot', async () => {
    // Real Scryfall objects with prices, under a Scryfall bulk file's name: the card data now has a price snapshot.
    await app.host.invoke('data.import', { files: copyPricedFiles(scratch.dir) });
    const { page } = app;
    await openSavedDeck(page, DECK);
    await page.getByTestId('tab-stats').click();
    const value = page.getByTestId('deck-value');
    await expect
      .poll(() => value.textContent(), POLL)
      .toContain('No prices: Duel Masters card data carries no prices.');
    expect(await value.textContent()).not.toMatch(/no price$|prices of/);
    await page.getByTestId('view-needs').click();
    const cost = page.getByTestId('needs-cost');
    await expect.poll(() => cost.textContent(), POLL).toContain('No prices: Duel Masters card data carries no prices.');
    expect(await cost.textContent()).not.toMatch(/cards have no price|prices of/);
    await app.screenshot('dm-prices-scryfall-needs-en');
    await app.setLook('ja', 'light');
    await expect.poll(() => cost.textContent(), POLL).toContain('デュエマのカードデータには価格が含まれません');
    expect(await cost.textContent()).not.toContain('価格なし');
    await app.screenshot('dm-prices-scryfall-needs-ja');
    await app.setLook('en', 'light');
  });
});
