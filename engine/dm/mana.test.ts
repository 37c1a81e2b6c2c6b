import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { sharedPath } from '../../test/shared-data.ts';
import type { Card } from '../cards/types.ts';
import { civilizationMask } from './civilizations.ts';
import { cardFromDmCsvRow } from './from-dm-csv.ts';
import {
  canPay,
  createManaZone,
  payCost,
  putIntoManaZone,
  removeFromManaZone,
  untapManaZone,
  untappedManaTotal,
  type ManaZone,
} from './mana.ts';

// Real cards from the Ravenite CSV, read through the normalizer.
const rows = Papa.parse<Record<string, string>>(
  readFileSync(sharedPath('duelmasters', 'Ravenite0-All_Cards.csv'), 'utf8'),
  { header: true, skipEmptyLines: true },
).data;
function card(name: string): Card {
  const index = rows.findIndex((r) => r.CardName === name);
  if (index < 0) throw new Error(`no card named ${name}`);
  return cardFromDmCsvRow(rows[index], index + 2).card;
}
const civs = (c: Card) => civilizationMask(c.dm!.civilizations);

const kiryuJilves = card("Kiryu Jilves, Gaia's Roar"); // darkness/fire/nature, cost 5
const perfectEarth = card('Perfect Earth, Planetary Dragon'); // all five civilizations, cost 5, a Dragon
const cocoLupia = card('Cocco Lupia'); // "Your creatures that have Dragon in their race each cost 2 less"
const bolshackDragon = card('Bolshack Dragon'); // fire, cost 6
const bolbalzakEx = card('Bolbalzak Ex'); // fire/nature, cost 7
const bronzeArmTribe = card('Bronze-Arm Tribe'); // nature
const aquaHulcus = card('Aqua Hulcus'); // water
const bloodySquito = card('Bloody Squito'); // darkness
const frei = card('Frei, Vizier of Air'); // light

/** A mana zone holding these cards as charged (DM 405.1), then untapped as at the start of a turn (501.1). */
function untappedZone(...cards: Card[]): ManaZone {
  const zone = createManaZone(4);
  for (const c of cards) putIntoManaZone(zone, civs(c), c.dm!.manaNumber);
  untapManaZone(zone);
  return zone;
}
const tappedCount = (zone: ManaZone) => zone.tapped.subarray(0, zone.size).reduce((n, t) => n + t, 0);

describe('DM mana payment (DM 112.2)', () => {
  it('reads the example cards as the rules need them', () => {
    expect(kiryuJilves.dm?.civilizations).toEqual(['darkness', 'fire', 'nature']);
    expect(kiryuJilves.manaValue).toBe(5);
    expect(cocoLupia.text).toMatch(/Dragon in their race each cost 2 less/);
    expect(perfectEarth.faces[0].subtypes.some((race) => race.includes('Dragon'))).toBe(true);
  });

  it('DM 112.2a: a darkness/fire/nature card needs three separate cards; one tri-civilization mana card pays only one', () => {
    const cost = kiryuJilves.manaValue;
    const oneSource = untappedZone(kiryuJilves, aquaHulcus, aquaHulcus, aquaHulcus, aquaHulcus);
    expect(untappedManaTotal(oneSource)).toBe(cost);
    expect(canPay(cost, civs(kiryuJilves), oneSource)).toBe(false);
    expect(payCost(cost, civs(kiryuJilves), oneSource)).toBe(false);
    expect(tappedCount(oneSource)).toBe(0);

    const threeSources = untappedZone(kiryuJilves, bolshackDragon, bronzeArmTribe, aquaHulcus, aquaHulcus);
    expect(canPay(cost, civs(kiryuJilves), threeSources)).toBe(true);
    expect(payCost(cost, civs(kiryuJilves), threeSources)).toBe(true);
    expect(tappedCount(threeSources)).toBe(5);
  });

  it('DM 112.2a: a fire/nature mana card cannot pay both civilizations of Bolbalzak Ex', () => {
    const zone = untappedZone(bolbalzakEx, aquaHulcus, aquaHulcus, aquaHulcus, aquaHulcus, aquaHulcus, aquaHulcus);
    expect(canPay(bolbalzakEx.manaValue, civs(bolbalzakEx), zone)).toBe(false);
    putIntoManaZone(zone, civs(bronzeArmTribe), 1);
    expect(canPay(bolbalzakEx.manaValue, civs(bolbalzakEx), zone)).toBe(true);
  });

  it('DM 112.2b: Perfect Earth reduced to 3 by Cocco Lupia still needs one card for each of its five civilizations', () => {
    const reduced = perfectEarth.manaValue - 2;
    expect(reduced).toBe(3);
    const threeCivilizations = untappedZone(bolshackDragon, bronzeArmTribe, aquaHulcus);
    expect(canPay(reduced, civs(perfectEarth), threeCivilizations)).toBe(false);
    const fiveCivilizations = untappedZone(frei, aquaHulcus, bloodySquito, bolshackDragon, bronzeArmTribe, aquaHulcus);
    expect(canPay(reduced, civs(perfectEarth), fiveCivilizations)).toBe(true);
    expect(payCost(reduced, civs(perfectEarth), fiveCivilizations)).toBe(true);
    // Five cards tapped for a cost of 3: the excess mana is lost, and the spare Aqua Hulcus stays untapped (112.2c).
    expect(tappedCount(fiveCivilizations)).toBe(5);
  });

  it('DM 405.1: a multicolored card enters the mana zone tapped and cannot pay until it untaps', () => {
    const zone = createManaZone();
    putIntoManaZone(zone, civs(bolshackDragon), 1);
    putIntoManaZone(zone, civs(bolbalzakEx), 1);
    expect([...zone.tapped.subarray(0, 2)]).toEqual([0, 1]);
    expect(canPay(2, civs(bronzeArmTribe), zone)).toBe(false);
    untapManaZone(zone);
    expect(canPay(2, civs(bronzeArmTribe), zone)).toBe(true);
  });

  it('DM 207 / 107.2: a five-civilization card (mana number 0) pays a civilization but adds no mana', () => {
    expect(perfectEarth.dm?.manaNumber).toBe(0);
    const zone = untappedZone(perfectEarth, aquaHulcus, aquaHulcus, aquaHulcus, aquaHulcus, aquaHulcus);
    expect(canPay(bolshackDragon.manaValue, civs(bolshackDragon), zone)).toBe(false);
    putIntoManaZone(zone, civs(aquaHulcus), 1);
    expect(payCost(bolshackDragon.manaValue, civs(bolshackDragon), zone)).toBe(true);
    expect(tappedCount(zone)).toBe(7);
  });

  it('DM 112.2c: taps exactly the cost, never more; a colorless cost (106.2c) takes any cards', () => {
    const zone = untappedZone(...Array.from({ length: 9 }, () => bolshackDragon));
    expect(payCost(bolshackDragon.manaValue, civs(bolshackDragon), zone)).toBe(true);
    expect(tappedCount(zone)).toBe(6);
    expect(canPay(4, 0, zone)).toBe(false);
    expect(payCost(3, 0, zone)).toBe(true);
    expect(tappedCount(zone)).toBe(9);
  });

  it('keeps cards of other civilizations free when it can: pays fire with the fire card, not the fire/nature one', () => {
    const zone = untappedZone(bolbalzakEx, bolshackDragon, aquaHulcus);
    expect(payCost(2, civs(bolshackDragon), zone)).toBe(true);
    expect([...zone.tapped.subarray(0, 3)]).toEqual([0, 1, 1]);
    expect(canPay(1, civs(bronzeArmTribe), zone)).toBe(true);
  });

  it('grows the zone past its capacity and removes cards', () => {
    const zone = untappedZone(...Array.from({ length: 12 }, (_, i) => (i % 2 ? aquaHulcus : bolshackDragon)));
    expect(zone.size).toBe(12);
    expect(untappedManaTotal(zone)).toBe(12);
    removeFromManaZone(zone, 0);
    expect(zone.size).toBe(11);
    expect(untappedManaTotal(zone)).toBe(11);
  });
});

// A reference the fast functions must agree with: try every set of untapped cards and every assignment of the
// required civilizations to distinct cards of the set (DM 112.2a), straight from the rule's words.
function assignable(civList: number[], cards: number[], zone: ManaZone, used = new Set<number>()): boolean {
  if (civList.length === 0) return true;
  const [civ, ...rest] = civList;
  return cards.some(
    (c) => !used.has(c) && (zone.civs[c] & civ) !== 0 && assignable(rest, cards, zone, new Set([...used, c])),
  );
}
const requiredList = (mask: number) => [1, 2, 4, 8, 16].filter((bit) => mask & bit);
const untappedIndices = (zone: ManaZone) =>
  Array.from({ length: zone.size }, (_, i) => i).filter((i) => !zone.tapped[i]);
function bruteForceCanPay(cost: number, mask: number, zone: ManaZone): boolean {
  const free = untappedIndices(zone);
  for (let subset = 0; subset < 1 << free.length; subset++) {
    const cards = free.filter((_, k) => subset & (1 << k));
    const mana = cards.reduce((n, c) => n + zone.mana[c], 0);
    if (mana >= cost && assignable(requiredList(mask), cards, zone)) return true;
  }
  return false;
}

const zoneArb = fc.array(
  fc.record({ civs: fc.integer({ min: 0, max: 31 }), mana: fc.constantFrom(0, 1, 1, 1, 2), tapped: fc.boolean() }),
  { maxLength: 9 },
);

describe('DM mana payment agrees with the rule tried exhaustively', () => {
  it('canPay and payCost decide exactly like trying every set of cards', () => {
    fc.assert(
      fc.property(zoneArb, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 31 }), (cards, cost, mask) => {
        const zone = createManaZone(2);
        for (const c of cards) zone.tapped[putIntoManaZone(zone, c.civs, c.mana)] = c.tapped ? 1 : 0;
        const expected = bruteForceCanPay(cost, mask, zone);
        expect(canPay(cost, mask, zone)).toBe(expected);
        const before = [...zone.tapped.subarray(0, zone.size)];
        expect(payCost(cost, mask, zone)).toBe(expected);
        const newlyTapped = before.flatMap((t, i) => (!t && zone.tapped[i] ? [i] : []));
        before.forEach((t, i) => {
          if (t) expect(zone.tapped[i]).toBe(1);
        });
        if (!expected) {
          expect(newlyTapped).toEqual([]);
          return;
        }
        // What was tapped pays: a distinct card per civilization and enough mana (112.2a) ...
        const paid = newlyTapped.reduce((n, c) => n + zone.mana[c], 0);
        expect(paid).toBeGreaterThanOrEqual(cost);
        expect(assignable(requiredList(mask), newlyTapped, zone)).toBe(true);
        // ... and no tapped card could have stayed untapped (112.2c).
        for (const c of newlyTapped) {
          const without = newlyTapped.filter((x) => x !== c);
          const stillPays = paid - zone.mana[c] >= cost && assignable(requiredList(mask), without, zone);
          expect(stillPays).toBe(false);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
