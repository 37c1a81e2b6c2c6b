// A deck at other land counts, for the land sweep: the same deck size, lands added or removed in proportion
// to the deck's basic lands (or one land the player picks), spells removed in the player's order or the
// highest mana value first, and added back cheapest first (a spell that makes mana last), within the format's
// copy limits, counted with the sideboard's copies, and within the pool a Limited deck is built from: past them a
// stand-in card takes the place of a copy. Every variant is a plain SimDeck; compiling each
// aligned to the base deck's slots (compileDeck's alignTo) makes them all see the same shuffles.
import type { Card } from '../cards/types.ts';
import type { ResolvedDeckLike } from '../decks/resolve.ts';
import type { Board } from '../decks/types.ts';
import { legalityOf, limitFor } from '../formats/checks/common.ts';
import type { CopyLimitRule, FormatDefinition } from '../formats/types.ts';
import { manaUnits, PERMANENT_TYPES } from '../goldfish/mtg-card.ts';
import type { GoldfishPolicy, KeepRule } from '../goldfish/policy.ts';
import { distinctByName, type SimCard, type SimDeck } from '../sim/deck-input.ts';
import type { Reason, ReasonCode, Reasoned } from '../text/reasons.ts';

export interface LandVariantOptions {
  /** Land counts to build, low..high inclusive. */
  lands: readonly [number, number];
  /** The land to add and remove (a card of the deck, or any land card given); default: the deck's basics in proportion. */
  land?: Card;
  /** Spell names in the order they are removed first (and added back last); default: highest mana value first. */
  spellOrder?: readonly string[];
  /** The format whose copy limits the spells added keep to; none: CR 100.2a's four. */
  format?: CopyRules;
  /**
   * The deck's cards outside its main deck (sideboard, companion, command zone), by board and card name: a copy
   * rule counts them with the main deck's (CR 100.4a: the four-copy limit is the deck's and sideboard's together).
   */
  outsideMain?: BoardCounts;
  /**
   * The pool the deck is built from, copies by card name: the main deck takes no more (CR 100.2b), the sideboard's
   * copies being the pool's rest (100.4b). A Limited deck given none has its own cards for pool, sideboard included.
   */
  pool?: Readonly<Record<string, number>>;
}

/** Copies of each card by name, per board. */
export type BoardCounts = Partial<Record<Board, Readonly<Record<string, number>>>>;

/** Copies of each card by its name: a resolved entry by its card's name, as the simulator's deck names it. */
export function copiesByName(
  entries: readonly { name: string; count: number; cardId?: string }[],
  cards: ReadonlyMap<string, Card>,
): Record<string, number> {
  const copies: Record<string, number> = {};
  for (const e of entries) {
    const name = (e.cardId && cards.get(e.cardId)?.name) || e.name;
    copies[name] = (copies[name] ?? 0) + e.count;
  }
  return copies;
}

/** A resolved deck's copies in every board but the main deck and the maybeboard (a scratch list, no card of the deck). */
export function countsOutsideMain(deck: ResolvedDeckLike, cards: ReadonlyMap<string, Card>): BoardCounts {
  return Object.fromEntries(
    Object.entries(deck.boards)
      .filter(([board]) => board !== 'main' && board !== 'maybe')
      .map(([board, entries]) => [board, copiesByName(entries ?? [], cards)]),
  );
}

/**
 * What keeps a spell from another main-deck copy: the format's own limit (its copy rule, a card's own text, its
 * restricted list), the copies the deck's other boards hold under that rule (CR 100.4a), or the pool's (CR 100.2b).
 */
export type CopyLimitCause = 'format' | 'sideboard' | 'pool';

export interface LandVariant {
  lands: number;
  deck: SimDeck;
  /** What changed from the base deck's cards, by card name (positive: added). */
  changes: Record<string, number>;
  /**
   * Stand-ins added in place of lands, by the name of the spell each copies: no spell may take a further copy (the
   * format's limit, the sideboard's copies, the pool's), so each stands in for a card the player would choose (see
   * standInFor).
   */
  standIns: Record<string, number>;
  /** Why the main deck takes no further copy of each spell of `standIns`. */
  limitedBy: Record<string, CopyLimitCause>;
}

/**
 * What a format says of how many copies of a card a deck holds: its copy rules, its card pool's restrictions, and
 * its checks (a Limited format's `limited-pool`: the deck is built from a pool).
 */
export type CopyRules = Pick<FormatDefinition, 'copies' | 'legality' | 'checks'>;

/** A deck the sweep cannot vary the lands of by default: a RangeError, with the reason a screen words. */
export class LandSweepError extends RangeError implements Reasoned {
  readonly reason: Reason;
  constructor(message: string, code: ReasonCode, deck: string) {
    super(message);
    this.name = 'LandSweepError';
    this.reason = { code, params: { deck } };
  }
}

/** A card the land sweep counts as a land: its front face is a land (an MDFC with a spell front is a spell). */
export const isLandCard = (card: Card): boolean => card.faces[0]?.types.includes('Land') ?? false;
export const isBasicLand = (card: Card): boolean =>
  isLandCard(card) && (card.faces[0]?.supertypes.includes('Basic') ?? false);

/** A spell that makes mana once on the battlefield (a mana rock or creature, CR 605.1a), as the simulator reads it. */
export const makesMana = (card: Card): boolean =>
  card.faces.some((face) => PERMANENT_TYPES.some((t) => face.types.includes(t)) && manaUnits(face).length > 0);

/** CR 100.2a's limit over the deck and its sideboard (100.4a), for a deck played under no format. */
const CONSTRUCTED_RULE: Pick<CopyLimitRule, 'limit' | 'boards'> = { limit: 4, boards: ['main', 'side', 'companion'] };

/**
 * The most copies of a spell a format lets its main deck hold: the limit of its copy rule over the main deck (CR 100.2a
 * four, 903.5b one; no basic land is a spell), unless the card's own text says otherwise (Relentless Rats: any number);
 * one of a card the format restricts (MTR 6.2), whatever its text (CR 113.6n), and none of one only a commander may be
 * (Pauper Commander's "restricted").
 */
function mostCopiesIn(format: CopyRules | undefined, rule: Pick<CopyLimitRule, 'limit'>): (spell: Card) => number {
  const legality = format?.legality;
  return (card) => {
    const byRule = limitFor(card, rule);
    if (!legality || legalityOf(card, legality.keys) !== 'restricted') return byRule;
    if (legality.restricted === 'only-as-commander') return 0;
    return legality.restricted === 'not-as-commander' ? byRule : Math.min(byRule, 1);
  };
}

/** The bounds on a spell's main-deck copies, each with what sets it (the least of them is the spell's limit). */
type MainDeckBounds = Record<CopyLimitCause, number>;

/** Copies of a card by name over some boards. */
const copiesIn = (counts: BoardCounts, boards: readonly Board[], name: string): number =>
  boards.reduce((n, board) => n + (counts[board]?.[name] ?? 0), 0);

/**
 * Each spell's bounds: the format's limit; that limit less the copies its rule counts in the deck's other boards (CR
 * 100.4a); the pool's copies (CR 100.2b) less those of boards a copy cannot come from (a companion, 702.139a: the
 * sideboard is the pool's rest, 100.4b). A Limited deck given no pool has its own cards for pool (100.4b).
 */
function mainDeckBounds(options: Omit<LandVariantOptions, 'lands'>, main: ReadonlyMap<string, number>) {
  const { format, outsideMain = {} } = options;
  const rule = format ? format.copies.find((r) => r.boards.includes('main')) : CONSTRUCTED_RULE;
  const mostCopies = mostCopiesIn(format, rule ?? CONSTRUCTED_RULE);
  const countedWithMain = (rule?.boards ?? []).filter((b) => b !== 'main');
  const notFromPool = (Object.keys(outsideMain) as Board[]).filter((b) => b !== 'side');
  const limited = format?.checks.includes('limited-pool') ?? false;
  const { pool } = options;
  const poolCopies = pool
    ? (name: string) => pool[name] ?? 0
    : limited
      ? (name: string) => (main.get(name) ?? 0) + copiesIn(outsideMain, ['side', 'companion'], name)
      : () => Infinity;
  return (card: Card): MainDeckBounds => {
    const most = mostCopies(card);
    return {
      format: most,
      sideboard: most - copiesIn(outsideMain, countedWithMain, card.name),
      pool: poolCopies(card.name) - copiesIn(outsideMain, notFromPool, card.name),
    };
  };
}

/** What keeps a spell with `count` main-deck copies from another one; null when nothing does. */
function limitReached(bounds: MainDeckBounds, count: number): CopyLimitCause | null {
  if (count >= bounds.format) return 'format';
  if (count >= bounds.pool) return 'pool';
  return count >= bounds.sideboard ? 'sideboard' : null;
}

/** The name of the stand-in for a spell: no card's name, so no per-card figure of the spell counts it. */
export const standInName = (spell: string): string => `stand-in for ${spell}`;

/**
 * A card with the spell's mana cost, types and abilities under a name of its own: what the sweep adds in place of a
 * land when the format allows no further copy of any spell (CR 903.5b: a Commander deck's every spell). It stands in
 * for a card the player would choose, so it fills the spell's role: it is cast and spends mana as the spell would, and
 * a keep rule that requires the spell, by name or by a tag of its entry, counts it (withStandInsAsTheirSpells); but it
 * is not the spell, and no per-card figure of the spell (its castability) counts it.
 */
function standInFor(spell: Card): Card {
  return { ...spell, id: `${spell.id}#stand-in`, name: standInName(spell.name) };
}

/** A keep rule's required cards by name, each with its stand-in: a stand-in fills its spell's role in a hand. */
function countingStandIns(rule: KeepRule): KeepRule {
  if (rule.keep === 'always') return rule;
  const keep = rule.keep.map((clause) => ({
    ...clause,
    require: clause.require?.map((r) => (r.cards ? { ...r, cards: [...r.cards, ...r.cards.map(standInName)] } : r)),
  }));
  return { ...rule, keep };
}

/**
 * The policy the sweep plays its variants with, each stand-in taken for the spell it stands in for, as the player
 * would take the copy it replaces: cast at its spell's priority (the cast policy's ties between spells of equal mana
 * value go by card name), and counted by a keep rule that requires its spell by name (one that requires a tag counts
 * it by the tags it carries, deckAtLandCount). Per-card figures, which go by name, still count the spell alone.
 */
export function withStandInsAsTheirSpells(policy: GoldfishPolicy): GoldfishPolicy {
  const { priority } = policy.cast;
  const standIns = Object.entries(priority).map(([spell, rank]): [string, number] => [standInName(spell), rank]);
  const { mulligan } = policy;
  const bySize = Object.fromEntries(
    Object.entries(mulligan.bySize).map(([size, rule]) => [size, countingStandIns(rule)]),
  );
  return {
    ...policy,
    cast: { ...policy.cast, priority: { ...priority, ...Object.fromEntries(standIns) } },
    mulligan: { ...mulligan, bySize, ...(mulligan.free && { free: countingStandIns(mulligan.free) }) },
  };
}

export const countLands = (deck: SimDeck): number =>
  deck.main.reduce((n, e) => n + (isLandCard(e.card) ? e.count : 0), 0);

/** The default sweep: ±5 lands around the current count for a 60-card deck, ±6 for a 100-card one (commander included). */
export function defaultLandRange(deck: SimDeck): [number, number] {
  const library = deck.main.reduce((n, e) => n + e.count, 0);
  const size = library + (deck.commanders ?? []).reduce((n, e) => n + e.count, 0);
  const current = countLands(deck);
  const spread = size >= 100 ? 6 : 5;
  const nonlands = library - current;
  return [Math.max(0, current - spread), current + Math.min(spread, nonlands)];
}

/** Splits `total` over weights by largest remainder (ties to the earlier entry): always sums to `total`. */
function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left-- <= 0) break;
    shares[i]++;
  }
  return shares;
}

/** Removes `count` copies, taking from each entry no more than it has, in proportion to what each has. */
function removeInProportion(counts: Map<string, number>, names: readonly string[], count: number): void {
  let left = count;
  while (left > 0) {
    const have = names.map((n) => counts.get(n) ?? 0);
    const total = have.reduce((a, b) => a + b, 0);
    if (total === 0) throw new RangeError(`cannot remove ${count} lands: the deck has only ${count - left} to remove`);
    const take = apportion(Math.min(left, total), have).map((t, i) => Math.min(t, have[i]));
    names.forEach((n, i) => counts.set(n, have[i] - take[i]));
    left -= take.reduce((a, b) => a + b, 0);
  }
}

/**
 * The deck's spells in the order the sweep cuts them when it adds lands: `spellOrder` first (every name must be a
 * spell of the deck), then any spell it leaves out; by default the highest mana value first, ties in deck order.
 */
export function spellsByRemovalOrder(deck: SimDeck, spellOrder?: readonly string[]): SimCard[] {
  const spells = deck.main.filter((e) => !isLandCard(e.card));
  if (!spellOrder) return [...spells].sort((a, b) => b.card.manaValue - a.card.manaValue);
  const rank = new Map(spellOrder.map((name, i) => [name, i]));
  const unknown = spellOrder.find((name) => !spells.some((e) => e.card.name === name));
  if (unknown !== undefined) throw new RangeError(`"${unknown}" is not a spell of the deck`);
  return [...spells].sort((a, b) => (rank.get(a.card.name) ?? Infinity) - (rank.get(b.card.name) ?? Infinity));
}

/** The deck with `lands` lands and the same size. */
export function deckAtLandCount(deck: SimDeck, lands: number, options: Omit<LandVariantOptions, 'lands'>): LandVariant {
  const current = countLands(deck);
  const base = new Map<string, number>();
  for (const e of deck.main) base.set(e.card.name, (base.get(e.card.name) ?? 0) + e.count);
  const cards = new Map(distinctByName(deck.main).map((e) => [e.card.name, e]));
  const counts = new Map(base);
  const standIns = new Map<string, number>();
  const limitedBy: Record<string, CopyLimitCause> = {};
  // A basic land listed on two lines (two printings) is one name, as the counts are.
  const landNames = options.land
    ? [options.land.name]
    : [...new Set(deck.main.filter((e) => isBasicLand(e.card)).map((e) => e.card.name))];
  if (landNames.length === 0 && lands !== current)
    throw current === 0
      ? new LandSweepError(`"${deck.name}" has no lands: name the land to add`, 'advice.no-lands', deck.name)
      : new LandSweepError(
          `"${deck.name}" has no basic land to add or remove: name the land to use`,
          'advice.no-basic-land',
          deck.name,
        );
  if (options.land && !isLandCard(options.land)) throw new RangeError(`"${options.land.name}" is not a land`);
  if (options.land && !cards.has(options.land.name)) cards.set(options.land.name, { card: options.land, count: 0 });
  const order = spellsByRemovalOrder(deck, options.spellOrder);
  const delta = lands - current;
  if (delta > 0) {
    const shares = apportion(
      delta,
      landNames.map((n) => counts.get(n) || 1),
    );
    landNames.forEach((n, i) => counts.set(n, (counts.get(n) ?? 0) + shares[i]));
    // Spells out: every copy of the first spell in the removal order, then the next.
    let left = delta;
    for (const e of order) {
      const take = Math.min(left, counts.get(e.card.name) ?? 0);
      counts.set(e.card.name, (counts.get(e.card.name) ?? 0) - take);
      left -= take;
    }
    if (left > 0) throw new RangeError(`"${deck.name}" has too few spells for ${lands} lands`);
  } else if (delta < 0) {
    removeInProportion(counts, landNames, -delta);
    // Spells in: copies of the deck's own spells, from the end of the removal order (cheapest first), a copy of
    // each in turn. A spell that makes mana would change the mana the sweep measures, so none is added while
    // another spell can be; nor a copy past the format's limit for the card. When no spell may take another copy
    // (a singleton deck's every spell, CR 903.5b), a stand-in takes the next one's place: a second copy would make
    // that spell castable more often than the deck could ever have it.
    const back = [...order].reverse();
    if (back.length === 0) throw new RangeError(`"${deck.name}" has no spell to add in place of a land`);
    const makingNoMana = back.filter((e) => !makesMana(e.card));
    const spellsIn = makingNoMana.length > 0 ? makingNoMana : back;
    const boundsOf = mainDeckBounds(options, base);
    const bounds = new Map(spellsIn.map((e) => [e.card.name, boundsOf(e.card)]));
    const limitOf = (name: string) => limitReached(bounds.get(name)!, counts.get(name) ?? 0);
    for (let i = 0, next = 0; i < -delta; i++) {
      const at = nextBelowLimit(spellsIn, next, limitOf);
      const added = at ?? next;
      const name = spellsIn[added].card.name;
      if (at === null) {
        standIns.set(name, (standIns.get(name) ?? 0) + 1);
        limitedBy[name] = limitOf(name)!;
      } else counts.set(name, (counts.get(name) ?? 0) + 1);
      next = (added + 1) % spellsIn.length;
    }
  }
  const changes: Record<string, number> = {};
  for (const [name, n] of counts) if (n !== (base.get(name) ?? 0)) changes[name] = n - (base.get(name) ?? 0);
  // Each stand-in right after its spell, with its entry's tags: aligned on the base deck's slots (alignSlots), it then
  // takes the slot a copy of the spell would, and the variant plays the games a deck with that copy would.
  const main = [...cards.values()].flatMap((e) => [
    { ...e, count: counts.get(e.card.name) ?? 0 },
    { ...e, card: standInFor(e.card), count: standIns.get(e.card.name) ?? 0 },
  ]);
  return {
    lands,
    deck: { ...deck, main: main.filter((e) => e.count > 0) },
    changes,
    standIns: Object.fromEntries(standIns),
    limitedBy,
  };
}

/** The first spell from `from` on (round the list) that may take another copy; null when none may. */
function nextBelowLimit(
  spells: readonly SimCard[],
  from: number,
  limitOf: (name: string) => CopyLimitCause | null,
): number | null {
  for (let j = 0; j < spells.length; j++) {
    const at = (from + j) % spells.length;
    if (limitOf(spells[at].card.name) === null) return at;
  }
  return null;
}

/** The most land counts one sweep plays (a 100-card deck's ±6 is 13). */
export const MAX_LAND_COUNTS = 41;

/** One variant per land count in the range, lowest first. */
export function landVariants(deck: SimDeck, options: LandVariantOptions): LandVariant[] {
  const [low, high] = options.lands;
  if (!Number.isInteger(low) || !Number.isInteger(high) || low < 0 || low > high)
    throw new RangeError(`the land range must be two whole numbers, low to high, not ${low}..${high}`);
  if (high - low >= MAX_LAND_COUNTS)
    throw new RangeError(`the land range ${low}..${high} spans more than ${MAX_LAND_COUNTS} land counts`);
  return Array.from({ length: high - low + 1 }, (_, i) => deckAtLandCount(deck, low + i, options));
}
