// The bytes of an import file, decompressed when the first bytes say gzip (never the file name).
import { createReadStream, openSync, readSync, closeSync, statSync, readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { createGunzip, gunzipSync } from 'node:zlib';
import type { Readable } from 'node:stream';
import { StreamSyntaxError, type ImportWhy } from './errors.ts';
import { IMPORT_LIMITS } from './limits.ts';

/**
 * Bytes per chunk. A gzip stream's chunks are new buffers, each living until its records are read: small enough
 * that they die young, before a minor GC promotes them to wait for a full one (docs/performance.md).
 */
export const CHUNK_BYTES = 256 * 1024;

interface Magic {
  bytes: number[];
  name: string;
}

const GZIP: Magic = { bytes: [0x1f, 0x8b], name: 'gzip' };

const archive = (container: string): ImportWhy => ({ code: 'import.archive', values: { container } });

/** Containers we recognise but do not read, so the error can say what the file is (`why` for a screen's words). */
const UNSUPPORTED_CONTAINERS: readonly (Magic & { why: ImportWhy })[] = [
  { bytes: [0x50, 0x4b, 0x03, 0x04], name: 'a zip archive (unzip it and import the file inside)', why: archive('zip') },
  { bytes: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], name: 'xz-compressed data (decompress it first)', why: archive('xz') },
  { bytes: [0x42, 0x5a, 0x68], name: 'bzip2-compressed data (decompress it first)', why: archive('bzip2') },
  { bytes: [0x28, 0xb5, 0x2f, 0xfd], name: 'zstd-compressed data (decompress it first)', why: archive('zstd') },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], name: 'a 7z archive (extract it first)', why: archive('7z') },
  {
    bytes: [...Buffer.from('SQLite format 3\0')],
    name: 'an SQLite database, not card data',
    why: { code: 'import.sqlite' },
  },
  { bytes: [0xff, 0xfe], name: 'UTF-16 text (save it as UTF-8)', why: { code: 'import.utf16' } },
  { bytes: [0xfe, 0xff], name: 'UTF-16 text (save it as UTF-8)', why: { code: 'import.utf16' } },
];

function startsWith(head: Uint8Array, magic: Magic): boolean {
  return head.length >= magic.bytes.length && magic.bytes.every((b, i) => head[i] === b);
}

export type Compression = 'gzip' | 'none';

/** What the first bytes say the file is; throws a readable reason for containers we do not read. */
export function detectCompression(head: Uint8Array): Compression {
  if (startsWith(head, GZIP)) return 'gzip';
  const unsupported = UNSUPPORTED_CONTAINERS.find((m) => startsWith(head, m));
  if (unsupported) throw new UnsupportedContainerError(`this is ${unsupported.name}`, unsupported.why);
  return 'none';
}

export class UnsupportedContainerError extends Error {
  readonly why: ImportWhy;
  constructor(message: string, why: ImportWhy) {
    super(message);
    this.name = 'UnsupportedContainerError';
    this.why = why;
  }
}

/** The first `length` bytes of a file (fewer when it is shorter). */
export function readHead(file: string, length: number): Buffer {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(length);
    const n = readSync(fd, head, 0, length, 0);
    return head.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}

export interface FileBytes {
  compression: Compression;
  /** Size of the file on disk. */
  size: number;
  /** Bytes of the file read so far (compressed bytes for gzip), for progress. */
  read: () => number;
  chunks: AsyncIterable<Buffer>;
}

/**
 * A plain file's bytes in chunks read into two buffers in turn: the next chunk is read while the caller works on
 * this one, which stays valid until the caller asks for the one after. Reusing the buffers spares the reading
 * thread fresh memory for every chunk.
 */
async function* fileChunks(file: string, reading: { bytes: number }): AsyncGenerator<Buffer> {
  const handle = await open(file, 'r');
  const buffers = [Buffer.allocUnsafeSlow(CHUNK_BYTES), Buffer.allocUnsafeSlow(CHUNK_BYTES)];
  let next = handle.read(buffers[0], 0, CHUNK_BYTES, null);
  try {
    for (let i = 1; ; i++) {
      const { bytesRead, buffer } = await next;
      if (bytesRead === 0) return;
      reading.bytes += bytesRead;
      next = handle.read(buffers[i % 2], 0, CHUNK_BYTES, null);
      yield buffer.subarray(0, bytesRead);
    }
  } finally {
    await next.catch(() => undefined); // a read still running when the caller stopped early
    await handle.close();
  }
}

function tooMuchDecompressed(limit: number, ratio: number): StreamSyntaxError {
  return new StreamSyntaxError(
    limit,
    `the gzip data decompresses to more than ${ratio} times its size: this is not card data`,
    { code: 'import.gzip-ratio', values: { ratio } },
  );
}

/** The decompressed chunks, stopped with an error before the first one past `ratio` times the file's `size` is handed on. */
async function* atMost(chunks: AsyncIterable<Buffer>, size: number, ratio: number): AsyncGenerator<Buffer> {
  const limit = size * ratio;
  let total = 0;
  for await (const chunk of chunks) {
    total += chunk.length;
    if (total > limit) throw tooMuchDecompressed(limit, ratio);
    yield chunk;
  }
}

/**
 * Streams a file's (decompressed) bytes; decompression errors surface from the iterator. A chunk is valid until
 * the next one is asked for: whoever keeps bytes longer copies them.
 */
export function openFileBytes(file: string, gzipRatio = IMPORT_LIMITS.gzipRatio): FileBytes {
  const size = statSync(file).size;
  const compression = detectCompression(readHead(file, 16));
  if (compression === 'none') {
    const reading = { bytes: 0 };
    return { compression, size, read: () => reading.bytes, chunks: fileChunks(file, reading) };
  }
  const input = createReadStream(file, { highWaterMark: CHUNK_BYTES });
  const gunzip = createGunzip({ chunkSize: CHUNK_BYTES });
  input.on('error', (error) => gunzip.destroy(error));
  // A reader that stops early (bad data, a bound, cancel) destroys the gunzip stream: the file goes with it.
  gunzip.once('close', () => input.destroy());
  const decompressed: Readable = input.pipe(gunzip);
  return { compression, size, read: () => input.bytesRead, chunks: atMost(decompressed, size, gzipRatio) };
}

/** The whole (decompressed) content of a small file, for the bundled data loaded synchronously at first start. */
export function readFileBytesSync(file: string): { compression: Compression; bytes: Buffer } {
  const raw = readFileSync(file);
  const compression = detectCompression(raw.subarray(0, 16));
  if (compression === 'none') return { compression, bytes: raw };
  const limit = raw.length * IMPORT_LIMITS.gzipRatio;
  try {
    return { compression, bytes: gunzipSync(raw, { maxOutputLength: limit }) };
  } catch (error) {
    throw (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
      ? tooMuchDecompressed(limit, IMPORT_LIMITS.gzipRatio)
      : error;
  }
}
