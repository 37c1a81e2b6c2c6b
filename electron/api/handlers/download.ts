// The full card data, downloaded only when the user asks (the app is offline otherwise): data.sources lists the
// files (card-data-sources.ts) with their sizes and dates, asking the servers; data.download fetches one into a
// "downloads" folder beside the database, resuming an earlier broken or cancelled try (resumable-download.ts).
// Importing the file is data.import's work, so there is one import path.
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { ApiError, handler, type ApiContext, type ApiEvent } from '../define.ts';
import {
  CARD_DATA_SOURCES,
  RECOMMENDED_SOURCE,
  SOURCE_IDS,
  mtgjsonApi,
  scryfallApi,
  type CardDataSource,
  type SourceId,
} from '../card-data-sources.ts';
import { discardPart, downloadToPart, networkError, resumableBytes, statusError } from '../resumable-download.ts';
import type { ApiErrorData } from '../../../protocol/errors.ts';
import { readHead } from '../../../db/import/byte-source.ts';

/** Scryfall asks API clients to name themselves and to accept JSON. */
const REQUEST_HEADERS = {
  'user-agent': 'Decklab/0.1 (offline deckbuilder)',
  accept: 'application/json;q=0.9,*/*;q=0.8',
};

export type DownloadProgressEvent = ApiEvent & {
  type: 'data.download.progress';
  kind: SourceId;
  bytes: number;
  totalBytes: number;
};

/**
 * An entry of Scryfall's /bulk-data list. Since July 2026 it names a gzip JSON Lines file (`jsonl_download_uri`,
 * `compressed_size`) instead of the JSON array (`download_uri`, `size`); either is taken.
 */
const BULK_ENTRY = z
  .object({
    type: z.string(),
    jsonl_download_uri: z.url({ protocol: /^https?$/ }).optional(),
    download_uri: z.url({ protocol: /^https?$/ }).optional(),
    updated_at: z.string(),
    size: z.number().optional(),
    compressed_size: z.number().optional(),
  })
  .transform(({ jsonl_download_uri, download_uri, ...entry }, ctx) => {
    const url = jsonl_download_uri ?? download_uri;
    if (url === undefined) {
      ctx.issues.push({ code: 'custom', message: 'no jsonl_download_uri nor download_uri', input: entry });
      return z.NEVER;
    }
    return { ...entry, url, lines: jsonl_download_uri !== undefined };
  });
type BulkEntry = z.infer<typeof BULK_ENTRY>;

/** One file on offer, as data.sources answers. */
export interface SourceInfo {
  id: SourceId;
  provider: CardDataSource['provider'];
  host: string;
  contains: string;
  recommended: boolean;
  /** Bytes the download sends, when the server says. */
  downloadBytes: number | null;
  /** The file's last update on the server, when it says (ISO 8601). */
  updatedAt: string | null;
  /** Bytes of an earlier try kept on disk: the next download resumes after them. */
  partialBytes: number;
  /** Why the server could not be asked (no network), when it could not: the error as data, worded by its reason. */
  problem: ApiErrorData | null;
}

async function fetchJson(url: string, signal: AbortSignal | undefined): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { headers: REQUEST_HEADERS, signal });
  } catch (error) {
    if (signal?.aborted) throw new ApiError('cancelled', 'cancelled');
    throw networkError(url, error);
  }
  if (!response.ok) throw statusError(url, response.status, response.statusText);
  return response.json();
}

/** Scryfall's /bulk-data list: its entries by type, each checked when it is used. */
async function bulkList(signal: AbortSignal | undefined): Promise<Map<string, unknown>> {
  const list = (await fetchJson(`${scryfallApi()}/bulk-data`, signal)) as { data?: unknown } | null;
  const entries = Array.isArray(list?.data) ? (list.data as unknown[]) : [];
  return new Map(entries.map((e) => [String((e as { type?: unknown } | null)?.type), e]));
}

function bulkEntry(list: Map<string, unknown>, type: string): BulkEntry {
  const url = `${scryfallApi()}/bulk-data`;
  const entry = list.get(type);
  if (!entry)
    throw new ApiError(
      'not-found',
      `${url} lists no "${type}" file`,
      undefined,
      { url, type },
      'download.no-bulk-entry',
    );
  const checked = BULK_ENTRY.safeParse(entry);
  if (!checked.success) {
    const detail = z.prettifyError(checked.error);
    throw new ApiError(
      'bad-file',
      `${url}: the "${type}" entry is not a bulk file entry: ${detail}`,
      undefined,
      { url, type, detail },
      'download.bad-bulk-entry',
    );
  }
  return checked.data;
}

/** Where a source's file is today, and its date when the list says. */
async function locate(
  source: CardDataSource,
  signal: AbortSignal | undefined,
): Promise<{ url: string; updatedAt: string | null; lines: boolean }> {
  if (source.provider === 'mtgjson') return { url: mtgjsonApi() + source.path, updatedAt: null, lines: false };
  const { url, updated_at, lines } = bulkEntry(await bulkList(signal), source.bulkType);
  return { url, updatedAt: updated_at, lines };
}

/** MTGJSON publishes no list of sizes: a HEAD request tells the file's size and date. */
async function mtgjsonFacts(url: string, signal: AbortSignal | undefined) {
  const response = await fetch(url, {
    method: 'HEAD',
    headers: { ...REQUEST_HEADERS, 'accept-encoding': 'gzip' },
    signal,
  }).catch((error: unknown) => {
    throw signal?.aborted ? error : networkError(url, error);
  });
  if (!response.ok) throw statusError(url, response.status, response.statusText);
  const modified = response.headers.get('last-modified');
  return {
    downloadBytes: Number(response.headers.get('content-length')) || null,
    updatedAt: modified ? new Date(modified).toISOString() : null,
  };
}

const problemOf = (error: unknown): ApiErrorData =>
  error instanceof ApiError ? error.toJSON() : { code: 'internal', message: (error as Error).message ?? String(error) };

export function downloadsDir(ctx: ApiContext): string {
  if (ctx.db.memory)
    throw new ApiError(
      'invalid-input',
      'downloads need a database file (this one is in memory)',
      undefined,
      {},
      'download.in-memory',
    );
  return join(dirname(ctx.db.name), 'downloads');
}

const partFile = (ctx: ApiContext, id: SourceId) => join(downloadsDir(ctx), `${CARD_DATA_SOURCES[id].fileStem}.part`);

/** The saved file's name: the source's stem, the day of its data (else of the download), and what the file is (JSON Lines, gzip). */
export function downloadFileName(id: SourceId, file: { lines: boolean; gzip: boolean }, now = new Date()): string {
  return `${CARD_DATA_SOURCES[id].fileStem}-${now.toISOString().slice(0, 10)}.json${file.lines ? 'l' : ''}${file.gzip ? '.gz' : ''}`;
}

/**
 * The moment the server says the file was made (Scryfall's `updated_at`), else now: the saved file's name carries
 * its day, which the importer reads as the day of its data (db/import/snapshot-date.ts).
 */
function publishedOn(updatedAt: string | null): Date {
  const published = updatedAt === null ? Number.NaN : Date.parse(updatedAt);
  return Number.isNaN(published) ? new Date() : new Date(published);
}

/** Whether a file starts with gzip's magic bytes (RFC 1952 §2.3.1). */
function isGzip(file: string): boolean {
  const head = readHead(file, 2);
  return head[0] === 0x1f && head[1] === 0x8b;
}

async function sourceInfos(ctx: ApiContext): Promise<SourceInfo[]> {
  const scryfall = bulkList(ctx.signal).then(
    (list) => ({ list, problem: null }),
    (error: unknown) => ({ list: new Map<string, unknown>(), problem: problemOf(error) }),
  );
  return Promise.all(
    SOURCE_IDS.map(async (id): Promise<SourceInfo> => {
      const source: CardDataSource = CARD_DATA_SOURCES[id];
      const base = {
        id,
        provider: source.provider,
        host: source.host,
        contains: source.contains,
        recommended: id === RECOMMENDED_SOURCE,
        partialBytes: ctx.db.memory ? 0 : resumableBytes(partFile(ctx, id)),
      };
      try {
        if (source.provider === 'mtgjson')
          return { ...base, ...(await mtgjsonFacts(mtgjsonApi() + source.path, ctx.signal)), problem: null };
        const { list, problem } = await scryfall;
        if (problem) return { ...base, downloadBytes: null, updatedAt: null, problem };
        const entry = bulkEntry(list, source.bulkType);
        return {
          ...base,
          // Scryfall's address changes daily: yesterday's bytes are no start for today's file.
          partialBytes: ctx.db.memory ? 0 : resumableBytes(partFile(ctx, id), entry.url),
          downloadBytes: entry.compressed_size ?? entry.size ?? null,
          updatedAt: entry.updated_at,
          problem: null,
        };
      } catch (error) {
        return { ...base, downloadBytes: null, updatedAt: null, problem: problemOf(error) };
      }
    }),
  );
}

const SOURCE = z.object({ kind: z.enum(SOURCE_IDS).default('oracle_cards') });

export const downloadHandlers = {
  /** The files on offer with their sizes and dates: asks Scryfall and MTGJSON, so only when the user asks. */
  'data.sources': handler(z.object({}).optional(), (_input, ctx) => sourceInfos(ctx)),

  /**
   * Downloads one source's file (Scryfall's oracle cards by default), resuming an earlier try; returns its path
   * for data.import. A cancel keeps what came so far, so the next download resumes.
   */
  'data.download': handler(SOURCE, async ({ kind }, ctx) => {
    const source: CardDataSource = CARD_DATA_SOURCES[kind];
    const { url, updatedAt, lines } = await locate(source, ctx.signal);
    const dir = downloadsDir(ctx);
    mkdirSync(dir, { recursive: true });
    const part = partFile(ctx, kind);
    const done = await downloadToPart({
      url,
      part,
      headers: REQUEST_HEADERS,
      signal: ctx.signal,
      onProgress: (bytes, totalBytes) =>
        ctx.emit({ type: 'data.download.progress', kind, bytes, totalBytes } satisfies DownloadProgressEvent),
    });
    const file = join(dir, downloadFileName(kind, { lines, gzip: isGzip(part) }, publishedOn(updatedAt)));
    rmSync(file, { force: true });
    renameSync(part, file);
    discardPart(part);
    return { file, kind, updatedAt, bytes: done.bytes, resumedFrom: done.resumedFrom };
  }),

  /** Drops what an earlier try of that source kept, so the next download starts from zero. */
  'data.download.discard': handler(SOURCE, ({ kind }, ctx) => {
    discardPart(partFile(ctx, kind));
    return null;
  }),
};
