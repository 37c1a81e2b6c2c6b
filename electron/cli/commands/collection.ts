// `decklab collection import|export|list|add|remove` and `decklab needs <deckfile>` (issue: collections and pools).
// `collection list [query…] --json` prints { total, copies, cards: [{ name, set, number, finish, count }] }; with
// --names japanese the rows are in the Japanese names' order, named by them, and each JSON row adds japaneseName.
import { Option, type Command } from 'commander';
import { writeFileSync } from 'node:fs';
import { CliError, type CliSession } from '../session.ts';
import { formatDeckProblems, importDeckFile, namingFile, readUserFile, refuseUnreadable } from '../deck-input.ts';
import { queryFromWords, searchNamesOption, withQueryPointer } from './search.ts';
import type { NameOrder } from '../../../db/search/compile.ts';
import { boundedIntegerOption } from '../options.ts';
import { MAX_COLLECTION_PAGE } from '../../api/handlers/collection.ts';
import { CSV_FLAVORS, LANGUAGE_NAMES } from '../../../engine/collection/csv-formats.ts';
import { MAX_COPIES_PER_ROW } from '../../../engine/collection/types.ts';
import type { InvokeInput, InvokeOutput } from '../../../protocol/bridge.ts';
import { GAME_NAMES, type Game } from '../../../engine/cards/types.ts';
import type { ValueOnDay } from '../../../engine/collection/price-history.ts';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  GAMES_WITH_PRICES,
  type Currency,
  type PriceChange,
  type PriceMove,
  type Valuation,
} from '../../../engine/collection/prices.ts';

const FLAVOR_IDS = CSV_FLAVORS.map((f) => f.id);

type ImportPreview = InvokeOutput<'collection.preview'>;
type CollectionImportInput = InvokeInput<'collection.preview'>;
type CollectionImportMode = ImportPreview['mode'];

interface ImportOptions {
  replace?: boolean;
  allowSkipped?: boolean;
  dryRun?: boolean;
  game: 'mtg' | 'dm';
}

/** "file:line: skipped: why", one line per row the import leaves out. */
function skippedLines(file: string, result: ImportPreview): string[] {
  return [
    ...result.unreadable.map((p) => `${file}:${p.line}: skipped: ${p.message}`),
    ...result.skipped.map((s) => `${file}:${s.line ?? '?'}: skipped: ${s.reason}`),
  ];
}

/** What importing the other rows now would do to the collection, said when rows cannot be read. */
const SKIP_HARM = {
  merge: 'importing the other rows now would add them a second time when the file is imported again once fixed',
  replace: '--replace would remove the copies they name from the collection',
};

/**
 * An import leaves no row out unless asked: the CLI has no preview to confirm (the app's import dialog shows one),
 * and a merge done in part is added twice when the fixed file is imported again. collection.import refuses such a
 * file in the pass that reads it (`refuseSkipped`), and this names its rows.
 */
function skippedRowsRefusal(file: string, result: ImportPreview, mode: CollectionImportMode): CliError {
  const skipped = skippedLines(file, result);
  return new CliError(
    `${file}: ${skipped.length} row(s) cannot be read, so nothing was changed: ${SKIP_HARM[mode]}. ` +
      `Fix them and import again, or add --allow-skipped to import without them.\n${skipped.join('\n')}`,
  );
}

function registerCollectionCommands(program: Command, session: CliSession): void {
  const collection = program
    .command('collection')
    .description('the cards you own: import and export the CSVs of ManaBox, Deckbox, TCGplayer, Moxfield and others');
  registerEditCommands(collection, session);

  collection
    .command('import')
    .description('add a collection CSV (detected from its header) to your collection, or replace it')
    .argument('<file>', 'the CSV file')
    .option('--replace', 'make the collection exactly this file (default: add to it)')
    .option('--allow-skipped', 'import the rows it can read even when others cannot be read (default: change nothing)')
    .option('--dry-run', 'show what would change and write nothing')
    .addOption(new Option('--game <game>', 'the game the file is for').choices(['mtg', 'dm']).default('mtg'))
    .action(async (file: string, options: ImportOptions) => {
      const input: CollectionImportInput = {
        bytes: readUserFile(file, 'collection file'),
        mode: options.replace ? 'replace' : 'merge',
        game: options.game,
      };
      const result = await namingFile(file, async () =>
        options.dryRun
          ? { ...(await session.api.invoke('collection.preview', input)), written: false, totals: undefined }
          : await session.api.invoke('collection.import', { ...input, refuseSkipped: !options.allowSkipped }),
      );
      if (!options.dryRun && !result.written) throw skippedRowsRefusal(file, result, result.mode);
      session.print(result, () => {
        const verb = options.dryRun ? 'would be' : 'were';
        const lines = [
          `${file}: ${result.flavor ? `${result.flavor.app} CSV` : 'collection CSV (columns recognised by name)'}`,
          `${result.added.length} rows ${verb} added, ${result.changed.length} changed, ${result.removed.length} removed; ${result.copies} copies read`,
          ...skippedLines(file, result),
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
    .addOption(searchNamesOption())
    .allowUnknownOption()
    .action(async (words: string[], options: ListOptions) => {
      const query = queryFromWords(words);
      const { game, limit, page, names } = options;
      const { total, copies, cards } = await withQueryPointer(query, () =>
        session.api.invoke('collection.list', { game, query, limit, page, names }),
      );
      const japanese = names === 'japanese' ? await japaneseNames(session, cards) : undefined;
      const japaneseName = (row: OwnedRow) => japanese?.get(row.cardId ?? '');
      session.print(
        {
          total,
          copies,
          cards: cards.map((row) => {
            const { name, set, number, finish, count } = row;
            const named = japanese ? { japaneseName: japaneseName(row) ?? null } : {};
            return { name, ...named, set, number, finish, count };
          }),
        },
        () =>
          cards
            .map(
              (c) =>
                `${String(c.count).padStart(3)} ${japaneseName(c) ?? c.name}  ${c.set.toUpperCase()} ${c.number}${c.finish === 'nonfoil' ? '' : ` (${c.finish})`}`,
            )
            .join('\n') + `\n${total} rows, ${copies} copies\n`,
      );
    });

  collection
    .command('value')
    .description(
      'what your collection is worth at the prices of the Scryfall data you imported, and how that moved since ' +
        'the prices imported before them',
    )
    .addOption(new Option('--game <game>', 'only this game').choices(['mtg', 'dm']))
    .addOption(new Option('--currency <currency>', 'the prices to use').choices(CURRENCIES).default(DEFAULT_CURRENCY))
    .option('--history', 'also the value of the same copies on each day of prices imported')
    .action(async (options: { game?: Game; currency: Currency; history?: boolean }) => {
      const value = await session.api.invoke('collection.value', options);
      session.print(value, () =>
        value.rows === 0
          ? 'the collection is empty\n'
          : formatCost(value, options.game ?? 'mtg', 'Collection value') +
            (value.history ? formatValueHistory(value.history, value.currency) : ''),
      );
    });
}

/** `collection list`'s options. */
interface ListOptions {
  game?: 'mtg' | 'dm';
  limit: number;
  page: number;
  names: NameOrder;
}

type OwnedRow = InvokeOutput<'collection.list'>['cards'][number];

/** The Japanese name of each row's card that the card data has one for, by card id (rows list only English names). */
async function japaneseNames(session: CliSession, rows: readonly OwnedRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.cardId ? [row.cardId] : [])))];
  const cards = await Promise.all(ids.map((id) => session.api.invoke('cards.get', { id })));
  return new Map(cards.flatMap((card) => (card.localizedNames.ja ? [[card.id, card.localizedNames.ja] as const] : [])));
}

/** What picks out a row of a card: each given option must match. */
interface RowOptions {
  set?: string;
  cn?: string;
  finish?: 'nonfoil' | 'foil' | 'etched';
  condition?: 'NM' | 'LP' | 'MP' | 'HP' | 'DMG';
  lang?: string;
  binder?: string;
  game: 'mtg' | 'dm';
}

/** The options naming a row's printing, finish, condition, language and binder, shared by add and remove. */
function withRowOptions(command: Command, verb: string): Command {
  return command
    .option('--set <code>', `the set of the printing to ${verb}`)
    .option('--cn <number>', 'its collector number (with --set)')
    .addOption(new Option('--finish <finish>', 'the finish').choices(['nonfoil', 'foil', 'etched']))
    .addOption(new Option('--condition <grade>', 'the condition').choices(['NM', 'LP', 'MP', 'HP', 'DMG']))
    .addOption(new Option('--lang <code>', 'the language').choices(Object.keys(LANGUAGE_NAMES)))
    .option('--binder <name>', 'the binder or folder')
    .addOption(new Option('--game <game>', 'the game of the card').choices(['mtg', 'dm']).default('mtg'));
}

const rowText = (r: OwnedRow) =>
  `${r.count} × ${r.name} ${[
    r.set.toUpperCase(),
    r.number,
    r.finish === 'nonfoil' ? '' : r.finish,
    r.condition,
    r.lang,
    r.binder && `[${r.binder}]`,
  ]
    .filter(Boolean)
    .join(' ')}`;

function matchesRow(row: OwnedRow, o: RowOptions): boolean {
  return (
    (o.set === undefined || row.set === o.set.toLowerCase()) &&
    (o.cn === undefined || row.number === o.cn) &&
    (o.finish === undefined || row.finish === o.finish) &&
    (o.condition === undefined || row.condition === o.condition) &&
    (o.lang === undefined || row.lang === o.lang) &&
    (o.binder === undefined || row.binder === o.binder)
  );
}

function registerEditCommands(collection: Command, session: CliSession): void {
  withRowOptions(
    collection
      .command('add')
      .description('add copies of a card you own (by any of its names; --set and --cn pick the printing)')
      .argument('<name...>', 'the card name, English or Japanese'),
    'add',
  )
    .addOption(boundedIntegerOption('--count <n>', 'copies', { min: 1, max: MAX_COPIES_PER_ROW }, 1))
    .action(async (words: string[], o: RowOptions & { count: number }) => {
      const result = await session.api.invoke('collection.add', {
        game: o.game,
        items: [
          {
            name: words.join(' '),
            set: o.set ?? '',
            number: o.cn ?? '',
            count: o.count,
            finish: o.finish ?? 'nonfoil',
            condition: o.condition ?? '',
            lang: o.lang ?? 'en',
            binder: o.binder ?? '',
          },
        ],
      });
      session.print(result, () => {
        const [row] = [...result.added, ...result.changed];
        const where = [row.set.toUpperCase(), row.collectorNumber].filter(Boolean).join(' ');
        return (
          [
            `${row.name}${where ? ` ${where}` : ''}: ${row.before} → ${row.after}`,
            ...result.unpinned.map((u) => `warning: ${u.name}: ${u.reason}`),
            `collection: ${result.totals.copies} cards in ${result.totals.rows} rows`,
          ].join('\n') + '\n'
        );
      });
    });

  withRowOptions(
    collection
      .command('remove')
      .description('remove copies of a card from your collection; the options pick the row when it has several')
      .argument('<name...>', 'the card name, English or Japanese'),
    'remove',
  )
    .addOption(boundedIntegerOption('--count <n>', 'copies to remove', { min: 1, max: MAX_COPIES_PER_ROW }, 1))
    .option('--all', 'remove every copy of the matching rows')
    .action(async (words: string[], o: RowOptions & { count: number; all?: boolean }) => {
      const name = words.join(' ');
      const card = await session.api.invoke('cards.get', { name }).catch(() => undefined);
      const owned = card
        ? (await session.api.invoke('collection.list', { cardIds: [card.id], limit: 10_000 })).cards
        : [];
      const rows = owned.filter((r) => matchesRow(r, o));
      if (rows.length === 0)
        throw new CliError(`the collection holds no ${name}${owned.length ? ' matching those options' : ''}`, 1);
      if (rows.length > 1 && !o.all)
        throw new CliError(
          `${rows.length} rows of ${card!.name} match; pick one with --set, --cn, --finish, --condition, --lang or --binder, or give --all:\n${rows.map((r) => `  ${rowText(r)}`).join('\n')}`,
          2,
        );
      if (!o.all && o.count > rows[0].count)
        throw new CliError(`the row holds ${rows[0].count}, fewer than --count ${o.count}: ${rowText(rows[0])}`, 2);
      let totals = { rows: 0, copies: 0 };
      for (const row of rows)
        totals = (await session.api.invoke('collection.edit', { id: row.id, count: o.all ? 0 : row.count - o.count }))
          .totals;
      const removed = o.all ? rows.reduce((n, r) => n + r.count, 0) : o.count;
      session.print(
        { name: card!.name, removed, totals },
        () => `${card!.name}: ${removed} removed\ncollection: ${totals.copies} cards in ${totals.rows} rows\n`,
      );
    });
}

/**
 * "Cost to complete: 12.34 usd (prices of 2024-03-01); 3 cards have no price: A, B", or "unknown" when no missing card
 * has a price: never a total of 0 for cards without one. A game whose card data carries no prices is said to, not
 * its cards counted one by one.
 */
export function formatCost(cost: Omit<Valuation, 'lines'>, game: Game, label = 'Cost to complete'): string {
  const { count, names } = cost.missingPrices;
  if (cost.pricedCopies === 0 && count === 0) return `${label}: ${cost.total.toFixed(2)} ${cost.currency}\n`;
  if (!GAMES_WITH_PRICES.has(game)) return `${label}: unknown (no prices: Duel Masters card data carries no prices)\n`;
  const date = cost.snapshotDate ? ` (prices of ${cost.snapshotDate})` : ' (no prices: import Scryfall bulk data)';
  const total = cost.pricedCopies === 0 ? 'unknown' : `${cost.total.toFixed(2)} ${cost.currency}`;
  const missing = count ? `; ${count} ${count === 1 ? 'card has' : 'cards have'} no price: ${names.join(', ')}` : '';
  return `${label}: ${total}${date}${missing}\n${cost.change ? formatChange(cost.change, cost.currency) : ''}`;
}

const signed = (n: number) => `${n > 0 ? '+' : ''}${n.toFixed(2)}`;

/** The move since the prices imported before, and the cards that moved most, a line each. */
function formatChange(change: PriceChange, currency: Currency): string {
  const { since, before, now, difference, copies, movers } = change;
  const copiesWord = `${copies} ${copies === 1 ? 'copy' : 'copies'}`;
  const head = `Since ${since}: ${signed(difference)} ${currency} (${before.toFixed(2)} → ${now.toFixed(2)} over ${copiesWord})\n`;
  const printing = (line: PriceMove) =>
    line.printing ? ` (${line.printing.set}) ${line.printing.collectorNumber}` : '';
  return (
    head +
    movers
      .map(
        (line) =>
          `  ${line.count} ${line.name}${printing(line)}: ${line.previousUnitPrice.toFixed(2)} → ` +
          `${line.unitPrice.toFixed(2)} each (${signed(line.difference)})\n`,
      )
      .join('')
  );
}

/** The value on each day of prices imported, a line each, oldest first. */
function formatValueHistory(history: readonly ValueOnDay[], currency: Currency): string {
  if (history.length === 0) return 'No day of prices imported priced a copy\n';
  const copies = (n: number) => `${n} ${n === 1 ? 'copy' : 'copies'} priced`;
  const lines = history.map(
    (day) => `  ${day.date}  ${day.value.toFixed(2)} ${currency} (${copies(day.pricedCopies)})\n`,
  );
  return `Value by day of prices imported:\n${lines.join('')}`;
}

/** "20 basic lands counted as owned", said whenever the option left some out of what is missing. */
const basicsLine = (copies: number) =>
  copies > 0 ? `${copies} basic ${copies === 1 ? 'land' : 'lands'} counted as owned (--need-basics counts them)\n` : '';

interface NeedsOptions {
  all?: boolean;
  byPrinting?: boolean;
  needBasics?: boolean;
  game: Game;
  currency: Currency;
}

/** One deck file's needs. */
async function deckFileNeeds(session: CliSession, file: string, options: NeedsOptions): Promise<void> {
  // A deck read in part (a file that breaks off, a card the data does not know) would need the wrong cards.
  const read = refuseUnreadable(file, await importDeckFile(session, file), 'checked against the collection');
  const needs = await session.api.invoke('collection.needs', {
    deck: read.deck,
    byPrinting: options.byPrinting ?? false,
    basicsOwned: !options.needBasics,
    currency: options.currency,
  });
  session.print(
    {
      missing: needs.missing.map(({ name, count, set, collectorNumber, finish }) => ({
        name,
        count,
        ...(set && { set, collectorNumber }),
        ...(finish && { finish }),
      })),
      basicsOwned: needs.basicsOwned,
      cost: needs.cost,
    },
    () =>
      needs.text +
      `${needs.totalMissing} of ${needs.totalNeeded} cards missing\n` +
      basicsLine(needs.basicsOwned) +
      formatCost(needs.cost, read.deck.game),
  );
  if (!session.json) session.io.stderr(formatDeckProblems(file, read.problems));
}

/** Every saved deck's needs together: per card, for all of them at once and for any one of them. */
async function allDecksNeedsText(session: CliSession, options: NeedsOptions): Promise<void> {
  const all = await session.api.invoke('collection.needsAll', {
    game: options.game,
    basicsOwned: !options.needBasics,
    currency: options.currency,
  });
  const deckName = new Map(all.decks.map((d) => [d.id, d.name]));
  session.print(all, () => {
    if (all.decks.length === 0) return `no saved ${GAME_NAMES[options.game]} decks\n`;
    const lines = all.lines.map(
      (l) =>
        `${l.missingForAll} ${l.name} (any one deck: ${l.missingForAny}): ` +
        l.decks.map((d) => `${deckName.get(d.deckId)} ${d.missing}/${d.need}`).join(', '),
    );
    return [
      ...lines,
      `${all.totalMissingForAll} cards missing to build all ${all.decks.length} ${GAME_NAMES[options.game]} decks at once; ` +
        `${all.totalMissingForAny} to build any one of them`,
    ]
      .join('\n')
      .concat('\n', basicsLine(all.basicsOwned))
      .concat(formatCost(all.costForAll, options.game, 'Cost to complete every deck'))
      .concat(formatCost(all.costForAny, options.game, 'Cost to complete any one deck'));
  });
}

function registerNeedsCommand(program: Command, session: CliSession): void {
  program
    .command('needs')
    .description(
      'what a deck still needs from your collection (decks marked built keep their cards), and its cost; ' +
        '--all: what every saved deck needs',
    )
    .argument('[deckfile]', 'the deck list')
    .option('--all', 'every saved deck instead of a file: per card, for all of them at once and for any one')
    .option('--by-printing', 'count only the exact printings (and foil or etched finishes) the list pins')
    .option(
      '--need-basics',
      'count basic lands as cards to own (default: Plains, Island, Swamp, Mountain and Forest are owned)',
    )
    .addOption(new Option('--game <game>', 'the game of the decks, with --all').choices(['mtg', 'dm']).default('mtg'))
    .addOption(
      new Option('--currency <currency>', 'the prices the cost is in').choices(CURRENCIES).default(DEFAULT_CURRENCY),
    )
    .action(async (file: string | undefined, options: NeedsOptions) => {
      if (options.all && file !== undefined) throw new CliError('give a deck file or --all, not both', 2);
      if (options.all && options.byPrinting) throw new CliError('--by-printing needs a deck file, not --all', 2);
      if (options.all) return allDecksNeedsText(session, options);
      if (file === undefined) throw new CliError('give a deck file, or --all for every saved deck', 2);
      return deckFileNeeds(session, file, options);
    });
}

export function registerCollectionCommand(program: Command, session: CliSession): void {
  registerCollectionCommands(program, session);
  registerNeedsCommand(program, session);
}
