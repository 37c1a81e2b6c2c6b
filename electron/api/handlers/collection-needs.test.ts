// What a deck still needs when it asks for printings (`byPrinting`), through the real API on the real C21 and AFC
// cards: Forge's lists pin a set alone ("Sol Ring|AFC"), and a deck marked built holds copies of any printing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { buildDeckTestDb } from '../../../test/deck-cards-db.ts';
import { sharedPath } from '../../../test/shared-data.ts';
import { createApi, type Api } from '../index.ts';
import type { Deck } from '../../../engine/decks/types.ts';
import { mtgjsonSet } from '../../../test/real-cards.ts';

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

/** The collection made exactly these Sol Rings, one row per set. */
async function ownSolRings(...sets: string[]): Promise<void> {
  const rows = sets.map((set) => `1,Sol Ring,${set},${solRingNumber(set.toUpperCase())}`);
  await api.invoke('collection.import', {
    text: ['Count,Name,Edition,Collector Number', ...rows].join('\n'),
    mode: 'replace',
  });
}

const solRingLine = async (input: { deck: Deck; byPrinting: boolean }) =>
  (await api.invoke('collection.needs', input)).lines.find((l) => l.name === 'Sol Ring')!;

describe('collection.needs by printing', () => {
  let builtId: number | undefined;
  beforeEach(async () => {
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
