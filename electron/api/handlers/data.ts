// Card data: import files (progress events while it runs) and what the database holds.
import { z } from 'zod';
import { ApiError, handler, type ApiContext, type ApiEvent } from '../define.ts';
import { openCardData, type Db } from '../../../db/open.ts';
import { checkpointAndClose, importCardFiles, type ImportProgress } from '../../../db/import/import.ts';
import { ImportError } from '../../../db/import/errors.ts';
import { cardDataStatus } from '../../../db/cards.ts';
import { holdsOnlyBundledData } from '../../../db/import/bundled.ts';
import { INPUT_LIMITS } from '../input-limits.ts';

/** The event `data.import` emits while it reads (about every 100 ms, and at the end of each file). */
export type ImportProgressEvent = ApiEvent & { type: 'data.import.progress' } & ImportProgress;

/** The event `data.import` emits once when another import holds the card data: this one waits for its turn. */
export type ImportWaitingEvent = ApiEvent & { type: 'data.import.waiting' };

/** How often a waiting import asks again whether the card data is free. */
const TURN_POLL_MS = 200;

const isBusy = (error: unknown) => (error as { code?: string }).code === 'SQLITE_BUSY';

/** Whether the card data's write lock is free now (taken and given back at once, without waiting). */
function writeLockFree(db: Db): boolean {
  const timeout = db.pragma('busy_timeout', { simple: true }) as number;
  db.pragma('busy_timeout = 0');
  try {
    db.exec('BEGIN IMMEDIATE; ROLLBACK');
    return true;
  } catch (error) {
    if (!isBusy(error)) throw error;
    return false;
  } finally {
    db.pragma(`busy_timeout = ${timeout}`);
  }
}

/**
 * Runs the import when no other holds the card data, waiting (and saying so once) meanwhile. If another import
 * takes the lock between the check and this one's BEGIN, the import fails busy before writing anything and waits again.
 */
async function inTurn<T>(db: Db, ctx: ApiContext, run: () => Promise<T>): Promise<T> {
  let said = false;
  for (;;) {
    if (writeLockFree(db)) {
      try {
        return await run();
      } catch (error) {
        if (!isBusy(error)) throw error;
      }
    }
    if (!said) ctx.emit({ type: 'data.import.waiting' } satisfies ImportWaitingEvent);
    said = true;
    if (ctx.signal?.aborted) throw new Error('cancelled while waiting');
    await new Promise((resolve) => setTimeout(resolve, TURN_POLL_MS));
  }
}

/**
 * The import holds one write transaction across many awaits, on a connection of its own to the card data alone:
 * decks, pools and the collection stay writable meanwhile, and reads see the previous card data until it commits.
 * The connection checkpoints and closes once the answer is on its way (db/import/import.ts).
 */
async function onOwnConnection<T>(db: Db, ctx: ApiContext, run: (importDb: Db) => Promise<T>): Promise<T> {
  const own = openCardData(db);
  try {
    return await inTurn(own, ctx, () => run(own));
  } finally {
    setImmediate(() => checkpointAndClose(own));
  }
}

function importFailure(error: unknown, ctx: ApiContext): unknown {
  if (ctx.signal?.aborted) return new ApiError('cancelled', 'the import was cancelled; the card data is unchanged');
  if (error instanceof ImportError) {
    const refusal = { message: `${error.message} (nothing was imported)`, reason: error.problem };
    return ApiError.because('bad-file', refusal, { file: error.file, record: error.record, offset: error.offset });
  }
  return error;
}

export const dataHandlers = {
  /** Imports card-data files in one transaction: all of them or, on any error, nothing. */
  'data.import': handler(
    z.object({ files: z.array(z.string().min(1)).min(1).max(INPUT_LIMITS.cardDataFiles) }),
    async ({ files }, ctx) => {
      try {
        return await onOwnConnection(ctx.db, ctx, (db) =>
          importCardFiles(db, files, {
            signal: ctx.signal,
            onProgress: (progress) =>
              ctx.emit({ type: 'data.import.progress', ...progress } satisfies ImportProgressEvent),
          }),
        );
      } catch (error) {
        throw importFailure(error, ctx);
      }
    },
  ),

  /** Card counts by game, sets, the last imports, and whether the cards are only the bundled set. */
  'data.status': handler(z.object({}).optional(), (_input, { db }) => ({
    ...cardDataStatus(db),
    bundledOnly: holdsOnlyBundledData(db),
  })),
};
