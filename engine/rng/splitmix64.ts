// SplitMix64 (Steele, Lea and Flood 2014; Vigna's splitmix64.c): a 64-bit counter passed through a
// bijective mixer. It seeds xoshiro128** (as the xoshiro authors recommend), and because its state
// only advances by a constant, output n is reachable directly: game i's stream starts at output 2i.
import { add64, mul64, xorShiftRight64, type U64 } from './uint64.ts';

/** The golden-ratio increment 0x9e3779b97f4a7c15. */
const GAMMA_HI = 0x9e3779b9, GAMMA_LO = 0x7f4a7c15;
const MIX1_HI = 0xbf58476d, MIX1_LO = 0x1ce4e5b9;
const MIX2_HI = 0x94d049bb, MIX2_LO = 0x133111eb;

export class SplitMix64 {
  /** The counter, advanced by GAMMA before each output. */
  readonly state: U64;
  /** The last output (valid after next()); reused so next() allocates nothing. */
  readonly out: U64 = { hi: 0, lo: 0 };
  private readonly step: U64 = { hi: 0, lo: 0 };

  constructor(seed: U64) {
    this.state = { hi: seed.hi >>> 0, lo: seed.lo >>> 0 };
  }

  /** Restarts the stream at `seed` without allocating. */
  reset(seed: U64): void {
    this.state.hi = seed.hi >>> 0;
    this.state.lo = seed.lo >>> 0;
  }

  /** Moves the counter as if `count` outputs had been taken (count a safe integer). */
  skip(count: number): void {
    const step = this.step;
    step.hi = GAMMA_HI;
    step.lo = GAMMA_LO;
    mul64(step, Math.floor(count / 0x100000000) >>> 0, count >>> 0, step);
    add64(this.state, step.hi, step.lo, this.state);
  }

  /** Advances and leaves the next 64-bit output in `out`. */
  next(): U64 {
    const z = this.out;
    add64(this.state, GAMMA_HI, GAMMA_LO, this.state);
    z.hi = this.state.hi;
    z.lo = this.state.lo;
    xorShiftRight64(z, 30, z);
    mul64(z, MIX1_HI, MIX1_LO, z);
    xorShiftRight64(z, 27, z);
    mul64(z, MIX2_HI, MIX2_LO, z);
    xorShiftRight64(z, 31, z);
    return z;
  }
}
