// Uniform integers below bounds too large for Xoshiro128.below (MTGJSON foil sheets weigh up to millions per card).
import { MAX_BOUND, type Xoshiro128 } from '../rng/xoshiro128.ts';

const TWO_53 = 2 ** 53;

/**
 * An unbiased integer in [0, bound) for 1 <= bound <= 2^53: below() up to its limit, else 53 random bits
 * (21 of one output, 32 of the next) with the values past the last whole multiple of `bound` rejected.
 */
export function uniformBelow(rng: Xoshiro128, bound: number): number {
  if (!Number.isSafeInteger(bound) || bound < 1) throw new RangeError(`bound ${bound} is not a positive safe integer`);
  if (bound <= MAX_BOUND) return rng.below(bound);
  const limit = TWO_53 - (TWO_53 % bound);
  for (;;) {
    const x = (rng.nextUint32() >>> 11) * 0x100000000 + rng.nextUint32();
    if (x < limit) return x % bound;
  }
}
