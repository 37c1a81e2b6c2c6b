// The deck's notes in the editor's Notes tab: a text list's comment lines arrive there on import; notes typed and saved
// at once with Ctrl+S are the notes saved, as a new version whose change says "notes"; one undo takes an edit back;
// the text export writes them as // lines again; the tab strip keeps its five tabs in view at 1024 px in Japanese.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { openSavedDeck, saveDeckFile } from './harness.ts';
import { appForFile } from './setup.ts';
import { sharedPath } from '../test/shared-data.ts';

const POLL = { timeout: 20_000, interval: 50 };
const FAERIE_FILE = sharedPath('decks/plain-taw/brawl__eld__Faerie Schemes.txt');
const FAERIE = 'Faerie Schemes';

const app = appForFile();

beforeAll(async () => {
  await saveDeckFile(app.host, FAERIE_FILE, { format: 'brawl' });
  await app.page.setViewportSize({ width: 1024, height: 700 });
});

/** The file's comment lines but the one that names the deck, as a reader of the file sees them. */
function fileComments(): string[] {
  return readFileSync(FAERIE_FILE, 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.startsWith('//') && !/^\/\/\s*NAME\s*:/i.test(line))
    .map((line) => line.replace(/^\/\/\s?/, ''));
}

async function stored() {
  const summary = (await app.host.invoke('decks.list', {})).find((d) => d.name === FAERIE)!;
  return { ...(await app.host.invoke('decks.get', { id: summary.id })), id: summary.id };
}

describe("the deck's notes", () => {
  it('shows the notes the file brought, saves typed ones with Ctrl+S as a version, and exports them', async () => {
    const { page } = app;
    await openSavedDeck(page, FAERIE);
    await page.getByTestId('tab-notes').click();
    const notes = page.getByTestId('deck-notes');
    const comments = fileComments();
    expect(comments.length).toBeGreaterThan(0);
    await expect.poll(() => notes.inputValue(), POLL).toBe(comments.join('\n'));

    const before = await stored();
    const plan = 'Plan: Alela draws a card per faerie; hold Shimmer Dragon for the artifacts.';
    await notes.press('Control+End');
    await notes.pressSequentially(`\n${plan}`);
    await page.keyboard.press('Control+S');
    await expect.poll(async () => (await stored()).version, POLL).toBe(before.version + 1);
    const after = await stored();
    expect(after.deck.notes).toBe([...comments, plan].join('\n'));
    const { diff } = await app.host.invoke('decks.diff', { id: after.id, from: before.version });
    expect(diff.detailsChanged).toEqual(['notes']);
    const { text } = await app.host.invoke('decks.export', { id: after.id, format: 'text' });
    expect(text).toContain(`// ${plan}`);
    await app.screenshot('deck-notes-en');
  });

  it('takes an edit back with one undo, and keeps its tabs in view at 1024 px in Japanese', async () => {
    const { page } = app;
    await openSavedDeck(page, FAERIE);
    await page.getByTestId('tab-notes').click();
    const notes = page.getByTestId('deck-notes');
    const saved = (await stored()).deck.notes!;
    await expect.poll(() => notes.inputValue(), POLL).toBe(saved);
    await notes.fill('Mulligan any hand without Alela or a two-drop.');
    await page.getByTestId('tab-stats').click();
    await page.getByTestId('tab-notes').click();
    await expect.poll(() => notes.inputValue(), POLL).toBe('Mulligan any hand without Alela or a two-drop.');
    expect(await page.getByTestId('save-deck').isDisabled()).toBe(false);
    await page.getByTestId('undo').click();
    await expect.poll(() => notes.inputValue(), POLL).toBe(saved);
    await page.getByTestId('redo').click();
    await expect.poll(() => notes.inputValue(), POLL).toBe('Mulligan any hand without Alela or a two-drop.');
    await page.getByTestId('undo').click();
    await expect.poll(() => notes.inputValue(), POLL).toBe(saved);

    await app.setLook('ja', 'light');
    await expect.poll(() => page.getByTestId('tab-notes').textContent(), POLL).toBe('メモ');
    const strip = page.locator('.side .tab-strip');
    const { scroll, client } = await strip.evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
    expect(scroll).toBeLessThanOrEqual(client);
    const box = (await page.getByTestId('tab-notes').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1024);
    await app.screenshot('deck-notes-ja');
    await app.setLook('en', 'light');
  });
});
