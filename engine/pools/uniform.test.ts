// Uniform integers below large bounds: MTGJSON's foil sheets weigh their cards in the millions (KHM's foil sheet
// totals 1,432,640; MID's 13,512,400), past what Xoshiro128.below takes.
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../rng/xoshiro128.ts';
import { uniformBelow } from './uniform.ts';

describe('uniformBelow', () => {
  it('stays below bounds past 2^21 and spreads evenly over ten equal parts (chi-square, 9 degrees of freedom)', () => {
    const rng = Xoshiro128.forGame(1, 0);
    for (const bound of [13_512_400, 2 ** 40 + 7, Number.MAX_SAFE_INTEGER]) {
      const n = 20_000;
      const parts = new Array<number>(10).fill(0);
      for (let i = 0; i < n; i++) {
        const x = uniformBelow(rng, bound);
        expect(Number.isSafeInteger(x) && x >= 0 && x < bound).toBe(true);
        parts[Math.floor((x / bound) * 10)]++;
      }
      const chi = parts.reduce((s, k) => s + (k - n / 10) ** 2 / (n / 10), 0);
      // 27.88 is the 0.999 quantile of chi-square with 9 degrees of freedom.
      expect(chi, String(bound)).toBeLessThan(27.88);
    }
  });

  it('below 2^21 it is Xoshiro128.below itself, and a bound that is not a positive whole number is refused', () => {
    const a = Xoshiro128.forGame(5, 3);
    const b = Xoshiro128.forGame(5, 3);
    expect(Array.from({ length: 50 }, () => uniformBelow(a, 148))).toEqual(
      Array.from({ length: 50 }, () => b.below(148)),
    );
    expect(() => uniformBelow(a, 0)).toThrow(RangeError);
    expect(() => uniformBelow(a, 1.5)).toThrow(RangeError);
  });
});
