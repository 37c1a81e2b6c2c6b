// @vitest-environment node
// The transport the preload and the end-to-end bridge both sit on, over the real API and a real SQLite file.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { join } from 'node:path';
import { openDatabase } from '../../db/open.ts';
import { createApi } from '../api/index.ts';
import { ApiError } from '../api/define.ts';
import { createEventThrottle, createTransportServer, plainData, serializeError } from './transport.ts';
import { tempDir } from '../../test/shared-data.ts';

const cleanups: (() => void)[] = [];
afterEach(() => { for (const c of cleanups.splice(0).reverse()) c(); });

function realApi() {
  const tmp = tempDir();
  const db = openDatabase(join(tmp.dir, 'decklab.sqlite'));
  cleanups.push(tmp.cleanup, () => db.close());
  return createApi({ db });
}

describe('transport', () => {
  it('wraps results and failures in envelopes that keep the error code, message and details', async () => {
    const server = createTransportServer(realApi());
    const invalid = await server.handle('cards.get', { id: '' });
    expect(invalid.ok).toBe(false);
    if (!invalid.ok) {
      expect(invalid.error.code).toBe('invalid-input');
      expect(invalid.error.message).toContain('cards.get');
      expect(Array.isArray(invalid.error.details)).toBe(true);
    }
    expect(server.running()).toEqual([]);
  });

  it('answers host operations beside the handler map', async () => {
    const themes: string[] = [];
    const server = createTransportServer(realApi(), { 'shell.setTheme': ({ theme }) => { themes.push(theme); return null; } });
    expect(await server.handle('shell.setTheme', { theme: 'dark' })).toEqual({ ok: true, value: null });
    expect(themes).toEqual(['dark']);
    expect(await server.handle('shell.pickFiles', { purpose: 'deck' })).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(await server.handle('shell.setTheme', { theme: 'purple' })).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    expect(themes).toEqual(['dark']);
  });

  it('turns Maps, Sets and toJSON objects into plain data, and anything thrown into an internal error', () => {
    expect(plainData({ cards: new Map([['a', { n: 1, skip: undefined }]]), tags: new Set(['x']) })).toEqual({ cards: { a: { n: 1 } }, tags: ['x'] });
    expect(serializeError(new ApiError('bad-file', 'deck.txt line 3: no count', { line: 3 }))).toEqual({ code: 'bad-file', message: 'deck.txt line 3: no count', details: { line: 3 } });
    expect(serializeError(new TypeError('x is undefined'))).toEqual({ code: 'internal', message: 'x is undefined' });
  });

  it('coalesces progress events to the newest per type, and keeps every other event in order', () => {
    vi.useFakeTimers();
    try {
      const sent: { type: string; n?: number }[] = [];
      const throttle = createEventThrottle<{ type: string; n?: number }>((e) => sent.push(e), 50);
      for (let n = 1; n <= 1000; n++) throttle.push({ type: 'sim.progress', n });
      expect(sent).toEqual([]);
      vi.advanceTimersByTime(50);
      expect(sent).toEqual([{ type: 'sim.progress', n: 1000 }]);
      throttle.push({ type: 'sim.progress', n: 1001 });
      throttle.push({ type: 'sim.done' });
      expect(sent.slice(1)).toEqual([{ type: 'sim.progress', n: 1001 }, { type: 'sim.done' }]);
    } finally {
      vi.useRealTimers();
    }
  });
});
