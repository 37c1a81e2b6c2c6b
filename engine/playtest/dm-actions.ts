// Duel Masters actions at the table: charging mana (DM 503, 405.1), summoning and casting paid by civilization
// with engine/dm's exact payment (112.2), breaking shields with the shield-trigger prompt (701.14, 112.3a),
// attacking the goldfish opponent (301.5, 509).
import { createManaZone, canPay, keepPriority, payCost, putIntoManaZone } from '../dm/mana.ts';
import type { DmCardProfile } from '../goldfish/dm-card.ts';
import type { DmEvolutionSource } from '../goldfish/dm-evolution.ts';
import { isSourceFor } from '../sim/compile-dm.ts';
import type { CardDefinition, CardRef, PlaytestState, Zone } from './types.ts';
import { Refused, carryPowerModifier, findCard, moveCard, nameOf, zoneOf } from './table.ts';
import { checkDeckLeft } from './losing.ts';
import { sideUp } from './dm-sides.ts';

/** What the rules see of a card: a two-sided card's side up (DM 805.3, 807.3), else its card. */
export const profileOf = (state: PlaytestState, id: number): DmCardProfile =>
  sideUp(state, id)?.profile ?? state.defs[state.cards[id].def].dm!;

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

/** Whether a card in the shield zone is a shield, not a castle fortifying one (DM 304.2, 406.1). */
const isShield = (draft: PlaytestState, id: number): boolean => draft.cards[id].fortifies === undefined;

/** The cards of the shield zone that are shields, top first: castles are on them, not shields of their own (304.2). */
export const shieldsOf = (draft: PlaytestState): number[] => draft.zones.shields.filter((id) => isShield(draft, id));

/**
 * DM 304.2, 701.19a: the shield a castle fortifies, as named (`on`), or else the top shield; a shield may be
 * fortified by more than one castle. Refused when the named card is no shield or there is none.
 */
function shieldToFortify(draft: PlaytestState, castle: number, on: readonly CardRef[] | undefined): number {
  const named = on?.[0] === undefined ? undefined : findCard(draft, on[0], ['shields'], 'DM 701.19a').id;
  const shield = named ?? shieldsOf(draft)[0];
  if (shield === undefined || !isShield(draft, shield))
    throw new Refused(
      'cast.no-shield',
      `${nameOf(draft, castle)} is a castle: it is put on one of your shields, and ${named === undefined ? 'you have none' : `${nameOf(draft, named)} is a castle, not a shield`}`,
      'DM 304.2',
    );
  return shield;
}

/**
 * Where an executed card goes (DM 605.3): an element (a creature, cross gear, field, tamaseed …, 316.1) into the
 * battle zone, a castle onto a shield in the shield zone (304.2), a spell to the graveyard after it resolves
 * (302.2), or with "Charger" to the mana zone.
 */
function resolve(draft: PlaytestState, id: number, asSpellHalf: boolean, fortify: number | undefined): void {
  const def = draft.defs[draft.cards[id].def];
  const profile = def.dm!;
  if (!asSpellHalf && def.dmKind === 'element') moveCard(draft, id, 'battle');
  else if (fortify !== undefined) {
    moveCard(draft, id, 'shields');
    draft.cards[id].fortifies = fortify;
  } else if (asSpellHalf ? profile.spellHalf!.charger : profile.charger) moveCard(draft, id, 'mana');
  else moveCard(draft, id, 'graveyard');
}

/** The shield a card executed as `asSpellHalf` fortifies, when it is a castle (DM 304.2). */
const fortifiedBy = (draft: PlaytestState, id: number, asSpellHalf: boolean, on: readonly CardRef[] | undefined) =>
  !asSpellHalf && draft.defs[draft.cards[id].def].dmKind === 'castle' ? shieldToFortify(draft, id, on) : undefined;

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
 * A mana card tapped or untapped by hand (DM 105.6). Duel Masters has no mana pool: tapping mana cards is the payment
 * itself (112.2a), and the mana a card makes has one of its civilizations as it pays (107.2). So a mana card tapped by
 * hand is the start of the next payment, which uses it before tapping another; untapped again, it is not.
 */
export function tapDmByHand(draft: PlaytestState, id: number, tapped: boolean): void {
  draft.handTapped = draft.handTapped.filter((m) => m !== id);
  if (tapped && draft.zones.mana.includes(id)) draft.handTapped.push(id);
}

/** A mana zone of the given cards, all untapped, for the payment rules of engine/dm (112.2a). */
function manaZoneOf(draft: PlaytestState, cards: readonly number[]) {
  const zone = createManaZone(cards.length);
  for (const m of cards) {
    const i = putIntoManaZone(zone, profileOf(draft, m).civilizations, profileOf(draft, m).manaNumber);
    zone.tapped[i] = 0;
  }
  return zone;
}

/**
 * DM 112.2a–c: which of the untapped mana cards to tap, with the cards already tapped by hand (`begun`) paying first:
 * every untapped card and then every begun card the payment can do without is left out (112.2c), the untapped ones
 * most worth keeping first (engine/dm payCost's order), so a begun card not needed waits for the next payment.
 * Returns the untapped cards to tap and the begun cards used, or null when together they cannot pay.
 */
function payAfterHandTaps(
  draft: PlaytestState,
  half: { cost: number; castCivilizations: number },
  untapped: readonly number[],
  begun: readonly number[],
): { tap: number[]; used: number[] } | null {
  const pays = (cards: readonly number[]) => canPay(half.cost, half.castCivilizations, manaZoneOf(draft, cards));
  let chosen = [...begun, ...untapped];
  if (!pays(chosen)) return null;
  const keepFirst = payCostOrder(draft, untapped);
  for (const m of [...keepFirst, ...begun]) {
    const without = chosen.filter((c) => c !== m);
    if (pays(without)) chosen = without;
  }
  return { tap: chosen.filter((m) => !begun.includes(m)), used: chosen.filter((m) => begun.includes(m)) };
}

/** The untapped cards in the order payCost leaves them out: the ones most worth keeping untapped first. */
const payCostOrder = (draft: PlaytestState, cards: readonly number[]): number[] =>
  [...cards].sort((a, b) => worthKeeping(draft, b) - worthKeeping(draft, a));
const worthKeeping = (draft: PlaytestState, m: number) =>
  keepPriority(profileOf(draft, m).civilizations, profileOf(draft, m).manaNumber);

/**
 * DM 112.2a–c: taps the named mana cards, or a minimal set the exact civilization payment chooses (one card per
 * civilization, then enough mana), to pay `cost` of `civilizations` for `what`; refused when they cannot. The mana
 * cards tapped by hand since the last payment (handTapped) pay first, with the named cards or before any other.
 */
function payDm(
  draft: PlaytestState,
  what: string,
  half: { cost: number; castCivilizations: number },
  tap: readonly CardRef[] | undefined,
): number[] {
  const named = tap?.map((r) => findCard(draft, r, ['mana'], 'DM 112.2a').id);
  for (const m of named ?? [])
    if (draft.cards[m].tapped && !draft.handTapped.includes(m))
      throw new Refused('tap.already-tapped', `${nameOf(draft, m)} is already tapped`, 'DM 112.2a');
  const begun = draft.handTapped.filter((m) => !named || !named.includes(m));
  const candidates = (named ?? draft.zones.mana).filter((m) => !draft.cards[m].tapped);
  const paid = named
    ? canPay(half.cost, half.castCivilizations, manaZoneOf(draft, [...begun, ...named]))
      ? { tap: candidates, used: [...draft.handTapped] }
      : null
    : begun.length
      ? payAfterHandTaps(draft, half, candidates, begun)
      : payFromUntapped(draft, half, candidates);
  if (!paid) {
    throw new Refused(
      'cast.cannot-pay',
      `${what} costs ${half.cost} with one ${named ? 'named' : 'untapped'} mana card for each of its civilizations: the mana zone${begun.length ? ' and the mana cards tapped by hand' : ''} cannot pay it`,
      'DM 112.2a',
    );
  }
  for (const m of paid.tap) draft.cards[m].tapped = true;
  draft.handTapped = draft.handTapped.filter((m) => !paid.used.includes(m));
  return [...paid.used, ...paid.tap];
}

/** DM 112.2a–c: the minimal set of untapped cards engine/dm payCost taps, or null. */
function payFromUntapped(
  draft: PlaytestState,
  half: { cost: number; castCivilizations: number },
  candidates: readonly number[],
): { tap: number[]; used: number[] } | null {
  const zone = manaZoneOf(draft, candidates);
  if (!payCost(half.cost, half.castCivilizations, zone)) return null;
  return { tap: candidates.filter((_, i) => zone.tapped[i]), used: [] };
}

/** Where an evolution creature's sources are (DM 801.1a): the battle zone, the deck's top, the graveyard or mana. */
const SOURCE_ZONES: Readonly<Record<DmEvolutionSource['zone'], Zone[]>> = {
  battle: ['battle'],
  deck: ['deck'],
  unreachable: ['graveyard', 'mana'],
};

/**
 * DM 801.1a: the cards an evolution creature goes on, as named (`on`), or else the battle zone's first creatures its
 * evolution line allows, untapped ones first, or the deck's top cards for a deck evolution. None is needed by an
 * S-MAX or forbidden star evolution (815, 813.1b). Refused when there are not enough.
 */
function evolutionSources(draft: PlaytestState, id: number, on: readonly CardRef[] | undefined): number[] {
  const source = profileOf(draft, id).evolution;
  const name = nameOf(draft, id);
  if (!source) return [];
  const zones = SOURCE_ZONES[source.zone];
  const allowed = (m: number) => source.zone !== 'battle' || isSourceFor(source, profileOf(draft, m));
  const chosen: number[] = [];
  for (const ref of on ?? []) {
    const m = findCard(draft, ref, zones, 'DM 801.1a').id;
    if (chosen.includes(m) || m === id || !allowed(m))
      throw new Refused(
        'cast.no-evolution-source',
        `${nameOf(draft, m)} is not a creature ${name} can evolve from (its evolution line names its sources)`,
        'DM 801.1a',
      );
    chosen.push(m);
  }
  if (on === undefined && source.zone === 'deck') {
    checkDeckLeft(draft, source.count, `putting ${name} on its top ${source.count}`);
    chosen.push(...draft.zones.deck.slice(0, source.count));
  } else if (on === undefined && source.zone === 'battle') {
    const sources = draft.zones.battle.filter(allowed);
    const byTap = [...sources.filter((m) => !draft.cards[m].tapped), ...sources.filter((m) => draft.cards[m].tapped)];
    chosen.push(...byTap.slice(0, source.count));
  }
  if (chosen.length !== source.count)
    throw new Refused(
      'cast.no-evolution-source',
      `${name} is put on ${source.count} ${source.count === 1 ? 'card' : 'cards'} its evolution line names (in the ${zones.join(' or ')} zone), and ${chosen.length} ${chosen.length === 1 ? 'is' : 'are'} there or named`,
      'DM 801.1a',
    );
  return chosen;
}

/**
 * DM 801.1b, 801.2: the evolution creature goes on its sources, which go under it (with what was under them). In
 * the battle zone it takes the first source's place and is the same creature: tapped if a source was (801.2b),
 * crossed by the gears crossed onto it, with the power modifier set on it (801.2).
 */
function putOnSources(draft: PlaytestState, id: number, sources: readonly number[]): void {
  const card = draft.cards[id];
  const inBattle = sources.filter((m) => draft.zones.battle.includes(m));
  const place = inBattle.length ? draft.zones.battle.indexOf(inBattle[0]) : -1;
  const under = sources.flatMap((m) => [...(draft.cards[m].under ?? []), m]);
  for (const m of sources) {
    const zone = zoneOf(draft, m)!;
    draft.zones[zone].splice(draft.zones[zone].indexOf(m), 1);
    delete draft.cards[m].under;
  }
  if (place >= 0) {
    draft.zones.battle.splice(draft.zones.battle.indexOf(id), 1);
    draft.zones.battle.splice(place, 0, id);
    card.tapped = inBattle.some((m) => draft.cards[m].tapped);
    carryPowerModifier(draft, inBattle, id);
    for (const gear of draft.zones.battle)
      if (inBattle.includes(draft.cards[gear].crossedOnto ?? -1)) draft.cards[gear].crossedOnto = id;
  }
  card.under = under;
}

/**
 * The log's word for executing a card that is not cast (DM 601.1): a creature is summoned, a cross gear generated,
 * a shield fortified with a castle.
 */
export type DmExecution = 'summon' | 'generate' | 'fortify';

const executionOf = (def: CardDefinition): DmExecution | undefined =>
  def.dm?.creature ? 'summon' : def.dmCrossGear ? 'generate' : def.dmKind === 'castle' ? 'fortify' : undefined;

/**
 * DM 112.2: summons or casts a card from hand, paid by payDm. A twinpact's spell half (face 1) is paid and resolved
 * as that spell (810.3a). An evolution creature is put on its sources (801.1a), checked before anything is paid.
 * Returns the mana cards tapped and the sources.
 */
export function castDm(
  draft: PlaytestState,
  ref: CardRef,
  tap: readonly CardRef[] | undefined,
  face?: number,
  on?: readonly CardRef[],
): { tapped: string[]; on: string[]; verb?: DmExecution } {
  const { id } = findCard(draft, ref, ['hand']);
  const def = draft.defs[draft.cards[id].def];
  const half = executedHalf(draft, id, face);
  const evolving = !face && def.dmEvolution === true;
  const sources = evolving ? evolutionSources(draft, id, on) : [];
  const shield = fortifiedBy(draft, id, face === 1, on);
  const tapped = payDm(draft, def.name, half, tap);
  draft.mainStepBegun = true; // DM 504: cards are cast in the main step
  resolve(draft, id, face === 1, shield);
  if (evolving && zoneOf(draft, id) === 'battle') putOnSources(draft, id, sources);
  const verb = face === 1 ? undefined : executionOf(def);
  return {
    tapped: tapped.map((m) => nameOf(draft, m)),
    on: sources.map((m) => nameOf(draft, m)),
    ...(verb ? { verb } : {}),
  };
}

/**
 * DM 303.3b, 504.2: a cross gear in the battle zone is crossed onto a creature there by paying its cost again,
 * civilizations included (112.2a); it may be crossed again onto another creature (303.4), never onto the one it is
 * crossed onto (303.4a). Returns the mana cards tapped.
 */
export function crossGear(
  draft: PlaytestState,
  ref: CardRef,
  onto: CardRef,
  tap: readonly CardRef[] | undefined,
): { gear: number; creature: number; tapped: string[] } {
  const gear = findCard(draft, ref, ['battle'], 'DM 303.3').id;
  if (!draft.defs[draft.cards[gear].def].dmCrossGear)
    throw new Refused('cross.not-cross-gear', `${nameOf(draft, gear)} is not a cross gear`, 'DM 303.3');
  const creature = findCard(draft, onto, ['battle'], 'DM 303.3').id;
  if (!profileOf(draft, creature).creature)
    throw new Refused(
      'cross.not-a-creature',
      `${nameOf(draft, creature)} is not a creature: a cross gear is crossed onto a creature only`,
      'DM 303.3',
    );
  if (draft.cards[gear].crossedOnto === creature)
    throw new Refused(
      'cross.same-creature',
      `${nameOf(draft, gear)} is already crossed onto ${nameOf(draft, creature)}`,
      'DM 303.4a',
    );
  const tapped = payDm(draft, nameOf(draft, gear), profileOf(draft, gear), tap);
  draft.cards[gear].crossedOnto = creature;
  draft.mainStepBegun = true; // DM 303.3b: crossing is done in the main step
  return { gear, creature, tapped: tapped.map((m) => nameOf(draft, m)) };
}

/**
 * DM 701.14: the top shields go to hand; each with a shield trigger waits for "use" or "keep" (112.3a). A castle is
 * not a shield: it goes to the graveyard with the shield it fortifies (304.3, table.ts moveCard).
 */
export function breakShields(draft: PlaytestState, count: number): number[] {
  const broken = shieldsOf(draft).slice(0, count);
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
  const asSpellHalf = !profile.shieldTrigger && profile.spellHalf?.shieldTrigger === true;
  if (use) resolve(draft, id, asSpellHalf, fortifiedBy(draft, id, asSpellHalf, undefined));
  return id;
}

/** The log's word for an attack that was a direct attack, which wins the game (DM 104.2a, 509.1). */
export const DIRECT_ATTACK = 'direct';

/**
 * DM 301.5, 509: an untapped creature that has been in the battle zone since the turn began (or a speed
 * attacker, by its own text or an effect's, `override`: a crossed Fire Blade, a field; 101.2) taps to attack; it breaks its breaker number of the opponent's shields, or wins with a direct
 * attack when none are left (509.1). `ids` are the attackers as chooseAttackers (attackers.ts) read the names.
 */
export function attackDm(
  draft: PlaytestState,
  ids: readonly number[],
  override = false,
): { broken: number; direct: boolean } {
  let broken = 0;
  let direct = false;
  for (const id of ids) {
    const card = draft.cards[id];
    const profile = profileOf(draft, id);
    if (!profile.creature || !profile.attacksPlayers)
      throw new Refused('attack.cannot-attack', `${profile.name} cannot attack players`, 'DM 301.5');
    if (card.tapped) throw new Refused('attack.tapped', `${profile.name} is tapped`, 'DM 506.1a');
    // DM 801.3: an evolution creature has no summoning sickness; 101.2: nor has a speed attacker; 805.6: nor an
    // awakened psychic. A dragheart flipped keeps the turn it came (807.5, 807.5a).
    const awakened = sideUp(draft, id)?.awakened === true;
    if (
      card.enteredTurn === draft.turn &&
      !profile.speedAttacker &&
      !draft.defs[card.def].dmEvolution &&
      !awakened &&
      !override
    )
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
