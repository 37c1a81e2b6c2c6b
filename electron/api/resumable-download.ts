// One HTTP download into a ".part" file that survives a broken connection, a cancel or a closed app: the next
// try asks for the rest with a Range request, guarded by If-Range with the ETag or Last-Modified the first answer
// gave, so a file changed on the server starts again from zero (RFC 9110 §14.2, §13.1.5). A server that ignores
// Range answers 200 and the part starts over. The bytes are saved as sent (a gzip-encoded body stays gzip, which
// the importer reads), so byte ranges mean the same on both sides; the part counts as complete only when its
// size is the size the server announced.
import { createWriteStream, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { ApiError } from './define.ts';

const REDIRECTS = 5;
const MiB = 1024 * 1024;

/** What the part file's sidecar remembers, so a later try can ask for the rest of the same file. */
const PART_STATE = z.object({
  url: z.string(),
  validator: z.string(),
  totalBytes: z.number().nullable(),
  encoding: z.string().nullable(),
});
type PartState = z.infer<typeof PART_STATE>;

export interface DownloadRequest {
  url: string;
  /** The ".part" file; its sidecar is `<part>.json`. */
  part: string;
  headers: Record<string, string>;
  signal?: AbortSignal;
  onProgress: (bytes: number, totalBytes: number) => void;
}

export interface CompletedPart {
  bytes: number;
  /** Bytes that were already on disk from an earlier try. */
  resumedFrom: number;
}

const stateFile = (part: string) => `${part}.json`;

function readState(part: string): PartState | undefined {
  try {
    return PART_STATE.parse(JSON.parse(readFileSync(stateFile(part), 'utf8')));
  } catch {
    return undefined;
  }
}

/** Bytes of an earlier try that may be resumed from `url`: 0 when there are none or they belong to another file. */
export function resumableBytes(part: string, url?: string): number {
  const state = readState(part);
  if (!state || !existsSync(part) || (url !== undefined && state.url !== url)) return 0;
  return statSync(part).size;
}

export function discardPart(part: string): void {
  rmSync(part, { force: true });
  rmSync(stateFile(part), { force: true });
}

const megabytes = (bytes: number) => `${+(bytes / MiB).toFixed(1)} MB`;

/** A server that could not be reached, named with the system's reason (fetch wraps it as the error's cause). */
export function networkError(url: string, error: unknown): ApiError {
  const { code, cause, message } = error as {
    code?: string;
    cause?: { code?: string; message?: string };
    message: string;
  };
  // fetch says only "fetch failed"; its cause names the system's error (ECONNREFUSED) or fetch's own ("bad port").
  const reason = cause?.code ?? code ?? cause?.message ?? message;
  const host = new URL(url).host;
  return new ApiError(
    'not-found',
    `no network: could not reach ${host} (${reason})`,
    undefined,
    {
      host,
      detail: reason,
    },
    'download.no-network',
  );
}

/** A server's answer other than the file: its status, and the words it gave, as a technical note. */
export function statusError(url: string, status: number, statusText = ''): ApiError {
  const detail = statusText.trim();
  const params: Record<string, string | number> = { url, status };
  if (detail) params.detail = detail;
  return new ApiError(
    'not-found',
    `${url} answered ${status} ${detail}`.trim(),
    undefined,
    params,
    'download.http-status',
  );
}

/**
 * A GET that follows redirects and hands back the body as sent (no decompression). node:http and node:https are
 * loaded on the first download, not at start: they load fetch's undici, which no other command needs.
 */
async function request(
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal | undefined,
  hops = 0,
): Promise<IncomingMessage> {
  const protocol = new URL(url).protocol;
  if (protocol !== 'http:' && protocol !== 'https:')
    throw new ApiError('bad-file', `${url} is not an http(s) address`, undefined, { url }, 'download.not-http');
  const { get } = protocol === 'https:' ? await import('node:https') : await import('node:http');
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = get(url, { headers, signal }, (response) => {
      const location = response.headers.location;
      if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
        response.resume();
        if (hops >= REDIRECTS)
          return reject(
            new ApiError('bad-file', `${url}: too many redirects`, undefined, { url }, 'download.redirects'),
          );
        return resolve(request(new URL(location, url).href, headers, signal, hops + 1));
      }
      resolve(response);
    });
    req.on('error', (error) => reject(signal?.aborted ? cancelledError(0) : networkError(url, error)));
  });
}

/** A cancelled or broken download's error carries the bytes kept for the next try as `details.partialBytes`. */
function cancelledError(kept: number): ApiError {
  return new ApiError(
    'cancelled',
    kept > 0
      ? `the download was cancelled; the ${megabytes(kept)} downloaded so far are kept, and the next download resumes from there`
      : 'the download was cancelled',
    { partialBytes: kept },
  );
}

/** The validator If-Range may carry: a strong ETag, else Last-Modified (a weak ETag never matches a range). */
function validatorOf(response: IncomingMessage): string | null {
  const etag = response.headers.etag;
  if (etag && !etag.startsWith('W/')) return etag;
  return response.headers['last-modified'] ?? null;
}

/** `bytes start-end/total` of a 206 answer. */
function contentRange(response: IncomingMessage): { start: number; total: number | null } | undefined {
  const match = /^bytes (\d+)-\d+\/(\d+|\*)$/.exec(response.headers['content-range'] ?? '');
  return match ? { start: Number(match[1]), total: match[2] === '*' ? null : Number(match[2]) } : undefined;
}

const ENCODINGS = new Set([null, 'identity', 'gzip']);

/** Counts bytes as they pass and reports them at most every `intervalMs`, and once at the end. */
function progressCounter(start: number, report: (bytes: number) => void, intervalMs = 100): Transform {
  let bytes = start;
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

/**
 * Downloads `url` into `part`, resuming an earlier try of the same address when the server allows; resolves when
 * the part holds the whole file. On failure the part stays for the next try (a broken part is never imported:
 * the caller renames only a completed one).
 */
export async function downloadToPart(req: DownloadRequest): Promise<CompletedPart> {
  const state = readState(req.part);
  const have = resumableBytes(req.part, req.url);
  if (have === 0) discardPart(req.part);
  const range: Record<string, string> =
    have > 0 && state ? { range: `bytes=${have}-`, 'if-range': state.validator } : {};
  const response = await request(req.url, { ...req.headers, 'accept-encoding': 'gzip', ...range }, req.signal);
  const encoding = response.headers['content-encoding'] ?? null;
  const resumed = have > 0 && response.statusCode === 206 ? contentRange(response) : undefined;
  const notTheRest =
    have > 0 &&
    (response.statusCode === 416 ||
      (response.statusCode === 206 && (resumed?.start !== have || encoding !== state?.encoding)));
  if (notTheRest) {
    // The server's answer does not continue what is on disk: start again from zero.
    response.resume();
    discardPart(req.part);
    return downloadToPart(req);
  }
  if (!resumed && response.statusCode !== 200) {
    response.resume();
    throw statusError(req.url, response.statusCode ?? 0, response.statusMessage);
  }
  if (!ENCODINGS.has(encoding)) {
    response.resume();
    throw new ApiError(
      'bad-file',
      `${req.url} sent its file encoded as "${encoding}", which Decklab cannot read`,
      undefined,
      { url: req.url, encoding: String(encoding) },
      'download.encoding',
    );
  }
  const from = resumed ? have : 0;
  const totalBytes = resumed ? resumed.total : Number(response.headers['content-length']) || null;
  if (!resumed) {
    const validator = validatorOf(response);
    if (validator)
      writeFileSync(stateFile(req.part), JSON.stringify({ url: req.url, validator, totalBytes, encoding }));
    else rmSync(stateFile(req.part), { force: true });
  }
  try {
    await pipeline(
      response,
      progressCounter(from, (bytes) => req.onProgress(bytes, totalBytes ?? 0)),
      createWriteStream(req.part, { flags: from > 0 ? 'a' : 'w' }),
      { signal: req.signal },
    );
  } catch (error) {
    const kept = existsSync(req.part) ? statSync(req.part).size : 0;
    if (req.signal?.aborted) throw cancelledError(kept);
    const detail = (error as Error).message;
    throw new ApiError(
      'bad-file',
      `the download of ${req.url} broke off after ${megabytes(kept)}${totalBytes ? ` of ${megabytes(totalBytes)}` : ''} (${detail}); download again to resume from there`,
      { partialBytes: kept },
      { url: req.url, kept: +(kept / MiB).toFixed(1), detail },
      'download.broke-off',
    );
  }
  const bytes = statSync(req.part).size;
  if (totalBytes !== null && bytes !== totalBytes)
    throw new ApiError(
      'bad-file',
      `the download of ${req.url} ended after ${bytes} of ${totalBytes} bytes; download again to resume from there`,
      { partialBytes: bytes },
      { url: req.url, bytes, total: totalBytes },
      'download.short',
    );
  return { bytes, resumedFrom: from };
}
