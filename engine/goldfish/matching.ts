// Exact payment: a maximum bipartite matching of pips to units of mana (Kuhn's augmenting paths), and the
// equivalent test by Hall's theorem that the simulator's hot loop uses. A unit is one mana a source can
// make: a basic land is one unit, Sol Ring two. A pip is one colored, hybrid, colorless or snow symbol;
// generic mana takes any unit (CR 107.4b).

/**
 * Which unit pays each pip (index into unitMasks), or null when the cost cannot be paid. Generic mana
 * is paid from the units left over. Pips try the least flexible units first so flexible mana stays free.
 */
export function findPayment(pips: readonly number[], amount: number, unitMasks: readonly number[]): number[] | null {
  const matcher = new PaymentMatcher(unitMasks.length, pips.length);
  if (!matcher.match(pips, pips.length, amount, unitMasks, unitMasks.length)) return null;
  return Array.from(matcher.unitOfPip.subarray(0, pips.length));
}

/**
 * findPayment's matching on buffers made once, for the simulator's hot loop (a mana rock's checkpoint). Units and
 * pips are taken least flexible first (fewest mana types, then in their order); each pip gets a unit by Kuhn's
 * augmenting paths, trying units in that order.
 */
export class PaymentMatcher {
  /** After a successful match(): the unit paying each pip. */
  readonly unitOfPip: Int32Array;
  /** After a successful match(): every unit index, least flexible first (generic mana is paid in this order). */
  readonly unitOrder: Int32Array;
  /** After a successful match(): the pip each unit pays, −1 when it is free. */
  readonly pipOfUnit: Int32Array;
  private readonly pipOrder: Int32Array;
  /** Unit → the search that last visited it (a stamp per pip, so nothing is cleared between pips). */
  private readonly visited: Int32Array;
  private search = 0;
  private pips: ArrayLike<number> = [];
  private unitMasks: ArrayLike<number> = [];
  private unitCount = 0;

  constructor(maxUnits: number, maxPips: number) {
    this.unitOfPip = new Int32Array(maxPips);
    this.unitOrder = new Int32Array(maxUnits);
    this.pipOrder = new Int32Array(maxPips);
    this.pipOfUnit = new Int32Array(maxUnits);
    this.visited = new Int32Array(maxUnits);
  }

  /** Whether pips[0..pipCount) and `amount` in all can be paid by unitMasks[0..unitCount); if so, unitOfPip says how. */
  match(
    pips: ArrayLike<number>,
    pipCount: number,
    amount: number,
    unitMasks: ArrayLike<number>,
    unitCount: number,
  ): boolean {
    if (amount > unitCount || pipCount > amount) return false;
    this.pips = pips;
    this.unitMasks = unitMasks;
    this.unitCount = unitCount;
    byFlexibility(this.unitOrder, unitMasks, unitCount);
    byFlexibility(this.pipOrder, pips, pipCount);
    for (let u = 0; u < unitCount; u++) {
      this.pipOfUnit[u] = -1;
      this.visited[u] = 0;
    }
    this.search = 0;
    for (let i = 0; i < pipCount; i++) {
      this.search++;
      if (!this.augment(this.pipOrder[i])) return false;
    }
    for (let u = 0; u < unitCount; u++) if (this.pipOfUnit[u] >= 0) this.unitOfPip[this.pipOfUnit[u]] = u;
    return true;
  }

  private augment(pip: number): boolean {
    for (let i = 0; i < this.unitCount; i++) {
      const unit = this.unitOrder[i];
      if ((this.unitMasks[unit] & this.pips[pip]) === 0 || this.visited[unit] === this.search) continue;
      this.visited[unit] = this.search;
      if (this.pipOfUnit[unit] < 0 || this.augment(this.pipOfUnit[unit])) {
        this.pipOfUnit[unit] = pip;
        return true;
      }
    }
    return false;
  }
}

/** Indices 0..count-1 into `order`, by the popcount of their mask, equal ones in index order (a stable sort). */
function byFlexibility(order: Int32Array, masks: ArrayLike<number>, count: number): void {
  for (let i = 0; i < count; i++) {
    const flexibility = popcount(masks[i]);
    let at = i;
    while (at > 0 && popcount(masks[order[at - 1]]) > flexibility) {
      order[at] = order[at - 1];
      at--;
    }
    order[at] = i;
  }
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
