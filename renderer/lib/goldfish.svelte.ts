// The goldfish lab's run: options as the form holds them, the running simulation with progress and
// cancel, and its report (simulated figures with 95% intervals, and the exact ones beside them).
import type { InvokeInput, InvokeOutput } from '../../protocol/bridge.ts';
import type { ApiEvent } from '../../electron/api/types.ts';
import type { Deck } from '../../engine/decks/types.ts';
import type { Card } from '../../engine/cards/types.ts';
import { invoke, on } from './api.ts';
import { keepSpecEntries, parseKeepSpec } from '../../engine/goldfish/keep-spec.ts';
import { MULLIGAN_RULES as ENGINE_MULLIGAN_RULES } from '../../engine/goldfish/setup.ts';
import type { TwinpactPolicy } from '../../engine/goldfish/policy.ts';

export type SimResult = InvokeOutput<'sim.run'>;
type SimInput = InvokeInput<'sim.run'>;
export interface SimProgress extends ApiEvent {
  runId: string;
  done: number;
  total: number;
}

export type SideChoice = 'play' | 'draw' | 'both';
export const SIDE_CHOICES: readonly SideChoice[] = ['play', 'draw', 'both'];
export const GAME_PRESETS = [1_000, 10_000, 100_000] as const;
/** The lab's mulligan choice: '' keeps the format's rule, else one of the engine's rules. */
export const MULLIGAN_RULES = ['', ...ENGINE_MULLIGAN_RULES] as const;
/** The keep-policy choice that reads goldfishOptions.keepRules instead of a preset. */
export const CUSTOM_POLICY = 'custom';

export const goldfishOptions = $state({
  games: 10_000,
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the assertion is what widens the type $state infers
  side: 'both' as SideChoice,
  /** '' keeps the format's own rule (CR 103.5, 103.5c). */
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the assertion is what widens the type $state infers
  mulligan: '' as (typeof MULLIGAN_RULES)[number],
  policy: 'standard',
  /** Custom keep rules (engine/goldfish/keep-spec.ts), used when policy is CUSTOM_POLICY. */
  keepRules: '7:2-5,6:2-4,5:1-4,4:0-7',
  turns: 7,
  seed: 1,
  /** Duel Masters: the twinpact policy (engine/goldfish/policy.ts `TwinpactPolicy`, DM 810.3). */
  spellFirst: [] as string[],
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the assertion is what widens the type $state infers
  otherHalf: 'when-preferred-not-castable' as TwinpactPolicy['otherHalf'],
});

export const goldfishRun = $state({
  running: false,
  progress: null as SimProgress | null,
  startedAt: 0,
  elapsedMs: 0,
  result: null as SimResult | null,
  /** What the last run failed with, null when it did not: worded when shown, in the window's language then. */
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the assertion is what widens the type $state infers
  error: null as unknown,
});

let controller: AbortController | undefined;
let lastRun = 0;

export function sidesOf(choice: SideChoice): ('play' | 'draw')[] {
  return choice === 'both' ? ['play', 'draw'] : [choice];
}

/**
 * The keep policy the form names: a preset id, or the custom rules read against the deck's main deck, whose cards and
 * tags they may require (a RangeError says what cannot be read).
 */
export function mulliganPolicyInput(deck: Deck, cards: Readonly<Record<string, Card>>) {
  return goldfishOptions.policy === CUSTOM_POLICY
    ? parseKeepSpec(goldfishOptions.keepRules, keepSpecEntries(deck.boards.main ?? [], cards))
    : goldfishOptions.policy;
}

/** A policy's id as a run's report names it (`mulliganPolicy`): a preset's own, a custom rule's `custom:<rule>`. */
export const policyId = (policy: ReturnType<typeof mulliganPolicyInput>): string =>
  typeof policy === 'string' ? policy : policy.id;

/** The twinpact policy for a Duel Masters deck: only its own cards are named spell first (the choice outlives a deck). */
function twinpactPolicyInput(deck: Deck): { twinpact?: TwinpactPolicy } {
  if (deck.game !== 'dm') return {};
  const names = new Set((deck.boards.main ?? []).map((e) => e.name));
  return {
    twinpact: {
      spellFirst: goldfishOptions.spellFirst.filter((name) => names.has(name)),
      otherHalf: goldfishOptions.otherHalf,
    },
  };
}

/** Runs the deck; cancelling keeps the games already played (the report says it was cancelled). */
export async function runGoldfish(deck: Deck, cards: Readonly<Record<string, Card>>): Promise<void> {
  if (goldfishRun.running) return;
  controller = new AbortController();
  const runId = `ui-${++lastRun}-${Date.now()}`;
  Object.assign(goldfishRun, {
    running: true,
    progress: null,
    startedAt: performance.now(),
    elapsedMs: 0,
    error: null,
  });
  const off = on<SimProgress>('sim.progress', (event) => {
    if (event.runId === runId) goldfishRun.progress = event;
  });
  try {
    const input: SimInput = {
      deck,
      runId,
      games: goldfishOptions.games,
      seed: goldfishOptions.seed,
      turns: goldfishOptions.turns,
      sides: sidesOf(goldfishOptions.side),
      policy: { mulligan: mulliganPolicyInput(deck, cards), ...twinpactPolicyInput(deck) },
      // The choice outlives a deck; a Duel Masters game has none (DM 103.3), and the API refuses one.
      ...(goldfishOptions.mulligan && deck.game !== 'dm' ? { mulligan: goldfishOptions.mulligan } : {}),
    };
    goldfishRun.result = await invoke('sim.run', input, { signal: controller.signal });
  } catch (error) {
    goldfishRun.error = error;
  } finally {
    off();
    goldfishRun.elapsedMs = performance.now() - goldfishRun.startedAt;
    goldfishRun.running = false;
  }
}

export function cancelGoldfish(): void {
  controller?.abort();
}
