// The Japanese names of Duel Masters printings (shared/data/duelmasters/ja-names.csv) imported over the Ravenite
// CSV: the expected names come from joining the two files by set and number here, in plain TypeScript.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import type { Db } from '../open.ts';
import { importCardFiles, type ImportSummary } from './import.ts';
import { ImportError } from './errors.ts';
import { openTempDb, snapshot } from '../../test/import-db.ts';
import { findCardsByName, getCard } from '../cards.ts';
import { searchCards } from '../search/search.ts';
import { readDeckListWithCards } from '../resolve.ts';
import { cardFromDmCsvRow } from '../../engine/dm/from-dm-csv.ts';
import { CardDataError } from '../../engine/cards/errors.ts';
import type { Card } from '../../engine/cards/types.ts';
import { joinTwoSided } from '../../engine/dm/two-sided.ts';
import { backSideNamed } from '../../engine/dm/ja-names.ts';
import { encodeShiftJis } from '../../test/shift-jis.ts';
import { foldName } from '../../engine/text/fold.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

const CSV_FILE = sharedPath('duelmasters/Ravenite0-All_Cards.csv');
const JA_FILE = sharedPath('duelmasters/ja-names.csv');
const parse = (file: string) =>
  Papa.parse<Record<string, string>>(readFileSync(file, 'utf8'), { header: true, skipEmptyLines: true }).data;

/**
 * The cards the importer stores from the Ravenite rows of each "set number" (a few numbers name two cards), the rows
 * of a two-sided card's sides joined into it as the importer joins them (engine/dm/two-sided.ts).
 */
const csvRecords = parse(CSV_FILE).flatMap((row, i) => {
  try {
    return [{ row, record: cardFromDmCsvRow(row, i + 2) }];
  } catch (error) {
    if (!(error instanceof CardDataError)) throw error;
    return [];
  }
});
const joinedCards = joinTwoSided(
  csvRecords.map((r) => r.record),
  'ravenite-csv',
).records.map((r) => r.card);
const cardsOfPrinting = new Map<string, { name: string; id: string; card: Card }[]>();
for (const [i, { row }] of csvRecords.entries()) {
  const key = `${row.Set.trim()} ${row.SetNum.trim()}`;
  const card = joinedCards[i];
  cardsOfPrinting.set(key, [...(cardsOfPrinting.get(key) ?? []), { name: row.CardName, id: card.id, card }]);
}
/** DM 805.2: the side of a two-sided card a row names, when it names a back side (its name is that side's). */
const backSideOf = (row: Record<string, string>) => {
  const card = cardsOfPrinting.get(`${row.Set.trim()} ${row.SetNum.trim()}`)?.at(-1)?.card;
  const side = card === undefined ? 0 : backSideNamed(card, row.CardName);
  return side > 0 ? `${card!.id}\u0000${side}` : undefined;
};
const cardByName = new Map([...cardsOfPrinting.values()].flat().map((c) => [c.name, c.id]));
/**
 * The cards a Japanese-names row points at: its printing's (the last Ravenite row of that number: the printing
 * stored) and the card of its English name, when the two disagree; none when Ravenite has no such number.
 */
function cardsOf(row: Record<string, string>): string[] {
  const printing = cardsOfPrinting.get(`${row.Set.trim()} ${row.SetNum.trim()}`)?.at(-1)?.id;
  if (printing === undefined) return [];
  return [...new Set([printing, cardByName.get(row.CardName) ?? printing])];
}
const jaRows = parse(JA_FILE);
/** What a row names: a two-sided card's back side, or else the cards of cardsOf. */
const targetsOf = (row: Record<string, string>) => {
  const side = backSideOf(row);
  return side === undefined ? cardsOf(row) : [side];
};
/** Per Japanese name, the cards (or sides) its printings belong to, and the English names the file gives them. */
const cardsByJapaneseName = new Map<string, Set<string>>();
const englishByJapaneseName = new Map<string, Set<string>>();
const foldedEnglishByJapaneseName = new Map<string, Set<string>>();
for (const row of jaRows) {
  const add = (map: Map<string, Set<string>>, value: string) =>
    map.set(row.JapaneseName, (map.get(row.JapaneseName) ?? new Set()).add(value));
  add(englishByJapaneseName, row.CardName);
  add(foldedEnglishByJapaneseName, foldName(row.CardName));
  for (const card of targetsOf(row)) add(cardsByJapaneseName, card);
}
/** The file's README: 56 Japanese names land on more than one English card. */
const namesOfTwoCards = [...englishByJapaneseName].filter(([, names]) => names.size > 1).map(([name]) => name);
/**
 * Names are compared folded (Decklab's one folding: case, accents): "Æ" and "Ae" name one card. A name is ambiguous
 * here by its rows alone; the import also reads which card a shared number's row is of (below).
 */
const ambiguousNames = [...cardsByJapaneseName]
  .filter(([name, cards]) => cards.size > 1 || foldedEnglishByJapaneseName.get(name)!.size > 1)
  .map(([name]) => name);
/** The cards given a Japanese name, of the card or of one of its sides. */
const namedCards = new Set(
  [...cardsByJapaneseName]
    .filter(([name]) => !ambiguousNames.includes(name))
    .flatMap(([, cards]) => [...cards].map((c) => c.split('\u0000')[0])),
);
const rowsWithoutPrinting = jaRows.filter((row) => cardsOf(row).length === 0);
const ambiguousRows = jaRows.filter((row) => ambiguousNames.includes(row.JapaneseName));

const { dir, cleanup } = tempDir('decklab-ja-names-');
let db: Db;
let result: ImportSummary;

beforeAll(async () => {
  db = openTempDb(dir, 'overlay.sqlite');
  await importCardFiles(db, [CSV_FILE]);
  result = await importCardFiles(db, [JA_FILE]);
});

afterAll(() => {
  db?.close();
  cleanup();
});

describe('Japanese names of Duel Masters printings over the Ravenite card data', () => {
  it('names every card whose Japanese name is unambiguous, and reports the rest with reasons', () => {
    expect(jaRows.length).toBe(7088);
    expect(jaRows.filter(backSideOf).length).toBeGreaterThan(100);
    expect(namesOfTwoCards).toHaveLength(56);
    const [file] = result.files;
    expect(file).toMatchObject({ format: 'duelmasters-ja-names', records: jaRows.length });
    expect(file.cards).toBeGreaterThan(namedCards.size);
    const byCode = (code: string) => result.warnings.filter((w) => w.why.code === code);
    const ambiguous = byCode('skip.ja-name-ambiguous');
    const otherCards = byCode('skip.ja-name-shared-number');
    expect(file.skipped).toBe(rowsWithoutPrinting.length + ambiguous.length + otherCards.length);
    expect(result.warnings.filter((w) => w.message.includes('different cards'))).toHaveLength(ambiguous.length);
    expect(result.warnings.filter((w) => w.message.includes('no printing'))).toHaveLength(rowsWithoutPrinting.length);
    expect(byCode('skip.ja-name-no-printing')).toHaveLength(rowsWithoutPrinting.length);
    // Only rows ambiguous by their names alone are left out; 200 of those 253 rows are read by their numbers.
    const ambiguousLines = new Set(ambiguousRows.map((row) => jaRows.indexOf(row) + 2));
    expect([...ambiguous, ...otherCards].every((w) => ambiguousLines.has(w.why.params.line as number))).toBe(true);
    expect([ambiguousRows.length, ambiguous.length, otherCards.length]).toEqual([253, 53, 53]);
    expect(jaRows.length - file.skipped).toBe(6982);
  });

  it('a named card answers to its Japanese name in search and by name (ボルシャック・ドラゴン)', () => {
    const [bolshack] = findCardsByName(db, 'ボルシャック・ドラゴン');
    expect(bolshack.name).toBe('Bolshack Dragon');
    expect(bolshack.localizedNames.ja).toBe('ボルシャック・ドラゴン');
    expect(searchCards(db, 'ボルシャック').cards.map((c) => c.name)).toContain('Bolshack Dragon');
    expect(searchCards(db, 'lang:ja game:dm').total).toBe(result.files[0].cards);
  });

  it("an ambiguous name goes to no card (新世界王の創造: New World Order or New World King's Creation?)", () => {
    const name = '新世界王の創造';
    expect(findCardsByName(db, name)).toEqual([]);
    const lines = jaRows.flatMap((row, i) => (row.JapaneseName === name ? [i + 2] : []));
    expect(lines).toHaveLength(4);
    expect(result.warnings.filter((w) => w.why.params.value === name).map((w) => w.why)).toEqual(
      lines.map((line) => ({ code: 'skip.ja-name-ambiguous', params: { line, value: name, count: 2 } })),
    );
  });

  describe('a number the card data gives two cards: the file joined one Japanese name onto both rows', () => {
    // The Ravenite CSV numbers two cards alike (DM-18 16: Re Bil, Seeker of Archery and Aqua Surfer), and ja-names.csv,
    // joined by set and number, gives both rows that number's name. The name goes to the card the file's other rows
    // name so; where it has none, to the card the file names no other way (Aqua Surfer is アクア・サーファー on 20 rows).
    const ravenite = (set: string, number: string) =>
      (cardsOfPrinting.get(`${set} ${number}`) ?? []).map((c) => c.name);
    const jaOf = (name: string) => findCardsByName(db, name)[0].localizedNames.ja;

    it('聖霊王アルファディオス is Alphadios, Lord of Spirits, though DMPCD-01 天1 is Syrius too', () => {
      expect(ravenite('DMPCD-01', '天1')).toEqual(['Alphadios, Lord of Spirits', 'Syrius, Firmament Elemental']);
      expect(jaOf('Alphadios, Lord of Spirits')).toBe('聖霊王アルファディオス');
      expect(jaOf('Syrius, Firmament Elemental')).toBe('天海の精霊シリウス');
      expect(findCardsByName(db, '聖霊王アルファディオス').map((c) => c.name)).toEqual(['Alphadios, Lord of Spirits']);
    });

    it('聖弓の求道者レ・ビール (its only row DM-18 16) is Re Bil; ロジック・キューブ (DM-18 99) is Logic Cube', () => {
      expect(ravenite('DM-18', '16')).toEqual(['Re Bil, Seeker of Archery', 'Aqua Surfer']);
      expect(jaRows.filter((row) => row.JapaneseName === '聖弓の求道者レ・ビール').map((row) => row.SetNum)).toEqual([
        '16',
        '16',
      ]);
      expect(jaOf('Re Bil, Seeker of Archery')).toBe('聖弓の求道者レ・ビール');
      expect(jaOf('Aqua Surfer')).toBe('アクア・サーファー');
      expect(ravenite('DM-18', '99')).toEqual(['Logic Cube', 'Magris, Vizier of Magnetism']);
      expect(jaOf('Logic Cube')).toBe('ロジック・キューブ');
      expect(jaOf('Magris, Vizier of Magnetism')).toBe('磁力の使徒マグリス');
    });

    it("the other card's row is reported: it gives its card no name", () => {
      const line = (set: string, number: string, english: string) =>
        jaRows.findIndex((r) => r.Set === set && r.SetNum === number && r.CardName === english) + 2;
      const reported = result.warnings.filter((w) => w.why.code === 'skip.ja-name-shared-number');
      expect(reported.map((w) => w.why.params.line)).toEqual(
        expect.arrayContaining([
          line('DMPCD-01', '天1', 'Syrius, Firmament Elemental'),
          line('DM-18', '16', 'Aqua Surfer'),
          line('DM-18', '99', 'Magris, Vizier of Magnetism'),
        ]),
      );
      expect(reported.map((w) => w.why.params.line)).not.toContain(line('DM-18', '16', 'Re Bil, Seeker of Archery'));
      expect(reported.find((w) => w.why.params.value === '聖霊王アルファディオス')!.message).toBe(
        `skipped: line ${line('DMPCD-01', '天1', 'Syrius, Firmament Elemental')}: DMPCD-01 天1 is the number of two cards in the card data; "聖霊王アルファディオス" went to the card the file's other rows give it`,
      );
      // Each such row is at a number the Ravenite CSV gives two cards.
      for (const w of reported) {
        const row = jaRows[(w.why.params.line as number) - 2];
        expect(ravenite(row.Set, row.SetNum).length).toBeGreaterThan(1);
      }
    });
  });

  it('importing the Ravenite CSV again keeps the Japanese names', async () => {
    const before = getCard(db, findCardsByName(db, 'Bolshack Dragon')[0].id)!;
    await importCardFiles(db, [CSV_FILE]);
    const after = getCard(db, before.id)!;
    expect(after.localizedNames.ja).toBe('ボルシャック・ドラゴン');
    expect(findCardsByName(db, 'ボルシャック・ドラゴン')[0].id).toBe(before.id);
  });

  it('reads the file saved as Shift_JIS (Japanese Windows tools) as it reads UTF-8', async () => {
    // Latin accents (Ü) and a few names (Ⅻ) have no Shift_JIS code: the rows a Shift_JIS file can hold.
    const encodable = jaRows
      .map((row) => ({ ...row, CardName: row.CardName.normalize('NFD').replace(/[\u0300-\u036f]/g, '') }))
      .filter((row) => {
        try {
          encodeShiftJis(Object.values(row).join(','));
          return true;
        } catch {
          return false;
        }
      });
    expect(encodable.length).toBeGreaterThan(7000);
    const text = Papa.unparse(encodable);
    const summaries = [];
    for (const [name, bytes] of [
      ['utf8', Buffer.from(text, 'utf8')],
      ['sjis', encodeShiftJis(text)],
    ] as const) {
      const file = join(dir, `ja-names-${name}.csv`);
      writeFileSync(file, bytes);
      const other = openTempDb(dir, `${name}.sqlite`);
      await importCardFiles(other, [CSV_FILE]);
      summaries.push((await importCardFiles(other, [file])).files[0]);
      expect(findCardsByName(other, 'ボルシャック・ドラゴン')[0].name).toBe('Bolshack Dragon');
      other.close();
    }
    expect(summaries[0].cards).toBeGreaterThan(2800);
    expect({ ...summaries[1], file: '' }).toEqual({ ...summaries[0], file: '' });
  });

  it('a file cut inside a character (a copy that stopped) is refused as truncated; no name is stored garbled', async () => {
    const bytes = readFileSync(JA_FILE);
    // The first byte of the 100th row's Japanese name and the next: half of a three-byte character.
    const row = bytes.indexOf('\n' + jaRows[98].Set + ',' + jaRows[98].SetNum + ',');
    const name = bytes.indexOf(Buffer.from(jaRows[98].JapaneseName), row);
    const cut = join(dir, 'ja-names-cut.csv');
    writeFileSync(cut, bytes.subarray(0, name + 2));
    const before = snapshot(db);
    const refused = importCardFiles(db, [cut]);
    await expect(refused).rejects.toThrow(ImportError);
    await expect(refused).rejects.toThrow(
      `${cut}, byte ${name + 2}: the file ends inside a character: it is truncated`,
    );
    expect(snapshot(db)).toEqual(before);
    expect(getCard(db, findCardsByName(db, 'Bolshack Dragon')[0].id)!.localizedNames.ja).toBe('ボルシャック・ドラゴン');
  });

  it('before any Duel Masters card data it is refused, naming what to import first, and nothing changes', async () => {
    const empty = openTempDb(dir, 'empty.sqlite');
    const before = snapshot(empty);
    const refused = importCardFiles(empty, [JA_FILE]);
    await expect(refused).rejects.toThrow(ImportError);
    await expect(refused).rejects.toThrow(/import the Duel Masters card data first/);
    expect(snapshot(empty)).toEqual(before);
    empty.close();
  });

  it('one import may bring the card data and the names together', async () => {
    const both = openTempDb(dir, 'both.sqlite');
    const summary = await importCardFiles(both, [JA_FILE, CSV_FILE]);
    expect(summary.files.map((f) => f.format)).toEqual(['duelmasters-csv', 'duelmasters-ja-names']);
    expect(findCardsByName(both, 'ボルシャック・ドラゴン')[0].name).toBe('Bolshack Dragon');
    both.close();
  });
});

describe('Japanese Duel Masters lists resolve through the names (ja-names.csv)', () => {
  /** Five unambiguous Japanese names and their cards, the first of the file's order. */
  const named = [...cardsByJapaneseName]
    .filter(([name]) => !ambiguousNames.includes(name))
    .slice(0, 5)
    .map(([name, cards]) => ({ name, card: [...cards][0] }));

  it('counts before or after the name, 《》 brackets, ×, x and full-width digits', () => {
    expect(named).toHaveLength(5);
    const [a, b, c, d, e] = named.map((n) => n.name);
    const list = [`4 ${a}`, `《${b}》×4`, `${c} x4`, `４ ${d}`, `《${e}》 ×３`, '4 ボルシャック・ドラゴン'].join(
      '\r\n',
    );
    for (const input of [list, encodeShiftJis(list)]) {
      const read = readDeckListWithCards(db, input);
      expect(read.problems).toEqual([]);
      expect(read.deck.game).toBe('dm');
      expect(read.deck.boards.main!.map((entry) => [entry.cardId, entry.count])).toEqual([
        ...named.map((n, i) => [n.card, i === 4 ? 3 : 4]),
        [findCardsByName(db, 'Bolshack Dragon')[0].id, 4],
      ]);
    }
  });
});

describe('a twinpact in a Japanese list (DM 810.4: its name is both halves; 205.1a writes them "A/B")', () => {
  const twinpactRows = jaRows.filter(
    (row) => row.CardName.includes('/') && cardsOf(row).length === 1 && !ambiguousNames.includes(row.JapaneseName),
  );
  /** A Japanese twinpact name the source writes with a space before the slash ("A /B"). */
  const spaced = twinpactRows.find((row) => / \//.test(row.JapaneseName))!;
  const [first, second] = spaced.JapaneseName.split(/\s*\/\s*/);
  const idOf = (row: Record<string, string>) => cardsOf(row)[0];
  const resolved = (list: string) => {
    const read = readDeckListWithCards(db, `メインデッキ\n${list}\n`);
    return { problems: read.problems, ids: read.deck.boards.main!.map((e) => e.cardId) };
  };

  it('is found by its full name with or without the spaces, and by either half', () => {
    expect(twinpactRows.length).toBeGreaterThan(0);
    expect(spaced).toBeDefined();
    for (const name of [spaced.JapaneseName, `${first}/${second}`, `${first}／${second}`, first, second])
      expect(resolved(`《${name}》×4`)).toEqual({ problems: [], ids: [idOf(spaced)] });
  });

  it('a half that several twinpacts share names none of them, and the problem lists them all', () => {
    const byHalf = new Map<string, Set<string>>();
    for (const row of twinpactRows) {
      const half = row.JapaneseName.split(/\s*\/\s*/)[0];
      byHalf.set(half, (byHalf.get(half) ?? new Set()).add(idOf(row)));
    }
    const [half, ids] = [...byHalf].find(([, cards]) => cards.size > 1)!;
    const { problems } = resolved(`4 ${half}`);
    expect(problems).toHaveLength(1);
    expect(problems[0].code).toBe('ambiguous-card');
    for (const id of ids) expect(problems[0].message).toContain(getCard(db, id)!.name);
  });
});
