// Files arriving by drag and drop or a native dialog: deck lists open the import dialog, card data files
// are imported by the handle the shell gave them. In a browser page a dropped file has no handle, so card
// data must come through the desktop app (the preload hands drops to the shell there).
import type { PickedFile } from '../../protocol/bridge.ts';
import { classifyFile, HEAD_BYTES } from '../../protocol/file-kind.ts';
import { notify, openDialog, show, ui } from './app-state.svelte.ts';
import { importCardData } from './data-status.svelte.ts';
import { t } from '../i18n/index.ts';

export async function filesFromDrop(list: FileList): Promise<PickedFile[]> {
  return Promise.all(
    [...list].map(async (file) => {
      const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
      const kind = classifyFile(file.name, head, file.size);
      const picked: PickedFile = { handle: '', name: file.name, kind };
      if (kind === 'deck') picked.bytes = new Uint8Array(await file.arrayBuffer());
      return picked;
    }),
  );
}

export async function openFiles(files: PickedFile[]): Promise<void> {
  const decks = files.filter((f) => f.kind === 'deck' && f.bytes);
  const data = files.filter((f) => f.kind === 'data');
  const unknown = files.filter((f) => f.kind === 'unknown');
  if (unknown.length) notify('error', () => t('drop.unknown', { names: unknown.map((f) => f.name).join(', ') }));
  if (decks.length > 1) notify('info', () => t('drop.oneDeck', { name: decks[0].name }));
  if (decks.length) {
    ui.pendingDeckFile = { name: decks[0].name, bytes: decks[0].bytes! };
    openDialog('import-deck');
  }
  const withHandle = data.filter((f) => f.handle);
  if (data.length > withHandle.length) notify('error', () => t('drop.dataNeedsPath'));
  if (withHandle.length) {
    show('data');
    await importCardData(withHandle.map((f) => f.handle));
  }
}
