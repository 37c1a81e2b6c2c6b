// `decklab collection import|export|list` and `decklab needs <deckfile>` (issue: collections and pools).
// `collection list [query…] --json` prints { total, copies, cards: [{ name, set, number, finish, count }] }.
import { Option, type Command } from 'commander';
import { readFileSync, writeFileSync } from 'node:fs';
import { CliError, type CliSession } from '../session.ts';
import { formatDeckProblems, importDeckFile, refuseUnreadable } from '../deck-input.ts';
import { queryFromWords, withQueryPointer } from './search.ts';
import { boundedIntegerOption } from '../options.ts';
import { MAX_COLLECTION_PAGE } from '../../api/handlers/collection.ts';
import { CSV_FLAVORS } from '../../../engine/collection/csv-formats.ts';
import { CURRENCIES, DEFAULT_CURRENCY, type Currency, type Valuation } from '../../../engine/collection/prices.ts';

const FLAVOR_IDS = CSV_FLAVORS.map((f) => f.id);

function readFileBytes(file: string): Uint8Array {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new CliError(`cannot read ${file}: ${(error as Error).message}`, 2);
  }
}

function registerCollectionCommands(program: Command, session: CliSession): void {
  const collection = program
    .command('collection')
    .description('the cards you own: import and export the CSVs of ManaBox, Deckbox, TCGplayer, Moxfield and others');

  collection
    .command('import')
    .description('add a collection CSV (detected from its header) to your collection, or replace it')
    .argument('<file>', 'the CSV file')
    .option('--replace', 'make the collection exactly this file (default: add to it)')
    .option('--dry-run', 'show what would change and write nothing')
    .addOption(new Option('--game <game>', 'the game the file is for').choices(['mtg', 'dm']).default('mtg'))
    .action(async (file: string, options: { replace?: boolean; dryRun?: boolean; game: 'mtg' | 'dm' }) => {
      const input = {
        bytes: readFileBytes(file),
        mode: options.replace ? ('replace' as const) : ('merge' as const),
        game: options.game,
      };
      const result = options.dryRun
        ? { ...(await session.api.invoke('collection.preview', input)), totals: undefined }
        : await session.api.invoke('collection.import', input);
      session.print(result, () => {
        const verb = options.dryRun ? 'would be' : 'were';
        const lines = [
          `${file}: ${result.flavor ? `${result.flavor.app} CSV` : 'collection CSV (columns recognised by name)'}`,
          `${result.added.length} rows ${verb} added, ${result.changed.length} changed, ${result.removed.length} removed; ${result.copies} copies read`,
          ...result.unreadable.map((p) => `${file}:${p.line}: skipped: ${p.message}`),
          ...result.skipped.map((s) => `${file}:${s.line ?? '?'}: skipped: ${s.reason}`),
          ...result.unpinned.map((s) => `${file}:${s.line ?? '?'}: warning: ${s.name}: ${s.reason}`),
        ];
        if (result.totals) lines.push(`collection: ${result.totals.copies} cards in ${result.totals.rows} rows`);
        return lines.join('\n') + '\n';
      });
    });

  collection
    .command('export')
    .description('write your collection as a CSV another app can import')
    .addOption(new Option('--format <app>', 'the app whose CSV to write').choices(FLAVOR_IDS).default('manabox'))
    .option('-o, --output <file>', 'write to this file instead of standard output')
    .action(async (options: { format: string; output?: string }) => {
      const { text, notices } = await session.api.invoke('collection.export', { flavor: options.format });
      if (options.output) writeFileSync(options.output, text);
      else session.io.stdout(text);
      for (const n of notices) session.io.stderr(`warning: ${n.message}\n`);
    });

  collection
    .command('list')
    .description(
      'list the cards you own, all of them or those a search query matches: own>=4, t:creature c:r, unique:prints s:khm …',
    )
    .argument('[query...]', 'a search query, as `decklab search` takes it; "-" before a term negates it (-t:land)')
    .addOption(new Option('--game <game>', 'only this game').choices(['mtg', 'dm']))
    .addOption(boundedIntegerOption('--limit <n>', 'rows per page', { min: 1, max: MAX_COLLECTION_PAGE }, 100))
    .addOption(boundedIntegerOption('--page <n>', 'page number', { min: 1, max: Number.MAX_SAFE_INTEGER }, 1))
    .allowUnknownOption()
    .action(async (words: string[], options: { game?: 'mtg' | 'dm'; limit: number; page: number }) => {
      const query = queryFromWords(words);
      const { total, copies, cards } = await withQueryPointer(query, () =>
        session.api.invoke('collection.list', { game: options.game, query, limit: options.limit, page: options.page }),
      );
      session.print(
        {
          total,
          copies,
          cards: cards.map(({ name, set, number, finish, count }) => ({ name, set, number, finish, count })),
        },
        () =>
          cards
            .map(
              (c) =>
                `${String(c.count).padStart(3)} ${c.name}  ${c.set.toUpperCase()} ${c.number}${c.finish === 'nonfoil' ? '' : ` (${c.finish})`}`,
            )
            .join('\n') + `\n${total} rows, ${copies} copies\n`,
      );
    });
}

/** "Cost to complete: 12.34 usd (prices of 2024-03-01); 3 cards have no price: A, B". */
function formatCost(cost: Omit<Valuation, 'lines'>): string {
  const date = cost.snapshotDate ? ` (prices of ${cost.snapshotDate})` : ' (no prices: import Scryfall bulk data)';
  const missing = cost.missingPrices.count
    ? `; ${cost.missingPrices.count} ${cost.missingPrices.count === 1 ? 'card has' : 'cards have'} no price: ${cost.missingPrices.names.join(', ')}`
    : '';
  return `Cost to complete: ${cost.total.toFixed(2)} ${cost.currency}${date}${missing}\n`;
}

function registerNeedsCommand(program: Command, session: CliSession): void {
  program
    .command('needs')
    .description('what a deck still needs from your collection (decks marked built keep their cards), and its cost')
    .argument('<deckfile>', 'the deck list')
    .option('--by-printing', 'count only the exact printings the list pins')
    .addOption(
      new Option('--currency <currency>', 'the prices the cost is in').choices(CURRENCIES).default(DEFAULT_CURRENCY),
    )
    .action(async (file: string, options: { byPrinting?: boolean; currency: Currency }) => {
      // A deck read in part (a file that breaks off, a card the data does not know) would need the wrong cards.
      const read = refuseUnreadable(file, await importDeckFile(session, file), 'checked against the collection');
      const needs = await session.api.invoke('collection.needs', {
        deck: read.deck,
        byPrinting: options.byPrinting ?? false,
        currency: options.currency,
      });
      session.print(
        { missing: needs.missing.map(({ name, count }) => ({ name, count })), cost: needs.cost },
        () => needs.text + `${needs.totalMissing} of ${needs.totalNeeded} cards missing\n` + formatCost(needs.cost),
      );
      if (!session.json) session.io.stderr(formatDeckProblems(file, read.problems));
    });
}

export function registerCollectionCommand(program: Command, session: CliSession): void {
  registerCollectionCommands(program, session);
  registerNeedsCommand(program, session);
}
