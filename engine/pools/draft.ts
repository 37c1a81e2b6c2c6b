// A booster draft against bots (MTR 7.x Booster Draft: 4 to 8 players, 3 boosters each; CR 905.1a: pick one card,
// pass the rest left in rounds 1 and 3, right in round 2; a player sees only the pack in hand and their own picks).
// Seats are numbered clockwise from the player (seat 0): seat s passes left to seat s + 1. Each seat's booster of
// round r is booster r × seats + s of openBoosters for the draft's seed, so the packs are those `pool open` would
// open; a cube draft deals them from the cube (cube.ts). Bots pick by a policy kept as data (BOT_POLICIES). A draft
// is a pure function of its setup and the player's picks in order: that is all a stored draft keeps, and replaying
// them gives the same state.
import type { BoosterProduct } from './booster-config.ts';
import { openBoosters, type MissingSheetCards, type OpenedCard, type SheetCard } from './boosters.ts';
import { dealCube } from './cube.ts';
import type { Reason, Reasoned } from '../text/reasons.ts';
import { isNamedBasicName } from '../formats/checks/common.ts';

/** MTR 7.x: a booster draft seats 4 to 8 players; Forge and XMage fill a table of 8 with bots. */
export const MIN_SEATS = 4;
export const MAX_SEATS = 8;
export const DEFAULT_SEATS = 8;
/** MTR Appendix D, CR 905.1a: three boosters per player, one per round. */
export const DRAFT_ROUNDS = 3;

/** CR 905.1a: left in rounds 1 and 3, right in round 2. Left is +1 (the next seat clockwise). */
const PASS_DIRECTIONS: readonly (1 | -1)[] = [1, -1, 1];

/** An opened card as drafted: the booster it was opened in (r × seats + seat) and its place there. */
export interface DraftCard extends OpenedCard {
  booster: number;
  slot: number;
}

/**
 * How a bot scores a card: its rarity's weight; once the bot has made `colorsAfter` picks, plus `inColors` when
 * every color of the card is among the bot's two most-picked colors, minus `offColors` when one is not. Colorless
 * cards (artifacts, lands) score their rarity alone. Of equal scores the card earliest in the pack is taken.
 */
export interface BotPolicy {
  id: string;
  rarity: Readonly<Record<string, number>>;
  /** The weight of a rarity the table does not name (MTGJSON "special", "bonus"). */
  otherRarity: number;
  colorsAfter: number;
  inColors: number;
  offColors: number;
  /**
   * The score of one of the five named basic lands, below any other card's; null scores it as any common land. A
   * Limited deck adds them freely (MTR 7.2, CR 100.2b), so a pick of one is a pick lost; Forge's CardRanker scores
   * them unpickable. Snow basics and Wastes are not free and score as cards.
   */
  freeBasicLand: number | null;
}

const RARITY_THEN_COLORS = {
  rarity: { mythic: 5, rare: 4, uncommon: 2, common: 1 },
  otherRarity: 3,
  colorsAfter: 4,
  inColors: 3,
  offColors: 2,
};

/**
 * Every policy a stored draft may name (a draft replays with the policy it began with, so an old one stays);
 * the last is the one new drafts use.
 */
export const BOT_POLICIES: readonly BotPolicy[] = [
  { id: 'rarity-then-colors', ...RARITY_THEN_COLORS, freeBasicLand: null },
  { id: 'rarity-then-colors-basics-last', ...RARITY_THEN_COLORS, freeBasicLand: -100 },
];
export const DEFAULT_BOT_POLICY = BOT_POLICIES[BOT_POLICIES.length - 1];

/** The policy of that id; undefined for one this version does not know. */
export const botPolicyById = (id: string): BotPolicy | undefined => BOT_POLICIES.find((p) => p.id === id);

/** The colors in the order a tie between two equally picked colors is settled (CR 105.1). */
const COLOR_ORDER = ['W', 'U', 'B', 'R', 'G'];

interface DraftTable {
  seed: number;
  seats: number;
  policy?: BotPolicy;
}

/** What fixes a booster draft, with the player's picks: the product and the card data's cards, the seed, the seats. */
export interface BoosterDraftSetup extends DraftTable {
  product: BoosterProduct;
  known: ReadonlyMap<string, SheetCard>;
}

/** What fixes a cube draft, with the player's picks: the cube's cards (a copy each) and the size of a pack. */
export interface CubeDraftSetup extends DraftTable {
  cube: readonly SheetCard[];
  packSize: number;
}

export type DraftSetup = BoosterDraftSetup | CubeDraftSetup;

export interface DraftState {
  seats: number;
  /** 1-based pack (round) and pick number of the pick awaited; after the draft, the last ones made. */
  pack: number;
  pick: number;
  /** The pack the player holds now (CR 905.1a); empty when the draft is done. */
  current: DraftCard[];
  /** Every seat's picks in order; seat 0's are the player's. */
  picks: DraftCard[][];
  /** The player's picks so far as indices into the pack then held: what a stored draft keeps. */
  playerPicks: number[];
  done: boolean;
  missing: MissingSheetCards[];
}

/** A pick the draft refuses: the card is not in the current pack, or the draft is over. */
export class DraftPickError extends Error implements Reasoned {
  readonly reason: Reason;
  constructor(message: string, reason: Reason) {
    super(message);
    this.name = 'DraftPickError';
    this.reason = reason;
  }
}

/** The two colors a seat has picked most, ties settled in WUBRG order. */
export function topColors(picks: readonly OpenedCard[]): string[] {
  const counts = new Map<string, number>();
  for (const card of picks) for (const c of card.colors) counts.set(c, (counts.get(c) ?? 0) + 1);
  return COLOR_ORDER.filter((c) => counts.has(c))
    .sort((a, b) => counts.get(b)! - counts.get(a)! || COLOR_ORDER.indexOf(a) - COLOR_ORDER.indexOf(b))
    .slice(0, 2);
}

/**
 * Why a policy scores a card as it does, the terms of BotPolicy: a free named basic; its rarity alone, before the
 * bot's `colorsAfter`-th pick or for a colorless card; its rarity with the bonus of the bot's two most-picked colors,
 * or less the malus of a color outside them.
 */
export type BotScoreReason =
  | { code: 'free-basic' }
  | { code: 'rarity-early'; rarity: string; colorsAfter: number }
  | { code: 'rarity-colorless'; rarity: string }
  | { code: 'in-colors' | 'off-colors'; rarity: string; colors: string[] };

function botScoring(
  policy: BotPolicy,
  card: OpenedCard,
  picks: readonly OpenedCard[],
): { score: number; reason: BotScoreReason } {
  if (policy.freeBasicLand !== null && isNamedBasicName(card.name))
    return { score: policy.freeBasicLand, reason: { code: 'free-basic' } };
  const rarity = policy.rarity[card.rarity] ?? policy.otherRarity;
  if (picks.length < policy.colorsAfter)
    return { score: rarity, reason: { code: 'rarity-early', rarity: card.rarity, colorsAfter: policy.colorsAfter } };
  if (card.colors.length === 0) return { score: rarity, reason: { code: 'rarity-colorless', rarity: card.rarity } };
  const colors = topColors(picks);
  return card.colors.every((c) => colors.includes(c))
    ? { score: rarity + policy.inColors, reason: { code: 'in-colors', rarity: card.rarity, colors } }
    : { score: rarity - policy.offColors, reason: { code: 'off-colors', rarity: card.rarity, colors } };
}

export const botScore = (policy: BotPolicy, card: OpenedCard, picks: readonly OpenedCard[]): number =>
  botScoring(policy, card, picks).score;

/** The card the policy would take from `pack` (botPick) and why it scores as it does; null for an empty pack. */
export function botSuggestion(
  policy: BotPolicy,
  pack: readonly OpenedCard[],
  picks: readonly OpenedCard[],
): { index: number; reason: BotScoreReason } | null {
  const index = botPick(policy, pack, picks);
  return index < 0 ? null : { index, reason: botScoring(policy, pack[index], picks).reason };
}

/** The index of the card the policy takes from `pack`: the best score, the earliest of equals. */
export function botPick(policy: BotPolicy, pack: readonly OpenedCard[], picks: readonly OpenedCard[]): number {
  let best = -1;
  let bestScore = -Infinity;
  pack.forEach((card, i) => {
    const score = botScore(policy, card, picks);
    if (score > bestScore) [best, bestScore] = [i, score];
  });
  return best;
}

/** Every pack of the draft, boosters opened or cube packs dealt, booster r × seats + s for seat s in round r. */
function allPacks(setup: DraftSetup): { packs: OpenedCard[][]; missing: MissingSheetCards[] } {
  const count = DRAFT_ROUNDS * setup.seats;
  if ('cube' in setup)
    return { packs: dealCube(setup.cube, { seed: setup.seed, packs: count, packSize: setup.packSize }), missing: [] };
  return openBoosters(setup.product, setup.known, { seed: setup.seed, count });
}

/** The booster each seat opens in each round: [round][seat]. */
function openDraftBoosters(setup: DraftSetup): { packs: DraftCard[][][]; missing: MissingSheetCards[] } {
  const opened = allPacks(setup);
  const packs = Array.from({ length: DRAFT_ROUNDS }, (_, round) =>
    Array.from({ length: setup.seats }, (_, seat) => {
      const booster = round * setup.seats + seat;
      return opened.packs[booster].map((card, slot): DraftCard => ({ ...card, booster, slot }));
    }),
  );
  return { packs, missing: opened.missing };
}

/** Every seat holding cards takes the card it chose (one pick at a time, CR 905.1a). */
function takePicks(held: DraftCard[][], choices: readonly number[], picks: DraftCard[][]): void {
  held.forEach((pack, seat) => {
    if (pack.length > 0) picks[seat].push(...pack.splice(choices[seat], 1));
  });
}

/** CR 905.1a: each pack goes on to the next seat in the round's direction (left: seat s to seat s + 1). */
function passPacks(held: readonly DraftCard[][], direction: 1 | -1): DraftCard[][] {
  const seats = held.length;
  return held.map((_, seat) => held[(seat - direction + seats) % seats]);
}

function checkSeats(seats: number): void {
  if (!Number.isInteger(seats) || seats < MIN_SEATS || seats > MAX_SEATS)
    throw new RangeError(`a booster draft seats ${MIN_SEATS} to ${MAX_SEATS} players (MTR 7), not ${seats}`);
}

/**
 * Plays the draft as far as the player's picks go: every seat picks from the pack it holds, then the packs pass.
 * With `auto`, the bot policy picks for the player too once `playerPicks` run out, to the end. A pick index not in
 * the pack then held is refused (DraftPickError).
 */
export function replayDraft(
  setup: DraftSetup,
  playerPicks: readonly number[],
  options: { auto?: boolean } = {},
): DraftState {
  checkSeats(setup.seats);
  const policy = setup.policy ?? DEFAULT_BOT_POLICY;
  const { packs, missing } = openDraftBoosters(setup);
  const picks: DraftCard[][] = Array.from({ length: setup.seats }, () => []);
  const made: number[] = [];
  const state = (round: number, pick: number, current: DraftCard[], done: boolean): DraftState => ({
    seats: setup.seats,
    pack: round + 1,
    pick: pick + 1,
    current,
    picks,
    playerPicks: made,
    done,
    missing,
  });
  let round = 0;
  let pick = 0;
  for (; round < DRAFT_ROUNDS; round++) {
    // held[s]: the pack seat s holds now.
    let held = packs[round];
    for (pick = 0; held.some((p) => p.length > 0); pick++) {
      if (held[0].length > 0) {
        const next = made.length < playerPicks.length ? playerPicks[made.length] : undefined;
        if (next === undefined && !options.auto) return state(round, pick, held[0], false);
        const index = next ?? botPick(policy, held[0], picks[0]);
        checkInPack(index, held[0], round, pick);
        made.push(index);
      }
      const choices = held.map((pack, seat) =>
        seat === 0 ? made[made.length - 1] : botPick(policy, pack, picks[seat]),
      );
      takePicks(held, choices, picks);
      held = passPacks(held, PASS_DIRECTIONS[round]);
    }
  }
  if (made.length < playerPicks.length)
    throw new DraftPickError(`the draft is over: ${made.length} picks were made`, {
      code: 'draft.finished',
      params: { picks: made.length },
    });
  return state(DRAFT_ROUNDS - 1, Math.max(pick - 1, 0), [], true);
}

function checkInPack(index: number, pack: readonly DraftCard[], round: number, pick: number): void {
  if (Number.isInteger(index) && index >= 0 && index < pack.length) return;
  throw new DraftPickError(
    `pack ${round + 1} pick ${pick + 1}: there is no card ${index} in the pack, which holds ${pack.length} (0 to ${pack.length - 1})`,
    { code: 'draft.not-in-pack', params: { card: index, cards: pack.length, pack: round + 1, pick: pick + 1 } },
  );
}

/** The draft after one more pick by the player: refused when the card is not in the current pack or the draft is over. */
export function pickCard(setup: DraftSetup, playerPicks: readonly number[], index: number): DraftState {
  return replayDraft(setup, [...playerPicks, index]);
}
