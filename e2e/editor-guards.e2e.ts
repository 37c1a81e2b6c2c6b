// The deck editor's guards, driven like a player drives them on real decks from ../shared/data: an import asks
// before it replaces unsaved edits, the Advice tab shows one deck's figures only, a card of the other game is
// refused, the row keys leave Ctrl, Meta and Alt to the browser and the menus, and the lab's A/B offers its B.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { openSavedDeck, searchAnswered } from './harness.ts';
import { appForFile, confirmsDuring } from './setup.ts';
import { sharedPath } from '../test/shared-data.ts';
import type { Deck } from '../engine/decks/types.ts';
import { en } from '../renderer/i18n/en.ts';
import { ja } from '../renderer/i18n/ja.ts';

const app = appForFile();
/** The UI answers within moments; the advisor's runs get longer. */
const POLL = { timeout: 20_000, interval: 50 };
const ADVICE = { timeout: 50_000 };
/** Mono-white, 60 cards: the deck edited, advised and compared. */
const BASRI = sharedPath('decks/plain-taw/pw__m21__Basri, Devoted Paladin.txt');
/** Mono-blue: a second deck of the same game for the A/B's B. */
const TEFERI = sharedPath('decks/plain-taw/pw__m21__Teferi, Timeless Voyager.txt');
/** The list the exploratory run pasted: two real cards, too few to advise. */
const PASTED = '4 Opt\n20 Island';
const TWO_CARDS = '1 Opt\n1 Island';
const TAB_GAMES = 2_000;
const SEED = 1;
/** A Duel Masters card, found by the search with a Magic deck open. */
const BOLSHACK = 'Bolshack Dragon';

interface Saved {
  id: number;
  deck: Deck;
}

/** Saves a deck through the API under `name`, with no format ("No format" in the editor). */
async function save(input: { text: string } | { file: string }, name: string): Promise<Saved> {
  const read = await app.host.invoke(
    'decks.import',
    'text' in input
      ? { text: input.text }
      : { bytes: new Uint8Array(readFileSync(input.file)), fileName: basename(input.file) },
  );
  const stored = await app.host.invoke('decks.save', { deck: { ...read.deck, name, format: undefined } });
  return { id: stored.id, deck: (await app.host.invoke('decks.get', { id: stored.id })).deck };
}

let basri: Saved;
let teferi: Saved;
let twoCards: Saved;

beforeAll(async () => {
  basri = await save({ file: BASRI }, 'Basri, Devoted Paladin');
  teferi = await save({ file: TEFERI }, 'Teferi, Timeless Voyager');
  twoCards = await save({ text: TWO_CARDS }, 'Two cards');
  // In Commander both lists break the singleton rule (CR 903.5b), by their own cards.
  for (const [saved, name] of [
    [basri, 'Basri as Commander'],
    [teferi, 'Teferi as Commander'],
  ] as const)
    await app.host.invoke('decks.save', { deck: { ...saved.deck, name, format: 'commander' } });
});

/** Opens a saved deck from the deck list, letting any unsaved edits go. */
const openDeck = (deck: Deck) => openSavedDeck(app.page, deck.name);

const row = (name: string) => app.page.locator(`[data-board="main"] [data-entry-row][data-card="${name}"]`).first();
const rowCount = async (name: string) => Number(await row(name).locator('.count .num').textContent());
/** Basri's list has two Plains entries (one of them pinned to a printing): the copies of both. */
const plainsIn = (deck: Deck) =>
  (deck.boards.main ?? []).filter((e) => e.name === 'Plains').reduce((n, e) => n + e.count, 0);

/** Takes one Plains off Basri's list with the row's − key: an unsaved edit. Returns the row's count after. */
async function editBasri(): Promise<number> {
  const { page } = app;
  await openDeck(basri.deck);
  const before = await rowCount('Plains');
  await row('Plains').focus();
  await page.keyboard.press('-');
  await expect.poll(() => rowCount('Plains'), POLL).toBe(before - 1);
  expect(await page.getByTestId('save-deck').isEnabled(), 'an unsaved edit enables Save').toBe(true);
  return before - 1;
}

/** Pastes the list in the import dialog (Ctrl+I) and reads it. */
async function readPasted(): Promise<void> {
  const { page } = app;
  await page.keyboard.press('Control+I');
  await page.getByTestId('import-text').fill(PASTED);
  await page.getByTestId('import-read').click();
  await page.getByTestId('import-summary').waitFor();
}

describe('importing a deck list', () => {
  for (const button of ['import.openOnly', 'import.saveAsNew'] as const) {
    it(`asks before “${en[button]}” replaces unsaved edits, and keeps them when the player says no`, async () => {
      const { page, host } = app;
      const edited = await editBasri();
      const decks = (await host.invoke('decks.list', {})).length;
      await readPasted();
      const declined = await confirmsDuring(app, false, () => page.getByRole('button', { name: en[button] }).click());
      expect(declined).toEqual([en['deck.discardChanges']]);
      expect(await page.getByTestId('import-summary').isVisible(), 'the dialog stays open').toBe(true);
      await page.keyboard.press('Escape');
      expect(await page.getByTestId('deck-name').inputValue()).toBe(basri.deck.name);
      expect(await rowCount('Plains')).toBe(edited);
      expect(await page.getByTestId('save-deck').isEnabled(), 'the edit is still unsaved').toBe(true);
      expect((await host.invoke('decks.list', {})).length, 'nothing saved').toBe(decks);

      await readPasted();
      const accepted = await confirmsDuring(app, true, () => page.getByRole('button', { name: en[button] }).click());
      expect(accepted).toEqual([en['deck.discardChanges']]);
      await expect.poll(() => row('Opt').count(), POLL).toBe(1);
      expect(await rowCount('Island')).toBe(20);
      expect(await row('Plains').count()).toBe(0);
    });
  }

  it('asks nothing when the deck in the editor has no unsaved edits', async () => {
    const { page } = app;
    await openDeck(basri.deck);
    await readPasted();
    const asked = await confirmsDuring(app, false, () =>
      page.getByRole('button', { name: en['import.openOnly'] }).click(),
    );
    expect(asked).toEqual([]);
    await expect.poll(() => row('Opt').count(), POLL).toBe(1);
  });
});

describe('the import dialog’s format', () => {
  it.each([
    ['brawl__eld__Faerie Schemes.txt', 'brawl'],
    ['cmd__c21__Lorehold Legacies.txt', 'commander'],
    ['pw__m21__Basri, Devoted Paladin.txt', ''],
  ])('offers for %s the format its command zone and size make (CR 903.5a, 903.12d): "%s"', async (file, format) => {
    const { page } = app;
    await page.keyboard.press('Control+I');
    await page.getByTestId('import-text').fill(readFileSync(sharedPath('decks', 'plain-taw', file), 'utf8'));
    await page.getByTestId('import-read').click();
    await page.getByTestId('import-summary').waitFor();
    expect(await page.getByTestId('import-format').inputValue()).toBe(format);
    await page.keyboard.press('Escape');
  });
});

describe('the Advice tab', () => {
  it('drops one deck’s figures when another deck is opened, and shows only why the new one cannot be advised', async () => {
    const { page, host } = app;
    const refused = await host.invoke('advice.run', { deck: twoCards.deck, games: TAB_GAMES, seed: SEED }).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(refused, 'the advisor refuses a deck of two cards').not.toBeNull();

    await openDeck(basri.deck);
    await page.getByTestId('tab-advice').click();
    await page.getByTestId('advice-games').selectOption(String(TAB_GAMES));
    await page.getByTestId('advice-recommendation').waitFor({ timeout: ADVICE.timeout });

    await openDeck(twoCards.deck);
    const tab = page.getByTestId('advice-tab');
    await expect.poll(() => tab.getByRole('alert').textContent(), { ...POLL, ...ADVICE }).toContain(refused);
    expect(await page.getByTestId('advice-recommendation').count(), 'Basri’s recommendation').toBe(0);
    expect(await tab.getByTestId('sweep-table').count(), 'Basri’s sweep').toBe(0);
    expect(await page.getByTestId('advice-stale').count(), 'no new figures are on the way').toBe(0);
    await app.screenshotEveryLook('guards-01-advice-other-deck', () =>
      tab.getByRole('alert').waitFor({ timeout: ADVICE.timeout }),
    );

    // Back on Basri, its own figures come again.
    await openDeck(basri.deck);
    await page.getByTestId('advice-recommendation').waitFor({ timeout: ADVICE.timeout });
    expect(await page.getByTestId('advice-stale').count()).toBe(0);
  });

  it('the lab’s sweep drops its figures too when another deck is opened', async () => {
    const { page } = app;
    await openDeck(basri.deck);
    await page.keyboard.press('Control+3');
    await page.getByTestId('lab-view-sweep').click();
    await page.getByTestId('sweep-games').selectOption(String(TAB_GAMES));
    await page.getByTestId('sweep-run').click();
    await page.getByTestId('sweep-recommendation').waitFor({ timeout: ADVICE.timeout });
    await openDeck(twoCards.deck);
    await page.keyboard.press('Control+3');
    await page.getByTestId('lab-view-sweep').click();
    await page.getByTestId('sweep-run').waitFor({ timeout: POLL.timeout });
    expect(await page.getByTestId('sweep-recommendation').count(), 'Basri’s recommendation').toBe(0);
    expect(await page.getByTestId('sweep-results').getByTestId('sweep-table').count(), 'Basri’s sweep').toBe(0);
  });

  it('keeps the figures, marked stale, while the same deck is edited', async () => {
    const { page } = app;
    await openDeck(basri.deck);
    await page.getByTestId('tab-advice').click();
    await page.getByTestId('advice-recommendation').waitFor({ timeout: ADVICE.timeout });
    await row('Plains').focus();
    await page.keyboard.press('-');
    await page.getByTestId('advice-stale').waitFor({ timeout: POLL.timeout });
    expect(await page.getByTestId('advice-recommendation').count()).toBe(1);
  });

  it('drops them too when a Limited deck is started from a pool', async () => {
    const { page, host } = app;
    await openDeck(basri.deck);
    await page.getByTestId('tab-advice').click();
    await page.getByTestId('advice-recommendation').waitFor({ timeout: ADVICE.timeout });
    await host.invoke('pools.create', {
      name: 'Basri sealed',
      kind: 'sealed',
      game: 'mtg',
      text: readFileSync(BASRI, 'utf8'),
    });

    await page.keyboard.press('Control+6');
    await page.getByTestId('pool-item').filter({ hasText: 'Basri sealed' }).click();
    await page.getByTestId('pool-start-deck').click();
    await expect.poll(() => page.getByTestId('deck-name').inputValue(), POLL).toBe('Basri sealed deck');
    await page.getByTestId('pool-card').filter({ hasText: "Basri's Acolyte" }).click();
    await expect.poll(() => row("Basri's Acolyte").count(), POLL).toBe(1);
    const tab = page.getByTestId('advice-tab');
    await tab.getByRole('alert').waitFor({ timeout: ADVICE.timeout });
    expect(await page.getByTestId('advice-recommendation').count(), 'Basri’s recommendation').toBe(0);
    expect(await page.getByTestId('advice-stale').count()).toBe(0);
  });
});

describe('the deck rows’ keys', () => {
  it('shows none of the last deck’s problems once another deck is open, before the new one’s come', async () => {
    const { page } = app;
    await openSavedDeck(page, 'Basri as Commander');
    await page.getByTestId('tab-problems').click();
    const problems = () => page.getByTestId('problem').allTextContents();
    await expect.poll(problems, POLL).toEqual(expect.arrayContaining([expect.stringContaining("Basri's Acolyte")]));
    // Every problem shown while the editor holds Teferi's deck, from the moment it does.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { problemsSeen: string[] }).problemsSeen = seen;
      const record = () => {
        const name = document.querySelector<HTMLInputElement>('[data-testid="deck-name"]')?.value;
        if (name !== 'Teferi as Commander') return;
        for (const el of document.querySelectorAll('[data-testid="problem"]')) seen.push(el.textContent ?? '');
      };
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await openSavedDeck(page, 'Teferi as Commander');
    await expect.poll(problems, POLL).toEqual(expect.arrayContaining([expect.stringContaining('Teferi')]));
    const seen = await page.evaluate(() => (window as unknown as { problemsSeen: string[] }).problemsSeen);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((text) => text.includes("Basri's Acolyte"))).toEqual([]);
  });

  it('leave Ctrl, Meta and Alt combinations alone (browser zoom, the menus) and change the count without them', async () => {
    const { page, host } = app;
    await openDeck(basri.deck);
    const plains = await rowCount('Plains');
    await row('Plains').focus();
    for (const key of [
      'Control+-',
      'Control+=',
      'Control+Shift+Equal',
      'Meta+-',
      'Alt+-',
      'Control+Backspace',
      'Control+Delete',
      'Alt+m',
    ])
      await page.keyboard.press(key);
    expect(await rowCount('Plains')).toBe(plains);
    expect(await page.getByTestId('save-deck').isEnabled(), 'no edit').toBe(false);

    await page.keyboard.press('-');
    await expect.poll(() => rowCount('Plains'), POLL).toBe(plains - 1);
    const versions = (await host.invoke('decks.versions', { id: basri.id })).length;
    // Ctrl+S saves: the row's S (to the sideboard) is not pressed with it.
    await page.keyboard.press('Control+S');
    await expect
      .poll(async () => (await host.invoke('decks.versions', { id: basri.id })).length, POLL)
      .toBe(versions + 1);
    const stored = (await host.invoke('decks.get', { id: basri.id })).deck;
    expect(plainsIn(stored)).toBe(plainsIn(basri.deck) - 1);
    expect(stored.boards.side?.some((e) => e.name === 'Plains') ?? false).toBe(false);
    basri = { id: basri.id, deck: stored };
  });
});

describe('the lab’s A/B', () => {
  const versus = () => app.page.getByTestId('ab-versus');

  it('asks for a B, and Compare waits for one, when the deck has no earlier version', async () => {
    const { page } = app;
    await openDeck(teferi.deck);
    await page.keyboard.press('Control+3');
    await page.getByTestId('lab-view-ab').click();
    await expect.poll(() => versus().locator('option').first().textContent(), POLL).toBe(en['goldfish.abChoose']);
    expect(await versus().inputValue()).toBe('');
    expect(await versus().evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent)).toBe(
      en['goldfish.abChoose'],
    );
    expect(await page.getByTestId('ab-run').isDisabled()).toBe(true);
    await app.screenshotEveryLook('guards-04-lab-ab-choose');
    await versus().selectOption({ label: basri.deck.name });
    expect(await page.getByTestId('ab-run').isEnabled()).toBe(true);
  });

  it('starts on the deck’s previous saved version when it has one', async () => {
    const { page, host } = app;
    // A version with one Plains fewer, saved after the one the deck was saved with.
    const plains = basri.deck.boards.main!.findIndex((e) => e.name === 'Plains' && e.count > 1);
    const main = basri.deck.boards.main!.map((e, i) => (i === plains ? { ...e, count: e.count - 1 } : e));
    await host.invoke('decks.save', { id: basri.id, deck: { ...basri.deck, boards: { ...basri.deck.boards, main } } });
    basri = { id: basri.id, deck: (await host.invoke('decks.get', { id: basri.id })).deck };
    const versions = (await host.invoke('decks.versions', { id: basri.id })).map((v) => v.version);
    const latest = Math.max(...versions);
    const previous = Math.max(...versions.filter((v) => v < latest));
    await openDeck(basri.deck);
    await page.keyboard.press('Control+3');
    await page.getByTestId('lab-view-ab').click();
    await expect.poll(() => versus().inputValue(), POLL).toBe(`v:${previous}`);
    expect(await page.getByTestId('ab-run').isEnabled()).toBe(true);

    // With unsaved edits, the previous saved version is the one saved last.
    await page.keyboard.press('Control+2');
    await row('Plains').focus();
    await page.keyboard.press('-');
    await page.keyboard.press('Control+3');
    await expect.poll(() => versus().inputValue(), POLL).toBe(`v:${latest}`);
  });
});

describe('adding a card of the other game', () => {
  it('refuses a Duel Masters card in a Magic deck with a notice in the window’s language', async () => {
    const { page, host } = app;
    const card = (await host.invoke('cards.search', { query: `!"${BOLSHACK}"`, limit: 1 })).cards[0];
    expect(card.game).toBe('dm');
    await openDeck(basri.deck);
    await page.keyboard.press('Control+1');
    const input = page.getByTestId('search-input');
    const query = `!"${BOLSHACK}"`;
    await input.fill(query);
    await searchAnswered(page, query);
    await expect.poll(() => page.getByTestId('card-title').textContent(), POLL).toBe(BOLSHACK);

    const notice = (text: string) => page.locator('[data-testid="notice"].error').filter({ hasText: text });
    const words = (catalog: typeof en | typeof ja, name: string) =>
      catalog['reason.deck.other-game-card']
        .replace('{name}', name)
        .replace('{cardGame}', catalog['game.dmShort'])
        .replace('{deckGame}', catalog['game.mtgShort']);
    await input.press('Enter');
    await notice(words(en, BOLSHACK)).waitFor({ timeout: POLL.timeout });
    const added = page.locator('[data-testid="notice"].ok').filter({ hasText: BOLSHACK });
    expect(await added.count(), 'no “added” notice').toBe(0);
    await app.screenshot('guards-02-other-game-en-light');

    await app.setLook('ja', 'dark');
    await input.press('Enter');
    await notice(words(ja, card.localizedNames?.ja ?? BOLSHACK)).waitFor({ timeout: POLL.timeout });
    await app.screenshot('guards-03-other-game-ja-dark');
    await app.setLook('en', 'light');

    await page.keyboard.press('Control+2');
    expect(await page.locator(`[data-entry-row][data-card="${BOLSHACK}"]`).count()).toBe(0);
    expect(await page.getByTestId('save-deck').isEnabled(), 'the deck is unchanged').toBe(false);
  });
});
