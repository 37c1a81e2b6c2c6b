// Duel Masters type lines in Japanese, against the Japanese Comprehensive Game Rules (Ver. 1.49), which name the card
// types (204.2) and special types (204.3, 801–820), and against every type line of the real card data.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { SHARED_DATA, sharedPath } from '../../test/shared-data.ts';
import { displayedTypeLine } from '../cards/localized.ts';
import { DM_CARD_TYPE_NAMES, splitTypeLine } from './characteristics.ts';
import { cardFromDmCsvRow } from './from-dm-csv.ts';
import { cardFromDmJson } from './from-dm-json.ts';
import { japaneseTypeWords } from './japanese-type-line.ts';

const squeeze = (text: string) => text.replace(/\s+/g, '');
const dmRules = squeeze(
  ['001_0116162ece4ff130.txt', '002_183b562fdd26298a.txt']
    .map((f) => readFileSync(`${SHARED_DATA}/../rules/${f}`, 'utf8'))
    .join(''),
);
const csvRows = () =>
  Papa.parse<Record<string, string>>(readFileSync(sharedPath('duelmasters', 'Ravenite0-All_Cards.csv'), 'utf8'), {
    header: true,
    skipEmptyLines: true,
  }).data;
const jsonCards = () =>
  (
    JSON.parse(readFileSync(sharedPath('duelmasters', 'Latepate64-DuelMastersCards.json'), 'utf8')) as {
      cards: { type: string; supertypes?: string[] }[];
    }
  ).cards;

/** Every type line the two real sources print (a twinpact row's halves are a creature and a spell, DM 810.1). */
function realTypeLines(): string[] {
  const lines = new Set<string>(['Creature', 'Spell']);
  for (const row of csvRows()) if (row.CardType && row.CardType !== 'Twinpact') lines.add(row.CardType.trim());
  for (const card of jsonCards()) lines.add([...(card.supertypes ?? []), card.type].join(' '));
  return [...lines].sort();
}

describe('Duel Masters type lines in Japanese (DM 204.2, 204.3)', () => {
  it('names every card type as rule 204.2 lists it', () => {
    expect(dmRules).toContain(
      '204.2.カードタイプには、' +
        Object.values(DM_CARD_TYPE_NAMES)
          .map((n) => `「${n}」`)
          .join('、') +
        'があります。',
    );
  });

  it('writes the type words of the real data as the Japanese rules print them', () => {
    const lines = realTypeLines();
    expect(lines.length).toBe(39);
    const japanese = new Map(lines.map((line) => [line, japaneseTypeWords(splitTypeLine(line))]));
    expect(japanese.get('Evolution Creature')).toBe('進化クリーチャー');
    expect(japanese.get('Psychic Super Creature')).toBe('サイキック・スーパー・クリーチャー');
    expect(japanese.get('Gacharange Creature')).toBe('GRクリーチャー');
    expect(japanese.get('Forbidden Impulse')).toBe('禁断の鼓動');
    expect(japanese.get('Ceremony of Zeron')).toBe('零龍の儀');
    expect(japanese.get('Tamaseed / Creature')).toBe('タマシード/クリーチャー');
    // A special type the rules do not name stays in English, the card type beside it in Japanese.
    expect(japanese.get('Moonless Night Field')).toBe('Moonless Night フィールド');
    expect(japanese.get('Orega Aura')).toBe('Orega オーラ');
    // Every line wholly in Japanese is printed in the rules (spaces aside: "NEO クリーチャー"), but for these.
    const wholly = [...japanese.values()].filter((ja) => !/[a-z]/.test(ja));
    const unprinted = wholly.filter((ja) => !dmRules.includes(ja));
    expect(wholly.length).toBe(33);
    // Pairs the rules never print together, each of words they print ("DG", "DM" as the data writes them).
    expect(unprinted).toEqual([
      'DGフィールド',
      'DMフィールド',
      '進化サイキック・クリーチャー',
      'エグザイル・クリーチャー',
      'キング・クリーチャー',
      'サイキック・クロスギア',
      'サイキック・フィールド',
      'タマシード/クリーチャー',
    ]);
  });

  it('gives a real card its Japanese type line, its races as the data writes them, and English in English', () => {
    const rows = csvRows();
    const row = rows.findIndex((r) => r.CardName === 'Twin-Cannon Skyterror');
    const card = cardFromDmCsvRow(rows[row], row + 2).card;
    expect(displayedTypeLine(card, 'ja')).toBe('クリーチャー — Armored Wyvern');
    expect(displayedTypeLine(card, 'en')).toBe('Creature — Armored Wyvern');
    const twinpact = rows.findIndex((r) => r.CardName === 'Bolshack NEX/Super Spark');
    const halves = cardFromDmCsvRow(rows[twinpact], twinpact + 2).card;
    expect(displayedTypeLine(halves, 'ja')).toBe('クリーチャー — Armored Dragon // 呪文');
    const gear = jsonCards().find((c) => c.type === 'Cross Gear')!;
    expect(displayedTypeLine(cardFromDmJson(gear).card, 'ja')).toBe('クロスギア');
  });
});
