// The deck editor's "Legal in" row, met as a player meets it in Chromium against the real API and card data: a
// Challenger deck saved as Standard shows a chip per Magic format, legal ones first, as decks.validateAll answers;
// another format's chip lists that format's problems with their rule numbers and makes it the deck's format. A Duel
// Masters deck is checked against the Hall of Fame regulation in use (DM 100.2): the bundled excerpt says it is one,
// a full list loaded on the Card data page applies to the deck at once, a file that is none is refused. In English and
// Japanese.
import { expect, it } from 'vitest';
import { appForFile } from './setup.ts';
import { openSavedDeck, saveDeckFile } from './harness.ts';
import { sharedPath } from '../test/shared-data.ts';
import { en } from '../renderer/i18n/en.ts';
import { ja } from '../renderer/i18n/ja.ts';
import { dmDeckList, dmDeckOf, dmPlainAttacker } from '../test/goldfish-fixtures.ts';

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

it('a Duel Masters deck: the bundled Hall of Fame excerpt says it is one; a list loaded under Card data applies at once (DM 100.2)', async () => {
  const { page, host } = app;
  const deck = { ...dmDeckOf('fire', dmPlainAttacker('fire')), name: 'Fire for the Hall of Fame' };
  const listed = deck.main[0].card.name;
  const read = await host.invoke('decks.import', { text: dmDeckList(deck) });
  await host.invoke('decks.save', { deck: { ...read.deck, format: 'dm' } });
  // The deck list reads the saved decks again as its screen is shown.
  await page.locator('[data-screen="data"]').click();
  await openSavedDeck(page, deck.name);
  await page.getByTestId('tab-problems').click();
  const verdict = page.getByTestId('verdict');
  const regulation = page.getByTestId('validation-regulation');
  await expect.poll(() => verdict.textContent(), POLL).toContain('Legal in Duel Masters');
  expect(await regulation.getAttribute('data-partial')).toBe('true');
  expect(await regulation.textContent()).toContain('checked against the excerpt bundled with Decklab');

  // The full list as a player keeps it: the deck's first card in the Hall of Fame (at most one copy).
  const list = {
    title: 'Hall of Fame as a player keeps it',
    sources: ['a player’s own list'],
    entries: [{ name: listed, limit: 1, from: '2020-01-01' }],
  };
  await page.locator('[data-screen="data"]').click();
  const inUse = page.getByTestId('dm-regulation-in-use');
  await expect.poll(() => inUse.getAttribute('data-partial'), POLL).toBe('true');
  const file = page.getByTestId('dm-regulation-file');
  await file.setInputFiles({
    name: 'hall-of-fame.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(list)),
  });
  await expect
    .poll(() => inUse.textContent(), POLL)
    .toContain('In use: hall-of-fame.json (Hall of Fame as a player keeps it), 1 entry, 1 card limited today.');
  // A file cut short is refused whole: the list loaded stays.
  await file.setInputFiles({
    name: 'cut.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(list).slice(0, 30)),
  });
  await expect
    .poll(() => page.locator('[data-testid="dm-regulation"] [role="alert"]').textContent(), POLL)
    .toContain('cut.json: not a JSON file');
  expect(await inUse.textContent()).toContain('hall-of-fame.json');
  await app.screenshot('dm-regulation-loaded-en');

  await page.locator('[data-screen="decks"]').click();
  await expect.poll(() => verdict.textContent(), POLL).toContain('Not legal in Duel Masters');
  const problem = page.locator('[data-testid="problem"][data-code="dm.hall-of-fame"]');
  expect(await problem.textContent()).toContain(`${listed} is in the Hall of Fame`);
  expect(await regulation.getAttribute('data-partial')).toBe('false');
  expect(await regulation.textContent()).toContain(
    'Hall of Fame (DM 100.2): Hall of Fame as a player keeps it (1 card limited on',
  );
  const chip = page.locator('[data-testid="legal-chip"][data-format="dm"]');
  await expect.poll(() => chip.getAttribute('data-legal'), POLL).toBe('false');
  await app.screenshot('dm-regulation-deck-en');
  await app.setLook('ja', 'light');
  await expect
    .poll(() => regulation.textContent(), POLL)
    .toContain('殿堂レギュレーション（DM 100.2）: Hall of Fame as a player keeps it');
  // The problem names the regulation's day as the line under it does (2026年12月3日), not as the engine keeps it.
  const problemJa = await problem.textContent();
  expect(problemJa).toContain('時点の殿堂レギュレーション');
  expect(problemJa).toMatch(/\d{4}年\d{1,2}月\d{1,2}日時点/);
  expect(problemJa).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  await app.screenshot('dm-regulation-deck-ja');
  await page.locator('[data-screen="data"]').click();
  await expect.poll(() => inUse.textContent(), POLL).toContain('使用中: hall-of-fame.json');
  await app.screenshot('dm-regulation-loaded-ja');

  // Back to the bundled excerpt: the deck passes again.
  await page.getByTestId('dm-regulation-bundled').click();
  await expect.poll(() => inUse.getAttribute('data-partial'), POLL).toBe('true');
  await app.setLook('en', 'light');
  await page.locator('[data-screen="decks"]').click();
  await expect.poll(() => verdict.textContent(), POLL).toContain('Legal in Duel Masters');
  await expect.poll(() => chip.getAttribute('data-legal'), POLL).toBe('true');
  expect(app.pageErrors).toEqual([]);
});
