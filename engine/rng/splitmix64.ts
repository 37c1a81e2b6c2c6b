// SplitMix64 (Steele, Lea and Flood 2014; Vigna's splitmix64.c): a 64-bit counter passed through a
// bijective mixer. It seeds xoshiro128** (as the xoshiro authors recommend), and because its state
// only advances by a constant, output n is reachable directly: game i's stream starts at output 2i.
import { addHi64, mulHi64, xorShiftLo64, type U64 } from './uint64.ts';

/** The golden-ratio increment 0x9e3779b97f4a7c15. */
const GAMMA_HI = 0x9e3779b9 | 0,
  GAMMA_LO = 0x7f4a7c15 | 0;
const MIX1_HI = 0xbf58476d | 0,
  MIX1_LO = 0x1ce4e5b9 | 0;
const MIX2_HI = 0x94d049bb | 0,
  MIX2_LO = 0x133111eb | 0;

export class SplitMix64 {
  // The counter, advanced by GAMMA before each output, as int32 halves (see uint64.ts).
  private hi = 0;
  private lo = 0;
  /** The last output (valid after next()), unsigned halves; reused so next() allocates nothing. */
  readonly out: U64 = { hi: 0, lo: 0 };

  constructor(seed: U64) {
    this.reset(seed);
  }

  /** Restarts the stream at `seed` without allocating. */
  reset(seed: U64): void {
    this.hi = seed.hi | 0;
    this.lo = seed.lo | 0;
  }

  /** Moves the counter as if `count` outputs had been taken (count a safe integer). */
  skip(count: number): void {
    const countHi = Math.floor(count / 0x100000000) | 0,
      countLo = count | 0;
    const stepHi = mulHi64(GAMMA_HI, GAMMA_LO, countHi, countLo);
    const stepLo = Math.imul(GAMMA_LO, countLo);
    const lo = (this.lo + stepLo) | 0;
    this.hi = addHi64(this.hi, this.lo, stepHi, lo);
    this.lo = lo;
  }

  /** Advances and leaves the next 64-bit output in `out`. */
  next(): U64 {
    let lo = (this.lo + GAMMA_LO) | 0;
    let hi = addHi64(this.hi, this.lo, GAMMA_HI, lo);
    this.hi = hi;
    this.lo = lo;
    lo = xorShiftLo64(hi, lo, 30);
    hi ^= hi >>> 30;
    hi = mulHi64(hi, lo, MIX1_HI, MIX1_LO);
    lo = Math.imul(lo, MIX1_LO);
    lo = xorShiftLo64(hi, lo, 27);
    hi ^= hi >>> 27;
    hi = mulHi64(hi, lo, MIX2_HI, MIX2_LO);
    lo = Math.imul(lo, MIX2_LO);
    lo = xorShiftLo64(hi, lo, 31);
    hi ^= hi >>> 31;
    this.out.hi = hi >>> 0;
    this.out.lo = lo >>> 0;
    return this.out;
  }
}
