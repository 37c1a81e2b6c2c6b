// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createStateSaver,
  DEFAULT_WINDOW_SIZE,
  initialWindowState,
  MAX_WINDOW_SIZE,
  MIN_WINDOW_SIZE,
  readWindowState,
  writeWindowState,
} from './window-state.ts';
import { tempDir } from '../../test/shared-data.ts';

const laptop = { x: 0, y: 0, width: 1920, height: 1080 };
const rightMonitor = { x: 1920, y: 0, width: 2560, height: 1440 };

describe('window size and place', () => {
  it('round-trips through its file and ignores a missing, corrupt or foreign one', () => {
    const tmp = tempDir();
    try {
      const file = join(tmp.dir, 'window-state.json');
      expect(readWindowState(file)).toBeUndefined();
      writeWindowState(file, { x: 10, y: 20, width: 1200, height: 800, maximized: true });
      expect(readWindowState(file)).toEqual({ x: 10, y: 20, width: 1200, height: 800, maximized: true });
      expect(existsSync(`${file}.tmp`)).toBe(false);
      writeFileSync(file, '{"x": 10, "y":');
      expect(readWindowState(file)).toBeUndefined();
      writeFileSync(file, JSON.stringify({ x: 'left', y: 0, width: 1, height: 1, maximized: false }));
      expect(readWindowState(file)).toBeUndefined();
    } finally {
      tmp.cleanup();
    }
  });

  it('reopens where it was while that place is on a display', () => {
    const saved = { x: 2100, y: 100, width: 1400, height: 900, maximized: false };
    expect(initialWindowState(saved, [laptop, rightMonitor])).toEqual({
      bounds: { x: 2100, y: 100, width: 1400, height: 900 },
      maximized: false,
    });
  });

  it('falls back to the default size when the monitor it was on is gone', () => {
    const saved = { x: 2100, y: 100, width: 1400, height: 900, maximized: true };
    expect(initialWindowState(saved, [laptop])).toEqual({ bounds: { ...DEFAULT_WINDOW_SIZE }, maximized: true });
  });

  it('never opens smaller than the minimum size', () => {
    const { bounds } = initialWindowState({ x: 0, y: 0, width: 300, height: 200, maximized: false }, [laptop]);
    expect(bounds.width).toBe(MIN_WINDOW_SIZE.width);
    expect(bounds.height).toBe(MIN_WINDOW_SIZE.height);
  });

  it('never opens larger than the maximum size, whatever finite size the file holds', () => {
    const { bounds } = initialWindowState({ x: 0, y: 0, width: 1e308, height: 1e308, maximized: false }, [laptop]);
    expect(bounds).toEqual({ x: 0, y: 0, ...MAX_WINDOW_SIZE });
  });

  it('a huge window far to the left of every display is not reachable once its size is clamped', () => {
    const saved = { x: -1e300, y: 0, width: 1e308, height: 1e308, maximized: false };
    expect(initialWindowState(saved, [laptop])).toEqual({ bounds: { ...DEFAULT_WINDOW_SIZE }, maximized: false });
  });

  it('writes once after a burst of moves, and at once when flushed', () => {
    vi.useFakeTimers();
    try {
      const writes: number[] = [];
      const saver = createStateSaver((s) => writes.push(s.x), 400);
      for (let x = 0; x < 100; x++) saver.update({ x, y: 0, width: 1000, height: 700, maximized: false });
      expect(writes).toEqual([]);
      vi.advanceTimersByTime(400);
      expect(writes).toEqual([99]);
      saver.update({ x: 5, y: 0, width: 1000, height: 700, maximized: false });
      saver.flush();
      expect(writes).toEqual([99, 5]);
    } finally {
      vi.useRealTimers();
    }
  });
});
