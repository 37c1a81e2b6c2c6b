// Magic actions at the table: playing a land (CR 305), casting a spell paid exactly (CR 601.2f–h, commander
// tax 903.8), putting the companion into hand for {3} (702.139a), attacking an empty board (CR 508), life and poison counters short of losing (CR 704.5a, 704.5c).
import type { MtgCastOption, MtgLandFace, TappedRule } from '../goldfish/mtg-card.ts';
import type { CardDefinition, PlaytestState, CardRef, Zone } from './types.ts';
import type { PaymentVariant } from '../goldfish/mtg-cost.ts';
import { Refused, enterWithCounters, findCard, moveCard, nameOf } from './table.ts';
import { wouldLose } from './losing.ts';
import {
  unitSymbols,
  choosePayment,
  landFaceOf,
  manaUnitsOf,
  resolveUnit,
  sacrificedToPay,
  tapsToPay,
  pipsWanted,
} from './mtg-payment.ts';
import { MANA_BIT } from '../goldfish/mana-types.ts';

const lands = (state: PlaytestState, except: number) =>
  state.zones.battlefield
    .filter((id) => id !== except)
    .flatMap((id) => {
      const face = landFaceOf(state, id);
      return face ? [face] : [];
    });

/** Whether a land enters tapped by its own text, its conditions checked against the table (CR 305.7-style text). */
function entersTapped(state: PlaytestState, id: number, rule: TappedRule): boolean {
  const others = lands(state, id);
  switch (rule.kind) {
    case 'untapped':
      return false;
    case 'tapped':
      return true;
    case 'unless-control-type':
      return !others.some((l) => l.landTypes & rule.types);
    case 'unless-basic-lands':
      return others.filter((l) => l.basic).length < rule.atLeast;
    case 'unless-other-lands-at-most':
      return others.length > rule.atMost;
    case 'unless-other-type-at-least':
      return others.filter((l) => l.landTypes & rule.types).length < rule.atLeast;
    case 'unless-reveal-type':
      return !state.zones.hand.some((h) => h !== id && (landFaceOf(state, h)?.landTypes ?? 0) & rule.types);
  }
}

/** CR 305.1–305.2: a land from hand, one per turn unless the player overrides; an MDFC with its land face (712.12). */
export function playLand(draft: PlaytestState, ref: CardRef, override: boolean): string {
  const { id } = findCard(draft, ref, ['hand'], 'CR 305.1');
  const profile = draft.defs[draft.cards[id].def].mtg;
  const face: MtgLandFace | undefined = profile?.land ?? profile?.landBack;
  if (!face)
    throw new Refused(
      'land.not-a-land',
      `${draft.defs[draft.cards[id].def].name} has no land face to play`,
      'CR 305.1',
    );
  if (draft.landsThisTurn >= 1 && !override) {
    throw new Refused(
      'land.one-per-turn',
      `a land was already played this turn (${draft.landsThisTurn}); a player may play only one land during their turn`,
      'CR 305.2',
    );
  }
  moveCard(draft, id, 'battlefield');
  if (face !== profile?.land) draft.cards[id].face = face.face;
  draft.cards[id].tapped = entersTapped(draft, id, face.tapped);
  draft.landsThisTurn += 1;
  return face.face;
}

/** The cost of a face as the card prints it, for messages. */
export function costText(draft: PlaytestState, id: number, face: number): string {
  const def = draft.defs[draft.cards[id].def];
  return def.castCosts[face] || '{0}';
}

/**
 * CR 601.2b: the face a card is cast as is one of its castable faces; a land is played, never cast (305.9).
 * It depends only on the card, so an action file's faces are checked before anything is played.
 */
export function castOptionOf(def: CardDefinition, faceIndex: number): MtgCastOption {
  const option = def.mtg?.castOptions[faceIndex];
  if (option) return option;
  throw new Refused(
    'cast.no-face',
    def.mtg?.land ? `${def.name} is a land: it is played, not cast` : `${def.name} has no face ${faceIndex} to cast`,
    def.mtg?.land ? 'CR 305.9' : 'CR 601.2b',
  );
}

/** Where a Magic card is cast from at the table: hand, the command zone (CR 903.8), exile on an adventure (715.4). */
export const CAST_FROM: readonly Zone[] = ['hand', 'command', 'exile'];

/**
 * CR 715.4: a card is cast from hand or the command zone, and from exile only while it is on an adventure, and then
 * not as its Adventure.
 */
function castableFrom(state: PlaytestState, id: number, faceIndex: number): boolean {
  if (!state.zones.exile.includes(id)) return true;
  const card = state.cards[id];
  return card.onAdventure === true && faceIndex !== state.defs[card.def].adventureFace;
}

/** CR 903.8: casting a commander from the command zone costs {2} more for each earlier cast of it from there. */
export const commanderTax = (state: PlaytestState, id: number): number => 2 * (state.commanderCasts[id] ?? 0);

/**
 * CR 601.2g–h: pays a cost's variants plus `extra` generic mana with the mana in the pool (CR 106.4) and the sources
 * the player names or, when none are named, the untapped mana sources the exact payment chooses, spending the pool
 * first. The sources used are tapped (a Treasure or Gold token is sacrificed instead, CR 111.10a, 111.10c), and what
 * they made beyond the cost stays in the pool (106.4). Returns the sources whose mana paid, or null when they cannot
 * pay (nothing is changed then).
 */
function payMana(
  draft: PlaytestState,
  variants: readonly PaymentVariant[],
  extra: number,
  tap: readonly CardRef[] | undefined,
): number[] | null {
  const named = tap?.map((ref) => findCard(draft, ref, ['battlefield'], 'CR 601.2g').id);
  const usable = (s: number) => !draft.cards[s].tapped || !tapsToPay(draft, s);
  const candidates = (named ?? draft.zones.battlefield).filter((s) => named !== undefined || usable(s));
  for (const s of named ?? []) {
    if (!usable(s)) throw new Refused('tap.already-tapped', `${nameOf(draft, s)} is already tapped`, 'CR 601.2g');
  }
  // A unit in the pool is a source of its own, numbered below the card ids.
  const floating = draft.manaPool.map((unit, i) => ({
    id: -1 - i,
    units: [unit.mask],
    sacrificed: false,
    floating: true,
  }));
  const sources = candidates
    .map((s) => ({ id: s, units: manaUnitsOf(draft, s), sacrificed: sacrificedToPay(draft, s) }))
    .filter((s) => s.units.length > 0);
  const chosen = choosePayment(variants, extra, [...floating, ...sources]);
  if (!chosen) return null;
  const spentFromPool = new Set(chosen.sources.filter((id) => id < 0).map((id) => -1 - id));
  const tapped = named ?? chosen.sources.filter((id) => id >= 0);
  const unspent = [
    ...chosen.unspent,
    // A named source the payment did not need is tapped all the same: its mana floats (CR 106.4).
    ...tapped
      .filter((s) => !chosen.sources.includes(s))
      .flatMap((s) => manaUnitsOf(draft, s).map((mask) => ({ source: s, mask }))),
  ].filter((unit) => !sacrificedToPay(draft, unit.source));
  const paidBy = [...draft.manaPool.filter((_, i) => spentFromPool.has(i)).map((unit) => unit.source), ...tapped];
  // What floats has the type its ability added (CR 605.3b), chosen for the cards left to cast after this one.
  const wanted = pipsWanted(draft);
  draft.manaPool = [
    ...draft.manaPool.filter((_, i) => !spentFromPool.has(i)),
    ...unspent.map((unit) => ({ ...unit, mask: resolveUnit(unit.mask, undefined, wanted) })),
  ];
  for (const s of tapped) {
    if (sacrificedToPay(draft, s))
      moveCard(draft, s, 'graveyard'); // CR 111.10a; a token there ceases to exist (111.7)
    else draft.cards[s].tapped = true;
  }
  return [...new Set(paidBy)];
}

/** The mana types a tap action may name (CR 106.1b: five colors and colorless). */
export type ManaType = keyof typeof MANA_BIT;
export const isManaType = (kind: string): kind is ManaType => Object.hasOwn(MANA_BIT, kind);

/**
 * CR 106.4, 605.1a: tapping a mana source by hand activates its mana ability, and its mana goes into the pool (a
 * Treasure's ability also sacrifices it, so tapping one by hand makes none: it is spent by a payment). A unit of
 * several types gets the one the player names as the ability resolves (605.3b; resolveUnit chooses when none is
 * named); naming a type the source cannot make is refused. Returns the units added: none for a permanent that
 * makes no mana now (a creature with summoning sickness, 302.6).
 */
export function tapForMana(draft: PlaytestState, id: number, named?: ManaType): number[] {
  if (sacrificedToPay(draft, id)) return [];
  const made = manaUnitsOf(draft, id);
  const chosen = named && MANA_BIT[named];
  if (chosen && made.length && !made.some((mask) => mask & chosen))
    throw new Refused(
      'tap.mana-type',
      `${nameOf(draft, id)} cannot add {${named}}: it adds ${made.map(unitSymbols).join('')}`,
      'CR 106.4',
    );
  const wanted = pipsWanted(draft);
  const units = made.map((mask) => resolveUnit(mask, chosen, wanted));
  draft.manaPool.push(...units.map((mask) => ({ source: id, mask })));
  return units;
}

/**
 * CR 601.2f–h: casts a face from hand or the command zone, tapping the sources the player names or those
 * the exact payment chooses. Commander tax adds {2} per earlier cast from the command zone (903.8); X is
 * paid as generic mana (107.3). A permanent spell resolves onto the battlefield, any other to the graveyard (an
 * Oathbreaker's signature spell, cast only while an oathbreaker is out, to the command zone: OB 8).
 * Returns the names of the sources tapped or, for a Treasure, sacrificed, and the face cast when it is not the whole
 * card (an Adventure, CR 715.3; a split card's half, 709.3; a modal double-faced card's back, 712.11).
 */
export function castSpell(
  draft: PlaytestState,
  action: { card: CardRef; face?: number; x?: number; tap?: CardRef[] },
): { sources: string[]; face?: string } {
  const { id, zone } = findCard(draft, action.card, CAST_FROM, undefined, (i) =>
    castableFrom(draft, i, action.face ?? 0),
  );
  const def = draft.defs[draft.cards[id].def];
  const faceIndex = action.face ?? 0;
  if (!castableFrom(draft, id, faceIndex))
    throw new Refused(
      'cast.from-exile',
      draft.cards[id].onAdventure
        ? `${def.name} is on an adventure: it is cast from exile as its creature, not as its Adventure again`
        : `${def.name} is in exile: only a card on an adventure is cast from there`,
      'CR 715.4',
    );
  const signatureSpell = zone === 'command' && def.commandZone === 'signature-spell';
  if (signatureSpell && !draft.zones.battlefield.some((b) => draft.defs[draft.cards[b].def].commandZone === 'leader'))
    throw new Refused(
      'cast.no-oathbreaker',
      `${def.name} is a signature spell: it can be cast only while your oathbreaker is on the battlefield`,
      'OB 8',
    );
  const option = castOptionOf(def, faceIndex);
  const tax = zone === 'command' ? commanderTax(draft, id) : 0;
  const x = option.cost.hasX ? (action.x ?? 0) : 0;
  const tapped = payMana(draft, option.cost.variants, tax + x, action.tap);
  if (!tapped) {
    const extra = [tax ? `commander tax {${tax}}` : '', x ? `X = ${x}` : ''].filter(Boolean).join(', ');
    throw new Refused(
      'cast.cannot-pay',
      `${option.face} costs ${costText(draft, id, faceIndex)}${extra ? ` plus ${extra}` : ''}: ${action.tap ? 'the named sources' : 'the untapped mana sources'}${draft.manaPool.length ? ' and the mana pool' : ''} cannot pay it`,
      'CR 601.2h',
    );
  }
  if (zone === 'command') draft.commanderCasts[id] = (draft.commanderCasts[id] ?? 0) + 1;
  // OB 8: a signature spell goes back to the command zone as it resolves; CR 715.4: an Adventure goes into exile.
  const adventure = faceIndex === def.adventureFace;
  moveCard(
    draft,
    id,
    option.permanent ? 'battlefield' : signatureSpell ? 'command' : adventure ? 'exile' : 'graveyard',
  );
  if (adventure && !option.permanent) draft.cards[id].onAdventure = true;
  if (option.permanent && faceIndex > 0) draft.cards[id].face = option.face;
  if (option.permanent) enterWithCounters(draft, id, x); // CR 306.5b, 310.4b, 122.6: as the face cast, with its X
  const sources = tapped.map((s) => nameOf(draft, s));
  return option.face === def.name ? { sources } : { sources, face: option.face };
}

/** CR 702.139a (the 2020 update) and 116.2g: what putting the companion into hand costs, as generic mana. */
const COMPANION_COST = 3;
const NO_COLORED_MANA: readonly PaymentVariant[] = [{ pips: [], amount: 0, life: 0 }];

/** CR 702.139a: the companion is put into hand only once each game. */
export const companionPutUsed = (state: PlaytestState): boolean => state.log.some((e) => e.action === 'companion');

/** The deck's companion cards still outside the game (CR 702.139a, 400.11a): those of its Companion board in the sideboard. */
export const companionsOutside = (state: PlaytestState): number[] =>
  state.zones.sideboard.filter((id) => state.defs[state.cards[id].def].companion);

/**
 * CR 702.139a, 116.2g: once per game, any time the player could cast a sorcery (the table's main phase, its
 * opening hand kept), the player may pay {3} to put the companion from outside the game (its sideboard, 400.11a)
 * into hand: a special action, so it uses no stack. Paid with the named sources or those the exact payment
 * chooses. Returns the card and the sources tapped or sacrificed.
 */
export function putCompanionIntoHand(
  draft: PlaytestState,
  ref: CardRef,
  tap?: CardRef[],
): { id: number; sources: string[] } {
  const { id } = findCard(draft, ref, ['sideboard'], 'CR 702.139a');
  if (!draft.defs[draft.cards[id].def].companion)
    throw new Refused(
      'companion.not-companion',
      `${nameOf(draft, id)} is not the deck's companion: only a card of its Companion board is put into hand so`,
      'CR 702.139a',
    );
  if (companionPutUsed(draft))
    throw new Refused('companion.once-per-game', 'a companion is put into hand only once each game', 'CR 702.139a');
  const paid = payMana(draft, NO_COLORED_MANA, COMPANION_COST, tap);
  if (!paid)
    throw new Refused(
      'companion.cannot-pay',
      `putting ${nameOf(draft, id)} into hand costs {${COMPANION_COST}}: ${tap ? 'the named sources' : 'the untapped mana sources'} cannot pay it`,
      'CR 116.2g',
    );
  moveCard(draft, id, 'hand');
  return { id, sources: paid.map((s) => nameOf(draft, s)) };
}

/** The log's words for the attack that took the empty board's player to 0 life (CR 704.5a), or won by commander damage (903.10a). */
export const LETHAL = 'lethal';
export const COMMANDER_DAMAGE = 'commander-damage';

/** How an attack won the game, for the log: by life (CR 704.5a), or by a commander's combat damage (903.10a). */
export type AttackWin =
  { detail: typeof LETHAL } | { detail: typeof COMMANDER_DAMAGE; commander: number; rule: string };

/**
 * Whether a permanent is a creature now and its printed power and toughness, by the face it shows: the front
 * (712.8d), a transformed card's back (712.8e), and an MDFC's land back is no creature (712.8f). A token made at the
 * table has the toughness it was made with (CR 111.4).
 */
export function faceUp(state: PlaytestState, id: number): { creature: boolean; power: number; toughness?: number } {
  const card = state.cards[id];
  const def = state.defs[card.def];
  if (card.face === undefined) {
    const made = def.madeToken?.toughness;
    return made === undefined || made === null ? def : { ...def, toughness: made };
  }
  return def.transformBack?.face === card.face ? def.transformBack : { creature: false, power: 0 };
}

/**
 * CR 701.28a: a transforming double-faced permanent turns over to show its other face, and back again. Only those
 * transform (712.9): an MDFC, a single-faced card or a card whose back is an instant or sorcery (701.28d) is
 * refused. Returns the card and the name of the face now up.
 */
export function transform(draft: PlaytestState, ref: CardRef): { id: number; face: string } {
  const { id } = findCard(draft, ref, ['battlefield'], 'CR 701.28a');
  const card = draft.cards[id];
  const def = draft.defs[card.def];
  const back = def.transformBack;
  if (!back)
    throw new Refused(
      'transform.not-transforming',
      `${def.name} is not a transforming double-faced card: only those transform`,
      'CR 712.9',
    );
  if (card.face === back.face) delete card.face;
  else card.face = back.face;
  return { id, face: card.face ?? def.name.split(' // ')[0] };
}

/**
 * Whether this turn's combat has begun: an attack was logged this turn. The table's attacks of one turn are one
 * combat phase (CR 506.1), declared a creature or a few at a time.
 */
const combatBegun = (state: PlaytestState): boolean =>
  state.log.some((entry) => entry.turn === state.turn && entry.action === 'attack');

/**
 * CR 508.1: attackers are untapped creatures controlled since the turn began or with haste (302.6, 508.1a), its
 * own or an effect's (`override`: the table reads no effect);
 * they become tapped unless they have vigilance (508.1f). Their power is dealt to the empty board's player, who
 * loses at 0 life (704.5a), or once one commander has dealt it the format's lethal combat damage (903.10a,
 * 704.6c): the turn is kept as the game's win. `ids` are the attackers as chooseAttackers (attackers.ts) read the
 * action's names. Returns the damage dealt and, when this attack won, how.
 */
export function attackMtg(
  draft: PlaytestState,
  ids: readonly number[],
  override = false,
): { damage: number; win?: AttackWin } {
  let damage = 0;
  const won = draft.wonOnTurn !== null;
  if (new Set(ids).size !== ids.length)
    throw new Refused('attack.twice', 'a creature attacks only once per combat', 'CR 508.1a');
  for (const id of ids) {
    const card = draft.cards[id];
    const def = draft.defs[card.def];
    if (!faceUp(draft, id).creature)
      throw new Refused('attack.not-a-creature', `${card.face ?? def.name} is not a creature`, 'CR 508.1a');
    if (card.tapped) throw new Refused('attack.tapped', `${def.name} is tapped`, 'CR 508.1a');
    if (card.enteredTurn === draft.turn && !def.haste && !override)
      throw new Refused(
        'attack.summoning-sick',
        `${def.name} came under your control this turn and has no haste`,
        'CR 302.6',
      );
  }
  for (const id of ids) {
    const card = draft.cards[id];
    const def = draft.defs[card.def];
    if (!def.vigilance) card.tapped = true;
    const dealt = Math.max(0, faceUp(draft, id).power + (card.counters['+1/+1'] ?? 0) - (card.counters['-1/-1'] ?? 0));
    damage += dealt;
    if (def.commandZone === 'leader' && !card.token)
      draft.commanderDamage[id] = (draft.commanderDamage[id] ?? 0) + dealt;
  }
  draft.damageDealt += damage;
  if (!combatBegun(draft)) draft.manaPool = []; // CR 500.4: the main phase's mana empties as combat begins
  if (won) return { damage };
  // CR 704.5a: the empty board's player starts at the same life as the player (103.4) and loses at 0.
  if (draft.damageDealt >= draft.setup.startingLife) {
    draft.wonOnTurn = draft.turn;
    return { damage, win: { detail: LETHAL } };
  }
  const lethal = draft.setup.commanderDamage;
  const commander = lethal && ids.find((id) => (draft.commanderDamage[id] ?? 0) >= lethal.lethal);
  if (lethal && commander !== undefined) {
    draft.wonOnTurn = draft.turn;
    return { damage, win: { detail: COMMANDER_DAMAGE, commander, rule: lethal.rule } };
  }
  return { damage };
}

/** CR 704.5a: a player with 0 or less life loses; like drawing from an empty library (704.5b), the table refuses it. */
export function changeLife(draft: PlaytestState, delta: number): void {
  const life = draft.life + delta;
  if (life <= 0)
    throw wouldLose(
      `life would go from ${draft.life} to ${life}: a player with 0 or less life loses the game`,
      'CR 704.5a',
    );
  draft.life = life;
}

/** CR 704.5c: ten or more poison counters lose the game (Two-Headed Giant's 15, 704.6b, is not a solitaire table's). */
export const POISON_TO_LOSE = 10;

/** Poison counters change (never below 0); reaching POISON_TO_LOSE is refused as a loss (CR 704.5c). */
export function changePoison(draft: PlaytestState, delta: number): void {
  const poison = Math.max(0, draft.poison + delta);
  if (poison >= POISON_TO_LOSE)
    throw wouldLose(
      `poison counters would go from ${draft.poison} to ${poison}: a player with ${POISON_TO_LOSE} or more loses the game`,
      'CR 704.5c',
    );
  draft.poison = poison;
}
