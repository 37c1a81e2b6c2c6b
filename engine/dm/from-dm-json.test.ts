import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedPath } from '../../test/shared-data.ts';
import { CardDataError } from '../cards/errors.ts';
import type { CardRecord } from '../cards/types.ts';
import { cardFromDmJson, tcgSetCode } from './from-dm-json.ts';
import { cardFromDmCsvRow } from './from-dm-csv.ts';
import Papa from 'papaparse';

const file = JSON.parse(readFileSync(sharedPath('duelmasters', 'Latepate64-DuelMastersCards.json'), 'utf8')) as {
  cards: Record<string, unknown>[];
};
const records = file.cards.map((raw) => cardFromDmJson(raw));
const byName = new Map(records.map((r) => [r.card.name, r]));
const named = (name: string): CardRecord => {
  const record = byName.get(name);
  if (!record) throw new Error(`no card named ${name}`);
  return record;
};

describe('cardFromDmJson (Latepate64 English TCG JSON)', () => {
  it('normalizes every card of the file, with every printing', () => {
    // data/README.md: 1,152 English TCG cards, one record each.
    expect(records).toHaveLength(1152);
    expect(new Set(records.map((r) => r.card.id)).size).toBe(file.cards.length);
    const printingsInFile = file.cards.reduce((n, c) => n + (c.printings as unknown[]).length, 0);
    expect(records.reduce((n, r) => n + r.printings.length, 0)).toBe(printingsInFile);
    for (const { card } of records) {
      expect(card.game).toBe('dm');
      expect(card.id).toMatch(/^dm:/);
      expect(card.colors).toEqual(card.dm?.civilizations);
      expect(card.colorIdentity).toEqual(card.dm?.civilizations);
    }
  });

  it("keeps each printing's illustrator and flavor text, the flavor's encoding repaired like the rules text", () => {
    const [charger] = named('Abduction Charger').printings;
    expect([charger.artist, charger.flavorText]).toEqual([
      'Akifumi Yamamoto',
      '"We have learned all we can about these specimens. But just to be sure, let\'s probe them again."',
    ]);
    const [patrol] = named('Aqua Patrol').printings;
    expect(patrol.artist).toBe('Haccan');
    expect(patrol.flavorText).toBe(
      '"The time is now! With this chance I\'ll fix the shields better than new!" \u2014Aqua Patrol',
    );
  });

  it("reads the README's card types: 925 creatures, 203 spells, 24 Cross Gear (but Shining Defense), 75 multi-civilization cards", () => {
    const count = (test: (r: CardRecord) => boolean) => records.filter(test).length;
    expect(count((r) => r.card.faces[0].types.includes('Creature'))).toBe(925);
    expect(count((r) => r.card.faces[0].types.includes('Spell'))).toBe(202);
    expect(count((r) => r.card.faces[0].types.includes('Cross Gear'))).toBe(25);
    expect(count((r) => r.card.colors.length > 1)).toBe(75);
  });

  it('reads a multi-civilization creature: Bombazar, Dragon of Destiny is fire and nature (DM 106.2b)', () => {
    const { card } = named('Bombazar, Dragon of Destiny');
    expect(card.dm?.civilizations).toEqual(['fire', 'nature']);
    expect(card.manaValue).toBe(7);
    expect(card.faces[0].subtypes).toEqual(['Armored Dragon', 'Earth Dragon']);
    expect(card.dm).toMatchObject({ zone: 'main', manaNumber: 1, isTwinpact: false, startsInBattleZone: false });
  });

  it('reads a "+" power (DM 206.2a): Adventure Boar is 1000+', () => {
    const { card } = named('Adventure Boar');
    expect(card.faces[0].power).toBe('1000+');
    expect(card.dm).toMatchObject({ power: 1000, powerPlus: true });
  });

  it('reads "0000+" as power 0 with a "+" (Magmadragon Ogrist Vhal), and a conditional breaker as no breaker (DM 509.2a)', () => {
    const { card } = named('Magmadragon Ogrist Vhal');
    expect(card.dm).toMatchObject({ power: 0, powerPlus: true, breaker: 1 });
  });

  it('reads breakers (DM 509.2b): Bolshack Dragon double, Überdragon Bajula triple; blockers and shield triggers as keywords', () => {
    expect(named('Bolshack Dragon').card.dm?.breaker).toBe(2);
    expect(named('Überdragon Bajula').card.dm?.breaker).toBe(3);
    expect(named('Acid Reflux, the Fleshboiler').card.keywords).toEqual(['Blocker', 'Slayer']);
    expect(named('Aqua Bouncer').card.keywords).toContain('Blocker');
  });

  it('repairs UTF-8 read as Windows-1252: "Ãœberdragon Bajula" and "Evolutionâ€”Put on"', () => {
    const raw = file.cards.find((c) => c.name === 'Ãœberdragon Bajula');
    expect(raw).toBeDefined();
    const { card } = cardFromDmJson(raw);
    expect(card.name).toBe('Überdragon Bajula');
    expect(card.id).toBe('dm:uberdragon bajula');
    expect(card.text).toMatch(/^Evolution—Put on one of your creatures/);
    expect(card.faces[0].supertypes).toEqual(['Evolution']);
    expect(card.faces[0].typeLine).toBe('Evolution Creature — Armored Dragon');
    expect(records.some((r) => /[ÃÂâ]€?/.test(r.card.name + r.card.text))).toBe(false);
  });

  it('gives TCG printings their own set codes, apart from the OCG codes of the CSV', () => {
    const ARTIST_AND_FLAVOR = {
      artist: 'Eiji Kaneda',
      flavorText: "The ever-increasing cries of the world only fuel the Dragons' anger.",
    };
    expect(tcgSetCode('DM-09 Fatal Brood of Infinite Ruin')).toBe('TCG-DM-09');
    expect(tcgSetCode('Promotional (Duel Masters Starter Deck)')).toBe('TCG-PROMOTIONAL-DUEL-MASTERS-STARTER-DECK');
    expect(named('Terradragon Anrist Vhal').printings).toEqual([
      {
        id: 'dm:TCG-DM-09:52/55',
        cardId: 'dm:terradragon anrist vhal',
        game: 'dm',
        set: 'TCG-DM-09',
        setName: 'DM-09 Fatal Brood of Infinite Ruin',
        collectorNumber: '52/55',
        lang: 'en',
        rarity: 'rare',
        finishes: [],
        ...ARTIST_AND_FLAVOR,
      },
      {
        id: 'dm:TCG-PROMOTIONAL:L18/Y2',
        cardId: 'dm:terradragon anrist vhal',
        game: 'dm',
        set: 'TCG-PROMOTIONAL',
        setName: 'Promotional',
        collectorNumber: 'L18/Y2',
        lang: 'en',
        rarity: 'rare',
        finishes: [],
        ...ARTIST_AND_FLAVOR,
      },
    ]);
  });

  it('rejects bad records with the card and the field', () => {
    const good = file.cards[0];
    expect(() => cardFromDmJson({ ...good, cost: 'seven' })).toThrow(/"Abduction Charger": bad "cost"/);
    expect(() => cardFromDmJson({ ...good, civilizations: ['Purple'] })).toThrow(/unknown civilization "Purple"/);
    expect(() => cardFromDmJson({ ...good, printings: [] })).toThrow(/"printings" is empty/);
    expect(() => cardFromDmJson({ ...good, name: undefined })).toThrow(/^card: missing "name"/);
    expect(() => cardFromDmJson('Abduction Charger')).toThrow(CardDataError);
  });

  it('types a card as its own text does where the file says otherwise (DM 302.3, 303, 801.1), as the Ravenite CSV does', () => {
    // "Cross Gear (Put this card into the battle zone. To cross this card …)": generated and crossed (303.2, 303.3b);
    // the file's type "Spell" cannot be, a spell never staying in the battle zone (302.3).
    expect(file.cards.find((c) => c.name === 'Shining Defense')?.type).toBe('Spell');
    const shining = named('Shining Defense').card;
    expect(shining.faces[0].types).toEqual(['Cross Gear']);
    expect(shining.typeLine).toBe('Cross Gear');
    // "Evolution—Put on one of your Angel Commands." (801.1), typed a plain creature by the file.
    for (const name of ['Alphadios, Lord of Spirits', 'Ryokudou, the Principle Defender'])
      expect(named(name).card.faces[0].supertypes, name).toEqual(['Evolution']);
    // A creature whose text names evolution creatures without being one stays a creature.
    expect(named('Lu Gila, Silver Rift Guardian').card.faces[0].supertypes).toEqual([]);
  });

  it('agrees with the Ravenite CSV on the card types and civilizations of every card both name, and on costs but one', () => {
    const rows = Papa.parse<Record<string, string>>(
      readFileSync(sharedPath('duelmasters', 'Ravenite0-All_Cards.csv'), 'utf8'),
      { header: true, skipEmptyLines: true },
    ).data;
    const csv = new Map<string, CardRecord['card']>();
    rows.forEach((row, i) => {
      if (!row.CardType) return; // the six blank "Joecard" rows
      const { card } = cardFromDmCsvRow(row, i + 2);
      csv.set(card.id, card);
    });
    const both = records.map((r) => r.card).filter((card) => csv.has(card.id));
    const typeWords = (card: CardRecord['card']) => card.faces.map((f) => [...f.supertypes, ...f.types].join(' '));
    expect(both.length).toBe(385);
    const differ = (by: (card: CardRecord['card']) => unknown) =>
      both.filter((card) => String(by(card)) !== String(by(csv.get(card.id)!))).map((card) => card.name);
    expect(differ(typeWords)).toEqual([]);
    expect(differ((card) => card.colors)).toEqual([]);
    // The TCG printing of Kip Chippotto costs 2, the OCG printings 3: neither file's text says which.
    const costs = both.filter((card) => card.dm?.cost !== csv.get(card.id)!.dm?.cost);
    expect(costs.map((card) => [card.name, card.dm?.cost, csv.get(card.id)!.dm?.cost])).toEqual([
      ['Kip Chippotto', 2, 3],
    ]);
  });
});
