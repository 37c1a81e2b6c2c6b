// Why an import skipped a record, by reason code and values (engine/text/reasons.ts `skip.*`), on real card data:
// the expected codes, names, sets and numbers are read from the source files here, not from the importer.
import { afterAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { importCardFiles } from './import.ts';
import { ImportError } from './errors.ts';
import { openTempDb } from '../../test/import-db.ts';
import { findCardsByName } from '../cards.ts';
import { listBoosterSets } from '../boosters.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

type ScryfallObject = { name: string; layout: string; set: string; collector_number: string };

const LAYOUTS = sharedPath('scryfall/api-types-fixtures/Card/layouts');
const CSV_FILE = sharedPath('duelmasters/Ravenite0-All_Cards.csv');

function jsonFilesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? jsonFilesUnder(path) : [path];
    });
}

const objectsOf = (layout: string): ScryfallObject[] =>
  jsonFilesUnder(join(LAYOUTS, layout)).map((f) => JSON.parse(readFileSync(f, 'utf8')) as ScryfallObject);

/** Not cards of a deck (CR 111 tokens, 114 emblems, art-series cards), each by the reason it is skipped with. */
const NOT_CARDS = [
  ['Token', 'skip.token'],
  ['DoubleFacedToken', 'skip.token'],
  ['Emblem', 'skip.emblem'],
  ['ArtSeries', 'skip.art-series'],
] as const;
/** Cards of their own decks (CR 901.3 planes and phenomena, 904.3 schemes, 902.3 vanguards): imported, not skipped. */
const OWN_DECK_CARDS = ['Planar', 'Scheme', 'Vanguard'];

const { dir, cleanup } = tempDir('decklab-skip-reasons-');
afterAll(cleanup);

const written = (name: string, text: string) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};

describe('Scryfall objects of the layouts Decklab does not keep', () => {
  const skippedObjects = NOT_CARDS.flatMap(([layout, code]) => objectsOf(layout).map((o) => ({ o, code })));
  const kept = OWN_DECK_CARDS.flatMap(objectsOf);
  const file = written(
    'layouts.json',
    JSON.stringify([...kept.slice(0, 1), ...skippedObjects.map((s) => s.o), ...kept.slice(1)]),
  );
  const expected = skippedObjects.map(({ o, code }) => ({
    code,
    params: { name: o.name, layout: o.layout, set: o.set.toUpperCase(), number: o.collector_number },
  }));

  it.each([false, true])(
    'each token, emblem and art card names its reason, card, set and number (in a worker: %s)',
    async (worker) => {
      const db = openTempDb(dir, `layouts-${worker}.sqlite`);
      const result = await importCardFiles(db, [file], { worker });
      expect(skippedObjects).toHaveLength(13);
      expect(result.warnings.map((w) => w.why)).toEqual(expected);
      expect(result.warnings.map((w) => w.record)).toEqual(skippedObjects.map((_, i) => i + 2));
      // The English stays as it was for the CLI and the logs.
      expect(result.warnings[0].message).toBe(
        `skipped: "${skippedObjects[0].o.name}" is not a game card (layout "${skippedObjects[0].o.layout}")`,
      );
      db.close();
    },
  );

  it('planes, phenomena, schemes and vanguards are cards of their own decks, imported (CR 901.3, 902.3, 904.3)', async () => {
    const db = openTempDb(dir, 'own-decks.sqlite');
    const result = await importCardFiles(db, [file]);
    expect(result.skipped).toBe(skippedObjects.length);
    for (const o of kept)
      expect(
        findCardsByName(db, o.name).map((c) => c.layout),
        o.name,
      ).toEqual([o.layout]);
    db.close();
  });

  it('a file of tokens only is refused, and the refusal names the first skip by its reason', async () => {
    const tokens = objectsOf('Token');
    const db = openTempDb(dir, 'tokens-only.sqlite');
    const error = await importCardFiles(db, [written('tokens.json', JSON.stringify(tokens))]).catch((e: unknown) => e);
    db.close();
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).problem).toMatchObject({
      code: 'import.all-skipped',
      params: { skipped: tokens.length, first: 1, skip: 'skip.token', 'skip.name': tokens[0].name },
    });
  });
});

describe('MTGJSON set entries left out', () => {
  type Entry = { name: string; number: string; layout: string; manaCost?: string; faceName?: string };
  const khc = JSON.parse(readFileSync(sharedPath('mtgjson/sets/KHC.json'), 'utf8')) as {
    data: { code: string; cards: Entry[]; tokens: Entry[] };
  };
  const { cards, tokens } = khc.data;

  it('the set’s tokens among its cards: each a token by its set, number and name', async () => {
    const file = written(
      'khc-tokens.json',
      JSON.stringify({ ...khc, data: { ...khc.data, cards: [...cards, ...tokens] } }),
    );
    const db = openTempDb(dir, 'khc-tokens.sqlite');
    const result = await importCardFiles(db, [file]);
    db.close();
    expect(tokens.length).toBe(8);
    expect(result.warnings.map((w) => w.why)).toEqual(
      tokens.map((t) => ({
        code: 'skip.token',
        params: { set: 'KHC', name: t.name, number: t.number, layout: t.layout },
      })),
    );
  });

  it('a mana cost that cannot be read skips that card only, naming the face, the cost and the field', async () => {
    const index = cards.findIndex((c) => c.manaCost && !c.faceName);
    const broken = { ...cards[index], manaCost: '{2}{Q}' };
    const file = written(
      'khc-cost.json',
      JSON.stringify({ ...khc, data: { ...khc.data, cards: cards.map((c, i) => (i === index ? broken : c)) } }),
    );
    const db = openTempDb(dir, 'khc-cost.sqlite');
    const result = await importCardFiles(db, [file]);
    db.close();
    expect(result.warnings.map((w) => w.why)).toEqual([
      {
        code: 'skip.mana-cost',
        params: {
          set: 'KHC',
          number: broken.number,
          name: broken.name,
          face: broken.name,
          value: '{2}{Q}',
          field: `cards[0].manaCost`,
        },
      },
    ]);
  });
});

describe('an MTGJSON set whose booster configurations are malformed', () => {
  it('keeps no booster configuration, imports its cards, and names the set and the field', async () => {
    type SetFile = { data: { booster: Record<string, { boosters: unknown[] }> } };
    const mid = JSON.parse(readFileSync(sharedPath('mtgjson/sets/MID.json'), 'utf8')) as SetFile;
    mid.data.booster.default.boosters = [];
    const db = openTempDb(dir, 'mid-boosters.sqlite');
    const result = await importCardFiles(db, [written('mid-boosters.json', JSON.stringify(mid))]);
    const products = listBoosterSets(db).filter((b) => b.code === 'mid');
    db.close();
    expect(result.warnings.map((w) => w.why)).toEqual([
      { code: 'skip.boosters', params: { set: 'MID', field: 'booster.default.boosters' } },
    ]);
    // The cards import as they do from the file as published.
    const whole = openTempDb(dir, 'mid.sqlite');
    const published = await importCardFiles(whole, [sharedPath('mtgjson/sets/MID.json')]);
    whole.close();
    expect(result).toMatchObject({ cards: published.cards, printings: published.printings, skipped: 1 });
    expect(products).toEqual([]);
  });
});

describe('Duel Masters CSV rows left out', () => {
  const text = readFileSync(CSV_FILE, 'utf8');
  const { data: rows } = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  const [header] = text.split('\n');

  it('the Ravenite CSV’s blank cards (no CardType) by line, name, set and number', async () => {
    const db = openTempDb(dir, 'ravenite.sqlite');
    const result = await importCardFiles(db, [CSV_FILE]);
    db.close();
    const blank = rows.filter((r) => !r.CardType.trim());
    expect(blank).toHaveLength(6);
    expect(result.warnings.map((w) => w.why.code)).toEqual(blank.map(() => 'skip.blank-card'));
    expect(result.warnings.map(({ why: { params: p } }) => [p.name, p.set, p.number])).toEqual(
      blank.map((r) => [r.CardName, r.Set.trim(), r.SetNum.trim()]),
    );
  });

  it('a cost that is not a whole number and a twinpact without its "=====" line, each by its line', async () => {
    const plain = rows.find((r) => r.CardType === 'Creature' && !/[",\n]/.test(Object.values(r).join('')))!;
    const twinpact = rows.find((r) => r.CardType === 'Twinpact' && !r.CardName.includes('"'))!;
    const csvLine = (r: Record<string, string>) => Papa.unparse([r], { header: false, newline: '\n' });
    const file = written(
      'ravenite-bad.csv',
      [
        header,
        csvLine({ ...plain, Mana: 'six' }),
        csvLine({ ...twinpact, CardEffect: twinpact.CardEffect.replace(/\n=+\n/, '\n') }),
        csvLine(plain),
      ].join('\n') + '\n',
    );
    const db = openTempDb(dir, 'ravenite-bad.sqlite');
    const result = await importCardFiles(db, [file]);
    db.close();
    expect(result.warnings.map((w) => w.why)).toEqual([
      {
        code: 'skip.cost',
        params: {
          field: 'Mana',
          value: 'six',
          line: 2,
          name: plain.CardName,
          set: plain.Set.trim(),
          number: plain.SetNum.trim(),
        },
      },
      {
        code: 'skip.twinpact-text',
        params: {
          field: 'CardEffect',
          count: 0,
          line: 3,
          name: twinpact.CardName,
          set: twinpact.Set.trim(),
          number: twinpact.SetNum.trim(),
        },
      },
    ]);
  });
});

describe('Japanese names of printings the card data lacks', () => {
  it('a row without a Japanese name and a row whose printing is not stored, each by its line', async () => {
    // The file ends its lines with CRLF; its lines are taken without it, so every row written here ends alike.
    const ja = readFileSync(sharedPath('duelmasters/ja-names.csv'), 'utf8').split('\r\n');
    const { data: jaRows } = Papa.parse<Record<string, string>>(ja.join('\n'), { header: true, skipEmptyLines: true });
    const dm01 = jaRows.findIndex((r) => r.Set === 'DM-01');
    const other = jaRows.find((r) => r.Set !== 'DM-01')!;
    const csv = readFileSync(CSV_FILE, 'utf8');
    const { data: csvRows } = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
    const dmOnly = written(
      'dm-01.csv',
      Papa.unparse(
        csvRows.filter((r) => r.Set.trim() === 'DM-01'),
        { newline: '\n' },
      ),
    );
    const names = written(
      'ja-names.csv',
      [
        ja[0],
        ja[dm01 + 1],
        `${other.Set},${other.SetNum},"${other.CardName}",`,
        Papa.unparse([other], { header: false }),
      ].join('\n'),
    );
    const db = openTempDb(dir, 'ja-names.sqlite');
    await importCardFiles(db, [dmOnly]);
    const result = await importCardFiles(db, [names]);
    db.close();
    expect(result.warnings.map((w) => w.why)).toEqual([
      { code: 'skip.ja-name-incomplete', params: { line: 3 } },
      { code: 'skip.ja-name-no-printing', params: { line: 4, set: other.Set.trim(), number: other.SetNum.trim() } },
    ]);
  });
});
