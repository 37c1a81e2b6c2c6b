// The advisor's figures, each a per-game value read from the simulator's counts layout (engine/sim/metrics.ts):
// a weighted sum of counter cells, so one game's value is the change of those cells while it is played.
// Per-game values are what paired differences (common random numbers) need; means come from the same sums.
import type { CompiledDeck } from '../sim/compiled.ts';
import type { MetricsLayout } from '../sim/metrics.ts';

/** Turns whose land drop the sweep reports (P(a land on every turn 1..t)). */
export const LAND_DROP_TURNS = [2, 3, 4, 5] as const;
/** The early turn of "mana spent by turn 5". */
export const EARLY_TURN = 5;

export type FigureKind = 'proportion' | 'mean';

export type FigureId =
  | `landDropTurn${number}`
  | 'manaSpentByTurn5'
  | 'manaSpentByLastTurn'
  | 'compoundedManaSpent'
  | 'flood'
  | 'mulligan'
  | `keptAtAttempt${number}`
  | `onCurve:${string}`;

/** One figure on one compiled deck: value = constant + Σ weight · (cell after − cell before), cells within a side's block. */
export interface FigureCells {
  kind: FigureKind;
  constant: number;
  offsets: number[];
  weights: number[];
}

/** A figure's cells without its kind, which figureKind gives. */
type Cells = Omit<FigureCells, 'kind'>;

const proportion = (offset: number): Cells => ({
  constant: 0,
  offsets: [offset],
  weights: [1],
});

/** Σ weight(t) · mana spent on turn t, for turns 1..last. */
function manaSpent(layout: MetricsLayout, last: number, weight: (turn: number) => number): Cells {
  const turns = Array.from({ length: Math.min(last, layout.turns) }, (_, i) => i + 1);
  return {
    constant: 0,
    offsets: turns.map((t) => layout.manaSpent + t - 1),
    weights: turns.map(weight),
  };
}

/** The curve turn of a card: its mana value, at least turn 1 (as the simulator's castability reads it). */
const curveTurnOf = (deck: CompiledDeck, card: number) => Math.max(1, Math.ceil(deck.manaValue[card]));

/** Whether a figure is a share of games or a mean, the same on every deck: the mana figures are means. */
export function figureKind(id: FigureId): FigureKind {
  switch (id) {
    case 'manaSpentByTurn5':
    case 'manaSpentByLastTurn':
    case 'compoundedManaSpent':
    case 'flood':
      return 'mean';
  }
  return 'proportion';
}

/**
 * The cells of a figure on a deck. A card the deck lacks (all copies swapped out) is never castable: the figure
 * is the constant 0, so it still lines up with the decks that have it.
 */
export function figureCells(id: FigureId, deck: CompiledDeck, layout: MetricsLayout): FigureCells {
  return { kind: figureKind(id), ...cellsOf(id, deck, layout) };
}

function cellsOf(id: FigureId, deck: CompiledDeck, layout: MetricsLayout): Cells {
  const landDrop = /^landDropTurn(\d+)$/.exec(id);
  if (landDrop) return proportion(layout.landDrops + Math.min(Number(landDrop[1]), layout.turns) - 1);
  const kept = /^keptAtAttempt(\d+)$/.exec(id);
  if (kept)
    return Number(kept[1]) < layout.attempts
      ? proportion(layout.keptAtAttempt + Number(kept[1]))
      : { constant: 0, offsets: [], weights: [] };
  if (id.startsWith('onCurve:')) {
    const card = deck.names.indexOf(id.slice('onCurve:'.length));
    if (card < 0 || curveTurnOf(deck, card) > layout.turns) return { constant: 0, offsets: [], weights: [] };
    return proportion(layout.castableAt + card * layout.turns + curveTurnOf(deck, card) - 1);
  }
  const last = layout.turns;
  switch (id) {
    case 'manaSpentByTurn5':
      return manaSpent(layout, EARLY_TURN, () => 1);
    case 'manaSpentByLastTurn':
      return manaSpent(layout, last, () => 1);
    // Karsten's compounded mana spent (frankkarsten/MTG-Math OptimalManaCurve.py): each turn adds the mana spent
    // so far, so mana spent on turn t counts once for every turn from t to the last.
    case 'compoundedManaSpent':
      return manaSpent(layout, last, (t) => last - t + 1);
    // Flood: mana available on the last turn that nothing in hand could use.
    case 'flood':
      return {
        constant: 0,
        offsets: [layout.manaAvailable + last - 1, layout.manaSpent + last - 1],
        weights: [1, -1],
      };
    // Mulligans: games not kept on the first attempt.
    case 'mulligan':
      return { constant: 1, offsets: [layout.keptAtAttempt], weights: [-1] };
  }
  throw new RangeError(`unknown figure "${id}"`);
}

/** What the player may ask the sweep to maximize, as data: the figure it reads. */
export const OBJECTIVES = {
  'compounded-mana': {
    figure: 'compoundedManaSpent',
    source: 'frankkarsten/MTG-Math OptimalManaCurve.py: mana spent, compounded over the turns',
  },
  'mana-by-turn-5': { figure: 'manaSpentByTurn5', source: 'mean mana spent on turns 1–5' },
  'mana-by-last-turn': { figure: 'manaSpentByLastTurn', source: 'mean mana spent by the last turn' },
  'land-drop-turn-4': { figure: 'landDropTurn4', source: 'P(a land played on each of turns 1–4)' },
} as const satisfies Record<string, { figure: FigureId; source: string }>;

export type ObjectiveId = keyof typeof OBJECTIVES;
export const OBJECTIVE_IDS = Object.keys(OBJECTIVES) as [ObjectiveId, ...ObjectiveId[]];
export const DEFAULT_OBJECTIVE: ObjectiveId = 'compounded-mana';

/** The figures every deck variant is measured on: land drops, mana, flood, mulligans, and the key spells. */
export function sweepFigures(keySpells: readonly string[]): FigureId[] {
  return [
    ...LAND_DROP_TURNS.map((t): FigureId => `landDropTurn${t}`),
    'manaSpentByTurn5',
    'manaSpentByLastTurn',
    'compoundedManaSpent',
    'flood',
    'mulligan',
    ...keySpells.map((name): FigureId => `onCurve:${name}`),
  ];
}
