// Files dropped on the window or picked in a native dialog: deck lists go to the deck importer as bytes,
// card data goes to data.import by path (protocol/file-kind.ts decides which is which).
import { closeSync, openSync, readSync, readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import type { PickedFile } from '../../protocol/bridge.ts';
import { classifyFile, HEAD_BYTES } from '../../protocol/file-kind.ts';

function readHead(path: string): Uint8Array {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const n = readSync(fd, buffer, 0, HEAD_BYTES, 0);
    return new Uint8Array(buffer.subarray(0, n));
  } finally {
    closeSync(fd);
  }
}

/** Reads what the renderer needs to act on a file: its kind, and the bytes of a deck list. */
export function describeFile(path: string): PickedFile {
  const name = basename(path);
  const stat = statSync(path);
  if (!stat.isFile()) return { path, name, kind: 'unknown' };
  const kind = classifyFile(name, readHead(path), stat.size);
  return kind === 'deck' ? { path, name, kind, bytes: new Uint8Array(readFileSync(path)) } : { path, name, kind };
}

/** File type filters of the native open dialog, per purpose. */
export const PICK_FILTERS: Record<'deck' | 'data', { name: string; extensions: string[] }[]> = {
  deck: [{ name: 'Deck lists', extensions: ['txt', 'dek', 'cod', 'dck', 'csv'] }, { name: 'All files', extensions: ['*'] }],
  data: [{ name: 'Card data', extensions: ['json', 'jsonl', 'gz', 'csv'] }, { name: 'All files', extensions: ['*'] }],
};
