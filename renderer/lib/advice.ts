// What the advice screens decide before they draw: which deck edits call for new advice, how a streamed sweep
// lines up on its land counts, each figure's words, unit and better direction, which paired differences are
// marked, how sure a recommendation is in plain words, and the fix sentence's parameters. The statistics
// themselves come from engine/advice.
import type { Deck } from '../../engine/decks/types.ts';
import type { Card } from '../../engine/cards/types.ts';
import type { Estimate } from '../../engine/stats/intervals.ts';
import { isLand } from '../../engine/decks/grouping.ts';
import type { FigureId } from '../../engine/advice/figures.ts';
import type { SweepRow, Neighbour } from '../../engine/advice/sweep.ts';
import type { AbFigure } from '../../engine/advice/ab.ts';
import type { SourceFix, SpellSources } from '../../engine/advice/sources.ts';
import type { MessageKey } from '../i18n/en.ts';

/** Which way a figure is better: more land drops, or fewer mulligans. */
export type Better = 'higher' | 'lower';

/** A share of games (shown as a percent) or an amount of mana. */
export type FigureUnit = 'share' | 'mana';

/** A catalog key and its parameters, worded by t() in the window's language. */
export interface Words {
  key: MessageKey;
  params: Record<string, string | number>;
}

/**
 * The deck as the simulator sees it: boards that are played (main, commander), card and count, the format and
 * game. Tags, the name and the sideboard change no figure, so editing them keeps the advice.
 */
export function adviceKey(deck: Deck): string {
  const played = (['commander', 'main'] as const).map((board) =>
    (deck.boards[board] ?? [])
      .map((e) => `${e.count} ${e.cardId ?? e.name}`)
      .sort()
      .join('|'),
  );
  return JSON.stringify([deck.game, deck.format ?? '', ...played]);
}

/** The lands of the main deck by card name, in list order: the choices of the land a sweep adds or removes. */
export function landNamesOf(deck: Deck, cards: Readonly<Record<string, Card>>): string[] {
  const lands = (deck.boards.main ?? []).flatMap((e) => {
    const card = e.cardId === undefined ? undefined : cards[e.cardId];
    return card && isLand(card) ? [card.name] : [];
  });
  return [...new Set(lands)];
}

const LAND_DROP = /^landDropTurn(\d+)$/;
const KEPT = /^keptAtAttempt(\d+)$/;
const ON_CURVE = 'onCurve:';

/** A figure's words: "P(a land drop on turns 1–4)", "on curve: Faerie Vandal"… */
export function figureWords(id: FigureId): Words {
  const drop = LAND_DROP.exec(id);
  if (drop) return { key: 'advice.figure.landDrop', params: { turn: Number(drop[1]) } };
  const kept = KEPT.exec(id);
  if (kept) return { key: 'advice.figure.keptAt', params: { attempt: Number(kept[1]) + 1 } };
  if (id.startsWith(ON_CURVE)) return { key: 'advice.figure.onCurve', params: { card: id.slice(ON_CURVE.length) } };
  return { key: `advice.figure.${id as 'flood'}`, params: {} };
}

/** Mana figures are means; every other is a share of games. */
export function figureUnit(id: FigureId): FigureUnit {
  return id.startsWith('mana') || id === 'compoundedManaSpent' || id === 'flood' ? 'mana' : 'share';
}

/** Flood (mana nothing could use) and mulligans are better lower; every other figure higher. */
export function figureBetter(id: FigureId): Better {
  return id === 'flood' || id === 'mulligan' ? 'lower' : 'higher';
}

/** A figure of a sweep row by its id, with its interval. */
export function rowFigure(row: SweepRow, id: FigureId): Estimate {
  const drop = LAND_DROP.exec(id);
  if (drop) {
    const turn = Number(drop[1]);
    const found = row.landDrops.find((d) => d.turn === turn);
    if (!found) throw new RangeError(`the sweep did not measure the land drop of turn ${turn}`);
    return found.probability;
  }
  if (id.startsWith(ON_CURVE)) {
    const card = id.slice(ON_CURVE.length);
    const found = row.keySpells.find((k) => k.card === card);
    if (!found) throw new RangeError(`the sweep did not measure "${card}"`);
    return found.onCurve;
  }
  switch (id) {
    case 'manaSpentByTurn5':
    case 'manaSpentByLastTurn':
    case 'compoundedManaSpent':
    case 'flood':
    case 'mulligan':
      return row[id];
  }
  throw new RangeError(`a sweep row has no figure "${id}"`);
}

/** A difference is marked only when real, and then as better or worse for the player; any other stays plain. */
export function differenceMark(figure: Pick<AbFigure, 'figure' | 'difference' | 'real'>): 'better' | 'worse' | null {
  if (!figure.real || figure.difference.value === 0) return null;
  return figure.difference.value > 0 === (figureBetter(figure.figure) === 'higher') ? 'better' : 'worse';
}

export interface SweepSeries {
  /** Every land count of the range, in order, whether its figures arrived yet or not. */
  lands: number[];
  /** Per land count: the figure, and its 95% interval; null where it has not arrived (a gap in the chart). */
  value: (number | null)[];
  low: (number | null)[];
  high: (number | null)[];
}

/**
 * One figure of a sweep whose rows stream in any order, laid on the whole range (the one asked for, or the
 * counts arrived so far) so that the counts still to come are gaps rather than a jumping axis.
 */
export function sweepSeries(
  rows: readonly SweepRow[],
  id: FigureId,
  range?: { min: number; max: number },
): SweepSeries {
  const byLands = new Map(rows.map((row) => [row.lands, rowFigure(row, id)]));
  const counts = rows.map((r) => r.lands);
  const min = range?.min ?? Math.min(...counts);
  const max = range?.max ?? Math.max(...counts);
  const lands = rows.length === 0 && !range ? [] : Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const read = (pick: (e: Estimate) => number) =>
    lands.map((n) => {
      const estimate = byLands.get(n);
      return estimate ? pick(estimate) : null;
    });
  return { lands, value: read((e) => e.value), low: read((e) => e.low), high: read((e) => e.high) };
}

/** The deck's own land count among streamed rows: the variant with no card added or removed. */
export function currentLandsOf(rows: readonly SweepRow[]): number | null {
  return rows.find((r) => Object.values(r.changes).every((n) => n === 0))?.lands ?? null;
}

/** Per color of a spell's pips: the sources the deck has, and the fewest that reach the target (null: none do). */
export function sourcesByColor(spell: Pick<SpellSources, 'sources' | 'sourcesNeeded'>) {
  return (Object.keys(spell.sourcesNeeded) as SourceFix['color'][]).map((color) => ({
    color,
    have: spell.sources[color] ?? 0,
    needed: spell.sourcesNeeded[color] ?? null,
  }));
}

export interface NeighbourVerdict extends Neighbour {
  verdict: 'ahead' | 'even';
}

export interface Certainty {
  /** 'sure' when the recommendation is really ahead of every neighbour the sweep has. */
  overall: 'sure' | 'unsure';
  key: MessageKey;
  neighbours: NeighbourVerdict[];
}

/**
 * How sure a recommended land count is, in words: ahead of a neighbour when the paired difference (recommended
 * minus neighbour, on the same games) excludes 0, even otherwise: the two play alike within these games' noise.
 */
export function certaintyOf(neighbours: readonly Neighbour[]): Certainty {
  const verdicts = neighbours.map((n): NeighbourVerdict => ({
    ...n,
    verdict: n.real && n.difference.value > 0 ? 'ahead' : 'even',
  }));
  const sure = verdicts.length > 0 && verdicts.every((n) => n.verdict === 'ahead');
  return { overall: sure ? 'sure' : 'unsure', key: sure ? 'advice.sure' : 'advice.unsure', neighbours: verdicts };
}

/**
 * The fix sentence: its plural catalog base ("advice.fix", .one or .other by the sources added), the color's own
 * key (read in the window's language), and the parameters.
 */
export function fixSentence(fix: SourceFix): {
  base: 'advice.fix';
  count: number;
  colorKey: `advice.sourceColor.${SourceFix['color']}`;
  params: { card: string; from: number; to: number; target: string; turn: number };
} {
  return {
    base: 'advice.fix',
    count: fix.to - fix.from,
    colorKey: `advice.sourceColor.${fix.color}`,
    params: { card: fix.card, from: fix.from, to: fix.to, target: `${Math.round(fix.target * 100)}%`, turn: fix.turn },
  };
}
