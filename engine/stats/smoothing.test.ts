// Arena's best-of-one hand smoothing as XMage's SmoothedLondonMulligan defines it: the noise law, and the kept
// hand's lands against a direct simulation of two dealt hands written here from XMage's description.
import { describe, expect, it } from 'vitest';
import { hypergeometricPmf } from './hypergeometric.ts';
import { wilson } from './intervals.ts';
import { canSmooth, probFirstHandKept, smoothedHandLandsPmf, smoothingDistance } from './smoothing.ts';
import { Xoshiro128 } from '../rng/xoshiro128.ts';

describe('the choice between two hands', () => {
  it('is a coin toss at equal distance, certain past the noise width, and the two choices sum to 1', () => {
    expect(probFirstHandKept(0.2, 0.2)).toBe(0.5);
    expect(probFirstHandKept(0, 0.3)).toBe(1);
    expect(probFirstHandKept(0.3, 0)).toBe(0);
    for (const [a, b] of [
      [0, 0.1],
      [0.05, 0.2],
      [0.29, 0.01],
    ])
      expect(probFirstHandKept(a, b) + probFirstHandKept(b, a)).toBeCloseTo(1, 12);
    // Triangular law of U1 - U2: P(U1 - U2 < 1/3) = 1 - (2/3)^2 / 2.
    expect(probFirstHandKept(0, 0.1)).toBeCloseTo(1 - (2 / 3) ** 2 / 2, 12);
  });

  it('a hand within about one land of the expected count is not held against (1/7 < 0.15)', () => {
    // 24 lands in 60: 2.8 expected in 7 cards; 2 and 3 lands are within 0.15 of the share, 4 just past it.
    expect(smoothingDistance(24 / 60, 2, 7)).toBe(0);
    expect(smoothingDistance(24 / 60, 3, 7)).toBe(0);
    expect(smoothingDistance(24 / 60, 4, 7)).toBeCloseTo(4 / 7 - 0.4 - 0.15, 12);
    expect(smoothingDistance(24 / 60, 0, 7)).toBeCloseTo(0.4 - 0.15, 12);
    expect(canSmooth(60, 7)).toBe(true);
    expect(canSmooth(13, 7)).toBe(false);
  });
});

describe('the kept hand\u2019s lands', () => {
  const deck = { deckSize: 60, lands: 24 };

  it('sum to 1 and crowd the expected count more than one hand does', () => {
    const pmf = smoothedHandLandsPmf(deck, 7);
    expect(pmf.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    const plain = (l: number) => hypergeometricPmf(l, { size: 60, successes: 24 }, 7);
    const near = (p: (l: number) => number) => p(2) + p(3) + p(4);
    expect(near((l) => pmf[l])).toBeGreaterThan(near(plain) + 0.1);
    expect(pmf[0] + pmf[7]).toBeLessThan(plain(0) + plain(7));
  });

  it('match a direct simulation: shuffle, deal two hands, noise each distance, keep the nearer', () => {
    const rng = Xoshiro128.fromState(2024, 7, 11, 13);
    const cards = Array.from({ length: deck.deckSize }, (_, i): number => (i < deck.lands ? 1 : 0));
    const games = 100_000;
    const seen = new Array<number>(8).fill(0);
    for (let g = 0; g < games; g++) {
      for (let i = cards.length - 1; i > 0; i--) {
        const j = rng.below(i + 1);
        [cards[i], cards[j]] = [cards[j], cards[i]];
      }
      const first = cards.slice(0, 7).reduce((a, b) => a + b, 0);
      const second = cards.slice(7, 14).reduce((a, b) => a + b, 0);
      const d1 = Math.max(0, Math.abs(0.4 - first / 7) - 0.15) + rng.nextFloat() * 0.3;
      const d2 = Math.max(0, Math.abs(0.4 - second / 7) - 0.15) + rng.nextFloat() * 0.3;
      seen[d1 < d2 ? first : second]++;
    }
    const pmf = smoothedHandLandsPmf(deck, 7);
    pmf.forEach((p, l) => {
      const ci = wilson(seen[l], games, 3.29);
      expect(p, `${l} lands`).toBeGreaterThanOrEqual(ci.low);
      expect(p, `${l} lands`).toBeLessThanOrEqual(ci.high);
    });
  });
});
