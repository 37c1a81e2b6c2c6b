// An MTGO .dek written by decks.export names each card by its MTGO catalog id (CatID), as MTGO's own files do
// (shared/data's real .dek: `<Cards CatID="49370" Quantity="4" Sideboard="false" Name="Blur Sliver" Annotation="0"/>`):
// MTGO reads a card by it and fails on a file without it (dr4fters/dr4ft#1454, Senryoku/Draftmancer#346). The ids
// checked here are MTGJSON's `identifiers.mtgoId`, read straight from the set files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createApi, type Api } from '../index.ts';
import { buildDeckTestDb } from '../../../test/deck-cards-db.ts';
import { sharedPath } from '../../../test/shared-data.ts';
import { mtgjsonSet } from '../../../test/real-cards.ts';

const SETS = ['M21', 'IKO', 'THB', 'M20', 'AFC', 'AFR', 'C21', 'ELD'];
let api: Api;
let cleanup = (): void => {};
beforeAll(() => {
  const cards = buildDeckTestDb(SETS);
  api = createApi({ db: cards.db });
  cleanup = cards.cleanup;
});
afterAll(() => cleanup());

/** Every MTGO catalog id MTGJSON gives a card name in the sets loaded. */
function mtgoIdsByName(): Map<string, Set<number>> {
  const ids = new Map<string, Set<number>>();
  for (const code of SETS)
    for (const card of mtgjsonSet(code).cards) {
      const set = ids.get(card.name) ?? new Set<number>();
      if (card.identifiers.mtgoId) set.add(Number(card.identifiers.mtgoId));
      ids.set(card.name, set);
    }
  return ids;
}

/** The real MTGO file's element shape: CatID first, then Quantity, Sideboard, Name, Annotation. */
const MTGO_CARDS =
  /^\s*<Cards CatID="(\d+)" Quantity="(\d+)" Sideboard="(true|false)" Name="([^"]+)" Annotation="0"\s*\/>$/;
/** Any <Cards> element: its CatID when it has one, and its name with the XML escapes read. */
const CARDS = /<Cards (?:CatID="(\d+)" )?Quantity="\d+" Sideboard="(?:true|false)" Name="([^"]+)"/;

const unescape = (text: string) =>
  text
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const cardLines = (text: string) => text.split('\n').filter((l) => l.includes('<Cards'));

/** Each written card's name and CatID (undefined when it has none). */
function writtenCards(text: string): Map<string, number | undefined> {
  return new Map(
    cardLines(text).map((line) => {
      const m = CARDS.exec(line)!;
      return [unescape(m[2]), m[1] === undefined ? undefined : Number(m[1])];
    }),
  );
}

async function exportDek(file: string) {
  const text = readFileSync(sharedPath('decks', 'plain-taw', file), 'utf8');
  const { deck } = await api.invoke('decks.import', { text });
  return { deck, ...(await api.invoke('decks.export', { deck, format: 'mtgo-dek' })) };
}

/**
 * Each card of a precon written with a catalog id MTGJSON gives one of its printings, and each card MTGJSON gives none
 * (a card MTGO never sold) written without one and named in the notice; the card counts add up.
 */
async function expectCatalogIds(file: string): Promise<{ withId: number; withoutId: number }> {
  const { deck, text, notices } = await exportDek(file);
  const ids = mtgoIdsByName();
  const written = writtenCards(text);
  const entries = [...(deck.boards.commander ?? []), ...(deck.boards.main ?? []), ...(deck.boards.side ?? [])];
  const without = entries.filter((e) => (ids.get(e.name)?.size ?? 0) === 0);
  for (const e of entries) {
    // MTGO names an adventure card by its front face, a split card "A/B" (peers.md §4).
    const name = [e.name, e.name.split(' // ')[0], e.name.replace(' // ', '/')].find((n) => written.has(n));
    expect(name, e.name).toBeDefined();
    if (without.includes(e)) expect(written.get(name!), e.name).toBeUndefined();
    else expect(ids.get(e.name)!.has(written.get(name!)!), e.name).toBe(true);
  }
  const notice = notices.find((n) => n.code === 'no-catalog-id');
  const copies = without.reduce((n, e) => n + e.count, 0);
  expect(notice?.cards ?? 0).toBe(copies);
  for (const e of without) expect(String(notice?.params.names)).toContain(e.name);
  return { withId: entries.length - without.length, withoutId: without.length };
}

describe('MTGO .dek catalog ids', () => {
  it('the real .dek in shared/data has the shape the writer copies', () => {
    const real = readFileSync(sharedPath('decks/mtgo-dek/justinbacle-mtg-org-sliver-test.dek'), 'utf8');
    expect(cardLines(real).every((l) => MTGO_CARDS.test(l))).toBe(true);
  });

  it('Basri, Devoted Paladin (M21): each card under the catalog id MTGJSON gives it; its deck-only cards named', async () => {
    const { withId, withoutId } = await expectCatalogIds('pw__m21__Basri, Devoted Paladin.txt');
    expect(withId).toBeGreaterThan(withoutId);
    const { text } = await exportDek('pw__m21__Basri, Devoted Paladin.txt');
    // Basri's Acolyte has one M21 printing on MTGO (its showcase M21 287 is paper only).
    expect(cardLines(text).find((l) => l.includes('Name="Basri&apos;s Acolyte"'))).toMatch(MTGO_CARDS);
    expect(writtenCards(text).get("Basri's Acolyte")).toBe(81243);
    // Read back, the same cards are found, and the same ones not (the card data has them in no set loaded).
    const back = await api.invoke('decks.import', { text });
    const unknown = (problems: { code: string; params?: Record<string, string> }[]) =>
      problems.filter((p) => p.code === 'unknown-card').map((p) => p.params?.name);
    const read = await api.invoke('decks.import', {
      text: readFileSync(sharedPath('decks', 'plain-taw', 'pw__m21__Basri, Devoted Paladin.txt'), 'utf8'),
    });
    expect(unknown(back.problems).sort()).toEqual(unknown(read.problems).sort());
  });

  it('Aura of Courage (AFC): the commander precon MTGO never sold has its new cards named as not importable', async () => {
    const { withId, withoutId } = await expectCatalogIds('cmd__afc__Aura of Courage.txt');
    expect(withId).toBeGreaterThan(0);
    expect(withoutId).toBeGreaterThan(0);
  });
});
