// The importing thread's side of a large import: a worker thread reads and normalizes the files
// (read-worker.ts) while this thread writes what it posts, inside the import's transaction: on two cores the
// reading (splitting, JSON.parse, the normalizers) and the SQLite writes run at the same time.
import { Worker } from 'node:worker_threads';
import { on } from 'node:events';
import { ImportError } from './errors.ts';
import { ACK, replay, type ReadJob, type ReadMessage, type Writes } from './read-protocol.ts';
import type { ReadReport, ReadResult } from './import-reader.ts';
import type { CardWrites } from './writer.ts';

const READ_WORKER_URL = new URL('./read-worker.ts', import.meta.url);

/** A write that fails here has lost its record's place in the file; the file is still named. */
function writeAll(writes: Writes, out: CardWrites, file: string): void {
  try {
    replay(writes, out);
  } catch (error) {
    const detail = (error as Error).message ?? String(error);
    throw new ImportError(
      { file },
      `could not write the card data: ${detail}`,
      { code: 'import.write-failed', values: { detail } },
      { cause: error },
    );
  }
}

function failure(message: Extract<ReadMessage, { type: 'import-error' | 'failure' }>): Error {
  if (message.type === 'failure') return new Error(`the import's reader failed: ${message.message}`);
  const { file, record, offset, decompressed, reason, why } = message;
  return new ImportError({ file, record, offset, decompressed }, reason, why);
}

/**
 * Reads the files in a worker thread and writes what it reads into `out`, in order. `check` runs before each
 * batch is written (it throws to stop the import: cancel); `report` gets the progress after each batch.
 */
export async function readInWorker(
  paths: readonly string[],
  out: CardWrites,
  check: (file: string) => void,
  report: ReadReport,
): Promise<ReadResult> {
  const worker = new Worker(READ_WORKER_URL, { workerData: { files: [...paths] } satisfies ReadJob });
  let file = paths[0];
  try {
    for await (const [message] of on(worker, 'message', { close: ['exit'] }) as AsyncIterable<[ReadMessage]>) {
      if (message.type === 'import-error' || message.type === 'failure') throw failure(message);
      if (message.type === 'batch') file = message.progress.file;
      check(file);
      if (message.type === 'done') return { files: message.files, warnings: message.warnings };
      writeAll(message.writes, out, file);
      worker.postMessage(ACK);
      await report(message.progress, message.fileEnded);
    }
    throw new Error("the import's reader stopped before it finished");
  } finally {
    await worker.terminate();
  }
}
