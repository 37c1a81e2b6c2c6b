// Saving text the renderer made (a deck list, a collection CSV, a missing-cards list) as a file, or many as a zip.
import { strToU8, zipSync } from 'fflate';

/** A download of our own Blob: Electron shows its save dialog, a browser saves to its downloads folder. */
function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function saveTextFile(fileName: string, text: string, type = 'text/plain'): void {
  saveBlob(fileName, new Blob([text], { type: `${type};charset=utf-8` }));
}

/** Text files, each at its "/"-separated path, saved as one zip archive. */
export function saveZipFile(fileName: string, files: readonly { path: string; text: string }[]): void {
  const zip = zipSync(Object.fromEntries(files.map((f) => [f.path, strToU8(f.text)])));
  saveBlob(fileName, new Blob([zip], { type: 'application/zip' }));
}
