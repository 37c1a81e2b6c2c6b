// `decklab playtest <deckfile> [--seed S] [--actions FILE] [--draw] [--format F] [--mulligan R] [--json]`: deals
// the deck on the playtest table (engine/playtest), replays an action file, and prints the table, so a game can be
// shared and checked headlessly. Without actions it is the opening deal, before the keep decision.
// Exit 0 with the table, 2 when the deck or the action file cannot be read or an action is refused.
import { readFileSync, statSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import type { Command } from 'commander';
import { CliError, type CliSession } from '../session.ts';
import { boundedIntegerOption } from '../options.ts';
import { formatOption, mulliganOption, playedFormatText, readDeckToPlay, sideboardReadText } from './goldfish.ts';
import {
  currentState,
  describeLog,
  manaPoolSymbols,
  refusalLine,
  replay,
  ReplayError,
  startGame,
  tableView,
  type Action,
  type CardView,
  type PlaytestState,
  type TableView,
} from '../../../engine/playtest/index.ts';
import { ActionFileError, MAX_ACTION_FILE_BYTES, parseActionFile } from '../../../engine/playtest/action-file.ts';
import type { MulliganRule } from '../../../engine/formats/types.ts';

const SEED_RANGE = { min: 0, max: Number.MAX_SAFE_INTEGER };

interface PlaytestOptions {
  seed?: number;
  actions?: string;
  draw?: boolean;
  format?: string;
  mulligan?: MulliganRule;
}

/** The action file's actions and their lines, checked against the opening deal; a bad line stops here (exit 2). */
function readActionFile(file: string, opening: PlaytestState): { actions: Action[]; lines: number[] } {
  let text: string;
  try {
    if (statSync(file).size > MAX_ACTION_FILE_BYTES)
      throw new CliError(`${file}: an action file may hold at most ${MAX_ACTION_FILE_BYTES} bytes`, 2);
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(
      `cannot read action file ${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`,
      2,
    );
  }
  try {
    return parseActionFile(text, opening);
  } catch (error) {
    if (error instanceof ActionFileError)
      throw new CliError(error.problems.map((p) => `${file}:${p.line}: ${p.message}`).join('\n'), 2);
    throw error;
  }
}

const cardText = (card: CardView) =>
  card.name +
  (card.face ? ` (as ${card.face})` : '') +
  (card.token ? ' (token)' : '') +
  (card.under ? ` (on ${card.under.join(', ')})` : '') +
  (card.crossedOnto ? ` (crossed onto ${card.crossedOnto})` : '') +
  (card.tapped ? ' (tapped)' : '') +
  (card.power ? ` (power ${card.power.total ?? '?'}, ${card.power.change > 0 ? '+' : ''}${card.power.change})` : '') +
  Object.entries(card.counters)
    .map(([kind, n]) => ` [${kind} ×${n}]`)
    .join('');

const ZONE_TITLES: Record<string, string> = {
  library: 'Library',
  hand: 'Hand',
  battlefield: 'Battlefield',
  graveyard: 'Graveyard',
  exile: 'Exile',
  command: 'Command zone',
  deck: 'Deck',
  mana: 'Mana zone',
  battle: 'Battle zone',
  shields: 'Shields',
  hyperspatial: 'Hyperspatial zone',
  gr: 'Super GR zone',
};
/** Zones printed as a count only: hidden information (the super GR zone is face down, DM 408.2). */
const HIDDEN_ZONES = new Set(['library', 'deck', 'shields', 'gr']);

/** The shields, face down, counted; the castles on them by name (DM 304.2: face up, and no shields themselves). */
function shieldsText(cards: readonly CardView[]): string {
  const castles = cards.filter((c) => c.fortifies);
  const fortified = castles.map((c) => `${c.name} on shield ${c.fortifies}`).join(', ');
  return `${ZONE_TITLES.shields}: ${cards.length - castles.length}${castles.length ? ` (${fortified})` : ''}`;
}

export function formatTableText(name: string, view: TableView, state: PlaytestState): string {
  const where = view.turn === 0 ? 'opening hand, before the keep decision' : `turn ${view.turn}`;
  const status =
    view.game === 'mtg'
      ? `life ${view.life}${state.poison ? `, poison ${state.poison}` : ''}, lands played this turn ${state.landsThisTurn}${state.manaPool.length ? `, mana pool ${manaPoolSymbols(state)}` : ''}`
      : `opponent's shields ${state.opponentShields}${state.wonOnTurn ? `, won on turn ${state.wonOnTurn}` : ''}, charged this turn ${state.chargesThisTurn}`;
  const lines = [`${name} (${view.game === 'dm' ? 'Duel Masters' : 'Magic'}), seed ${view.seed}: ${where}; ${status}`];
  for (const [zone, cards] of Object.entries(view.zones)) {
    if (zone === 'shields') lines.push(shieldsText(cards));
    else if (HIDDEN_ZONES.has(zone)) lines.push(`${ZONE_TITLES[zone]}: ${cards.length}`);
    else if (cards.length) lines.push(`${ZONE_TITLES[zone]} (${cards.length}): ${cards.map(cardText).join(', ')}`);
  }
  if (state.pendingTriggers.length)
    lines.push(
      `Waiting: use or keep the shield trigger of ${state.pendingTriggers.map((id) => state.defs[state.cards[id].def].name).join(', ')}`,
    );
  const log = describeLog(state.log);
  if (log.length) lines.push('Log:', ...log.map((l) => `  ${l}`));
  return lines.join('\n') + '\n';
}

export function registerPlaytestCommand(program: Command, session: CliSession): void {
  program
    .command('playtest')
    .description('deal a deck on the playtest table, replay an action file, and print the table')
    .argument('<deckfile>', 'the deck list (any supported format, detected from the content)')
    .addOption(
      boundedIntegerOption(
        '--seed <s>',
        'the seed: the same seed deals the same cards (default: a random one, printed)',
        SEED_RANGE,
      ),
    )
    .option('--actions <file>', 'actions to replay, one JSON object per line (README: the action file)')
    .option('--draw', 'play on the draw (default: on the play)')
    .addOption(formatOption())
    .addOption(mulliganOption())
    .action(async (file: string, options: PlaytestOptions) => {
      const playable = await readDeckToPlay(session, file, options.format, 'played');
      const { deck, setup, format } = await session.api.invoke('playtest.deck', {
        deck: playable,
        format: options.format,
        mulligan: options.mulligan,
      });
      const seed = options.seed ?? randomInt(0, 2 ** 47);
      const start = { seed, setup, onThePlay: !options.draw };
      const script = options.actions
        ? readActionFile(options.actions, startGame(deck, start))
        : { actions: [], lines: [] };
      let state: PlaytestState;
      try {
        state = currentState(replay(deck, start, script.actions));
      } catch (error) {
        if (!(error instanceof ReplayError)) throw error;
        throw new CliError(`${options.actions}:${script.lines[error.index]}: ${refusalLine(error.refusal)}`, 2);
      }
      const view = tableView(state);
      // --json gives the format played and what was read from the sideboard too, as `decklab goldfish --json` does.
      session.print(
        { ...view, sideboardRead: deck.sideboardRead ?? [], format },
        () =>
          playedFormatText(format) + sideboardReadText(deck.sideboardRead) + formatTableText(deck.name, view, state),
      );
    });
}
