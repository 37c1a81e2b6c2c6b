// `decklab download [--kind K] [--import]`: the full card data from Scryfall or MTGJSON, through the API's
// data.download (which resumes an earlier broken or cancelled try) and, with --import, data.import.
import { Option, type Command } from 'commander';
import type { CliSession } from '../session.ts';
import type { ApiEvent } from '../../api/define.ts';
import type { DownloadProgressEvent } from '../../api/handlers/download.ts';
import type { ImportProgressEvent } from '../../api/handlers/data.ts';
import type { ImportSummary } from '../../../db/import/import.ts';
import { CARD_DATA_SOURCES, SOURCE_IDS, type SourceId } from '../../api/card-data-sources.ts';
import { WAITING_MESSAGE, warningJson, formatImportText, formatProgress } from './import.ts';

const MiB = 1024 * 1024;
const mb = (bytes: number) => (bytes / MiB).toFixed(1);

/** "downloading default_cards: 12.5 / 150.0 MB (8%), 3.1 MB/s" */
export function formatDownloadProgress(event: DownloadProgressEvent, bytesPerSecond: number): string {
  const total = event.totalBytes > 0 ? ` / ${mb(event.totalBytes)}` : '';
  const percent = event.totalBytes > 0 ? ` (${Math.floor((100 * event.bytes) / event.totalBytes)}%)` : '';
  return `downloading ${event.kind}: ${mb(event.bytes)}${total} MB${percent}, ${mb(bytesPerSecond)} MB/s`;
}

/** Bytes a second since the first report of this run (a resumed download's earlier bytes do not count). */
function rateMeter(): (bytes: number) => number {
  let start: { at: number; bytes: number } | undefined;
  return (bytes) => {
    const now = performance.now();
    start ??= { at: now, bytes };
    const seconds = (now - start.at) / 1000;
    return seconds > 0 ? (bytes - start.bytes) / seconds : 0;
  };
}

const isEvent =
  <T extends ApiEvent>(type: T['type']) =>
  (event: ApiEvent): event is T =>
    event.type === type;
const isDownloadProgress = isEvent<DownloadProgressEvent>('data.download.progress');
const isImportProgress = isEvent<ImportProgressEvent>('data.import.progress');

const kindHelp = SOURCE_IDS.map((id) => `${id}: ${CARD_DATA_SOURCES[id].contains}`).join('; ');

export function registerDownloadCommand(program: Command, session: CliSession): void {
  program
    .command('download')
    .description(
      'download the full card data (a run after a broken or cancelled one resumes it); files go to "downloads" beside the database',
    )
    .addOption(new Option('--kind <kind>', kindHelp).choices(SOURCE_IDS).default('oracle_cards'))
    .option('--import', 'import the file once it is complete')
    .option('--progress', 'report progress on stderr (default: when stderr is a terminal)')
    .option('--no-progress', 'do not report progress')
    .action(async (options: { kind: SourceId; import?: boolean; progress?: boolean }) => {
      const showProgress = options.progress ?? process.stderr.isTTY === true;
      const end = process.stderr.isTTY ? '\r' : '\n';
      const rate = rateMeter();
      const stop = session.api.on((event) => {
        if (event.type === 'data.import.waiting') session.io.stderr(WAITING_MESSAGE);
        else if (!showProgress) return;
        else if (isDownloadProgress(event)) session.io.stderr(formatDownloadProgress(event, rate(event.bytes)) + end);
        else if (isImportProgress(event)) session.io.stderr(formatProgress(event) + end);
      });
      let imported: ImportSummary | undefined;
      let saved;
      try {
        saved = await session.api.invoke('data.download', { kind: options.kind });
        if (options.import) imported = await session.api.invoke('data.import', { files: [saved.file] });
      } finally {
        stop();
        if (showProgress && end === '\r') session.io.stderr('\n');
      }
      const { cards, printings, skipped, warnings } = imported ?? {};
      session.print(
        { ...saved, import: imported && { cards, printings, skipped, warnings: warnings?.map(warningJson) } },
        () =>
          `Saved ${saved.file} (${mb(saved.bytes)} MB${saved.resumedFrom ? `, resumed after ${mb(saved.resumedFrom)} MB` : ''}).\n` +
          (imported ? formatImportText(imported) : `Import it with: decklab import "${saved.file}"\n`),
      );
    });
}
