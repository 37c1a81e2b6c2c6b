import { describe, expect, it } from 'vitest';
import { editDistance, nearestKeywords } from './suggest.ts';
import { KEYWORDS } from './vocabulary.ts';
import { syntaxError } from '../../test/search-syntax-error.ts';

describe('editDistance', () => {
  it.each([
    ['color', 'color', 0],
    ['colr', 'color', 1],
    ['tpye', 'type', 1],
    ['manavlaue', 'manavalue', 1],
    ['kitten', 'sitting', 3],
    ['', 'is', 2],
  ])('%s to %s is %i edits', (a, b, edits) => {
    expect(editDistance(a, b)).toBe(edits);
    expect(editDistance(b, a)).toBe(edits);
  });
});

describe('nearestKeywords', () => {
  it.each([
    ['colr', ['color', 'c']],
    ['tpye', ['type', 't']],
    ['colours', ['colors', 'c']],
    ['manavalu', ['manavalue', 'mv']],
    ['loyal', ['loyalty', 'loy']],
    ['raritty', ['rarity', 'r']],
    ['artst', ['artist', 'a']],
  ])('suggests for "%s" %j', (typed, suggested) => {
    expect(nearestKeywords(typed)).toEqual(suggested);
    for (const spelling of suggested) expect(KEYWORDS).toHaveProperty(spelling);
  });

  it('suggests every keyword equally near, each with its shortest spelling', () => {
    // "powe" is one edit from "pow" and "power", both power; "tou" and "toughness" are further.
    expect(nearestKeywords('powe')).toEqual(['pow', 'power']);
  });

  it('suggests nothing for a word near no keyword, nor for one or two letters', () => {
    expect(nearestKeywords('xyzzy')).toEqual([]);
    expect(nearestKeywords('cx')).toEqual([]);
    expect(nearestKeywords('q'.repeat(500))).toEqual([]);
  });
});

describe('an unknown keyword in a query', () => {
  it('names the nearest known keywords in its reason and its params', () => {
    const error = syntaxError('colr:red t:elf');
    expect(error.code).toBe('unknown-keyword');
    expect(error.reason).toBe('unknown keyword "colr"; did you mean color: or c:?');
    expect(error.params).toEqual({ suggestions: 'color c' });
    expect(error.toJSON()).toMatchObject({ keyword: 'colr', position: 0, length: 4 });
  });

  it('says only that it is unknown when nothing is near', () => {
    const error = syntaxError('t:elf zzzz:3');
    expect(error.reason).toBe('unknown keyword "zzzz"');
    expect(error.params).toBeUndefined();
  });
});
