// Forge's art index ("3 Island|M19|2": the second of M19's Island arts) through decks.export: Forge writes it back;
// every other format that keeps printings says it cannot, naming the cards. The deck is Forge's own M19 Welcome Deck.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createApi, type Api } from '../index.ts';
import type { Db } from '../../../db/open.ts';
import { importCardFiles } from '../../../db/import/import.ts';
import { openTempDb } from '../../../test/import-db.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import { DECK_LIST_FORMATS } from '../../../engine/decks/lists/index.ts';
import type { Deck } from '../../../engine/decks/types.ts';

const WELCOME = sharedPath('decks/forge-dck/Core Set 2019 Welcome Deck WU.dck');
const { dir, cleanup } = tempDir('decklab-forge-art-');
let db: Db;
let api: Api;
let deck: Deck;
beforeAll(async () => {
  db = openTempDb(dir);
  await importCardFiles(db, [sharedPath('mtgjson', 'sets', 'M20.json'), sharedPath('mtgjson', 'sets', 'M21.json')]);
  api = createApi({ db });
  deck = (await api.invoke('decks.import', { bytes: readFileSync(WELCOME), fileName: 'welcome.dck' })).deck;
});
afterAll(() => {
  db?.close();
  cleanup();
});

/** The file's lines with an art index, as [name, count, art]. */
const artLines = readFileSync(WELCOME, 'utf8')
  .split(/\r?\n/)
  .map((line) => /^(\d+) ([^|]+)\|M19\|(\d+)$/.exec(line))
  .filter((m) => m !== null)
  .map((m) => [m[2], Number(m[1]), Number(m[3])] as const);
const artCards = artLines.reduce((n, [, count]) => n + count, 0);

describe("Forge's art index", () => {
  it('is read from the real Welcome Deck: four arts each of M19 Island and Plains', () => {
    expect(artLines).toHaveLength(8);
    expect(
      (deck.boards.main ?? [])
        .filter((e) => e.printing?.artIndex !== undefined)
        .map((e) => [e.name, e.count, e.printing!.artIndex]),
    ).toEqual(artLines);
  });

  it('Forge writes it back and reads it the same', async () => {
    const { text, notices } = await api.invoke('decks.export', { deck, format: 'forge' });
    expect(notices.map((n) => n.code)).not.toContain('art-omitted');
    for (const [name, count, art] of artLines) expect(text).toContain(`${count} ${name}|M19|${art}\n`);
  });

  const others = DECK_LIST_FORMATS.filter(
    (f) => f.game === 'mtg' && f.id !== 'forge' && f.capabilities.printing !== 'none',
  );
  it.each(others.map((f) => [f.id]))(
    '%s says the arts are not written, for how many cards of which names',
    async (id) => {
      const { notices } = await api.invoke('decks.export', { deck, format: id });
      const art = notices.find((n) => n.code === 'art-omitted');
      expect(art).toMatchObject({ cards: artCards, params: { format: id, cards: artCards, names: 'Island, Plains' } });
    },
  );
});
