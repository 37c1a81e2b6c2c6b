// `decklab import <files…>`: card data into the database, through the API's data.import.
import type { Command } from 'commander';
import type { CliSession } from '../session.ts';
import type { ApiEvent } from '../../api/define.ts';
import type { ImportProgressEvent } from '../../api/handlers/data.ts';
import type { FileImportSummary, ImportSummary } from '../../../db/import/import.ts';
import { JA_NAMES_FORMAT } from '../../../db/import/ja-names-overlay.ts';
import type { ImportWarning } from '../../../db/import/errors.ts';
import type { SharedDmSummary } from '../../../db/import/import-reader.ts';
import { DM_SOURCE_LABELS } from '../../../engine/dm/sources.ts';

/** Said once when another import (the app's or another `decklab import`) holds the card data: this one waits for it. */
export const WAITING_MESSAGE = 'another import is running; waiting…\n';

/** Warnings shown in text mode; --json lists them all. */
const TEXT_WARNINGS = 20;

function isProgress(event: ApiEvent): event is ImportProgressEvent {
  return event.type === 'data.import.progress';
}

export function formatProgress(p: ImportProgressEvent): string {
  const percent = p.totalBytes > 0 ? Math.floor((100 * p.bytes) / p.totalBytes) : 100;
  return `importing ${p.file} (${p.fileIndex + 1}/${p.files}): ${p.records} records, ${p.cards} cards, ${percent}%`;
}

/** A skipped record as --json reports it: where, why in English, and why by the reason code the screens word. */
export function warningJson({ file, record, offset, message, detail, why }: ImportWarning) {
  return { file, record, offset, message, detail, why };
}

/**
 * What the file's date did (db/import/writer.ts): a dated file's cards replace data of that day or older and leave
 * newer data; an undated one replaces whatever is stored. A Japanese-names file only adds names.
 */
function dataDateText(f: FileImportSummary): string {
  if (f.format === JA_NAMES_FORMAT) return '';
  if (!f.dataDate) return '; the file carries no date, so its cards replace the stored ones';
  const kept = f.keptNewer ? `; ${f.keptNewer} cards stored from newer data kept as they were` : '';
  return `; data of ${f.dataDate}${kept}`;
}

/**
 * The Duel Masters cards another Duel Masters file stored before this one (engine/dm/sources.ts): the later file's
 * text replaces theirs, and where the files disagree their precedence decides which value the card keeps.
 */
function sharedDmLines({ cards, others, names, disagreements }: SharedDmSummary): string[] {
  const more = cards > names.length ? ', …' : '';
  const from = others.map((s) => DM_SOURCE_LABELS[s]).join(' and ');
  const lines = [
    `  ${cards} of its cards were stored from ${from}: their text is now this file's (${names.join(', ')}${more})`,
  ];
  if (disagreements.length === 0)
    lines.push('  the files disagree on none of their cost, type, civilizations or power');
  for (const d of disagreements) {
    const values = Object.entries(d.values).map(
      ([s, v]) => `${DM_SOURCE_LABELS[s as keyof typeof DM_SOURCE_LABELS]} ${v}`,
    );
    lines.push(`  the files disagree on ${d.card}'s ${d.field} (${values.join(', ')}): kept ${d.kept}`);
  }
  return lines;
}

/** DM 805, 807, 809: the two-sided cards whose back the file does not name (engine/dm/two-sided.ts). */
function unnamedBacksLine(names: readonly string[]): string {
  return `  ${names.length} two-sided cards have a back side the file does not name, kept one-sided: ${names.join('; ')}`;
}

export function formatImportText(summary: ImportSummary): string {
  const lines = summary.files.flatMap((f) => [
    `${f.file}: ${f.format}, ${f.cards} cards, ${f.printings} printings${f.skipped ? `, ${f.skipped} skipped` : ''}${dataDateText(f)}`,
    ...(f.sharedDm ? sharedDmLines(f.sharedDm) : []),
    ...(f.dmUnnamedBacks ? [unnamedBacksLine(f.dmUnnamedBacks)] : []),
  ]);
  lines.push(`Imported ${summary.cards} cards and ${summary.printings} printings; ${summary.skipped} records skipped.`);
  for (const w of summary.warnings.slice(0, TEXT_WARNINGS))
    lines.push(`  ${w.file}, record ${w.record}, byte ${w.offset}: ${w.message}`);
  if (summary.warnings.length > TEXT_WARNINGS)
    lines.push(`  … and ${summary.warnings.length - TEXT_WARNINGS} more (--json lists them all)`);
  return lines.join('\n') + '\n';
}

export function registerImportCommand(program: Command, session: CliSession): void {
  program
    .command('import')
    .description(
      'import card data (Scryfall bulk JSON or JSON Lines, MTGJSON set/AllPrintings/AtomicCards, Duel Masters JSON or CSV; gzip or plain), all files or nothing',
    )
    .argument('<files...>', 'card-data files; the format is read from the content')
    .option('--progress', 'report progress on stderr (default: when stderr is a terminal)')
    .option('--no-progress', 'do not report progress')
    .action(async (files: string[], options: { progress?: boolean }) => {
      const showProgress = options.progress ?? process.stderr.isTTY === true;
      // On a terminal one line is rewritten in place; otherwise every report is its own line.
      const end = process.stderr.isTTY ? '\r' : '\n';
      const stop = session.api.on((event) => {
        if (event.type === 'data.import.waiting') session.io.stderr(WAITING_MESSAGE);
        else if (showProgress && isProgress(event)) session.io.stderr(formatProgress(event) + end);
      });
      let summary: ImportSummary;
      try {
        summary = await session.api.invoke('data.import', { files });
      } finally {
        stop();
        if (showProgress && end === '\r') session.io.stderr('\n');
      }
      const { cards, printings, skipped } = summary;
      const fileDates = summary.files.map(({ file, format, dataDate, keptNewer, sharedDm, dmUnnamedBacks }) => ({
        file,
        format,
        dataDate,
        keptNewer,
        ...(sharedDm && { sharedDm }),
        ...(dmUnnamedBacks && { dmUnnamedBacks }),
      }));
      session.print({ cards, printings, skipped, files: fileDates, warnings: summary.warnings.map(warningJson) }, () =>
        formatImportText(summary),
      );
    });
}
