// A run's results as the API and the CLI give them: estimates with 95% intervals per side, and beside
// them the exact figures where a closed form exists (ARCHITECTURE §2: the UI shows both).
import { summarizeSide, type CardHalf, type SideMetrics, type Side, type SummaryInput } from './metrics.ts';
import { layoutFor } from './run.ts';
import type { CompiledDeck } from './compiled.ts';
import { exactOnCurveGivenLands } from './exact-curve.ts';
import type { GameSetup } from '../goldfish/setup.ts';
import type { MulliganPolicy } from '../goldfish/policy.ts';
import { exactKeepProbabilities, exactLandsInPlayWithMulligan } from '../goldfish/mulligan.ts';
import { landDropsOf, landsInPlayWithoutMulligan, probAtLeastByTurn } from '../stats/index.ts';
import { landsDrawnPmf } from '../stats/mulligan.ts';

export interface ExactFigures {
  deckSize: number;
  /** Cards the keep rules count as lands (none in Duel Masters). */
  lands: number;
  /** Index = lands among the first hand's cards (hypergeometric; a smoothed hand the better of two). */
  firstHandLands: number[];
  /** P(keep on each attempt), when the policy is land ranges only ([1] without mulligans). */
  keep: number[] | null;
  /**
   * Under the run's own mulligans: P(a land drop on each of turns 1..t), per side; absent without lands or a
   * closed form (Vancouver's scry, rules naming cards or sources, a card whose land is its back face).
   */
  landDrops: Partial<Record<Side, number[]>>;
  /**
   * Without mulligans: P(a land drop on each of turns 1..t), per side; absent for a deck without lands or with a
   * card whose land is its back face.
   */
  landDropsWithoutMulligan: Partial<Record<Side, number[]>>;
  /**
   * Under the run's own mulligans, per side: index t-1 is the distribution of the lands on the battlefield after
   * turn t's land drop (index k: P(exactly k lands)); absent as `landDrops` is.
   */
  landsInPlay: Partial<Record<Side, number[][]>>;
  /** The same without mulligans; absent as `landDropsWithoutMulligan` is. */
  landsInPlayWithoutMulligan: Partial<Record<Side, number[][]>>;
  /** Without mulligans: P(at least one copy by turn t), per side and card name. */
  seenByTurnWithoutMulligan: Partial<Record<Side, Record<string, number[]>>>;
  /**
   * Without mulligans: P(castable on curve | a copy in hand and a land drop every turn), per side and card name,
   * for the cards engine/sim/exact-curve.ts answers (lands-only mana, one color of pips).
   */
  onCurveGivenLandsWithoutMulligan: Partial<Record<Side, Record<string, number>>>;
}

export interface SimReport {
  deck: string;
  game: CompiledDeck['game'];
  seed: number;
  /** Game indices played (each on every side asked for). */
  games: number;
  cancelled: boolean;
  turns: number;
  setup: GameSetup;
  mulliganPolicy: string;
  sides: Partial<Record<Side, SideMetrics>>;
  exact: ExactFigures;
}

export interface ReportInput {
  deck: CompiledDeck;
  counts: Float64Array;
  policy: MulliganPolicy;
  seed: number;
  games: number;
  cancelled: boolean;
  sides: readonly Side[];
}

/**
 * What summarizeSide needs to know of a compiled deck to read its counters: the cards' rows, each twinpact's
 * creature half followed by its spell half's row (DM 810.3a).
 */
export function summaryInputOf(deck: CompiledDeck): SummaryInput {
  const cards = deck.names.length;
  const halves = new Map<number, CardHalf>();
  const spellRowOf = new Map<number, number>();
  deck.halfCards.forEach((card, k) => {
    halves.set(card, 'creature').set(cards + k, 'spell');
    spellRowOf.set(card, cards + k);
  });
  const rowCard = (row: number) => (row < cards ? row : deck.halfCards[row - cards]);
  const rows = cards + deck.halfCards.length;
  return {
    layout: layoutFor(deck),
    names: Array.from({ length: rows }, (_, row) => deck.names[rowCard(row)]),
    manaValues: Float64Array.from({ length: rows }, (_, row) =>
      row < cards ? deck.manaValue[row] : deck.halfManaValue[row - cards],
    ),
    tracked: Array.from(deck.tracked).flatMap((card) => [
      card,
      ...(spellRowOf.has(card) ? [spellRowOf.get(card)!] : []),
    ]),
    halves,
    attempts: deck.attempts,
    kills: deck.reportsKills,
  };
}

export function buildReport(input: ReportInput): SimReport {
  const { deck } = input;
  const summary = summaryInputOf(deck);
  const sides: Partial<Record<Side, SideMetrics>> = {};
  for (const side of input.sides) sides[side] = summarizeSide(input.counts, side, summary);
  return {
    deck: deck.name,
    game: deck.game,
    seed: input.seed,
    games: input.games,
    cancelled: input.cancelled,
    turns: deck.turns,
    setup: deck.setup,
    mulliganPolicy: input.policy.id,
    sides,
    exact: exactFigures(deck, input.policy, input.sides),
  };
}

/** The closed forms for this deck (engine/stats), computed from the compiled deck's own counts. */
export function exactFigures(deck: CompiledDeck, policy: MulliganPolicy, sides: readonly Side[]): ExactFigures {
  const deckSize = deck.library.length;
  const { setup, turns } = deck;
  const lands = Array.from(deck.library).filter((c) => deck.keepsAsLand[c]).length;
  const copies = new Map<number, number>();
  for (const c of deck.library) copies.set(c, (copies.get(c) ?? 0) + 1);
  const figures: ExactFigures = {
    deckSize,
    lands,
    firstHandLands: landsDrawnPmf(
      {
        drawn: Math.min(deck.attempts[0]?.drawn ?? setup.handSize, deckSize),
        smoothed: deck.attempts[0]?.smoothed,
      },
      { deckSize, lands },
    ),
    keep: exactKeepProbabilities(setup, policy, { deckSize, lands }),
    landDrops: {},
    landDropsWithoutMulligan: {},
    landsInPlay: {},
    landsInPlayWithoutMulligan: {},
    seenByTurnWithoutMulligan: {},
    onCurveGivenLandsWithoutMulligan: {},
  };
  // DM: the 5 shields are random cards of the deck, so they change nothing about what the hand sees (digest §5.3).
  for (const side of sides) {
    const schedule = { handSize: setup.handSize, skipsFirstDraw: side === 'play' && !setup.firstPlayerDraws };
    if (lands > 0 && !landsPlayedByChoice(deck)) {
      const withoutMulligan = landsInPlayWithoutMulligan({ deckSize, lands, turns, ...schedule });
      figures.landsInPlayWithoutMulligan[side] = withoutMulligan;
      figures.landDropsWithoutMulligan[side] = landDropsOf(withoutMulligan);
      const withMulligan = exactLandsInPlayWithMulligan(
        setup,
        policy,
        { deckSize, lands },
        { turns, skipsFirstDraw: schedule.skipsFirstDraw },
      );
      if (withMulligan) {
        figures.landsInPlay[side] = withMulligan;
        figures.landDrops[side] = landDropsOf(withMulligan);
      }
    }
    const seen: Record<string, number[]> = {};
    for (const card of deck.tracked) {
      if (!copies.has(card)) continue; // a commander starts in the command zone
      seen[deck.names[card]] = Array.from({ length: turns }, (_, t) =>
        probAtLeastByTurn({
          deckSize,
          groupSize: copies.get(card) ?? 0,
          atLeast: 1,
          turn: t + 1,
          ...schedule,
        }),
      );
    }
    figures.seenByTurnWithoutMulligan[side] = seen;
    if (deck.game === 'mtg') figures.onCurveGivenLandsWithoutMulligan[side] = exactOnCurveGivenLands(deck, schedule);
  }
  return figures;
}

/**
 * Whether a card of the library is a land on its back face only (a modal double-faced card, CR 712.12) and counts as a
 * land for the keep rules or may be played as one: the policy plays it as a land only when the hand has no other, and
 * casts it as a spell otherwise, so the lands reaching the battlefield are not the hypergeometric draws of the lands
 * counted, and the land drops have no closed form.
 */
function landsPlayedByChoice(deck: CompiledDeck): boolean {
  if (deck.game !== 'mtg') return false;
  return deck.library.some(
    (c) => deck.landFace[c] < 0 && deck.landBackFace[c] >= 0 && (deck.keepsAsLand[c] === 1 || deck.mdfcAsLand),
  );
}

export interface ReportDifference {
  side: Side;
  /** B − A, per turn: mean mana spent. */
  manaSpent: number[];
  /** B − A, per turn: P(land drop on every turn so far). */
  landDrops: number[];
  /** B − A: P(keeping 7). */
  keepSeven: number;
  /** B − A, per card present in both: P(castable on curve) (a twinpact's creature half). */
  onCurve: Record<string, number>;
}

/** What changed from version A to version B, played on the same shuffles (common random numbers). */
export function compareReports(a: SimReport, b: SimReport): ReportDifference[] {
  return (Object.keys(a.sides) as Side[]).flatMap((side) => {
    const sa = a.sides[side];
    const sb = b.sides[side];
    if (!sa || !sb) return [];
    const onCurve: Record<string, number> = {};
    for (const card of sa.cards) {
      if (card.half === 'spell') continue;
      const other = sb.cards.find((c) => c.name === card.name && c.half !== 'spell');
      if (other?.onCurve && card.onCurve) onCurve[card.name] = other.onCurve.value - card.onCurve.value;
    }
    return [
      {
        side,
        manaSpent: sa.manaSpent.map((e, i) => sb.manaSpent[i].value - e.value),
        landDrops: sa.landDrops.map((e, i) => sb.landDrops[i].value - e.value),
        keepSeven: (sb.mulligans[0]?.kept.value ?? 0) - (sa.mulligans[0]?.kept.value ?? 0),
        onCurve,
      },
    ];
  });
}
