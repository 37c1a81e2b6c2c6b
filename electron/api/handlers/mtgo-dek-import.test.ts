// An MTGO .dek read back by its CatIDs: MTGO's own files name each card by its catalog id (peers.md §4, shared/data's
// real .dek), which is one printing, or the foil copy of one: MTGJSON's identifiers.mtgoId and mtgoFoilId, read here
// straight from the set files. A line whose Name is missing or unknown is found by its CatID; a CatID pins the
// printing it names; a deck written to .dek and read back keeps its printings and foils.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createApi, type Api } from '../index.ts';
import { buildDeckTestDb } from '../../../test/deck-cards-db.ts';
import { sharedPath } from '../../../test/shared-data.ts';
import { mtgjsonSet } from '../../../test/real-cards.ts';
import type { DeckEntry } from '../../../engine/decks/types.ts';

const SETS = ['THB', 'IKO', '10E', 'DGM'];
let api: Api;
let cleanup = (): void => {};
beforeAll(() => {
  const cards = buildDeckTestDb(SETS);
  api = createApi({ db: cards.db });
  cleanup = cards.cleanup;
});
afterAll(() => cleanup());

const REAL_DEK = readFileSync(sharedPath('decks/mtgo-dek/justinbacle-mtg-org-sliver-test.dek'), 'utf8');

/** MTGJSON's entry of a set's card by collector number. */
function mtgjsonCard(set: string, number: string) {
  const card = (mtgjsonSet(set).cards as { number: string }[]).find((c) => c.number === number);
  return card as unknown as { name: string; number: string; identifiers: Record<string, string | undefined> };
}

const entryNamed = (entries: DeckEntry[] | undefined, name: string) => entries?.find((e) => e.name === name);
const pinOf = (e: DeckEntry | undefined) => e && [e.printing?.set, e.printing?.collectorNumber, !!e.printing?.foil];

describe('MTGO .dek: cards read back by their CatID', () => {
  it("the real .dek's CatIDs pin the printings MTGJSON gives them (Forest THB 254, Lead the Stampede IKO 163)", async () => {
    expect(mtgjsonCard('THB', '254').identifiers.mtgoId).toBe('79632');
    expect(mtgjsonCard('IKO', '163').identifiers.mtgoId).toBe('80335');
    const { deck } = await api.invoke('decks.import', { text: REAL_DEK, fileName: 'sliver.dek' });
    expect(pinOf(entryNamed(deck.boards.main, 'Forest'))).toEqual(['THB', '254', false]);
    expect(pinOf(entryNamed(deck.boards.main, 'Lead the Stampede'))).toEqual(['IKO', '163', false]);
    // The slivers are in no set loaded: found neither by name nor by CatID, none dropped.
    const blur = entryNamed(deck.boards.main, 'Blur Sliver');
    expect(blur?.count).toBe(4);
    expect(blur?.printing).toBeUndefined();
  });

  it("the real .dek's slivers, known by neither name nor CatID, are one error a line naming the card and both reasons", async () => {
    const { problems } = await api.invoke('decks.import', { text: REAL_DEK, fileName: 'sliver.dek' });
    const unknown = REAL_DEK.split('\n').flatMap((text, i) => {
      const [, catalogId, name] = /CatID="(\d+)".* Name="([^"]+)"/.exec(text) ?? [];
      return name && /Sliver|Hive/.test(name) ? [{ line: i + 1, name, catalogId }] : [];
    });
    expect(unknown).toHaveLength(15);
    expect(problems.map((p) => ({ line: p.line, ...p.params }))).toEqual(
      unknown.map((card) => ({ ...card, kind: 'name-and-catalog-id' })),
    );
    for (const [i, { name, catalogId }] of unknown.entries()) {
      expect(problems[i]).toMatchObject({ code: 'unknown-card', severity: 'error' });
      expect(problems[i].message).toBe(
        `no card named "${name}", and its CatID ${catalogId} is no printing in the card data`,
      );
    }
  });

  it('a known name whose CatID the card data lacks is read by its name, with one warning naming it', async () => {
    const text = REAL_DEK.replace('CatID="79632"', 'CatID="49370"');
    const { deck, problems } = await api.invoke('decks.import', { text, fileName: 'sliver.dek' });
    expect(entryNamed(deck.boards.main, 'Forest')?.count).toBe(16);
    const line = REAL_DEK.split('\n').findIndex((l) => l.includes('Name="Forest"')) + 1;
    const said = problems.filter((p) => p.line === line);
    expect(said.map(({ code, severity, params }) => ({ code, severity, params }))).toEqual([
      {
        code: 'unknown-printing',
        severity: 'warning',
        params: { name: 'Forest', catalogId: '49370', kind: 'catalog-id' },
      },
    ]);
    expect(said[0].message).toContain('the card is read by its name "Forest"');
  });

  it('a line without its Name, or with a name no card has, is found by its CatID', async () => {
    const text = REAL_DEK.replace(' Name="Lead the Stampede"', '').replace('Name="Forest"', 'Name="Forrest"');
    const { deck, problems } = await api.invoke('decks.import', { text, fileName: 'sliver.dek' });
    expect(pinOf(entryNamed(deck.boards.main, 'Lead the Stampede'))).toEqual(['IKO', '163', false]);
    expect(entryNamed(deck.boards.main, 'Lead the Stampede')?.count).toBe(4);
    expect(entryNamed(deck.boards.main, 'Forest')?.count).toBe(16);
    expect(problems.filter((p) => /Stampede|Forrest|80335|79632/.test(p.text))).toEqual([]);
  });

  it('a line with neither a Name nor a CatID the card data knows is skipped and said; a CatID naming another card loses to the name', async () => {
    const text = REAL_DEK.replace(' Name="Blur Sliver"', '').replace('CatID="80335"', 'CatID="79632"');
    const { deck, problems } = await api.invoke('decks.import', { text, fileName: 'sliver.dek' });
    expect(deck.boards.main?.some((e) => e.name === '')).toBe(false);
    expect(problems.find((p) => p.text.includes('CatID 49370'))).toMatchObject({
      code: 'unknown-card',
      severity: 'error',
    });
    const stampede = entryNamed(deck.boards.main, 'Lead the Stampede');
    expect(stampede?.printing).toBeUndefined();
    expect(problems.find((p) => p.code === 'printing-mismatch')?.params).toMatchObject({ printed: 'Forest' });
  });

  it("Arcanis's Guile (10E), every card pinned to its 10E printing and two foil: export to .dek and back gives the same printings", async () => {
    const taw = readFileSync(sharedPath('decks', 'plain-taw', "theme-40-std__10e__Arcanis's Guile.txt"), 'utf8');
    const { deck } = await api.invoke('decks.import', { text: taw });
    const tenth = mtgjsonSet('10E').cards as unknown as ReturnType<typeof mtgjsonCard>[];
    const pinned = structuredClone(deck);
    let foils = 0;
    for (const e of pinned.boards.main ?? []) {
      const card = tenth.find((c) => c.name === e.name && c.identifiers.mtgoId)!;
      const foil = foils < 2 && card.identifiers.mtgoFoilId !== undefined && !/Island/.test(e.name);
      if (foil) foils++;
      e.printing = { set: '10E', collectorNumber: card.number, ...(foil && { foil }) };
    }
    expect(foils).toBe(2);
    const { text, notices } = await api.invoke('decks.export', { deck: pinned, format: 'mtgo-dek' });
    // Each CatID is MTGJSON's: the foil id for a foil copy; no notice says a printing or foil is lost.
    for (const e of pinned.boards.main ?? []) {
      const card = mtgjsonCard('10E', e.printing!.collectorNumber);
      const id = e.printing!.foil ? card.identifiers.mtgoFoilId : card.identifiers.mtgoId;
      expect(text, e.name).toContain(`CatID="${id}" Quantity="${e.count}"`);
    }
    // MTGO .dek has no deck name or notes, which are said; nothing of the cards is.
    expect(notices.map((n) => n.code)).toEqual(['name-omitted', 'notes-omitted']);
    const back = await api.invoke('decks.import', { text, fileName: 'arcanis.dek' });
    const pins = (entries: DeckEntry[] | undefined) => (entries ?? []).map((e) => [e.name, e.count, ...pinOf(e)!]);
    expect(pins(back.deck.boards.main)).toEqual(pins(pinned.boards.main));
    expect(back.problems).toEqual([]);
  });
});
