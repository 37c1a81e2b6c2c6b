// The `decklab` command: the API, headless (ARCHITECTURE §6).
import { Command, CommanderError } from 'commander';
import { CliSession, cliErrorFrom, EXIT_CODES, type CliIo } from './session.ts';
import { terminalSafeIo } from './terminal.ts';
import { registerCardCommand } from './commands/card.ts';
import { registerSearchCommand } from './commands/search.ts';
import { registerConvertCommand } from './commands/convert.ts';
import { registerImportCommand } from './commands/import.ts';
import { registerValidateCommands } from './commands/validate.ts';
import { registerCollectionCommand } from './commands/collection.ts';
import { registerGoldfishCommand } from './commands/goldfish.ts';
import { registerAdviseCommand } from './commands/advise.ts';
import { registerPlaytestCommand } from './commands/playtest.ts';

/** Each command group registers itself here. */
const COMMANDS: ((program: Command, session: CliSession) => void)[] = [
  registerCardCommand,
  registerSearchCommand,
  registerConvertCommand,
  registerImportCommand,
  registerValidateCommands,
  registerCollectionCommand,
  registerGoldfishCommand,
  registerAdviseCommand,
  registerPlaytestCommand,
];

/** Commands that only read: they open the database read-only, so they never wait for (or fail during) an import. */
const READ_ONLY_COMMANDS: ReadonlySet<string> = new Set([
  'card',
  'search',
  'convert',
  'validate',
  'formats',
  'goldfish',
  'advise',
  'needs',
  'collection list',
  'collection export',
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
    .hook('preAction', (cmd, action) =>
      session.configure({ ...cmd.opts(), readonly: READ_ONLY_COMMANDS.has(commandPath(action)) }),
    );
  for (const register of COMMANDS) register(program, session);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return session.exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.exitCode === 0) return 0;
      io.stderr(`decklab: ${error.message.replace(/^error: /, '')}\n`);
      return EXIT_CODES.badInput;
    }
    const cliError = cliErrorFrom(error, session.dbPath);
    io.stderr(`decklab: ${cliError.message}\n`);
    if (cliError.exitCode === EXIT_CODES.internal && env.DECKLAB_DEBUG === '1' && error instanceof Error)
      io.stderr(`${error.stack}\n`);
    return cliError.exitCode;
  } finally {
    session.close();
  }
}
