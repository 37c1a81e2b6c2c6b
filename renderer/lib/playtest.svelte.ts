// The playtest table's state in the window: the deck's cards and game start from the backend (playtest.deck),
// then the pure game of engine/playtest run here, action by action, with undo, redo and restart.
import { invoke } from './api.ts';
import type { InvokeOutput } from '../../protocol/bridge.ts';
import { displayName } from './cards.ts';
import { displayedFace } from '../../engine/cards/localized.ts';
import type { Locale } from './settings.svelte.ts';
import {
  act,
  canRedo,
  canUndo,
  currentState,
  newGame,
  redo,
  undo,
  type Action,
  type PlaytestDeck,
  type PlaytestGame,
  type PlaytestState,
  type Refusal,
  type Zone,
} from '../../engine/playtest/index.ts';
import type { Card } from '../../engine/cards/types.ts';
import type { Deck } from '../../engine/decks/types.ts';
import type { GameSetup } from '../../engine/goldfish/setup.ts';

interface TableSession {
  open: boolean;
  loading: boolean;
  /** Why the deck could not be dealt, kept as thrown: worded when shown, in the window's language then. */
  error: unknown;
  deck: PlaytestDeck | null;
  setup: GameSetup | null;
  /** The format the deck is played in, and whether Decklab guessed it (sim.ts `playedFormat`). */
  format: InvokeOutput<'playtest.deck'>['format'];
  seed: number;
  onThePlay: boolean;
  game: PlaytestGame | null;
  /** The card the keyboard acts on. */
  selected: number | null;
  /** The last refused action's reason, shown until the next action. */
  refusal: Refusal | null;
}

export const playtest = $state<TableSession>({
  open: false,
  loading: false,
  error: null,
  deck: null,
  setup: null,
  format: null,
  seed: 0,
  onThePlay: true,
  game: null,
  selected: null,
  refusal: null,
});

/** A fresh seed from the platform's generator: 47 bits, as the CLI draws it. */
export function randomSeed(): number {
  const [hi, lo] = crypto.getRandomValues(new Uint32Array(2));
  return (hi & 0x7fff) * 0x100000000 + lo;
}

/** Opens the table on a deck: its cards are resolved by the backend, the game is dealt here. */
export async function openPlaytest(deck: Deck): Promise<void> {
  playtest.open = true;
  playtest.loading = true;
  playtest.error = null;
  try {
    const loaded = await invoke('playtest.deck', { deck });
    playtest.deck = loaded.deck;
    playtest.setup = loaded.setup;
    playtest.format = loaded.format;
    restart(randomSeed());
  } catch (error) {
    playtest.error = error;
  } finally {
    playtest.loading = false;
  }
}

export function closePlaytest(): void {
  playtest.open = false;
}

/** Deals again: the same seed deals the same cards. */
export function restart(seed = playtest.seed): void {
  if (!playtest.deck || !playtest.setup) return;
  playtest.seed = seed;
  playtest.game = newGame(playtest.deck, { seed, setup: playtest.setup, onThePlay: playtest.onThePlay });
  playtest.selected = null;
  playtest.refusal = null;
}

/** Takes an action; a refusal is kept to show with its rule and leaves the game as it was. */
export function perform(action: Action): boolean {
  if (!playtest.game) return false;
  const result = act(playtest.game, action);
  if (!result.ok) {
    playtest.refusal = result.refusal;
    return false;
  }
  playtest.game = result.game;
  playtest.refusal = null;
  return true;
}

export function undoAction(): void {
  if (playtest.game && canUndo(playtest.game)) {
    playtest.game = undo(playtest.game);
    playtest.refusal = null;
  }
}

export function redoAction(): void {
  if (playtest.game && canRedo(playtest.game)) {
    playtest.game = redo(playtest.game);
    playtest.refusal = null;
  }
}

/** The action a drop makes: a land from hand is played and a spell cast (so the rules apply), a DM card dropped
 * on the mana zone is charged, a DM evolution creature dropped on a creature's tile is put on it (DM 801.1a), a
 * castle dropped on the shields fortifies the shield it is dropped on, or the top one (304.2, 701.19a); a card on an
 * adventure dropped from exile onto the battlefield is cast (CR 715.4); anything else is moved. Shift overrides the
 * one-land and one-charge limits, puts a spell onto the battlefield (a creature into the battle zone) without casting
 * it, as an effect that puts it there does, puts a card dropped on the library at the bottom, and keeps a commander
 * where it is dropped (not the command zone, CR 903.9). */
export function dropAction(
  state: PlaytestState,
  card: number,
  from: Zone,
  to: Zone,
  shift: boolean,
  onto?: number,
): Action {
  const def = state.defs[state.cards[card].def];
  if (state.game === 'mtg' && to === 'battlefield' && from === 'hand' && (def.mtg?.land || def.mtg?.landBack))
    return { type: 'play', card, override: shift };
  const castFrom = from === 'hand' || from === 'command' || (from === 'exile' && state.cards[card].onAdventure);
  if (state.game === 'mtg' && to === 'battlefield' && castFrom && !shift) return { type: 'cast', card };
  if (state.game === 'dm' && from === 'hand' && to === 'mana') return { type: 'charge', card, override: shift };
  if (state.game === 'dm' && from === 'hand' && to === 'battle' && !shift)
    return def.dmEvolution && onto !== undefined ? { type: 'cast', card, on: [onto] } : { type: 'cast', card };
  if (state.game === 'dm' && from === 'hand' && to === 'shields' && !shift && def.dmKind === 'castle')
    return onto !== undefined ? { type: 'cast', card, on: [onto] } : { type: 'cast', card };
  // CR 903.9: a commander goes to the command zone instead; with Shift its owner leaves it where it was dropped.
  const stay = shift && def.commandZone !== undefined;
  return { type: 'move', card, from, to, position: shift ? 'bottom' : 'top', ...(stay ? { stay } : {}) };
}

/**
 * The card of the deck on the table a name names, and the face: a Duel Masters two-sided card answers to either
 * side's name (DM 805.7), as the table's log names the side that is up (805.3).
 */
const deckCard = (name: string): { card: Card; face: number } | undefined => {
  const deck = playtest.deck;
  const cards = [deck?.main, deck?.commanders, deck?.side, deck?.companion, deck?.hyperspatial, deck?.gr]
    .flatMap((b) => b ?? [])
    .map((e) => e.card);
  const card = cards.find((c) => c.name === name);
  if (card) return { card, face: 0 };
  const sided = cards.find((c) => c.layout === 'two-sided' && c.faces.some((f) => f.name === name));
  return sided && { card: sided, face: sided.faces.findIndex((f) => f.name === name) };
};

/** The name a tile shows in the window's language (the Japanese name when the card data has one). */
export function tileName(name: string, locale: Locale): string {
  const found = locale === 'ja' ? deckCard(name) : undefined;
  if (!found) return name;
  return found.face > 0 ? displayedFace(found.card, found.face, locale).name : displayName(found.card, locale);
}

/**
 * The face a tile shows in the window's language: a transformed card's back, an MDFC's land back, a Duel Masters
 * two-sided card's side up (DM 805.3), else its name.
 */
export function tileFaceName(name: string, face: string | undefined, locale: Locale): string {
  if (face === undefined) return tileName(name, locale);
  if (deckCard(name)?.card.layout === 'two-sided') return tileName(face, locale);
  const index = name.split(' // ').indexOf(face);
  return (index >= 0 ? tileName(name, locale).split(' // ')[index] : undefined) ?? face;
}

export const tableState = () => (playtest.game ? currentState(playtest.game) : null);
