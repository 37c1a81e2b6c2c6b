// `decklab convert <deckfile> --to FORMAT`: reads any deck list, resolves its cards against the database
// (full English names; printings for formats that want set codes) and writes it in another format.
// Exit 0 when every line made it across, 1 when a line could not be read or resolved (all reported), 2 bad input
// (a file that does not parse as a whole: nothing is written).
import { Option, type Command } from 'commander';
import { CliError, type CliSession } from '../session.ts';
import { formatDeckProblems, hasErrors, importDeckFile, noticeLines } from '../deck-input.ts';
import { namesOption } from '../options.ts';
import {
  DECK_LIST_FORMAT_IDS,
  LOCALIZED_NAME_FORMATS,
  type DeckListFormatId,
  type DeckListProblem,
  type NameLanguage,
} from '../../../engine/decks/lists/index.ts';
import type { NameOrder } from '../../../db/search/compile.ts';

/** decks.export's language code for the names `--names` asks for. */
const LANGUAGE_OF: Readonly<Record<NameOrder, NameLanguage>> = { english: 'en', japanese: 'ja' };

/**
 * A file that does not parse as a whole (XML that breaks off, a CSV without its header) is bad input, as for
 * `validate`: one line naming the file, where and what is wrong, and no deck written.
 */
function refuseMalformedFile(file: string, problems: readonly DeckListProblem[]): void {
  const malformed = problems.filter((p) => p.code === 'malformed-file');
  if (malformed.length === 0) return;
  const [first] = malformed;
  const more = malformed.length > 1 ? ` (and ${malformed.length - 1} more)` : '';
  throw new CliError(`${file}${first.line ? `:${first.line}` : ''}: ${first.message}${more}`);
}

export function registerConvertCommand(program: Command, session: CliSession): void {
  program
    .command('convert')
    .description(`convert a deck list to another format (${DECK_LIST_FORMAT_IDS.join(', ')})`)
    .argument('<deckfile>', 'the deck list to read (its format is detected from the content)')
    .addOption(new Option('--to <format>', 'the format to write').choices(DECK_LIST_FORMAT_IDS).makeOptionMandatory())
    .addOption(
      new Option('--from <format>', 'read as this format instead of detecting it').choices(DECK_LIST_FORMAT_IDS),
    )
    .addOption(namesOption("the cards' names (Japanese in text and dm lists only, English where a card has none)"))
    .action(async (file: string, options: { to: DeckListFormatId; from?: DeckListFormatId; names: NameOrder }) => {
      if (options.names !== 'english' && !LOCALIZED_NAME_FORMATS.has(options.to))
        throw new CliError(`--names ${options.names} writes text and dm lists only: other apps read English names`);
      const read = await importDeckFile(session, file, options.from);
      refuseMalformedFile(file, read.problems);
      const written = await session.api.invoke('decks.export', {
        deck: read.deck,
        format: options.to,
        names: LANGUAGE_OF[options.names],
      });
      const result = {
        file,
        from: read.format,
        to: options.to,
        encoding: read.encoding,
        problems: read.problems,
        notices: written.notices,
        text: written.text,
      };
      session.print(result, () => written.text);
      if (!session.json) {
        session.io.stderr(formatDeckProblems(file, read.problems));
        session.io.stderr(noticeLines(`${file}: `, written.notices));
      }
      if (hasErrors(read.problems) || written.notices.some((n) => n.code === 'board-omitted')) session.exitCode = 1;
    });
}
