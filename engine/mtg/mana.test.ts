import { describe, expect, it } from 'vitest';
import { colorsInText, costColors, formatSymbol, manaValue, parseManaCost, ManaCostError } from './mana.ts';

describe('mana costs (CR 107.4, 202.3)', () => {
  it.each([
    ['{3}{U}{U}', 5], // 202.3 example
    ['{1}{W/U}{W/U}', 3], // 202.3f example
    ['{2/B}{2/B}{2/B}', 6], // 202.3f example
    ['{1}{W/P}{W/P}', 3], // 202.3g example
    ['{X}{R}', 1], // 202.3e: X is 0 outside the stack
    ['{X}{X}{G}{G/U/P}', 2],
    ['{C}{C}{S}', 3],
    ['{HW}', 0.5],
    ['', 0],
    ['{0}', 0],
  ])('%s has mana value %d', (cost, mv) => expect(manaValue(parseManaCost(cost))).toBe(mv));

  it('gives hybrid and Phyrexian symbols each of their colors (105.2)', () => {
    expect(costColors(parseManaCost('{2/W}{U/B}{G/U/P}'))).toEqual(['W', 'U', 'B', 'G']);
    expect(costColors(parseManaCost('{4}{C}'))).toEqual([]);
  });

  it('reads colors from rules text but not from {H}, {P} (107.18 pawprint), {T} or {E}', () => {
    expect(colorsInText('{T}: Add {R} or {G}.')).toEqual(['R', 'G']);
    expect(colorsInText('{H} means any Phyrexian symbol. Choose up to {P}{P}{P}. {E}{E}')).toEqual([]);
  });

  it('round-trips every symbol through formatSymbol', () => {
    const cost = '{10}{X}{W}{C}{S}{W/U}{2/B}{B/P}{R/G/P}{HR}{½}';
    expect(parseManaCost(cost).map(formatSymbol).join('')).toBe(cost);
  });

  it('rejects unknown symbols with their position', () => {
    expect(() => parseManaCost('{2}{Q}')).toThrow(ManaCostError);
    expect(() => parseManaCost('{2}{Q}')).toThrow(/position 3/);
    expect(() => parseManaCost('{2')).toThrow(/unclosed/);
  });
});
