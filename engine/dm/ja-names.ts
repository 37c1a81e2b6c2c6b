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
  | { reason: 'ambiguous'; line: number; japaneseName: string; cards: number };

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

/**
 * Which card each Japanese name goes to. `cardsOf` gives the cards a row points at: its printing's card, and the card
 * its English name names when that is another (the sources number a few printings differently); none when the
 * printing is not in the card data. A name whose rows point at more than one card, or name more than one English
 * card, is skipped on every row.
 */
export function planJaNames(rows: readonly JaNameRow[], cardsOf: (row: JaNameRow) => string[]): JaNamesPlan {
  const skipped: JaNameSkip[] = [];
  const byName = new Map<string, { cards: Set<string>; englishNames: Set<string>; lines: number[] }>();
  for (const row of rows) {
    const cards = cardsOf(row);
    if (cards.length === 0) {
      skipped.push({ reason: 'no-printing', line: row.line, set: row.set, number: row.number });
      continue;
    }
    let entry = byName.get(row.japaneseName);
    if (!entry) byName.set(row.japaneseName, (entry = { cards: new Set(), englishNames: new Set(), lines: [] }));
    for (const card of cards) entry.cards.add(card);
    if (row.englishName) entry.englishNames.add(foldName(row.englishName));
    entry.lines.push(row.line);
  }
  const names = new Map<string, string[]>();
  for (const [japaneseName, { cards, englishNames, lines }] of byName) {
    const count = Math.max(cards.size, englishNames.size);
    if (count > 1) {
      for (const line of lines) skipped.push({ reason: 'ambiguous', line, japaneseName, cards: count });
      continue;
    }
    const [card] = cards;
    names.set(card, [...(names.get(card) ?? []), japaneseName]);
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
