// xoshiro128** 1.1 (Blackman and Vigna 2018, prng.di.unimi.it/xoshiro128starstar.c): 128 bits of
// state, 32-bit outputs from Math.imul and shifts only, which is what a JavaScript hot loop wants.
// Seeded through SplitMix64 exactly as rand_xoshiro's seed_from_u64 does, so a game is a pure
// function of (seed, game index): game i takes SplitMix64 outputs 2i and 2i + 1 of the seed's stream.
import { SplitMix64 } from './splitmix64.ts';
import { setU64FromSafeInteger, type U64 } from './uint64.ts';

/** Bounds above this would make x * bound inexact in a double (2^21 * 2^32 = 2^53); below() does not check. */
export const MAX_BOUND = 0x200000;

export class Xoshiro128 {
  private readonly mixer = new SplitMix64({ hi: 0, lo: 0 });
  private readonly seed: U64 = { hi: 0, lo: 0 };
  private s0 = 0;
  private s1 = 0;
  private s2 = 0;
  private s3 = 0;
  // The last game seeded and its starting state: the next game index continues the SplitMix64 stream
  // where it stopped, and the same game again (the other side of the table) restores it.
  private lastSeed = Number.NaN;
  private lastGame = -1;
  private readonly first = new Uint32Array(4);

  /** A generator with an explicit state (tests against the reference outputs). */
  static fromState(s0: number, s1: number, s2: number, s3: number): Xoshiro128 {
    const rng = new Xoshiro128();
    rng.setState(s0, s1, s2, s3);
    return rng;
  }

  /** The generator for game `gameIndex` of run `seed` (both safe non-negative integers). */
  static forGame(seed: number, gameIndex: number): Xoshiro128 {
    const rng = new Xoshiro128();
    rng.seedGame(seed, gameIndex);
    return rng;
  }

  setState(s0: number, s1: number, s2: number, s3: number): void {
    if ((s0 | s1 | s2 | s3) === 0) throw new RangeError('xoshiro128** state must not be all zero');
    // Kept as int32 (the same bits): uint32 values above 2^31 would make V8 box the fields as doubles.
    this.s0 = s0 | 0;
    this.s1 = s1 | 0;
    this.s2 = s2 | 0;
    this.s3 = s3 | 0;
  }

  /** Writes the state into `out` (4 words): setState(out[0], …, out[3]) continues from here. */
  getState(out: Int32Array): void {
    out[0] = this.s0;
    out[1] = this.s1;
    out[2] = this.s2;
    out[3] = this.s3;
  }

  /** Reseeds in place for one game: two SplitMix64 outputs, little-endian halves (rand_xoshiro's from_splitmix). */
  seedGame(seed: number, gameIndex: number): void {
    const saved = this.first;
    if (seed === this.lastSeed && gameIndex === this.lastGame) {
      this.setState(saved[0], saved[1], saved[2], saved[3]);
      return;
    }
    const mixer = this.mixer;
    if (seed !== this.lastSeed || gameIndex !== this.lastGame + 1) {
      setU64FromSafeInteger(this.seed, gameIndex); // checks the index
      setU64FromSafeInteger(this.seed, seed);
      mixer.reset(this.seed);
      mixer.skip(2 * gameIndex);
    }
    const first = mixer.next();
    saved[0] = first.lo;
    saved[1] = first.hi;
    const second = mixer.next();
    saved[2] = second.lo;
    saved[3] = second.hi;
    this.lastSeed = seed;
    this.lastGame = gameIndex;
    // Two distinct SplitMix64 outputs are never both zero: the state is valid.
    this.setState(saved[0], saved[1], saved[2], saved[3]);
  }

  /** The next 32-bit output as an unsigned integer. */
  nextUint32(): number {
    const s1 = this.s1;
    const product = Math.imul(s1, 5);
    const result = Math.imul((product << 7) | (product >>> 25), 9) >>> 0;
    const t = s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = (this.s3 << 11) | (this.s3 >>> 21);
    return result;
  }

  /**
   * An unbiased integer in [0, bound), 1 <= bound <= 2^21: Lemire's multiply-and-reject
   * ("Fast random integer generation in an interval", 2019). Rejection happens with probability < bound / 2^32.
   */
  below(bound: number): number {
    let x = this.nextUint32();
    let low = Math.imul(x, bound) >>> 0;
    if (low < bound) {
      const threshold = 0x100000000 % bound;
      while (low < threshold) {
        x = this.nextUint32();
        low = Math.imul(x, bound) >>> 0;
      }
    }
    // x * bound < 2^53 is exact, and dividing by 2^32 is exact: this is the high word of the product.
    return ((x * bound) / 0x100000000) | 0;
  }

  /** A double in [0, 1) with 32 random bits. */
  nextFloat(): number {
    return this.nextUint32() / 0x100000000;
  }
}
