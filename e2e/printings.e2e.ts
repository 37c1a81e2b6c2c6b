// Art choice and prices in the desktop app (issue #16, points 3 and 4), against the real API on real Scryfall
// objects that carry prices (scooze's files, imported under a Scryfall bulk name so their snapshot date is known):
// a printing chosen from the strip persists through a save and a reload, shows in the history diff and in the Arena
// export; the deck's value and its cost to complete show with the snapshot date in the currency chosen. Screenshots
// in English and Japanese, light and dark. Expected figures come from Scryfall's own price strings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from './setup.ts';
import { tempDir } from '../test/shared-data.ts';
import { PRICE_SNAPSHOT_DAY, copyPricedFiles, scryfallPrice } from '../test/priced-cards.ts';

const POLL = { timeout: 20_000, interval: 50 };
const DECK = 'Priced Power';
const LIST = '4 Anaconda\n1 Black Lotus\n1 Ancestral Recall\n\nSideboard\n1 Time Walk\n';
/** The Seventh Edition Anaconda: a foil-only printing, so it has no nonfoil price. */
const PIN = { set: '7ED', collectorNumber: '229★' };

const app = appForFile();
const scratch = tempDir('decklab-e2e-prices-');

beforeAll(async () => {
  await app.host.invoke('data.import', { files: copyPricedFiles(scratch.dir) });
  const { deck } = await app.host.invoke('decks.import', { text: LIST });
  await app.host.invoke('decks.save', { deck: { ...deck, name: DECK, format: 'limited' } });
});
afterAll(() => {
  scratch.cleanup();
});

async function deckId(): Promise<number> {
  return (await app.host.invoke('decks.list', {})).find((d) => d.name === DECK)!.id;
}

async function openDeck(): Promise<void> {
  const { page } = app;
  await page.keyboard.press('Control+2');
  await page.getByTestId('deck-list').getByText(DECK).click();
  await expect.poll(() => page.getByTestId('deck-name').inputValue(), POLL).toBe(DECK);
}

const anacondaRow = () => app.page.locator('[data-board="main"] [data-entry-row][data-card="Anaconda"]');

/** The scene in English and Japanese, light and dark. */
const screenshots = (name: string) => app.screenshotEveryLook(`printings-${name}`);

describe('art choice: a printing pinned from the strip', () => {
  it('persists through a save and a reload, shows in the history diff and in the Arena export', async () => {
    const { page, host } = app;
    await openDeck();
    const id = await deckId();
    const versions = (await host.invoke('decks.versions', { id })).length;
    await anacondaRow().focus();
    const strip = page.getByTestId('printing-strip');
    await expect.poll(() => strip.getByTestId('printing-option').count(), POLL).toBe(2);
    await expect.poll(() => strip.getByTestId('printing-any').getAttribute('aria-pressed'), POLL).toBe('true');
    await screenshots('strip');

    const option = strip.locator(`[data-printing="${PIN.set} ${PIN.collectorNumber}"]`);
    // A foil-only printing: no price for the deck's nonfoil copies, and its foil price beside it, as Scryfall gives it.
    const foilPrice = scryfallPrice('Anaconda', PIN.set.toLowerCase(), 'usd_foil');
    await expect
      .poll(() => option.getByTestId('printing-foil-price').textContent(), POLL)
      .toBe(`Foil $${foilPrice.toFixed(2)}`);
    await option.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => option.getAttribute('aria-pressed'), POLL).toBe('true');
    await expect.poll(() => anacondaRow().textContent(), POLL).toContain(`${PIN.set} ${PIN.collectorNumber}`);
    await page.keyboard.press('Control+S');
    await expect.poll(async () => (await host.invoke('decks.versions', { id })).length, POLL).toBe(versions + 1);
    const saved = (await host.invoke('decks.get', { id })).deck;
    expect(saved.boards.main!.find((e) => e.name === 'Anaconda')!.printing).toMatchObject(PIN);

    await page.reload();
    await page.getByTestId('data-summary').filter({ hasText: /\d/ }).waitFor();
    await openDeck();
    await expect.poll(() => anacondaRow().textContent(), POLL).toContain(`${PIN.set} ${PIN.collectorNumber}`);

    await page.getByTestId('tab-history').click();
    await page.getByTestId('version-history').getByText(`v${versions}`, { exact: true }).click();
    await expect
      .poll(() => page.getByTestId('diff-printing').textContent(), POLL)
      .toContain(`Anaconda: 4 Any printing → 4 ${PIN.set} ${PIN.collectorNumber}`);
    await screenshots('history');

    await page.keyboard.press('Control+E');
    await page.locator('input[type="radio"][value="arena"]').check();
    await expect
      .poll(() => page.getByTestId('export-text').inputValue(), POLL)
      .toMatch(new RegExp(`^4 Anaconda \\(${PIN.set}\\) ${PIN.collectorNumber}$`, 'm'));
    await page.keyboard.press('Escape');
  });
});

describe('prices from the snapshot the user imported', () => {
  it('the deck value and the cost to complete in euros, with the snapshot date and the cards without a price', async () => {
    const { page, host } = app;
    await openDeck();
    await page.getByTestId('currency-select').selectOption('eur');
    // Pinned to 7ED (foil only), Anaconda has no euro price: its four copies are counted, not taken as free.
    // Unpinned, they are at its cheapest printing, the Portal one.
    const stored = (await host.invoke('decks.get', { id: await deckId() })).deck;
    const pinned = stored.boards.main!.find((e) => e.name === 'Anaconda')!.printing?.set === PIN.set;
    const anaconda = pinned ? 0 : 4 * scryfallPrice('Anaconda', 'por', 'eur');
    const power =
      scryfallPrice('Black Lotus', 'lea', 'eur') +
      scryfallPrice('Ancestral Recall', 'lea', 'eur') +
      scryfallPrice('Time Walk', 'lea', 'eur');
    const total = Math.round((anaconda + power) * 100) / 100;
    const euros = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(total);
    await page.getByTestId('tab-stats').click();
    const value = page.getByTestId('deck-value');
    await expect.poll(() => value.textContent(), POLL).toContain(euros);
    expect(await value.textContent()).toContain(`prices of ${PRICE_SNAPSHOT_DAY.en}`);
    if (pinned) expect(await value.textContent()).toContain('4 cards have no price');
    else expect(await value.textContent()).not.toContain('no price');
    await screenshots('deck-value');

    await page.getByTestId('view-needs').click();
    const cost = page.getByTestId('needs-cost');
    await expect.poll(() => cost.textContent(), POLL).toContain(euros);
    expect(await cost.textContent()).toContain(`prices of ${PRICE_SNAPSHOT_DAY.en}`);
    await screenshots('cost-to-complete');
    await page.getByTestId('currency-select').selectOption('usd');
  });

  it('the collection shows its value with the snapshot date, and the printings owned of the selected card', async () => {
    const { page, host } = app;
    await host.invoke('collection.import', {
      text: 'Name,Set code,Collector number,Quantity,Foil\n"Anaconda",POR,158†,2,normal\n"Anaconda",7ED,229★,1,foil\n"Black Lotus",LEA,232,1,normal\n',
      mode: 'replace',
    });
    await page.getByTestId('currency-select').selectOption('usd');
    await page.keyboard.press('Control+5');
    // In dollars only the two Anacondas are priced: Portal nonfoil and Seventh Edition foil, each at its own finish.
    const dollars = 2 * scryfallPrice('Anaconda', 'por', 'usd') + scryfallPrice('Anaconda', '7ed', 'usd_foil');
    const expected = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      Math.round(dollars * 100) / 100,
    );
    const value = page.getByTestId('collection-value');
    await expect.poll(() => value.textContent(), POLL).toContain(expected);
    expect(await value.textContent()).toContain(`prices of ${PRICE_SNAPSHOT_DAY.en}`);
    expect(await value.textContent()).toContain('1 card has no price');
    await page.getByTestId('collection-row').first().click();
    const owned = page.getByTestId('owned-printings');
    await expect
      .poll(() => owned.locator('li').evaluateAll((items) => items.map((li) => li.getAttribute('data-printing'))), POLL)
      .toEqual(['7ED 229★', 'POR 158†']);
    await screenshots('collection');
  });
});
