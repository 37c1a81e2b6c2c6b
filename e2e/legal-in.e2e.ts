// The deck editor's "Legal in" row, met as a player meets it in Chromium against the real API and card data: a
// Challenger deck saved as Standard shows a chip per Magic format, legal ones first, as decks.validateAll answers;
// another format's chip lists that format's problems with their rule numbers and makes it the deck's format. In
// English and Japanese.
import { expect, it } from 'vitest';
import { appForFile } from './setup.ts';
import { openSavedDeck, saveDeckFile } from './harness.ts';
import { sharedPath } from '../test/shared-data.ts';
import { en } from '../renderer/i18n/en.ts';
import { ja } from '../renderer/i18n/ja.ts';

const POLL = { timeout: 20_000, interval: 50 };
const STOMPY = sharedPath('decks/plain-taw/challenger__q05__Mono-Green Stompy.txt');
const NAME = 'Mono-Green Stompy';

const app = appForFile();

it('shows the deck legal in Pioneer and not in Standard, lists why, and switches the format from a chip', async () => {
  const { page, host } = app;
  await saveDeckFile(host, STOMPY, { format: 'standard' });
  await openSavedDeck(page, NAME);
  await page.getByTestId('tab-problems').click();

  const chips = page.getByTestId('legal-chip');
  await expect.poll(() => chips.count(), POLL).toBe(22);
  const saved = (await host.invoke('decks.list', {})).find((d) => d.name === NAME)!;
  const { deck } = await host.invoke('decks.get', { id: saved.id });
  const expected = await host.invoke('decks.validateAll', { deck });
  const shown = async () =>
    await chips.evaluateAll((els) => els.map((el) => [el.getAttribute('data-format'), el.getAttribute('data-legal')]));
  expect(await shown()).toEqual(expected.formats.map((v) => [v.format, String(v.legal)]));
  expect(await shown()).toContainEqual(['pioneer', 'true']);
  expect(await shown()).toContainEqual(['standard', 'false']);
  expect(await page.getByTestId('legal-skipped').textContent()).toBe(en['formatName.limited']);

  // Pauper: the cards printed above common, each citing the ban and legality list's rule (MTR 6.2).
  const chip = (format: string) => page.locator(`[data-testid="legal-chip"][data-format="${format}"]`);
  expect(await chip('pauper').getAttribute('title')).toMatch(
    /^Pauper: not legal, \d+ problems; first: .+ \(MTR 6\.2\)$/,
  );
  await chip('pauper').click();
  const detail = page.getByTestId('legal-detail');
  await expect.poll(() => detail.textContent(), POLL).toContain('Not legal in Pauper');
  expect(await detail.locator('li').count()).toBe(5);
  expect(await detail.locator('li').first().textContent()).toMatch(/is not legal in Pauper\s*MTR 6\.2/);
  expect(await page.getByTestId('legal-use').textContent()).toBe('Check against Pauper');
  await app.screenshot('legal-in-pauper-en');

  // Standard, the deck's own format: the panel below lists its problems, the chip does not repeat them.
  await chip('standard').click();
  await expect.poll(() => detail.textContent(), POLL).toContain(en['legalIn.listedBelow']);
  expect(await detail.locator('li').count()).toBe(0);
  expect(await page.getByTestId('legal-use').count()).toBe(0);

  // Pioneer: legal; its chip makes it the deck's format, and the verdict below follows.
  await chip('pioneer').click();
  await expect.poll(() => detail.textContent(), POLL).toContain('Legal in Pioneer');
  await page.getByTestId('legal-use').click();
  await expect.poll(() => page.getByTestId('deck-format').inputValue(), POLL).toBe('pioneer');
  await expect.poll(() => page.getByTestId('verdict').textContent(), POLL).toContain('Legal in Pioneer');

  await app.setLook('ja', 'light');
  await chip('pauper').click();
  await expect.poll(() => detail.textContent(), POLL).toContain('「パウパー」では使用できません');
  expect(await page.locator('[data-testid="legal-in"] h3').textContent()).toBe(ja['legalIn.title']);
  expect(await chip('pauper').textContent()).toContain('パウパー');
  expect(await chip('pauper').getAttribute('title')).toMatch(
    /^「パウパー」では使用できません。問題\d+件、最初の問題: .+（MTR 6\.2）$/,
  );
  expect(await page.getByTestId('legal-use').textContent()).toBe('「パウパー」で検査する');
  await app.screenshot('legal-in-pauper-ja');
  await app.setLook('en', 'light');
  expect(app.pageErrors).toEqual([]);
});
