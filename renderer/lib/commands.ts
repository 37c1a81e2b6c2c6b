// Keyboard shortcuts and menu commands share one table (protocol/bridge.ts COMMANDS). The renderer
// handles every key; the native menu only shows the accelerators and sends the same command ids.
import { COMMANDS, type CommandId } from '../../protocol/bridge.ts';
import type { Board } from '../../engine/decks/types.ts';

/** Returns false when it did not act (the key then keeps its default, e.g. undo inside a text box). */
export type CommandHandler = () => boolean | void;

const handlers = new Map<CommandId, CommandHandler[]>();

/** The newest registration of a command wins until it is removed (a dialog over a screen). */
export function registerCommand(id: CommandId, handler: CommandHandler): () => void {
  const stack = handlers.get(id) ?? [];
  stack.push(handler);
  handlers.set(id, stack);
  return () => {
    const i = stack.lastIndexOf(handler);
    if (i >= 0) stack.splice(i, 1);
  };
}

export function runCommand(id: CommandId): boolean {
  const handler = handlers.get(id)?.at(-1);
  return handler ? handler() !== false : false;
}

export const IS_MAC = /Mac|iPhone|iPad/.test(navigator.platform);

/** Extra keys for a command besides its menu accelerator (Ctrl+Y redoes on Windows and Linux). */
const ALTERNATIVE_KEYS: Partial<Record<CommandId, string[]>> = { 'edit.redo': ['CmdOrCtrl+Y'] };

export function matchesAccelerator(
  accelerator: string,
  event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
  mac = IS_MAC,
): boolean {
  const parts = accelerator.split('+');
  const key = parts.pop()!;
  const wantPrimary = parts.includes('CmdOrCtrl');
  const primary = mac ? event.metaKey : event.ctrlKey;
  const other = mac ? event.ctrlKey : event.metaKey;
  if (
    primary !== wantPrimary ||
    other ||
    event.shiftKey !== parts.includes('Shift') ||
    event.altKey !== parts.includes('Alt')
  )
    return false;
  // event.code keeps Ctrl+1 and Ctrl+Shift+Z working on any keyboard layout and with Shift held.
  const code = /^\d$/.test(key) ? `Digit${key}` : `Key${key.toUpperCase()}`;
  return event.code === code || event.key.toLowerCase() === key.toLowerCase();
}

export function commandForKey(event: KeyboardEvent): CommandId | undefined {
  for (const command of COMMANDS) {
    const accelerators = [command.accelerator, ...(ALTERNATIVE_KEYS[command.id] ?? [])];
    if (accelerators.some((a) => matchesAccelerator(a, event))) return command.id;
  }
  return undefined;
}

export function acceleratorOf(id: CommandId): string {
  return COMMANDS.find((c) => c.id === id)!.accelerator;
}

/** How a shortcut is written on this platform: "Ctrl+Shift+Z" or "⌘⇧Z". */
export function shortcutLabel(accelerator: string, mac = IS_MAC): string {
  const parts = accelerator.split('+');
  if (!mac) return parts.map((p) => (p === 'CmdOrCtrl' ? 'Ctrl' : p)).join('+');
  const symbols: Record<string, string> = { CmdOrCtrl: '⌘', Shift: '⇧', Alt: '⌥' };
  return parts.map((p) => symbols[p] ?? p).join('');
}

export function isTextField(element: Element | null): boolean {
  if (!element) return false;
  const tag = element.tagName;
  return (
    tag === 'TEXTAREA' ||
    (tag === 'INPUT' && !['checkbox', 'radio', 'button', 'range'].includes((element as HTMLInputElement).type)) ||
    (element as HTMLElement).isContentEditable
  );
}

/** The key that moves a focused deck row to each board: the board's initial where it is free (T edits tags). */
export const BOARD_MOVE_KEYS: Readonly<Record<Board, string>> = {
  main: 'm',
  side: 's',
  maybe: 'y',
  commander: 'c',
  companion: 'o',
  hyperspatial: 'h',
  gr: 'g',
};
