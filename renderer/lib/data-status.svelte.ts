// What card data the database holds (data.status), and the one import job that may be running.
import type { InvokeOutput } from '../../protocol/bridge.ts';
import type { ApiEvent } from '../../electron/api/types.ts';
import { invoke, isCancelled, on } from './api.ts';
import { clearCardCache } from './card-cache.ts';
import { ApiError } from '../../protocol/errors.ts';

export type DataStatus = InvokeOutput<'data.status'>;
export type ImportSummary = InvokeOutput<'data.import'>;
export interface ImportProgress extends ApiEvent {
  file: string;
  fileIndex: number;
  files: number;
  records: number;
  bytes: number;
  totalBytes: number;
}

export const dataStatus = $state({
  status: null as DataStatus | null,
  summary: null as { cards: number; printings: number } | null,
});

export const importJob = $state({
  running: false,
  /** Another import holds the card data (data.import.waiting); this one starts when it ends. */
  waiting: false,
  files: [] as string[],
  progress: null as ImportProgress | null,
  result: null as ImportSummary | null,
  /** What the last import failed with, kept as thrown: worded when shown, in the window's language then. */
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the assertion is what widens the type $state infers
  error: null as unknown,
});

export async function refreshDataStatus(): Promise<void> {
  const status = await invoke('data.status', {});
  dataStatus.status = status;
  dataStatus.summary = { cards: status.cards.mtg + status.cards.dm, printings: status.printings };
}

let controller: AbortController | undefined;

/**
 * Imports card data files named by the handles the shell gave them (picked, dropped or downloaded), with
 * progress; all or nothing (the backend keeps the old data on failure).
 */
export async function importCardData(handles: string[]): Promise<void> {
  if (importJob.running || handles.length === 0) return;
  controller = new AbortController();
  Object.assign(importJob, {
    running: true,
    waiting: false,
    files: handles,
    progress: null,
    result: null,
    error: null,
  });
  const offWaiting = on('data.import.waiting', () => (importJob.waiting = true));
  const offProgress = on<ImportProgress>('data.import.progress', (event) =>
    Object.assign(importJob, { progress: event, waiting: false }),
  );
  try {
    importJob.result = await invoke('data.import', { files: handles }, { signal: controller.signal });
    clearCardCache();
    await refreshDataStatus();
  } catch (error) {
    importJob.error = isCancelled(error) ? null : error;
  } finally {
    offWaiting();
    offProgress();
    Object.assign(importJob, { running: false, waiting: false });
  }
}

export function cancelImport(): void {
  controller?.abort();
}

export type CardDataSource = InvokeOutput<'data.sources'>[number];
export type SourceId = CardDataSource['id'];

/** The files on offer (data.sources): asked of the servers only when the user opens the list. */
export const sources = $state({
  list: null as CardDataSource[] | null,
  loading: false,
  /** Why the list could not be had, kept as thrown: worded when shown. */
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the assertion is what widens the type $state infers
  error: null as unknown,
});

export async function loadSources(): Promise<void> {
  if (sources.loading) return;
  Object.assign(sources, { loading: true, error: null });
  try {
    sources.list = await invoke('data.sources', {});
  } catch (error) {
    sources.error = error;
  } finally {
    sources.loading = false;
  }
}

/** The one download that may be running; its import then runs as importJob. */
export const downloadJob = $state({
  running: false,
  kind: null as SourceId | null,
  bytes: 0,
  totalBytes: 0,
  /** Bytes a second since this try began (a resumed download's earlier bytes do not count). */
  rate: 0,
  /** The downloaded file is being imported (importJob shows how far). */
  importing: false,
  /** What the last try failed with, kept as thrown: worded when shown. */
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the assertion is what widens the type $state infers
  error: null as unknown,
});

let downloadController: AbortController | undefined;

/** Bytes a second from the first progress report of a try to each later one. */
function rateMeter(): (bytes: number) => number {
  let start: { at: number; bytes: number } | undefined;
  return (bytes) => {
    const now = performance.now();
    start ??= { at: now, bytes };
    return now > start.at ? ((bytes - start.bytes) * 1000) / (now - start.at) : 0;
  };
}

/**
 * Downloads one source's file (resuming what an earlier try kept), then imports it. The app stays usable
 * meanwhile: the download streams on the API's worker and the import runs on its own.
 */
export async function downloadAndImport(kind: SourceId): Promise<void> {
  if (downloadJob.running || importJob.running) return;
  downloadController = new AbortController();
  Object.assign(downloadJob, { running: true, kind, bytes: 0, totalBytes: 0, rate: 0, error: null });
  const rate = rateMeter();
  const off = on<ApiEvent & { bytes: number; totalBytes: number }>('data.download.progress', (e) =>
    Object.assign(downloadJob, { bytes: e.bytes, totalBytes: e.totalBytes, rate: rate(e.bytes) }),
  );
  let file: string;
  try {
    file = (await invoke('data.download', { kind }, { signal: downloadController.signal })).file;
    setPartial(kind, 0);
  } catch (error) {
    downloadJob.error = isCancelled(error) ? null : error;
    setPartial(kind, partialBytesOf(error));
    return;
  } finally {
    off();
    downloadJob.running = false;
  }
  downloadJob.importing = true;
  try {
    await importCardData([file]);
  } finally {
    downloadJob.importing = false;
  }
}

/** What a cancelled or broken download kept for the next try (the API says it in the error's details). */
function partialBytesOf(error: unknown): number {
  const details = error instanceof ApiError ? (error.details as { partialBytes?: unknown } | undefined) : undefined;
  return typeof details?.partialBytes === 'number' ? details.partialBytes : 0;
}

function setPartial(kind: SourceId, bytes: number): void {
  const source = sources.list?.find((s) => s.id === kind);
  if (source) source.partialBytes = bytes;
}

/** Stops the download (keeping its bytes for the next try) or the import that follows it. */
export function cancelDownload(): void {
  downloadController?.abort();
  cancelImport();
}

export async function discardPartial(kind: SourceId): Promise<void> {
  await invoke('data.download.discard', { kind });
  setPartial(kind, 0);
}
