// An MTGO .dek names each card by one printing's MTGO catalog id (CatID), so a pinned printing, a set pinned alone or
// a foil pin is written only where MTGJSON gives that printing an id (`identifiers.mtgoId`, `mtgoFoilId`). Where it
// gives none, the .dek names another MTGO printing: the export names each such card with its pin and why, as the
// other notices name cards. The ids expected are read straight from MTGJSON's set files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createApi, type Api } from '../index.ts';
import { buildDeckTestDb } from '../../../test/deck-cards-db.ts';
import { sharedPath } from '../../../test/shared-data.ts';
import { mtgjsonSet } from '../../../test/real-cards.ts';
import { BOARDS } from '../../../engine/decks/types.ts';

let api: Api;
let cleanup = (): void => {};
beforeAll(() => {
  const cards = buildDeckTestDb(['C21', 'STX', 'AFR', 'M21']);
  api = createApi({ db: cards.db });
  cleanup = cards.cleanup;
});
afterAll(() => cleanup());

/** MTGJSON's printings of a card in a set: its numbers and MTGO ids. */
const printingsIn = (set: string, name: string) => mtgjsonSet(set).cards.filter((c) => c.name === name);
const onMtgo = (name: string) =>
  ['C21', 'STX', 'AFR', 'M21'].some((set) => printingsIn(set, name).some((c) => c.identifiers.mtgoId));

async function dek(text: string) {
  const { deck } = await api.invoke('decks.import', { text });
  return { deck, ...(await api.invoke('decks.export', { deck, format: 'mtgo-dek' })) };
}

describe('an MTGO .dek names the pins it could not write by CatID, and why', () => {
  it('Forge\'s Lorehold Legacies (sets pinned alone, "|C21"): each card whose set has no MTGO printing', async () => {
    const forge = readFileSync(sharedPath('decks', 'forge-dck', 'Lorehold Legacies [C21] [2021].dck'), 'utf8');
    const { deck, notices } = await dek(forge);
    const entries = BOARDS.flatMap((b) => deck.boards[b] ?? []);
    // Every pin of the Forge file is a set alone; a card is lost to it where C21's file gives it no MTGO id (Lorehold
    // Campus is not in C21's file at all), yet another set's printing has one, whose CatID is written.
    expect(entries.every((e) => e.printing?.set === 'C21' && !e.printing.collectorNumber)).toBe(true);
    const lost = entries.filter((e) => !printingsIn('C21', e.name).some((c) => c.identifiers.mtgoId) && onMtgo(e.name));
    expect(lost.map((e) => e.name)).toEqual(expect.arrayContaining(['Lorehold Campus', 'Rip Apart', 'Mountain']));
    const notice = notices.find((n) => n.code === 'mtgo-set-missing');
    expect(notice).toMatchObject({ cards: lost.reduce((n, e) => n + e.count, 0) });
    const pins = [...new Set(lost.map((e) => `${e.name} (C21)`))];
    expect(String(notice!.params.pins).length).toBe(pins.join(', ').length);
    for (const pin of pins) expect(notice!.params.pins).toContain(pin);
    expect(notice!.message).toContain('no printing with an MTGO catalog id (CatID) in the set pinned');
    // "1 Osgir, the Reconstructor+|C21": C21's Osgir has an MTGO id (#8) but no foil one, so it is written nonfoil.
    expect(printingsIn('C21', 'Osgir, the Reconstructor').map((c) => c.identifiers.mtgoFoilId)).toEqual([
      undefined,
      undefined,
    ]);
    expect(notices.find((n) => n.code === 'mtgo-foil-missing')).toMatchObject({
      cards: 1,
      params: { pins: 'Osgir, the Reconstructor (C21)' },
    });
    // Nothing is named twice as a lost printing without saying which.
    expect(notices.map((n) => n.code)).not.toContain('printings-omitted');
    expect(notices.map((n) => n.code)).not.toContain('foil-omitted');
  });

  it('a printing pinned that MTGO lacks (Osgir C21 335, its extended art) is named with its number', async () => {
    const [extended] = printingsIn('C21', 'Osgir, the Reconstructor').filter((c) => c.number === '335');
    expect(extended.identifiers.mtgoId).toBeUndefined();
    const sol = printingsIn('C21', 'Sol Ring').find((c) => c.number === '263')!;
    expect(sol.identifiers.mtgoId).toBeDefined();
    const { text, notices } = await dek('1 Osgir, the Reconstructor (C21) 335\n1 Sol Ring (C21) 263\n2 Island');
    expect(notices.find((n) => n.code === 'mtgo-printing-missing')).toMatchObject({
      cards: 1,
      params: { pins: 'Osgir, the Reconstructor (C21 335)' },
    });
    // Sol Ring's pinned printing is on MTGO: its own CatID is written and it is named nowhere.
    expect(text).toContain(`CatID="${sol.identifiers.mtgoId}"`);
    expect(notices.map((n) => n.message).join('\n')).not.toContain('Sol Ring');
  });

  it('a foil pinned alone ("1 Basri, Devoted Paladin [foil]", the taw precon) is named by the card alone', async () => {
    // Wizards' M21 planeswalker deck: Basri's only printing in the data, M21 320, has an MTGO id but no foil one.
    expect(printingsIn('M21', 'Basri, Devoted Paladin').map((c) => c.identifiers.mtgoFoilId)).toEqual([undefined]);
    const taw = readFileSync(sharedPath('decks', 'plain-taw', 'pw__m21__Basri, Devoted Paladin.txt'), 'utf8');
    const { notices } = await dek(taw);
    expect(notices.find((n) => n.code === 'mtgo-foil-missing')).toMatchObject({
      cards: 1,
      params: { pins: 'Basri, Devoted Paladin' },
    });
  });
});
