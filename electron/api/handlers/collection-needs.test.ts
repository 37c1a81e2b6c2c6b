// What a deck still needs when it asks for printings (`byPrinting`), through the real API on the real C21 and AFC
// cards: Forge's lists pin a set alone ("Sol Ring|AFC"), and a deck marked built holds copies of any printing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { buildDeckTestDb } from '../../../test/deck-cards-db.ts';
import { sharedPath } from '../../../test/shared-data.ts';
import { createApi, type Api } from '../index.ts';
import type { Deck } from '../../../engine/decks/types.ts';
import { mtgjsonSet } from '../../../test/real-cards.ts';
import { missingAsItems } from '../../../engine/collection/needs.ts';
import { writeCollectionCsv } from '../../../engine/collection/csv.ts';

const AURA_FORGE = sharedPath('decks/forge-dck/Aura of Courage [AFC] [2021].dck');
const LOREHOLD = sharedPath('decks/plain-taw/cmd__c21__Lorehold Legacies.txt');

let env: ReturnType<typeof buildDeckTestDb>;
let api: Api;
let aura: Deck;
let lorehold: Deck;
/** Sol Ring's collector number in each set, from MTGJSON's files. */
const solRingNumber = (set: string) => mtgjsonSet(set).cards.find((c) => c.name === 'Sol Ring')!.number;

beforeAll(async () => {
  env = buildDeckTestDb(['C21', 'AFC']);
  api = createApi({ db: env.db });
  aura = (await api.invoke('decks.import', { text: readFileSync(AURA_FORGE, 'utf8'), fileName: 'aura.dck' })).deck;
  lorehold = (await api.invoke('decks.import', { text: readFileSync(LOREHOLD, 'utf8') })).deck;
});
afterAll(() => env.cleanup());

/** The collection made exactly these Sol Rings, one row per set (a finish after a slash: "afc/foil"). */
async function ownSolRings(...rings: string[]): Promise<void> {
  const rows = rings.map((ring) => {
    const [set, finish = ''] = ring.split('/');
    return `1,Sol Ring,${set},${solRingNumber(set.toUpperCase())},${finish}`;
  });
  await api.invoke('collection.import', {
    text: ['Count,Name,Edition,Collector Number,Foil', ...rows].join('\n'),
    mode: 'replace',
  });
}

const solRingLine = async (input: { deck: Deck; byPrinting: boolean }) =>
  (await api.invoke('collection.needs', input)).lines.find((l) => l.name === 'Sol Ring')!;

describe('collection.needs by printing', () => {
  let builtId: number | undefined;
  afterEach(async () => {
    if (builtId !== undefined) await api.invoke('decks.delete', { id: builtId });
    builtId = undefined;
  });

  it('a set pinned alone (Forge\'s "Sol Ring|AFC") is met by a copy of that set, whatever its number', async () => {
    const entry = aura.boards.main!.find((e) => e.name === 'Sol Ring')!;
    expect(entry.printing).toMatchObject({ set: 'AFC', collectorNumber: '' });
    await ownSolRings('afc');
    expect(await solRingLine({ deck: aura, byPrinting: true })).toMatchObject({ need: 1, have: 1, missing: 0 });
    await ownSolRings('c21');
    expect(await solRingLine({ deck: aura, byPrinting: true })).toMatchObject({ need: 1, have: 0, missing: 1 });
    // The missing list names the set without a number it does not have.
    expect((await api.invoke('collection.needs', { deck: aura, byPrinting: true })).text).toMatch(
      /^1 Sol Ring \(AFC\)$/m,
    );
  });

  it('a built deck that takes any Sol Ring leaves the AFC one to the deck that pins AFC, when it owns another', async () => {
    builtId = (await api.invoke('decks.save', { deck: lorehold, built: true })).id;
    // One AFC and one C21 Sol Ring: Lorehold Legacies (built, any printing) takes the C21 one.
    await ownSolRings('afc', 'c21');
    expect(await solRingLine({ deck: aura, byPrinting: true })).toMatchObject({ have: 1, missing: 0 });
    // The AFC one alone: the built deck holds it, so the AFC deck lacks it.
    await ownSolRings('afc');
    expect(await solRingLine({ deck: aura, byPrinting: true })).toMatchObject({ have: 0, missing: 1 });
    expect(await solRingLine({ deck: aura, byPrinting: false })).toMatchObject({ have: 0, missing: 1 });
  });
});

describe("collection.needs by printing and finish (Moxfield's *F* and *E* marks)", () => {
  /** A deck of this one Sol Ring line, pasted as Moxfield writes it. */
  const solRingDeck = async (line: string) => (await api.invoke('decks.import', { text: `1 ${line}\n` })).deck;
  const needs = async (deck: Deck) => await api.invoke('collection.needs', { deck, byPrinting: true });

  it('a foil pin is met by a foil copy of that printing only; a pin of no finish by any finish', async () => {
    const number = solRingNumber('AFC');
    const foil = await solRingDeck(`Sol Ring (AFC) ${number} *F*`);
    const plain = await solRingDeck(`Sol Ring (AFC) ${number}`);
    await ownSolRings('afc');
    expect(await solRingLine({ deck: foil, byPrinting: true })).toMatchObject({ have: 0, missing: 1 });
    expect(await solRingLine({ deck: plain, byPrinting: true })).toMatchObject({ have: 1, missing: 0 });
    // Without byPrinting any Sol Ring will do.
    expect(await solRingLine({ deck: foil, byPrinting: false })).toMatchObject({ have: 1, missing: 0 });
    await ownSolRings('afc/foil');
    expect(await solRingLine({ deck: foil, byPrinting: true })).toMatchObject({ have: 1, missing: 0 });
    expect(await solRingLine({ deck: plain, byPrinting: true })).toMatchObject({ have: 1, missing: 0 });
    // An etched foil is not the foil the pin asks for.
    await ownSolRings('afc/etched');
    expect(await solRingLine({ deck: foil, byPrinting: true })).toMatchObject({ have: 0, missing: 1 });
  });

  it('the missing foil keeps its finish in the list, the shopping CSV and the cost', async () => {
    const number = solRingNumber('AFC');
    await ownSolRings('c21');
    const etched = await needs(await solRingDeck(`Sol Ring (AFC) ${number} *E*`));
    expect(etched.missing).toEqual([
      expect.objectContaining({ name: 'Sol Ring', count: 1, set: 'afc', collectorNumber: number, finish: 'etched' }),
    ]);
    // The list reads back as the same etched printing.
    expect(etched.text).toBe(`1 Sol Ring (AFC) ${number} *E*\n`);
    const reread = (await api.invoke('decks.import', { text: etched.text })).deck.boards.main![0];
    expect(reread.printing).toMatchObject({ set: 'AFC', collectorNumber: number, foil: true, etched: true });
    // The shopping list's CSV (ManaBox's) says etched.
    const csv = writeCollectionCsv(missingAsItems(etched.missing, 'mtg'), 'manabox').split('\n');
    expect(csv[1].split(',')[csv[0].split(',').indexOf('Foil')]).toBe('etched');
    // Priced as the etched foil it is.
    expect(etched.cost.lines).toEqual([expect.objectContaining({ name: 'Sol Ring', finish: 'etched' })]);
  });

  it('a finish marked without a printing ("1 Sol Ring *F*") asks for a foil copy of any printing', async () => {
    const anyFoil = await solRingDeck('Sol Ring *F*');
    expect(anyFoil.boards.main![0].printing).toMatchObject({ set: '', foil: true });
    await ownSolRings('c21', 'afc');
    expect(await solRingLine({ deck: anyFoil, byPrinting: true })).toMatchObject({ have: 0, missing: 1 });
    expect((await needs(anyFoil)).text).toBe('1 Sol Ring *F*\n');
    await ownSolRings('c21/foil');
    expect(await solRingLine({ deck: anyFoil, byPrinting: true })).toMatchObject({ have: 1, missing: 0 });
  });

  it('of two decks asking for the one foil copy owned, the built one holds it', async () => {
    const number = solRingNumber('AFC');
    await ownSolRings('afc/foil', 'afc');
    const built = (
      await api.invoke('decks.save', { deck: await solRingDeck(`Sol Ring (AFC) ${number} *F*`), built: true })
    ).id;
    try {
      const foil = await solRingDeck(`Sol Ring (AFC) ${number} *F*`);
      expect(await solRingLine({ deck: foil, byPrinting: true })).toMatchObject({ have: 0, missing: 1 });
      // The nonfoil copy is still free for a deck that asks for no finish.
      const plain = await solRingDeck(`Sol Ring (AFC) ${number}`);
      expect(await solRingLine({ deck: plain, byPrinting: true })).toMatchObject({ have: 1, missing: 0 });
    } finally {
      await api.invoke('decks.delete', { id: built });
    }
  });
});
