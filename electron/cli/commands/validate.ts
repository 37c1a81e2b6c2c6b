// `decklab validate <deckfile> [--format F] [--pool FILE]`, `decklab formats` and `decklab regulation [FILE]`.
// validate exits 0 when the deck is legal (without --format: in at least one format), 1 when it is not, 2 when the
// input cannot be read.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { Option, type Command } from 'commander';
import { CliError, type CliSession } from '../session.ts';
import { formatDeckProblems, importDeckFile } from '../deck-input.ts';
import { counted } from '../format.ts';
import { BOARDS, type DeckEntry } from '../../../engine/decks/types.ts';
import {
  FORMATS,
  type EveryFormatResult,
  type FormatDefinition,
  type RegulationUsed,
  type ValidationResult,
} from '../../../engine/formats/index.ts';
import type { DeckListProblem } from '../../../engine/decks/lists/index.ts';
import type { OperationOutput } from '../../api/types.ts';

/** Problems of reading that validation itself reports (an unresolved card becomes "deck.unknown-card"). */
const REPORTED_BY_VALIDATION = new Set(['unknown-card', 'ambiguous-card', 'unknown-printing', 'printing-mismatch']);

/** The deck file lost something on the way in (an unreadable line, a malformed file, no card data at all). */
function unreadable(problems: readonly DeckListProblem[]): DeckListProblem[] {
  return problems.filter((p) => p.severity === 'error' && !REPORTED_BY_VALIDATION.has(p.code));
}

/** What a deck read from a file is called: the list's own name (`// NAME:`), else the file as it was given. */
export function deckNameFor(deck: { name: string }, file: string): string {
  return deck.name || file;
}

function readTextFile(file: string, what: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new CliError(`cannot read ${what} ${file}: ${(error as Error).message}`, 2);
  }
}

function readJsonFile(file: string, what: string): unknown {
  const text = readTextFile(file, what);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CliError(`${file}: not JSON (${(error as Error).message})`, 2);
  }
}

/** "2 errors, 1 warning", empty for none. */
function problemTally(result: ValidationResult): string {
  const errors = result.problems.filter((p) => p.severity === 'error').length;
  const warnings = result.problems.length - errors;
  return [errors && counted(errors, 'error'), warnings && counted(warnings, 'warning')].filter(Boolean).join(', ');
}

function summaryLine(name: string, format: FormatDefinition, result: ValidationResult): string {
  const verdict = result.legal ? 'legal' : 'NOT legal';
  const tally = problemTally(result);
  return `${name || 'deck'}: ${verdict} in ${format.name}${tally ? ` (${tally})` : ''}\n`;
}

const formatName = (id: string): string => FORMATS.find((f) => f.id === id)?.name ?? id;

/** What `--today` does not do: Magic legality comes from the card data's legalities, which hold no history. */
const TODAY_IS_DM_ONLY =
  "note: --today dates the Duel Masters Hall of Fame regulation only; a Magic deck's legality is the card data's as imported, whatever the date\n";

/** DM 100.2: the Hall of Fame regulation a deck was checked against, and, for the bundled excerpt, what it is not. */
export function regulationText(regulation: RegulationUsed): string {
  const which = regulation.partial ? "Decklab's bundled excerpt" : (regulation.title ?? 'the regulation loaded');
  const line = `  Hall of Fame (DM 100.2): ${which}, ${counted(regulation.cards, 'card')} limited on ${regulation.effective}`;
  return regulation.partial
    ? `${line}; not the whole regulation, so a deck it passes may still break it (load the full list: decklab regulation FILE)\n`
    : `${line}\n`;
}

/**
 * One line per format, legal first: the verdict, the problem count and the rule of the problem that decides it (the
 * first error of a format the deck is not legal in, else the first warning); then the formats left unchecked.
 */
export function formatEveryFormatText(name: string, result: EveryFormatResult): string {
  const legal = result.formats.filter((r) => r.legal).length;
  const width = Math.max(...[...result.formats, ...result.skipped].map((r) => formatName(r.format).length));
  const lines = [`${name || 'deck'}: legal in ${legal} of ${counted(result.formats.length, 'format')}\n`];
  for (const r of result.formats) {
    const first = r.problems.find((p) => p.severity === 'error') ?? r.problems[0];
    const tally = problemTally(r);
    const detail = [tally && `(${tally})`, first && `first: ${first.rule} ${first.code}`].filter(Boolean).join('  ');
    lines.push(`  ${(r.legal ? 'legal' : 'NOT legal').padEnd(9)}  ${formatName(r.format).padEnd(width)}  ${detail}`);
  }
  for (const s of result.skipped)
    lines.push(
      `  ${'skipped'.padEnd(9)}  ${formatName(s.format).padEnd(width)}  needs --pool (the card pool, CR 100.2b)`,
    );
  const regulation = result.formats.find((r) => r.regulation)?.regulation;
  if (regulation) lines.push(regulationText(regulation));
  return lines.map((line) => line.trimEnd() + '\n').join('');
}

export function formatValidationText(name: string, format: FormatDefinition, result: ValidationResult): string {
  const counts = Object.entries(result.counts)
    .filter(([, n]) => n > 0)
    .map(([b, n]) => `${b} ${n}`)
    .join(', ');
  const lines = [summaryLine(name, format, result), `  ${counts || 'no cards'}\n`];
  for (const p of result.problems)
    lines.push(`  ${p.severity.padEnd(7)} ${p.rule.padEnd(8)} ${p.code}: ${p.message}\n`);
  if (result.regulation) lines.push(regulationText(result.regulation));
  return lines.join('');
}

export function formatRegulationText(summary: OperationOutput<'formats.dmRegulation'>): string {
  const lines = [
    `Hall of Fame regulation (DM 100.2): ${summary.fileName ?? 'bundled with Decklab'}${summary.title ? ` — ${summary.title}` : ''}`,
    `  ${summary.entries} ${summary.entries === 1 ? 'entry' : 'entries'}, ${counted(summary.combinations, 'combination')}; ${counted(summary.today.cards, 'card')} limited on ${summary.today.effective}`,
  ];
  if (summary.partial)
    lines.push('  partial: only some of the regulation’s cards are listed, so a deck it passes may still break it');
  for (const source of summary.sources) lines.push(`  source: ${source}`);
  return lines.map((line) => `${line}\n`).join('');
}

function sizeText(f: FormatDefinition): string {
  const { min, max } = f.deck;
  return min === max ? `${min}` : max === undefined ? `${min}+` : `${min}-${max}`;
}

function copiesText(f: FormatDefinition): string {
  const main = f.copies[0];
  return !main || main.limit === null ? 'pool' : `${main.limit}`;
}

export function formatFormatsText(formats: readonly FormatDefinition[]): string {
  const rows = [
    ['id', 'name', 'game', 'deck', 'copies', 'legality'],
    ...formats.map((f) => [
      f.id,
      f.name,
      f.game,
      sizeText(f),
      copiesText(f),
      f.legality ? f.legality.keys.join('|') : f.game === 'dm' ? 'regulation' : 'pool',
    ]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows
    .map(
      (r) =>
        r
          .map((cell, i) => cell.padEnd(widths[i]))
          .join('  ')
          .trimEnd() + '\n',
    )
    .join('');
}

export function registerValidateCommands(program: Command, session: CliSession): void {
  program
    .command('validate')
    .description(
      "check a deck list against a format's deck-building rules, or every format of its game (exit 0 legal, in at least one format without --format; 1 not legal; 2 unreadable input)",
    )
    .argument('<deckfile>', 'the deck list (any supported format, detected from the content)')
    .addOption(
      new Option(
        '--format <format>',
        "the format to check against (see `decklab formats`); without it, every format of the deck's game, one line each, legal first (Limited only with --pool)",
      ).choices(FORMATS.map((f) => f.id)),
    )
    .option('--pool <file>', 'Limited: the card pool the deck was built from, as a deck list')
    .option(
      '--today <date>',
      "Duel Masters: check against the Hall of Fame regulation in force on this date (YYYY-MM-DD); a Magic deck's legality is the card data's as imported",
    )
    .option(
      '--regulation <file>',
      'Duel Masters: a Hall of Fame regulation file (JSON) to use instead of the bundled one',
    )
    .action(async (file: string, options: { format?: string; pool?: string; today?: string; regulation?: string }) => {
      const read = await importDeckFile(session, file);
      let pool: DeckEntry[] | undefined;
      let poolProblems: DeckListProblem[] = [];
      if (options.pool) {
        const poolRead = await importDeckFile(session, options.pool);
        pool = BOARDS.flatMap((b) => poolRead.deck.boards[b] ?? []);
        poolProblems = unreadable(poolRead.problems);
      }
      const readProblems = [
        ...read.problems,
        ...poolProblems.map((p) => ({ ...p, message: `pool ${options.pool}: ${p.message}` })),
      ];
      const regulation = options.regulation ? readJsonFile(options.regulation, 'regulation file') : undefined;
      const checking = { deck: read.deck, pool, today: options.today, regulation };
      const name = deckNameFor(read.deck, file);
      let legal: boolean;
      if (options.format) {
        const result = await session.api.invoke('decks.validate', { ...checking, format: options.format });
        const format = FORMATS.find((f) => f.id === result.format)!;
        session.print({ ...result, file, readProblems }, () => formatValidationText(name, format, result));
        legal = result.legal;
      } else {
        const result = await session.api.invoke('decks.validateAll', checking);
        session.print({ ...result, file, readProblems }, () => formatEveryFormatText(name, result));
        legal = result.formats.some((r) => r.legal);
      }
      if (!session.json)
        session.io.stderr(
          formatDeckProblems(file, read.problems) + formatDeckProblems(options.pool ?? '', poolProblems),
        );
      if (options.today && read.deck.game === 'mtg') session.io.stderr(TODAY_IS_DM_ONLY);
      session.exitCode = unreadable(readProblems).length ? 2 : legal ? 0 : 1;
    });

  program
    .command('regulation')
    .description(
      'the Duel Masters Hall of Fame regulation (DM 100.2) every check of a Duel Masters deck applies: the bundled excerpt, or a full list you load',
    )
    .argument('[file]', 'a regulation file (JSON { sources, entries, combinations }) to load instead of the one in use')
    .option('--bundled', 'go back to the regulation bundled with Decklab')
    .action(async (file: string | undefined, options: { bundled?: boolean }) => {
      if (file && options.bundled) throw new CliError('give a file or --bundled, not both', 2);
      const change = options.bundled
        ? { bundled: true as const }
        : file
          ? { text: readTextFile(file, 'regulation file'), fileName: basename(file) }
          : {};
      const summary = await session.api.invoke('formats.dmRegulation', change);
      session.print(summary, () => formatRegulationText(summary));
    });

  program
    .command('formats')
    .description('list the formats decks can be checked against, with their deck-building rules')
    .addOption(new Option('--game <game>', "only this game's formats").choices(['mtg', 'dm']))
    .action((options: { game?: 'mtg' | 'dm' }) => {
      // The engine's own list (what formats.list answers): no database is opened for it.
      const formats = FORMATS.filter((f) => !options.game || f.game === options.game);
      session.print(formats, () => formatFormatsText(formats));
    });
}
