// The pure reducer: apply(state, action) → the next state, or a refusal naming the rule. The state passed in
// is never changed; randomness comes only from the state's seed (engine/rng), so a log replays exactly.
import type { Game } from '../cards/types.ts';
import { foldName } from '../text/fold.ts';
import type { Action, ActionType, ApplyResult, CardRef, LogEntry, PlaytestState, Zone } from './types.ts';
import { LIBRARY_ZONE } from './types.ts';
import {
  Refused,
  checkCount,
  checkZone,
  draftOf,
  findCard,
  libraryOf,
  moveCard,
  nameOf,
  namesCard,
  shuffleZone,
  takeFromTop,
  zoneOf,
} from './table.ts';
import { keep, mulligan } from './opening.ts';
import { startTurn } from './turn.ts';
import { attackMtg, castSpell, playLand } from './mtg-actions.ts';
import { answerTrigger, attackDm, breakShields, castDm, charge } from './dm-actions.ts';

const COMMON: readonly ActionType[] = [
  'mulligan',
  'keep',
  'draw',
  'shuffle',
  'look',
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
  mtg: new Set([...COMMON, 'scry', 'surveil', 'play', 'life', 'poison']),
  dm: new Set([...COMMON, 'charge', 'break-shield', 'trigger']),
};

/** The most cards one action may name or count (a library holds at most a few hundred). */
export const MAX_CARDS_PER_ACTION = 1000;
const MAX_COUNTER_NAME = 40;
const MAX_LIFE_CHANGE = 1_000_000;

const IN_PLAY_ZONES: Readonly<Record<Game, readonly Zone[]>> = { mtg: ['battlefield'], dm: ['battle', 'mana'] };

export function apply(state: PlaytestState, action: Action): ApplyResult {
  try {
    const draft = draftOf(state);
    const entry = perform(draft, action);
    draft.log.push({ turn: draft.turn, action: action.type, ...entry });
    return { ok: true, state: draft };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}

type Entry = Omit<LogEntry, 'turn' | 'action'>;

function checkAllowed(state: PlaytestState, type: ActionType): void {
  if (!GAME_ACTIONS[state.game].has(type))
    throw new Refused(
      'action.wrong-game',
      `"${type}" is not an action of ${state.game === 'dm' ? 'Duel Masters' : 'Magic'}`,
    );
  if (state.pendingTriggers.length > 0 && type !== 'trigger') {
    throw new Refused(
      'trigger.pending',
      `answer the shield trigger of ${nameOf(state, state.pendingTriggers[0])} first ("use" or "keep")`,
      'DM 112.3a',
    );
  }
  if (state.phase === 'mulligan' && type !== 'mulligan' && type !== 'keep')
    throw new Refused('mulligan.deciding', 'keep the opening hand or take a mulligan first', 'CR 103.5');
}

function perform(draft: PlaytestState, action: Action): Entry {
  checkAllowed(draft, action.type);
  const library = LIBRARY_ZONE[draft.game];
  switch (action.type) {
    case 'mulligan':
      mulligan(draft);
      return { cards: [], count: draft.zones.hand.length };
    case 'keep':
      keep(draft, action.bottom, action.scry);
      return { cards: [], count: draft.mulligans };
    case 'draw': {
      const count = action.count ?? 1;
      checkCount(count, 'cards to draw', MAX_CARDS_PER_ACTION);
      const left = libraryOf(draft).length;
      if (left < count) {
        throw new Refused(
          'draw.library-empty',
          `the library has ${left} cards: drawing ${count} would lose the game`,
          draft.game === 'dm' ? 'DM 114.6' : 'CR 704.5b',
        );
      }
      takeFromTop(draft, count, 'hand');
      return { cards: [], count };
    }
    case 'shuffle':
      shuffleZone(draft, library);
      return { cards: [] };
    case 'look':
      checkCount(action.count, 'cards to look at', libraryOf(draft).length); // the table shows them; the log records it
      return { cards: [], count: action.count };
    case 'scry':
      return arrangeTop(draft, action.top ?? [], action.bottom ?? [], 'bottom');
    case 'surveil':
      return arrangeTop(draft, action.top ?? [], action.graveyard ?? [], 'graveyard');
    case 'mill': {
      checkCount(action.count, 'cards to mill', MAX_CARDS_PER_ACTION);
      return { cards: takeFromTop(draft, action.count, 'graveyard').map((id) => nameOf(draft, id)) }; // CR 701.13
    }
    case 'play':
      return { cards: [playLand(draft, action.card, action.override ?? false)] };
    case 'cast': {
      const id = findCard(draft, action.card, draft.game === 'mtg' ? ['hand', 'command'] : ['hand']).id;
      const sources = draft.game === 'mtg' ? castSpell(draft, action) : castDm(draft, action.card, action.tap);
      return { cards: [nameOf(draft, id)], sources };
    }
    case 'tap':
    case 'untap': {
      const { id } = findCard(draft, action.card, IN_PLAY_ZONES[draft.game]);
      const tapped = action.type === 'tap';
      if (draft.cards[id].tapped === tapped)
        throw new Refused(
          `${action.type}.already`,
          `${nameOf(draft, id)} is already ${tapped ? 'tapped' : 'untapped'}`,
        );
      draft.cards[id].tapped = tapped;
      return { cards: [nameOf(draft, id)] };
    }
    case 'move': {
      const to = checkZone(draft, action.to);
      const from = action.from === undefined ? undefined : checkZone(draft, action.from);
      const { id } = findCard(draft, action.card, from ? [from] : searchOrder(draft));
      moveCard(draft, id, to, action.position);
      return { cards: [nameOf(draft, id)], zone: to };
    }
    case 'token': {
      const { id } = findCard(draft, action.card, IN_PLAY_ZONES[draft.game].slice(0, 1));
      const zone = zoneOf(draft, id)!;
      const token =
        draft.cards.push({
          def: draft.cards[id].def,
          tapped: false,
          counters: {},
          token: true,
          enteredTurn: draft.turn,
        }) - 1;
      draft.zones[zone].push(token);
      return { cards: [nameOf(draft, id)] };
    }
    case 'counter': {
      const { id } = findCard(draft, action.card, IN_PLAY_ZONES[draft.game]);
      const kind = action.kind.trim();
      if (kind === '' || kind.length > MAX_COUNTER_NAME)
        throw new Refused('counter.name', `a counter needs a name of 1..${MAX_COUNTER_NAME} characters`);
      checkDelta(action.delta);
      const counters = draft.cards[id].counters;
      const next = Math.max(0, (counters[kind] ?? 0) + action.delta);
      if (next === 0) delete counters[kind];
      else counters[kind] = next;
      return { cards: [nameOf(draft, id)], count: action.delta, detail: kind };
    }
    case 'life':
      checkDelta(action.delta);
      draft.life += action.delta;
      return { cards: [], count: action.delta };
    case 'poison':
      checkDelta(action.delta);
      draft.poison = Math.max(0, draft.poison + action.delta);
      return { cards: [], count: action.delta };
    case 'attack': {
      if (action.cards.length === 0) throw new Refused('attack.none', 'name at least one attacker');
      const names = action.cards.map((ref) =>
        nameOf(draft, findCard(draft, ref, IN_PLAY_ZONES[draft.game].slice(0, 1)).id),
      );
      const count = draft.game === 'mtg' ? attackMtg(draft, action.cards) : attackDm(draft, action.cards).broken;
      return { cards: names, count };
    }
    case 'next-turn':
      startTurn(draft);
      return { cards: [] };
    case 'charge': {
      const { id } = findCard(draft, action.card, ['hand']);
      charge(draft, id, action.override ?? false);
      return { cards: [nameOf(draft, id)] };
    }
    case 'break-shield': {
      const count = action.count ?? 1;
      checkCount(count, 'shields to break', MAX_CARDS_PER_ACTION);
      return { cards: breakShields(draft, count).map((id) => nameOf(draft, id)) };
    }
    case 'trigger':
      return { cards: [nameOf(draft, answerTrigger(draft, action.card, action.use))], count: action.use ? 1 : 0 };
  }
}

function checkDelta(delta: number): void {
  if (!Number.isSafeInteger(delta) || delta === 0 || Math.abs(delta) > MAX_LIFE_CHANGE) {
    throw new Refused(
      'delta.out-of-range',
      `a change must be a whole number from -${MAX_LIFE_CHANGE} to ${MAX_LIFE_CHANGE}, not 0, not ${delta}`,
    );
  }
}

/** Where a move looks for a card named without its zone: the zones a player reaches for first. */
function searchOrder(state: PlaytestState): Zone[] {
  return state.game === 'mtg'
    ? ['hand', 'battlefield', 'graveyard', 'exile', 'command', 'library', 'sideboard']
    : ['hand', 'battle', 'mana', 'graveyard', 'shields', 'deck', 'hyperspatial', 'gr'];
}

/**
 * Scry (CR 701.18) and surveil (701.42): the player looks at the top N cards (N = the cards named) and puts
 * those in `keep` back on top in the order given, the others on the bottom or into the graveyard.
 */
function arrangeTop(
  draft: PlaytestState,
  keepOnTop: readonly CardRef[],
  away: readonly CardRef[],
  to: 'bottom' | 'graveyard',
): Entry {
  const n = keepOnTop.length + away.length;
  checkCount(n, 'cards to look at', Math.min(MAX_CARDS_PER_ACTION, libraryOf(draft).length));
  const window = libraryOf(draft).slice(0, n);
  const taken = new Set<number>();
  const pick = (ref: CardRef): number => {
    const id = typeof ref === 'number' ? ref : window.find((i) => !taken.has(i) && namesCard(draft, i, foldName(ref)));
    if (id === undefined || !window.includes(id) || taken.has(id)) {
      throw new Refused(
        'arrange.not-on-top',
        `${typeof ref === 'number' ? `card #${ref}` : `"${ref}"`} is not among the top ${n} cards left to place`,
        to === 'bottom' ? 'CR 701.18' : 'CR 701.42',
      );
    }
    taken.add(id);
    return id;
  };
  const top = keepOnTop.map(pick);
  const rest = away.map(pick);
  for (const id of rest) moveCard(draft, id, to === 'bottom' ? LIBRARY_ZONE[draft.game] : 'graveyard', 'bottom');
  for (const id of [...top].reverse()) moveCard(draft, id, LIBRARY_ZONE[draft.game], 'top');
  return { cards: [], count: n, sources: rest.map((id) => nameOf(draft, id)) };
}
