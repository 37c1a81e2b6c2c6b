// Card data: import files (progress events while it runs) and what the database holds.
import { z } from 'zod';
import { ApiError, handler, type ApiContext, type ApiEvent } from '../define.ts';
import { openDatabase, type Db } from '../../../db/open.ts';
import { checkpointAndClose, importCardFiles, type ImportProgress } from '../../../db/import/import.ts';
import { ImportError } from '../../../db/import/errors.ts';
import { cardDataStatus } from '../../../db/cards.ts';

/** The event `data.import` emits while it reads (about every 100 ms, and at the end of each file). */
export type ImportProgressEvent = ApiEvent & { type: 'data.import.progress' } & ImportProgress;

/**
 * The import holds one write transaction across many awaits. On its own connection, other operations
 * meanwhile read the previous data and cannot slip their writes into a transaction that may roll back.
 * The connection checkpoints and closes once the answer is on its way (db/import/import.ts).
 */
async function onOwnConnection<T>(db: Db, run: (importDb: Db) => Promise<T>): Promise<T> {
  if (db.memory) return run(db);
  const own = openDatabase(db.name);
  try {
    return await run(own);
  } finally {
    setImmediate(() => checkpointAndClose(own));
  }
}

function importFailure(error: unknown, ctx: ApiContext): unknown {
  if (ctx.signal?.aborted) return new ApiError('cancelled', 'the import was cancelled; the card data is unchanged');
  if ((error as { code?: string }).code === 'SQLITE_BUSY') {
    return new ApiError('conflict', 'the database is busy with another import; try again when it is done');
  }
  if (error instanceof ImportError) {
    return new ApiError('bad-file', `${error.message} (nothing was imported)`, { file: error.file, record: error.record, offset: error.offset });
  }
  return error;
}

export const dataHandlers = {
  /** Imports card-data files in one transaction: all of them or, on any error, nothing. */
  'data.import': handler(z.object({ files: z.array(z.string().min(1)).min(1) }), async ({ files }, ctx) => {
    try {
      return await onOwnConnection(ctx.db, (db) => importCardFiles(db, files, {
        signal: ctx.signal,
        onProgress: (progress) => ctx.emit({ type: 'data.import.progress', ...progress } satisfies ImportProgressEvent),
      }));
    } catch (error) {
      throw importFailure(error, ctx);
    }
  }),

  /** Card counts by game, sets, and the last imports. */
  'data.status': handler(z.object({}).optional(), (_input, { db }) => cardDataStatus(db)),
};
