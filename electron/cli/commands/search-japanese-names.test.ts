// `decklab search --names japanese` and `decklab collection list --names japanese`: order:name by the Japanese names
// MTGJSON's foreignData gives Champions of Kamigawa's cards (Intl.Collator ja, the English name settling ties, as
// engine/cards/shown-name-order.ts and a Japanese window have it), each card named by its Japanese name; English by
// default. Real CLI runs over a real SQLite file the CLI imported CHK into.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { captureCli } from '../../../test/cli.ts';
import { mtgjsonSet } from '../../../test/real-cards.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import { displayWidth } from '../columns.ts';
import type { SearchCardJson } from './search.ts';
import { foldName } from '../../../engine/text/fold.ts';

const work = tempDir();
const decklab = (...args: string[]) => captureCli(args, { DECKLAB_DB: join(work.dir, 'cli.sqlite') });

const chk = mtgjsonSet('CHK').cards.filter((c) => c.types.includes('Creature'));
/**
 * CHK's creatures as the set file has them: the English name and the Japanese one of its foreignData, in any of its
 * printings (some carry none). Flip cards (two names joined by //) are left to the card data's own naming.
 */
const creatures = new Map(
  chk
    .filter((c) => !c.name.includes('//'))
    .map((c) => {
      const foreign = chk.flatMap((p) => (p.name === c.name ? (p.foreignData ?? []) : []));
      return [c.name, foreign.find((f) => f.language === 'Japanese')?.name] as const;
    }),
);
const ja = new Intl.Collator('ja');
const shown = (name: string) => creatures.get(name) ?? name;
/**
 * engine/cards/shown-name-order.ts: the items with a Japanese name by it in Japanese collation, the English name
 * settling ties; then those without one (the flip cards) by their English names.
 */
const inJapaneseOrder = <T>(
  items: readonly T[],
  japaneseName: (item: T) => string | undefined | null,
  name: (item: T) => string,
) => {
  const untranslated = (item: T) => Number(japaneseName(item) == null);
  const shownName = (item: T) => japaneseName(item) ?? name(item);
  return [...items].sort(
    (a, b) =>
      untranslated(a) - untranslated(b) || ja.compare(shownName(a), shownName(b)) || ja.compare(name(a), name(b)),
  );
};

beforeAll(async () => {
  expect((await decklab('import', sharedPath('mtgjson/sets/CHK.json'))).code).toBe(0);
});
afterAll(work.cleanup);

async function searchJson(...args: string[]): Promise<SearchCardJson[]> {
  const run = await decklab('search', 's:chk', 't:creature', '--json', '--limit', '1000', ...args);
  expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
  return (JSON.parse(run.stdout) as { cards: SearchCardJson[] }).cards;
}

describe('decklab search --names', () => {
  it('orders by the Japanese names and gives each card its japaneseName with --names japanese', async () => {
    const cards = await searchJson('--names', 'japanese');
    const single = cards.filter((c) => creatures.has(c.name));
    expect(single).toHaveLength(creatures.size);
    expect(single.map((c) => c.japaneseName)).toEqual(single.map((c) => creatures.get(c.name) ?? null));
    expect(cards.filter((c) => c.japaneseName).length).toBeGreaterThan(100);
    expect(cards).toEqual(
      inJapaneseOrder(
        cards,
        (c) => c.japaneseName,
        (c) => c.name,
      ),
    );
    // The flip cards, which the card data names only in English, after every Japanese name.
    const flips = cards.filter((c) => c.name.includes('//'));
    expect(flips.length).toBeGreaterThan(5);
    expect(cards.slice(-flips.length)).toEqual(flips);
    expect(cards).not.toEqual(await searchJson());
  });

  it('orders by the English names by default and with --names english, with no japaneseName', async () => {
    const english = await searchJson();
    const folded = english.map((c) => foldName(c.name));
    expect(folded).toEqual([...folded].sort());
    expect(english.every((c) => !('japaneseName' in c))).toBe(true);
    expect(await searchJson('--names', 'english')).toEqual(english);
  });

  it('names each card in Japanese in the text, the mana costs in one column', async () => {
    const second = (await searchJson('--names', 'japanese')).slice(20, 40);
    const run = await decklab('search', 's:chk t:creature', '--names', 'japanese', '--limit', '20', '--page', '2');
    expect(run.code).toBe(0);
    const [count, ...lines] = run.stdout.trimEnd().split('\n');
    expect(count).toMatch(/^\d+ cards \(page 2 of \d+\)$/);
    expect(lines.map((line) => line.split('  ')[0].trimEnd())).toEqual(second.map((c) => c.japaneseName ?? c.name));
    expect(lines.filter((line) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(line)).length).toBeGreaterThan(15);
    // Each mana cost starts at the same cell: wide characters count two.
    const costAt = lines.map((line) => displayWidth(line.slice(0, line.indexOf('{'))));
    expect(new Set(costAt).size).toBe(1);
  });

  it('takes the language codes too, as convert does: --names ja is --names japanese, en is english', async () => {
    expect(await searchJson('--names', 'ja')).toEqual(await searchJson('--names', 'japanese'));
    expect(await searchJson('--names', 'en')).toEqual(await searchJson('--names', 'english'));
  });

  it('refuses another value of --names, naming both spellings, and says them in --help', async () => {
    for (const bad of ['jp', 'Japanese', '']) {
      const run = await decklab('search', 't:creature', '--names', bad);
      expect(run).toMatchObject({ code: 2, stdout: '' });
      expect(run.stderr).toBe(`decklab: --names must be english or japanese (or en, ja), not "${bad}"\n`);
    }
    for (const command of [['search'], ['collection', 'list'], ['convert']]) {
      const help = await decklab(...command, '--help');
      expect(help.stdout.replace(/\s+/g, ' ')).toContain('english or japanese (or en, ja) (default: "english")');
    }
  });
});

describe('decklab collection list --names', () => {
  it('lists the rows by their Japanese names and names them so with --names japanese', async () => {
    const flips = chk.filter((c) => c.layout === 'flip' && c.side === 'a').slice(0, 4);
    const owned = [...chk.filter((c) => creatures.has(c.name) && /^\d+$/.test(c.number)).slice(0, 40), ...flips];
    const csv = join(work.dir, 'owned.csv');
    writeFileSync(
      csv,
      ['Name,Set code,Collector number,Quantity', ...owned.map((c) => `"${c.name}",CHK,${c.number},1`)].join('\n'),
    );
    expect((await decklab('collection', 'import', csv)).code).toBe(0);

    const run = await decklab('collection', 'list', '--json', '--names', 'japanese');
    const rows = (JSON.parse(run.stdout) as { cards: { name: string; japaneseName: string | null }[] }).cards;
    const names = rows.map((r) => r.name);
    expect(names).toEqual(
      inJapaneseOrder(
        owned.map((c) => c.name),
        (name) => creatures.get(name),
        (name) => name,
      ),
    );
    expect(rows.map((r) => r.japaneseName)).toEqual(names.map((n) => creatures.get(n) ?? null));

    const short = await decklab('collection', 'list', '--json', '--names', 'ja');
    expect(JSON.parse(short.stdout)).toEqual(JSON.parse(run.stdout));
    const text = await decklab('collection', 'list', '--names', 'japanese');
    expect(text.stdout.split('\n').slice(0, 3)).toEqual(
      rows.slice(0, 3).map((r, i) => `  1 ${shown(names[i])}  CHK ${owned.find((c) => c.name === r.name)!.number}`),
    );
    const english = JSON.parse((await decklab('collection', 'list', '--json')).stdout) as { cards: { name: string }[] };
    expect(names.slice(-flips.length)).toEqual(flips.map((c) => c.name).sort());
    expect(english.cards.map((r) => r.name)).toEqual(owned.map((c) => c.name).sort());
    expect(english.cards.map((r) => r.name)).not.toEqual(names);
    expect('japaneseName' in english.cards[0]).toBe(false);
  });
});
