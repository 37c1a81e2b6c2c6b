import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedPath } from '../../test/shared-data.ts';
import { card, dmCards, scryfallCards } from '../../test/real-decks.ts';
import { cardFromDmJson } from '../dm/from-dm-json.ts';
import { dmPowerText, faceStatsText } from './face-stats.ts';

/** Latepate64's cards as the file prints them (power "5000", "5000+", "0000+"), each with the card the importer makes of it. */
const printed = (
  JSON.parse(readFileSync(sharedPath('duelmasters', 'Latepate64-DuelMastersCards.json'), 'utf8')) as {
    cards: { name: string; power?: string }[];
  }
).cards.map((raw) => ({ ...raw, card: cardFromDmJson(raw).card }));

describe('Duel Masters power shows alone, "5000" or "5000+" (DM 206)', () => {
  it('every Duel Masters face of the shared data: a number with its printed sign, never "/" or "undefined"', () => {
    const faces = [...dmCards().cards.values()].flatMap((c) => c.faces);
    expect(faces.length).toBeGreaterThan(1000);
    for (const face of faces) {
      const text = faceStatsText('dm', face);
      if (face.power === undefined) expect(text, face.name).toBe('');
      else expect(text, face.name).toMatch(/^-?\d+[+-]?$/);
    }
  });

  it('keeps the "+" a card prints after its power (206.2a) and the number as printed', () => {
    const withPower = printed.filter((c) => c.power);
    expect(withPower.filter((c) => c.power!.endsWith('+')).length).toBeGreaterThan(100);
    for (const c of withPower.filter((x) => !x.power!.startsWith('0'))) {
      expect(faceStatsText('dm', c.card.faces[0]), c.name).toBe(c.power);
    }
  });

  it('drops the leading zeros of Latepate64\'s Vhal dragons ("0000+" is 0+), and a spell shows nothing', () => {
    expect(printed.find((c) => c.name === 'Magmadragon Ogrist Vhal')!.power).toBe('0000+');
    expect(faceStatsText('dm', card('Magmadragon Ogrist Vhal', dmCards()).faces[0])).toBe('0+');
    expect(faceStatsText('dm', card('Abduction Charger', dmCards()).faces[0])).toBe('');
    expect(dmPowerText(undefined)).toBe('');
  });
});

describe('Magic faces show power/toughness (CR 208.1), loyalty (209.1) or defense (310.1)', () => {
  it('real Scryfall cards of each kind', () => {
    const pool = scryfallCards();
    const creature = [...pool.cards.values()].find((c) => c.faces[0].power !== undefined)!;
    expect(faceStatsText('mtg', creature.faces[0])).toBe(`${creature.faces[0].power}/${creature.faces[0].toughness}`);
    const walker = [...pool.cards.values()].find((c) => c.faces[0].loyalty !== undefined)!;
    expect(faceStatsText('mtg', walker.faces[0])).toBe(walker.faces[0].loyalty);
    const battle = [...pool.cards.values()].find((c) => c.faces[0].defense !== undefined)!;
    expect(faceStatsText('mtg', battle.faces[0])).toBe(battle.faces[0].defense);
    const instant = [...pool.cards.values()].find((c) => c.faces[0].types.includes('Instant'))!;
    expect(faceStatsText('mtg', instant.faces[0])).toBe('');
  });
});
