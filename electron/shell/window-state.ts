// The window's size and place, remembered between runs in a small JSON file in the user data folder.
// A saved place is used only if it is still visible on one of today's displays (a monitor may be gone).
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface WindowState extends Rect {
  maximized: boolean;
}

export const DEFAULT_WINDOW_SIZE = { width: 1360, height: 860 } as const;
export const MIN_WINDOW_SIZE = { width: 960, height: 600 } as const;
/** Larger than any display's work area (an 8K one is 7680 px wide); a saved file may hold any finite number. */
export const MAX_WINDOW_SIZE = { width: 16_384, height: 16_384 } as const;
/** How much of the title bar must be on a display for the saved place to count as visible. */
const MIN_VISIBLE = 64;

/** Reads a saved state; a missing, unreadable or malformed file gives undefined (the default place). */
export function readWindowState(file: string): WindowState | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  return isWindowState(raw) ? raw : undefined;
}

function isWindowState(value: unknown): value is WindowState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return ['x', 'y', 'width', 'height'].every((k) => Number.isFinite(v[k])) && typeof v.maximized === 'boolean';
}

/** Written to a temporary file, then renamed, so a crash mid-write never leaves half a file. */
export function writeWindowState(file: string, state: WindowState): void {
  const temp = `${file}.tmp`;
  writeFileSync(temp, JSON.stringify(state));
  renameSync(temp, file);
}

function overlap(a: Rect, b: Rect): Rect {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  return {
    x,
    y,
    width: Math.min(a.x + a.width, b.x + b.width) - x,
    height: Math.min(a.y + a.height, b.y + b.height) - y,
  };
}

/** The title bar strip (top 32 px) shows enough on some display to grab and move the window. */
export function isReachable(bounds: Rect, workAreas: readonly Rect[]): boolean {
  const titleBar = { x: bounds.x, y: bounds.y, width: bounds.width, height: 32 };
  return workAreas.some((area) => {
    const o = overlap(titleBar, area);
    return o.width >= MIN_VISIBLE && o.height > 0;
  });
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * Where to open: the saved place when reachable (size clamped to the minimum and maximum first, so a reachable
 * window also has a place near a display), else the default size, centred.
 */
export function initialWindowState(
  saved: WindowState | undefined,
  workAreas: readonly Rect[],
): { bounds: Partial<Rect> & { width: number; height: number }; maximized: boolean } {
  if (saved) {
    const width = clamp(saved.width, MIN_WINDOW_SIZE.width, MAX_WINDOW_SIZE.width);
    const height = clamp(saved.height, MIN_WINDOW_SIZE.height, MAX_WINDOW_SIZE.height);
    const bounds = { x: saved.x, y: saved.y, width, height };
    if (isReachable(bounds, workAreas)) return { bounds, maximized: saved.maximized };
  }
  return { bounds: { ...DEFAULT_WINDOW_SIZE }, maximized: saved?.maximized ?? false };
}

/**
 * Collects window moves and resizes and writes the newest state after the window has been still for
 * `delayMs` (a drag sends hundreds of events), and once more, at once, on close.
 */
export function createStateSaver(
  write: (state: WindowState) => void,
  delayMs = 400,
): { update(state: WindowState): void; flush(): void } {
  let pending: WindowState | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending) write(pending);
    pending = undefined;
  };
  return {
    update(state) {
      pending = state;
      if (timer) clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
    },
    flush,
  };
}
