// Makes a folder the user named (an export's --dir, the database's folder), its missing parents one at a time.
// Node's `mkdirSync(path, { recursive: true })` never returns where the system answers ENOENT for a folder whose
// parent exists (any path under /proc): it takes the answer for a missing parent and tries the parent again. Here
// each folder is made once, from the nearest one that exists, so such a place fails at once, naming the folder.
import { mkdirSync, statSync, type Stats } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** A folder that cannot be made; `code` is the system's (ENOENT, EACCES, ENOTDIR …), as the CLI maps it to exit 2. */
export class FolderError extends Error {
  readonly code: string;
  readonly folder: string;

  constructor(folder: string, code: string, why: string, options?: ErrorOptions) {
    super(`cannot make the folder ${folder}: ${why}`, options);
    this.name = 'FolderError';
    this.folder = folder;
    this.code = code;
  }
}

function statOrUndefined(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

/** Makes `path` and the folders above it that are missing; nothing when it is a folder already. */
export function makeFolder(path: string): void {
  const missing: string[] = [];
  let folder = resolve(path);
  let stat = statOrUndefined(folder);
  while (!stat) {
    missing.unshift(folder);
    const parent = dirname(folder);
    if (parent === folder) break;
    folder = parent;
    stat = statOrUndefined(folder);
  }
  if (stat && !stat.isDirectory()) throw new FolderError(folder, 'ENOTDIR', `${folder} is a file, not a folder`);
  for (const each of missing) {
    try {
      mkdirSync(each);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'EIO';
      // Made meanwhile by another process: what was asked for is there.
      if (code === 'EEXIST' && statOrUndefined(each)?.isDirectory()) continue;
      const why = code === 'ENOENT' ? 'the system has no place for it here' : (error as Error).message;
      throw new FolderError(each, code, why, { cause: error });
    }
  }
}
