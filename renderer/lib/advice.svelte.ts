// The deck advisor's runs as the screens hold them: the editor's Advice tab asks again a while after each edit
// (cancelling the run before), the lab's land sweep and the A/B runs run when asked; a sweep's land counts are
// drawn as they stream in. The Advice tab's last answer stays, greyed, until the next one is done; a new run of
// the lab's sweep replaces its last answer at once.
import type { InvokeInput, InvokeOutput } from '../../protocol/bridge.ts';
import type { ApiEvent } from '../../electron/api/types.ts';
import type { Deck } from '../../engine/decks/types.ts';
import type { Card } from '../../engine/cards/types.ts';
import { invoke, isCancelled, on } from './api.ts';
import type { SweepRow } from '../../engine/advice/sweep.ts';
import { DEFAULT_OBJECTIVE, type ObjectiveId } from '../../engine/advice/figures.ts';
import { DEFAULT_SOURCE_TARGET } from '../../engine/advice/sources.ts';
import {
  adviceKey,
  DEFAULT_SWEEP_CHOICES,
  sweepChoiceInput,
  type RunProgress,
  type SweepChoiceInput,
  type SweepChoices,
} from './advice.ts';
import { errorText } from './errors.ts';

export type AdviceResult = InvokeOutput<'advice.run'>;
type AdviceInput = InvokeInput<'advice.run'>;
export type AbResult = InvokeOutput<'advice.compare'>;
type AbInput = InvokeInput<'advice.compare'>;

/**
 * advice.progress counts the games of one phase (the sweep and keep rules together, then the colored sources);
 * advice.row brings one land count's figures as it is done.
 */
interface AdviceEvent extends ApiEvent {
  runId: string;
  phase?: string;
  done?: number;
  total?: number;
  row?: SweepRow;
}

/** Longer than validation's 120 ms: a run plays thousands of games, so it waits until the edits pause. */
export const ADVICE_DELAY_MS = 600;
export const ADVICE_GAME_CHOICES = [2_000, 10_000, 100_000] as const;
/** The same deck gets the same advice: every run plays the same seeded games (CRN across runs, too). */
const ADVICE_SEED = 1;
/** Karsten's 90% and the targets around it. */
export const TARGET_CHOICES = [0.8, 0.85, 0.9, 0.95] as const;

/** What the screens choose; the deck and run id are added per run. */
export type AdviceOptions = Omit<AdviceInput, 'deck' | 'deckId' | 'version' | 'runId'>;

const requestKey = (deck: Deck, options: AdviceOptions) => `${adviceKey(deck)}:${JSON.stringify(options)}`;

let lastRun = 0;

/** One operation run in the background at a time: a new run cancels the one before; the last answer stays. */
class BackgroundRun<T> {
  result = $state<T | null>(null);
  running = $state(false);
  progress = $state<RunProgress | null>(null);
  /** What the last run failed with, null when it did not; kept as thrown so that it is worded when shown. */
  #failure = $state.raw<unknown>(null);

  /** The failure in words, in the window's language of the moment: a language switch re-words it. */
  get error(): string | null {
    return this.#failure === null ? null : errorText(this.#failure);
  }

  #controller: AbortController | undefined;

  /** Runs `call`; `onRow` sees each land count the run streams. Resolves true when its answer was kept. */
  protected async start(
    call: (runId: string, signal: AbortSignal) => Promise<T>,
    onRow: (row: SweepRow) => void = () => {},
  ): Promise<boolean> {
    this.cancel();
    const controller = new AbortController();
    this.#controller = controller;
    const runId = `advice-${++lastRun}`;
    this.progress = null;
    this.running = true;
    this.#failure = null;
    const off = on<AdviceEvent>('*', (event) => {
      // A cancelled run may still send a row or two before its answer comes back: they belong to no shown deck.
      if (event.runId !== runId || controller.signal.aborted) return;
      if (event.type === 'advice.progress' && event.done !== undefined && event.total !== undefined)
        this.progress = { phase: event.phase, done: event.done, total: event.total };
      else if (event.type === 'advice.row' && event.row) onRow(event.row);
    });
    try {
      const result = await call(runId, controller.signal);
      if (controller.signal.aborted) return false;
      this.result = result;
      return true;
    } catch (error) {
      if (!isCancelled(error) && !controller.signal.aborted) this.#failure = error;
      return false;
    } finally {
      off();
      if (this.#controller === controller) {
        this.running = false;
        this.#controller = undefined;
      }
    }
  }

  /** Stops the running run; the last answer stays. */
  cancel(): void {
    this.#controller?.abort();
    this.#controller = undefined;
    this.running = false;
  }

  /** Stops the running run and drops what the last one said. */
  protected clear(): void {
    this.cancel();
    this.result = null;
    this.progress = null;
    this.#failure = null;
  }
}

export class AdviceRunner extends BackgroundRun<AdviceResult> {
  /** The request (deck and options) the shown answer is for. */
  answered = $state<string | null>(null);
  /** Land counts done so far by the running run, in the order they arrived. */
  rows = $state<SweepRow[]>([]);
  /** The objective the running run sweeps for, from its start: its chart names it, not the last answer's. */
  #runningObjective = $state<ObjectiveId | null>(null);

  #timer: ReturnType<typeof setTimeout> | undefined;
  /** The request waiting or running, so asking for it again changes nothing. */
  #pending: string | null = null;
  /** The deck (deckSession.identity) the figures shown and asked for belong to. */
  #deck: number | null = null;

  /**
   * Shows the figures of this deck only: when another deck takes the editor's place, the figures of the one before
   * are dropped and its run stopped, rather than shown as an older state of the new deck. Edits of the same deck
   * keep them, marked stale, until the new ones are done.
   */
  follow(deck: number): void {
    if (deck === this.#deck) return;
    this.#deck = deck;
    this.clear();
  }

  /**
   * Asks for advice on `deck` with `options` after `delay` ms, unless asked for something else before; the run
   * still going is cancelled. A request already answered or on its way is not asked again.
   */
  request(deck: Deck, options: AdviceOptions, delay = ADVICE_DELAY_MS): void {
    const key = requestKey(deck, options);
    if (key === this.#pending || (key === this.answered && !this.running)) return;
    this.cancel();
    this.#pending = key;
    this.#timer = setTimeout(() => void this.run(deck, options), delay);
  }

  /** True when the shown answer is for another deck or other options than these. */
  isStale(deck: Deck, options: AdviceOptions): boolean {
    return this.answered !== null && this.answered !== requestKey(deck, options);
  }

  async run(deck: Deck, options: AdviceOptions): Promise<void> {
    const key = requestKey(deck, options);
    this.rows = [];
    this.#runningObjective = options.objective ?? DEFAULT_OBJECTIVE;
    const kept = await this.start(
      (runId, signal) => invoke('advice.run', { ...options, deck, runId }, { signal }),
      (row) => (this.rows = [...this.rows, row]),
    );
    if (kept) this.answered = key;
    if (!this.running) this.#pending = null;
  }

  /** The objective of the figures shown: the running run's from its start, else the last answer's (null for none). */
  get objective(): ObjectiveId | null {
    return this.running ? this.#runningObjective : (this.result?.lands?.objective ?? null);
  }

  override cancel(): void {
    clearTimeout(this.#timer);
    this.#pending = null;
    super.cancel();
  }

  protected override clear(): void {
    super.clear();
    this.answered = null;
    this.rows = [];
  }
}

export class AbRunner extends BackgroundRun<AbResult> {
  /** The version B was, of the answer shown (null for another deck): A and B then have one name. */
  versusVersion = $state<number | null>(null);

  async run(a: AbInput['a'], b: AbInput['b'], options: Omit<AbInput, 'a' | 'b' | 'runId'>): Promise<void> {
    const kept = await this.start((runId, signal) => invoke('advice.compare', { ...options, a, b, runId }, { signal }));
    if (kept) this.versusVersion = b.version ?? null;
  }
}

/** The editor's Advice tab, and its choices. */
export const editorAdvice = new AdviceRunner();
export const adviceOptions = $state({
  seed: ADVICE_SEED,
  games: 10_000,
  objective: DEFAULT_OBJECTIVE,
  target: DEFAULT_SOURCE_TARGET,
  /** A custom keep rule compared beside the presets; '' for none. */
  keep: '',
});

/**
 * Each deck's sweep choices (key spells, the land, the cut order) while the app runs, by deck id ('new' for a deck
 * not saved yet): the Advice tab and the lab's sweep share them.
 */
const sweepChoicesByDeck = $state<Record<string, SweepChoices>>({});

export const sweepChoicesKey = (deckId: number | null): string => (deckId === null ? 'new' : String(deckId));

export function sweepChoices(key: string): SweepChoices {
  return sweepChoicesByDeck[key] ?? DEFAULT_SWEEP_CHOICES;
}

export function setSweepChoices(key: string, change: Partial<SweepChoices>): void {
  sweepChoicesByDeck[key] = { ...sweepChoices(key), ...change };
}

/** The editor's deck as last seen by followEditorDeck: which deck it is (deckSession.identity), and its id. */
let editorDeck: { identity: number; id: number | null } = { identity: -1, id: null };

/**
 * Keeps the editor's sweep choices with its deck: a new deck's choices become its id's when it is first saved (the
 * deck is the same, its key changes), and a new deck opened starts from the defaults, not from the choices of the
 * new deck before it.
 */
export function followEditorDeck(identity: number, id: number | null): void {
  const unsaved = sweepChoicesKey(null);
  if (identity !== editorDeck.identity) {
    if (id === null) delete sweepChoicesByDeck[unsaved];
  } else if (editorDeck.id === null && id !== null && sweepChoicesByDeck[unsaved]) {
    sweepChoicesByDeck[sweepChoicesKey(id)] = sweepChoicesByDeck[unsaved];
    delete sweepChoicesByDeck[unsaved];
  }
  editorDeck = { identity, id };
}

/**
 * The sweep choices of the deck with this id as advice.run takes them, on the deck as it is, with the pool it is built
 * from: the sweep adds no copy the pool does not hold (CR 100.2b).
 */
export function deckSweepInput(
  deckId: number | null,
  deck: Deck,
  cards: Readonly<Record<string, Card>>,
  poolId: number | null,
) {
  return {
    ...sweepChoiceInput(deck, cards, sweepChoices(sweepChoicesKey(deckId))),
    ...(poolId !== null ? { poolId } : {}),
  };
}

/**
 * The lab's land sweep shows one run at a time: a new run's rows take the place of the last answer at once, not at
 * its first row, so that no row of the run before is shown among them, nor kept when the new run is cancelled.
 */
class LabSweepRunner extends AdviceRunner {
  override async run(deck: Deck, options: AdviceOptions): Promise<void> {
    this.result = null;
    await super.run(deck, options);
  }
}

/** The lab's land sweep, and its choices: an empty bound is the default range (±5 lands, ±6 for 100 cards). */
export const labSweep = new LabSweepRunner();
export const labSweepOptions = $state({
  min: null as number | null,
  max: null as number | null,
  objective: DEFAULT_OBJECTIVE,
  games: 10_000,
});

/** The lab's sweep options as advice.run takes them, with the deck's sweep choices and pool. */
export function labSweepInput(choices: SweepChoiceInput & { poolId?: number }): AdviceOptions {
  const { min, max, objective, games } = labSweepOptions;
  return {
    seed: ADVICE_SEED,
    games,
    objective,
    ...(min !== null && max !== null ? { lands: [Math.min(min, max), Math.max(min, max)] as [number, number] } : {}),
    ...choices,
  };
}
/** The lab's A/B, and the history tab's version against the current deck. */
export const labAb = new AbRunner();
export const historyAb = new AbRunner();
export const abOptions = $state({ games: 10_000, seed: ADVICE_SEED });
