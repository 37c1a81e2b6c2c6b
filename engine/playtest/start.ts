// The opening deal (CR 103; DM 103): cards to their starting zones, the library shuffled with the seed,
// DM shields from the top, then the opening hand. A format with a mulligan waits for the keep decision.
import type { GameSetup } from '../goldfish/setup.ts';
import { BOARD_ZONES, cardDefinition, type PlaytestDeck } from './deck.ts';
import {
  GAME_ZONES,
  LIBRARY_ZONE,
  type CardDefinition,
  type CardState,
  type PlaytestState,
  type Zone,
} from './types.ts';
import { shuffleZone, takeFromTop } from './table.ts';
import { startDealtTurn } from './turn.ts';
import { dealOpeningHand } from './opening.ts';
import { isSignatureSpell } from '../formats/deck-view.ts';

export interface StartOptions {
  seed: number;
  setup: GameSetup;
  /** CR 103.8a: on the play (the default) the first draw is skipped in a two-player game. */
  onThePlay?: boolean;
}

export function startGame(deck: PlaytestDeck, options: StartOptions): PlaytestState {
  if (!Number.isSafeInteger(options.seed) || options.seed < 0)
    throw new RangeError(`the seed must be a non-negative safe integer, not ${options.seed}`);
  if (options.setup.game !== deck.game)
    throw new RangeError(`a ${deck.game} deck cannot use a ${options.setup.game} setup`);
  const commanderColors = deck.commanders?.flatMap((e) => e.card.colorIdentity);
  const defs: CardDefinition[] = [];
  const defIndex = new Map<string, number>();
  const cards: CardState[] = [];
  const zones = Object.fromEntries(GAME_ZONES[deck.game].map((z) => [z, [] as number[]])) as unknown as Record<
    Zone,
    number[]
  >;
  for (const [board, zone] of Object.entries(BOARD_ZONES[deck.game]) as [keyof typeof BOARD_ZONES.mtg, Zone][]) {
    for (const { card, count } of deck[board] ?? []) {
      let def = defIndex.get(card.id);
      if (def === undefined) {
        def = defs.push(cardDefinition(card, commanderColors?.length ? commanderColors : undefined)) - 1;
        defIndex.set(card.id, def);
      }
      if (board === 'commanders') defs[def].commandZone = isSignatureSpell(card) ? 'signature-spell' : 'leader';
      if (board === 'companion') defs[def].companion = true;
      for (let i = 0; i < count; i++)
        zones[zone].push(cards.push({ def, tapped: false, counters: {}, token: false, enteredTurn: 0 }) - 1);
    }
  }
  const state: PlaytestState = {
    game: deck.game,
    seed: options.seed,
    shuffles: 0,
    setup: options.setup,
    onThePlay: options.onThePlay ?? true,
    defs,
    cards,
    zones,
    phase: 'mulligan',
    mulligans: 0,
    turn: 0,
    life: options.setup.startingLife,
    poison: 0,
    damageDealt: 0,
    commanderDamage: {},
    opponentShields: options.setup.shields,
    wonOnTurn: null,
    landsThisTurn: 0,
    chargesThisTurn: 0,
    mainStepBegun: false,
    manaPool: [],
    handTapped: [],
    commanderCasts: {},
    pendingTriggers: [],
    log: [],
  };
  shuffleZone(state, LIBRARY_ZONE[deck.game]);
  takeFromTop(state, options.setup.shields, 'shields'); // DM 103.3, 113.1: before the hand
  dealOpeningHand(state);
  // DM 408.2: the super GR is a face-down pile no player may look at, so its order is random (701.11a).
  if (state.zones.gr?.length) shuffleZone(state, 'gr');
  if (options.setup.mulligan === 'none') startDealtTurn(state); // DM 103.3–103.5: no mulligan, the first turn begins
  return state;
}
