// The reader worker: reads and normalizes the files of one import (import-reader.ts) and posts the writes in
// batches, one per chunk of input, to the importing thread, which writes them (read-in-worker.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { ImportError } from './errors.ts';
import { ImportReader, type ImportProgress } from './import-reader.ts';
import { WriteBatch, type ReadJob, type ReadMessage } from './read-protocol.ts';

/**
 * Batches posted and not yet written (about 24 MB of input): enough to carry the reader's lead through a run of
 * new cards, where writing is the slower side, into a run of repeated printings, where reading is; more gains
 * little and costs memory (docs/performance.md).
 */
const BATCHES_AHEAD = 96;

const job = workerData as ReadJob;
const post = (message: ReadMessage) => parentPort!.postMessage(message);
const batch = new WriteBatch();
const reader = new ImportReader(batch);

let unacknowledged = 0;
let resume: (() => void) | undefined;
parentPort!.on('message', () => {
  unacknowledged--;
  resume?.();
  resume = undefined;
});

async function send(progress: ImportProgress, fileEnded: boolean): Promise<void> {
  post({ type: 'batch', writes: batch.take(), progress, fileEnded });
  if (++unacknowledged >= BATCHES_AHEAD)
    await new Promise<void>((resolve) => {
      resume = resolve;
    });
}

try {
  await reader.readFiles(job.files, send);
  post({ type: 'done', files: reader.files, warnings: reader.warnings });
} catch (error) {
  if (error instanceof ImportError) {
    post({
      type: 'import-error',
      file: error.file,
      record: error.record,
      offset: error.offset,
      decompressed: error.decompressed,
      reason: error.reason,
      why: error.why,
    });
  } else {
    post({ type: 'failure', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}
