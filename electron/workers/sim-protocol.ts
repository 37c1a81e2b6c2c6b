// Messages between the simulation runner (sim-runner.ts) and its worker_threads.
import type { CompiledDeck } from '../../engine/sim/compiled.ts';
import type { Side } from '../../engine/sim/metrics.ts';

export interface SimJob {
  /** Every deck plays the same game indices with the same seed: common random numbers for A/B runs. */
  decks: CompiledDeck[];
  seed: number;
  start: number;
  count: number;
  sides: Side[];
  /** Int32Array over a SharedArrayBuffer: element 0 becomes 1 when the run is cancelled. */
  cancel: SharedArrayBuffer;
}

export type WorkerMessage =
  | { type: 'progress'; done: number }
  | { type: 'done'; counts: Float64Array[]; games: number }
  | { type: 'error'; message: string };
