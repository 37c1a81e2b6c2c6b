// The `decklab` command: the API, headless (ARCHITECTURE §5).
import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { CliSession, EXIT_CODES, type CliIo } from './session.ts';
import { terminalSafeIo } from './terminal.ts';

type RegisterCommands = (program: Command, session: CliSession) => void;

/**
 * Each command group registers itself here, under the top-level words it adds. A run loads only the group of
 * the command it runs (all of them for help or an unknown word): start-up reads only what the command needs.
 */
const COMMANDS: { words: readonly string[]; load: () => Promise<RegisterCommands> }[] = [
  { words: ['card'], load: async () => (await import('./commands/card.ts')).registerCardCommand },
  { words: ['search'], load: async () => (await import('./commands/search.ts')).registerSearchCommand },
  { words: ['convert'], load: async () => (await import('./commands/convert.ts')).registerConvertCommand },
  { words: ['import'], load: async () => (await import('./commands/import.ts')).registerImportCommand },
  { words: ['download'], load: async () => (await import('./commands/download.ts')).registerDownloadCommand },
  {
    words: ['validate', 'formats'],
    load: async () => (await import('./commands/validate.ts')).registerValidateCommands,
  },
  {
    words: ['collection', 'needs'],
    load: async () => (await import('./commands/collection.ts')).registerCollectionCommand,
  },
  { words: ['compare'], load: async () => (await import('./commands/compare.ts')).registerCompareCommand },
  { words: ['goldfish'], load: async () => (await import('./commands/goldfish.ts')).registerGoldfishCommand },
  { words: ['odds'], load: async () => (await import('./commands/odds.ts')).registerOddsCommand },
  { words: ['advise'], load: async () => (await import('./commands/advise.ts')).registerAdviseCommand },
  { words: ['playtest'], load: async () => (await import('./commands/playtest.ts')).registerPlaytestCommand },
  { words: ['pool'], load: async () => (await import('./commands/pool.ts')).registerPoolCommand },
  { words: ['decks'], load: async () => (await import('./commands/decks.ts')).registerDecksCommand },
];

/** Commands that use no database: nothing is opened, made or loaded for them. */
const NO_DATABASE_COMMANDS: ReadonlySet<string> = new Set(['formats']);

/** The package's version, for `decklab --version`. */
function packageVersion(): string {
  const file = new URL('../../package.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** The first word of `argv` that is not a global option or its value: the command asked for, if any. */
function commandWord(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--db') i++;
    else if (argv[i] === '--') return argv[i + 1];
    else if (!argv[i].startsWith('-')) return argv[i];
  }
  return undefined;
}

async function registerCommands(program: Command, session: CliSession, argv: readonly string[]): Promise<void> {
  const word = commandWord(argv);
  if (word === undefined && argv.includes('--version')) return;
  const named = COMMANDS.filter((group) => word !== undefined && group.words.includes(word));
  for (const group of named.length ? named : COMMANDS) (await group.load())(program, session);
}

/** Commands that only read: they open the database read-only, so they never wait for (or fail during) an import. */
const READ_ONLY_COMMANDS: ReadonlySet<string> = new Set([
  'card',
  'search',
  'convert',
  'validate',
  'formats',
  'goldfish',
  'odds',
  'advise',
  'playtest',
  'needs',
  'compare',
  'collection list',
  'collection export',
  'pool sets',
  'pool list',
  'decks list',
]);

/** A command's words without the program's: "collection list". */
function commandPath(command: Command): string {
  const words: string[] = [];
  for (let c: Command | null = command; c?.parent; c = c.parent) words.unshift(c.name());
  return words.join(' ');
}

export async function runCli(
  argv: readonly string[],
  rawIo: CliIo,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const io = terminalSafeIo(rawIo);
  const session = new CliSession(io, env);
  const program = new Command('decklab')
    .description('Decklab: deckbuilder, collection manager and goldfish lab for Magic: The Gathering and Duel Masters')
    .option('--db <file>', 'the database file (default: $DECKLAB_DB, else the app database in the user data folder)')
    .option('--json', 'print machine-readable JSON')
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr, outputError: () => {} })
    .version(packageVersion(), '--version', "print decklab's version")
    .hook('preAction', async (cmd, action) => {
      const path = commandPath(action);
      session.configure({ ...cmd.opts(), readonly: READ_ONLY_COMMANDS.has(path) });
      if (!NO_DATABASE_COMMANDS.has(path)) await session.loadDatabaseModules();
    });
  try {
    await registerCommands(program, session, argv);
    await program.parseAsync(argv, { from: 'user' });
    return session.exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.exitCode === 0) return 0;
      io.stderr(`decklab: ${error.message.replace(/^error: /, '')}\n`);
      return EXIT_CODES.badInput;
    }
    const cliError = session.errorFrom(error);
    io.stderr(`decklab: ${cliError.message}\n`);
    if (cliError.exitCode === EXIT_CODES.internal && env.DECKLAB_DEBUG === '1' && error instanceof Error)
      io.stderr(`${error.stack}\n`);
    return cliError.exitCode;
  } finally {
    session.close();
  }
}
