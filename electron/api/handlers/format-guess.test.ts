// A deck given to the goldfish, the playtest table and the advisor with no format is played in the one its list's
// shape makes, as the import dialog guesses it (engine/formats/guess.ts), through the real API on a real SQLite card
// database: the real C21 precon Lorehold Legacies, as its list reads (Osgir on the commander board) and as an MTGO .dek
// keeps it (Osgir and Lurrus in the sideboard), and the real ELD Brawl deck Faerie Schemes as an MTGO .dek.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Api } from '../index.ts';
import type { Deck } from '../../../engine/decks/types.ts';
import { buildDeckTestDb, LOREHOLD_AND_FAERIE_SETS } from '../../../test/deck-cards-db.ts';
import { sharedPath } from '../../../test/shared-data.ts';
import { createApi } from '../index.ts';

const deckFile = (file: string) => readFileSync(sharedPath('decks', 'plain-taw', file), 'utf8');
const OSGIR = 'Osgir, the Reconstructor';
const LURRUS = 'Lurrus of the Dream-Den';

let api: Api;
let cleanup: () => void;
let lorehold: Deck;
let loreholdDek: Deck;
let faerieSchemesDek: Deck;
/** The list imported, with no format, as an editor holds a list whose format was never chosen. */
const imported = async (text: string, format?: 'mtgo-dek') =>
  ({ ...(await api.invoke('decks.import', { text, format })).deck, format: undefined }) as Deck;
/** The deck written as an MTGO .dek (commander and companion in the sideboard) and read back. */
const asDek = async (deck: Deck) =>
  imported((await api.invoke('decks.export', { deck, format: 'mtgo-dek' })).text, 'mtgo-dek');

beforeAll(async () => {
  const built = buildDeckTestDb(LOREHOLD_AND_FAERIE_SETS);
  ({ cleanup } = built);
  api = createApi({ db: built.db });
  lorehold = await imported(deckFile('cmd__c21__Lorehold Legacies.txt'));
  loreholdDek = await asDek(await imported(`${deckFile('cmd__c21__Lorehold Legacies.txt')}\nCompanion\n1 ${LURRUS}\n`));
  faerieSchemesDek = await asDek(await imported(deckFile('brawl__eld__Faerie Schemes.txt')));
});
afterAll(() => cleanup());

/** CR 903.7 (40 life), 103.5c (the first mulligan free), 103.8c (every player draws): a Commander game's start. */
const COMMANDER_START = { startingLife: 40, freeFirstMulligan: true, firstPlayerDraws: true };

describe('a list with a command zone and no format', () => {
  it('CR 903.5a: Lorehold Legacies, Osgir and 99, starts a Commander game at the table and in the goldfish', async () => {
    expect(lorehold.boards.commander?.map((e) => e.name)).toEqual([OSGIR]);
    expect((await api.invoke('playtest.deck', { deck: lorehold })).setup).toMatchObject(COMMANDER_START);
    const run = await api.invoke('sim.run', { deck: lorehold, games: 200, seed: 3, workers: 0 });
    expect(run.setup).toMatchObject(COMMANDER_START);
  });

  it('CR 103.8c: the advisor plays the same Commander game whose singleton limit it keeps to (903.5b)', async () => {
    const advice = await api.invoke('advice.run', { deck: lorehold, games: 200, seed: 3, workers: 0 });
    // Every player draws on their first turn in a multiplayer game: on the play and on the draw are one game.
    expect(advice.sides).toEqual(['play']);
  });
});

describe('an MTGO .dek with its commander in the sideboard and no format', () => {
  it('CR 903.3, 702.139a: Lorehold Legacies plays as Commander, Osgir read as the commander and Lurrus as the companion', async () => {
    expect(loreholdDek.boards.side?.map((e) => e.name)).toEqual([OSGIR, LURRUS]);
    const { deck: table, setup } = await api.invoke('playtest.deck', { deck: loreholdDek });
    expect(setup).toMatchObject(COMMANDER_START);
    expect(table.commanders?.map((e) => e.card.name)).toEqual([OSGIR]);
    expect(table.sideboardRead?.map((p) => [p.code, p.rule, p.cards])).toEqual([
      ['deck.sideboard-read', '903.3', [OSGIR]],
      ['deck.sideboard-read', '702.139a', [LURRUS]],
    ]);
  });

  it('CR 903.12c–d: Faerie Schemes, 59 and Alela, plays as Brawl (25 life, the first mulligan free: 903.12g)', async () => {
    expect(faerieSchemesDek.boards.side?.map((e) => e.name)).toEqual(['Alela, Artful Provocateur']);
    const { deck: table, setup } = await api.invoke('playtest.deck', { deck: faerieSchemesDek });
    expect(setup).toMatchObject({ startingLife: 25, freeFirstMulligan: true });
    expect(table.commanders?.map((e) => e.card.name)).toEqual(['Alela, Artful Provocateur']);
  });
});
