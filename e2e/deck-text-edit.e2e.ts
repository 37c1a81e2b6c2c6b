// Editing a whole deck as text in place (Moxfield's Bulk Edit), at 1024×700 on a real Commander precon (Lorehold
// Legacies, C21): a count changed, a card added, one removed and one moved to the sideboard in one Apply, which the
// list and the validation panel show and one undo takes back; a bad line shows its problem and changes nothing; text
// not applied is asked about before another screen or deck; a Duel Masters deck's zones are sections.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSavedDeck, saveDeckFile } from './harness.ts';
import { appForFile, confirmsDuring } from './setup.ts';
import { AA, contrasts } from './contrast.ts';
import { sharedPath } from '../test/shared-data.ts';
import type { Deck } from '../engine/decks/types.ts';
import { en } from '../renderer/i18n/en.ts';
import { ja } from '../renderer/i18n/ja.ts';

const POLL = { timeout: 20_000, interval: 50 };
const LOREHOLD = 'Lorehold as text';
const LOREHOLD_FILE = sharedPath('decks/plain-taw/cmd__c21__Lorehold Legacies.txt');

const app = appForFile();

beforeAll(async () => {
  await saveDeckFile(app.host, LOREHOLD_FILE, { name: LOREHOLD, format: 'commander' });
  await app.page.setViewportSize({ width: 1024, height: 700 });
});

/** Copies of a card on a board, as the editor's rows show them. */
const countOn = (page: Page, board: string, card: string) =>
  page
    .locator(`[data-board="${board}"] [data-entry-row][data-card="${card}"] .num`)
    .allTextContents()
    .then((counts) => counts.reduce((n, c) => n + Number(c), 0));

const problemCodes = (page: Page) =>
  page
    .locator('[data-testid="problem"]')
    .evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).dataset.code!).sort());

/** The editor's text, once the text mode shows. */
async function openText(page: Page): Promise<string> {
  await page.getByTestId('deck-layout-text').click();
  const field = page.getByTestId('deck-text');
  await field.waitFor(POLL);
  return field.inputValue();
}

async function storedDeck(name: string) {
  const summary = (await app.host.invoke('decks.list', {})).find((d) => d.name === name)!;
  return { id: summary.id, deck: (await app.host.invoke('decks.get', { id: summary.id })).deck };
}

describe('the deck as text', () => {
  it('one Apply changes a count, adds a card, removes one and moves one to the sideboard; one undo takes it all back', async () => {
    const { page } = app;
    await openSavedDeck(page, LOREHOLD);
    await page.getByTestId('deck-layout-list').click();
    const mountains = await countOn(page, 'main', 'Mountain');
    const verdictBefore = await page.getByTestId('verdict').textContent();
    const codesBefore = await problemCodes(page);

    const text = await openText(page);
    expect(text).toMatch(/^Commander\n1 Osgir, the Reconstructor \[foil\]\n\nDeck\n/);
    expect(text).toContain(`\n${mountains} Mountain [STX]\n`);
    const edited = text
      .replace(`\n${mountains} Mountain [STX]\n`, '\n10 Mountain [STX]\n')
      .replace('\n1 Sol Ring\n', '\n')
      .replace('\n1 Arcane Signet\n', '\n')
      .concat('1 Chaos Warp\n\nSideboard\n1 Arcane Signet\n');
    await page.getByTestId('deck-text').fill(edited);
    await page.getByTestId('deck-text-apply').click();

    await page.getByTestId('deck-boards').waitFor(POLL);
    await expect.poll(() => countOn(page, 'main', 'Mountain'), POLL).toBe(10);
    expect(await countOn(page, 'main', 'Chaos Warp')).toBe(1);
    expect(await countOn(page, 'main', 'Sol Ring')).toBe(0);
    expect(await countOn(page, 'main', 'Arcane Signet')).toBe(0);
    expect(await countOn(page, 'side', 'Arcane Signet')).toBe(1);
    const added = 1 + 1;
    const removed = mountains - 10 + 2;
    await expect
      .poll(() => page.getByTestId('notice').allTextContents(), POLL)
      .toContainEqual(expect.stringContaining(`+${added} −${removed} cards, 1 changed`));
    // The validation panel checks the deck as applied: 98 cards where Commander asks 100 (CR 903.5a).
    await expect.poll(() => page.getByTestId('verdict').textContent(), POLL).not.toBe(verdictBefore);
    expect(await problemCodes(page)).not.toEqual(codesBefore);
    await app.screenshot('deck-text-applied-1024-en');

    await page.getByTestId('undo').click();
    await expect.poll(() => countOn(page, 'main', 'Mountain'), POLL).toBe(mountains);
    expect(await countOn(page, 'main', 'Sol Ring')).toBe(1);
    expect(await countOn(page, 'main', 'Arcane Signet')).toBe(1);
    expect(await countOn(page, 'main', 'Chaos Warp')).toBe(0);
    expect(await page.locator('[data-board="side"] [data-entry-row]').count()).toBe(0);
    await expect.poll(() => page.getByTestId('verdict').textContent(), POLL).toBe(verdictBefore);
    expect(await problemCodes(page)).toEqual(codesBefore);
    // Nothing left to save: the deck is as stored, and the text as written from it.
    const { deck } = await storedDeck(LOREHOLD);
    expect(await openText(page)).toBe(text);
    await page.getByTestId('deck-text-cancel').click();
    expect((await storedDeck(LOREHOLD)).deck).toEqual(deck);
  });

  it('applied and saved, the deck is the same deck with a new version in its history', async () => {
    const { page } = app;
    await openSavedDeck(page, LOREHOLD);
    const before = await storedDeck(LOREHOLD);
    const versions = (await app.host.invoke('decks.versions', { id: before.id })).length;
    const text = await openText(page);
    await page.getByTestId('deck-text').fill(text.replace(/\n(\d+) Plains \[STX\]\n/, '\n7 Plains [STX]\n'));
    await page.getByTestId('deck-text-apply').click();
    await expect.poll(() => countOn(page, 'main', 'Plains'), POLL).toBe(7);
    await page.keyboard.press('Control+S');
    await expect
      .poll(async () => (await app.host.invoke('decks.versions', { id: before.id })).length, POLL)
      .toBe(versions + 1);
    const after = await storedDeck(LOREHOLD);
    expect(after.id).toBe(before.id);
    const { boards: _a, ...detailsAfter } = after.deck;
    const { boards: _b, ...detailsBefore } = before.deck;
    expect(detailsAfter).toEqual(detailsBefore);
    // The other entries are the deck's own, whole.
    const others = (d: Deck) => d.boards.main!.filter((e) => e.name !== 'Plains');
    expect(others(after.deck)).toEqual(others(before.deck));
  });

  it('an unknown card shows its line and name, in English and Japanese, and changes nothing', async () => {
    const { page } = app;
    await openSavedDeck(page, LOREHOLD);
    const plains = await countOn(page, 'main', 'Plains');
    const text = await openText(page);
    const edited = text
      .replace(/\n1 Sol Ring\n/, '\n1 Sol Rnig\n')
      .replace(/\n\d+ Plains \[STX\]\n/, '\n3 Plains [STX]\n');
    const line = edited.split('\n').indexOf('1 Sol Rnig') + 1;
    await page.getByTestId('deck-text').fill(edited);
    await page.getByTestId('deck-text-apply').click();
    const problems = page.getByTestId('deck-text-problems');
    await expect.poll(() => problems.textContent(), POLL).toContain('Sol Rnig');
    expect(await problems.textContent()).toContain(`line ${line}`);
    expect(await page.getByTestId('deck-text-verdict').textContent()).toBe(
      en['textEdit.blocked.one'].replace('{count}', '1'),
    );
    expect(await page.getByTestId('deck-text').inputValue(), 'the text stays as typed').toBe(edited);
    await app.screenshot('deck-text-problem-1024-en');
    await app.setLook('ja', 'light');
    await expect.poll(() => problems.textContent(), POLL).toContain(`${line}行目`);
    expect(await page.getByTestId('deck-text-verdict').textContent()).toBe(
      ja['textEdit.blocked.one'].replace('{count}', '1'),
    );
    await app.screenshot('deck-text-problem-1024-ja');
    // At 1024 × 700 the problem and both buttons are in the window, and every text reads at WCAG AA in both themes.
    for (const id of ['deck-text-problems', 'deck-text-cancel', 'deck-text-apply']) {
      const box = (await page.getByTestId(id).boundingBox())!;
      expect(box.x + box.width, id).toBeLessThanOrEqual(1024);
      expect(box.y + box.height, id).toBeLessThanOrEqual(700);
    }
    for (const theme of ['light', 'dark'] as const) {
      await app.setLook('ja', theme);
      const measured = await contrasts(
        page,
        '[data-testid="deck-text-editor"] .help, [data-testid="deck-text-verdict"], [data-testid="deck-text-problems"] li > span, [data-testid="deck-text-editor"] button, [data-testid="deck-layout-text"]',
      );
      expect(measured.length).toBeGreaterThan(5);
      for (const { text, ratio } of measured) expect.soft(ratio, `“${text}”, ${theme}`).toBeGreaterThanOrEqual(AA);
    }
    await app.setLook('en', 'light');

    // Escape leaves the text, asking first; the deck is as it was.
    const asked = await confirmsDuring(app, true, () => page.getByTestId('deck-text').press('Escape'));
    expect(asked).toEqual([en['textEdit.discard']]);
    await page.getByTestId('deck-boards').waitFor(POLL);
    expect(await countOn(page, 'main', 'Plains')).toBe(plains);
    expect(await countOn(page, 'main', 'Sol Ring')).toBe(1);
    expect(await page.getByTestId('undo').isDisabled()).toBe(true);
  });

  it('text not applied is asked about before another screen or another deck; Ctrl+Shift+E opens it', async () => {
    const { page } = app;
    await openSavedDeck(page, LOREHOLD);
    await page.keyboard.press('Control+Shift+E');
    const field = page.getByTestId('deck-text');
    await field.waitFor(POLL);
    expect(await field.evaluate((f) => f === document.activeElement)).toBe(true);
    await field.fill(`${await field.inputValue()}1 Chaos Warp\n`);
    const declined = await confirmsDuring(app, false, () => page.keyboard.press('Control+1'));
    expect(declined).toEqual([en['textEdit.discard']]);
    expect(await field.isVisible(), 'still on the deck, the text kept').toBe(true);
    expect(await field.inputValue()).toContain('1 Chaos Warp');
    const accepted = await confirmsDuring(app, true, () => page.keyboard.press('Control+1'));
    expect(accepted).toEqual([en['textEdit.discard']]);
    await page.keyboard.press('Control+2');
    await page.getByTestId('deck-boards').waitFor(POLL);
    expect(await countOn(page, 'main', 'Chaos Warp')).toBe(0);
  });

  it('a Duel Masters deck: the hyperspatial zone is a section, Japanese names are read, in Japanese', async () => {
    const { page, host } = app;
    const psychic = (await host.invoke('cards.search', { query: 'game:dm t:psychic', limit: 1 })).cards[0];
    const creatures = (await host.invoke('cards.search', { query: 'game:dm t:creature -t:psychic', limit: 10 })).cards;
    const deck: Deck = {
      game: 'dm',
      format: 'dm',
      name: 'DM as text',
      boards: {
        main: creatures.map((c) => ({ name: c.name, cardId: c.id, count: 4 })),
        hyperspatial: [{ name: psychic.name, cardId: psychic.id, count: 1 }],
      },
    };
    await host.invoke('decks.save', { deck });
    await page.keyboard.press('Control+1');
    await openSavedDeck(page, 'DM as text');
    await app.setLook('ja', 'light');
    const text = await openText(page);
    expect(text).toContain(`\n\n超次元ゾーン\n1 ${psychic.name}\n`);
    await page
      .getByTestId('deck-text')
      .fill(
        text
          .replace(`1 ${psychic.name}`, `2 ${psychic.name}`)
          .replace('メインデッキ\n', 'メインデッキ\n1 ボルシャック・ドラゴン\n'),
      );
    await app.screenshot('deck-text-dm-1024-ja');
    await page.getByTestId('deck-text-apply').click();
    await page.getByTestId('deck-boards').waitFor(POLL);
    await expect.poll(() => countOn(page, 'hyperspatial', psychic.name), POLL).toBe(2);
    await expect.poll(() => countOn(page, 'main', 'Bolshack Dragon'), POLL).toBe(1);
    await expect
      .poll(() => page.getByTestId('notice').allTextContents(), POLL)
      .toContainEqual(expect.stringContaining('テキストを適用しました'));
    await app.setLook('en', 'light');
  });
});
