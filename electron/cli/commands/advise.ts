// `decklab advise <deckfile> [--lands MIN..MAX] [--target 0.9] [--objective O] [--land NAME] [--cut "A;B"]
// [--key-spells "A;B"] [--keep RULES] [--games N] [--seed S] [--format F] [--mulligan R] [--turns T] [--json]`:
// the deck advisor — the land count swept on the same shuffles with a recommendation and how sure it is, the
// colored sources each spell needs, and the keep rules side by side, with the key spells' castability on curve;
// for a Duel Masters deck, the cards of each civilization each card needs (no lands, no mulligan, DM 103.3).
// Exit 0 with the advice, 2 when the deck or an option cannot be used.
import { InvalidArgumentError, Option, type Command } from 'commander';
import type { CliSession } from '../session.ts';
import type { OperationOutput } from '../../api/index.ts';
import type { Estimate } from '../../../engine/stats/intervals.ts';
import { MULLIGAN_RULES } from '../../../engine/goldfish/setup.ts';
import { MAX_TURNS } from '../../../engine/sim/compile.ts';
import { DEFAULT_OBJECTIVE, OBJECTIVE_IDS, type ObjectiveId } from '../../../engine/advice/figures.ts';
import {
  DEFAULT_SOURCE_TARGET,
  heldBackByTappedLands,
  type SourceFix,
  type SourceKey,
  type SpellSources,
} from '../../../engine/advice/sources.ts';
import { isCivilization } from '../../../engine/dm/civilizations.ts';
import type { Difference } from '../../../engine/advice/estimates.ts';
import { mostLandsWithStandIns, standInsByCause, versusCurrentBeyondNeighbours } from '../../../engine/advice/sweep.ts';
import { INPUT_LIMITS } from '../../api/input-limits.ts';
import { MAX_LAND_COUNTS, standInName } from '../../../engine/advice/land-variants.ts';
import { boundedFractionOption, boundedIntegerOption, cardNames } from '../options.ts';
import {
  formatOption,
  interval,
  keepRules,
  mainCards,
  mulliganOption,
  percent,
  playedFormatText,
  readDeckToPlay,
  refuseOptionsOfOtherGame,
  sideboardReadText,
  table,
  workersOption,
} from './goldfish.ts';
import { foldName } from '../../../engine/text/fold.ts';
import { namesAnsweredTo } from '../../../engine/cards/names.ts';
import type { Deck } from '../../../engine/decks/types.ts';

type AdviceResult = OperationOutput<'advice.run'>;

const mean = (e: Estimate) => e.value.toFixed(2);
const signed = (x: number, digits: number) => `${x >= 0 ? '+' : ''}${x.toFixed(digits)}`;
const SOURCE_NAMES: Record<SourceKey, string> = {
  W: 'white',
  U: 'blue',
  B: 'black',
  R: 'red',
  G: 'green',
  light: 'light',
  water: 'water',
  darkness: 'darkness',
  fire: 'fire',
  nature: 'nature',
};

/** What is added: sources of a color or cards of a civilization ("+1 red source", "+2 fire cards"). */
const addedWords = (f: SourceFix<SourceKey>) => {
  const n = f.to - f.from;
  const noun = isCivilization(f.color) ? 'card' : 'source';
  return `+${n} ${SOURCE_NAMES[f.color]} ${noun}${n === 1 ? '' : 's'}`;
};

/** "-4 Forest, +4 Island": the swaps a simulated fix was measured with. */
const swaps = (changes: Record<string, number>) =>
  Object.entries(changes)
    .map(([name, n]) => `${n > 0 ? '+' : ''}${n} ${name}`)
    .join(', ');

/** A row's card: a twinpact's half (DM 810.3a) is named with it, as `goldfish` names it. */
const rowName = (s: { card: string; half?: string }) => (s.half ? `${s.card} (${s.half} half)` : s.card);

/**
 * "+2 red sources: 14 → 16 reaches 90% for Chandra's Pyreling on turn 2", "+2 fire cards: 8 → 10 reaches 90% for
 * Bolshack Dragon on turn 6" (the catalog's sentences, in English); a fix found by simulation adds its figure with
 * the 95% interval, and the swaps it was measured with.
 */
export const fixSentence = (f: SourceFix<SourceKey>) =>
  `${addedWords(f)}: ${f.from} → ${f.to} reaches ${percent(f.target).replace('.0%', '%')} for ${rowName(f)} on turn ${f.turn}` +
  (f.simulated && f.changes ? ` (simulated: ${interval(f.simulated)} with ${swaps(f.changes)})` : '');

/** "23..27" → [23, 27]. */
function landRange(text: string): [number, number] {
  const m = /^\s*(\d+)\s*\.\.\s*(\d+)\s*$/.exec(text);
  const range: [number, number] | null = m ? [Number(m[1]), Number(m[2])] : null;
  if (!range || range[0] > range[1] || range[1] - range[0] >= MAX_LAND_COUNTS)
    throw new InvalidArgumentError(
      `write the land range as MIN..MAX, e.g. 20..30, at most ${MAX_LAND_COUNTS} counts, not "${text}"`,
    );
  return range;
}

/**
 * The advisor's names (a card's full name: "Tuinvale Treefolk // Oaken Boon") for names typed, matched against
 * the names each of the deck's main cards answers to in the card data (engine/cards/names.ts: any case, a face's name,
 * a Japanese name), as a deck list's names are matched; a name matching no card of the deck stays as typed, for
 * the advisor to refuse by name. The deck's cards are read once, for every option that names cards.
 */
async function deckCardNames(session: CliSession, deck: Deck): Promise<(typed: readonly string[]) => string[]> {
  const cards = await mainCards(session, deck);
  const byTyped = new Map(
    Object.values(cards).flatMap((card) => namesAnsweredTo(card).map((n) => [n.name_folded, card.name] as const)),
  );
  return (typed) => typed.map((name) => byTyped.get(foldName(name)) ?? name);
}

/**
 * "+1 Island −1 Tuinvale Treefolk", "+1 stand-in for Wild Growth −1 Forest": what a land count changes in the deck,
 * the stand-ins among the cards added.
 */
const changesText = (row: { changes: Record<string, number>; standIns: Record<string, number> }) =>
  [...Object.entries(row.changes), ...Object.entries(row.standIns).map(([name, n]) => [standInName(name), n] as const)]
    .sort(([, a], [, b]) => b - a)
    .map(([name, n]) => `${n > 0 ? '+' : '−'}${Math.abs(n)} ${name}`)
    .join(' ');

/** What a stand-in is, after what kept the spells from further copies. */
const STAND_IN_WORDS =
  'each spell added in place of a land is a stand-in for a card you would choose, with the mana cost and types of the ' +
  'spell it names. It is cast as that spell would be and counts in the mana figures and in a keep rule that requires ' +
  'that spell by name or by a tag of its entry, never in that spell’s castability on curve.\n';

/**
 * The land counts with stand-ins, and what a stand-in is, under the table, with the spells the sideboard's copies
 * (CR 100.4a) or the pool's (CR 100.2b) kept from another copy; nothing when no count has one.
 */
function standInsNote(sweep: NonNullable<AdviceResult['lands']>['sweep']): string {
  const most = mostLandsWithStandIns(sweep);
  if (most === null) return '';
  const { sideboard, pool } = standInsByCause(sweep);
  const names = (spells: readonly string[]) => spells.join(', ');
  return (
    (sideboard || pool
      ? `At a land count of ${most} or less no spell of the deck may take another copy: `
      : `At a land count of ${most} or less the format allows no further copy of the deck’s spells: `) +
    STAND_IN_WORDS +
    (sideboard
      ? `The copy limit counts the deck and its sideboard together (CR 100.4a): the sideboard holds the other copies of ${names(sideboard)}.\n`
      : '') +
    (pool
      ? `A Limited deck holds only its pool’s cards (CR 100.2b): the pool holds no further copy of ${names(pool)}.\n`
      : '')
  );
}

/** Each key spell's P(castable on curve), as table cells. */
const keySpellCells = (keySpells: readonly { onCurve: Estimate }[]) => keySpells.map((k) => percent(k.onCurve.value));

function certainty(
  objective: string,
  n: { lands: number; difference: Difference; real: boolean },
  current: number,
): string {
  const d = n.difference;
  return `  vs ${n.lands} lands${n.lands === current ? ' (now)' : ''}: ${signed(d.value, 3)} [${signed(d.low, 3)}, ${signed(d.high, 3)}] ${objective}${n.real ? '' : ' (not a real difference: either is as good)'}\n`;
}

function landsText(lands: NonNullable<AdviceResult['lands']>, keySpells: readonly string[]): string {
  const versusCurrent = versusCurrentBeyondNeighbours(lands);
  const lines = [
    `\nLands: ${lands.current} now; recommended ${lands.recommended} for ${lands.objective} (${lands.objectiveSource})\n`,
    ...lands.neighbours.map((n) => certainty(lands.objective, n, lands.current)),
    ...(versusCurrent ? [certainty(lands.objective, versusCurrent, lands.current)] : []),
    ...(lands.beyondRange
      ? [
          `  ${lands.recommended} is the ${lands.beyondRange === 'more' ? 'most' : 'fewest'} lands swept: ${lands.beyondRange} lands may do better still (widen --lands)\n`,
        ]
      : []),
  ];
  const rows = [
    [
      'lands',
      'T2',
      'T3',
      'T4',
      'T5',
      'mana T5',
      'mana last',
      'compounded',
      'flood',
      'mulligan',
      ...keySpells,
      'changes',
    ],
    ...lands.sweep.map((r) => [
      `${r.lands}${r.lands === lands.current ? ' (now)' : ''}${r.lands === lands.recommended ? ' *' : ''}`,
      ...r.landDrops.map((d) => percent(d.probability.value)),
      mean(r.manaSpentByTurn5),
      mean(r.manaSpentByLastTurn),
      mean(r.compoundedManaSpent),
      mean(r.flood),
      percent(r.mulligan.value),
      ...keySpellCells(r.keySpells.filter((k) => keySpells.includes(k.card))),
      changesText(r),
    ]),
  ];
  lines.push(
    `P(land drop every turn to T), mean mana spent, Karsten’s compounded mana, unused mana on the last turn${keySpells.length ? ', P(key spell castable on curve)' : ''}\n`,
  );
  lines.push(table(rows), standInsNote(lands.sweep));
  return lines.join('');
}

/** The sources table's words: Magic counts colored sources given lands, Duel Masters civilization cards given charges. */
const SOURCES_WORDS = {
  mtg: {
    title: 'Colored sources (Karsten: castable on curve given a copy and enough lands',
    columns: ['spell', 'turn', 'on curve | lands', 'how', 'sources now → needed'],
  },
  dm: {
    title: 'Civilization cards (castable on curve given a copy and a charge every turn, DM 503, 112.2a',
    columns: ['card', 'turn', 'on curve | charges', 'how', 'cards now → needed'],
  },
} as const;

function sourcesText(result: AdviceResult): string {
  const sources: readonly SpellSources<SourceKey>[] = result.sources ?? [];
  if (sources.length === 0) return '';
  const words = SOURCES_WORDS[result.game];
  const rows = [
    [...words.columns],
    ...sources.map((s) => [
      `${s.flagged ? '! ' : ''}${rowName(s)}`,
      String(s.turn),
      s.onCurveGivenLands === null ? '-' : percent(s.onCurveGivenLands),
      s.exact ? 'exact' : 'simulated',
      Object.entries(s.sourcesNeeded)
        .map(([c, need]) => `${c} ${s.sources[c as SourceKey]} → ${need ?? 'unreachable'}`)
        .join(', '),
    ]),
  ];
  const fixes = sources.flatMap((s) => s.fixes).map((f) => `  ${fixSentence(f)}\n`);
  const tapped = sources
    .filter((s) => s.flagged && heldBackByTappedLands(s))
    .map(
      (s) =>
        `  ${rowName(s)}: ${percent(s.simulated!.value)} on curve, ${percent(s.ifLandsUntapped!.value)} were none to enter tapped\n`,
    );
  return (
    `\n${words.title}; target ${percent(result.target)})\n${table(rows)}` +
    (fixes.length ? `Fixes:\n${fixes.join('')}` : '') +
    (tapped.length ? `Held back by lands that enter tapped:\n${tapped.join('')}` : '')
  );
}

function keepText(result: AdviceResult, keySpells: readonly string[]): string {
  const keep = result.keep ?? [];
  if (keep.length === 0) return '';
  // Policies make different numbers of attempts (CR 103.5): one column per attempt any of them makes.
  const attempts = Math.max(...keep.map((k) => k.keepRate.length));
  const widest = keep.find((k) => k.keepRate.length === attempts)!;
  const rows = [
    ['policy', ...widest.keepRate.map((k) => `keep ${k.handSize}`), 'land T4', 'mana T5', 'compounded', ...keySpells],
    ...keep.map((k) => [
      k.policy,
      ...Array.from({ length: attempts }, (_, i) => (k.keepRate[i] ? percent(k.keepRate[i].kept.value) : '-')),
      percent(k.landDrops[2].probability.value),
      mean(k.manaSpentByTurn5),
      mean(k.compoundedManaSpent),
      ...keySpellCells(k.keySpells.filter((s) => keySpells.includes(s.card))),
    ]),
  ];
  return `\nKeep rules on the same shuffles (${keep[0].observations.toLocaleString('en')} games each)\n${table(rows)}`;
}

/** The text shows the key spells' columns only when the player named them (every spell by default is too wide). */
export function formatAdviceText(result: AdviceResult, keySpells: readonly string[] = []): string {
  // The format played and what its reading took from the sideboard, under the run's line as `goldfish` prints them.
  const head =
    `${result.deck}: ${result.games.toLocaleString('en')} games a deck on the ${result.sides.join(' and the ')}, seed ${result.seed}, ${result.turns} turns${result.cancelled ? ' — CANCELLED' : ''}\n` +
    playedFormatText(result.format) +
    sideboardReadText(result.sideboardRead);
  if (result.game === 'dm') return head + sourcesText(result);
  if (!result.lands) return head;
  return head + landsText(result.lands, keySpells) + sourcesText(result) + keepText(result, keySpells);
}

interface AdviseOptions {
  lands?: [number, number];
  target: number;
  objective: ObjectiveId;
  land?: string;
  cut?: string[];
  keySpells?: string[];
  keep?: string;
  games: number;
  seed?: number;
  format?: string;
  mulligan?: (typeof MULLIGAN_RULES)[number];
  turns?: number;
  workers?: number;
}

export function registerAdviseCommand(program: Command, session: CliSession): void {
  program
    .command('advise')
    .description(
      'advise on a deck: for Magic the land count swept on the same shuffles, colored sources per spell, keep rules; for Duel Masters the civilization cards per card',
    )
    .argument('<deckfile>', 'the deck list (any supported format, detected from the content)')
    .option('--lands <min..max>', 'land counts to sweep (default ±5 around the deck’s, ±6 for 100 cards)', landRange)
    .addOption(
      boundedFractionOption(
        '--target <p>',
        'P(castable on curve given lands) each spell should reach',
        { min: 0, max: 1 },
        DEFAULT_SOURCE_TARGET,
      ),
    )
    .addOption(
      new Option('--objective <id>', 'what the recommended land count maximizes')
        .choices(OBJECTIVE_IDS)
        .default(DEFAULT_OBJECTIVE),
    )
    .option('--land <name>', 'the land to add and remove (default: the deck’s basic lands, in proportion)')
    .option(
      '--cut <names>',
      'spells cut first when lands are added, e.g. "Frogify;Oko, the Trickster" (default: highest mana value first)',
      cardNames,
    )
    .option(
      '--key-spells <names>',
      'spells whose castability on curve is measured and shown, e.g. "Faerie Vandal;Frogify" (default: every spell)',
      cardNames,
    )
    .option(
      '--keep <rules>',
      'a custom keep rule beside the presets, e.g. 7:2-5,6:2-4,5:1-4,4:always, and after "+" a card the hand must ' +
        'hold, by its name in quotes or by a tag of its entry: 7:2-5 + "Wild Growth", 6:2-4 + tag:ramp',
      (v) => {
        keepRules(v);
        return v;
      },
    )
    .addOption(
      boundedIntegerOption(
        '--games <n>',
        'games per deck variant, split between the play and the draw',
        { min: 1, max: INPUT_LIMITS.games },
        100_000,
      ),
    )
    .addOption(
      boundedIntegerOption('--seed <s>', 'the seed: the same seed plays the same games', {
        min: 0,
        max: Number.MAX_SAFE_INTEGER,
      }),
    )
    .addOption(formatOption())
    .addOption(mulliganOption())
    .addOption(boundedIntegerOption('--turns <t>', 'own turns per game (default 7)', { min: 1, max: MAX_TURNS }))
    .addOption(workersOption())
    .action(async (file: string, options: AdviseOptions) => {
      const deck = await readDeckToPlay(session, file, options.format);
      refuseOptionsOfOtherGame(file, deck, {
        dm: [
          ['--lands', options.lands],
          ['--land', options.land],
          ['--cut', options.cut],
          ['--key-spells', options.keySpells],
          ['--keep', options.keep],
          ['--mulligan', options.mulligan],
        ],
      });
      const named = options.cut || options.keySpells ? await deckCardNames(session, deck) : undefined;
      const cut = options.cut && named?.(options.cut);
      const keySpells = options.keySpells && named?.(options.keySpells);
      const advice = session.api.invoke('advice.run', {
        deck,
        lands: options.lands,
        target: options.target,
        objective: options.objective,
        land: options.land,
        spellOrder: cut,
        keySpells,
        keep: options.keep,
        games: options.games,
        seed: options.seed,
        format: options.format,
        mulligan: options.mulligan,
        turns: options.turns,
        workers: options.workers,
      });
      const result = await advice.catch((error: unknown) => {
        throw withLandOptionNamed(error);
      });
      session.print(result, () => formatAdviceText(result, keySpells));
    });
}

/** The land sweep's refusals of a deck it cannot vary (no land, no basic land) are answered by --land: say so. */
function withLandOptionNamed(error: unknown): unknown {
  const reason = (error as { reason?: unknown } | null)?.reason;
  if (error instanceof Error && (reason === 'advice.no-lands' || reason === 'advice.no-basic-land'))
    error.message += ' (--land "<land>")';
  return error;
}
