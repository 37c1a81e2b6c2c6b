// What the card reader reads as each real card's keywords (DM 509.2 breakers among them), pinned over every row of the
// Ravenite CSV and every card of the Latepate64 JSON: the keyword spellings have one table (keyword-names.ts) read in
// both directions, and the pin proves that moving the reader's spellings there changed nothing it reads.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { sharedPath } from '../../test/shared-data.ts';
import { keywordsFromText } from './characteristics.ts';
import { cleanCardText } from './clean-text.ts';

function realTexts(): string[] {
  const rows = Papa.parse<Record<string, string>>(
    readFileSync(sharedPath('duelmasters', 'Ravenite0-All_Cards.csv'), 'utf8'),
    { header: true, skipEmptyLines: true },
  ).data;
  const { cards } = JSON.parse(readFileSync(sharedPath('duelmasters', 'Latepate64-DuelMastersCards.json'), 'utf8')) as {
    cards: { text?: string }[];
  };
  return [...rows.map((r) => cleanCardText(r.CardEffect ?? '')), ...cards.map((c) => cleanCardText(c.text ?? ''))];
}

describe("the reader's keywords of every real Duel Masters card", () => {
  it('reads the same keywords of every card as before the spellings moved to one table', () => {
    const texts = realTexts();
    const read = texts.map((text) => keywordsFromText(text).join('|'));
    const keywords = new Set(read.flatMap((k) => (k ? k.split('|') : [])));
    expect(texts.length).toBe(10344 + 1152);
    expect(read.filter(Boolean).length).toBe(7030);
    expect(keywords.size).toBe(57);
    // Every text's keywords in order, one line a text: the reader's whole answer, before and after.
    expect(createHash('sha256').update(read.join('\n')).digest('hex')).toBe(
      '084596cf6e858ccdcb2cc3a01b9e1a509f3202949136e47e02f90402300bdba5',
    );
  });
});
