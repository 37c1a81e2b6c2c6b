// `decklab odds <deckfile> --need "<k> <group>" [--need …] [--turns T] [--format F] [--json]`: the exact chance of
// holding at least k cards of every group by each turn, on the play and on the draw, without mulligans
// (engine/goldfish/draw-odds.ts). A group is written as --keep writes a required card: "Name" or tag:NAME; or lands,
// nonlands, t:TYPE, mv<=N. Exit 0 with the table, 2 when the deck or a need cannot be read or asked of the deck.
import type { Command } from 'commander';
import { CliError, type CliSession } from '../session.ts';
import { boundedIntegerOption } from '../options.ts';
import { formatOption, mainCards, percent, readDeckToPlay, table } from './goldfish.ts';
import { counted } from '../format.ts';
import { keepSpecEntries } from '../../../engine/goldfish/keep-spec.ts';
import { DEFAULT_TURNS } from '../../../engine/goldfish/setup.ts';
import { MAX_TURNS } from '../../../engine/sim/compile.ts';
import {
  DrawOddsError,
  MAX_DRAW_NEEDS,
  drawOdds,
  drawOddsSetup,
  parseDrawNeed,
  type DrawNeed,
  type DrawOdds,
} from '../../../engine/goldfish/draw-odds.ts';
import type { GameSetup } from '../../../engine/goldfish/setup.ts';

interface OddsOptions {
  need: DrawNeed[];
  turns?: number;
  format?: string;
}

/** Each --need read as it comes; one that cannot be read is a usage error naming it. */
function collectNeed(text: string, needs: DrawNeed[] = []): DrawNeed[] {
  if (needs.length >= MAX_DRAW_NEEDS) throw new CliError(`--need: at most ${MAX_DRAW_NEEDS} groups are asked at once`);
  try {
    return [...needs, parseDrawNeed(text)];
  } catch (error) {
    throw new CliError(`--need: ${(error as Error).message}`);
  }
}

/** Who skips the first draw, as the heading says it. */
function drawRule(setup: GameSetup): string {
  if (setup.firstPlayerDraws) return 'every player draws on turn 1 (CR 103.8c): the play and the draw agree';
  return setup.game === 'dm'
    ? `the first player skips the first draw (DM 103.5); ${setup.shields} shields set aside first (DM 103.3)`
    : 'the first player skips the first draw (CR 103.8a)';
}

const turnText = (turn: number | null) => (turn === null ? 'never' : `turn ${turn}`);

export function formatOddsText(deckName: string, setup: GameSetup, odds: DrawOdds): string {
  const lines = [
    `${deckName}: ${counted(odds.deckSize, 'card')} in the library before the opening hand of ${setup.handSize}; ${drawRule(setup)}\n`,
    'No mulligan: the opening hand is the one dealt and kept\n',
    ...odds.groups.map((g) => `  at least ${g.atLeast} of ${g.name}: ${counted(g.copies, 'card')} of the deck\n`),
    '\n',
    table([
      ['', 'seen (play)', 'on the play', 'seen (draw)', 'on the draw'],
      ...odds.turns.map((t) => [
        `T${t.turn}`,
        String(t.seen.play),
        percent(t.play),
        String(t.seen.draw),
        percent(t.draw),
      ]),
    ]),
    `\nEven odds by: ${turnText(odds.expectedTurn.play)} on the play, ${turnText(odds.expectedTurn.draw)} on the draw\n`,
  ];
  const mean = (m: number | null) => (m === null ? '-' : m.toFixed(2));
  lines.push(
    odds.meanTurn.play === null && odds.meanTurn.draw === null
      ? 'Mean turn: none (the cards may stay among the shields for good)\n'
      : `Mean turn they are first all held: ${mean(odds.meanTurn.play)} on the play, ${mean(odds.meanTurn.draw)} on the draw\n`,
  );
  return lines.join('');
}

export function registerOddsCommand(program: Command, session: CliSession): void {
  program
    .command('odds')
    .description(
      'the exact chance of holding cards of the deck by each turn, on the play and on the draw (no mulligan)',
    )
    .argument('<deckfile>', 'the deck list (any supported format, detected from the content)')
    .requiredOption(
      '--need <k group>',
      'at least k cards of a group, repeatable: 2 lands, 1 "Fatal Push" "Heartless Act" (any of them), 1 tag:removal, ' +
        '3 nonlands, 1 t:creature, 1 mv<=2',
      collectNeed,
    )
    .addOption(
      boundedIntegerOption('--turns <t>', 'turns shown (default 7, Duel Masters 8)', { min: 1, max: MAX_TURNS }),
    )
    .addOption(formatOption())
    .action(async (file: string, options: OddsOptions) => {
      const deck = await readDeckToPlay(session, file, options.format, 'asked for odds');
      const cards = await mainCards(session, deck);
      const setup = drawOddsSetup(deck, new Map(Object.entries(cards)), options.format);
      let odds: DrawOdds;
      try {
        odds = drawOdds(
          keepSpecEntries(deck.boards.main ?? [], cards),
          options.need,
          setup,
          options.turns ?? DEFAULT_TURNS[deck.game],
        );
      } catch (error) {
        if (error instanceof DrawOddsError) throw new CliError(`--need: ${error.message}`);
        throw error;
      }
      const json = {
        turns: odds.turns.map(({ turn, play, draw, seen }) => ({ turn, play, draw, seen })),
        groups: odds.groups.map(({ name, cards, copies, atLeast }) => ({ name, cards, copies, atLeast })),
        expectedTurn: odds.expectedTurn,
        meanTurn: odds.meanTurn,
        deckSize: odds.deckSize,
        setup: { handSize: setup.handSize, firstPlayerDraws: setup.firstPlayerDraws, shields: setup.shields },
      };
      session.print(json, () => formatOddsText(deck.name, setup, odds));
    });
}
