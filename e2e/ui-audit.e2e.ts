// The screens a player uses every day, at the window sizes players use (1024×700 and 1366×768), in English and
// Japanese, on real decklists: names, buttons and labels show whole and stay inside their pane, and no data id
// reaches the window untranslated. Each check measures the page (scroll sizes, element boxes); screenshots of each.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { atEverySize, openSavedDeck, saveDeckFile, searchAnswered } from './harness.ts';
import { appForFile, freshWindowAfterFailure } from './setup.ts';
import { sharedPath } from '../test/shared-data.ts';
import { en } from '../renderer/i18n/en.ts';
import { ja } from '../renderer/i18n/ja.ts';

const POLL = { timeout: 20_000, interval: 50 };
const SIZES = [
  { width: 1024, height: 700 },
  { width: 1366, height: 768 },
] as const;
const LANGUAGES = ['en', 'ja'] as const;
const CATALOG = { en, ja } as const;

/** Real decklists by the names their files give, most of them longer than the deck list's width at 1024. */
const DECKS = {
  'Core Set 2019 Welcome Deck WU': 'decks/forge-dck/Core Set 2019 Welcome Deck WU.dck',
  'Mono-Green Stompy': 'decks/plain-taw/challenger__q05__Mono-Green Stompy.txt',
  'Basri, Devoted Paladin': 'decks/plain-taw/pw__m21__Basri, Devoted Paladin.txt',
  'Lorehold Legacies': 'decks/plain-taw/cmd__c21__Lorehold Legacies.txt',
};
const POOL_NAME = 'Basri sealed pool from the M21 planeswalker deck';

const app = appForFile();
freshWindowAfterFailure(app);

beforeAll(async () => {
  for (const path of Object.values(DECKS)) await saveDeckFile(app.host, sharedPath(path));
  await app.host.invoke('pools.create', {
    name: POOL_NAME,
    kind: 'sealed',
    game: 'mtg',
    text: readFileSync(sharedPath(DECKS['Basri, Devoted Paladin']), 'utf8'),
  });
});

/** Whether the element shows its text whole: nothing of it cut sideways or below (an ellipsis, a clamped line). */
function shownWhole(locator: Locator) {
  return locator.evaluate((element) => ({
    text: element.textContent,
    whole: element.scrollWidth <= element.clientWidth + 1 && element.scrollHeight <= element.clientHeight + 1,
  }));
}

/** How far the element reaches past the right edge of `pane` (0 or less when it is inside). */
async function pastRightEdge(element: Locator, pane: Locator): Promise<number> {
  const [box, paneBox] = [(await element.boundingBox())!, (await pane.boundingBox())!];
  return Math.round(box.x + box.width - (paneBox.x + paneBox.width));
}

async function openPool(page: Page): Promise<void> {
  await page.keyboard.press('Control+6');
  await page.getByTestId('pool-item').filter({ hasText: POOL_NAME }).click();
  await page.getByTestId('pool-detail').waitFor(POLL);
}

describe('names in the lists of saved decks and pools', () => {
  it('show whole, so two decks whose names start alike are told apart', async () => {
    const { page } = app;
    await page.keyboard.press('Control+2');
    const names = page.getByTestId('deck-list').locator('.item-name');
    await expect.poll(() => names.count(), POLL).toBe(Object.keys(DECKS).length);
    await atEverySize(app, SIZES, 'audit-deck-list', async (language) => {
      for (const name of await names.all()) {
        expect.soft(await shownWhole(name), `a deck's name at ${language}`).toMatchObject({ whole: true });
        expect.soft(await name.getAttribute('title')).toBe(await name.textContent());
      }
    });
    await openPool(page);
    const poolName = page.getByTestId('pool-item').locator('.item-name');
    await atEverySize(app, SIZES, 'audit-pool-list', async () => {
      expect.soft(await shownWhole(poolName)).toEqual({ text: POOL_NAME, whole: true });
    });
  });
});

describe("the needs view's exports", () => {
  it('stay inside the editor with their words whole, the CSV button beside its flavor', async () => {
    const { page } = app;
    await openSavedDeck(page, 'Lorehold Legacies');
    await page.getByTestId('view-needs').click();
    const view = page.getByTestId('needs-view');
    await view.getByTestId('needs-summary').waitFor(POLL);
    const csv = view.getByTestId('needs-export-csv');
    const flavor = view.locator('select');
    await atEverySize(app, SIZES, 'audit-needs-exports', async (language) => {
      for (const control of ['needs-export-text', 'needs-export-csv', 'needs-print-proxies']) {
        const button = view.getByTestId(control);
        expect.soft(await pastRightEdge(button, view), `${control} at ${language}`).toBeLessThanOrEqual(0);
        expect.soft(await shownWhole(button), `${control} at ${language}`).toMatchObject({ whole: true });
      }
      const [flavorBox, csvBox] = [(await flavor.boundingBox())!, (await csv.boundingBox())!];
      expect
        .soft(csvBox.y + csvBox.height / 2, 'the CSV button on its flavor’s row')
        .toBeCloseTo(flavorBox.y + flavorBox.height / 2, 0);
    });
    await page.getByTestId('view-cards').click();
  });
});

describe("the card panel's legalities", () => {
  it('name every format whole, Brawl and Arena’s 100-card Brawl apart', async () => {
    const { page } = app;
    await page.keyboard.press('Control+1');
    const query = '!"Armory Veteran"';
    await page.getByTestId('search-input').fill(query);
    await searchAnswered(page, query);
    const formats = page.getByTestId('legalities').locator('li > span:first-child');
    await expect.poll(() => formats.count(), POLL).toBeGreaterThan(20);
    await atEverySize(app, SIZES, 'audit-legalities', async (language) => {
      const shown = await formats.allTextContents();
      expect(shown).toContain(CATALOG[language]['formatName.brawl-100']);
      for (const format of await formats.all())
        expect.soft(await shownWhole(format), `a format's name at ${language}`).toMatchObject({ whole: true });
    });
  });
});

describe('the booster forms', () => {
  it("name a product MTGJSON gives no name in the window's language, not by its id", async () => {
    const { page } = app;
    await openPool(page);
    await page.getByTestId('open-boosters').click();
    const product = page.getByTestId('boosters-product');
    await expect.poll(() => product.locator('option').count(), POLL).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      await app.setLook(language, 'light');
      // MID's boosters in the card data: "default", which has no name, and "arena", which does.
      await page.getByTestId('boosters-set').selectOption('MID');
      await expect
        .poll(async () => (await product.locator('option').allTextContents()).sort(), POLL)
        .toEqual([CATALOG[language]['boosterProduct.default'], 'Innistrad: Midnight Hunt Arena Booster'].sort());
      expect(await product.inputValue()).toBe('default');
      await app.screenshot(`audit-booster-product-${language}`);
    }
    await app.setLook('en', 'light');
  });
});

describe("a pool's heading", () => {
  it('keeps its kind and count on one line and its buttons of one height, inside the pane', async () => {
    const { page } = app;
    await openPool(page);
    const detail = page.getByTestId('pool-detail');
    const kind = detail.getByTestId('pool-kind-count');
    await atEverySize(app, SIZES, 'audit-pool-heading', async (language) => {
      const lineHeight = await kind.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 20);
      expect.soft((await kind.boundingBox())!.height, `kind and count at ${language}`).toBeLessThan(lineHeight * 1.5);
      const heights = [];
      for (const control of ['take-offline', 'pool-export', 'pool-start-deck']) {
        const button = detail.getByTestId(control);
        expect.soft(await pastRightEdge(button, detail), `${control} at ${language}`).toBeLessThanOrEqual(0);
        heights.push(Math.round((await button.boundingBox())!.height));
      }
      expect.soft(new Set(heights).size, `button heights ${heights.join(', ')} at ${language}`).toBe(1);
    });
  });
});

describe("the goldfish lab's charts", () => {
  /** How far each chart of the view reaches past its panel, and each panel past the results pane (0 when inside). */
  function chartsPastTheirPanels(page: Page, results: string) {
    return page.locator(`[data-testid="${results}"]`).evaluate((pane) => {
      const right = (el: Element) => el.getBoundingClientRect().right;
      return [...pane.querySelectorAll('canvas')].map((canvas) => {
        const panel = canvas.closest('.panel')!;
        return Math.max(0, Math.round(right(canvas) - right(panel)), Math.round(right(panel) - right(pane)));
      });
    });
  }

  it('fit their panels when the window narrows from 1366 to 1024 after a run', async () => {
    const { page } = app;
    const [narrow, wide] = SIZES;
    await page.setViewportSize(wide);
    await openSavedDeck(page, 'Basri, Devoted Paladin');
    await page.keyboard.press('Control+3');
    await page.getByTestId('sim-games').fill('1000');
    await page.getByTestId('sim-run').click();
    await page.getByTestId('sim-summary').waitFor(POLL);
    await page.getByTestId('lab-view-sweep').click();
    await page.getByTestId('sweep-games').selectOption({ index: 0 });
    await page.getByTestId('sweep-run').click();
    await page.getByTestId('sweep-recommendation').waitFor({ timeout: 120_000 });
    for (const language of LANGUAGES) {
      await app.setLook(language, 'light');
      for (const [view, results] of [
        ['sweep', 'sweep-results'],
        ['run', 'sim-results'],
      ]) {
        await page.getByTestId(`lab-view-${view}`).click();
        await page.setViewportSize(wide);
        await expect.poll(() => chartsPastTheirPanels(page, results), POLL).not.toEqual([]);
        await page.setViewportSize(narrow);
        await expect.poll(async () => Math.max(...(await chartsPastTheirPanels(page, results))), POLL).toBe(0);
        await app.screenshot(`audit-lab-${view}-narrowed-${language}`);
      }
    }
    await app.setLook('en', 'light');
  });
});

describe("the lab's A/B", () => {
  it('names B by its version when it is a version of the deck, whose name A shares', async () => {
    const { page, host } = app;
    // A second version: one Plains fewer (Basri's list has 24 in one entry and 1 M21 309 in another).
    const id = (await host.invoke('decks.list', {})).find((d) => d.name === 'Basri, Devoted Paladin')!.id;
    const { deck } = await host.invoke('decks.get', { id });
    const main = deck.boards.main!.map((e) => (e.name === 'Plains' && e.count > 1 ? { ...e, count: e.count - 1 } : e));
    await host.invoke('decks.save', { id, deck: { ...deck, boards: { ...deck.boards, main } } });
    await openSavedDeck(page, 'Basri, Devoted Paladin');
    await page.keyboard.press('Control+3');
    await page.getByTestId('lab-view-ab').click();
    // B starts on the deck's previous version.
    await expect.poll(() => page.getByTestId('ab-versus').inputValue(), POLL).toBe('v:1');
    await page.getByTestId('ab-games').selectOption({ index: 0 });
    await page.getByTestId('ab-run').click();
    const heading = page.getByTestId('ab-heading');
    await heading.waitFor({ timeout: 120_000 });
    for (const language of LANGUAGES) {
      await app.setLook(language, 'light');
      await expect
        .poll(() => heading.textContent(), POLL)
        .toMatch(
          new RegExp(
            `^\\s*A: Basri, Devoted Paladin · B: ${CATALOG[language]['goldfish.abVersion'].replace('{version}', '1')}\\s*$`,
          ),
        );
      await app.screenshot(`audit-lab-ab-version-${language}`);
    }
    await app.setLook('en', 'light');
  });
});

describe("a pool's card list", () => {
  it('tells two printings of one card apart by set and number, as the pool panel beside its deck does', async () => {
    const { page, host } = app;
    const id = (await host.invoke('pools.list', {})).find((p) => p.name === POOL_NAME)!.id;
    // Basri's list: "24 Plains [M21:*]" and "1 Plains [M21:309]", two printings of one card.
    const plains = (await host.invoke('pools.get', { id })).entries.filter((e) => e.name === 'Plains');
    const printings = plains.map((e) => `${e.printing!.set} ${e.printing!.collectorNumber}`);
    expect(new Set(printings).size).toBe(2);
    await openPool(page);
    await atEverySize(app, SIZES, 'audit-pool-printings', async (language) => {
      const rows = page.getByTestId('pool-entry').filter({ hasText: language === 'ja' ? '平地' : 'Plains' });
      await expect.poll(() => rows.count(), POLL).toBe(2);
      const shown = await rows.getByTestId('pool-entry-printing').allTextContents();
      expect.soft(shown.sort(), language).toEqual(printings.sort());
      for (const label of await rows.getByTestId('pool-entry-printing').all())
        expect.soft(await shownWhole(label), language).toMatchObject({ whole: true });
    });
  });
});

describe('the keyboard shortcuts dialog', () => {
  it('keeps the rows of its shorter column together, one line each, not spread down the dialog', async () => {
    const { page } = app;
    await page.keyboard.press('Control+4');
    await atEverySize(app, SIZES, 'audit-shortcuts', async (language) => {
      if (!(await page.locator('dialog[open]').count())) await page.keyboard.press('?');
      const commands = page.locator('dialog[open] table').first().locator('tr');
      await expect.poll(() => commands.count(), POLL).toBeGreaterThan(5);
      const lineHeight = await commands
        .first()
        .locator('td')
        .first()
        .evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 20);
      for (const row of await commands.all())
        expect
          .soft((await row.boundingBox())!.height, `${await row.textContent()} at ${language}`)
          .toBeLessThan(2 * lineHeight);
    });
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count(), POLL).toBe(0);
  });
});
