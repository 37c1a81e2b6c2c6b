// Unsigned 64-bit arithmetic on (hi, lo) pairs of 32-bit halves: SplitMix64 needs wrapping 64-bit
// adds and multiplies, and BigInt would allocate on every game's seeding. Each helper returns one half
// as an int32 (the bits of the unsigned half), so callers keep both halves in local int32 variables:
// V8 then never boxes them as doubles.

/**
 * High 32 bits of the 64-bit product of two unsigned 32-bit integers, exact: with 16-bit limbs every partial
 * sum stays below 2^32 ((2^16 − 1)² + 2^16 − 1 < 2^32), so `>>> 16` takes its upper half.
 */
export function mulHigh32(a: number, b: number): number {
  const a0 = a & 0xffff,
    a1 = a >>> 16;
  const b0 = b & 0xffff,
    b1 = b >>> 16;
  const low = a0 * b0;
  const mid1 = a1 * b0 + (low >>> 16);
  const mid2 = a0 * b1 + (mid1 & 0xffff);
  return (a1 * b1 + (mid1 >>> 16) + (mid2 >>> 16)) >>> 0;
}

/** A 64-bit value as two unsigned 32-bit halves. */
export interface U64 {
  hi: number;
  lo: number;
}

/** High half of (a · b) mod 2^64; the low half is Math.imul(aLo, bLo). */
export function mulHi64(aHi: number, aLo: number, bHi: number, bLo: number): number {
  return (Math.imul(aHi, bLo) + Math.imul(aLo, bHi) + mulHigh32(aLo >>> 0, bLo >>> 0)) | 0;
}

/** High half of (a + b) mod 2^64, given the low half `lo` = (aLo + bLo) | 0 already computed. */
export function addHi64(aHi: number, aLo: number, bHi: number, lo: number): number {
  const carry = lo >>> 0 < aLo >>> 0 ? 1 : 0;
  return (aHi + bHi + carry) | 0;
}

/** Low half of a ^ (a >>> shift), 0 < shift < 32; the high half is hi ^ (hi >>> shift). */
export function xorShiftLo64(hi: number, lo: number, shift: number): number {
  return lo ^ ((lo >>> shift) | (hi << (32 - shift)));
}

/** Writes a non-negative safe integer (< 2^53) into `out`; throws on anything else. */
export function setU64FromSafeInteger(out: U64, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`a seed or game index must be an integer from 0 to 2^53 - 1, not ${value}`);
  out.hi = Math.floor(value / 0x100000000) >>> 0;
  out.lo = value >>> 0;
}
