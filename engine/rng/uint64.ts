// Unsigned 64-bit arithmetic on (hi, lo) pairs of 32-bit halves: SplitMix64 needs wrapping 64-bit
// adds and multiplies, and BigInt would allocate on every game's seeding.

/** High 32 bits of the 64-bit product of two unsigned 32-bit integers, exact (16-bit limbs stay below 2^53). */
export function mulHigh32(a: number, b: number): number {
  const a0 = a & 0xffff, a1 = a >>> 16;
  const b0 = b & 0xffff, b1 = b >>> 16;
  const low = a0 * b0;
  const mid1 = a1 * b0 + (low >>> 16);
  const mid2 = a0 * b1 + (mid1 & 0xffff);
  return (a1 * b1 + Math.floor(mid1 / 0x10000) + Math.floor(mid2 / 0x10000)) >>> 0;
}

/** A 64-bit value as two unsigned 32-bit halves; reused in place to avoid allocation. */
export interface U64 { hi: number; lo: number }

/** out = (a * b) mod 2^64. `out` may alias `a` or `b`. */
export function mul64(a: U64, bHi: number, bLo: number, out: U64): void {
  const hi = (Math.imul(a.hi, bLo) + Math.imul(a.lo, bHi) + mulHigh32(a.lo, bLo)) >>> 0;
  out.lo = Math.imul(a.lo, bLo) >>> 0;
  out.hi = hi;
}

/** out = (a + b) mod 2^64. */
export function add64(a: U64, bHi: number, bLo: number, out: U64): void {
  const lo = a.lo + bLo;
  const carry = lo > 0xffffffff ? 1 : 0;
  out.lo = lo >>> 0;
  out.hi = (a.hi + bHi + carry) >>> 0;
}

/** out = a ^ (a >>> shift), 0 < shift < 64. */
export function xorShiftRight64(a: U64, shift: number, out: U64): void {
  let hi: number, lo: number;
  if (shift >= 32) {
    hi = 0;
    lo = a.hi >>> (shift - 32);
  } else {
    hi = a.hi >>> shift;
    lo = ((a.lo >>> shift) | (a.hi << (32 - shift))) >>> 0;
  }
  out.hi = (a.hi ^ hi) >>> 0;
  out.lo = (a.lo ^ lo) >>> 0;
}

/** Writes a non-negative safe integer (< 2^53) into `out`; throws on anything else. */
export function setU64FromSafeInteger(out: U64, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`a seed or game index must be an integer from 0 to 2^53 - 1, not ${value}`);
  out.hi = Math.floor(value / 0x100000000) >>> 0;
  out.lo = value >>> 0;
}
