// Where card images show, driven as a player drives them over the real card data: the preview on hover and on
// keyboard focus (both faces of a modal double-faced card, CR 712.1), the search grid, the deck editor's visual
// layout for a Commander deck and a Duel Masters deck with its hyperspatial zone, and the text tiles that stand in
// when there is no image. No image is ever shown broken. Screenshots in English and Japanese, light and dark.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { launchApp, openSavedDeck, searchAnswered, type AppUnderTest } from './harness.ts';
import { appForFile, preparedApp } from './setup.ts';
import { sharedPath } from '../test/shared-data.ts';
import { mtgjsonSet } from '../test/real-cards.ts';
import { realImageFor, startImageStandIn, type ImageStandIn } from '../test/image-stand-in.ts';
import { groupEntries } from '../engine/decks/grouping.ts';
import { DOUBLE_SIDED_LAYOUTS } from '../engine/cards/image-address.ts';
import type { Card } from '../engine/cards/types.ts';
import type { Deck } from '../engine/decks/types.ts';

const POLL = { timeout: 20_000, interval: 50 };
const LOREHOLD = sharedPath('decks/plain-taw/cmd__c21__Lorehold Legacies.txt');
/** Forge's precon pins every card to a set alone ("Arcane Signet|AFC"). */
const AURA_OF_COURAGE = sharedPath('decks/forge-dck/Aura of Courage [AFC] [2021].dck');
/** Mono-Green Stompy (ZNR era) plays modal double-faced spell // land cards. */
const STOMPY = sharedPath('decks/plain-taw/challenger__q05__Mono-Green Stompy.txt');

const app = appForFile();
let lorehold: Deck;
let stompy: Deck;
let dmDeck: Deck;

beforeAll(async () => {
  // Saved before the deck list is first shown, so it lists them.
  lorehold = await saveDeckFile(LOREHOLD, 'commander');
  stompy = await saveDeckFile(STOMPY, 'pioneer');
  dmDeck = await saveDuelMastersDeck();
});

async function saveDeckFile(file: string, format: string): Promise<Deck> {
  const read = await app.host.invoke('decks.import', {
    bytes: new Uint8Array(readFileSync(file)),
    fileName: basename(file),
  });
  const deck = { ...read.deck, format };
  await app.host.invoke('decks.save', { deck });
  return deck;
}

/** Ten creatures four times each and two psychic creatures in the hyperspatial zone (DM 100.3), from the data. */
async function saveDuelMastersDeck(): Promise<Deck> {
  const creatures = await app.host.invoke('cards.search', { query: 'game:dm t:creature -t:psychic', limit: 10 });
  const psychics = await app.host.invoke('cards.search', { query: 'game:dm t:psychic', limit: 2 });
  expect(creatures.cards.length).toBe(10);
  expect(psychics.cards.length).toBe(2);
  const entry = (c: { id: string; name: string }, count: number) => ({ name: c.name, cardId: c.id, count });
  const deck: Deck = {
    game: 'dm',
    format: 'dm',
    name: 'Visual DM',
    boards: {
      main: creatures.cards.map((c) => entry(c, 4)),
      hyperspatial: psychics.cards.map((c) => entry(c, 1)),
    },
  };
  await app.host.invoke('decks.save', { deck });
  return deck;
}

async function cardsOf(deck: Deck): Promise<Record<string, Card>> {
  const ids = [...new Set(Object.values(deck.boards).flatMap((entries) => entries.map((e) => e.cardId!)))];
  const cards = await Promise.all(ids.map((id) => app.host.invoke('cards.get', { id })));
  return Object.fromEntries(cards.map((c) => [c.id, c]));
}

/**
 * Images the page shows: each must have loaded (naturalWidth > 0). One still loading is hidden behind its text
 * tile; one that failed is replaced by it. Returns the sources of any image shown broken.
 */
function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => img.complete && img.naturalWidth === 0 && img.checkVisibility({ opacityProperty: true }))
      .map((img) => img.getAttribute('src') ?? ''),
  );
}

/** The preview box lies wholly inside the window. */
async function insideWindow(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  return !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height;
}

async function searchFor(page: Page, query: string): Promise<void> {
  await page.locator('[data-screen="search"]').click();
  await page.getByTestId('search-input').fill(query);
  await searchAnswered(page, query);
}

/** The search grid showing a query's results; the first of them as the API lists them. */
async function showGrid({ page, host }: AppUnderTest, query: string) {
  const expected = await host.invoke('cards.search', { query, limit: 5 });
  await page.getByTestId('grid-view').click();
  await searchFor(page, query);
  return expected;
}

describe('card images and previews', () => {
  it('previews the hovered search result beside it, and the keyboard-selected one; the pointer leaving hides it', async () => {
    const { page, host } = app;
    const query = 't:dragon';
    const expected = await host.invoke('cards.search', { query, limit: 3 });
    expect(expected.cards.length).toBe(3);
    await page.getByTestId('list-view').click();
    await searchFor(page, query);

    const rows = page.getByTestId('search-row');
    await rows.nth(1).hover();
    const preview = page.getByTestId('card-preview');
    await expect.poll(() => preview.getAttribute('data-card-id'), POLL).toBe(expected.cards[1].id);
    expect(await insideWindow(page, preview)).toBe(true);
    expect(await preview.textContent()).toContain(expected.cards[1].name);
    await app.screenshot('40-preview-hover');

    await page.mouse.move(5, 5);
    await expect.poll(() => preview.count(), POLL).toBe(0);

    await page.getByTestId('search-input').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => preview.getAttribute('data-card-id'), POLL).toBe(expected.cards[2].id);
    expect(await insideWindow(page, preview)).toBe(true);
    await page.keyboard.press('Escape');
  });

  it('flips a modal double-faced card (CR 712.1) by its control and by F; a one-faced card has no flip', async () => {
    const { page, host } = app;
    const cards = await cardsOf(stompy);
    const twoSided = Object.values(cards).filter((c) => DOUBLE_SIDED_LAYOUTS.has(c.layout));
    expect(twoSided.length, 'the deck plays modal double-faced cards').toBeGreaterThan(0);
    const card = twoSided[0];
    const back = card.faces[1].name;

    await searchFor(page, `!"${card.name}"`);
    const row = page.getByTestId('search-row').first();
    await row.click();
    const preview = page.getByTestId('card-preview');
    await expect.poll(() => preview.getAttribute('data-card-id'), POLL).toBe(card.id);
    await expect.poll(() => preview.getAttribute('data-face'), POLL).toBe('front');
    await page.getByTestId('preview-flip').click();
    await expect.poll(() => preview.getAttribute('data-face'), POLL).toBe('back');
    // The back face's image, or its text (its own name) where there is no image.
    await expect
      .poll(
        () => preview.locator(`img[src*="/back/"], [data-testid="card-text-tile"]:has-text("${back}")`).count(),
        POLL,
      )
      .toBeGreaterThan(0);
    await app.screenshot('41-preview-back-face');
    await row.focus();
    await page.keyboard.press('f');
    await expect.poll(() => preview.getAttribute('data-face'), POLL).toBe('front');

    const single = Object.values(cards).find((c) => !DOUBLE_SIDED_LAYOUTS.has(c.layout))!;
    await searchFor(page, `!"${single.name}"`);
    await page.getByTestId('search-row').first().click();
    await expect.poll(() => preview.getAttribute('data-card-id'), POLL).toBe(single.id);
    expect(await page.getByTestId('preview-flip').count()).toBe(0);
    const before = await host.invoke('cards.get', { id: single.id });
    expect(before.layout).not.toBe(card.layout);
  });

  it('shows the search grid as card images, or their text tiles where there is none, never a broken image', async () => {
    const { page } = app;
    const expected = await showGrid(app, 'c:r t:creature');
    const tiles = page.getByTestId('search-tile');
    await expect.poll(() => tiles.count(), POLL).toBeGreaterThan(4);
    await expect.poll(() => tiles.first().textContent(), POLL).toContain(expected.cards[0].name);
    // Every tile shows its image or, having none, its text tile.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            [...document.querySelectorAll('[data-testid="search-tile"]')].every(
              (tile) =>
                tile.querySelector('[data-testid="card-text-tile"]') !== null ||
                (tile.querySelector('img')?.naturalWidth ?? 0) > 0,
            ),
          ),
        POLL,
      )
      .toBe(true);
    expect(await brokenImages(page)).toEqual([]);
    await tiles.nth(1).hover();
    await expect
      .poll(() => page.getByTestId('card-preview').getAttribute('data-card-id'), POLL)
      .toBe(expected.cards[1].id);
    await app.screenshot('42-search-grid');
    // Beside a tile the preview covers others; a one-faced card's lets the pointer through to them.
    const hidden = await page.getByTestId('card-preview').boundingBox();
    const onPreview = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-card-preview]') != null,
      { x: hidden!.x + hidden!.width / 2, y: hidden!.y + hidden!.height / 2 },
    );
    expect(onPreview).toBe(false);
    await page.mouse.move(5, 5);
  });

  it('lays a Commander deck out as stacks by type or mana value, the choice kept; arrows and + work on a card', async () => {
    const { page } = app;
    const deck = lorehold;
    const cards = await cardsOf(deck);
    await openSavedDeck(page, deck.name);
    await page.getByTestId('deck-layout-visual').click();
    const visual = page.getByTestId('deck-visual');
    await visual.waitFor();

    const byType = groupEntries(deck.boards.main!, cards, 'type');
    expect(await visual.locator('[data-board="main"] [data-visual-stack]').count()).toBe(byType.length);
    expect(await visual.locator('[data-board="commander"] [data-visual-card]').count()).toBe(
      deck.boards.commander!.length,
    );
    expect(await visual.locator('[data-visual-card]').count()).toBe(Object.values(deck.boards).flat().length);
    await app.screenshot('43-deck-visual-by-type');

    await page.getByTestId('stack-by').selectOption('manaValue');
    const byManaValue = groupEntries(deck.boards.main!, cards, 'manaValue');
    await expect
      .poll(() => visual.locator('[data-board="main"] [data-visual-stack]').count(), POLL)
      .toBe(byManaValue.length);
    const firstStack = visual.locator('[data-board="main"] [data-visual-stack]').first();
    expect(await firstStack.locator('[data-visual-card]').count()).toBe(byManaValue[0].entries.length);

    // Keyboard: down within the stack, right to the next stack, + adds a copy of the selected card.
    // A stacked card shows its top strip: that is where it is clicked.
    const first = firstStack.locator('[data-visual-card]').first();
    await first.click({ position: { x: 30, y: 10 } });
    await page.keyboard.press('ArrowDown');
    const second = byManaValue[0].entries[1].entry;
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-card')), POLL)
      .toBe(second.name);
    await page.keyboard.press('ArrowRight');
    const next = byManaValue[1].entries[Math.min(1, byManaValue[1].entries.length - 1)].entry;
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-card')), POLL)
      .toBe(next.name);
    const focused = page.locator(`[data-visual-card][data-card="${next.name}"]`);
    await page.keyboard.press('+');
    await expect.poll(() => focused.locator('.count').textContent(), POLL).toBe(String(next.count + 1));
    await page.keyboard.press('-');
    await expect.poll(() => focused.locator('.count').textContent(), POLL).toBe(String(next.count));
    await expect.poll(() => page.getByTestId('card-preview').textContent(), POLL).toContain(next.name);
    await app.screenshot('44-deck-visual-by-mana-value');

    // The layout and the stacking survive a restart of the window.
    await page.reload();
    await page.getByTestId('data-summary').filter({ hasText: /\d/ }).waitFor();
    await openSavedDeck(page, deck.name);
    await expect.poll(() => page.getByTestId('stack-by').inputValue(), POLL).toBe('manaValue');
    expect(await page.getByTestId('deck-visual').count()).toBe(1);
    expect(await brokenImages(page)).toEqual([]);
  });

  it('lays out a Duel Masters deck with its hyperspatial zone (DM 100.3) as stacks too', async () => {
    const { page } = app;
    await openSavedDeck(page, dmDeck.name);
    await page.getByTestId('deck-layout-visual').click();
    const visual = page.getByTestId('deck-visual');
    await visual.waitFor();
    expect(await visual.locator('[data-board="hyperspatial"] [data-visual-card]').count()).toBe(2);
    expect(await visual.locator('[data-board="main"] [data-visual-card]').count()).toBe(10);
    expect(await brokenImages(page)).toEqual([]);
    // Each text tile's name starts clear of the count on its left edge, in both languages.
    for (const language of ['en', 'ja'] as const) {
      await app.setLook(language, 'light');
      const covered = await visual.locator('[data-visual-card]').evaluateAll((cards) =>
        cards
          .filter((card) => {
            const count = card.querySelector('.count')!.getBoundingClientRect();
            const name = card.querySelector('.text-tile .name')!.getBoundingClientRect();
            return count.right > name.left && count.bottom > name.top && count.top < name.bottom;
          })
          .map((card) => card.getAttribute('data-card')),
      );
      expect(covered, language).toEqual([]);
      await app.screenshot(`45-deck-visual-duel-masters-${language}`);
    }
    await app.setLook('en', 'light');
    await page.getByTestId('deck-layout-list').click();
  });

  it('previews the cards of the sample hand', async () => {
    const { page } = app;
    await openSavedDeck(page, lorehold.name);
    await page.locator('[data-screen="goldfish"]').click();
    await page.getByTestId('sample-new').click();
    const first = page.getByTestId('sample-cards').locator('button.card').first();
    await first.waitFor();
    await page.mouse.move(5, 5);
    await first.focus();
    const preview = page.getByTestId('card-preview');
    await expect.poll(() => preview.count(), POLL).toBe(1);
    expect(await preview.textContent()).toContain(await first.locator('.name').textContent());
    expect(await insideWindow(page, preview)).toBe(true);
    await app.screenshot('46-sample-hand-preview');
  });
});

describe('card images from the image service', () => {
  let standIn: ImageStandIn;
  let online: AppUnderTest;

  beforeAll(async () => {
    standIn = await startImageStandIn();
    online = await launchApp(app.browser, preparedApp({ images: { standInOrigin: standIn.origin } }));
    await online.host.invoke('decks.save', { deck: lorehold });
    const aura = await online.host.invoke('decks.import', {
      bytes: new Uint8Array(readFileSync(AURA_OF_COURAGE)),
      fileName: basename(AURA_OF_COURAGE),
    });
    await online.host.invoke('decks.save', { deck: { ...aura.deck, format: 'commander' } });
  });
  afterEach(() => {
    expect(online.pageErrors, 'page errors or CSP violations').toEqual([]);
  });
  afterAll(async () => {
    await online?.close();
    await standIn?.close();
  });

  /** How many loaded images the page shows (hidden screens and images still loading behind their tiles not counted). */
  async function shownImages(page: Page): Promise<number> {
    return page.evaluate(
      () =>
        [...document.images].filter((img) => img.naturalWidth > 0 && img.checkVisibility({ opacityProperty: true }))
          .length,
    );
  }

  it('shows the search grid and the preview as images the service fetched, none broken', async () => {
    const { page } = online;
    // Magic's dragons: a Duel Masters card has no image address to fetch (engine/cards/image-address.ts).
    const query = 'game:mtg t:dragon';
    await showGrid(online, query);
    await expect.poll(() => shownImages(page), POLL).toBeGreaterThan(4);
    expect(await brokenImages(page)).toEqual([]);
    expect(standIn.requests()).toBeGreaterThan(4);
    const tile = page.locator('#hit-1');
    /** The second card as the window lists it: a Japanese window sorts by the Japanese names. */
    const secondShown = async () => {
      const japanese = (await page.evaluate(() => document.documentElement.lang)) === 'ja';
      const shown = await online.host.invoke('cards.search', {
        query,
        limit: 2,
        names: japanese ? 'japanese' : 'english',
      });
      return shown.cards[1].id;
    };
    const hover = async () => {
      await page.mouse.move(5, 5);
      await expect.poll(() => page.getByTestId('card-preview').count(), POLL).toBe(0);
      // A switch of language sorts the grid again and the selection follows its card: A-Goldspan Dragon, with no
      // Japanese name, goes to the end of the Japanese order. Ask again, so the grid shows the order's top.
      await page.getByTestId('search-input').fill('');
      await searchFor(page, query);
      // Hover once the tile holds the card the new order puts there.
      const second = await secondShown();
      await expect.poll(() => tile.getAttribute('data-card-id'), POLL).toBe(second);
      await tile.hover();
      await expect.poll(() => page.getByTestId('card-preview').getAttribute('data-card-id'), POLL).toBe(second);
      await expect
        .poll(
          () =>
            page
              .getByTestId('card-preview')
              .locator('img')
              .evaluate((i: HTMLImageElement) => i.naturalWidth),
          POLL,
        )
        .toBeGreaterThan(0);
    };
    await online.screenshotEveryLook('50-grid-and-preview', hover);
  });

  it('lays a deck out as card images in the visual layout', async () => {
    const { page } = online;
    await openSavedDeck(page, lorehold.name);
    await page.getByTestId('deck-layout-visual').click();
    await page.getByTestId('deck-visual').waitFor();
    await expect.poll(() => shownImages(page), POLL).toBeGreaterThan(10);
    expect(await brokenImages(page)).toEqual([]);
    await online.screenshotEveryLook('51-deck-visual', async () => {
      await expect.poll(() => shownImages(page), POLL).toBeGreaterThan(10);
    });
  });

  it('turns a split card a quarter clockwise (CR 709.1), an aftermath card counterclockwise (702.127) and a flip card over (710.1) to read the other half', async () => {
    const { page } = online;
    const preview = page.getByTestId('card-preview');
    /** The preview image's turn in degrees clockwise, 0 to 359. */
    const angle = () =>
      preview.locator('img').evaluate((img) => {
        const m = new DOMMatrix(getComputedStyle(img).transform);
        return (Math.round((Math.atan2(m.b, m.a) * 180) / Math.PI) + 360) % 360;
      });
    const cases = [
      { set: 'DGM', layout: 'split', turned: 90, landscape: true },
      { set: 'AKH', layout: 'aftermath', turned: 270, landscape: true },
      { set: 'CHK', layout: 'flip', turned: 180, landscape: false },
    ];
    await page.locator('[data-screen="search"]').click();
    await page.getByTestId('list-view').click();
    for (const { set, layout, turned, landscape } of cases) {
      const { name } = mtgjsonSet(set).cards.find((c) => c.layout === layout)!;
      await searchFor(page, `!"${name}"`);
      const row = page.getByTestId('search-row').first();
      await row.click();
      await preview.getByTestId('preview-turn').waitFor(POLL);
      await expect
        .poll(() => preview.locator('img').evaluate((i: HTMLImageElement) => i.naturalWidth), POLL)
        .toBeGreaterThan(0);
      expect(await angle(), name).toBe(0);
      await preview.getByTestId('preview-turn').click();
      await expect.poll(angle, POLL).toBe(turned);
      const box = (await preview.boundingBox())!;
      expect(box.width > box.height, `${name} lies landscape`).toBe(landscape);
      expect(await insideWindow(page, preview)).toBe(true);
      await row.focus();
      await page.keyboard.press('f');
      await expect.poll(angle, POLL).toBe(0);
      if (layout === 'split')
        await online.screenshotEveryLook('56-preview-split-turned', async () => {
          // Focus comes to the row again, so the preview shows after the look's change.
          await page.getByTestId('search-input').focus();
          await row.click();
          const turn = preview.getByTestId('preview-turn');
          if ((await turn.getAttribute('aria-pressed')) !== 'true') await turn.click();
          await expect.poll(angle, POLL).toBe(turned);
        });
    }
    // An adventurer reads as printed (CR 715): no control to turn it.
    const { name } = mtgjsonSet('ELD').cards.find((c) => c.layout === 'adventure')!;
    await searchFor(page, `!"${name}"`);
    await page.getByTestId('search-row').first().click();
    await expect.poll(() => preview.locator('img').count(), POLL).toBe(1);
    expect(await preview.getByTestId('preview-turn').count()).toBe(0);
    await page.getByTestId('grid-view').click();
  });

  it("shows a card pinned to a set alone (Forge's Arcane Signet|AFC) in that set's printing, not the newest (MIC)", async () => {
    const { page } = online;
    const [afc, mic] = ['AFC', 'MIC'].map((code) => mtgjsonSet(code).cards.find((c) => c.name === 'Arcane Signet')!);
    const smallPath = (id: string) => `/small/front/${id[0]}/${id[1]}/${id}.jpg`;
    // The Lorehold deck plays Arcane Signet unpinned: its MIC image may be saved already, but not asked for here.
    const micBefore = standIn.requests(smallPath(mic.identifiers.scryfallId!));
    await openSavedDeck(page, 'Aura of Courage [AFC] [2021]');
    await page.getByTestId('deck-layout-visual').click();
    const signet = page.locator('[data-visual-card][data-card="Arcane Signet"]');
    await signet.scrollIntoViewIfNeeded();
    await expect
      .poll(() => signet.locator('img').evaluate((i: HTMLImageElement) => i.naturalWidth), POLL)
      .toBeGreaterThan(0);
    expect(await signet.locator('img').getAttribute('src')).toMatch(/\/front\/small\/AFC(\?|$)/);
    expect(standIn.requests(smallPath(afc.identifiers.scryfallId!))).toBe(1);
    expect(standIn.requests(smallPath(mic.identifiers.scryfallId!))).toBe(micBefore);
    // The proxy sheet prints the same pinned set's printing.
    await page.getByTestId('export-deck').click();
    await page.getByTestId('open-proxies').click();
    const proxy = page.locator('[data-testid="proxy-card"][data-card="Arcane Signet"] img').first();
    await expect.poll(() => proxy.getAttribute('src'), POLL).toMatch(/\/front\/normal\/AFC(\?|$)/);
    await page.getByTestId('proxy-back').click();
    await expect.poll(() => page.getByTestId('proxy-sheet').count(), POLL).toBe(0);
  });

  it('takes a deck offline with progress and cancel, then shows it from the cache alone', async () => {
    const { page, host } = online;
    // One image answers slowly, so the run can be watched and cancelled.
    const commander = lorehold.boards.commander![0];
    const subject = commander.printing?.id
      ? ({ subject: 'printing', id: commander.printing.id } as const)
      : ({ subject: 'card', id: commander.cardId! } as const);
    // Its normal size: the deck's visual layout shows only the small ones, so this one is not in the cache yet.
    const slow = await host.invoke('images.source', { ...subject, face: 'front', size: 'normal' });
    expect(slow).not.toBeNull();
    standIn.answer(new URL(slow!).pathname, {
      contentType: 'image/png',
      body: realImageFor('/normal/'),
      delayMs: 8000,
    });
    await page.getByTestId('image-settings').click();
    await page.getByTestId('image-mode-on').check();
    await page.keyboard.press('Escape');
    await openSavedDeck(page, lorehold.name);

    await page.getByTestId('take-offline').click();
    const progress = page.getByTestId('prefetch-progress');
    await progress.waitFor(POLL);
    await expect.poll(() => progress.textContent(), POLL).toMatch(/\d+ \/ \d+ images/);
    await online.screenshotEveryLook('52-take-offline-progress', async () => {
      await progress.waitFor(POLL);
    });
    await page.getByTestId('prefetch-cancel').click();
    await expect.poll(() => page.getByTestId('notice').last().textContent(), POLL).toContain('cancelled');

    standIn.answer(new URL(slow!).pathname, undefined);
    await page.getByTestId('take-offline').click();
    await expect.poll(() => page.getByTestId('notice').last().textContent(), POLL).toMatch(/Images of .*: \d+ fetched/);
    const status = await host.invoke('images.settings', {});
    expect(status.mode).toBe('on');

    // Only what is saved: the stand-in gets no request, and the deck still shows its images.
    await page.getByTestId('image-settings').click();
    await page.getByTestId('image-mode-cached').check();
    await expect.poll(() => page.getByTestId('image-cache-size').textContent(), POLL).toMatch(/[1-9]\d* images saved/);
    await page.keyboard.press('Escape');
    const before = standIn.requests();
    await page.getByTestId('deck-layout-visual').click();
    await expect.poll(() => shownImages(page), POLL).toBeGreaterThan(10);
    expect(await brokenImages(page)).toEqual([]);
    expect(standIn.requests()).toBe(before);
  });

  it('shows text tiles, never a broken image, when images are off', async () => {
    const { page } = online;
    await page.getByTestId('image-settings').click();
    await page.getByTestId('image-mode-off').check();
    await online.screenshotEveryLook('53-image-settings', async () => {
      await page.getByTestId('image-cache-size').waitFor();
    });
    await page.keyboard.press('Escape');
    const before = standIn.requests();
    await openSavedDeck(page, lorehold.name);
    await page.getByTestId('deck-layout-visual').click();
    await expect.poll(() => shownImages(page), POLL).toBe(0);
    await expect
      .poll(() => page.getByTestId('deck-visual').getByTestId('card-text-tile').count(), POLL)
      .toBeGreaterThan(10);
    expect(await brokenImages(page)).toEqual([]);
    expect(standIn.requests()).toBe(before);
    await online.screenshotEveryLook('54-images-off-text-tiles', async () => {
      await page.getByTestId('deck-visual').waitFor();
    });
    // Clearing the cache (nothing is fetched while images are off, so it stays empty).
    await page.getByTestId('image-settings').click();
    await expect
      .poll(() => page.getByTestId('image-cache-size').textContent(), POLL)
      .toMatch(/^\s*[1-9][\d,]* images saved/);
    await page.getByTestId('image-cache-clear').click();
    await expect.poll(() => page.getByTestId('image-cache-size').textContent(), POLL).toMatch(/^\s*0 images saved/);
    await page.getByTestId('image-mode-on').check();
    await page.keyboard.press('Escape');
  });

  it('shows text tiles when the image host cannot be reached', async () => {
    const { page } = online;
    await standIn.close();
    // Blue creatures other than dragons: no earlier test in this file shows them (Lorehold is red and white), so
    // none is in the cache.
    await searchFor(page, 'c:u t:creature -t:dragon');
    await expect
      .poll(() => page.getByTestId('search-tile').getByTestId('card-text-tile').count(), POLL)
      .toBeGreaterThan(4);
    expect(await shownImages(page)).toBe(0);
    expect(await brokenImages(page)).toEqual([]);
    await online.screenshotEveryLook('55-offline-text-tiles', async () => {
      await page.getByTestId('search-tile').first().waitFor();
    });
  });
});
