// Deck lists written by decks.export and read back by decks.import, on real card data: Duel Masters lists with their
// zones and printings (Ravenite's CSV with ja-names.csv), the names other apps' importers know multi-faced Magic cards
// by, and a deck never written in the other game's formats.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createApi, type Api } from '../index.ts';
import type { Db } from '../../../db/open.ts';
import { importCardFiles } from '../../../db/import/import.ts';
import { openTempDb } from '../../../test/import-db.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import { stringContaining } from '../../../test/matchers.ts';
import { mtgjsonSet } from '../../../test/real-cards.ts';
import { DECK_LIST_FORMATS } from '../../../engine/decks/lists/index.ts';
import { BOARDS, type Deck } from '../../../engine/decks/types.ts';

const { dir, cleanup } = tempDir('decklab-deck-lists-');
let db: Db;
let api: Api;
beforeAll(async () => {
  db = openTempDb(dir);
  await importCardFiles(db, [
    sharedPath('duelmasters', 'Ravenite0-All_Cards.csv'),
    sharedPath('duelmasters', 'ja-names.csv'),
    ...['AFC', 'AFR', 'ELD', 'DGM', 'MID'].map((code) => sharedPath('mtgjson', 'sets', `${code}.json`)),
  ]);
  api = createApi({ db });
});
afterAll(() => {
  db?.close();
  cleanup();
});

/** Every entry as [board, card id, count, set, number]: what a list must give back. */
const entries = (deck: Deck) =>
  BOARDS.flatMap((board) =>
    (deck.boards[board] ?? []).map((e) => [board, e.cardId, e.count, e.printing?.set, e.printing?.collectorNumber]),
  ).sort();

/** A Duel Masters deck in Japanese, with a hyperspatial zone (DM 100.3) and a super GR zone (DM 100.4). */
const DM_LIST = [
  '// NAME: 赤単ボルシャック',
  'メインデッキ',
  '4 ボルシャック・ドラゴン',
  '《バースト・ショット》×4',
  'バザガジール・ドラゴン 4枚',
  '超次元ゾーン',
  '2 ガイアール・カイザー',
  '1 シルバー・ヴォルグ',
  '超GRゾーン',
  '2 堕魔 ドゥザイコ GR',
].join('\n');

/** The deck with each card pinned to its last printing in the data ("DMEX-17 超1", "DMEX-08 111a", …). */
async function pinnedToLastPrinting(deck: Deck): Promise<Deck> {
  const boards: Deck['boards'] = {};
  for (const board of BOARDS) {
    const list = deck.boards[board];
    if (!list) continue;
    boards[board] = await Promise.all(
      list.map(async (e) => {
        const { printings } = await api.invoke('cards.printings', { cardId: e.cardId! });
        const p = printings.at(-1)!;
        return { ...e, printing: { set: p.set, collectorNumber: p.collectorNumber } };
      }),
    );
  }
  return { ...deck, boards };
}

describe('a Duel Masters list through decks.export and decks.import', () => {
  it('keeps its cards, counts, zones and pinned printings, in English and in Japanese names (DM 100.3, 100.4)', async () => {
    const read = await api.invoke('decks.import', { text: DM_LIST });
    expect(read.problems).toEqual([]);
    expect(read.deck.game).toBe('dm');
    const deck = await pinnedToLastPrinting(read.deck);
    const sets = BOARDS.flatMap((b) => deck.boards[b] ?? []).map((e) => e.printing!.set);
    // Duel Masters set codes are no Magic codes: hyphens, and here a plus or kanji too.
    expect(sets.every((set) => set.includes('-'))).toBe(true);
    for (const names of ['en', 'ja'] as const) {
      const { text, notices } = await api.invoke('decks.export', { deck, format: 'dm', names });
      expect(notices).toEqual([]);
      const back = await api.invoke('decks.import', { text });
      expect(back.problems, `${names}:\n${text}`).toEqual([]);
      expect(back.deck.name).toBe('赤単ボルシャック');
      expect(entries(back.deck)).toEqual(entries(deck));
    }
  });

  it('is not written in a Magic format, nor a Magic deck as a Duel Masters list', async () => {
    const { deck } = await api.invoke('decks.import', { text: DM_LIST });
    const magicFormats = DECK_LIST_FORMATS.filter((f) => f.game === 'mtg');
    expect(magicFormats).toHaveLength(8);
    for (const f of magicFormats) {
      await expect(api.invoke('decks.export', { deck, format: f.id })).rejects.toMatchObject({
        code: 'invalid-input',
        message: `${f.name} is a Magic format: write a Duel Masters deck as dm`,
      });
    }
    const magic = await api.invoke('decks.import', { text: '4 Brazen Borrower\n\n2 Wear // Tear\n' });
    await expect(api.invoke('decks.export', { deck: magic.deck, format: 'dm' })).rejects.toMatchObject({
      code: 'invalid-input',
    });
  });
});

describe("multi-faced Magic cards under the names other apps' importers know", () => {
  const LIST = ['4 Brazen Borrower // Petty Theft', '2 Delver of Secrets // Insectile Aberration', '2 Wear // Tear'];
  /** Per format: how it writes an adventure, a transforming card and a split card. */
  const EXPECTED: Record<string, [string, string, string]> = {
    text: ['Brazen Borrower // Petty Theft', 'Delver of Secrets // Insectile Aberration', 'Wear // Tear'],
    // Cockatrice's oracle importer keeps an adventurer whole and names a double-faced card's sides apart.
    cockatrice: ['Brazen Borrower // Petty Theft', 'Delver of Secrets', 'Wear // Tear'],
    arena: ['Brazen Borrower', 'Delver of Secrets', 'Wear // Tear'],
    forge: ['Brazen Borrower', 'Delver of Secrets', 'Wear // Tear'],
    xmage: ['Brazen Borrower', 'Delver of Secrets', 'Wear // Tear'],
    'mtgo-dek': ['Brazen Borrower', 'Delver of Secrets', 'Wear/Tear'],
    'mtgo-csv': ['Brazen Borrower', 'Delver of Secrets', 'Wear/Tear'],
    cubecobra: ['Brazen Borrower // Petty Theft', 'Delver of Secrets // Insectile Aberration', 'Wear // Tear'],
  };

  it.each(Object.entries(EXPECTED))('%s', async (format, names) => {
    const read = await api.invoke('decks.import', { text: LIST.join('\n') });
    expect(read.problems).toEqual([]);
    const { text } = await api.invoke('decks.export', { deck: read.deck, format: format as never });
    for (const name of names) expect(text).toContain(name);
    if (!names[0].includes('//')) expect(text).not.toContain('Petty Theft');
    if (!names[1].includes('//')) expect(text).not.toContain('Insectile Aberration');
    const back = await api.invoke('decks.import', { text, format: format as never });
    expect(back.problems).toEqual([]);
    expect(back.deck.boards.main!.map((e) => [e.cardId, e.count])).toEqual(
      read.deck.boards.main!.map((e) => [e.cardId, e.count]),
    );
  });
});

describe('an Oathbreaker deck through decks.export and decks.import (OB 8: the signature spell apart)', () => {
  /** Oko, Thief of Crowns and Opt (ELD), as Moxfield lists them: each in its own section. */
  const OKO_LIST = [
    'Oathbreaker',
    '1 Oko, Thief of Crowns',
    '',
    'Signature Spell',
    '1 Opt',
    '',
    'Deck',
    '29 Forest',
    '29 Island',
  ];
  const section = (text: string, header: string) => {
    const lines = text.split('\n');
    const start = lines.indexOf(header);
    return lines.slice(start + 1, lines.indexOf('', start)).map((l) => l.replace(/ \(ELD\) \d+$/, ''));
  };

  it.each([['text'], ['arena']] as const)(
    '%s: the oathbreaker under "Commander", the spell under "Signature Spell", read back as they were',
    async (format) => {
      const read = await api.invoke('decks.import', { text: OKO_LIST.join('\n') });
      expect(read.problems).toEqual([]);
      expect(read.deck.format).toBe('oathbreaker');
      const { text } = await api.invoke('decks.export', { deck: read.deck, format });
      expect(section(text, 'Commander')).toEqual(['1 Oko, Thief of Crowns']);
      expect(section(text, 'Signature Spell')).toEqual(['1 Opt']);
      const back = await api.invoke('decks.import', { text, format });
      expect(back.deck.format).toBe('oathbreaker');
      expect(entries(back.deck).map(([board, id, count]) => [board, id, count])).toEqual(
        entries(read.deck).map(([board, id, count]) => [board, id, count]),
      );
    },
  );
});

describe('what a format cannot carry is named', () => {
  it('the Aura of Courage precon (foil cards, pinned printings, a name) written as MTGO .dek and as Arena', async () => {
    const aura = readFileSync(sharedPath('decks', 'plain-taw', 'cmd__afc__Aura of Courage.txt'));
    const { deck } = await api.invoke('decks.import', { bytes: aura, fileName: 'aura.txt' });
    const all = BOARDS.flatMap((b) => deck.boards[b] ?? []);
    // A CatID carries a pinned printing MTGO has (MTGJSON's mtgoId): "4 Island [AFR:*]" is an AFR Island on MTGO.
    const onMtgo = (set: string, name: string) =>
      mtgjsonSet(set).cards.some((c) => c.name === name && c.identifiers.mtgoId);
    const pinned = all.filter((e) => e.printing?.set && !onMtgo(e.printing.set, e.name));
    expect(pinned.map((e) => e.name)).toEqual(['Galea, Kindler of Hope']);
    // "COMMANDER: 1 Galea, Kindler of Hope [AFC:1] [foil]" and "1 Storvald, Frost Giant Jarl [foil]".
    expect(all.filter((e) => e.printing?.foil).map((e) => e.name)).toEqual(
      expect.arrayContaining(['Galea, Kindler of Hope', 'Storvald, Frost Giant Jarl']),
    );
    const dek = await api.invoke('decks.export', { deck, format: 'mtgo-dek' });
    // Galea and Storvald have no MTGO printing at all (AFC was never sold on MTGO): the notice that MTGO cannot import
    // them names them, pin and foil with them.
    const noCatalogId = dek.notices.find((n) => n.code === 'no-catalog-id');
    for (const name of ['Galea, Kindler of Hope', 'Storvald, Frost Giant Jarl'])
      expect(noCatalogId?.params.names).toContain(name);
    expect(dek.notices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'name-omitted', message: stringContaining('Aura of Courage') }),
      ]),
    );
    const arena = await api.invoke('decks.export', { deck, format: 'arena' });
    // Its "// SOURCE:" and "// DATE:" comments are its notes, which Arena has no place for.
    expect(arena.notices.map((n) => n.code)).toEqual(['foil-omitted', 'notes-omitted']);
    const text = await api.invoke('decks.export', { deck, format: 'text' });
    expect(text.notices).toEqual([]);
  });
});
