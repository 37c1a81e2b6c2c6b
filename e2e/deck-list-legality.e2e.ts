// The deck list marks each saved deck's legality in its own format, as Moxfield's and Archidekt's lists do, on 30
// real decklists from ../shared/data/decks saved through the real API: the list shows first, the marks follow from
// decks.legality in the background, each as decks.validateAll says of the stored deck; hovering or focusing a row
// names the formats it is legal in. Shown again, the list is marked at once; a deck saved again is checked again.
// Times to show are logged (the list, then every mark). In English and Japanese, with screenshots.
import { beforeAll, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { appForFile } from './setup.ts';
import { saveDeckFile } from './harness.ts';
import { sharedPath } from '../test/shared-data.ts';
import { en } from '../renderer/i18n/en.ts';
import { ja } from '../renderer/i18n/ja.ts';

const POLL = { timeout: 60_000, interval: 20 };
const DECKS = 30;

/** A list's own format by its file's prefix (the product it comes from); none for a theme deck. */
const FORMAT_BY_PREFIX: Record<string, string> = {
  cmd: 'commander',
  brawl: 'brawl',
  'hist-brawl': 'brawl-100',
  pioneer: 'pioneer',
  challenger: 'pioneer',
  pw: 'pioneer',
  'arena-starter': 'standard',
  'theme-40-std': '',
};

const app = appForFile();

beforeAll(async () => {
  const plain = readdirSync(sharedPath('decks', 'plain-taw')).map((f) => sharedPath('decks', 'plain-taw', f));
  const cod = readdirSync(sharedPath('decks', 'cockatrice-cod')).map((f) => sharedPath('decks', 'cockatrice-cod', f));
  const forge = readdirSync(sharedPath('decks', 'forge-dck')).map((f) => sharedPath('decks', 'forge-dck', f));
  const files = [...plain, ...cod, ...forge].slice(0, DECKS);
  expect(files).toHaveLength(DECKS);
  for (const [i, file] of files.entries()) {
    const prefix = basename(file).split('__')[0];
    // The Cockatrice and Forge lists are the Commander precons and Welcome decks of the plain ones: named apart.
    const format = FORMAT_BY_PREFIX[prefix] ?? (i % 2 ? 'commander' : 'modern');
    await saveDeckFile(app.host, file, { format, name: `${String(i + 1).padStart(2, '0')} ${basename(file)}` });
  }
});

/** Each row's mark as the list shows it: the deck's name and its verdict (null while it is asked). */
const marks = () =>
  app.page
    .getByTestId('deck-list')
    .locator('li')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('.item-name')!.textContent,
        row.querySelector('[data-testid="deck-legal-mark"]')!.getAttribute('data-verdict'),
      ]),
    );

it('marks each deck by decks.validateAll of its own format, after the list shows; the tip names the formats it is legal in', async () => {
  const { page, host } = app;
  await app.reload();
  const started = Date.now();
  await page.keyboard.press('Control+2');
  const rows = page.getByTestId('deck-list').locator('li');
  await expect.poll(() => rows.count(), POLL).toBe(DECKS);
  const listShown = Date.now() - started;
  await expect.poll(async () => (await marks()).filter(([, v]) => v !== null).length, POLL).toBe(DECKS);
  const marked = Date.now() - started;
  console.log(`deck list of ${DECKS} decks: rows shown after ${listShown} ms, every mark after ${marked} ms`);

  const expected = new Map<string, string>();
  for (const summary of await host.invoke('decks.list', {})) {
    const { deck } = await host.invoke('decks.get', { id: summary.id });
    const all = await host.invoke('decks.validateAll', { deck });
    const own = all.formats.find((f) => f.format === summary.format);
    expected.set(summary.name, own ? (own.legal ? 'legal' : 'illegal') : 'unjudged');
  }
  const shown = await marks();
  expect(shown.map(([name, verdict]) => [name, verdict])).toEqual(shown.map(([name]) => [name, expected.get(name!)]));
  // Each kind is met: precons legal in Commander, a Welcome deck's cards out of Standard, a theme deck with no format.
  expect(new Set(shown.map(([, v]) => v))).toEqual(new Set(['legal', 'illegal', 'unjudged']));

  const lorehold = rows.filter({ hasText: 'cmd__c21__Lorehold Legacies' });
  const tip = lorehold.getByTestId('deck-legal-tip');
  expect(await tip.isVisible()).toBe(false);
  await lorehold.hover();
  await expect.poll(() => tip.isVisible(), POLL).toBe(true);
  expect(await tip.textContent()).toMatch(/^Commander: legal; legal in .*Commander/);
  await app.screenshot('deck-list-legality-hover-en');
  // The tip lies over the row below, which the pointer still reaches: that row's tip replaces it.
  const below = rows.nth((await rows.allTextContents()).findIndex((t) => t.includes('Lorehold Legacies')) + 1);
  await below.hover();
  await expect.poll(() => below.getByTestId('deck-legal-tip').isVisible(), POLL).toBe(true);
  expect(await tip.isVisible()).toBe(false);

  // The row's button read aloud names the verdict; focused from the keyboard, the tip shows too.
  const open = lorehold.locator('button.open');
  expect(await open.getAttribute('aria-label')).toBeNull();
  expect(await open.evaluate((b) => b.textContent)).toContain('Commander: legal; legal in');
  await page.mouse.move(900, 650);
  await open.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect.poll(() => tip.isVisible(), POLL).toBe(true);

  await app.setLook('ja', 'light');
  await lorehold.hover();
  await expect
    .poll(() => tip.textContent(), POLL)
    .toMatch(
      new RegExp(
        `^「${ja['formatName.commander']}」で使用できます。使用できるフォーマット: .*${ja['formatName.commander']}`,
      ),
    );
  const theme = rows.filter({ hasText: "Arcanis's Guile.txt" }).first();
  await theme.hover();
  expect(await theme.getByTestId('deck-legal-tip').textContent()).toMatch(/^フォーマット未設定。/);
  await app.screenshot('deck-list-legality-hover-ja');
  await app.setLook('en', 'light');
  expect(en['shelf.noFormat']).toBe('no format set');
});

it('shown again, the list is marked at once; a deck saved again in another format is checked again', async () => {
  const { page, host } = app;
  await page.keyboard.press('Control+1');
  const started = Date.now();
  await page.keyboard.press('Control+2');
  const rows = page.getByTestId('deck-list').locator('li');
  await expect.poll(() => rows.count(), POLL).toBe(DECKS);
  expect((await marks()).filter(([, v]) => v === null)).toEqual([]);
  console.log(`deck list shown again: every mark after ${Date.now() - started} ms`);

  const stompy = (await host.invoke('decks.list', {})).find((d) => d.name.includes('Mono-Green Stompy'))!;
  expect(stompy.format).toBe('pioneer');
  const row = rows.filter({ hasText: 'Mono-Green Stompy' });
  expect(await row.getByTestId('deck-legal-mark').getAttribute('data-verdict')).toBe('legal');
  const { deck } = await host.invoke('decks.get', { id: stompy.id });
  await host.invoke('decks.save', { id: stompy.id, deck: { ...deck, format: 'standard' } });
  await page.keyboard.press('Control+1');
  await page.keyboard.press('Control+2');
  await expect.poll(() => row.getByTestId('deck-legal-mark').getAttribute('data-verdict'), POLL).toBe('illegal');
  await row.hover();
  expect(await row.getByTestId('deck-legal-tip').textContent()).toMatch(/^Standard: not legal; legal in Pioneer/);
  await app.screenshot('deck-list-legality-saved-again-en');
});
