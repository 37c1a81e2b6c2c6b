// A local stand-in for api.scryfall.com and mtgjson.com (the machines running tests are offline). /bulk-data
// answers with Scryfall's real bulk-data entry (from ../shared/data), one per kind, each pointing its download
// at a real card file served here; /api/v5/AllPrintings.json.gz is an MTGJSON AllPrintings made of real set
// files, gzip-compressed as MTGJSON serves it. Downloads answer Range requests as a file server does (206 with
// Content-Range, If-Range checked against the ETag), unless told to ignore them.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { sharedPath } from '../test/shared-data.ts';

export const BULK_ENTRY = JSON.parse(
  readFileSync(sharedPath('scryfall/bulk-data-object-oracle_cards-2023-07-11.json'), 'utf8'),
) as Record<string, unknown>;
export const BULK_FILE = readFileSync(sharedPath('scryfall/scooze/default_cards.json'));
/** The same cards as Scryfall publishes them since July 2026: gzip-compressed JSON Lines. */
export const BULK_JSONL_GZ = gzipSync(
  (JSON.parse(BULK_FILE.toString('utf8')) as unknown[]).map((card) => JSON.stringify(card) + '\n').join(''),
);

/** The MTGJSON sets the stand-in's AllPrintings holds. */
export const ALL_PRINTINGS_SETS = ['DGM', 'AKH'];
const allPrintings = () => {
  const sets = ALL_PRINTINGS_SETS.map(
    (code) => (JSON.parse(readFileSync(sharedPath(`mtgjson/sets/${code}.json`), 'utf8')) as { data: unknown }).data,
  );
  return gzipSync(
    JSON.stringify({
      meta: { date: '2022-04-25', version: '5.2.0+20220425' },
      data: Object.fromEntries(ALL_PRINTINGS_SETS.map((code, i) => [code, sets[i]])),
    }),
  );
};
export const ALL_PRINTINGS_GZ = allPrintings();

const BULK_KINDS = ['oracle_cards', 'default_cards', 'all_cards'];

export interface StandInOptions {
  /** The first download drops its connection after that many bytes of the file; later ones are whole. */
  breakAfter?: number;
  /** Fields that replace those of the real bulk-data entry (a hostile or broken server). */
  entry?: Record<string, unknown>;
  /** Answer every download whole with 200, as a server that does not do ranges. */
  ignoreRanges?: boolean;
  /** Send the Scryfall file gzip-encoded (Content-Encoding: gzip), as Scryfall's 2023 entry says it does. */
  gzip?: boolean;
  /** List entries as Scryfall does since July 2026: `jsonl_download_uri` to a .jsonl.gz file, `compressed_size`. */
  jsonl?: boolean;
  /** The bulk file served in place of BULK_FILE (a larger body for a benchmark), as JSON. */
  file?: Buffer;
  /** Send at most `bytes` every `everyMs`, so a download lasts long enough to watch and cancel. */
  throttle?: { bytes: number; everyMs: number };
}

export interface StandIn {
  url: string;
  /** Every request as "METHOD path [range]", in order. */
  requests: string[];
  /** The files' ETag now: change it and the files count as changed (If-Range no longer matches). */
  etag: string;
  close: () => Promise<void>;
}

/** Writes `body` in throttled slices, or dropping the connection after `breakAfter` bytes. */
function send(
  res: ServerResponse,
  body: Buffer,
  options: { breakAfter?: number; throttle?: StandInOptions['throttle'] },
) {
  const end = options.breakAfter ?? body.length;
  const slice = options.throttle?.bytes ?? body.length;
  let at = 0;
  const next = () => {
    if (res.destroyed) return;
    if (at >= end) {
      if (options.breakAfter !== undefined) setTimeout(() => res.destroy(), 50);
      else res.end();
      return;
    }
    const chunk = body.subarray(at, Math.min(at + slice, end));
    at += chunk.length;
    res.write(chunk, () => setTimeout(next, options.throttle?.everyMs ?? 0));
  };
  res.flushHeaders();
  next();
}

export async function startScryfallStandIn(options: StandInOptions = {}): Promise<StandIn> {
  let downloads = 0;
  const bulkFile = options.file ?? BULK_FILE;
  const scryfallBody = options.gzip ? gzipSync(bulkFile) : bulkFile;

  const serveFile = (req: IncomingMessage, res: ServerResponse, body: Buffer, headers: Record<string, string>) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader('etag', standIn.etag);
    res.setHeader('accept-ranges', options.ignoreRanges ? 'none' : 'bytes');
    if (req.method === 'HEAD') {
      res.setHeader('content-length', String(body.length));
      res.end();
      return;
    }
    const first = downloads++ === 0;
    const range = /^bytes=(\d+)-$/.exec(req.headers.range ?? '');
    const ifRange = req.headers['if-range'];
    let from = 0;
    if (range && !options.ignoreRanges && (ifRange === undefined || ifRange === standIn.etag)) {
      from = Number(range[1]);
      if (from >= body.length) {
        res.statusCode = 416;
        res.setHeader('content-range', `bytes */${body.length}`);
        res.end();
        return;
      }
      res.statusCode = 206;
      res.setHeader('content-range', `bytes ${from}-${body.length - 1}/${body.length}`);
    }
    res.setHeader('content-length', String(body.length - from));
    send(res, body.subarray(from), {
      breakAfter: first ? options.breakAfter : undefined,
      throttle: options.throttle,
    });
  };

  const server: Server = createServer((req, res) => {
    standIn.requests.push(`${req.method} ${req.url}${req.headers.range ? ` ${req.headers.range}` : ''}`);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const path = req.url ?? '';
    if (path === '/bulk-data') {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          object: 'list',
          data: BULK_KINDS.map((type) => {
            const { download_uri: _, size: __, ...entry } = BULK_ENTRY;
            const file = options.jsonl
              ? { jsonl_download_uri: `${base}/${type}.jsonl.gz`, compressed_size: BULK_JSONL_GZ.length }
              : { download_uri: `${base}/${type}.json`, size: bulkFile.length };
            return { ...entry, type, ...file, ...options.entry };
          }),
        }),
      );
    } else if (BULK_KINDS.some((type) => path === `/${type}.json`)) {
      serveFile(req, res, scryfallBody, {
        'content-type': 'application/json',
        ...(options.gzip ? { 'content-encoding': 'gzip' } : {}),
      });
    } else if (BULK_KINDS.some((type) => path === `/${type}.jsonl.gz`)) {
      serveFile(req, res, BULK_JSONL_GZ, { 'content-type': 'application/gzip' });
    } else if (path === '/api/v5/AllPrintings.json.gz') {
      serveFile(req, res, ALL_PRINTINGS_GZ, {
        'content-type': 'application/gzip',
        'last-modified': 'Mon, 25 Apr 2022 09:00:00 GMT',
      });
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const standIn: StandIn = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: [],
    etag: '"first"',
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}
