// `decklab compare <deckA> <deckB>`: two decks card by card through decks.compare, each a deck file in any list format
// or a saved deck named by its id or its name (`decklab decks list`); and what switching from A to B takes from the
// collection. `--json` prints { boards: [ { board, totals, onlyA: [ {name, count} ], onlyB, changed: [ {name, a, b} ],
// same } ], commanders, identical, missing: [ {name, count} ], cost }. Exit 0 when the decks hold the same cards, 1
// when they differ.
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { Option, type Command } from 'commander';
import { CliError, EXIT_CODES, type CliSession } from '../session.ts';
import { formatDeckProblems, namingFile, readDeckFileBytes } from '../deck-input.ts';
import { formatCost } from './collection.ts';
import { CURRENCIES, DEFAULT_CURRENCY, type Currency } from '../../../engine/collection/prices.ts';
import type { InvokeInput, InvokeOutput } from '../../../protocol/bridge.ts';
import type { Board } from '../../../engine/decks/types.ts';

type Side = InvokeInput<'decks.compare'>['a'];
type Compared = InvokeOutput<'decks.compare'>;

const BOARD_TITLES: Record<Board, string> = {
  commander: 'Commander',
  main: 'Main deck',
  side: 'Sideboard',
  maybe: 'Maybeboard',
  companion: 'Companion',
  hyperspatial: 'Hyperspatial zone',
  gr: 'GR zone',
};

/** A deck file when one is at that path; else a saved deck by its id or its exact name. */
async function sideOf(session: CliSession, deck: string): Promise<Side> {
  if (existsSync(deck)) return { bytes: readDeckFileBytes(deck), fileName: basename(deck) };
  const saved = await session.api.invoke('decks.list', {});
  const byId = /^\d+$/.test(deck) ? saved.find((d) => d.id === Number(deck)) : undefined;
  const named = byId ? [byId] : saved.filter((d) => d.name === deck);
  if (named.length === 1) return { deckId: named[0].id };
  if (named.length > 1)
    throw new CliError(
      `${named.length} saved decks are named "${deck}" (ids ${named.map((d) => d.id).join(', ')}): name one by its id`,
      EXIT_CODES.badInput,
    );
  throw new CliError(`no deck file and no saved deck named "${deck}"`, EXIT_CODES.badInput);
}

function boardText(board: Compared['comparison']['boards'][number]): string {
  const lines = [
    `${BOARD_TITLES[board.board]} (A ${board.totals.a}, B ${board.totals.b})`,
    ...board.onlyA.map((c) => `  - ${c.a} ${c.name}`),
    ...board.onlyB.map((c) => `  + ${c.b} ${c.name}`),
    ...board.changed.map((c) => `  ~ ${c.name}: ${c.a} → ${c.b}`),
    ...[...board.changed, ...board.same]
      .filter((c) => c.printings)
      .map(
        (c) =>
          `  = ${c.name}: printing ${c.printings!.a.map((p) => p.printing).join(', ')} → ` +
          c.printings!.b.map((p) => p.printing).join(', '),
      ),
    `  ${board.same.length} ${board.same.length === 1 ? 'card' : 'cards'} the same`,
  ];
  return lines.join('\n') + '\n';
}

function comparisonText(result: Compared): string {
  const { comparison, switching } = result;
  const commanders = comparison.commanders;
  const head = commanders
    ? commanders.same
      ? `Same commander: ${commanders.a.join(', ')}\n`
      : `Commander A: ${commanders.a.join(', ') || '(none)'}; B: ${commanders.b.join(', ') || '(none)'}\n`
    : '';
  const verdict = comparison.identical ? 'A and B hold the same cards\n' : '';
  const missing =
    switching.totalMissing === 0
      ? 'Switching from A to B: your collection holds every card B adds\n'
      : `Switching from A to B: ${switching.totalMissing} ${switching.totalMissing === 1 ? 'card' : 'cards'} missing from your collection\n` +
        switching.missing.map((m) => `  ${m.count} ${m.name}\n`).join('');
  return head + comparison.boards.map(boardText).join('') + verdict + missing;
}

interface CompareOptions {
  needBasics?: boolean;
  currency: Currency;
}

export function registerCompareCommand(program: Command, session: CliSession): void {
  program
    .command('compare')
    .description(
      'compare two decks card by card, board by board (deck files in any format, or saved decks by id or name), ' +
        'and what switching from A to B takes from your collection; exit 1 when they differ',
    )
    .argument('<deckA>', 'a deck file, or a saved deck by id or name')
    .argument('<deckB>', 'a deck file, or a saved deck by id or name')
    .option(
      '--need-basics',
      'count basic lands as cards to own (default: Plains, Island, Swamp, Mountain and Forest are owned)',
    )
    .addOption(
      new Option('--currency <currency>', 'the prices the cost is in').choices(CURRENCIES).default(DEFAULT_CURRENCY),
    )
    .action(async (deckA: string, deckB: string, options: CompareOptions) => {
      const [a, b] = [await sideOf(session, deckA), await sideOf(session, deckB)];
      const result = await namingFile(`${deckA} or ${deckB}`, () =>
        session.api.invoke('decks.compare', {
          a,
          b,
          basicsOwned: !options.needBasics,
          currency: options.currency,
        }),
      );
      const { comparison, switching } = result;
      session.print(
        {
          boards: comparison.boards.map((board) => ({
            board: board.board,
            totals: board.totals,
            onlyA: board.onlyA.map((c) => ({ name: c.name, count: c.a })),
            onlyB: board.onlyB.map((c) => ({ name: c.name, count: c.b })),
            changed: board.changed.map((c) => ({ name: c.name, a: c.a, b: c.b })),
            same: board.same.length,
          })),
          commanders: comparison.commanders,
          identical: comparison.identical,
          missing: switching.missing.map((m) => ({ name: m.name, count: m.count })),
          cost: switching.cost,
        },
        () =>
          comparisonText(result) +
          (switching.totalMissing > 0 ? formatCost(switching.cost, result.a.game, 'Cost of the missing cards') : ''),
      );
      const problems = (file: string, side: Compared['a']) => formatDeckProblems(file, side.problems);
      if (!session.json) session.io.stderr(problems(deckA, result.a) + problems(deckB, result.b));
      if (!comparison.identical) session.exitCode = EXIT_CODES.negative;
    });
}
