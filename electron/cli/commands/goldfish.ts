// `decklab goldfish <deckfile> [--games N] [--seed S] [--mulligan london|vancouver|paris|smoothed|houston|none]
// [--policy P | --keep 7:2-5,6:2-4] [--draw] [--turns T] [--spell-first NAMES] [--other-half WHEN] [--json]`:
// seeded solitaire games of a deck on every core, with the exact figures beside the simulated ones.
// Exit 0 with a report, 2 when the deck cannot be read or simulated.
import { Option, type Command } from 'commander';
import { CliError, type CliSession } from '../session.ts';
import { readPlayableDeck } from '../deck-input.ts';
import { counted } from '../format.ts';
import { deckNameFor } from './validate.ts';
import { getFormat } from '../../../engine/formats/index.ts';
import type { FormatGuessSource } from '../../../engine/formats/guess.ts';
import type { Deck } from '../../../engine/decks/types.ts';
import { GAME_NAMES, type Card, type Game } from '../../../engine/cards/types.ts';
import type { OperationOutput } from '../../api/index.ts';
import type { SideMetrics } from '../../../engine/sim/metrics.ts';
import type { Estimate } from '../../../engine/stats/intervals.ts';
import { landArrivals } from '../../../engine/stats/land-drops.ts';
import { MULLIGAN_PRESETS, TWINPACT_OTHER_HALF_CHOICES, type TwinpactPolicy } from '../../../engine/goldfish/policy.ts';
import { keepSpecEntries, parseKeepSpec } from '../../../engine/goldfish/keep-spec.ts';
import { MAX_TURNS } from '../../../engine/sim/compile.ts';
import type { PlayedFormat } from '../../api/handlers/sim.ts';
import { INPUT_LIMITS } from '../../api/input-limits.ts';
import { boundedIntegerOption, cardNames } from '../options.ts';
import { MULLIGAN_RULES } from '../../../engine/goldfish/setup.ts';
import type { MulliganRule, Problem } from '../../../engine/formats/types.ts';

type SimResult = OperationOutput<'sim.run'>;

export const percent = (p: number) => `${(p * 100).toFixed(1)}%`;
export const interval = (e: Estimate) => `${percent(e.value)} [${percent(e.low)}–${percent(e.high)}]`;
const mean = (e: Estimate) => `${e.value.toFixed(2)} ±${(e.high - e.value).toFixed(2)}`;
/** A card's row: a twinpact's half (DM 810.3a) is named with it. */
const rowName = (c: SideMetrics['cards'][number]) => (c.half ? `${c.name} (${c.half} half)` : c.name);
/** A per-turn figure, or a dash for a turn no game reached (a Duel Masters game ends with the kill). */
const reached = (side: SideMetrics, format: (e: Estimate) => string) => (e: Estimate, i: number) =>
  side.turnsPlayed[i] > 0 ? format(e) : '-';

/** A figure, a percentage, a signed difference or a dash: what a table column aligns on the right. */
const FIGURE = /^(?:[-+−]?[\d.,]+%?\*?(?:\s.*)?|-)$/;

/** Rows under a header as columns: the first and any column of words on the left, columns of figures on the right. */
export function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const right = rows[0].map((_, i) => i > 0 && rows.slice(1).every((r) => FIGURE.test(r[i] ?? '-')));
  return rows
    .map(
      (r) =>
        r
          .map((cell, i) => (right[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
          .join('  ')
          .trimEnd() + '\n',
    )
    .join('');
}

/** When the k-th land arrives (exact): P(at least k lands on the battlefield after each turn's land drop). */
function landArrivalsText(result: SimResult, side: SideMetrics, header: string[]): string {
  const sameMulligans = result.exact.landsInPlay[side.side];
  const inPlay = sameMulligans ?? result.exact.landsInPlayWithoutMulligan[side.side];
  if (!inPlay) return '';
  const rows = landArrivals(inPlay).map((a) => [
    counted(a.lands, 'land'),
    ...a.byTurn.map((p) => (p === 0 ? '-' : percent(p))),
    a.medianTurn === null ? '-' : `T${a.medianTurn}`,
  ]);
  return (
    `\nLands on the battlefield after the land drop, at least (exact, ${sameMulligans ? 'same mulligans' : 'no mulligan'})\n` +
    table([[...header, 'even odds by'], ...rows])
  );
}

/** "On the play", or one heading for both when every player draws (CR 103.8c: the same game either way). */
function sideHeading(result: SimResult, side: SideMetrics): string {
  return result.setup.firstPlayerDraws
    ? 'On the play or the draw (every player draws on turn 1, CR 103.8c)'
    : `On the ${side.side}`;
}

function sideText(result: SimResult, side: SideMetrics): string {
  const turns = side.landDrops.length;
  const header = ['', ...Array.from({ length: turns }, (_, i) => `T${i + 1}`)];
  const exactDrops = result.exact.landDrops[side.side];
  const exactDropsWithoutMulligan = result.exact.landDropsWithoutMulligan[side.side];
  const lines: string[] = [`\n${sideHeading(result, side)} (${side.games.toLocaleString('en')} games)\n`];
  if (result.setup.mulligan === 'none') {
    lines.push(`Opening hand: ${result.setup.handSize} cards, no mulligan\n`);
  } else if (result.exact.lands > 0) {
    const keep = side.mulligans.map(
      (m, i) =>
        `${m.handSize}${m.free ? ' (free mulligan)' : ''}: ${interval(m.kept)}${result.exact.keep ? ` exact ${percent(result.exact.keep[i])}` : ''}`,
    );
    lines.push(`Kept at: ${keep.join('; ')}\n`);
  }
  if (result.exact.lands > 0) {
    // The first hand dealt (ten cards for Houston), not the opening hand, which is the one kept (CR glossary).
    lines.push(
      `Lands in the first hand dealt (${side.firstHandLands.length - 1} cards, before any mulligan): ${side.firstHandLands.map((e, l) => `${l}: ${percent(e.value)} (exact ${percent(result.exact.firstHandLands[l])})`).join(', ')}\n`,
    );
  }
  const rows = [header];
  if (result.exact.lands > 0) {
    rows.push(['Land drop every turn', ...side.landDrops.map((e) => percent(e.value))]);
    // The exact row under the simulated one is for the same mulligans; the no-mulligan figure is its own row.
    if (exactDrops) rows.push(['  exact, same mulligans', ...exactDrops.map(percent)]);
    else if (exactDropsWithoutMulligan)
      rows.push(['Land drop every turn, no mulligan (exact)', ...exactDropsWithoutMulligan.map(percent)]);
  }
  // The mana means are over the games still going (a Duel Masters game ends with the kill, DM 104.1).
  const ofGamesGoing = side.kill ? ', games still going' : '';
  rows.push(
    [`Mana available${ofGamesGoing}`, ...side.manaAvailable.map(reached(side, mean))],
    [`Mana spent${ofGamesGoing}`, ...side.manaSpent.map(reached(side, mean))],
  );
  if (side.kill) rows.push(['Kill by turn', ...side.kill.byTurn.map((e) => percent(e.value))]);
  lines.push(table(rows));
  lines.push(landArrivalsText(result, side, header));
  if (side.kill) {
    lines.push(
      `Kill on turn: ${side.kill.onTurn.map((e, i) => `T${i + 1} ${interval(e)}`).join(', ')}; mean turn of kills ${side.kill.meanTurnOfKills?.toFixed(2) ?? '-'}; decked ${percent(side.kill.decked.value)}; civilization screw ${percent(side.kill.civilizationScrewAny.value)}\n`,
    );
  }
  const costWord = result.game === 'dm' ? 'cost' : 'MV';
  lines.push(
    side.kill
      ? '\nCastable by turn, every game: a game won before the turn plays on past the kill (on curve marked *)\n'
      : '\nCastable by turn, every game (on curve marked *)\n',
  );
  const cardRows = [
    ['', costWord, ...header.slice(1)],
    ...side.cards.map((c) => [
      rowName(c),
      String(c.manaValue),
      ...c.byTurn.map(
        (e, i) => `${percent(e.value)}${c.manaValue >= 1 && i + 1 === Math.ceil(c.manaValue) ? '*' : ''}`,
      ),
    ]),
  ];
  lines.push(table(cardRows));
  lines.push(seenText(result, side, header));
  const given = side.cards.filter((c) => c.onCurveGivenLands);
  if (given.length && result.game === 'dm') {
    lines.push('\nCastable on curve, given a copy in hand and a charge every turn (DM 503, 112.2a)\n');
    lines.push(
      table([
        ['', costWord, 'simulated'],
        ...given.map((c) => [rowName(c), String(c.manaValue), interval(c.onCurveGivenLands!)]),
      ]),
    );
  } else if (given.length) {
    const exact = result.exact.onCurveGivenLandsWithoutMulligan[side.side] ?? {};
    lines.push('\nCastable on curve, given a copy in hand and a land drop every turn (Karsten)\n');
    lines.push(
      table([
        ['', 'MV', 'simulated', 'exact, no mulligan'],
        ...given.map((c) => [
          c.name,
          String(c.manaValue),
          interval(c.onCurveGivenLands!),
          exact[c.name] === undefined ? '-' : percent(exact[c.name]),
        ]),
      ]),
    );
  }
  return lines.join('');
}

/**
 * P(a copy in hand by turn t) per card, simulated, with the exact hypergeometric figure beneath it (engine/stats: no
 * mulligan; a Duel Masters game has none, DM 103.3, and its shields are random cards, digest §5.3).
 */
function seenText(result: SimResult, side: SideMetrics, header: string[]): string {
  const exact = result.exact.seenByTurnWithoutMulligan[side.side] ?? {};
  const rows = [header];
  for (const c of side.cards) {
    if (c.half === 'spell') continue; // one card in hand for both halves
    rows.push([c.name, ...c.seenByTurn.map((e) => percent(e.value))]);
    if (exact[c.name]) rows.push(['  exact, no mulligan', ...exact[c.name].map(percent)]);
  }
  return '\nIn hand by turn\n' + table(rows);
}

/** The game start the format made (CR 103.4 life, 103.5c free mulligan; DM 103.3 shields), as the header says it. */
function gameStartText(setup: SimResult['setup']): string {
  if (setup.game === 'dm') return `${setup.shields} shields`;
  return `${setup.startingLife} life${setup.freeFirstMulligan ? ', first mulligan free' : ''}`;
}

/**
 * The cards a command playing a deck took from its sideboard as its command zone, as validation reads them (CR 903.3,
 * 702.139a), a line each, after `prefix`.
 */
export function sideboardReadText(read: readonly Problem[] = [], prefix = ''): string {
  return read.map((p) => `${prefix}${p.message} (CR ${p.rule})\n`).join('');
}

/** What made a format guess, as the set-up line says it (engine/formats/guess.ts `guessFormatFrom`). */
const GUESSED_FROM: Readonly<Record<FormatGuessSource, string>> = {
  game: 'the deck names none, and its game has one',
  'command-zone': "guessed from the deck: its command zone and the format's deck size",
  sideboard: "guessed from the deck: a commander in the sideboard and the format's deck size",
};

/**
 * The format a command played the deck in, and when Decklab guessed it what from: "Format: Commander (guessed from the
 * deck: a commander in the sideboard …)". A guess decides the game start and the sideboard reading, so it is said.
 */
export function playedFormatText(format: PlayedFormat | null): string {
  if (!format) return 'Format: none (the deck names no format, and nothing in its list implies one)\n';
  const name = getFormat(format.id)?.name ?? format.id;
  return `Format: ${name}${format.guessedFrom ? ` (${GUESSED_FROM[format.guessedFrom]})` : ''}\n`;
}

export function formatGoldfishText(result: SimResult): string {
  const setup = result.setup;
  const head =
    `${result.deck}: ${result.games.toLocaleString('en')} games, seed ${result.seed}, ${result.turns} turns, ` +
    `${setup.mulligan === 'none' ? 'no mulligan' : `${setup.mulligan} mulligan (${result.mulliganPolicy})`}, ` +
    `${gameStartText(setup)}${result.cancelled ? ' — CANCELLED' : ''}\n` +
    playedFormatText(result.format) +
    sideboardReadText(result.sideboardRead) +
    sideboardReadText(result.versus?.sideboardRead, `Versus ${result.versus?.deck}: `);
  const sides = Object.values(result.sides).filter((s): s is SideMetrics => s !== undefined);
  let text = head + sides.map((s) => sideText(result, s)).join('');
  if (result.versus && result.difference) {
    text += `\nVersus ${result.versus.deck} (same shuffles): ${result.difference.map((d) => `on the ${d.side}, mana spent by turn ${d.manaSpent.map((x) => (x >= 0 ? '+' : '') + x.toFixed(2)).join(' ')}, keep 7 ${(d.keepSeven * 100).toFixed(1)} points`).join('; ')}\n`;
  }
  return text;
}

interface GoldfishOptions {
  games: number;
  seed?: number;
  mulligan?: MulliganRule;
  draw?: boolean;
  both?: boolean;
  turns?: number;
  format?: string;
  policy?: string;
  keep?: string;
  versus?: string;
  workers?: number;
  spellFirst?: string[];
  otherHalf?: TwinpactPolicy['otherHalf'];
}

/** The twinpact policy's parts given on the command line (engine/goldfish/policy.ts `TwinpactPolicy`). */
function twinpactPolicy(options: GoldfishOptions): { twinpact?: Partial<TwinpactPolicy> } {
  if (!options.spellFirst && !options.otherHalf) return {};
  return {
    twinpact: {
      ...(options.spellFirst ? { spellFirst: options.spellFirst } : {}),
      ...(options.otherHalf ? { otherHalf: options.otherHalf } : {}),
    },
  };
}

/**
 * --keep's text as a mulligan policy; a rule that cannot be read is a usage error (exit 2) naming the part it refuses,
 * without the whole text, which commander's own error would repeat (a rule past MAX_KEEP_RULE_LENGTH is long).
 */
export function keepRules(spec: string) {
  try {
    return parseKeepSpec(spec);
  } catch (error) {
    throw new CliError(`--keep: ${(error as Error).message}`);
  }
}

/** The cards of the deck's main entries, by id, read once each from the card data. */
export async function mainCards(session: CliSession, deck: Deck): Promise<Record<string, Card>> {
  const ids = [...new Set((deck.boards.main ?? []).flatMap((e) => (e.cardId ? [e.cardId] : [])))];
  const cards = await Promise.all(ids.map((id) => session.api.invoke('cards.get', { id })));
  return Object.fromEntries(cards.map((card) => [card.id, card]));
}

/**
 * --keep's rules read against the deck's main deck, whose cards and tags they may require, a card by any name it
 * answers to (a face's, the Japanese one); exit 2 naming the fault.
 */
async function keepRulesFor(session: CliSession, spec: string, deck: Deck) {
  const entries = keepSpecEntries(deck.boards.main ?? [], await mainCards(session, deck));
  try {
    return parseKeepSpec(spec, entries);
  } catch (error) {
    throw new CliError(`--keep: ${(error as Error).message}`);
  }
}

export function registerGoldfishCommand(program: Command, session: CliSession): void {
  program
    .command('goldfish')
    .description(
      'play seeded solitaire games of a deck: mulligans, land drops, mana, castability (MTG) or kill turns (Duel Masters)',
    )
    .argument('<deckfile>', 'the deck list (any supported format, detected from the content)')
    .addOption(boundedIntegerOption('--games <n>', 'games to play', { min: 1, max: INPUT_LIMITS.games }, 100_000))
    .addOption(
      boundedIntegerOption('--seed <s>', 'the seed: the same seed plays the same games', {
        min: 0,
        max: Number.MAX_SAFE_INTEGER,
      }),
    )
    .addOption(mulliganOption())
    .addOption(new Option('--draw', 'play on the draw (default: on the play)').conflicts('both'))
    .option('--both', 'play every game on the play and on the draw')
    .addOption(
      boundedIntegerOption('--turns <t>', 'own turns per game (default 7, Duel Masters 8)', { min: 1, max: MAX_TURNS }),
    )
    .addOption(formatOption())
    .addOption(
      new Option('--policy <preset>', 'the keep rules').choices(Object.keys(MULLIGAN_PRESETS)).conflicts('keep'),
    )
    .option(
      '--keep <rules>',
      'custom keep rules: lands in the kept hand by hand size, e.g. 7:2-5,6:2-4,5:1-4,4:0-7, and after "+" a card ' +
        'the hand must hold, by its name in quotes or by a tag of its entry: 7:2-5 + "Wild Growth", 6:2-4 + tag:ramp',
      (v) => keepRules(v).bySize && v,
    )
    .option('--versus <deckfile>', 'a second version of the deck, played on the same shuffles')
    .option(
      '--spell-first <names>',
      'Duel Masters: twinpacts cast as their spell half when it can be (DM 810.3), names separated by ";"',
      cardNames,
    )
    .addOption(
      new Option(
        '--other-half <when>',
        "Duel Masters: cast a twinpact's other half when the preferred one cannot be cast (default), or never",
      ).choices(TWINPACT_OTHER_HALF_CHOICES),
    )
    .addOption(workersOption())
    .action(async (file: string, options: GoldfishOptions) => {
      const deck = await readDeckToPlay(session, file, options.format);
      refuseOptionsOfOtherGame(file, deck, {
        dm: [
          ['--mulligan', options.mulligan],
          ['--policy', options.policy],
          ['--keep', options.keep],
        ],
        mtg: [
          ['--spell-first', options.spellFirst],
          ['--other-half', options.otherHalf],
        ],
      });
      const versus = options.versus ? await readDeckToPlay(session, options.versus, options.format) : undefined;
      const keep = options.keep ? await keepRulesFor(session, options.keep, deck) : undefined;
      const sides: ('play' | 'draw')[] = options.both ? ['play', 'draw'] : [options.draw ? 'draw' : 'play'];
      const result = await session.api.invoke('sim.run', {
        deck,
        versus: versus ? { deck: versus } : undefined,
        games: options.games,
        seed: options.seed,
        sides,
        mulligan: options.mulligan,
        turns: options.turns,
        format: options.format,
        workers: options.workers,
        policy: {
          ...(keep ? { mulligan: keep } : options.policy ? { mulligan: options.policy } : {}),
          ...twinpactPolicy(options),
        },
      });
      session.print(result, () => formatGoldfishText(result));
    });
}

/**
 * A deck file read for the commands that play it (goldfish, advise, playtest): called as `validate` calls it, and
 * refused with a --format of the other game, whose game start the engine would pass over for the deck's own. A list
 * that names no format keeps none: the API guesses it from the list and its cards (sim.ts `playedFormat`: a commander
 * and 99 cards start a Commander game: free first mulligan, CR 103.5c; every player draws, 103.8c; 40 life, 103.4c)
 * and says it guessed, and a --versus deck is played in the first deck's format rather than a guess of its own.
 */
export async function readDeckToPlay(
  session: CliSession,
  file: string,
  format: string | undefined,
  use?: string,
): Promise<Deck> {
  const deck = await readPlayableDeck(session, file, use);
  refuseFormatOfOtherGame(format, deck, file);
  return { ...deck, name: deckNameFor(deck, file) };
}

function refuseFormatOfOtherGame(format: string | undefined, deck: Deck, file: string): void {
  const chosen = format === undefined ? undefined : getFormat(format);
  if (chosen && chosen.game !== deck.game)
    throw new CliError(
      `--format ${format} is a ${GAME_NAMES[chosen.game]} format, and ${file} is a ${GAME_NAMES[deck.game]} deck`,
    );
}

/** Why a deck of the game has no use for the options that `refuseOptionsOfOtherGame` names. */
const NO_USE_FOR: Readonly<Record<Game, string>> = {
  dm: 'a Duel Masters game has no lands and no mulligan (DM 103.3)',
  mtg: 'a Magic deck has no twinpacts (DM 810.3)',
};

/**
 * Exit 2 naming, as typed, the options given that the deck's game has no use for: the run would pass over them
 * and print a report that looks as if they applied.
 */
export function refuseOptionsOfOtherGame(
  file: string,
  deck: Deck,
  options: Partial<Record<Game, readonly (readonly [flag: string, value: unknown])[]>>,
): void {
  const given = (options[deck.game] ?? []).filter(([, value]) => value !== undefined).map(([flag]) => flag);
  if (given.length > 0) throw new CliError(`${given.join(', ')} cannot apply to ${file}: ${NO_USE_FOR[deck.game]}`);
}

/** The game start options of the commands that play a deck: whose format's setup, and which mulligan rule. */
export const formatOption = () =>
  new Option('--format <format>', "the format whose game start to use (default: the deck's)");
export const mulliganOption = () =>
  new Option('--mulligan <rule>', "the mulligan rule (default: the format's)").choices(MULLIGAN_RULES);
export const workersOption = () =>
  boundedIntegerOption('--workers <n>', 'worker threads (default: one per core; 0 plays in this process)', {
    min: 0,
    max: INPUT_LIMITS.workers,
  });
