// Duel Masters actions at the table: charging mana (DM 503, 405.1), summoning and casting paid by civilization
// with engine/dm's exact payment (112.2), breaking shields with the shield-trigger prompt (701.14, 112.3a),
// attacking the goldfish opponent (301.5, 509).
import { createManaZone, canPay, payCost, putIntoManaZone } from '../dm/mana.ts';
import type { DmCardProfile } from '../goldfish/dm-card.ts';
import type { CardRef, PlaytestState } from './types.ts';
import { Refused, findCard, moveCard, nameOf } from './table.ts';

const profileOf = (state: PlaytestState, id: number): DmCardProfile => state.defs[state.cards[id].def].dm!;

/**
 * DM 503.1–503.2: one card from hand to the mana zone per turn, in the mana charge step, which comes before the
 * main step and is never gone back to (500.1, 500.2a); the player may override both. Multicolored enters tapped (405.1).
 */
export function charge(draft: PlaytestState, ref: CardRef, override: boolean): void {
  const { id } = findCard(draft, ref, ['hand'], 'DM 503.1');
  if (draft.mainStepBegun && !override)
    throw new Refused(
      'charge.after-main',
      'the main step has begun this turn (a card was cast or a creature attacked): the mana charge step comes before it and is not gone back to',
      'DM 500.2a',
    );
  if (draft.chargesThisTurn >= 1 && !override)
    throw new Refused('charge.one-per-turn', 'a card was already charged this turn: one charge per turn', 'DM 503.2');
  moveCard(draft, id, 'mana');
  draft.chargesThisTurn += 1;
}

/** Where a resolved card goes: creatures to the battle zone, chargers to the mana zone, other spells to the graveyard. */
function resolve(draft: PlaytestState, id: number, asSpellHalf = false): void {
  const profile = profileOf(draft, id);
  if (profile.creature && !asSpellHalf) moveCard(draft, id, 'battle');
  else if (asSpellHalf ? profile.spellHalf!.charger : profile.charger) moveCard(draft, id, 'mana');
  else moveCard(draft, id, 'graveyard');
}

/** The cost and civilizations of the half executed: the front, or a twinpact's spell half as face 1 (DM 810.3a). */
function executedHalf(draft: PlaytestState, id: number, face: number | undefined) {
  const profile = profileOf(draft, id);
  if (!face) return { cost: profile.cost, castCivilizations: profile.castCivilizations };
  if (face !== 1 || !profile.spellHalf)
    throw new Refused(
      'cast.no-face',
      `${nameOf(draft, id)} has no face ${face}: only a twinpact's spell half is cast as face 1`,
      'DM 810.3',
    );
  return profile.spellHalf;
}

/**
 * DM 112.2: summons or casts a card from hand, tapping the named mana cards or a minimal set the exact
 * civilization payment chooses (one card per civilization, then enough mana, 112.2a–c). A twinpact's spell half
 * (face 1) is paid and resolved as that spell (810.3a). Returns the names tapped.
 */
export function castDm(
  draft: PlaytestState,
  ref: CardRef,
  tap: readonly CardRef[] | undefined,
  face?: number,
): string[] {
  const { id } = findCard(draft, ref, ['hand']);
  const def = draft.defs[draft.cards[id].def];
  const half = executedHalf(draft, id, face);
  const named = tap?.map((r) => findCard(draft, r, ['mana'], 'DM 112.2a').id);
  for (const m of named ?? [])
    if (draft.cards[m].tapped)
      throw new Refused('tap.already-tapped', `${nameOf(draft, m)} is already tapped`, 'DM 112.2a');
  const candidates = (named ?? draft.zones.mana).filter((m) => !draft.cards[m].tapped);
  const zone = createManaZone(candidates.length);
  for (const m of candidates) {
    const i = putIntoManaZone(zone, profileOf(draft, m).civilizations, profileOf(draft, m).manaNumber);
    zone.tapped[i] = 0;
  }
  const paid = named
    ? canPay(half.cost, half.castCivilizations, zone)
    : payCost(half.cost, half.castCivilizations, zone);
  if (!paid) {
    throw new Refused(
      'cast.cannot-pay',
      `${def.name} costs ${half.cost} with one ${named ? 'named' : 'untapped'} mana card for each of its civilizations: the mana zone cannot pay it`,
      'DM 112.2a',
    );
  }
  const tapped = named ?? candidates.filter((_, i) => zone.tapped[i]);
  for (const m of tapped) draft.cards[m].tapped = true;
  draft.mainStepBegun = true; // DM 504: cards are cast in the main step
  resolve(draft, id, face === 1);
  return tapped.map((m) => nameOf(draft, m));
}

/** DM 701.14: the top shields go to hand; each with a shield trigger waits for "use" or "keep" (112.3a). */
export function breakShields(draft: PlaytestState, count: number): number[] {
  const broken = draft.zones.shields.slice(0, count);
  if (broken.length < count)
    throw new Refused('shield.none-left', `only ${broken.length} shields are left`, 'DM 509.5');
  for (const id of broken) {
    moveCard(draft, id, 'hand');
    if (draft.defs[draft.cards[id].def].shieldTrigger) draft.pendingTriggers.push(id);
  }
  return broken;
}

/** DM 112.3a: a broken shield trigger is used for free (executed at once) or kept in hand. */
export function answerTrigger(draft: PlaytestState, ref: CardRef, use: boolean): number {
  const { id } = findCard(draft, ref, ['hand'], 'DM 112.3a');
  if (!draft.pendingTriggers.includes(id))
    throw new Refused(
      'trigger.not-pending',
      `${nameOf(draft, id)} is not a shield trigger waiting for an answer`,
      'DM 112.3a',
    );
  draft.pendingTriggers = draft.pendingTriggers.filter((p) => p !== id);
  // DM 810.3a: a twinpact whose S・トリガー is on its spell half casts that spell, not the creature.
  const profile = profileOf(draft, id);
  if (use) resolve(draft, id, !profile.shieldTrigger && profile.spellHalf?.shieldTrigger === true);
  return id;
}

/** The log's word for an attack that was a direct attack, which wins the game (DM 104.2a, 509.1). */
export const DIRECT_ATTACK = 'direct';

/**
 * DM 301.5, 509: an untapped creature that has been in the battle zone since the turn began (or a speed
 * attacker) taps to attack; it breaks its breaker number of the opponent's shields, or wins with a direct
 * attack when none are left (509.1). `ids` are the attackers as chooseAttackers (attackers.ts) read the names.
 */
export function attackDm(draft: PlaytestState, ids: readonly number[]): { broken: number; direct: boolean } {
  let broken = 0;
  let direct = false;
  for (const id of ids) {
    const card = draft.cards[id];
    const profile = profileOf(draft, id);
    if (!profile.creature || !profile.attacksPlayers)
      throw new Refused('attack.cannot-attack', `${profile.name} cannot attack players`, 'DM 301.5');
    if (card.tapped) throw new Refused('attack.tapped', `${profile.name} is tapped`, 'DM 506.1a');
    if (card.enteredTurn === draft.turn && !profile.speedAttacker)
      throw new Refused(
        'attack.summoning-sick',
        `${profile.name} entered the battle zone this turn (summoning sickness)`,
        'DM 301.5, 506.1a',
      );
    card.tapped = true;
    draft.mainStepBegun = true; // DM 500.1: the attack step comes after the main step
    if (draft.opponentShields === 0) {
      direct = true;
      draft.wonOnTurn ??= draft.turn;
    } else {
      const breaks = Math.min(profile.breaker, draft.opponentShields);
      draft.opponentShields -= breaks;
      broken += breaks;
    }
  }
  return { broken, direct };
}

/**
 * DM 701.30a: GR summon puts the top card of the super GR into the battle zone as if its cost were paid. It is a
 * summon, so the creature has summoning sickness (301.5), and it is done in the main step (an effect's, DM 811.2a).
 */
export function grSummon(draft: PlaytestState): number {
  const id = draft.zones.gr[0];
  if (id === undefined)
    throw new Refused('gr.empty', 'the super GR zone is empty: there is nothing to GR summon', 'DM 701.30a');
  moveCard(draft, id, 'battle');
  draft.mainStepBegun = true;
  return id;
}
