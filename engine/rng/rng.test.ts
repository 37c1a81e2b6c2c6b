import { describe, expect, it } from 'vitest';
import { SplitMix64 } from './splitmix64.ts';
import { Xoshiro128 } from './xoshiro128.ts';
import { Library } from '../sim/library.ts';
import { mulHigh32 } from './uint64.ts';

const toBig = ({ hi, lo }: { hi: number; lo: number }) => (BigInt(hi) << 32n) | BigInt(lo);
const fromBig = (v: bigint) => ({ hi: Number(v >> 32n), lo: Number(v & 0xffffffffn) });

describe('SplitMix64', () => {
  it('matches the reference implementation (splitmix64.c outputs published in rand_xoshiro for seed 1477776061723855037)', () => {
    const expected = [
      1985237415132408290n,
      2979275885539914483n,
      13511426838097143398n,
      8488337342461049707n,
      15141737807933549159n,
      17093170987380407015n,
      16389528042912955399n,
      13177319091862933652n,
      10841969400225389492n,
      17094824097954834098n,
      3336622647361835228n,
      9678412372263018368n,
    ];
    const mixer = new SplitMix64(fromBig(1477776061723855037n));
    for (const e of expected) expect(toBig(mixer.next())).toBe(e);
  });

  it('skip(n) lands on output n of the stream', () => {
    const walked = new SplitMix64(fromBig(1477776061723855037n));
    for (let i = 0; i < 7; i++) walked.next();
    const jumped = new SplitMix64(fromBig(1477776061723855037n));
    jumped.skip(7);
    expect(toBig(jumped.next())).toBe(toBig(walked.next()));
    expect(toBig(jumped.next())).toBe(10841969400225389492n); // output 8 of the reference list
  });

  it('multiplies 32-bit halves exactly', () => {
    for (const [a, b] of [
      [0xffffffff, 0xffffffff],
      [0x9e3779b9, 0x7f4a7c15],
      [123456789, 987654321],
      [0, 5],
    ]) {
      expect(BigInt(mulHigh32(a, b))).toBe((BigInt(a) * BigInt(b)) >> 32n);
    }
  });
});

describe('xoshiro128**', () => {
  it('matches the reference implementation for state (1, 2, 3, 4) (values published in rand_xoshiro)', () => {
    const rng = Xoshiro128.fromState(1, 2, 3, 4);
    const expected = [
      11520, 0, 5927040, 70819200, 2031721883, 1637235492, 1287239034, 3734860849, 3729100597, 4258142804,
    ];
    expect(expected.map(() => rng.nextUint32())).toEqual(expected);
  });

  it('matches the reference implementation for a random state (test data of edorfaus/xoshiro-6502)', () => {
    const rng = Xoshiro128.fromState(0x964d4a0c, 0xd40ab895, 0xad7fdecb, 0x3006f0f0);
    expect([0, 1, 2, 3].map(() => rng.nextUint32())).toEqual([0xf1391922, 0x6fe53806, 0xa5be2840, 0xf510ee70]);
  });

  it('seeds game i from SplitMix64 outputs 2i and 2i+1, little-endian halves', () => {
    const mixer = new SplitMix64(fromBig(42n));
    mixer.skip(2 * 5);
    const a = { ...mixer.next() };
    const b = { ...mixer.next() };
    const expected = Xoshiro128.fromState(a.lo, a.hi, b.lo, b.hi);
    const game = Xoshiro128.forGame(42, 5);
    for (let i = 0; i < 5; i++) expect(game.nextUint32()).toBe(expected.nextUint32());
  });

  it('reproduces a game from (seed, game index) alone, and reseeding in place gives the same stream', () => {
    const first = Xoshiro128.forGame(2024, 99_999);
    const reused = Xoshiro128.forGame(7, 0);
    reused.seedGame(2024, 99_999);
    const draws = Array.from({ length: 20 }, () => first.nextUint32());
    expect(Array.from({ length: 20 }, () => reused.nextUint32())).toEqual(draws);
    expect(Xoshiro128.forGame(2024, 100_000).nextUint32()).not.toBe(draws[0]);
  });

  it('getState then setState continues the reference stream of state (1, 2, 3, 4) from where it was read', () => {
    const rng = Xoshiro128.fromState(1, 2, 3, 4);
    for (let i = 0; i < 4; i++) rng.nextUint32();
    const state = new Int32Array(4);
    rng.getState(state);
    const resumed = Xoshiro128.fromState(state[0], state[1], state[2], state[3]);
    // Outputs 5 to 10 of the published sequence (see the reference test above).
    const expected = [2031721883, 1637235492, 1287239034, 3734860849, 3729100597, 4258142804];
    expect(expected.map(() => resumed.nextUint32())).toEqual(expected);
  });

  it('refuses seeds that are not safe non-negative integers', () => {
    expect(() => Xoshiro128.forGame(-1, 0)).toThrow(/seed or game index/);
    expect(() => Xoshiro128.forGame(1.5, 0)).toThrow(/seed or game index/);
  });

  it('below(n) is unbiased: chi-square over 7 buckets stays under the 99.9% critical value', () => {
    const rng = Xoshiro128.forGame(1, 0);
    const buckets = new Array<number>(7).fill(0);
    const draws = 70_000;
    for (let i = 0; i < draws; i++) buckets[rng.below(7)]++;
    const expected = draws / 7;
    const chi2 = buckets.reduce((s, n) => s + (n - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(22.46); // chi-square, 6 degrees of freedom, p = 0.001
  });

  it('below(n) rejects the biased low products: with n = 3·2^20 every value stays in range', () => {
    const rng = Xoshiro128.forGame(3, 3);
    for (let i = 0; i < 10_000; i++) {
      const v = rng.below(3 * 2 ** 20);
      expect(v >= 0 && v < 3 * 2 ** 20 && Number.isInteger(v)).toBe(true);
    }
  });
});

describe('Fisher–Yates, lazily (engine/sim/library.ts)', () => {
  it('deals each of the 24 orders of 4 cards equally often (chi-square, 23 df)', () => {
    const rng = Xoshiro128.forGame(5, 0);
    const library = new Library(Int16Array.from([0, 1, 2, 3]), rng);
    const counts = new Map<string, number>();
    const trials = 48_000;
    for (let t = 0; t < trials; t++) {
      library.reset();
      const key = [library.draw(), library.draw(), library.draw(), library.draw()].join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    const expected = trials / 24;
    const chi2 = [...counts.values()].reduce((s, n) => s + (n - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(49.73); // chi-square, 23 degrees of freedom, p = 0.001
  });

  it('a new hand after a mulligan is uniform whatever order the last one left (CR 103.5: shuffle the hand back in)', () => {
    const rng = Xoshiro128.forGame(6, 0);
    const library = new Library(
      Int16Array.from({ length: 10 }, (_, i) => i),
      rng,
    );
    const firsts = new Array<number>(10).fill(0);
    library.reset();
    for (let t = 0; t < 50_000; t++) {
      library.gather();
      firsts[library.draw()]++;
      library.draw();
    }
    const expected = 5_000;
    const chi2 = firsts.reduce((s, n) => s + (n - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(27.88); // 9 df, p = 0.001
  });

  it('copyFrom takes the order and positions of another library: with the same stream both draw the same cards', () => {
    const order = Int16Array.from({ length: 20 }, (_, i) => i);
    const rng = Xoshiro128.forGame(3, 1);
    const dealt = new Library(order, rng);
    const hand = Array.from({ length: 7 }, () => dealt.draw());
    dealt.keepAndBottom(7, Uint8Array.of(1, 0, 0, 1, 0, 0, 0));
    const state = new Int32Array(4);
    rng.getState(state);
    const copy = new Library(order, Xoshiro128.fromState(state[0], state[1], state[2], state[3]));
    copy.copyFrom(dealt);
    expect(Array.from(copy.cards.subarray(0, 5))).toEqual([hand[1], hand[2], hand[4], hand[5], hand[6]]);
    const rest = Array.from({ length: 15 }, () => copy.draw());
    expect(rest).toEqual(Array.from({ length: 15 }, () => dealt.draw()));
    // CR 103.5: the two bottomed cards come last, in their order.
    expect(rest.slice(-2)).toEqual([hand[0], hand[3]]);
  });

  it('cards put on the bottom are drawn last, after every unrevealed card', () => {
    const rng = Xoshiro128.forGame(7, 0);
    const library = new Library(
      Int16Array.from({ length: 10 }, (_, i) => i),
      rng,
    );
    library.reset();
    const hand = Array.from({ length: 7 }, () => library.draw());
    const bottom = new Uint8Array(7);
    bottom[2] = bottom[5] = 1;
    expect(library.keepAndBottom(7, bottom)).toBe(5);
    expect(Array.from(library.cards.subarray(0, 5))).toEqual(hand.filter((_, i) => !bottom[i]));
    const rest = Array.from({ length: 5 }, () => library.draw());
    expect(rest.slice(3)).toEqual([hand[2], hand[5]]);
    expect(library.draw()).toBe(-1);
    expect([...hand.filter((_, i) => !bottom[i]), ...rest].sort((a, b) => a - b)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
  });
});
