// The deck open in the editor: its entries, the full cards behind them, undo and redo, saving as a new
// version, and live validation after every change (at once; edits made while one runs are checked together next).
import { untrack } from 'svelte';
import type { Board, Deck, DeckEntry, PinnedPrinting } from '../../engine/decks/types.ts';
import type { VersionNote } from '../../engine/decks/version-note.ts';
import { poolPrintingKey } from '../../engine/pools/pool.ts';
import { boardOfAddedCard } from '../../engine/decks/added-board.ts';
import { GAME_NAMES, type Game } from '../../engine/cards/types.ts';
import type { InvokeOutput } from '../../protocol/bridge.ts';
import { invoke } from './api.ts';
import { ApiError } from '../../protocol/errors.ts';
import { getCard, getCards, type CardDetails } from './card-cache.ts';
import { displayName } from './cards.ts';

export type ValidationResult = InvokeOutput<'decks.validate'>;
export type DeckProblem = ValidationResult['problems'][number];

/** How long the deck's price waits after an edit (DeckValue.svelte), so a run of edits asks once. */
export const VALIDATE_DELAY_MS = 120;
const UNDO_LIMIT = 200;

export function blankDeck(game: Game = 'mtg', format = 'commander', name = ''): Deck {
  return { game, name, format, boards: {} };
}

/** What the session keeps of a stored deck besides its cards. */
type StoredRecord = Pick<InvokeOutput<'decks.get'>, 'id' | 'version' | 'poolId' | 'built'> | typeof UNSAVED;
const UNSAVED = { id: null, version: null, poolId: null, built: false } as const;

function entryCount(entries: readonly DeckEntry[] | undefined): number {
  return (entries ?? []).reduce((n, e) => n + e.count, 0);
}

/**
 * A deck holds cards of its own game only, whatever its format (none says nothing about the game): a Duel Masters
 * card is refused in a Magic deck and the reverse, by a reason the window words in its language of the moment.
 */
/** Moves the entry at `index` of a board to another, joining an entry of the same card and printing there. */
function moveEntry(deck: Deck, from: Board, to: Board, index: number): void {
  const source = deck.boards[from] ?? [];
  const [entry] = source.splice(index, 1);
  if (!entry) return;
  if (source.length === 0) delete deck.boards[from];
  deck.boards[to] ??= [];
  const target = deck.boards[to];
  const same = target.find(
    (e) =>
      e.name === entry.name &&
      e.printing?.set === entry.printing?.set &&
      e.printing?.collectorNumber === entry.printing?.collectorNumber,
  );
  if (same) same.count += entry.count;
  else target.push(entry);
}

function refuseOtherGame(card: CardDetails, deckGame: Game): void {
  if (card.game === deckGame) return;
  const params = { name: card.name, 'name.ja': displayName(card, 'ja'), cardGame: card.game, deckGame };
  const message = `${card.name} is a ${GAME_NAMES[card.game]} card: it cannot go in a ${GAME_NAMES[deckGame]} deck.`;
  throw new ApiError('invalid-input', message, undefined, params, 'deck.other-game-card');
}

class DeckSession {
  loaded = $state(false);
  id = $state<number | null>(null);
  version = $state<number | null>(null);
  /** The pool a Limited deck is built from (CR 100.2b): its cards are the only ones the deck may use. */
  poolId = $state<number | null>(null);
  /** A built deck holds its cards, so they are not free for other decks. */
  built = $state(false);
  deck = $state<Deck>(blankDeck());
  cards = $state<Record<string, CardDetails>>({});
  dirty = $state(false);
  saving = $state(false);
  validation = $state<ValidationResult | null>(null);
  /** What the last validation failed with, null when it did not; kept as thrown so that it is worded when shown. */
  validationError = $state.raw<unknown>(null);
  /** Card names the user asked to see (a clicked problem). */
  highlighted = $state<string[]>([]);
  canUndo = $state(false);
  canRedo = $state(false);
  /**
   * Which deck is open: a new number when another deck takes the editor's place (opened, new, imported), the same
   * while this one is edited, saved or restored to a version of its own. What is worked out for one deck (advice)
   * is dropped when it changes.
   */
  identity = $state(0);
  /** Counts the decks put in the editor (opened, imported, new, a version restored), this one again included. */
  loads = $state(0);

  readonly mainCount = $derived(entryCount(this.deck.boards.main) + entryCount(this.deck.boards.commander));

  #undo: Deck[] = [];
  #redo: Deck[] = [];
  #validateRun = 0;
  /** A validation is on its way; another edit waits for it rather than queueing a call per key press. */
  #validating = false;
  #validateAgain = false;

  /** Starts a new, unsaved deck. */
  start(deck: Deck): void {
    this.#reset(deck, UNSAVED);
    this.dirty = deck.name !== '' || Object.keys(deck.boards).length > 0;
  }

  async load(id: number, version?: number): Promise<void> {
    const stored = await invoke('decks.get', { id, version });
    this.#reset(stored.deck, stored);
    await this.#fetchCards(stored.deck);
  }

  /** A deck read from a list (import): unsaved until the user saves it. */
  async adopt(deck: Deck): Promise<void> {
    this.#reset(deck, UNSAVED);
    this.dirty = true;
    await this.#fetchCards(deck);
  }

  /** Saves a new version; `note` says why when the app saves it (an import), worded by the version history. */
  async save(note?: VersionNote): Promise<boolean> {
    if (!this.loaded || this.saving) return false;
    this.saving = true;
    try {
      const stored = await invoke('decks.save', {
        id: this.id ?? undefined,
        deck: $state.snapshot(this.deck),
        note,
        poolId: this.poolId,
      });
      this.#adoptRecord(stored);
      this.dirty = false;
      return true;
    } finally {
      this.saving = false;
    }
  }

  /** Every edit goes through here: one undo step per call. */
  change(edit: (deck: Deck) => void): void {
    this.#undo.push($state.snapshot(this.deck));
    if (this.#undo.length > UNDO_LIMIT) this.#undo.shift();
    this.#redo = [];
    edit(this.deck);
    this.#afterChange();
  }

  undo(): boolean {
    const previous = this.#undo.pop();
    if (!previous) return false;
    this.#redo.push($state.snapshot(this.deck));
    this.deck = previous;
    this.#afterChange();
    return true;
  }

  redo(): boolean {
    const next = this.#redo.pop();
    if (!next) return false;
    this.#undo.push($state.snapshot(this.deck));
    this.deck = next;
    this.#afterChange();
    return true;
  }

  /**
   * Adds copies of a card to `board`, or to the zone a Duel Masters card belongs to (boardOfAddedCard); a new entry
   * takes `printing` when given (a pool's card: the printing opened, CR 100.2b).
   */
  async addCard(
    card: { id: string; name: string; game: Game; printing?: PinnedPrinting },
    board: Board,
    count = 1,
  ): Promise<void> {
    // Adding with no deck open starts one for the card's game.
    if (!this.loaded) this.start(blankDeck(card.game, card.game === 'dm' ? 'dm' : 'commander'));
    const details = this.cards[card.id] ?? (await getCard(card.id));
    refuseOtherGame(details, this.deck.game);
    this.cards[card.id] = details;
    const to = boardOfAddedCard(details, this.deck.game, board);
    this.change((deck) => {
      // Read the board back after creating it: the state proxy stores a copy, so the array just assigned is not it.
      deck.boards[to] ??= [];
      const entries = deck.boards[to];
      // A pool's card joins the entry of its printing: a card drafted in two printings is two entries (pool.ts).
      const entry = entries.find(
        (e) =>
          (e.cardId === card.id || e.name === details.name) &&
          (!card.printing || !e.printing || poolPrintingKey(e) === poolPrintingKey({ ...e, printing: card.printing })),
      );
      if (entry) entry.count += count;
      else
        entries.push({
          name: details.name,
          count,
          cardId: card.id,
          ...(card.printing ? { printing: card.printing } : {}),
        });
    });
  }

  /** Sets the count of the entry at `index` of a board; 0 removes it. */
  setCount(board: Board, index: number, count: number): void {
    this.change((deck) => {
      const entries = deck.boards[board] ?? [];
      if (!entries[index]) return;
      if (count > 0) entries[index].count = count;
      else entries.splice(index, 1);
      if (entries.length === 0) delete deck.boards[board];
    });
  }

  /** Tags for grouping and keep rules ("ramp", "removal"); empty removes them. */
  setTags(board: Board, index: number, tags: string[]): void {
    this.change((deck) => {
      const entry = deck.boards[board]?.[index];
      if (!entry) return;
      if (tags.length) entry.tags = tags;
      else delete entry.tags;
    });
  }

  /** Moves the entry at `index` to another board, joining an entry of the same card and printing there. */
  move(from: Board, to: Board, index: number): void {
    this.change((deck) => moveEntry(deck, from, to, index));
  }

  /** Moves the entries of the cards named (as the deck writes them) to another board, as one edit. */
  moveNamed(from: Board, to: Board, names: readonly string[]): void {
    this.change((deck) => {
      for (const name of names) {
        const index = (deck.boards[from] ?? []).findIndex((e) => e.name === name);
        if (index >= 0) moveEntry(deck, from, to, index);
      }
    });
  }

  /** Replaces the deck's boards as one edit (its text applied), the details of the cards new to it fetched first. */
  async replaceBoards(boards: Deck['boards']): Promise<void> {
    const ids = Object.values(boards).flatMap((entries) => (entries ?? []).map((e) => e.cardId));
    const added = await getCards(ids.filter((id): id is string => !!id && !this.cards[id]));
    this.cards = { ...this.cards, ...added };
    this.change((deck) => {
      deck.boards = boards;
    });
  }

  setDetails(details: Partial<Pick<Deck, 'name' | 'format' | 'game' | 'notes'>>): void {
    this.change((deck) => Object.assign(deck, details));
  }

  highlight(names: string[]): void {
    this.highlighted = names;
  }

  /** Marks the saved deck built or not; the mark is no edit of its cards, so no version is saved. */
  async setBuilt(built: boolean): Promise<void> {
    if (this.id === null) return;
    this.built = (await invoke('decks.setBuilt', { id: this.id, built })).built;
  }

  #adoptRecord(record: StoredRecord): void {
    this.id = record.id;
    this.version = record.version;
    this.poolId = record.poolId;
    this.built = record.built;
  }

  #reset(deck: Deck, record: StoredRecord): void {
    if (record.id === null || record.id !== this.id) {
      this.identity++;
      // Another deck's problems are not this one's: none are shown until its own validation answers.
      this.#validateRun++;
      this.validation = null;
      this.validationError = null;
    }
    this.loads++;
    this.deck = deck;
    this.#adoptRecord(record);
    this.loaded = true;
    this.dirty = false;
    this.highlighted = [];
    this.#undo = [];
    this.#redo = [];
    this.#afterChange(false);
  }

  #afterChange(edited = true): void {
    if (edited) this.dirty = true;
    this.canUndo = this.#undo.length > 0;
    this.canRedo = this.#redo.length > 0;
    this.#validateSoon();
  }

  /**
   * Validates now, or once the validation on its way answers: a few milliseconds on the API's worker for a
   * 100-card deck, so the problems follow each edit, and a held key never piles up calls.
   */
  #validateSoon(): void {
    if (this.#validating) {
      this.#validateAgain = true;
      return;
    }
    this.#validating = true;
    // Asked before the edit is drawn, and untracked: an edit made in a component's effect does not make the deck a
    // dependency of that effect.
    void untrack(() => this.validate()).finally(() => {
      this.#validating = false;
      if (!this.#validateAgain) return;
      this.#validateAgain = false;
      this.#validateSoon();
    });
  }

  async #fetchCards(deck: Deck): Promise<void> {
    const ids = Object.values(deck.boards).flatMap((entries) =>
      (entries ?? []).map((e) => e.cardId).filter((id): id is string => !!id),
    );
    this.cards = await getCards(ids);
  }

  /** Checks the deck against its format; an older run's answer never overwrites a newer one. */
  async validate(): Promise<void> {
    const run = ++this.#validateRun;
    const deck = $state.snapshot(this.deck);
    if (!deck.format) {
      this.validation = null;
      return;
    }
    try {
      const result = await invoke('decks.validate', { deck, format: deck.format, poolId: this.poolId ?? undefined });
      if (run !== this.#validateRun) return;
      this.validation = result;
      this.validationError = null;
    } catch (error) {
      if (run !== this.#validateRun) return;
      this.validation = null;
      this.validationError = error;
    }
  }
}

export const deckSession = new DeckSession();
