// The collection in a Japanese window: its rows by the Japanese names MTGJSON's foreignData gives (English for a card
// without one), in Japanese collation, listed plainly and through a query, page after page; English by default. A row
// asked for by id is located in either order, as the collection screen's selection follows it across a re-sort.
// Through the real API over a real SQLite file of the real Strixhaven cards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { buildDeckTestDb } from '../../../test/deck-cards-db.ts';
import { sharedPath } from '../../../test/shared-data.ts';
import { createApi, type Api } from '../index.ts';

interface SetCard {
  name: string;
  number: string;
  types: string[];
  foreignData?: { language: string; name: string }[];
}
const stx = (JSON.parse(readFileSync(sharedPath('mtgjson/sets/STX.json'), 'utf8')) as { data: { cards: SetCard[] } })
  .data.cards;
/** Strixhaven's creatures as the set file has them, one printing each. */
const creatures = [
  ...new Map(
    stx
      .filter((c) => c.types.includes('Creature') && /^\d+$/.test(c.number) && !c.name.includes('//'))
      .map((c) => [c.name, c] as const),
  ).values(),
].slice(0, 60);
/**
 * The name a Japanese window shows, read from the set file: the card's Japanese name in any of its printings (some
 * printings carry no foreignData), else its English one.
 */
const japaneseName = new Map(
  creatures.map((c) => [
    c.name,
    stx.flatMap((p) => (p.name === c.name ? (p.foreignData ?? []) : [])).find((f) => f.language === 'Japanese')?.name ??
      c.name,
  ]),
);

let env: ReturnType<typeof buildDeckTestDb>;
let api: Api;

beforeAll(async () => {
  env = buildDeckTestDb(['STX']);
  api = createApi({ db: env.db });
  const text = ['Name,Set code,Collector number,Quantity', ...creatures.map((c) => `"${c.name}",STX,${c.number},1`)];
  const imported = await api.invoke('collection.import', { text: text.join('\n'), mode: 'replace' });
  expect(imported.unreadable).toEqual([]);
});
afterAll(() => env.cleanup());

/** Every row's card name, page by page, listed by the names given. */
async function listed(names: 'english' | 'japanese', query?: string): Promise<string[]> {
  const rows: string[] = [];
  for (let page = 1; ; page++) {
    const result = await api.invoke('collection.list', { names, page, limit: 25, ...(query ? { query } : {}) });
    rows.push(...result.cards.map((c) => c.name));
    if (rows.length >= result.total) return rows;
  }
}

const ja = new Intl.Collator('ja');
const inJapaneseOrder = (names: readonly string[]) =>
  [...names].sort((a, b) => ja.compare(japaneseName.get(a)!, japaneseName.get(b)!) || ja.compare(a, b));

describe('collection.list by the names the window shows', () => {
  it('lists the rows by their Japanese names in a Japanese window, plainly and through a query', async () => {
    expect([...japaneseName.values()].filter((n, i) => n !== creatures[i].name).length).toBeGreaterThan(40);
    const plain = await listed('japanese');
    expect(plain).toHaveLength(creatures.length);
    expect(plain).toEqual(inJapaneseOrder(plain));
    const queried = await listed('japanese', 't:creature');
    expect(queried).toEqual(inJapaneseOrder(queried));
    expect(queried).toHaveLength(creatures.length);
  });

  it('lists them by their English names otherwise', async () => {
    const english = await listed('english');
    expect(english).toEqual([...english].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(english).not.toEqual(await listed('japanese'));
  });
});

describe('collection.list locates a row in the order it lists', () => {
  /** Every row's id, page by page, as `listed` reads the names. */
  async function ids(names: 'english' | 'japanese', query?: string): Promise<number[]> {
    const rows: number[] = [];
    for (let page = 1; ; page++) {
      const result = await api.invoke('collection.list', { names, page, limit: 25, ...(query ? { query } : {}) });
      rows.push(...result.cards.map((c) => c.id));
      if (rows.length >= result.total) return rows;
    }
  }

  it('says where a row stands in the English and the Japanese order, beyond the first page too', async () => {
    for (const query of [undefined, 't:creature']) {
      const english = await ids('english', query);
      const japanese = await ids('japanese', query);
      // Rows that move between the orders, some past the first page of 25 in one of them.
      const moved = english.filter((id, i) => japanese.indexOf(id) !== i);
      expect(moved.length).toBeGreaterThan(40);
      expect(moved.some((id) => japanese.indexOf(id) >= 25 && english.indexOf(id) < 25)).toBe(true);
      for (const id of moved) {
        for (const [names, order] of [
          ['english', english],
          ['japanese', japanese],
        ] as const) {
          const answer = await api.invoke('collection.list', {
            names,
            locate: id,
            limit: 25,
            ...(query ? { query } : {}),
          });
          expect(answer.located).toBe(order.indexOf(id));
        }
      }
    }
  });

  it('answers null for a row the list lacks, and nothing when no row is asked for', async () => {
    const red = await ids('japanese', 'c:r');
    const other = (await ids('english')).find((id) => !red.includes(id))!;
    expect(red.length).toBeGreaterThan(5);
    const answer = await api.invoke('collection.list', { names: 'japanese', query: 'c:r', locate: other });
    expect(answer.total).toBe(red.length);
    expect(answer.located).toBeNull();
    const gone = await api.invoke('collection.list', { names: 'japanese', locate: 999_999 });
    expect(gone.located).toBeNull();
    expect('located' in (await api.invoke('collection.list', { names: 'japanese' }))).toBe(false);
  });
});
