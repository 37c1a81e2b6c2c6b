// @vitest-environment node
// The transport the preload and the end-to-end bridge both sit on, over the real API and a real SQLite file.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../../db/open.ts';
import { createApi, OPERATION_NAMES } from '../api/index.ts';
import { ApiError } from '../api/define.ts';
import {
  createEventThrottle,
  createTransportServer,
  DROP_MESSAGE,
  HOST_INPUTS,
  INVOKE_MESSAGE,
  plainData,
  serializeError,
} from './transport.ts';
import { CANCEL_OPERATION } from '../../protocol/bridge.ts';
import { createFileRegistry } from './files.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';
import { stringContaining } from '../../test/matchers.ts';
import { startScryfallStandIn } from '../../e2e/scryfall-stand-in.ts';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0).reverse()) c();
});

function realApi() {
  return apiInTempDir().api;
}

function apiInTempDir() {
  const tmp = tempDir();
  const db = openDatabase(join(tmp.dir, 'decklab.sqlite'));
  cleanups.push(tmp.cleanup, () => db.close());
  return { api: createApi({ db }), dir: tmp.dir };
}

describe('transport', () => {
  it('wraps results and failures in envelopes that keep the error code, message and details', async () => {
    const server = createTransportServer(realApi());
    const invalid = await server.handle('cards.get', { id: '' });
    expect(invalid.ok).toBe(false);
    if (!invalid.ok) {
      expect(invalid.error.code).toBe('invalid-input');
      expect(invalid.error.message).toBe('the id is empty; give an id or a name');
      expect(invalid.error.params).toEqual({ operation: 'cards.get' });
      expect(Array.isArray(invalid.error.details)).toBe(true);
    }
    expect(server.running()).toEqual([]);
  });

  it("passes an operation's own cancelled error with its details: a cancelled download says the bytes it kept", async () => {
    const standIn = await startScryfallStandIn({ throttle: { bytes: 2048, everyMs: 20 } });
    process.env.DECKLAB_SCRYFALL_API = standIn.url;
    cleanups.push(() => {
      delete process.env.DECKLAB_SCRYFALL_API;
      void standIn.close();
    });
    const { api } = apiInTempDir();
    const server = createTransportServer(api);
    const off = api.on((e) => {
      if (e.type === 'data.download.progress' && (e.bytes as number) >= 4096)
        void server.handle(CANCEL_OPERATION, { requestId: 'download' });
    });
    const answer = await server.handle('data.download', {}, 'download');
    off();
    expect(answer).toMatchObject({ ok: false, error: { code: 'cancelled', message: stringContaining('resumes') } });
    const kept = !answer.ok && (answer.error.details as { partialBytes: number }).partialBytes;
    expect(kept).toBeGreaterThanOrEqual(4096);
  });

  it('answers host operations beside the handler map', async () => {
    const themes: string[] = [];
    const server = createTransportServer(realApi(), {
      'shell.setTheme': ({ theme }) => {
        themes.push(theme);
        return null;
      },
    });
    expect(await server.handle('shell.setTheme', { theme: 'dark' })).toEqual({ ok: true, value: null });
    expect(themes).toEqual(['dark']);
    expect(await server.handle('shell.pickFiles', { purpose: 'deck' })).toMatchObject({
      ok: false,
      error: { code: 'not-found' },
    });
    expect(await server.handle('shell.setTheme', { theme: 'purple' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' },
    });
    expect(themes).toEqual(['dark']);
  });

  it('checks "Save as PDF"\'s title before the shell sees it: a string of 1 to 200 characters', async () => {
    const titles: string[] = [];
    const server = createTransportServer(realApi(), {
      'shell.savePdf': ({ title }) => {
        titles.push(title);
        return { saved: true };
      },
    });
    expect(await server.handle('shell.savePdf', { title: 'Basri - proxies' })).toEqual({
      ok: true,
      value: { saved: true },
    });
    for (const input of [{}, { title: '' }, { title: 'x'.repeat(201) }, { title: 7 }])
      expect(await server.handle('shell.savePdf', input)).toMatchObject({
        ok: false,
        error: { code: 'invalid-input' },
      });
    expect(titles).toEqual(['Basri - proxies']);
  });

  it('turns Maps, Sets and toJSON objects into plain data, and anything thrown into an internal error', () => {
    expect(plainData({ cards: new Map([['a', { n: 1, skip: undefined }]]), tags: new Set(['x']) })).toEqual({
      cards: { a: { n: 1 } },
      tags: ['x'],
    });
    expect(serializeError(new ApiError('bad-file', 'deck.txt line 3: no count', { line: 3 }))).toEqual({
      code: 'bad-file',
      message: 'deck.txt line 3: no count',
      details: { line: 3 },
    });
    expect(serializeError(new TypeError('x is undefined'))).toEqual({ code: 'internal', message: 'x is undefined' });
    expect(serializeError(new ApiError('not-found', 'no deck 7', { id: 7 }, { id: 7 }))).toEqual({
      code: 'not-found',
      message: 'no deck 7',
      params: { id: 7 },
      details: { id: 7 },
    });
  });

  it("answers only the handler map's own keys: constructor, __proto__ and toString are unknown operations", async () => {
    const server = createTransportServer(realApi());
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(await server.handle(name, {}), name).toEqual({
        ok: false,
        error: { code: 'not-found', message: `unknown operation "${name}"`, params: { operation: name } },
      });
    }
  });

  it('refuses an invoke message of another shape before looking anything up', async () => {
    const server = createTransportServer(realApi());
    for (const args of [
      [],
      [42, {}],
      ['cards.get', { name: 'Opt' }, 12],
      ['constructor', {}],
      ['cards.get/../x', {}],
      ['x'.repeat(5000), {}],
    ]) {
      expect(await server.handleMessage(args), JSON.stringify(args).slice(0, 40)).toMatchObject({
        ok: false,
        error: { code: 'invalid-input', message: stringContaining('not a call') },
      });
    }
    expect(await server.handleMessage(['data.status', {}, 'r1'])).toMatchObject({
      ok: true,
      value: { cards: { mtg: 0, dm: 0 } },
    });
    expect(await server.handleMessage(['data.status', {}])).toMatchObject({ ok: true });
  });

  it('takes the name of every operation there is, of the API, the shell and the transport', () => {
    for (const name of [...OPERATION_NAMES, ...Object.keys(HOST_INPUTS), CANCEL_OPERATION])
      expect(INVOKE_MESSAGE.safeParse([name, {}]).success, name).toBe(true);
  });

  it('takes only lists of paths from the drop channel', () => {
    expect(DROP_MESSAGE.safeParse([['/tmp/a.txt', 'C:\\decks\\b.dek']]).success).toBe(true);
    for (const args of [[], ['/tmp/a.txt'], [[1]], [['']], [{ length: 1, 0: '/tmp/a' }]])
      expect(DROP_MESSAGE.safeParse(args).success, JSON.stringify(args)).toBe(false);
  });
});

describe('files named by handle where the renderer calls (issue 14)', () => {
  it('imports a file the user picked by its handle, and refuses a bare path: nothing read, nothing imported', async () => {
    const { api, dir } = apiInTempDir();
    const files = createFileRegistry();
    const server = createTransportServer(api, {}, { files });
    const secret = join(dir, 'secret.txt');
    writeFileSync(secret, 'FIRST LINE OF A PRIVATE FILE\nsecond line\n');
    for (const input of [{ files: [secret] }, { files: ['not-a-handle'] }, { files: secret }, {}]) {
      const refused = await server.handle('data.import', input);
      expect(refused, JSON.stringify(input)).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
      expect(JSON.stringify(refused)).not.toContain('PRIVATE');
      // Plain sentences, as the API's own input refusals are (electron/api/input-issues.ts), not the validator's.
      expect(JSON.stringify(refused)).not.toMatch(/✖|data\.import:/);
    }
    expect((await api.invoke('data.status', {})).cards.mtg).toBe(0);

    const picked = files.offer(sharedPath('scryfall/scooze/test_cards.jsonl'));
    expect(picked).toMatchObject({ name: 'test_cards.jsonl', kind: 'data' });
    expect(picked).not.toHaveProperty('path');
    const imported = await server.handle('data.import', { files: [picked.handle] });
    expect(imported).toMatchObject({ ok: true });
    expect((await api.invoke('data.status', {})).cards.mtg).toBeGreaterThan(0);
  });

  it('speaks in paths between the shell and its worker (no registry)', async () => {
    const server = createTransportServer(realApi());
    expect(
      await server.handle('data.import', { files: [sharedPath('scryfall/scooze/test_cards.jsonl')] }),
    ).toMatchObject({ ok: true });
  });
});

describe('transport events', () => {
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
