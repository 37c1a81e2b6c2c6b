// The `decklab` command: the API, headless (ARCHITECTURE §6).
import { Command, CommanderError } from 'commander';
import { CliSession, cliErrorFrom, type CliIo } from './session.ts';
import { terminalSafeIo } from './terminal.ts';
import { registerCardCommand } from './commands/card.ts';
import { registerSearchCommand } from './commands/search.ts';
import { registerConvertCommand } from './commands/convert.ts';
import { registerImportCommand } from './commands/import.ts';
import { registerValidateCommands } from './commands/validate.ts';
import { registerCollectionCommand } from './commands/collection.ts';
import { registerGoldfishCommand } from './commands/goldfish.ts';
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
  registerPlaytestCommand,
];

export async function runCli(argv: readonly string[], rawIo: CliIo, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const io = terminalSafeIo(rawIo);
  const session = new CliSession(io, env);
  const program = new Command('decklab')
    .description('Decklab: deckbuilder, collection manager and goldfish lab for Magic: The Gathering and Duel Masters')
    .option('--db <file>', 'the database file (default: $DECKLAB_DB, else the app database in the user data folder)')
    .option('--json', 'print machine-readable JSON')
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr, outputError: () => {} })
    .hook('preAction', (cmd) => session.configure(cmd.opts()));
  for (const register of COMMANDS) register(program, session);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return session.exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.exitCode === 0) return 0;
      io.stderr(`decklab: ${error.message.replace(/^error: /, '')}\n`);
      return 2;
    }
    const cliError = cliErrorFrom(error);
    io.stderr(`decklab: ${cliError.message}\n`);
    return cliError.exitCode;
  } finally {
    session.close();
  }
}
