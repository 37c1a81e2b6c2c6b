// `decklab decks import|list|export`: the decks saved in the database. `import` brings over deck files or whole
// folders of them (Forge's, XMage's, Cockatrice's deck folders), each subfolder a deck folder with --folders;
// `export --dir` writes every saved deck as a file, in subfolders by deck folder, as a single export writes it (a deck
// built from a pool with the rest of the pool as its sideboard), each file's notices under its path.
// `decks import --json` prints { decks: [{ fileName, folder, name, game, format, listFormat, cards, problems, id }],
// skipped: [{ fileName, reason, message }] }; `decks list --json` prints the saved decks; `decks export --json`
// [{ path, deckId, notices }].
import { Option, type Command } from 'commander';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative, sep } from 'node:path';
import { CliError, EXIT_CODES, type CliSession } from '../session.ts';
import { formatDeckProblems, noticeLines, readDeckFileBytes } from '../deck-input.ts';
import { counted } from '../format.ts';
import { makeFolder } from '../../shell/make-folder.ts';
import { DECK_FILE_EXTENSIONS, DECK_LIST_FORMATS, type DeckListFormatId } from '../../../engine/decks/lists/index.ts';
import { folderGroups } from '../../../engine/decks/shelf.ts';
import type { InvokeOutput } from '../../../protocol/bridge.ts';

/** What a folder is searched for. */
const DECK_EXTENSIONS = new Set(DECK_FILE_EXTENSIONS);
/** The list formats a Magic deck can be written in. */
const MTG_LIST_FORMATS = DECK_LIST_FORMATS.filter((f) => f.game === 'mtg').map((f) => f.id);

interface FoundFile {
  path: string;
  /** The folder the deck goes in: the subfolder under the folder named, with --folders. */
  folder: string | null;
}

/** The deck files under a folder, in name order; the subfolders' names joined with "/" are their deck folders. */
function deckFilesUnder(root: string, folders: boolean): FoundFile[] {
  const found: FoundFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && DECK_EXTENSIONS.has(extname(entry.name).toLowerCase())) {
        const folder = relative(root, dirname(path)).split(sep).join('/');
        found.push({ path, folder: folders && folder ? folder : null });
      }
    }
  };
  walk(root);
  return found;
}

/** The files named, and those under the folders named. */
function deckFilesOf(paths: readonly string[], folders: boolean): FoundFile[] {
  return paths.flatMap((path) => {
    let isFolder: boolean;
    try {
      isFolder = statSync(path).isDirectory();
    } catch {
      throw new CliError(`cannot read ${path}: no such file or folder`, EXIT_CODES.badInput);
    }
    return isFolder ? deckFilesUnder(path, folders) : [{ path, folder: null }];
  });
}

function registerImport(decks: Command, session: CliSession): void {
  decks
    .command('import')
    .description('save deck files, or every deck file under folders, as decks (Forge, XMage, Cockatrice deck folders)')
    .argument('<paths...>', 'deck files or folders of them')
    .option('--folder <name>', 'the deck folder to file them in')
    .option('--folders', "file each deck in a deck folder named after its subfolder (Forge's constructed, commander …)")
    .option('--dry-run', 'read and report, save nothing')
    .action(async (paths: string[], options: { folder?: string; folders?: boolean; dryRun?: boolean }) => {
      const found = deckFilesOf(paths, options.folders ?? false);
      if (found.length === 0) throw new CliError(`no deck files under ${paths.join(', ')}`, EXIT_CODES.negative);
      const files = found.map((f) => ({
        fileName: f.path,
        bytes: readDeckFileBytes(f.path),
        folder: f.folder ?? options.folder ?? null,
      }));
      const result = await session.api.invoke('decks.importMany', { files, save: !options.dryRun });
      session.print(result, () => importText(result, options.dryRun ?? false));
      const savedBefore = result.skipped.some((s) => s.reason.code === 'deck.already-saved');
      if (result.decks.length === 0 && !savedBefore) session.exitCode = EXIT_CODES.negative;
    });
}

function importText(result: InvokeOutput<'decks.importMany'>, dryRun: boolean): string {
  const lines = result.decks.map(
    (d) =>
      `${d.fileName}: ${d.name} (${d.cards} cards${d.format ? `, ${d.format}` : ''})${d.folder ? ` in ${d.folder}` : ''}\n` +
      formatDeckProblems(d.fileName, d.problems),
  );
  const skipped = result.skipped.map((s) => `${s.fileName}: skipped: ${s.message}\n`);
  const verb = dryRun ? 'would be saved' : 'saved';
  return [
    ...lines,
    ...skipped,
    `${counted(result.decks.length, 'deck')} ${verb}, ${counted(result.skipped.length, 'file')} skipped\n`,
  ].join('');
}

function registerList(decks: Command, session: CliSession): void {
  decks
    .command('list')
    .description('list the saved decks by folder')
    .addOption(new Option('--game <game>', 'only this game').choices(['mtg', 'dm']))
    .option('--folder <name>', 'only the decks in this folder')
    .action(async (options: { game?: 'mtg' | 'dm'; folder?: string }) => {
      const all = await session.api.invoke('decks.list', { game: options.game });
      const listed = options.folder === undefined ? all : all.filter((d) => d.folder === options.folder);
      session.print(listed, () =>
        folderGroups(listed)
          .map(
            (group) =>
              `${group.folder ?? '(no folder)'}\n` +
              group.decks
                .map((d) => {
                  const cards = (d.boardCounts.main ?? 0) + (d.boardCounts.commander ?? 0);
                  return `  ${String(d.id).padStart(4)}  ${d.name}  ${d.format || '-'}  ${cards} cards  v${d.version}${d.built ? '  built' : ''}\n`;
                })
                .join(''),
          )
          .join(''),
      );
    });
}

function registerExport(decks: Command, session: CliSession): void {
  decks
    .command('export')
    .description('write every saved deck as a file into a folder, in subfolders by deck folder')
    .requiredOption('--dir <folder>', 'the folder to write into (made when missing)')
    .addOption(
      new Option('--as <format>', 'the deck list format of a Magic deck (a Duel Masters deck is written as dm)')
        .choices(MTG_LIST_FORMATS)
        .default('text'),
    )
    .addOption(new Option('--game <game>', 'only this game').choices(['mtg', 'dm']))
    .action(async (options: { dir: string; as: DeckListFormatId; game?: 'mtg' | 'dm' }) => {
      const files = await session.api.invoke('decks.exportAll', { format: options.as, game: options.game });
      for (const file of files) {
        const path = join(options.dir, ...file.path.split('/'));
        makeFolder(dirname(path));
        writeFileSync(path, file.text);
      }
      session.print(
        files.map(({ path, deckId, notices }) => ({ path, deckId, notices })),
        () =>
          files.map((f) => `${f.path}\n${noticeLines('  ', f.notices)}`).join('') +
          `${counted(files.length, 'deck')} written to ${options.dir}\n`,
      );
    });
}

export function registerDecksCommand(program: Command, session: CliSession): void {
  const decks = program.command('decks').description('the decks saved in the database: import folders, list, export');
  registerImport(decks, session);
  registerList(decks, session);
  registerExport(decks, session);
}
