import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { sharedPath } from '../../test/shared-data.ts';
import { CardDataError, NonGameObjectError } from '../cards/errors.ts';
import type { CardRecord } from '../cards/types.ts';
import { ALL_SHIELDS } from './characteristics.ts';
import { cardFromDmCsvRow, DM_CSV_COLUMNS } from './from-dm-csv.ts';
import { cardFromDmJson } from './from-dm-json.ts';

const parsed = Papa.parse<Record<string, string>>(
  readFileSync(sharedPath('duelmasters', 'Ravenite0-All_Cards.csv'), 'utf8'),
  { header: true, skipEmptyLines: true },
);
const rows = parsed.data;
/** A record's number in the file, the header being row 1 (cells span lines, so this is not a line number). */
const rowNumber = (index: number) => index + 2;

const records: CardRecord[] = [];
const rejected: { row: number; error: unknown }[] = [];
rows.forEach((row, i) => {
  try {
    records.push(cardFromDmCsvRow(row, rowNumber(i)));
  } catch (error) {
    rejected.push({ row: rowNumber(i), error });
  }
});
const byName = new Map(records.map((r) => [r.card.name, r]));
const named = (name: string): CardRecord => {
  const record = byName.get(name);
  if (!record) throw new Error(`no card named ${name}`);
  return record;
};
const rowOf = (name: string, set: string) => {
  const row = rows.find((r) => r.CardName === name && r.Set === set);
  if (!row) throw new Error(`no row ${name} in ${set}`);
  return row;
};

describe('cardFromDmCsvRow (Ravenite CSV)', () => {
  it('reads the header the README documents', () => {
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...DM_CSV_COLUMNS]);
  });

  it('normalizes every row but the six blank "Joecard" rows, which it rejects with their reason', () => {
    // data/README.md: 10,344 printings of 3,333 distinct names.
    expect(rows).toHaveLength(10344);
    expect(records.length + rejected.length).toBe(rows.length);
    expect(rejected.map((r) => r.row)).toEqual([525, 526, 527, 528, 529, 530]);
    for (const { error } of rejected) {
      expect(error).toBeInstanceOf(NonGameObjectError);
      expect((error as NonGameObjectError).layout).toBe('blank card, no CardType');
      expect((error as Error).message).toMatch(/^row \d+ \("Joecard"\): "Joecard" is not a game card/);
    }
    expect(new Set(records.map((r) => r.card.id)).size).toBe(3333 - 1);
    for (const { card, printings } of records) {
      expect(printings).toHaveLength(1);
      expect(printings[0].id).toBe(`dm:${printings[0].set}:${printings[0].collectorNumber}`);
      expect(printings[0].cardId).toBe(card.id);
    }
  });

  it('reads a twinpact as two faces: Bolshack NEX/Super Spark, a fire creature and a light spell (DM 810, 205.1a)', () => {
    const { card } = named('Bolshack NEX/Super Spark');
    expect(card.id).toBe('dm:bolshack nex/super spark');
    expect(card.layout).toBe('twinpact');
    expect(card.faces.map((f) => [f.name, f.types, f.colors, f.manaValue, f.power])).toEqual([
      ['Bolshack NEX', ['Creature'], ['fire'], 6, '6000+'],
      ['Super Spark', ['Spell'], ['light'], 6, undefined],
    ]);
    expect(card.faces[1].text).toBe("■ Shield Trigger\n■ Tap all your opponent's creatures.");
    expect(card.text.split('\n//\n')).toEqual([card.faces[0].text, card.faces[1].text]);
    expect(card.dm).toMatchObject({
      isTwinpact: true,
      civilizations: ['light', 'fire'],
      power: 6000,
      powerPlus: true,
      breaker: 2,
      zone: 'main',
    });
    expect(card.keywords).toEqual(['Double Breaker', 'Shield Trigger']);
  });

  it("splits each twinpact's civilization list between its halves where neither half repeats one", () => {
    const twinpacts = records.filter((r) => r.card.dm?.isTwinpact);
    expect(twinpacts).toHaveLength(rows.filter((r) => r.CardType === 'Twinpact').length);
    expect(named('Kabutorial Kuga/Mystery Disaster').card.faces.map((f) => f.colors)).toEqual([['nature'], ['nature']]);
    expect(named('Baraghiara, Heavenly Earth Momentum/Ringfinity Violent Ice').card.faces.map((f) => f.colors)).toEqual(
      [['nature'], ['water']],
    );
    expect(named('King the Slotton 7/Seventh Seven').card.faces.map((f) => f.colors)).toEqual([[], []]);
    const rainbow = named('Colorless Rainbow, Zenith of "Color Disaster"/Zenith Hazard').card;
    expect(rainbow.faces[1].colors).toEqual(['light', 'water', 'darkness', 'fire', 'nature']);
    for (const { card } of twinpacts) expect(card.dm?.civilizations).toEqual(card.colors);
  });

  it('puts a psychic creature in the hyperspatial zone with no mana symbol (DM 805.4, 207.1): Gaga Packun, Io Enforcer', () => {
    const { card } = named('Gaga Packun, Io Enforcer');
    expect(card.faces[0].supertypes).toEqual(['Psychic']);
    expect(card.faces[0].types).toEqual(['Creature']);
    expect(card.dm).toMatchObject({ zone: 'hyperspatial', manaNumber: 0, civilizations: ['light'], power: 3000 });
  });

  it('puts every psychic, dragheart and Rule Plus card in the hyperspatial zone (DM 100.3, 407.1, 314.1)', () => {
    for (const { card } of records) {
      const hyperspatialType = /Psychic|Dragheart|Rule Plus/.test(card.faces[0].typeLine);
      expect(card.dm?.zone === 'hyperspatial', card.name).toBe(hyperspatialType);
    }
  });

  it('puts a GR creature ("Gacharange") in the super GR zone and reads its own copy limit (DM 811.2, 100.4a): Dusaico, Darma GR', () => {
    const { card } = named('Dusaico, Darma GR');
    expect(card.faces[0].supertypes).toEqual(['Gacharange']);
    expect(card.dm).toMatchObject({ zone: 'gr', manaNumber: 0 });
    expect(card.deck.copyLimit).toBe('any');
    expect(records.filter((r) => r.card.dm?.zone === 'gr')).toHaveLength(
      rows.filter((r) => r.CardType === 'Gacharange Creature').length,
    );
  });

  it('reads "More than 4 of this card in your deck" as any number of copies (DM 100.2a)', () => {
    expect(named('Hazure Ponnosuke').card.deck.copyLimit).toBe('any');
    expect(named('Bolshack Dragon').card.deck.copyLimit).toBeUndefined();
  });

  it('reads breakers (DM 509.2): double, quattro, world, powered', () => {
    expect(named('Bolshack Dragon').card.dm?.breaker).toBe(2);
    expect(named('Crazy Carnival! Saint Chan-Merrie').card.dm?.breaker).toBe(4);
    expect(named('Ballcadeia NEX, Lord of Demon Dragons').card.dm?.breaker).toBe(ALL_SHIELDS);
    // Powered breaker: one more shield for each 6000 power; MAX the Johnny has 10000.
    expect(named('MAX the Johnny').card.dm).toMatchObject({ power: 10000, breaker: 2 });
  });

  it('gives five-civilization main-deck cards mana number 0 (digest §2.8): Perfect Earth, Planetary Dragon', () => {
    const { card } = named('Perfect Earth, Planetary Dragon');
    expect(card.dm).toMatchObject({
      civilizations: ['light', 'water', 'darkness', 'fire', 'nature'],
      manaNumber: 0,
      zone: 'main',
    });
  });

  it('marks the cards that start the game in the battle zone (DM 100.5)', () => {
    const starters = new Set(records.filter((r) => r.card.dm?.startsInBattleZone).map((r) => r.card.name));
    expect(starters).toEqual(
      new Set(['Forbidden ~The Sealed X~', "FORBIDDEN STAR ~World's Last Day~", 'Zerom, Origin of Destruction']),
    );
    expect(named('Forbidden ~The Sealed X~').card.faces[0]).toMatchObject({
      supertypes: ['Forbidden'],
      types: ['Impulse'],
      manaValue: 0,
    });
  });

  it('splits printed type words into special types and card types (DM 204.2, 204.3)', () => {
    expect(named('Jashin Emperor, Abyssal Darkness').card.faces[0]).toMatchObject({
      supertypes: [],
      types: ['Tamaseed', 'Creature'],
    });
    expect(named('Zerom, Origin of Destruction').card.faces[0]).toMatchObject({
      supertypes: ['Zeron'],
      types: ['Ceremony'],
    });
    const evolutionPsychic = records.find((r) => r.card.faces[0].typeLine.startsWith('Evolution Psychic Creature'));
    expect(evolutionPsychic?.card.faces[0]).toMatchObject({
      supertypes: ['Evolution', 'Psychic'],
      types: ['Creature'],
    });
    expect(evolutionPsychic?.card.dm?.zone).toBe('hyperspatial');
  });

  it('undoes the Cockatrice escapes in names: "Yobirin %3D Ririn" is "Yobirin = Ririn"', () => {
    const row = rows.find((r) => r.CardName.startsWith('Yobirin %3D Ririn'));
    const { card } = cardFromDmCsvRow(row!, 0);
    expect(card.name).toBe('Yobirin = Ririn/"...who do you want to call?"');
    expect(card.faces[0].name).toBe('Yobirin = Ririn');
  });

  it('trims the leading space of SetNum (" 43b") in the printing', () => {
    const row = rows.find((r) => r.SetNum === ' 43b');
    const { printings } = cardFromDmCsvRow(row!, 0);
    expect(printings[0]).toMatchObject({ set: 'DMEX-08', collectorNumber: '43b', id: 'dm:DMEX-08:43b' });
  });

  it('gives the same card id to a card in the JSON and in the CSV (names folded, JSON encoding repaired)', () => {
    const json = JSON.parse(readFileSync(sharedPath('duelmasters', 'Latepate64-DuelMastersCards.json'), 'utf8')) as {
      cards: { name: string }[];
    };
    const fromJson = (name: string) => cardFromDmJson(json.cards.find((c) => c.name === name)).card;
    expect(fromJson('Bolshack Dragon').id).toBe(named('Bolshack Dragon').card.id);
    expect(fromJson('Ãœberdragon Bajula').id).toBe(named('Überdragon Bajula').card.id);
    const csvIds = new Set(records.map((r) => r.card.id));
    const shared = json.cards.map((c) => cardFromDmJson(c).card).filter((c) => csvIds.has(c.id));
    expect(shared.length).toBeGreaterThan(300);
    for (const card of shared.slice(0, 50))
      expect(card.dm?.civilizations).toEqual(byName.get(card.name)?.card.dm?.civilizations);
  });

  it('rejects bad rows with the row, the card and the column', () => {
    const good = rowOf('Bolshack Dragon', 'DM-01');
    expect(() => cardFromDmCsvRow({ ...good, Mana: 'six' }, 77)).toThrow(
      /^row 77 \("Bolshack Dragon"\): Mana \(the cost\) "six" is not a whole number$/,
    );
    expect(() => cardFromDmCsvRow({ ...good, Civilization: 'Fire/Purple' }, 77)).toThrow(
      /unknown civilization "Purple"/,
    );
    expect(() => cardFromDmCsvRow({ ...good, Power: 'lots' }, 77)).toThrow(/power "lots"/);
    expect(() => cardFromDmCsvRow({ ...good, SetNum: ' ' }, 77)).toThrow(/empty SetNum/);
    expect(() => cardFromDmCsvRow({ ...good, CardType: 'Twinpact' }, 77)).toThrow(CardDataError);
  });
});
