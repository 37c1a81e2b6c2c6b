// Paying Duel Masters costs from the mana zone (DM 112.2, 107.2, 405.1; digest §4.6), for the goldfish engine.
//
// The rule (112.2a): tap one mana card for EACH civilization of the card being executed, a different card for each
// (a multicolored mana card pays only one civilization, because the mana it makes has one of its civilizations,
// 107.2); then tap more cards until their mana numbers (207) add up to the cost. A cost reduced below the number of
// civilizations still needs one card per civilization; the excess is lost (112.2b). No card may be tapped beyond
// that (112.2c). Multicolored cards enter the mana zone tapped (405.1).
//
// API (all allocation-free per call; the zone is typed arrays so a simulation can hold it for millions of games):
//   createManaZone(capacity)                  an empty zone
//   putIntoManaZone(zone, civMask, manaNumber) a card enters the zone; tapped when multicolored (405.1)
//   removeFromManaZone(zone, index)           a card leaves (the last card takes its index)
//   untapManaZone(zone)                       turn start (501.1, 702.3a)
//   untappedManaTotal(zone)                   the most mana the untapped cards can make
//   canPay(cost, civMask, zone)               exact: can this cost with these civilizations be paid now?
//   payCost(cost, civMask, zone)              taps a legal, minimal set of cards for it; false (nothing tapped) if none
// Civilizations are bitmasks (civilizationMask in ./civilizations.ts: light 1, water 2, darkness 4, fire 8, nature 16;
// 0 = colorless).
//
// Exactness: the civilization part is a bipartite matching of the required civilizations (≤ 5) to distinct cards.
// It is decided with Hall's theorem over the ≤ 31 subsets of the required civilizations, counting cards by which of
// the required civilizations they have (2^k buckets for k required, a subset-sum transform of k × 2^k additions):
// no search, no guess. The amount part
// holds exactly when the cards' mana numbers add up to the cost, since the matched cards are tapped anyway and every
// other card may add to them. payCost reuses the same test to shrink the set of untapped cards to a minimal one.

/** The untapped and tapped cards of one player's mana zone, as parallel typed arrays; indices 0 … size-1 are used. */
export interface ManaZone {
  size: number;
  /** Civilization bitmask of each card (0: colorless, 106.2c). */
  civs: Uint8Array;
  /** Mana number of each card (DM 207: 1 for almost all, 0 for five-civilization cards, 2 under some effects). */
  mana: Uint8Array;
  /** 1 when the card is tapped. */
  tapped: Uint8Array;
}

const CIVILIZATION_COUNT = 5;
const MASKS = 1 << CIVILIZATION_COUNT;
const FULL_MASK = MASKS - 1;
/** Mana numbers above this are ordered together when choosing which cards to tap. */
const MAX_MANA_NUMBER = 2;

/** Number of civilizations in each mask. */
const POPCOUNT = Uint8Array.from({ length: MASKS }, (_, m) => {
  let n = 0;
  for (let b = m; b; b &= b - 1) n++;
  return n;
});

export function createManaZone(capacity = 40): ManaZone {
  return { size: 0, civs: new Uint8Array(capacity), mana: new Uint8Array(capacity), tapped: new Uint8Array(capacity) };
}

function grow(zone: ManaZone): void {
  const capacity = Math.max(8, zone.civs.length * 2);
  const civs = new Uint8Array(capacity);
  civs.set(zone.civs);
  const mana = new Uint8Array(capacity);
  mana.set(zone.mana);
  const tapped = new Uint8Array(capacity);
  tapped.set(zone.tapped);
  zone.civs = civs;
  zone.mana = mana;
  zone.tapped = tapped;
}

/** DM 405.1: a card put into the mana zone; multicolored cards are put there tapped. Returns its index. */
export function putIntoManaZone(zone: ManaZone, civMask: number, manaNumber: number): number {
  if (zone.size === zone.civs.length) grow(zone);
  const i = zone.size++;
  zone.civs[i] = civMask & FULL_MASK;
  zone.mana[i] = manaNumber;
  zone.tapped[i] = POPCOUNT[civMask & FULL_MASK] >= 2 ? 1 : 0;
  return i;
}

/** A card leaves the mana zone; the last card moves into its index. */
export function removeFromManaZone(zone: ManaZone, index: number): void {
  const last = --zone.size;
  zone.civs[index] = zone.civs[last];
  zone.mana[index] = zone.mana[last];
  zone.tapped[index] = zone.tapped[last];
}

/** DM 501.1 / 702.3a: the turn player untaps their cards at the start of the turn. */
export function untapManaZone(zone: ManaZone): void {
  zone.tapped.fill(0, 0, zone.size);
}

/** The sum of the untapped cards' mana numbers (107.2). */
export function untappedManaTotal(zone: ManaZone): number {
  let total = 0;
  for (let i = 0; i < zone.size; i++) if (!zone.tapped[i]) total += zone.mana[i];
  return total;
}

// Scratch space shared by the calls below; never allocated per call (grown only for a bigger zone).
const byMask = new Int32Array(MASKS);
let chosen = new Uint8Array(64);

/** Clears the counts of every sub-mask of `required` (the only entries the Hall test reads). */
function clearCounts(required: number): void {
  for (let t = required; ; t = (t - 1) & required) {
    byMask[t] = 0;
    if (t === 0) return;
  }
}

/**
 * Hall's condition on the cards counted in byMask (each card under its civilizations ∩ required; `cards` in all):
 * for each set S of the required civilizations, at least |S| cards have one of them. Leaves byMask transformed.
 */
function everyCivilizationGetsACard(required: number, cards: number): boolean {
  if (cards < POPCOUNT[required]) return false;
  if (required === 0) return true;
  // byMask[T] becomes the number of cards whose required civilizations all lie in T (T ⊆ required).
  for (let bit = 1; bit < MASKS; bit <<= 1) {
    if (!(required & bit)) continue;
    for (let t = required; t; t = (t - 1) & required) if (t & bit) byMask[t] += byMask[t ^ bit];
  }
  for (let s = required; s; s = (s - 1) & required) {
    const cardsWithOneOfS = cards - byMask[required & ~s];
    if (cardsWithOneOfS < POPCOUNT[s]) return false;
  }
  return true;
}

/**
 * DM 112.2a feasibility, exactly: every required civilization gets its own untapped card and the untapped mana
 * numbers reach the cost (which 112.2b lets be below the number of civilizations).
 */
export function canPay(cost: number, civMask: number, zone: ManaZone): boolean {
  const required = civMask & FULL_MASK;
  clearCounts(required);
  let total = 0;
  let untapped = 0;
  for (let i = 0; i < zone.size; i++) {
    if (zone.tapped[i]) continue;
    byMask[zone.civs[i] & required]++;
    total += zone.mana[i];
    untapped++;
  }
  return total >= cost && everyCivilizationGetsACard(required, untapped);
}

/** How much a card is worth keeping untapped: more civilizations first, then a higher mana number. */
export function keepPriority(civs: number, mana: number): number {
  return POPCOUNT[civs] * (MAX_MANA_NUMBER + 1) + Math.min(mana, MAX_MANA_NUMBER);
}

/** Whether the chosen cards without `left` still pay the cost (112.2a). */
function paysWithout(left: number, cost: number, required: number, zone: ManaZone): boolean {
  clearCounts(required);
  let total = 0;
  let cards = 0;
  for (let i = 0; i < zone.size; i++) {
    if (!chosen[i] || i === left) continue;
    byMask[zone.civs[i] & required]++;
    total += zone.mana[i];
    cards++;
  }
  return total >= cost && everyCivilizationGetsACard(required, cards);
}

/**
 * Pays a cost (112.2): taps a set of untapped cards that holds a different card for each civilization and enough
 * mana, and returns true; or taps nothing and returns false when canPay is false. The set is minimal (112.2c: no
 * tapped card could have stayed untapped). It starts from every untapped card and leaves out, one at a time and
 * while the rest still pays, the cards most worth keeping: most civilizations first (a five-civilization card
 * is kept free unless a civilization needs it), then the higher mana number. Leaving out a card never lets an
 * earlier one go, so one pass gives a minimal set.
 */
export function payCost(cost: number, civMask: number, zone: ManaZone): boolean {
  const required = civMask & FULL_MASK;
  if (!canPay(cost, required, zone)) return false;
  if (chosen.length < zone.size) chosen = new Uint8Array(Math.max(zone.size, chosen.length * 2));
  for (let i = 0; i < zone.size; i++) chosen[i] = zone.tapped[i] ? 0 : 1;
  for (let priority = keepPriority(FULL_MASK, MAX_MANA_NUMBER); priority >= 0; priority--) {
    for (let i = 0; i < zone.size; i++) {
      if (chosen[i] && keepPriority(zone.civs[i], zone.mana[i]) === priority && paysWithout(i, cost, required, zone))
        chosen[i] = 0;
    }
  }
  for (let i = 0; i < zone.size; i++) if (chosen[i]) zone.tapped[i] = 1;
  return true;
}
