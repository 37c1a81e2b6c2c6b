// Files dropped on the window or picked in a native dialog: deck lists go to the deck importer as bytes,
// card data goes to data.import by handle (protocol/file-kind.ts decides which is which). The renderer
// names a file only by the handle the registry gave it, so it can reach no file the user did not choose.
import { randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { ApiError } from '../api/define.ts';
import { readHead } from '../../db/import/byte-source.ts';
import type { PickedFile } from '../../protocol/bridge.ts';
import { classifyFile, HEAD_BYTES } from '../../protocol/file-kind.ts';

export type FileDescription = Omit<PickedFile, 'handle'>;

/**
 * Reads what the renderer needs to act on a file: its kind, and the bytes of a deck list. A file that cannot be read
 * (gone since it was dropped, a dangling link, no right to read it) is of no kind the app acts on: the drop handler
 * runs in the main process, where a throw would be an uncaught exception.
 */
export function describeFile(path: string): FileDescription {
  const name = basename(path);
  try {
    const stat = statSync(path);
    if (!stat.isFile()) return { name, kind: 'unknown' };
    const kind = classifyFile(name, readHead(path, HEAD_BYTES), stat.size);
    return kind === 'deck' ? { name, kind, bytes: new Uint8Array(readFileSync(path)) } : { name, kind };
  } catch {
    return { name, kind: 'unknown' };
  }
}

/** The files the user chose (picked, dropped) or Decklab wrote for them, each behind an opaque handle. */
export interface FileRegistry {
  /** A handle for `path`; the same path keeps its handle. */
  handleOf(path: string): string;
  /** Describes a file the user picked or dropped, with its handle. */
  offer(path: string): PickedFile;
  /** The path behind a handle; an 'invalid-input' ApiError for any other string. */
  pathOf(handle: string): string;
}

export function createFileRegistry(): FileRegistry {
  const paths = new Map<string, string>();
  const handles = new Map<string, string>();
  const handleOf = (path: string) => {
    let handle = handles.get(path);
    if (!handle) {
      handle = randomUUID();
      handles.set(path, handle);
      paths.set(handle, path);
    }
    return handle;
  };
  return {
    handleOf,
    offer: (path) => ({ handle: handleOf(path), ...describeFile(path) }),
    pathOf(handle) {
      const path = paths.get(handle);
      if (path === undefined)
        throw new ApiError(
          'invalid-input',
          'that file was not picked in a dialog or dropped on the window; choose it again',
        );
      return path;
    },
  };
}

/** File type filters of the native open dialog, per purpose. */
export const PICK_FILTERS: Record<'deck' | 'data', { name: string; extensions: string[] }[]> = {
  deck: [
    { name: 'Deck lists', extensions: ['txt', 'dek', 'cod', 'dck', 'csv'] },
    { name: 'All files', extensions: ['*'] },
  ],
  data: [
    { name: 'Card data', extensions: ['json', 'jsonl', 'gz', 'csv'] },
    { name: 'All files', extensions: ['*'] },
  ],
};

/** Characters Windows refuses in a file name (and "/" everywhere), and control characters. */
const NOT_IN_FILE_NAMES = /[\\/:*?"<>|\p{Cc}]/gu;

/** A title the page gives as the name offered by a save dialog: one file name, never a path. */
export function pdfFileName(title: string): string {
  return title.replace(NOT_IN_FILE_NAMES, '_').trim() || 'proxies';
}
