// Editing a deck as text: real decklists written as the text list and read back through the API's decks.import (the
// reader and card resolution an import uses) over real card data; edits of lines, the entries they keep, the summary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { createApi, type Api } from '../../electron/api/index.ts';
import { importCardFiles } from '../../db/import/import.ts';
import { buildDeckTestDb } from '../../test/deck-cards-db.ts';
import { openTempDb } from '../../test/import-db.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';
import { blockingProblems, boardsFromText, deckAsText, textEditSummary, TEXT_EDIT_FORMAT } from './text-edit.ts';
import type { Deck, DeckEntry } from './types.ts';

let mtg: Api;
let dm: Api;
const cleanups: (() => void)[] = [];

beforeAll(async () => {
  const built = buildDeckTestDb();
  cleanups.push(built.cleanup);
  mtg = createApi({ db: built.db });
  const dmDir = tempDir('decklab-text-edit-dm-');
  const dmDb = openTempDb(dmDir.dir);
  cleanups.push(() => dmDb.close(), dmDir.cleanup);
  await importCardFiles(dmDb, [
    sharedPath('duelmasters/Ravenite0-All_Cards.csv'),
    sharedPath('duelmasters/ja-names.csv'),
  ]);
  dm = createApi({ db: dmDb });
}, 120_000);
afterAll(() => cleanups.forEach((c) => c()));

const apiOf = (deck: Deck) => (deck.game === 'dm' ? dm : mtg);

/** The text read back as the editor's Apply reads it: the game's list format, resolved against the card data. */
const readText = (deck: Deck, text: string) =>
  apiOf(deck).invoke('decks.import', { text, format: TEXT_EDIT_FORMAT[deck.game] });

/** The deck with the text applied: its boards from the text, everything else its own. */
async function applied(deck: Deck, text: string): Promise<Deck> {
  const read = await readText(deck, text);
  expect(blockingProblems(read.problems)).toEqual([]);
  return { ...deck, boards: boardsFromText(deck, read.deck) };
}

const plainTaw = (file: string) => readFileSync(sharedPath('decks', 'plain-taw', file), 'utf8');
const importedDeck = async (file: string): Promise<Deck> => {
  const { deck } = await mtg.invoke('decks.import', { text: plainTaw(file) });
  return { ...deck, format: 'commander', notes: 'kept notes', tags: ['friday'] };
};
/** What a line says of an entry: the read-back entry is compared on these. */
const said = ({ name, count, cardId, printing, tags }: DeckEntry) => ({
  name,
  count,
  cardId,
  printing: printing && { set: printing.set, collectorNumber: printing.collectorNumber, foil: printing.foil },
  tags,
});

describe('a deck written as text reads back as the same deck (real decklists, shared/data/decks/plain-taw)', () => {
  const files = readdirSync(sharedPath('decks', 'plain-taw')).filter((f) =>
    /^(cmd|brawl|pw|challenger|arena-starter|theme-40-std)__/.test(f),
  );
  it('covers the 19 lists every card of which the deck test sets hold', () => expect(files).toHaveLength(19));
  it.each(files)('%s', async (file) => {
    const deck = await importedDeck(file);
    const text = deckAsText(deck);
    const read = await readText(deck, text);
    expect(read.problems).toEqual([]);
    for (const board of Object.keys(deck.boards) as (keyof Deck['boards'])[])
      expect(read.deck.boards[board]?.map(said), board).toEqual(deck.boards[board]?.map(said));
    const after = { ...deck, boards: boardsFromText(deck, read.deck) };
    expect(after).toEqual(deck);
    expect(textEditSummary(deck, after)).toEqual({ added: 0, removed: 0, changed: 0, boards: [] });
  });
});

describe('edited lines', () => {
  const LOREHOLD = 'cmd__c21__Lorehold Legacies.txt';

  it('Lorehold Legacies: a count changed, a card added, one removed, one moved to the sideboard', async () => {
    const deck = await importedDeck(LOREHOLD);
    const text = deckAsText(deck);
    expect(text).toMatch(/^Commander\n1 Osgir, the Reconstructor \[foil\]\n\nDeck\n/);
    const edited = text
      .replace(/^\d+ Mountain \[STX\]$/m, '20 Mountain [STX]')
      .replace(/^1 Sol Ring\n/m, '')
      .replace(/^1 Arcane Signet\n/m, '')
      .concat('1 Chaos Warp\n\nSideboard\n1 Arcane Signet\n');
    const after = await applied(deck, edited);
    const mountains = deck.boards.main!.find((e) => e.name === 'Mountain')!.count;
    expect(after.boards.main!.find((e) => e.name === 'Mountain')!.count).toBe(20);
    expect(after.boards.main!.map((e) => e.name)).not.toContain('Sol Ring');
    expect(after.boards.main!.at(-1)).toMatchObject({ name: 'Chaos Warp', count: 1 });
    expect(after.boards.side).toEqual([deck.boards.main!.find((e) => e.name === 'Arcane Signet')]);
    const summary = textEditSummary(deck, after);
    expect(summary).toMatchObject({ added: 20 - mountains + 2, removed: 2, changed: 1 });
    expect(summary.boards.map((b) => [b.board, b.added.map((c) => c.name), b.removed.map((c) => c.name)])).toEqual([
      ['main', ['Chaos Warp'], ['Arcane Signet', 'Sol Ring']],
      ['side', ['Arcane Signet'], []],
    ]);
    // The deck stays itself: name, format, notes and tags are not the text's.
    expect({ ...after, boards: deck.boards }).toEqual(deck);
  });

  it('a line left as it was keeps what no line says: the printing id, an art index, a catalog id, tags no line holds', async () => {
    const deck = await importedDeck(LOREHOLD);
    const main = deck.boards.main!;
    const extras: Record<string, Partial<DeckEntry>> = {
      'Sol Ring': { printing: { set: 'C21', collectorNumber: '263', id: 'kept-id', artIndex: 2, catalogId: 90210 } },
      'Arcane Signet': { tags: ['ramp, early', 'mana [rock]'] },
      'Command Tower': { printing: { set: 'C21', collectorNumber: '284', foil: true, etched: true } },
    };
    const marked: Deck = {
      ...deck,
      boards: { ...deck.boards, main: main.map((e) => ({ ...e, ...extras[e.name] })) },
    };
    const text = deckAsText(marked);
    expect(text).toContain('1 Sol Ring [C21:263]\n');
    expect(text).toContain('1 Arcane Signet\n');
    expect(text).toContain('1 Command Tower [C21:284] [etched]\n');
    // A Moxfield line for the same pin and finish says the same.
    const edited = text
      .replace('1 Command Tower [C21:284] [etched]', '1 Command Tower (C21) 284 *E*')
      .replace(/^\d+ Mountain \[STX\]$/m, '3 Mountain [STX]');
    const after = await applied(marked, edited);
    const entry = (name: string) => after.boards.main!.find((e) => e.name === name);
    for (const name of Object.keys(extras))
      expect(entry(name)).toEqual(marked.boards.main!.find((e) => e.name === name));
    // A count changed keeps the rest of its entry too.
    expect(entry('Mountain')).toEqual({ ...main.find((e) => e.name === 'Mountain'), count: 3 });
    // A line changed otherwise is the line as read: Sol Ring pinned elsewhere loses the old pin's extras.
    const repinned = await applied(marked, text.replace('1 Sol Ring [C21:263]', '1 Sol Ring'));
    expect(repinned.boards.main!.find((e) => e.name === 'Sol Ring')?.printing).toBeUndefined();
    expect(textEditSummary(marked, repinned)).toMatchObject({ added: 0, removed: 0, changed: 1 });
  });

  it('an unknown card: nothing is applied, and the problem names its line and the name', async () => {
    const deck = await importedDeck(LOREHOLD);
    const text = deckAsText(deck).replace(/^\d+ Mountain \[STX\]$/m, '2 Mountian');
    const line = text.split('\n').indexOf('2 Mountian') + 1;
    const read = await readText(deck, text);
    const blocking = blockingProblems(read.problems);
    expect(blocking).toHaveLength(1);
    expect(blocking[0]).toMatchObject({ line, code: 'unknown-card', text: '2 Mountian', severity: 'error' });
    expect(blocking[0].message).toContain('Mountian');
  });

  it('an unreadable count is reported at its line', async () => {
    const deck = await importedDeck(LOREHOLD);
    const read = await readText(deck, deckAsText(deck).replace(/^1 Sol Ring$/m, '-1 Sol Ring'));
    expect(blockingProblems(read.problems).map((p) => [p.code, p.text])).toEqual([['bad-count', '-1 Sol Ring']]);
  });
});

describe('a Duel Masters deck: the hyperspatial and super GR zones as sections (DM 100.3, 100.4)', () => {
  const cardId = async (name: string) => (await dm.invoke('cards.search', { query: `!"${name}"`, limit: 1 })).cards[0];
  async function dmDeck(): Promise<Deck> {
    const entryOf = async (name: string, count: number): Promise<DeckEntry> => {
      const card = await cardId(name);
      return { name: card.name, count, cardId: card.id };
    };
    return {
      game: 'dm',
      name: 'Bolshack',
      format: 'dm',
      boards: {
        main: [await entryOf('Bolshack Dragon', 4), await entryOf('Aqua Hulcus', 4)],
        hyperspatial: [await entryOf('Jon, Temporal Explorer', 2)],
        gr: [await entryOf('Dusaico, Darma GR', 2)],
      },
    };
  }

  it('is written with the zones in Japanese, as the rules name them, and reads back the same', async () => {
    const deck = await dmDeck();
    const text = deckAsText(deck);
    expect(text).toBe(
      'メインデッキ\n4 Bolshack Dragon\n4 Aqua Hulcus\n\n超次元ゾーン\n2 Jon, Temporal Explorer\n\n超GRゾーン\n2 Dusaico, Darma GR\n',
    );
    const after = await applied(deck, text);
    expect(after).toEqual(deck);
  });

  it('takes Japanese names where the import does, and an English zone header', async () => {
    const deck = await dmDeck();
    const text = deckAsText(deck)
      .replace('4 Aqua Hulcus', '4 アクア・ハルカス\n2 ボルシャック・ドラゴン')
      .replace('超GRゾーン', 'GR Zone');
    const after = await applied(deck, text);
    expect(after.boards.main!.map((e) => [e.name, e.count])).toEqual([
      ['Bolshack Dragon', 4],
      ['Aqua Hulcus', 4],
      ['Bolshack Dragon', 2],
    ]);
    expect(after.boards.gr).toEqual(deck.boards.gr);
    expect(textEditSummary(deck, after)).toMatchObject({ added: 2, removed: 0, changed: 1 });
  });
});
