// The pure reducer: apply(state, action) → the next state, or a refusal naming the rule. The state passed in
// is never changed; randomness comes only from the state's seed (engine/rng), so a log replays exactly.
import type { Game } from '../cards/types.ts';
import { foldName } from '../text/fold.ts';
import type { Action, ActionType, ApplyResult, CardRef, LogEntry, PlaytestState, SearchFind, Zone } from './types.ts';
import { CLEANUP, LIBRARY_ZONE, OVER_HAND_SIZE } from './types.ts';
import { MAX_CARDS_PER_ACTION, checkActionValues, counterName } from './action-check.ts';
import {
  Refused,
  checkCount,
  draftOf,
  checkCounters,
  commanderReturnRule,
  enterWithCounters,
  findCard,
  libraryOf,
  moveCard,
  nameOf,
  namesCard,
  shuffleZone,
  takeFromTop,
  zoneOf,
} from './table.ts';
import { keep, mulligan, openingRule } from './opening.ts';
import { cleanupStep, startTurn } from './turn.ts';
import { createTokens } from './tokens.ts';
import { ptOf } from './view.ts';
import { checkDeckLeft, checkDraw } from './losing.ts';
import { flip } from './dm-sides.ts';
import { changePower, checkStateBasedActions, dmPowerOf } from './state-based.ts';
import { chooseAttackers } from './attackers.ts';
import {
  COMMANDER_DAMAGE,
  attackMtg,
  castSpell,
  changeLife,
  CAST_FROM,
  changePoison,
  playLand,
  putCompanionIntoHand,
  tapForMana,
  transform,
  type ManaType,
} from './mtg-actions.ts';
import { unitSymbols } from './mtg-payment.ts';
import {
  DIRECT_ATTACK,
  answerTrigger,
  attackDm,
  breakShields,
  castDm,
  charge,
  crossGear,
  grSummon,
  tapDmByHand,
} from './dm-actions.ts';

const IN_PLAY_ZONES: Readonly<Record<Game, readonly Zone[]>> = { mtg: ['battlefield'], dm: ['battle', 'mana'] };

/**
 * Tapping and untapping (CR 701.21a–b; DM 105.6): only an untapped permanent taps, only a tapped one untaps;
 * only the battle zone's creatures and mana cards tap in Duel Masters (DM 105.4a).
 */
const TAP_RULES: Readonly<Record<Game, { where: string; tap: string; untap: string }>> = {
  mtg: { where: 'CR 701.21a', tap: 'CR 701.21a', untap: 'CR 701.21b' },
  dm: { where: 'DM 105.4a', tap: 'DM 105.6', untap: 'DM 105.6' },
};

export function apply(state: PlaytestState, action: Action): ApplyResult {
  try {
    const draft = draftOf(state);
    const entry = perform(draft, action);
    draft.log.push({ turn: draft.turn, action: action.type, ...entry }, ...checkStateBasedActions(draft));
    return { ok: true, state: draft };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}

type Entry = Omit<LogEntry, 'turn' | 'action'>;

/** What the table's state allows now (the values were checked first: checkActionValues). */
function checkAllowed(state: PlaytestState, type: ActionType): void {
  if (state.pendingTriggers.length > 0 && type !== 'trigger') {
    throw new Refused(
      'trigger.pending',
      `answer the shield trigger of ${nameOf(state, state.pendingTriggers[0])} first ("use" or "keep")`,
      'DM 112.3a',
    );
  }
  if (state.phase === 'mulligan' && type !== 'mulligan' && type !== 'keep')
    throw new Refused('mulligan.deciding', 'keep the opening hand or take a mulligan first', openingRule(state.game));
}

function perform(draft: PlaytestState, action: Action): Entry {
  checkActionValues(action, draft);
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
      checkDraw(draft, count, `drawing ${count}`);
      takeFromTop(draft, count, 'hand');
      return { cards: [], count };
    }
    case 'shuffle':
      shuffleZone(draft, library);
      return { cards: [] };
    case 'look':
      checkCount(action.count, 'cards to look at', libraryOf(draft).length); // the table shows them; the log records it
      return { cards: [], count: action.count };
    case 'search':
      return search(draft, action.found ?? []);
    case 'scry':
      return arrangeTop(draft, action.top ?? [], action.bottom ?? [], 'bottom');
    case 'surveil':
      return arrangeTop(draft, action.top ?? [], action.graveyard ?? [], 'graveyard');
    case 'mill': {
      checkDeckLeft(draft, action.count, `milling ${action.count}`);
      return { cards: takeFromTop(draft, action.count, 'graveyard').map((id) => nameOf(draft, id)) }; // CR 701.13
    }
    case 'play':
      return { cards: [playLand(draft, action.card, action.override ?? false)] };
    case 'cast': {
      const id = findCard(draft, action.card, draft.game === 'mtg' ? CAST_FROM : ['hand']).id;
      if (draft.game === 'mtg') {
        const { sources, face } = castSpell(draft, action);
        return { cards: [nameOf(draft, id)], sources, ...(face ? { face } : {}) };
      }
      const { tapped, on, verb } = castDm(draft, action.card, action.tap, action.face, action.on);
      return {
        cards: [nameOf(draft, id)],
        sources: tapped,
        ...(on.length ? { on } : {}),
        ...(verb ? { detail: verb } : {}),
      };
    }
    case 'cross': {
      const { gear, creature, tapped } = crossGear(draft, action.card, action.onto, action.tap);
      return { cards: [nameOf(draft, gear)], sources: tapped, on: [nameOf(draft, creature)] };
    }
    case 'tap':
    case 'untap': {
      const rules = TAP_RULES[draft.game];
      const tapped = action.type === 'tap';
      // Named, the card is one that can be tapped (untapped): "tap Forest" twice taps two Forests.
      const { id } = findCard(
        draft,
        action.card,
        IN_PLAY_ZONES[draft.game],
        rules.where,
        (i) => draft.cards[i].tapped !== tapped,
      );
      if (draft.cards[id].tapped === tapped)
        throw new Refused(
          `${action.type}.already`,
          `${nameOf(draft, id)} is already ${tapped ? 'tapped' : 'untapped'}`,
          rules[action.type],
        );
      draft.cards[id].tapped = tapped;
      if (draft.game === 'dm') {
        tapDmByHand(draft, id, tapped);
        return { cards: [nameOf(draft, id)] };
      }
      const mana = tapped ? tapForMana(draft, id, action.type === 'tap' ? (action.mana as ManaType) : undefined) : [];
      return { cards: [nameOf(draft, id)], ...(mana.length ? { detail: mana.map(unitSymbols).join('') } : {}) };
    }
    case 'move': {
      const { id, zone } = findCard(draft, action.card, action.from ? [action.from] : searchOrder(draft));
      const name = nameOf(draft, id); // the side that was up (DM 805.3), before 117.1 turns its front up
      if (zone === library && action.to !== library) checkDeckLeft(draft, 1, `moving ${name} out of it`);
      // CR 903.9 and DM 117.1, 118.1-118.2 may send it elsewhere; 801.4 rebuilds what was under an evolution's top card alone.
      const returned = action.stay ? null : commanderReturnRule(draft, id, zone, action.to);
      const to = moveCard(draft, id, action.to, action.position, {
        onlyTop: action.onlyTop === true,
        commanderStays: action.stay === true,
      });
      const bottom = to === library && action.position === 'bottom';
      return {
        cards: [name],
        zone: to,
        ...(bottom ? { detail: 'bottom' } : {}),
        ...(returned ? { rule: returned } : {}),
      };
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
      if (zone === 'battlefield') enterWithCounters(draft, token); // CR 306.5b, 310.4b: a token enters too
      return { cards: [nameOf(draft, id)] };
    }
    case 'create-token': {
      const count = action.count ?? 1;
      const [id] = createTokens(draft, action, count);
      const pt = ptOf(draft, id);
      return { cards: [nameOf(draft, id)], count, ...(pt ? { detail: pt } : {}) };
    }
    case 'counter': {
      const { id } = findCard(draft, action.card, IN_PLAY_ZONES[draft.game]);
      const kind = counterName(action.kind);
      const counters = draft.cards[id].counters;
      const next = Math.max(0, (counters[kind] ?? 0) + action.delta);
      if (next === 0) delete counters[kind];
      else counters[kind] = next;
      const defeated = checkCounters(draft, id, kind); // CR 704.5i, 704.5v, 704.5s
      return {
        cards: [nameOf(draft, id)],
        count: action.delta,
        detail: kind,
        ...(defeated ? { zone: 'graveyard' } : {}),
      };
    }
    case 'power': {
      const { id } = findCard(draft, action.card, ['battle']);
      changePower(draft, id, action.delta);
      const power = dmPowerOf(draft, id);
      return { cards: [nameOf(draft, id)], count: action.delta, ...(power !== null ? { detail: String(power) } : {}) };
    }
    case 'life':
      changeLife(draft, action.delta);
      return { cards: [], count: action.delta };
    case 'poison':
      changePoison(draft, action.delta);
      return { cards: [], count: action.delta };
    case 'attack': {
      const ids = chooseAttackers(draft, action.cards);
      const names = ids.map((id) => nameOf(draft, id));
      if (draft.game === 'mtg') {
        const { damage, win } = attackMtg(draft, ids, action.override);
        if (win?.detail === COMMANDER_DAMAGE)
          return {
            cards: names,
            count: damage,
            detail: win.detail,
            sources: [nameOf(draft, win.commander)],
            rule: win.rule,
          };
        return { cards: names, count: damage, ...(win ? { detail: win.detail } : {}) };
      }
      const { broken, direct } = attackDm(draft, ids, action.override);
      return { cards: names, count: broken, ...(direct ? { detail: DIRECT_ATTACK } : {}) };
    }
    case 'next-turn': {
      const names = (ids: number[]) => ids.map((id) => nameOf(draft, id));
      const { discarded, over } = cleanupStep(draft, action.discard);
      // The cleanup step is the ending turn's (CR 514.1), so its entry is that turn's; the new turn's follows.
      if (discarded.length)
        draft.log.push({ turn: draft.turn, action: 'next-turn', cards: names(discarded), detail: CLEANUP });
      if (over)
        draft.log.push({ turn: draft.turn, action: 'next-turn', cards: [], count: over, detail: OVER_HAND_SIZE });
      const { advanced, sacrificed } = startTurn(draft);
      return { cards: names(advanced), ...(sacrificed.length ? { sources: names(sacrificed) } : {}) };
    }
    case 'charge': {
      const { id } = findCard(draft, action.card, ['hand']);
      charge(draft, id, action.override ?? false);
      return { cards: [nameOf(draft, id)] };
    }
    case 'break-shield': {
      return { cards: breakShields(draft, action.count ?? 1).map((id) => nameOf(draft, id)) };
    }
    case 'trigger':
      return { cards: [nameOf(draft, answerTrigger(draft, action.card, action.use))], count: action.use ? 1 : 0 };
    case 'gr-summon':
      return { cards: [nameOf(draft, grSummon(draft))] };
    case 'flip': {
      const { from, to, rule } = flip(draft, action.card);
      return { cards: [from], detail: to, rule };
    }
    case 'transform': {
      const { id, face } = transform(draft, action.card);
      return { cards: [nameOf(draft, id)], detail: face };
    }
    case 'companion': {
      const { id, sources } = putCompanionIntoHand(draft, action.card, action.tap);
      return { cards: [nameOf(draft, id)], sources, rule: 'CR 702.139a' };
    }
  }
}

/** Where a move looks for a card named without its zone: the zones a player reaches for first. */
function searchOrder(state: PlaytestState): Zone[] {
  return state.game === 'mtg'
    ? ['hand', 'battlefield', 'graveyard', 'exile', 'command', 'library', 'sideboard']
    : ['hand', 'battle', 'mana', 'graveyard', 'shields', 'deck', 'hyperspatial', 'gr'];
}

/**
 * Search (CR 701.19a; DM: the deck's cards are looked at the same way): the player looks at the whole library and
 * takes the cards named, each to its zone, or none (701.19b: a search for a quality may fail to find); then the
 * library is shuffled (701.20; DM 701.11a). A card bound for the library goes on top after the shuffle, as a
 * "then shuffle and put that card on top" tutor says. Taking the deck's last cards loses in Duel Masters (DM 703.4b).
 */
function search(draft: PlaytestState, found: readonly SearchFind[]): Entry {
  const library = LIBRARY_ZONE[draft.game];
  const ids: number[] = [];
  for (const { card } of found) {
    const id =
      typeof card === 'number'
        ? findCard(draft, card, [library], 'CR 701.19a').id
        : draft.zones[library].find((i) => !ids.includes(i) && namesCard(draft, i, foldName(card)));
    if (id === undefined)
      throw new Refused('card.not-here', `no card named "${card}" is left in ${library}`, 'CR 701.19a');
    if (ids.includes(id)) throw new Refused('search.twice', `card #${id} is named twice in one search`, 'CR 701.19a');
    ids.push(id);
  }
  const away = found.filter(({ to }) => to !== library).length;
  if (away > 0) checkDeckLeft(draft, away, `taking ${away} card${away === 1 ? '' : 's'} out of it`);
  const onTop: number[] = [];
  found.forEach(({ to }, i) => {
    if (to === library) {
      draft.zones[library].splice(draft.zones[library].indexOf(ids[i]), 1);
      onTop.push(ids[i]);
    } else moveCard(draft, ids[i], to);
  });
  shuffleZone(draft, library);
  draft.zones[library].unshift(...onTop);
  return { cards: ids.map((id) => nameOf(draft, id)), zone: library, zones: found.map(({ to }) => to) };
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
  const rule = to === 'bottom' ? 'CR 701.18' : 'CR 701.42';
  checkCount(n, 'cards to look at', Math.min(MAX_CARDS_PER_ACTION, libraryOf(draft).length), rule);
  const window = libraryOf(draft).slice(0, n);
  const taken = new Set<number>();
  const pick = (ref: CardRef): number => {
    const id = typeof ref === 'number' ? ref : window.find((i) => !taken.has(i) && namesCard(draft, i, foldName(ref)));
    if (id === undefined || !window.includes(id) || taken.has(id)) {
      throw new Refused(
        'arrange.not-on-top',
        `${typeof ref === 'number' ? `card #${ref}` : `"${ref}"`} is not among the top ${n} cards left to place`,
        rule,
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
