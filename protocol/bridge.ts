// The contract between the renderer and whatever sits where Electron's preload sits (the preload in the
// app, the bridge in the end-to-end tests): channel names, the result envelope, the host operations the
// shell answers itself (native dialogs, menus), and the commands menus and keys share.
// Type and constant data only: the renderer imports it, so no Node and no Electron here.
import type { ApiEvent, OperationInput, OperationName, OperationOutput } from '../electron/api/types.ts';
import { isApiErrorData, type ApiErrorData } from './errors.ts';
import type { ImageCacheStatus, ImagePrefetchResult, ImageRequest } from './images.ts';

export const CHANNELS = {
  /** renderer → main: (name, input, requestId) → Envelope */
  invoke: 'decklab:invoke',
  /** main → renderer: ApiEvent */
  event: 'decklab:event',
  /** preload → main: paths of files dropped on the window */
  drop: 'decklab:drop',
} as const;

/** Results cross the process boundary as data: errors keep their code and details (a thrown Error would not). */
export type Envelope<T> = { ok: true; value: T } | { ok: false; error: ApiErrorData };

/** An answer from another thread or process is checked before it is believed. */
export function isEnvelope(value: unknown): value is Envelope<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const { ok, error } = value as { ok?: unknown; error?: unknown };
  return ok === true ? 'value' in value : ok === false && isApiErrorData(error);
}

/** Operation names are short dotted words: anything else is refused before any map is looked into. */
export const OPERATION_NAME = /^[a-z][a-zA-Z]*(\.[a-z][a-zA-Z]*){1,2}$/;

/** The transport's own operation: cancels the invoke started with that request id (its AbortSignal fires). */
export const CANCEL_OPERATION = 'transport.cancel';

export interface PickedFile {
  /**
   * An opaque name the main process gave this file when the user picked or dropped it. The renderer
   * names files only by such handles, so it can ask for no file the user did not choose.
   */
  handle: string;
  name: string;
  kind: DroppedFileKind;
  /** The file's bytes, for deck lists (small); card data files stay on disk. */
  bytes?: Uint8Array;
}

/** Deck lists are read by the renderer into the deck importer; card data files go to data.import by handle. */
export type DroppedFileKind = 'deck' | 'data' | 'unknown';

/**
 * The API's inputs that name files, and the outputs that name files Decklab wrote: the renderer sends and
 * receives handles there, and the shell swaps them for paths on the way in and out.
 */
export const FILE_INPUTS = { 'data.import': 'files' } as const satisfies Partial<Record<OperationName, string>>;
export const FILE_OUTPUTS = { 'data.download': 'file' } as const satisfies Partial<Record<OperationName, string>>;

/** Operations the shell answers itself, next to the API's handler map. */
export interface HostOperations {
  /** A native open dialog; an empty list when the user cancels. */
  'shell.pickFiles': { input: { purpose: 'deck' | 'data' }; output: PickedFile[] };
  /** The native menu in the language the renderer shows (one catalog: the renderer's). */
  'shell.setMenuLabels': { input: { locale: string; labels: Record<MenuLabelId, string> }; output: null };
  /** The theme the native parts follow (title bar, scroll bars, dialogs). */
  'shell.setTheme': { input: { theme: 'system' | 'light' | 'dark' }; output: null };
  /**
   * Fetches the images of these requests that are not on disk yet (at most MAX_PREFETCH_REQUESTS), sending
   * IMAGE_PREFETCH_EVENT events as it goes; cancelled through the transport's cancel. Refused ('conflict')
   * unless images are 'on'.
   */
  'images.prefetch': { input: { requests: ImageRequest[] }; output: ImagePrefetchResult };
  /** The image cache on disk: files, bytes and the cap. */
  'images.cacheStatus': { input: Record<string, never>; output: ImageCacheStatus };
  /** Deletes every cached image. */
  'images.clearCache': { input: Record<string, never>; output: ImageCacheStatus };
  /**
   * The page as printed (its print CSS and @page sizes) saved as a PDF where the user picks in a native save
   * dialog; `title` names the file offered. `saved` is false when the user cancels.
   */
  'shell.savePdf': { input: { title: string }; output: { saved: boolean } };
}
export type HostOperationName = keyof HostOperations;

export type InvokeName = OperationName | HostOperationName | typeof CANCEL_OPERATION;
export type InvokeInput<K extends InvokeName> = K extends OperationName
  ? OperationInput<K>
  : K extends HostOperationName
    ? HostOperations[K]['input']
    : { requestId: string };
export type InvokeOutput<K extends InvokeName> = K extends OperationName
  ? OperationOutput<K>
  : K extends HostOperationName
    ? HostOperations[K]['output']
    : null;

/** Exactly what the preload exposes as `window.decklab` (ARCHITECTURE §5). */
export interface DecklabBridge {
  invoke(name: string, input: unknown, requestId?: string): Promise<Envelope<unknown>>;
  /** Subscribes to events of one type ('*' for all); returns the unsubscribe function. */
  on(type: string, handler: (event: ApiEvent) => void): () => void;
}

/**
 * Commands reachable from the native menu and the keyboard. The renderer owns the key handling
 * (menus show the accelerator but do not register it, so a key never runs twice).
 */
export const COMMANDS = [
  { id: 'deck.new', accelerator: 'CmdOrCtrl+N', menu: 'file' },
  { id: 'deck.open', accelerator: 'CmdOrCtrl+O', menu: 'file' },
  { id: 'deck.import', accelerator: 'CmdOrCtrl+I', menu: 'file' },
  { id: 'deck.export', accelerator: 'CmdOrCtrl+E', menu: 'file' },
  { id: 'deck.save', accelerator: 'CmdOrCtrl+S', menu: 'file' },
  { id: 'deck.playtest', accelerator: 'CmdOrCtrl+P', menu: 'file' },
  { id: 'data.import', accelerator: 'CmdOrCtrl+Shift+I', menu: 'file' },
  { id: 'edit.undo', accelerator: 'CmdOrCtrl+Z', menu: 'edit' },
  { id: 'edit.redo', accelerator: 'CmdOrCtrl+Shift+Z', menu: 'edit' },
  { id: 'deck.editText', accelerator: 'CmdOrCtrl+Shift+E', menu: 'edit' },
  { id: 'view.search', accelerator: 'CmdOrCtrl+1', menu: 'view' },
  { id: 'view.decks', accelerator: 'CmdOrCtrl+2', menu: 'view' },
  { id: 'view.goldfish', accelerator: 'CmdOrCtrl+3', menu: 'view' },
  { id: 'view.data', accelerator: 'CmdOrCtrl+4', menu: 'view' },
  { id: 'view.collection', accelerator: 'CmdOrCtrl+5', menu: 'view' },
  { id: 'view.pools', accelerator: 'CmdOrCtrl+6', menu: 'view' },
  { id: 'view.focusSearch', accelerator: 'CmdOrCtrl+K', menu: 'view' },
  { id: 'view.toggleTheme', accelerator: 'CmdOrCtrl+Shift+L', menu: 'view' },
  { id: 'view.toggleLanguage', accelerator: 'CmdOrCtrl+Shift+J', menu: 'view' },
] as const;

export type CommandId = (typeof COMMANDS)[number]['id'];
export type MenuId = 'file' | 'edit' | 'view' | 'help';
/** Labels of menu-only items (standard roles) besides the commands. */
export type MenuRoleLabelId =
  | 'menu.cut'
  | 'menu.copy'
  | 'menu.paste'
  | 'menu.selectAll'
  | 'menu.quit'
  | 'menu.zoomIn'
  | 'menu.zoomOut'
  | 'menu.resetZoom'
  | 'menu.fullscreen'
  | 'menu.about';
export type MenuLabelId = `command.${CommandId}` | `menu.${MenuId}` | MenuRoleLabelId;

/** Event a menu click sends to the renderer. */
export interface CommandEvent extends ApiEvent {
  type: 'shell.command';
  command: CommandId;
}
/** Event the shell sends when files arrive by drag and drop or a native dialog. */
export interface FilesEvent extends ApiEvent {
  type: 'shell.files';
  files: PickedFile[];
}
