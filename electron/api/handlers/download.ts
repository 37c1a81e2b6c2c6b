// data.download: fetches a Scryfall bulk data file when the user asks for it (the app is offline
// otherwise). It only downloads, with progress and cancel, into a "downloads" folder beside the
// database; importing the file is data.import's work, so there is one import path. The file's name is
// Decklab's (the kind asked for and the day), never a name the server sent.
import { createWriteStream, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { ApiError, handler, type ApiContext, type ApiEvent } from '../define.ts';

export const SCRYFALL_API = 'https://api.scryfall.com';
/** Scryfall asks API clients to name themselves and to accept JSON. */
const REQUEST_HEADERS = {
  'user-agent': 'Decklab/0.1 (offline deckbuilder)',
  accept: 'application/json;q=0.9,*/*;q=0.8',
};
export const BULK_KINDS = ['oracle_cards', 'default_cards', 'all_cards'] as const;

export type DownloadProgressEvent = ApiEvent & {
  type: 'data.download.progress';
  kind: string;
  bytes: number;
  totalBytes: number;
};

const BULK_ENTRY = z.object({
  type: z.string(),
  download_uri: z.url({ protocol: /^https?$/ }),
  updated_at: z.string(),
  size: z.number().optional(),
});
type BulkEntry = z.infer<typeof BULK_ENTRY>;

function apiBase(env: NodeJS.ProcessEnv = process.env): string {
  return (env.DECKLAB_SCRYFALL_API ?? SCRYFALL_API).replace(/\/+$/, '');
}

async function request(url: string, signal: AbortSignal | undefined): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { headers: REQUEST_HEADERS, signal });
  } catch (error) {
    if (signal?.aborted) throw new ApiError('cancelled', 'the download was cancelled');
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new ApiError('not-found', `no network: could not reach ${new URL(url).host} (${cause})`);
  }
  if (!response.ok) throw new ApiError('not-found', `${url} answered ${response.status} ${response.statusText}`);
  return response;
}

/** The /bulk-data list's entry of one kind. */
async function bulkEntry(kind: string, signal: AbortSignal | undefined): Promise<BulkEntry> {
  const url = `${apiBase()}/bulk-data`;
  const list = (await (await request(url, signal)).json()) as { data?: unknown };
  const entry: unknown = (Array.isArray(list.data) ? list.data : []).find(
    (e) => (e as { type?: unknown } | null)?.type === kind,
  );
  if (!entry) throw new ApiError('not-found', `${url} lists no "${kind}" file`);
  const checked = BULK_ENTRY.safeParse(entry);
  if (!checked.success)
    throw new ApiError(
      'bad-file',
      `${url}: the "${kind}" entry is not a bulk file entry: ${z.prettifyError(checked.error)}`,
    );
  return checked.data;
}

/** Counts bytes as they pass and reports them at most every `intervalMs`, and once at the end. */
function progressCounter(report: (bytes: number) => void, intervalMs = 100): Transform {
  let bytes = 0;
  let last = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      const now = Date.now();
      if (now - last >= intervalMs) {
        last = now;
        report(bytes);
      }
      done(null, chunk);
    },
    flush(done) {
      report(bytes);
      done();
    },
  });
}

/** Streams the body to `file` through a ".part" file, so a cancelled or broken download never looks complete. */
async function saveBody(
  response: Response,
  file: string,
  onBytes: (bytes: number) => void,
  signal: AbortSignal | undefined,
): Promise<void> {
  if (!response.body) throw new ApiError('bad-file', `${response.url} sent no body`);
  const part = `${file}.part`;
  try {
    await pipeline(
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsc needs it: fetch's body is not node:stream/web's ReadableStream, though the rule sees one type
      Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
      progressCounter(onBytes),
      createWriteStream(part),
      { signal },
    );
    renameSync(part, file);
  } catch (error) {
    rmSync(part, { force: true });
    if (signal?.aborted) throw new ApiError('cancelled', 'the download was cancelled; nothing was saved');
    throw new ApiError('bad-file', `the download of ${response.url} broke off: ${(error as Error).message}`);
  }
}

/** The saved file's name: the kind asked for (one of BULK_KINDS) and the day of the download. */
export function downloadFileName(kind: (typeof BULK_KINDS)[number], now = new Date()): string {
  return `scryfall-${kind.replaceAll('_', '-')}-${now.toISOString().slice(0, 10)}.json`;
}

export function downloadsDir(ctx: ApiContext): string {
  if (ctx.db.memory) throw new ApiError('invalid-input', 'downloads need a database file (this one is in memory)');
  return join(dirname(ctx.db.name), 'downloads');
}

export const downloadHandlers = {
  /** Downloads one Scryfall bulk data file (oracle cards by default); returns its path for data.import. */
  'data.download': handler(z.object({ kind: z.enum(BULK_KINDS).default('oracle_cards') }), async ({ kind }, ctx) => {
    const entry = await bulkEntry(kind, ctx.signal);
    const response = await request(entry.download_uri, ctx.signal);
    const totalBytes = Number(response.headers.get('content-length')) || entry.size || 0;
    const dir = downloadsDir(ctx);
    mkdirSync(dir, { recursive: true });
    const file = join(dir, downloadFileName(kind));
    await saveBody(
      response,
      file,
      (bytes) => ctx.emit({ type: 'data.download.progress', kind, bytes, totalBytes } satisfies DownloadProgressEvent),
      ctx.signal,
    );
    return { file, kind, updatedAt: entry.updated_at };
  }),
};
