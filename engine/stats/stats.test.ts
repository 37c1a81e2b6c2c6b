import { describe, expect, it } from 'vitest';
import {
  hypergeometricPmf,
  hypergeometricAtLeast,
  hypergeometricDistribution,
  multivariateHypergeometricPmf,
  probAtLeastEach,
  probAtLeastByTurn,
  probAtLeastEachByTurn,
  cardsSeenByTurn,
  landDropsOf,
  landsInPlayWithoutMulligan,
  landArrivals,
  canKeepLands,
  exactKeepDistribution,
  landsKept,
  wilson,
  meanInterval,
  choose,
  probOnCurveGivenLands,
} from './index.ts';
import { landsInPlayWithMulligan } from './mulligan.ts';

/** Exact binomial coefficient in BigInt: an oracle independent of the log-factorial table. */
function bigChoose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 1; i <= k; i++) r = (r * BigInt(n - k + i)) / BigInt(i);
  return r;
}
const ratio = (a: bigint, b: bigint) => Number((a * 10n ** 18n) / b) / 1e18;

describe('hypergeometric', () => {
  it('matches exact integer arithmetic: 3 lands in 7 cards from 24 lands in 60', () => {
    const exact = ratio(bigChoose(24, 3) * bigChoose(36, 4), bigChoose(60, 7));
    expect(hypergeometricPmf(3, { size: 60, successes: 24 }, 7)).toBeCloseTo(exact, 12);
    expect(choose(60, 7)).toBeCloseTo(Number(bigChoose(60, 7)), -1);
  });

  it('sums to 1 and has mean n·K/N', () => {
    const dist = hypergeometricDistribution({ size: 99, successes: 37 }, 10);
    expect(dist.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(dist.reduce((a, p, k) => a + p * k, 0)).toBeCloseTo((10 * 37) / 99, 12);
  });

  it('reproduces the DM digest §5.3 sanity values: ≥1 of 4 copies among h of 40 cards', () => {
    const values: Record<number, number> = { 5: 0.427, 6: 0.493, 7: 0.552, 8: 0.607, 9: 0.656, 10: 0.7 };
    for (const [h, p] of Object.entries(values))
      expect(hypergeometricAtLeast(1, { size: 40, successes: 4 }, Number(h))).toBeCloseTo(p, 3);
    expect(hypergeometricAtLeast(1, { size: 40, successes: 8 }, 5)).toBeCloseTo(0.694, 3);
    expect(hypergeometricAtLeast(1, { size: 40, successes: 12 }, 5)).toBeCloseTo(0.851, 3);
  });

  it('the multivariate law with one group equals the univariate law', () => {
    for (let k = 0; k <= 7; k++)
      expect(multivariateHypergeometricPmf([k], [24], 36, 7)).toBeCloseTo(
        hypergeometricPmf(k, { size: 60, successes: 24 }, 7),
        14,
      );
  });

  it('P(≥1 copy and ≥1 land) by inclusion–exclusion equals the multivariate sum', () => {
    const n = 9;
    const none = (k: number) => ratio(bigChoose(60 - k, n), bigChoose(60, n));
    const expected = 1 - none(4) - none(24) + none(28);
    expect(
      probAtLeastEach(
        [
          { size: 4, atLeast: 1 },
          { size: 24, atLeast: 1 },
        ],
        60,
        n,
      ),
    ).toBeCloseTo(expected, 12);
  });

  it('refuses impossible populations with a message naming the field', () => {
    expect(() => hypergeometricPmf(1, { size: 10, successes: 11 }, 3)).toThrow(/successes/);
    expect(() => hypergeometricPmf(1, { size: 10, successes: 1 }, 11)).toThrow(/draws/);
  });
});

describe('cards seen by turn (CR 103.8a, DM 103.5)', () => {
  it('the player on the play skips the first draw', () => {
    expect(cardsSeenByTurn(1, { handSize: 7, skipsFirstDraw: true })).toBe(7);
    expect(cardsSeenByTurn(3, { handSize: 7, skipsFirstDraw: false })).toBe(10);
    expect(cardsSeenByTurn(4, { handSize: 5, skipsFirstDraw: true })).toBe(8);
  });

  it('P(≥k of a group by turn T) uses the cards seen on the play or the draw', () => {
    const play = probAtLeastByTurn({
      deckSize: 60,
      groupSize: 4,
      atLeast: 1,
      turn: 2,
      handSize: 7,
      skipsFirstDraw: true,
    });
    const draw = probAtLeastByTurn({
      deckSize: 60,
      groupSize: 4,
      atLeast: 1,
      turn: 2,
      handSize: 7,
      skipsFirstDraw: false,
    });
    expect(play).toBeCloseTo(1 - ratio(bigChoose(56, 8), bigChoose(60, 8)), 12);
    expect(draw).toBeCloseTo(1 - ratio(bigChoose(56, 9), bigChoose(60, 9)), 12);
    const both = probAtLeastEachByTurn([{ size: 4, atLeast: 1 }], {
      deckSize: 60,
      turn: 2,
      handSize: 7,
      skipsFirstDraw: true,
    });
    expect(both).toBeCloseTo(play, 12);
  });
});

describe('land drops (CR 305.2: one land per turn)', () => {
  /** Calls `visit` with every land/spell ordering of a small deck (1 = land) and its number of card orders. */
  function eachOrdering(deckSize: number, lands: number, visit: (order: number[], weight: number) => void): void {
    const walk = (order: number[], landsLeft: number, spellsLeft: number, weight: number): void => {
      if (landsLeft === 0 && spellsLeft === 0) return visit(order, weight);
      if (landsLeft) walk([...order, 1], landsLeft - 1, spellsLeft, weight * landsLeft);
      if (spellsLeft) walk([...order, 0], landsLeft, spellsLeft - 1, weight * spellsLeft);
    };
    walk([], lands, deckSize - lands, 1);
  }

  /** Every ordering of a small deck, by brute force: an independent oracle for the path DP. */
  function bruteForce(deckSize: number, lands: number, turns: number, skip: boolean, hand: number): number[] {
    const hits = new Array(turns).fill(0);
    let total = 0;
    eachOrdering(deckSize, lands, (order, weight) => {
      total += weight;
      for (let t = 1; t <= turns; t++) {
        let ok = true;
        for (let s = 1; s <= t; s++) {
          const seen = hand + s - (skip ? 1 : 0);
          if (order.slice(0, seen).filter((c) => c === 1).length < s) ok = false;
        }
        if (ok) hits[t - 1] += weight;
      }
    });
    return hits.map((h) => h / total);
  }

  /** The same orderings played out turn by turn: a land goes down whenever the hand holds one. */
  function bruteForceInPlay(deckSize: number, lands: number, turns: number, skip: boolean, hand: number): number[][] {
    const byTurn = Array.from({ length: turns }, (_, t) => new Array<number>(t + 2).fill(0));
    let total = 0;
    eachOrdering(deckSize, lands, (order, weight) => {
      total += weight;
      let played = 0;
      for (let t = 1; t <= turns; t++) {
        const seenLands = order.slice(0, hand + t - (skip ? 1 : 0)).filter((c) => c === 1).length;
        if (seenLands > played) played++;
        byTurn[t - 1][played] += weight;
      }
    });
    return byTurn.map((row) => row.map((w) => w / total));
  }

  it('the lands on the battlefield turn by turn match brute force over every ordering of a 12-card deck with 5 lands', () => {
    for (const skip of [true, false]) {
      const exact = landsInPlayWithoutMulligan({ deckSize: 12, lands: 5, turns: 6, handSize: 3, skipsFirstDraw: skip });
      const brute = bruteForceInPlay(12, 5, 6, skip, 3);
      exact.forEach((row, t) =>
        row.forEach((p, k) => expect(p, `turn ${t + 1}, ${k} lands`).toBeCloseTo(brute[t][k], 12)),
      );
    }
  });

  it('the k-th land arrives: P(at least k lands) by turn, never above the land drop on every turn at turn k, and its median turn', () => {
    const inPlay = landsInPlayWithoutMulligan({ deckSize: 60, lands: 24, turns: 7, handSize: 7, skipsFirstDraw: true });
    const drops = landDropsOf(
      landsInPlayWithoutMulligan({ deckSize: 60, lands: 24, turns: 7, handSize: 7, skipsFirstDraw: true }),
    );
    const arrivals = landArrivals(inPlay);
    expect(arrivals.map((a) => a.lands)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    arrivals.forEach((a) => {
      // k lands by turn k is the land drop on every turn 1..k (one land a turn, CR 305.2); never sooner.
      expect(a.byTurn[a.lands - 1]).toBeCloseTo(drops[a.lands - 1], 12);
      a.byTurn.slice(0, a.lands - 1).forEach((p) => expect(p).toBe(0));
      a.byTurn.slice(1).forEach((p, t) => expect(p).toBeGreaterThanOrEqual(a.byTurn[t] - 1e-15));
    });
    // 24 lands in 60 on the play: the 1st land by turn 1 (1 − P(no land in 7) ≈ 97.5%), the 7th only past turn 7.
    expect(arrivals[0].medianTurn).toBe(1);
    expect(arrivals[0].byTurn[0]).toBeCloseTo(1 - hypergeometricPmf(0, { size: 60, successes: 24 }, 7), 12);
    expect(arrivals[6].medianTurn).toBeNull();
  });

  it('matches brute force over every ordering of a 12-card deck with 5 lands, on the play and on the draw', () => {
    for (const skip of [true, false]) {
      const exact = landDropsOf(
        landsInPlayWithoutMulligan({ deckSize: 12, lands: 5, turns: 4, handSize: 3, skipsFirstDraw: skip }),
      );
      const brute = bruteForce(12, 5, 4, skip, 3);
      exact.forEach((p, i) => expect(p).toBeCloseTo(brute[i], 12));
    }
  });

  it('turn 1 needs a land among the opening 7: 1 − P(no land)', () => {
    const [first] = landDropsOf(
      landsInPlayWithoutMulligan({ deckSize: 60, lands: 24, turns: 1, handSize: 7, skipsFirstDraw: true }),
    );
    expect(first).toBeCloseTo(1 - hypergeometricPmf(0, { size: 60, successes: 24 }, 7), 12);
  });
});

describe('exact mulligan keep probabilities (CR 103.5)', () => {
  it('London can bottom toward the land range; Vancouver keeps only what it drew', () => {
    expect(canKeepLands(7, 6, 6, [2, 4])).toBe(false);
    expect(canKeepLands(7, 6, 5, [2, 4])).toBe(true);
    expect(canKeepLands(7, 1, 6, [2, 4])).toBe(false);
    expect(canKeepLands(6, 3, 6, [2, 4])).toBe(true);
    expect(canKeepLands(7, 0, 4, null)).toBe(true);
  });

  it('keep probabilities chain over independent attempts and sum to 1', () => {
    const attempts = [
      { drawn: 7, kept: 7, lands: [2, 5] as const, targetLands: 4 },
      { drawn: 7, kept: 6, lands: [2, 4] as const, targetLands: 3 },
      { drawn: 7, kept: 5, lands: [1, 4] as const, targetLands: 3 },
      { drawn: 7, kept: 4, lands: null, targetLands: 3 },
    ];
    const dist = exactKeepDistribution(attempts, { deckSize: 60, lands: 24 });
    expect(dist.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    let keep7 = 0;
    for (let l = 2; l <= 5; l++) keep7 += ratio(bigChoose(24, l) * bigChoose(36, 7 - l), bigChoose(60, 7));
    expect(dist[0]).toBeCloseTo(keep7, 12);
    let keep6 = 0;
    for (let l = 2; l <= 5; l++) keep6 += ratio(bigChoose(24, l) * bigChoose(36, 7 - l), bigChoose(60, 7)); // 6 lands in 7 keep at least 5
    expect(dist[1]).toBeCloseTo((1 - keep7) * keep6, 12);
  });
});

describe('land drops with London mulligans (CR 103.5, 305.2)', () => {
  const deck = { deckSize: 60, lands: 24 };
  const karsten = [
    { drawn: 7, kept: 7, lands: [2, 5] as const, targetLands: 4 },
    { drawn: 7, kept: 6, lands: [2, 4] as const, targetLands: 3 },
    { drawn: 7, kept: 5, lands: [2, 4] as const, targetLands: 3 },
    { drawn: 7, kept: 4, lands: null, targetLands: 3 },
  ];

  it("bottoming keeps the lands nearest the target inside the range: Karsten's 5 from 7 cards", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((l) => landsKept(7, l, 5, [2, 4], 3))).toEqual([-1, -1, 2, 3, 3, 3, 4, -1]);
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((l) => landsKept(7, l, 4, null, 3))).toEqual([0, 1, 2, 3, 3, 3, 3, 4]);
  });

  it('a single attempt that always keeps is the no-mulligan path probability', () => {
    const alone = landDropsOf(
      landsInPlayWithMulligan([{ drawn: 7, kept: 7, lands: null, targetLands: 4 }], deck, {
        turns: 6,
        skipsFirstDraw: false,
      }),
    );
    const plain = landDropsOf(landsInPlayWithoutMulligan({ ...deck, turns: 6, handSize: 7, skipsFirstDraw: false }));
    alone.forEach((p, i) => expect(p).toBeCloseTo(plain[i], 12));
  });

  it('turn 1 misses only when the hand kept holds no land: only the 4-card hand can, from 7 cards without a land', () => {
    const keep = exactKeepDistribution(karsten, deck);
    const noLand = hypergeometricPmf(0, { size: 60, successes: 24 }, 7);
    const [first] = landDropsOf(landsInPlayWithMulligan(karsten, deck, { turns: 1, skipsFirstDraw: true }));
    // keep[3] is P(reaching the last attempt), which always keeps.
    expect(first).toBeCloseTo(1 - keep[3] * noLand, 12);
  });
});

describe("Karsten's on-curve figure (HowManySources)", () => {
  /** Every ordering of a small deck: P(≥ pips sources among the lands seen | a copy and ≥ turn lands seen). */
  function bruteForce(deck: string[], hand: number, turn: number, skip: boolean, pips: number): number {
    const seen = hand + turn - (skip ? 1 : 0);
    let condition = 0,
      castable = 0;
    const walk = (left: string[], order: string[]): void => {
      if (order.length === seen) {
        const lands = order.filter((c) => c !== 'spell' && c !== 'rest').length;
        if (!order.includes('spell') || lands < turn) return;
        condition++;
        if (order.filter((c) => c === 'good').length >= pips) castable++;
        return;
      }
      left.forEach((card, i) => walk([...left.slice(0, i), ...left.slice(i + 1)], [...order, card]));
    };
    walk(deck, []);
    return castable / condition;
  }

  it('matches every ordering of a 9-card deck: 2 copies, 3 sources, 2 other lands, 2 other cards', () => {
    const deck = ['spell', 'spell', 'good', 'good', 'good', 'other', 'other', 'rest', 'rest'];
    for (const [turn, pips, skip] of [
      [2, 1, true],
      [2, 2, false],
      [3, 2, true],
    ] as const) {
      const exact = probOnCurveGivenLands({
        deckSize: 9,
        copies: 2,
        turn,
        lands: 5,
        sources: 3,
        pips,
        handSize: 3,
        skipsFirstDraw: skip,
      });
      expect(exact).toBeCloseTo(bruteForce(deck, 3, turn, skip, pips), 12);
    }
  });
});

describe('confidence intervals', () => {
  it('Wilson interval contains the estimate and stays in [0, 1]', () => {
    const e = wilson(0, 50);
    expect(e.low).toBeCloseTo(0, 12);
    expect(e.high).toBeGreaterThan(0.05);
    const m = wilson(30, 100);
    expect(m.low).toBeLessThan(0.3);
    expect(m.high).toBeGreaterThan(0.3);
    expect(m.low).toBeCloseTo(0.2189, 3); // Wilson (1927) for 30/100 at 95%
    expect(m.high).toBeCloseTo(0.3958, 3);
  });

  it('mean interval from sums', () => {
    const xs = [1, 2, 3, 4, 5];
    const s = xs.reduce((a, b) => a + b, 0);
    const s2 = xs.reduce((a, b) => a + b * b, 0);
    const m = meanInterval(s, s2, xs.length);
    expect(m.value).toBe(3);
    expect(m.sd).toBeCloseTo(Math.sqrt(2.5), 12);
    expect(m.high - m.value).toBeCloseTo((1.959963984540054 * Math.sqrt(2.5)) / Math.sqrt(5), 12);
  });
});
