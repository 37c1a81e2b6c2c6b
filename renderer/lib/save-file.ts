// Saving text the renderer made (a deck list, a collection CSV, a missing-cards list) as a file.

/** A download of our own Blob: Electron shows its save dialog, a browser saves to its downloads folder. */
export function saveTextFile(fileName: string, text: string, type = 'text/plain'): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
