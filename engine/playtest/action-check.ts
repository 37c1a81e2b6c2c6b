// The checks an action passes that depend only on the game and the deck, never on where the cards are: numbers
// in range, zones of the game, counter names, cards the deck has, faces the named card has. An action file runs
// them on every line before anything is played (README: the action file), and the reducer runs the same ones
// first, so the table and the file refuse the same action in the same words.
import type { Game } from '../cards/types.ts';
import { foldName } from '../text/fold.ts';
import type { Action, ActionType, CardDefinition, CardRef, PlaytestState, Refusal, Zone } from './types.ts';
import { GAME_ZONES } from './types.ts';
import { Refused, checkCount, namesDefinition } from './table.ts';
import { checkHasMulligan } from './opening.ts';
import { castOptionOf, isManaType } from './mtg-actions.ts';
import { tokenName } from './tokens.ts';

const COMMON: readonly ActionType[] = [
  'mulligan',
  'keep',
  'draw',
  'shuffle',
  'look',
  'search',
  'mill',
  'cast',
  'tap',
  'untap',
  'move',
  'token',
  'counter',
  'attack',
  'next-turn',
];

/** The actions each game's table offers. */
export const GAME_ACTIONS: Readonly<Record<Game, ReadonlySet<ActionType>>> = {
  mtg: new Set([...COMMON, 'scry', 'surveil', 'play', 'life', 'poison', 'create-token', 'transform', 'companion']),
  dm: new Set([...COMMON, 'charge', 'break-shield', 'trigger', 'gr-summon', 'cross', 'flip', 'power']),
};

/** What these checks read: the game, its setup and the deck's cards (an opening deal holds them all). */
export type TableFacts = Pick<PlaytestState, 'game' | 'setup' | 'defs' | 'cards'>;

/** The most cards one action may name or count (a library holds at most a few hundred). */
export const MAX_CARDS_PER_ACTION = 1000;
const MAX_COUNTER_NAME = 40;
const MAX_TOKEN_NAME = 60;
const MAX_POWER = 1000;
const MAX_LIFE_CHANGE = 1_000_000;

/**
 * Throws the refusal of an action whose values cannot be carried out whatever the table holds. Without the
 * table's facts (an action file read on its own) only the checks that need no game are made.
 */
export function checkActionValues(action: Action, facts?: TableFacts): void {
  if (facts) checkGameHas(facts, action);
  checkNumbers(action);
  checkZones(action, facts?.game);
  if (facts) {
    for (const ref of cardRefsOf(action)) checkDeckHas(facts, ref);
    if (action.type === 'cast') checkFace(facts, action.card, action.face);
  }
}

/** The refusal checkActionValues would throw, or null. */
export function actionValueRefusal(action: Action, facts?: TableFacts): Refusal | null {
  try {
    checkActionValues(action, facts);
    return null;
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

/** Each game's table has its own actions, and a game with no mulligan has no keep decision (CR 103.5; DM 103.3). */
function checkGameHas(facts: TableFacts, action: Action): void {
  if (!GAME_ACTIONS[facts.game].has(action.type))
    throw new Refused(
      'action.wrong-game',
      `"${action.type}" is not an action of ${facts.game === 'dm' ? 'Duel Masters' : 'Magic'}`,
    );
  if (action.type === 'mulligan' || action.type === 'keep') checkHasMulligan(facts, action.type);
  if (action.type === 'tap' && action.mana !== undefined && facts.game === 'dm')
    throw new Refused(
      'action.wrong-game',
      'a Duel Masters mana card makes mana of one of its civilizations as it pays (DM 107.2): a tap names no mana type',
    );
}

/** Counts of 1..MAX_CARDS_PER_ACTION, changes that are not 0, a named counter, X of 0 or more. */
function checkNumbers(action: Action): void {
  switch (action.type) {
    case 'draw':
      return checkCount(action.count ?? 1, 'cards to draw', MAX_CARDS_PER_ACTION);
    case 'look':
      return checkCount(action.count, 'cards to look at', MAX_CARDS_PER_ACTION);
    case 'mill':
      return checkCount(action.count, 'cards to mill', MAX_CARDS_PER_ACTION);
    case 'break-shield':
      return checkCount(action.count ?? 1, 'shields to break', MAX_CARDS_PER_ACTION);
    case 'search':
      if ((action.found?.length ?? 0) > MAX_CARDS_PER_ACTION)
        throw new Refused('count.out-of-range', `a search finds at most ${MAX_CARDS_PER_ACTION} cards`);
      return;
    case 'scry':
      return checkCount(
        (action.top?.length ?? 0) + (action.bottom?.length ?? 0),
        'cards to scry',
        MAX_CARDS_PER_ACTION,
      );
    case 'surveil':
      return checkCount(
        (action.top?.length ?? 0) + (action.graveyard?.length ?? 0),
        'cards to surveil',
        MAX_CARDS_PER_ACTION,
      );
    case 'counter':
      checkCounterName(action.kind);
      return checkDelta(action.delta);
    case 'life':
    case 'poison':
    case 'power':
      return checkDelta(action.delta);
    case 'cast':
      if (action.x !== undefined) checkX(action.x);
      return;
    case 'tap':
      if (action.mana !== undefined && !isManaType(action.mana))
        throw new Refused('tap.mana-type', `a mana type is W, U, B, R, G or C, not "${action.mana}"`, 'CR 106.1b');
      return;
    case 'attack':
      if (action.cards.length === 0) throw new Refused('attack.none', 'name at least one attacker');
      return;
    case 'create-token':
      checkTokenName(action.name);
      checkPowerToughness(action.power, action.toughness);
      return checkCount(action.count ?? 1, 'tokens to create', MAX_CARDS_PER_ACTION);
  }
}

function checkTokenName(name: string): void {
  const trimmed = tokenName(name);
  if (trimmed === '' || trimmed.length > MAX_TOKEN_NAME)
    throw new Refused(
      'token.name',
      `a token needs a name of 1..${MAX_TOKEN_NAME} characters, not "${name}"`,
      'CR 111.4',
    );
}

/** A creature token has both a power and a toughness (CR 111.4, 208.1), each 0 or more (107.1b); other tokens neither. */
function checkPowerToughness(power: number | undefined, toughness: number | undefined): void {
  const ok = (n: number | undefined) => n !== undefined && Number.isSafeInteger(n) && n >= 0 && n <= MAX_POWER;
  if (power === undefined && toughness === undefined) return;
  if (!ok(power) || !ok(toughness))
    throw new Refused(
      'token.power-toughness',
      `a creature token has a power and a toughness of 0..${MAX_POWER}, not ${power ?? '?'}/${toughness ?? '?'}`,
      'CR 208.1',
    );
}

/** A counter's name as the table keeps it: trimmed, 1..MAX_COUNTER_NAME characters. */
export function counterName(kind: string): string {
  return kind.trim().replaceAll('\u2212', '-'); // "−1/−1" as printed is the -1/-1 counter
}

function checkCounterName(kind: string): void {
  const name = counterName(kind);
  if (name === '' || name.length > MAX_COUNTER_NAME)
    throw new Refused('counter.name', `a counter needs a name of 1..${MAX_COUNTER_NAME} characters, not "${kind}"`);
}

function checkDelta(delta: number): void {
  if (!Number.isSafeInteger(delta) || delta === 0 || Math.abs(delta) > MAX_LIFE_CHANGE) {
    throw new Refused(
      'delta.out-of-range',
      `a change must be a whole number from -${MAX_LIFE_CHANGE} to ${MAX_LIFE_CHANGE}, not 0, not ${delta}`,
    );
  }
}

/** CR 107.1b: Magic's numbers are 0 and up, so X is never negative (it would pay less than the printed cost). */
function checkX(x: number): void {
  if (!Number.isSafeInteger(x) || x < 0)
    throw new Refused('count.out-of-range', `X must be 0 or more, not ${x}`, 'CR 107.1b');
  if (x > MAX_CARDS_PER_ACTION)
    throw new Refused('count.out-of-range', `X must be at most ${MAX_CARDS_PER_ACTION}, not ${x}`);
}

/** CR 400.1; DM 400.1: a move names zones of its game (the sideboard stays on a Magic table for reference). */
export function checkZone(zone: string, game?: Game): Zone {
  const zones: readonly string[] = game ? GAME_ZONES[game] : [...new Set([...GAME_ZONES.mtg, ...GAME_ZONES.dm])];
  const of = game === 'dm' ? 'Duel Masters' : game === 'mtg' ? 'Magic' : 'either game';
  if (!zones.includes(zone))
    throw new Refused(
      'zone.unknown',
      `"${zone}" is not a zone of ${of} (${zones.join(', ')})`,
      game === 'dm' ? 'DM 400.1' : game === 'mtg' ? 'CR 400.1' : 'CR 400.1; DM 400.1',
    );
  return zone as Zone;
}

function checkZones(action: Action, game?: Game): void {
  if (action.type === 'search') for (const { to } of action.found ?? []) checkZone(to, game);
  if (action.type !== 'move') return;
  checkZone(action.to, game);
  if (action.from !== undefined) checkZone(action.from, game);
}

/** Every card an action names, in any of its fields. */
function cardRefsOf(action: Action): CardRef[] {
  switch (action.type) {
    case 'keep':
      return action.bottom ?? [];
    case 'scry':
      return [...(action.top ?? []), ...(action.bottom ?? [])];
    case 'surveil':
      return [...(action.top ?? []), ...(action.graveyard ?? [])];
    case 'cast':
      return [action.card, ...(action.tap ?? []), ...(action.on ?? [])];
    case 'companion':
      return [action.card, ...(action.tap ?? [])];
    case 'cross':
      return [action.card, action.onto, ...(action.tap ?? [])];
    case 'attack':
      return action.cards;
    case 'next-turn':
      return action.discard ?? [];
    case 'search':
      return (action.found ?? []).map(({ card }) => card);
    case 'play':
    case 'tap':
    case 'untap':
    case 'move':
    case 'token':
    case 'counter':
    case 'power':
    case 'charge':
    case 'trigger':
    case 'transform':
    case 'flip':
      return [action.card];
    default:
      return [];
  }
}

/** The deck's cards a reference can name: an id's card (not yet known for a later token), or each of that name. */
function definitionsNamed(facts: TableFacts, ref: CardRef): CardDefinition[] {
  if (typeof ref === 'number') return ref < facts.cards.length ? [facts.defs[facts.cards[ref].def]] : [];
  const folded = foldName(ref);
  return facts.defs.filter((def) => namesDefinition(def, folded));
}

/** A name no card of the deck has never finds a card (a token copies a deck card, so it has a deck card's name). */
function checkDeckHas(facts: TableFacts, ref: CardRef): void {
  if (typeof ref === 'string' && definitionsNamed(facts, ref).length === 0)
    throw new Refused('card.not-here', `no card of the deck is named "${ref}"`);
}

/**
 * The face a card is cast as: Magic's castable faces (CR 601.2b), refused only when no card the reference can
 * name has it. A Duel Masters card is cast as its front, and a twinpact also as its spell half, face 1 (DM 810.3).
 */
function checkFace(facts: TableFacts, ref: CardRef, face: number | undefined): void {
  const defs = definitionsNamed(facts, ref);
  if (facts.game === 'dm') {
    const twinpact = defs.length === 0 || defs.some((def) => def.dm?.spellHalf);
    if (face !== undefined && face !== 0 && (face !== 1 || !twinpact))
      throw new Refused(
        'cast.no-face',
        `a Duel Masters card is cast as its front (face 0), and a twinpact's spell half as face 1, not face ${face}`,
        'DM 810.3',
      );
    return;
  }
  const refusals = defs.flatMap((def) => {
    try {
      castOptionOf(def, face ?? 0);
      return [];
    } catch (error) {
      if (error instanceof Refused) return [error];
      throw error;
    }
  });
  if (defs.length > 0 && refusals.length === defs.length) throw refusals[0];
}
