// Japanese names of Duel Masters printings (shared/data/duelmasters/ja-names.csv: Set, SetNum, CardName,
// JapaneseName), read as an overlay on cards already imported: each row names a printing by set and number, and
// the printing's card gets the Japanese name. A Japanese name whose printings belong to different cards is
// ambiguous (the sources number some sets differently) and is never guessed.
import Papa from 'papaparse';
import { foldName } from '../text/fold.ts';
import { excerpt } from '../text/limits.ts';
import type { SkipReason } from '../text/reasons.ts';
import { withoutRubyReadings } from '../cards/localized.ts';
import type { Card } from '../cards/types.ts';
import { cleanCardName } from './clean-text.ts';

const JA_NAMES_COLUMNS = ['Set', 'SetNum', 'CardName', 'JapaneseName'] as const;

/** Whether a CSV header is the Japanese-names file's (the columns above, in any order, nothing else needed). */
export function isJaNamesHeader(header: readonly string[]): boolean {
  const names = header.map((h) => h.trim());
  return JA_NAMES_COLUMNS.every((c) => names.includes(c));
}

export interface JaNameRow {
  /** 1-based line of the row in the file (the header is line 1). */
  line: number;
  set: string;
  number: string;
  /** The English name the file gives, for messages only: the card is found by set and number. */
  englishName: string;
  japaneseName: string;
}

/** A reading in katakana that the file prints after letters or kanji in full-width parentheses: the card's ruby. */
const KATAKANA_READING = /([A-Za-z0-9Ａ-Ｚａ-ｚ０-９\u3005\u4e00-\u9fff])（[\u30a1-\u30fa\u30fc・]+）/gu;

/**
 * A name as players write it, without the readings the file prints as ruby: "ボルシャック・NEX（ネックス）" is
 * 《ボルシャック・NEX》, "武者（むしゃ）" 武者. The file itself writes some of these cards' other printings so
 * (勝利天帝 G（ガイアール）メビウス and 勝利天帝 Gメビウス, 陰陽の舞（ミステリー・ヒッポ） and 陰陽の舞).
 */
function withoutReadings(japaneseName: string): string {
  return withoutRubyReadings(japaneseName.replace(KATAKANA_READING, '$1'));
}

/** Why a row gave no name. */
type JaNameSkip =
  | { reason: 'incomplete'; line: number }
  | { reason: 'no-printing'; line: number; set: string; number: string }
  | { reason: 'ambiguous'; line: number; japaneseName: string; cards: number }
  | { reason: 'shared-number'; line: number; set: string; number: string; japaneseName: string };

interface JaNamesPlan {
  /** Per card id, its Japanese names (the first, without readings, is the one shown; then the file's spellings). */
  names: Map<string, string[]>;
  skipped: JaNameSkip[];
}

/** The rows of the file's text; throws when the header is not the Japanese-names header. */
export function readJaNamesCsv(text: string): { rows: JaNameRow[]; skipped: JaNameSkip[] } {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const [header = [], ...records] = parsed.data;
  if (!isJaNamesHeader(header))
    throw new Error(`not a Japanese names file: the header must have the columns ${JA_NAMES_COLUMNS.join(', ')}`);
  const column = Object.fromEntries(JA_NAMES_COLUMNS.map((c) => [c, header.map((h) => h.trim()).indexOf(c)]));
  const rows: JaNameRow[] = [];
  const skipped: JaNameSkip[] = [];
  records.forEach((fields, i) => {
    const cell = (c: (typeof JA_NAMES_COLUMNS)[number]) => (fields[column[c]] ?? '').trim();
    const row = {
      line: i + 2,
      set: cell('Set'),
      number: cell('SetNum'),
      englishName: cell('CardName'),
      japaneseName: cell('JapaneseName'),
    };
    if (row.set && row.number && row.japaneseName) rows.push(row);
    else skipped.push({ reason: 'incomplete', line: row.line });
  });
  return { rows, skipped };
}

/** A row with the cards it points at, and whether its number is one the file gives two English names (sharedNumbers). */
interface PlannedRow {
  row: JaNameRow;
  cards: string[];
  /** The card its English name names (cardsOf's last). */
  own: string;
  doubtful: boolean;
}

const numberKey = (row: JaNameRow) => `${row.set}\u0000${row.number}`;
/** The English names rows give, folded (Decklab's one folding: "Æ" and "Ae" name one card); a blank one is none. */
const englishNamesOf = (rows: readonly JaNameRow[]) =>
  new Set(rows.filter((row) => row.englishName).map((row) => foldName(row.englishName)));

/**
 * The rows whose printing the file gives two English names (the Ravenite data numbers Re Bil, Seeker of Archery and
 * Aqua Surfer both DM-18 16): the file was joined by set and number, so both rows carry the one Japanese name of
 * that number, and only one of them is right.
 */
function sharedNumbers(rows: readonly JaNameRow[]): Set<string> {
  const rowsAt = new Map<string, JaNameRow[]>();
  for (const row of rows) rowsAt.set(numberKey(row), [...(rowsAt.get(numberKey(row)) ?? []), row]);
  return new Set([...rowsAt].filter(([, same]) => englishNamesOf(same).size > 1).map(([key]) => key));
}

/**
 * The one card a Japanese name's rows point at, or undefined when they point at more. Rows of a shared number
 * (sharedNumbers) decide nothing themselves: they only must allow the card the name's other rows agree on. When a
 * name has no other row, a card the file names otherwise on rows of its own (Aqua Surfer is アクア・サーファー) is
 * not the one; what is left must be one card.
 */
function cardOfName(planned: readonly PlannedRow[], namedOtherwise: (card: string) => boolean): string | undefined {
  const sure = planned.filter((p) => !p.doubtful);
  const cards = new Set(sure.flatMap((p) => p.cards));
  if (sure.length && (cards.size > 1 || englishNamesOf(sure.map((p) => p.row)).size > 1)) return undefined;
  const candidates = sure.length
    ? [...cards]
    : [...new Set(planned.flatMap((p) => p.cards))].filter((c) => !namedOtherwise(c));
  const [card] = candidates;
  return candidates.length === 1 && planned.every((p) => p.cards.includes(card)) ? card : undefined;
}

/**
 * Which card each Japanese name goes to. `cardsOf` gives the cards a row points at: its printing's card, and last the
 * card its English name names when that is another (the sources number a few printings differently); none when the
 * printing is not in the card data. A name whose rows point at more than one card, or name more than one English
 * card, is skipped on every row, unless only rows of a number the file gives two cards disagree (cardOfName).
 */
export function planJaNames(rows: readonly JaNameRow[], cardsOf: (row: JaNameRow) => string[]): JaNamesPlan {
  const skipped: JaNameSkip[] = [];
  const shared = sharedNumbers(rows);
  // A shared number's rows each point at every card the number's rows point at: which is whose, no row says.
  const cardsAt = new Map<string, Set<string>>();
  const pointed: { row: JaNameRow; cards: string[] }[] = [];
  for (const row of rows) {
    const cards = cardsOf(row);
    if (cards.length === 0) skipped.push({ reason: 'no-printing', line: row.line, set: row.set, number: row.number });
    else pointed.push({ row, cards });
    for (const card of cards) cardsAt.set(numberKey(row), (cardsAt.get(numberKey(row)) ?? new Set()).add(card));
  }
  const byName = new Map<string, PlannedRow[]>();
  for (const { row, cards } of pointed) {
    const doubtful = shared.has(numberKey(row));
    const planned = { row, cards: doubtful ? [...cardsAt.get(numberKey(row))!] : cards, own: cards.at(-1)!, doubtful };
    byName.set(row.japaneseName, [...(byName.get(row.japaneseName) ?? []), planned]);
  }
  const sureNames = new Map<string, Set<string>>();
  for (const [japaneseName, planned] of byName)
    for (const { cards, doubtful } of planned)
      if (!doubtful && cards.length === 1)
        sureNames.set(cards[0], (sureNames.get(cards[0]) ?? new Set()).add(japaneseName));
  const names = new Map<string, string[]>();
  for (const [japaneseName, planned] of byName) {
    const namedOtherwise = (card: string) => [...(sureNames.get(card) ?? [])].some((name) => name !== japaneseName);
    const card = cardOfName(planned, namedOtherwise);
    if (card === undefined) {
      const cards = new Set(planned.flatMap((p) => p.cards)).size;
      const count = Math.max(cards, englishNamesOf(planned.map((p) => p.row)).size);
      for (const { row } of planned) skipped.push({ reason: 'ambiguous', line: row.line, japaneseName, cards: count });
      continue;
    }
    names.set(card, [...(names.get(card) ?? []), japaneseName]);
    // A shared number's row of the other card gives its own card nothing: reported, as every row that names none.
    for (const { row } of planned.filter((p) => p.own !== card))
      skipped.push({ reason: 'shared-number', line: row.line, set: row.set, number: row.number, japaneseName });
  }
  return { names: leadByNamesAsPlayed(names), skipped: skipped.sort((a, b) => a.line - b.line) };
}

/**
 * Each card's names led by the ones without readings, as players write them, unless one would name another card too
 * (never guessed, as above); the file's spellings stay names of the card, so a list written with them still finds it.
 * Also what migration 026 does to the names stored before: each card's shown name first, then its other names.
 */
export function leadByNamesAsPlayed(names: Map<string, string[]>): Map<string, string[]> {
  const cardsOfName = new Map<string, Set<string>>();
  for (const [card, spellings] of names)
    for (const name of spellings.map(withoutReadings))
      cardsOfName.set(name, (cardsOfName.get(name) ?? new Set()).add(card));
  return new Map(
    [...names].map(([card, spellings]) => {
      const played = spellings.map(withoutReadings).filter((name) => cardsOfName.get(name)!.size === 1);
      return [card, [...new Set([...played, ...spellings])]];
    }),
  );
}

/** The same reason by its code, with the row's line and what it names. */
export function jaNameSkipReason(skip: JaNameSkip): SkipReason {
  switch (skip.reason) {
    case 'incomplete':
      return { code: 'skip.ja-name-incomplete', params: { line: skip.line } };
    case 'no-printing':
      return {
        code: 'skip.ja-name-no-printing',
        params: { line: skip.line, set: excerpt(skip.set), number: excerpt(skip.number) },
      };
    case 'ambiguous':
      return {
        code: 'skip.ja-name-ambiguous',
        params: { line: skip.line, value: excerpt(skip.japaneseName), count: skip.cards },
      };
    case 'shared-number':
      return {
        code: 'skip.ja-name-shared-number',
        params: {
          line: skip.line,
          set: excerpt(skip.set),
          number: excerpt(skip.number),
          value: excerpt(skip.japaneseName),
        },
      };
  }
}

/** The reason a skipped row gets in the report. */
export function describeJaNameSkip(skip: JaNameSkip): string {
  switch (skip.reason) {
    case 'incomplete':
      return 'the row lacks a set, a number or a Japanese name';
    case 'no-printing':
      return `no printing ${skip.set} ${skip.number} in the card data (the Duel Masters card data comes first)`;
    case 'ambiguous':
      return `"${skip.japaneseName}" names printings of ${skip.cards} different cards; not guessed`;
    case 'shared-number':
      return `${skip.set} ${skip.number} is the number of two cards in the card data; "${skip.japaneseName}" went to the card the file's other rows give it`;
  }
}

/**
 * DM 805.2, 807.2: the side of a two-sided card (engine/dm/two-sided.ts) a row's English name names, when it is not the
 * front: its Japanese name is that side's, not the card's. 0 for the front, or any other card.
 */
export function backSideNamed(card: Card, englishName: string): number {
  if (card.layout !== 'two-sided') return 0;
  const folded = foldName(cleanCardName(englishName));
  return Math.max(
    0,
    card.faces.findIndex((face, i) => i > 0 && foldName(face.name) === folded),
  );
}

/** The card with the Japanese name of one side (its other Japanese fields, and the other sides', kept). */
export function withSideName(card: Card, side: number, japaneseName: string): Card {
  const faces = card.faces.map((_, i) => ({
    ...card.localized?.ja?.faces[i],
    ...(i === side && { name: withoutReadings(japaneseName) }),
  }));
  return { ...card, localized: { ...card.localized, ja: { faces } } };
}
