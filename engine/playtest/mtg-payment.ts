// Paying a Magic spell at the table with the goldfish engine's exact payment (engine/goldfish matching.ts):
// the untapped mana sources' units against each way the cost can be paid (CR 601.2f–h), generic mana last
// from the least flexible units left (CR 107.4b), so flexible sources stay untapped.
import { findPayment, popcount } from '../goldfish/matching.ts';
import type { PaymentVariant } from '../goldfish/mtg-cost.ts';
import { ANY_TYPE, MANA_BIT } from '../goldfish/mana-types.ts';
import type { MtgLandFace } from '../goldfish/mtg-card.ts';
import type { PlaytestState } from './types.ts';

/** The transformed back face a permanent shows, if it shows one (CR 712.8e: it has only that face's characteristics). */
const transformedFace = (state: PlaytestState, id: number) => {
  const card = state.cards[id];
  const back = state.defs[card.def].transformBack;
  return card.face !== undefined && back?.face === card.face ? back : undefined;
};

/**
 * The land face a permanent has on the battlefield, by the face up: its front (712.8d), an MDFC's land back
 * (CR 712.12), or a transformed card's back that is a land (712.8e); a land transformed into a creature is none.
 */
export function landFaceOf(state: PlaytestState, id: number): MtgLandFace | undefined {
  const card = state.cards[id];
  const profile = state.defs[card.def].mtg;
  if (!profile) return undefined;
  if (card.face === undefined) return profile.land;
  if (card.face === profile.landBack?.face) return profile.landBack;
  return transformedFace(state, id)?.land;
}

/**
 * The mana units one tap of a permanent makes, or none: lands by their face, other permanents by the {T}: Add
 * abilities of the face up (a transformed back's own, 712.8e), except a creature that has not been under control
 * since the turn began (CR 302.6).
 */
export function manaUnitsOf(state: PlaytestState, id: number): number[] {
  const card = state.cards[id];
  const def = state.defs[card.def];
  const land = landFaceOf(state, id);
  if (land) return land.units;
  if (def.madeToken?.mana) return def.madeToken.mana.units;
  const face =
    transformedFace(state, id) ??
    def.mtg?.castOptions.find((o) => o.permanent && o.face === (card.face ?? def.mtg?.castOptions[0]?.face));
  if (!face) return [];
  if (face.creature && card.enteredTurn === state.turn && !def.haste) return [];
  return face.units;
}

/** Whether paying with a source taps it: all do but a Gold token, whose only cost is its sacrifice (CR 111.10c). */
export const tapsToPay = (state: PlaytestState, id: number): boolean =>
  state.defs[state.cards[id].def].madeToken?.mana?.taps ?? true;

/** Whether paying with a source sacrifices it: a Treasure or a Gold token (CR 111.10a, 111.10c). */
export const sacrificedToPay = (state: PlaytestState, id: number): boolean =>
  state.defs[state.cards[id].def].madeToken?.mana !== undefined;

/** A source the payment may use: a permanent's units, or one unit already in the mana pool (`floating`, CR 106.4). */
export interface PaymentSource {
  id: number;
  units: readonly number[];
  /** Paying with it sacrifices it (a Treasure or a Gold token, CR 111.10a, 111.10c). */
  sacrificed: boolean;
  /** Mana already in the pool: spending it taps nothing. */
  floating?: boolean;
}

/** The sources a payment uses, and the units of them it leaves unspent (they go to the mana pool, CR 106.4). */
export interface Payment {
  sources: number[];
  unspent: { source: number; mask: number }[];
}

/**
 * Which of the given sources to use for one of the cost's variants plus `extra` generic mana (commander
 * tax, X), or null when none can be paid. Every chosen source is needed for the payment; generic mana takes
 * units already in the pool or of sources tapped anyway first, then the least flexible of the rest.
 */
function chooseSources(
  variants: readonly PaymentVariant[],
  extra: number,
  sources: readonly PaymentSource[],
): Payment | null {
  const unitMasks: number[] = [];
  const unitSource: number[] = [];
  const free = new Set<number>();
  for (const source of sources) {
    if (source.floating) free.add(source.id);
    for (const mask of source.units) {
      unitMasks.push(mask);
      unitSource.push(source.id);
    }
  }
  for (const variant of variants) {
    const amount = variant.amount + extra;
    const assignment = findPayment(variant.pips, amount, unitMasks);
    if (!assignment) continue;
    const used = new Set(assignment);
    const tapped = new Set(assignment.map((unit) => unitSource[unit]));
    const byFlexibility = unitMasks
      .map((_, unit) => unit)
      .sort((a, b) => popcount(unitMasks[a]) - popcount(unitMasks[b]));
    for (let generic = amount - variant.pips.length; generic > 0; generic--) {
      const unit =
        byFlexibility.find((u) => !used.has(u) && (tapped.has(unitSource[u]) || free.has(unitSource[u]))) ??
        byFlexibility.find((u) => !used.has(u))!;
      used.add(unit);
      tapped.add(unitSource[unit]);
    }
    const unspent = unitMasks.flatMap((mask, unit) =>
      !used.has(unit) && tapped.has(unitSource[unit]) ? [{ source: unitSource[unit], mask }] : [],
    );
    return { sources: [...tapped], unspent };
  }
  return null;
}

const tappedCount = (payment: Payment, floating: ReadonlySet<number>) =>
  payment.sources.filter((id) => !floating.has(id)).length;

/**
 * The sources to pay with, as chooseSources picks them, sacrificing as few of the sources that are sacrificed to
 * pay (Treasures) as the payment needs: none when the others can pay. Mana already in the pool (CR 106.4) is
 * spent before another source is tapped: a tapped source the rest can do without is left untapped.
 */
export function choosePayment(
  variants: readonly PaymentVariant[],
  extra: number,
  sources: readonly PaymentSource[],
): Payment | null {
  const floating = sources.filter((s) => s.floating);
  const kept = sources.filter((s) => !s.sacrificed && !s.floating);
  const spent = sources.filter((s) => s.sacrificed && !s.floating);
  const inPool = new Set(floating.map((s) => s.id));
  for (let n = 0; n <= spent.length; n++) {
    let usable = [...floating, ...kept, ...spent.slice(0, n)];
    let chosen = chooseSources(variants, extra, usable);
    if (!chosen) continue;
    if (floating.length === 0) return chosen;
    const flexibility = (id: number) => usable.find((s) => s.id === id)!.units.reduce((n, m) => n + popcount(m), 0);
    const tapped = chosen.sources.filter((s) => !inPool.has(s)).sort((a, b) => flexibility(b) - flexibility(a));
    for (const id of tapped) {
      const without = usable.filter((s) => s.id !== id);
      const fewer = chooseSources(variants, extra, without);
      if (fewer && tappedCount(fewer, inPool) < tappedCount(chosen, inPool)) {
        usable = without;
        chosen = fewer;
      }
    }
    return chosen;
  }
  return null;
}

/**
 * How many pips of each mana type (by MANA_BIT) the cards the player may cast next ask for: those in hand, in the
 * command zone and on an adventure in exile (CR 601.2f, 107.4), each card by the way to pay it (a face, a cost
 * variant) that asks for the most of that type; a hybrid pip counts for each of its types.
 */
export function pipsWanted(state: PlaytestState): ReadonlyMap<number, number> {
  const onAdventure = state.zones.exile.filter((id) => state.cards[id].onAdventure);
  const castable = [...state.zones.hand, ...state.zones.command, ...onAdventure];
  const wanted = new Map<number, number>();
  for (const id of castable) {
    const variants = (state.defs[state.cards[id].def].mtg?.castOptions ?? []).flatMap((o) => o.cost.variants);
    for (const bit of Object.values(MANA_BIT)) {
      const most = Math.max(0, ...variants.map((v) => v.pips.filter((pip) => pip & bit).length));
      if (most) wanted.set(bit, (wanted.get(bit) ?? 0) + most);
    }
  }
  return wanted;
}

/**
 * CR 106.4, 605.3b: a mana ability that adds one mana of several types ("{T}: Add {W} or {U}.") adds one of them,
 * chosen as it resolves. `chosen` (a MANA_BIT) when the unit can be it; else the type the cards to cast next ask for
 * most (pipsWanted), the first in WUBRG order on a tie or when they ask for none of its types. A unit of one type
 * stays as it is; a snow source's keeps its snow bit (107.4h).
 */
export function resolveUnit(mask: number, chosen: number | undefined, wanted: ReadonlyMap<number, number>): number {
  const types = mask & ANY_TYPE;
  if ((types & (types - 1)) === 0) return mask;
  const most = (best: number, bit: number) => ((wanted.get(bit) ?? 0) > (wanted.get(best) ?? 0) ? bit : best);
  const type =
    chosen !== undefined && types & chosen
      ? chosen
      : Object.values(MANA_BIT)
          .filter((bit) => types & bit)
          .reduce(most);
  return (mask & ~ANY_TYPE) | type;
}

/** A unit of mana as the log and the table show it: "{G}", or "{W/U}" for one mana of either type (CR 106.1b). */
export function unitSymbols(mask: number): string {
  const kinds = (Object.keys(MANA_BIT) as (keyof typeof MANA_BIT)[]).filter((k) => mask & MANA_BIT[k]);
  return `{${kinds.join('/')}}`;
}
