// What card data the database holds (data.status), and the one import job that may be running.
import type { InvokeOutput } from '../../protocol/bridge.ts';
import type { ApiEvent } from '../../electron/api/types.ts';
import { invoke, isCancelled, on } from './api.ts';
import { clearCardCache } from './card-cache.ts';
import { errorText } from './errors.ts';

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
  error: null as string | null,
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
    importJob.error = isCancelled(error) ? null : errorText(error);
  } finally {
    offWaiting();
    offProgress();
    Object.assign(importJob, { running: false, waiting: false });
  }
}

export function cancelImport(): void {
  controller?.abort();
}
