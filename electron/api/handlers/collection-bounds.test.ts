// Values in range or refused: a collection row out of range is refused with its line and the rest imported;
// nothing stored, not even a row an older version let in, makes a later list or export fail. Through the real
// API over a real SQLite file of the real M21 cards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { buildDeckTestDb } from '../../../test/deck-cards-db.ts';
import { sharedPath } from '../../../test/shared-data.ts';
import { createApi, type Api } from '../index.ts';
import { ApiError } from '../define.ts';
import { MAX_COPIES_PER_ROW } from '../../../engine/collection/types.ts';
import type { Db } from '../../../db/open.ts';

const HEADER = 'Name,Set code,Collector number,Quantity';
const m21 = (
  JSON.parse(readFileSync(sharedPath('mtgjson/sets/M21.json'), 'utf8')) as {
    data: { cards: { name: string; number: string }[] };
  }
).data.cards
  .filter((c) => /^\d+$/.test(c.number))
  .slice(20, 23);
const row = (i: number, count: number | string) => `"${m21[i].name}",M21,${m21[i].number},${count}`;

let env: ReturnType<typeof buildDeckTestDb>;
let db: Db;
let api: Api;
const rows = () => db.prepare('SELECT card_name, count FROM collection ORDER BY card_name').all();

beforeAll(() => {
  env = buildDeckTestDb(['M21']);
  db = env.db;
  api = createApi({ db });
});
afterAll(() => env.cleanup());

describe('collection quantities are bounded when read and when merged', () => {
  it('a row with a quantity near 9e18 is refused with its line; the other rows are imported', async () => {
    const text = [HEADER, row(0, 2), row(1, '9000000000000000000'), row(2, 3)].join('\n');
    const result = await api.invoke('collection.import', { text, mode: 'replace' });
    expect(result.unreadable).toEqual([
      {
        line: 3,
        message: 'quantity "9000000000000000000" is not a whole number from 1 to 1,000,000',
        code: 'bad-quantity',
        params: { value: '9000000000000000000', max: '1,000,000' },
        text: row(1, '9000000000000000000'),
      },
    ]);
    expect(result.totals).toEqual({ rows: 2, copies: 5 });
    expect((await api.invoke('collection.list', {})).copies).toBe(5);
  });

  it(`a merge that would pass ${MAX_COPIES_PER_ROW.toLocaleString('en-US')} copies in a row skips that line and imports the rest`, async () => {
    await api.invoke('collection.import', {
      text: [HEADER, row(0, MAX_COPIES_PER_ROW - 1)].join('\n'),
      mode: 'replace',
    });
    const text = [HEADER, row(0, 2), row(1, 4)].join('\n');
    const result = await api.invoke('collection.import', { text, mode: 'merge' });
    expect(result.skipped).toEqual([
      {
        index: 0,
        line: 2,
        name: m21[0].name,
        reason: 'a row holds at most 1,000,000 copies; with this line there would be more',
        code: 'over-count',
        params: { max: '1,000,000' },
      },
    ]);
    expect(rows()).toEqual(
      [
        { card_name: m21[0].name, count: MAX_COPIES_PER_ROW - 1 },
        { card_name: m21[1].name, count: 4 },
      ].sort((a, b) => a.card_name.localeCompare(b.card_name)),
    );
  });

  it('two lines of one file that together pass the bound: the second is skipped with its line', async () => {
    const text = [HEADER, row(2, MAX_COPIES_PER_ROW), row(2, 1)].join('\n');
    const preview = await api.invoke('collection.preview', { text, mode: 'replace' });
    expect(preview.skipped.map((s) => s.line)).toEqual([3]);
    expect(preview.copies).toBe(MAX_COPIES_PER_ROW);
  });
});

describe('nothing stored makes a later read fail', () => {
  it('rows an older version stored near 9e18 are listed and exported; their sum does not overflow', async () => {
    await api.invoke('collection.import', { text: [HEADER, row(0, 1), row(1, 1)].join('\n'), mode: 'replace' });
    db.prepare('UPDATE collection SET count = 9000000000000000000').run();
    const list = await api.invoke('collection.list', {});
    expect(list.total).toBe(2);
    expect(list.copies).toBe(1.8e19);
    const listed = await api.invoke('collection.list', { query: 'own>=1' });
    expect(listed.total).toBe(2);
    const { text } = await api.invoke('collection.export', { flavor: 'manabox' });
    expect(text.split('\n').filter((l) => l.includes('9000000000000000000'))).toHaveLength(2);
  });

  it("own>= sums one card's rows near 9e18 each as a real number, not an overflowing integer", async () => {
    const text = [
      'Name,Set code,Collector number,Foil,Quantity',
      `"${m21[0].name}",M21,${m21[0].number},normal,1`,
      `"${m21[0].name}",M21,${m21[0].number},foil,1`,
    ].join('\n');
    await api.invoke('collection.import', { text, mode: 'replace' });
    db.prepare('UPDATE collection SET count = 9000000000000000000').run();
    const listed = await api.invoke('collection.list', { query: 'own>=2' });
    expect(listed.total).toBe(2);
    const found = await api.invoke('cards.search', { query: 'own>=1000000' });
    expect(found.cards.map((c) => c.name)).toEqual([m21[0].name]);
  });
});

describe('a hostile file is refused whole and changes nothing', () => {
  it.each([
    ['a binary file', { bytes: Uint8Array.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00]) }, /not text/],
    [
      'one line too long',
      { text: `${HEADER}\n"${'x'.repeat(20_000)}",M21,1,1\n` },
      /^line 2 of the collection CSV is 20,\d{3} characters long/,
    ],
  ])('%s: bad-file, one short line, the collection as it was', async (_what, input, message) => {
    const before = rows();
    const error = await api.invoke('collection.import', { ...input, mode: 'replace' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('bad-file');
    expect((error as ApiError).message).toMatch(message);
    expect((error as ApiError).message.length).toBeLessThan(200);
    expect(rows()).toEqual(before);
  });
});
