// What the advice screens decide before they draw: which deck edits call for new advice, how a streamed sweep
// lines up on its land counts, each figure's words, unit and better direction, which paired differences are
// marked, how sure a recommendation is in plain words, the fix sentence's parameters, and the player's sweep
// choices (key spells, the land, the cut order) as advice.run takes them. The statistics and the default cut
// order themselves come from engine/advice.
import type { Deck } from '../../engine/decks/types.ts';
import type { Card } from '../../engine/cards/types.ts';
import type { Estimate } from '../../engine/stats/intervals.ts';
import type { Locale } from './settings.svelte.ts';
import { isLandCard, spellsByRemovalOrder } from '../../engine/advice/land-variants.ts';
import type { SimCard } from '../../engine/sim/deck-input.ts';
import { figureKind, type FigureId } from '../../engine/advice/figures.ts';
import type { SweepRow, Neighbour } from '../../engine/advice/sweep.ts';
import type { AbFigure } from '../../engine/advice/ab.ts';
import type { KeepRow } from '../../engine/advice/keep.ts';
import type { Color, SourceFix, SourceKey, SpellSources } from '../../engine/advice/sources.ts';
import type { Civilization, Game } from '../../engine/cards/types.ts';
import { isCivilization } from '../../engine/dm/civilizations.ts';
import type { MessageKey } from '../i18n/en.ts';
import { displayName, localName } from './cards.ts';
import { linesByShownName } from '../../engine/cards/shown-name-order.ts';
import type { CardHalf } from '../../engine/sim/metrics.ts';
import { CUSTOM_POLICY_PREFIX } from '../../engine/goldfish/keep-spec.ts';

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

/** The main deck's cards as the advisor reads them, in list order (entries whose card is not loaded left out). */
function mainCards(deck: Deck, cards: Readonly<Record<string, Card>>): SimCard[] {
  return (deck.boards.main ?? []).flatMap((e) => {
    const card = e.cardId === undefined ? undefined : cards[e.cardId];
    return card ? [{ card, count: e.count }] : [];
  });
}

const namesOf = (entries: readonly SimCard[]) => [...new Set(entries.map((e) => e.card.name))];

/** The lands of the main deck by card name, in list order: the choices of the land a sweep adds or removes. */
export function landNamesOf(deck: Deck, cards: Readonly<Record<string, Card>>): string[] {
  return namesOf(mainCards(deck, cards).filter((e) => isLandCard(e.card)));
}

/** The twinpacts of the main deck by card name, in list order (DM 810): the ones the lab may cast spell half first. */
export function twinpactNamesOf(deck: Deck, cards: Readonly<Record<string, Card>>): string[] {
  return namesOf(mainCards(deck, cards).filter((e) => e.card.layout === 'twinpact'));
}

/** The spells of the main deck by card name, in list order: the key spells to choose from. */
export function spellNamesOf(deck: Deck, cards: Readonly<Record<string, Card>>): string[] {
  return namesOf(mainCards(deck, cards).filter((e) => !isLandCard(e.card)));
}

/** The advisor names cards in English; the screens show them in the window's language where the data has it. */
export function cardNamer(cards: Readonly<Record<string, Card>>, locale: Locale): (name: string) => string {
  const byName = cardsByName(cards);
  return (name) => {
    const card = byName.get(name);
    return card ? displayName(card, locale) : name;
  };
}

/** A card the reports name in English by its name in the window's language other than English (localName): none for English. */
export function localNamer(
  cards: Readonly<Record<string, Card>>,
  locale: Locale,
): (name: string) => string | undefined {
  const byName = cardsByName(cards);
  return (name) => {
    const card = byName.get(name);
    return card && localName(card, locale);
  };
}

/** A row's place in a table by cost: its card, its cost (a spell's turn on curve) and, for a twinpact, its half. */
export interface CostPlace {
  name: string;
  cost: number;
  half?: CardHalf;
}

/**
 * Rows by cost, then by the names shown (engine/cards/shown-name-order.ts: in a Japanese window the Japanese names in
 * Japanese order, the cards without one after them); a twinpact's creature half before its spell half (DM 810.3a:
 * each half its own row). `localOf` is localNamer's.
 */
export function inCostOrder<R>(
  rows: readonly R[],
  placeOf: (row: R) => CostPlace,
  localOf: (name: string) => string | undefined,
  locale: Locale,
): R[] {
  const placed = rows.map((row) => ({ row, ...placeOf(row) }));
  return linesByShownName(placed, (p) => localOf(p.name), locale)
    .sort((a, b) => a.cost - b.cost || Number(a.half === 'spell') - Number(b.half === 'spell'))
    .map((p) => p.row);
}

function cardsByName(cards: Readonly<Record<string, Card>>): Map<string, Card> {
  return new Map(Object.values(cards).map((c) => [c.name, c]));
}

/** What the player chose for one deck's sweep; null follows the deck (every spell; the default cut order). */
export interface SweepChoices {
  keySpells: readonly string[] | null;
  cut: readonly string[] | null;
  /** The land added and removed; '' for the deck's basics in proportion. */
  land: string;
}

export const DEFAULT_SWEEP_CHOICES: SweepChoices = { keySpells: null, cut: null, land: '' };

/**
 * The order the sweep cuts spells in: the player's order of the spells still in the deck, then the others in the
 * advisor's default order (highest mana value first, engine/advice/land-variants.ts).
 */
export function cutOrderOf(deck: Deck, cards: Readonly<Record<string, Card>>, cut: readonly string[] | null): string[] {
  const byDefault = namesOf(spellsByRemovalOrder({ name: deck.name, main: mainCards(deck, cards) }));
  if (!cut) return byDefault;
  const kept = cut.filter((name) => byDefault.includes(name));
  return [...kept, ...byDefault.filter((name) => !kept.includes(name))];
}

/** The list with the item at `index` moved `step` places (−1 up, +1 down), kept within the list. */
export function moved(list: readonly string[], index: number, step: -1 | 1): string[] {
  const to = Math.min(list.length - 1, Math.max(0, index + step));
  const next = [...list];
  next.splice(to, 0, ...next.splice(index, 1));
  return next;
}

/** The sweep choices among advice.run's input. */
export interface SweepChoiceInput {
  keySpells?: string[];
  spellOrder?: string[];
  land?: string;
}

/**
 * The choices as advice.run takes them, on the deck as it is now: only spells still in the deck (a key spell or
 * cut the player has since removed is dropped), and nothing where the deck's default applies.
 */
export function sweepChoiceInput(
  deck: Deck,
  cards: Readonly<Record<string, Card>>,
  choices: SweepChoices,
): SweepChoiceInput {
  const keySpells = choices.keySpells;
  return {
    ...(keySpells ? { keySpells: spellNamesOf(deck, cards).filter((name) => keySpells.includes(name)) } : {}),
    ...(choices.cut ? { spellOrder: cutOrderOf(deck, cards, choices.cut) } : {}),
    ...(choices.land ? { land: choices.land } : {}),
  };
}

/** A custom keep rule's policy (engine/goldfish/keep-spec.ts names it "custom:<rule>"), beside the presets. */
export const isCustomKeepRule = (policy: string): boolean => policy.startsWith(CUSTOM_POLICY_PREFIX);

/** The keep table's hand-size columns: one per attempt any rule makes (CR 103.5), from the rule that makes the most. */
export function keepAttempts(keep: readonly Pick<KeepRow, 'keepRate'>[]): KeepRow['keepRate'] {
  return keep.reduce<KeepRow['keepRate']>((widest, k) => (k.keepRate.length > widest.length ? k.keepRate : widest), []);
}

/** A sweep row's changes to the deck: cards added first, then those cut, each in the advisor's order. */
export function changeList(changes: Readonly<Record<string, number>>): { card: string; count: number }[] {
  const list = Object.entries(changes)
    .filter(([, count]) => count !== 0)
    .map(([card, count]) => ({ card, count }));
  return [...list.filter((c) => c.count > 0), ...list.filter((c) => c.count < 0)];
}

/** An advice.progress event: the games one phase of a run has played, of `total`. */
export interface RunProgress {
  phase?: string;
  done: number;
  total: number;
}

/**
 * A run's progress bar: its share done and its words. The colored-source phase (civilization cards, for a Duel
 * Masters deck) stops once its search settles, so its total is only the most it may play: it shows the games
 * played and no share (an indeterminate bar).
 */
export function progressShown(
  { phase, done, total }: RunProgress,
  game: Game = 'mtg',
): { share: number | null; words: Words } {
  const sourcesKey = game === 'dm' ? 'advice.progressCivilizations' : 'advice.progressSources';
  return phase === 'sources'
    ? { share: null, words: { key: sourcesKey, params: { done } } }
    : { share: done / total, words: { key: 'goldfish.progress', params: { done, total } } };
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

/** A mean is an amount of mana; a proportion is a share of games. */
export const figureUnit = (id: FigureId): FigureUnit => (figureKind(id) === 'mean' ? 'mana' : 'share');

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
export function sourcesByColor<K extends SourceKey>(spell: Pick<SpellSources<K>, 'sources' | 'sourcesNeeded'>) {
  return (Object.keys(spell.sourcesNeeded) as K[]).map((color) => ({
    color,
    have: spell.sources[color] ?? 0,
    needed: spell.sourcesNeeded[color] ?? null,
  }));
}

/**
 * Whether a spell's sources needed are only the most it needs: a simulated spell at the target is given the
 * sources it has, since fewer are not played.
 */
export const neededAtMost = (spell: Pick<SpellSources, 'sourcesNeededBy' | 'flagged'>): boolean =>
  spell.sourcesNeededBy === 'simulated' && !spell.flagged;

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

/** A source's name in the catalog: a color of mana (Magic) or a civilization (Duel Masters). */
export const sourceNameKey = (
  key: SourceKey,
): `advice.sourceColor.${Color}` | `advice.sourceCivilization.${Civilization}` =>
  isCivilization(key) ? `advice.sourceCivilization.${key}` : `advice.sourceColor.${key}`;

/**
 * The fix sentence: its plural catalog base (.one or .other by the sources added: "advice.fix" for sources of a
 * color, "advice.fixCivilization" for cards of a civilization), the color's or civilization's own key (read in the
 * window's language), and the parameters.
 */
export function fixSentence(fix: SourceFix<SourceKey>): {
  base: 'advice.fix' | 'advice.fixCivilization';
  count: number;
  colorKey: ReturnType<typeof sourceNameKey>;
  params: { card: string; from: number; to: number; target: string; turn: number };
} {
  return {
    base: isCivilization(fix.color) ? 'advice.fixCivilization' : 'advice.fix',
    count: fix.to - fix.from,
    colorKey: sourceNameKey(fix.color),
    params: { card: fix.card, from: fix.from, to: fix.to, target: `${Math.round(fix.target * 100)}%`, turn: fix.turn },
  };
}

/**
 * Why a Magic spell below the target has no fix: of one color, more sources of it alone reach no target with this
 * many lands (the closed form with every land of the color, or no swap the deck can make: lands that enter tapped
 * may hold it back); of several, no one color's sources do alone.
 */
export function noFixWords(spell: Pick<SpellSources<SourceKey>, 'sources'>): {
  key: 'advice.noFix' | 'advice.noFixOneColor';
  colorKey?: ReturnType<typeof sourceNameKey>;
} {
  const colors = Object.keys(spell.sources) as SourceKey[];
  return colors.length === 1
    ? { key: 'advice.noFixOneColor', colorKey: sourceNameKey(colors[0]) }
    : { key: 'advice.noFix' };
}

/**
 * The version an A/B of the deck starts its B on: the deck's previous saved version. Edits not saved yet are
 * compared with the version saved last; a deck as saved, with the version before it. Null when there is none (a
 * deck never saved, or saved once and unchanged): the player chooses.
 */
export function previousVersion(versions: readonly number[], current: number | null, edited: boolean): number | null {
  if (current === null) return null;
  if (edited) return versions.includes(current) ? current : null;
  const earlier = versions.filter((v) => v < current);
  return earlier.length > 0 ? Math.max(...earlier) : null;
}
