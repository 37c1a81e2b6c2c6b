// Exact payment: a maximum bipartite matching of pips to units of mana (Kuhn's augmenting paths), and the
// equivalent test by Hall's theorem that the simulator's hot loop uses. A unit is one mana a source can
// make: a basic land is one unit, Sol Ring two. A pip is one colored, hybrid, colorless or snow symbol;
// generic mana takes any unit (CR 107.4b).

/**
 * Which unit pays each pip (index into unitMasks), or null when the cost cannot be paid. Generic mana
 * is paid from the units left over. Pips try the least flexible units first so flexible mana stays free.
 */
export function findPayment(pips: readonly number[], amount: number, unitMasks: readonly number[]): number[] | null {
  if (amount > unitMasks.length || pips.length > amount) return null;
  const unitOrder = unitMasks.map((_, i) => i).sort((a, b) => popcount(unitMasks[a]) - popcount(unitMasks[b]));
  const pipOrder = pips.map((_, i) => i).sort((a, b) => popcount(pips[a]) - popcount(pips[b]));
  const owner = new Int32Array(unitMasks.length).fill(-1);
  for (const pip of pipOrder) {
    const visited = new Uint8Array(unitMasks.length);
    if (!augment(pip, pips, unitMasks, unitOrder, owner, visited)) return null;
  }
  const assignment = new Array<number>(pips.length);
  owner.forEach((pip, unit) => {
    if (pip >= 0) assignment[pip] = unit;
  });
  return assignment;
}

function augment(
  pip: number,
  pips: readonly number[],
  unitMasks: readonly number[],
  unitOrder: readonly number[],
  owner: Int32Array,
  visited: Uint8Array,
): boolean {
  for (const unit of unitOrder) {
    if ((unitMasks[unit] & pips[pip]) === 0 || visited[unit]) continue;
    visited[unit] = 1;
    if (owner[unit] < 0 || augment(owner[unit], pips, unitMasks, unitOrder, owner, visited)) {
      owner[unit] = pip;
      return true;
    }
  }
  return false;
}

/** Index of the lowest set bit of a nonzero 32-bit mask. */
export function lowestBit(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}

/** Set bits of a 32-bit mask (SWAR: bits summed in pairs, nibbles, then bytes). */
export function popcount(mask: number): number {
  let m = mask - ((mask >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return Math.imul((m + (m >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Pips whose masks lie inside `union`: the demand side of Hall's condition. */
export function pipsWithin(pips: readonly number[], union: number): number {
  let n = 0;
  for (const p of pips) if ((p & ~union) === 0) n++;
  return n;
}

/**
 * Hall's condition, the test the hot loop runs with these counts compiled ahead (engine/sim/compile-mtg.ts):
 * for every union U of pip masks, the pips whose masks lie inside U must not outnumber the units that can
 * make some type in U; and the units must cover the amount. Checking the unions of pip masks is enough: any
 * other set shrinks to one with the same pips and no more units.
 */
export function hallPayable(
  pips: readonly number[],
  amount: number,
  unitMasks: readonly number[],
  unions: readonly number[],
): boolean {
  if (amount > unitMasks.length) return false;
  for (const u of unions) {
    let supply = 0;
    for (const m of unitMasks) if (m & u) supply++;
    if (pipsWithin(pips, u) > supply) return false;
  }
  return true;
}
