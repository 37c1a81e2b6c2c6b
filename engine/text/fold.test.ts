import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { foldCharacters, foldName, foldText } from './fold.ts';
import { mtgjsonSet, mtgjsonSetCodes } from '../../test/real-cards.ts';

describe('foldName', () => {
  it.each([
    ['Æther Flash', 'aether flash'],
    ['Aether Flash', 'aether flash'],
    ['Lim-Dûl the Necromancer', 'lim-dul the necromancer'],
    ['Nazgûl', 'nazgul'],
    ['Jötun Grunt', 'jotun grunt'],
    ['Séance', 'seance'],
    ['Urza’s Saga', "urza's saga"],
    ['  Lightning   Bolt ', 'lightning bolt'],
    ['ＬＩＧＨＴＮＩＮＧ', 'lightning'],
  ])('%s → %s', (input, folded) => expect(foldName(input)).toBe(folded));

  it('keeps Japanese kana distinct and voiced marks intact', () => {
    expect(foldName('稲妻')).toBe('稲妻');
    expect(foldName('ボルシャック・ドラゴン')).toBe('ボルシャック・ドラゴン');
    expect(foldName('ボルシャック')).not.toBe(foldName('ホルシャック'));
  });
});

/** The folding written out step by step, every string the long way: the reference for the short way. */
function foldedTheLongWay(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[æœßøłđðþ]/g, (c) => ({ æ: 'ae', œ: 'oe', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th' })[c]!)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[\u2018\u2019\u02bc\u00b4`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('foldName takes a short way for plain text and gives what the long way gives', () => {
  it('for every name, type line and rules text of the real cards', () => {
    const texts = new Set<string>();
    for (const code of mtgjsonSetCodes()) {
      for (const card of mtgjsonSet(code).cards)
        for (const text of [card.name, card.type, card.text, card.faceName])
          if (typeof text === 'string') texts.add(text);
    }
    expect(texts.size).toBeGreaterThan(5000);
    for (const text of texts) expect(foldName(text), text).toBe(foldedTheLongWay(text));
  });

  it('for any string of ASCII, dashes, quotes, bullets and a few characters that need normalizing', () => {
    const alphabet = fc.constantFrom(...'aZ09 \t\n\u00a0\u3000`\'"-—–‐‑‒―‘’“”•−´ʼÆéﬁＡ'.split(''));
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 40 }).map((cs) => cs.join('')),
        (s) => {
          expect(foldName(s)).toBe(foldedTheLongWay(s));
        },
      ),
    );
  });
});

describe('foldText', () => {
  it('folds each paragraph as a name and keeps the line breaks between them, dropping empty ones', () => {
    expect(foldText('Flying\r\nWhen Æther  Adept enters—draw.\n\n(Reminder)')).toBe(
      'flying\nwhen aether adept enters-draw.\n(reminder)',
    );
  });

  it('is foldName for text of one paragraph, and foldName of it with the breaks as spaces', () => {
    const texts = mtgjsonSet('KHM').cards.flatMap((c) => (c.text ? [c.text] : []));
    expect(texts.some((text) => text.includes('\n'))).toBe(true);
    for (const text of texts) expect(foldText(text).replaceAll('\n', ' '), text).toBe(foldName(text));
  });
});

describe('foldCharacters', () => {
  it('folds case, width, ligatures, accents, quotes and dashes, and leaves whitespace as it is', () => {
    expect(foldCharacters('Ｌｉｍ-Dûl’s  Æther —\t')).toBe("lim-dul's  aether -\t");
  });
});
