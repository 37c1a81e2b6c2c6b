// Window-wide state: which screen shows, which dialog is open, passing notices.
import type { NeedLine } from '../../engine/collection/needs.ts';
export type Screen = 'search' | 'decks' | 'collection' | 'pools' | 'goldfish' | 'data';
export const SCREENS: readonly Screen[] = ['search', 'decks', 'collection', 'pools', 'goldfish', 'data'];
export type Dialog =
  'import-deck' | 'import-decks' | 'export-deck' | 'open-deck' | 'shortcuts' | 'new-deck' | 'image-settings';

export interface Notice {
  id: number;
  kind: 'info' | 'error' | 'ok';
  /** The notice in words, asked each time it is shown: a language switch re-words it. */
  words: () => string;
}

export const ui = $state({
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the assertion is what widens the type $state infers
  screen: 'search' as Screen,
  dialog: null as Dialog | null,
  notices: [] as Notice[],
  /** Files dropped or picked, waiting for the deck import dialog. */
  pendingDeckFile: null as { name: string; bytes: Uint8Array } | null,
  /** The open deck's proxy sheet: the whole deck's boards, or (`missing`) the copies the collection lacks. */
  proxySheet: null as { missing?: readonly NeedLine[] } | null,
  /** Whether the open deck's registration sheet is shown. */
  registrationSheet: false,
});

let lastNotice = 0;

export function notify(kind: Notice['kind'], words: () => string, ms = kind === 'error' ? 8000 : 3500): void {
  const id = ++lastNotice;
  ui.notices = [...ui.notices.slice(-3), { id, kind, words }];
  setTimeout(() => dismiss(id), ms);
}

export function dismiss(id: number): void {
  ui.notices = ui.notices.filter((n) => n.id !== id);
}

/** Asked before another screen shows: one answering false keeps the screen (text typed and not applied). */
const screenLeaveGuards: (() => boolean)[] = [];

export function guardScreenLeave(guard: () => boolean): () => void {
  screenLeaveGuards.push(guard);
  return () => {
    const i = screenLeaveGuards.indexOf(guard);
    if (i >= 0) screenLeaveGuards.splice(i, 1);
  };
}

export function show(screen: Screen): void {
  if (screen !== ui.screen && screenLeaveGuards.some((guard) => !guard())) return;
  ui.screen = screen;
}

export function openDialog(dialog: Dialog): void {
  ui.dialog = dialog;
}

export function closeDialog(): void {
  ui.dialog = null;
}
