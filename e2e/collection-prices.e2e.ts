// Cards without a price in the chosen currency, as the deck's value and its cost to complete show them: against the
// real API on real Scryfall objects that carry prices (scooze's files, imported under a Scryfall bulk name so their
// snapshot date is known). Anaconda has no MTGO ticket price in either printing: its copies are said to have no
// price, in that snapshot, and no total of 0 is shown. Screenshots in English and Japanese, light and dark.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from './setup.ts';
import { tempDir } from '../test/shared-data.ts';
import { PRICE_SNAPSHOT_DAY, copyPricedFiles, pricedObjects } from '../test/priced-cards.ts';

const POLL = { timeout: 20_000, interval: 50 };
const DECK = 'Unpriced Anacondas';

const app = appForFile();
const scratch = tempDir('decklab-e2e-unpriced-');

beforeAll(async () => {
  await app.host.invoke('data.import', { files: copyPricedFiles(scratch.dir) });
  const { deck } = await app.host.invoke('decks.import', { text: '4 Anaconda\n' });
  await app.host.invoke('decks.save', { deck: { ...deck, name: DECK, format: 'limited' } });
});
afterAll(() => {
  scratch.cleanup();
});

describe('cards without a price in the currency', () => {
  it('the deck value and the cost to complete name the copies without a price, with the snapshot date, and no total', async () => {
    expect(
      pricedObjects()
        .filter((o) => o.name === 'Anaconda')
        .map((o) => o.prices.tix),
    ).toEqual([null, null]);
    const { page } = app;
    await page.keyboard.press('Control+2');
    await page.getByTestId('deck-list').getByText(DECK).click();
    await expect.poll(() => page.getByTestId('deck-name').inputValue(), POLL).toBe(DECK);
    await page.getByTestId('currency-select').selectOption('tix');
    await page.getByTestId('tab-stats').click();
    const value = page.getByTestId('deck-value');
    await expect.poll(() => value.textContent(), POLL).toContain('4 cards have no price');
    expect(await value.textContent()).toContain(`prices of ${PRICE_SNAPSHOT_DAY.en}`);
    await app.setLook('ja', 'light');
    await expect.poll(() => value.textContent(), POLL).toContain(`${PRICE_SNAPSHOT_DAY.ja}時点の価格`);
    await app.setLook('en', 'light');
    expect(await page.getByTestId('deck-value-total').count()).toBe(0);
    await app.screenshotEveryLook('collection-prices-deck-value');

    await page.getByTestId('view-needs').click();
    const cost = page.getByTestId('needs-cost');
    await expect.poll(() => cost.textContent(), POLL).toContain('4 cards have no price');
    expect(await cost.textContent()).toContain(`prices of ${PRICE_SNAPSHOT_DAY.en}`);
    expect(await page.getByTestId('needs-cost-total').count()).toBe(0);
    await app.screenshotEveryLook('collection-prices-cost');
    await page.getByTestId('currency-select').selectOption('usd');
  });
});
