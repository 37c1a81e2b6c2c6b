// A collection row's language chooses among the printings at its set and number: Scryfall's all_cards holds one per
// language there (engine/decks/printings.ts says the same of a set-only pin). Through the real API on a real SQLite
// file holding Scryfall's real Japanese Fire // Ice of Ultimate Masters (UMA 225, api-types fixtures) and, as
// all_cards holds beside it, its English printing: the same object in English under its own id (the shared data has
// no English UMA object).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type Db } from '../../../db/open.ts';
import { createApi, type Api } from '../index.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';

type Face = Record<string, unknown>;
type ScryfallObject = { id: string; lang: string; set: string; collector_number: string; card_faces: Face[] };

const dir = tempDir('decklab-collection-lang-');
const japanese = JSON.parse(
  readFileSync(sharedPath('scryfall/api-types-fixtures/Card/localized/SplitSpell.json'), 'utf8'),
) as ScryfallObject;
const withoutPrinted = (face: Face) =>
  Object.fromEntries(Object.entries(face).filter(([key]) => !key.startsWith('printed_')));
const english: ScryfallObject = {
  ...japanese,
  id: japanese.id.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
  lang: 'en',
  card_faces: japanese.card_faces.map(withoutPrinted),
};

let db: Db;
let api: Api;
beforeAll(async () => {
  db = openDatabase(join(dir.dir, 'decklab.sqlite'));
  api = createApi({ db });
  // The Japanese printing first: the order all_cards gave it, and the one a lookup by set and number alone met first.
  const files = [japanese, english].map((object, i) => {
    const file = join(dir.dir, `${i}-${object.lang}.json`);
    writeFileSync(file, JSON.stringify([object]));
    return file;
  });
  await api.invoke('data.import', { files });
});
afterAll(() => {
  db.close();
  dir.cleanup();
});

describe('a collection row of a printing held in several languages', () => {
  it('an English row owns the English printing, a Japanese row the Japanese one, by set and number or set alone', async () => {
    const set = japanese.set.toUpperCase();
    const number = japanese.collector_number;
    const csv = [
      'Count,Name,Edition,Collector Number,Language,Binder',
      `2,Fire // Ice,${set},${number},English,numbered`,
      `1,Fire // Ice,${set},${number},Japanese,numbered`,
      `3,Fire // Ice,${set},,English,set alone`,
      `4,Fire // Ice,${set},,Japanese,set alone`,
    ].join('\n');
    await api.invoke('collection.import', { text: csv, mode: 'replace' });
    const rows = (await api.invoke('collection.list', {})).cards;
    expect(rows.map((r) => [r.count, r.lang, r.set, r.number, r.printingId]).sort()).toEqual(
      [
        [2, 'en', japanese.set, number, english.id],
        [1, 'ja', japanese.set, number, japanese.id],
        [3, 'en', japanese.set, number, english.id],
        [4, 'ja', japanese.set, number, japanese.id],
      ].sort(),
    );
  });
});
