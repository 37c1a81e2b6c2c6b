// The deck editor kept under the keyboard and in step: the problems panel answers an edit of a 100-card Commander
// deck as soon as the validator does, not after a pause; a row keeps the keyboard focus while the deck's card details
// come in and its rows are grouped again, a deck opened from a dialog puts it on its first row, and a click on Save
// gives it back to the row last worked on, so arrows and row keys go on working. In Chromium, on a real decklist.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSavedDeck, saveDeckFile } from './harness.ts';
import { appForFile, freshWindowAfterFailure } from './setup.ts';
import { sharedPath } from '../test/shared-data.ts';
import { MAX_DECK_NAME_LENGTH } from '../engine/decks/saved-limits.ts';

const POLL = { timeout: 20_000, interval: 50 };
const LOREHOLD = 'Lorehold Legacies';
/** A card of the deck that is no basic land: a second copy breaks Commander's singleton rule (CR 903.5b). */
const BOSH = 'Bosh, Iron Golem';
const EDITS = 8;
/** Edits before the timed ones: the first also pay for the code's first runs. */
const WARM_UP_EDITS = 2;
/** From an edit to the validator asked: more is a pause before asking (a debounce), which every edit would wait. */
const ASKED_WITHIN_MS = 60;
/** A second deck, so that opening it waits for it (opening the deck open already changes no name to wait for). */
const COVEN = 'Coven Counters';
const SOL_RING = 'Sol Ring';

const app = appForFile();

beforeAll(async () => {
  await saveDeckFile(app.host, sharedPath('decks/plain-taw/cmd__c21__Lorehold Legacies.txt'), {
    name: LOREHOLD,
    format: 'commander',
  });
  await saveDeckFile(app.host, sharedPath('decks/plain-taw/cmd__mic__Coven Counters.txt'), {
    name: COVEN,
    format: 'commander',
  });
});
freshWindowAfterFailure(app);

/** What holds the keyboard focus: a row's card name, else the element's test id or tag. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.dataset.card ?? element?.dataset.testid ?? element?.tagName ?? '';
  });

/** The card of each row of the editor's list, top to bottom. */
const rowCards = (page: Page) =>
  page.locator('[data-entry-row]').evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.card ?? ''));

/** Every row shows its card's type line: the card details are in and the rows are in their type groups. */
async function detailsIn(page: Page): Promise<void> {
  await expect.poll(() => page.getByText('not in the card data').count(), POLL).toBe(0);
}

interface ValidateCall {
  sent: number;
  answered: number;
}
type Timed = Window & { __decklabInvoke: NonNullable<Window['__decklabInvoke']>; validateCalls: ValidateCall[] };

/** Notes when each `decks.validate` call leaves the page and when its answer comes back (performance.now). */
function timeValidateCalls(page: Page): Promise<void> {
  return page.evaluate(() => {
    const timed = window as unknown as Timed;
    const invoke = timed.__decklabInvoke;
    timed.validateCalls = [];
    timed.__decklabInvoke = async (name, input, requestId) => {
      const call = { sent: performance.now(), answered: 0 };
      if (name === 'decks.validate') timed.validateCalls.push(call);
      try {
        return await invoke(name, input, requestId);
      } finally {
        call.answered = performance.now();
      }
    };
  });
}

/** Milliseconds from a key pressed on a row to the validation asked, answered, and its problems drawn. */
interface EditTimes {
  asked: number;
  answered: number;
  shown: number;
}

/**
 * A key pressed on Bosh's row, timed until the problems panel shows the singleton problem (`+`), or no longer
 * shows it (`-`), drawn: the keydown is sent in the page and the panel watched there, so the test's round trips
 * to the browser do not count.
 */
function editToProblems(page: Page, key: '+' | '-'): Promise<EditTimes> {
  return page.evaluate(
    ({ key, card }) => {
      const row = document.querySelector<HTMLElement>(`[data-entry-row][data-card="${CSS.escape(card)}"]`)!;
      const panel = document.querySelector('[data-testid="validation-panel"]')!;
      const shown = () => panel.querySelector('[data-code="commander.singleton"]') !== null;
      const { validateCalls } = window as unknown as Timed;
      return new Promise<EditTimes>((resolve) => {
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (shown() !== (key === '+')) return;
          observer.disconnect();
          requestAnimationFrame(() => {
            const call = validateCalls.find((c) => c.sent >= start)!;
            resolve({ asked: call.sent - start, answered: call.answered - start, shown: performance.now() - start });
          });
        });
        observer.observe(panel, { childList: true, subtree: true, characterData: true });
        row.focus();
        row.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      });
    },
    { key, card: BOSH },
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('the problems panel', () => {
  it(`asks the validator at once after an edit of a 100-card Commander deck, not after a pause (${EDITS} edits)`, async () => {
    const { page } = app;
    await openSavedDeck(page, LOREHOLD);
    await detailsIn(page);
    await page.getByTestId('tab-problems').click();
    await page.getByTestId('verdict').waitFor(POLL);
    await timeValidateCalls(page);
    const edits: EditTimes[] = [];
    for (let i = 0; i < WARM_UP_EDITS + EDITS; i++) edits.push(await editToProblems(page, i % 2 === 0 ? '+' : '-'));
    edits.splice(0, WARM_UP_EDITS);
    const figures = (['asked', 'answered', 'shown'] as const).map(
      (step) => `${step} ${median(edits.map((e) => e[step])).toFixed(1)}`,
    );
    console.log(`edit of ${LOREHOLD} to its problems, median ms after the key: ${figures.join(', ')}`);
    // Validation is asked as the edit is made (it takes a few ms on the worker), not after a pause for typing. A pause
    // delays every edit, so the typical one (the median) is held to the limit; a single edit over it is a scheduling
    // hiccup of a loaded machine.
    const asked = edits.map((e) => e.asked);
    const listed = `edit to validator asked, ms: ${asked.map((ms) => ms.toFixed(1)).join(', ')}`;
    expect(median(asked), listed).toBeLessThan(ASKED_WITHIN_MS);
    expect(asked.filter((ms) => ms >= ASKED_WITHIN_MS).length, listed).toBeLessThanOrEqual(1);
    expect(await page.locator('[data-code="commander.singleton"]').count()).toBe(0);
  });
});

describe('the keyboard focus', () => {
  it('a deck opened from the Open dialog puts it on its first row, and it stays on a row while the card details come in', async () => {
    const { page } = app;
    // From the search screen, whose search box the dialog gives the focus back to as it closes, hidden by then.
    await page.keyboard.press('Control+1');
    await page.getByTestId('search-input').focus();
    await page.keyboard.press('Control+o');
    await page.getByTestId('open-deck-item').filter({ hasText: LOREHOLD }).click();
    await expect.poll(() => page.getByTestId('deck-name').inputValue(), POLL).toBe(LOREHOLD);
    await detailsIn(page);
    const rows = await rowCards(page);
    await expect.poll(() => focused(page), POLL).toBe(rows[0]);
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe(rows[1]);
  });

  it('a click on Save gives it back to the row last worked on', async () => {
    const { page } = app;
    await openSavedDeck(page, COVEN);
    await detailsIn(page);
    const row = page.locator(`[data-entry-row][data-card="${SOL_RING}"]`);
    await row.focus();
    await page.keyboard.press('+');
    await page.getByTestId('save-deck').click();
    await expect.poll(() => page.getByTestId('save-deck').isDisabled(), POLL).toBe(true);
    await expect.poll(() => focused(page), POLL).toBe(SOL_RING);
    await page.keyboard.press('-');
    await expect.poll(() => row.locator('.count .num').textContent(), POLL).toBe('1');
    await app.screenshotEveryLook('editor-focus-after-save');
  });
});

describe('the deck name field', () => {
  it(`takes no more than the ${MAX_DECK_NAME_LENGTH} characters a saved deck keeps`, async () => {
    const { page } = app;
    await openSavedDeck(page, LOREHOLD);
    const name = page.getByTestId('deck-name');
    await name.fill('');
    await name.pressSequentially('Lorehold '.repeat(25).slice(0, MAX_DECK_NAME_LENGTH + 20), { delay: 0 });
    expect((await name.inputValue()).length).toBe(MAX_DECK_NAME_LENGTH);
    await name.press('Enter');
    await page.getByTestId('save-deck').click();
    await expect
      .poll(async () => (await app.host.invoke('decks.list', {})).map((d) => d.name.length))
      .toContain(MAX_DECK_NAME_LENGTH);
  });
});
