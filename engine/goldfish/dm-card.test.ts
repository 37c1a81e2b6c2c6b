// What the Duel Masters goldfish and table read from a card's text, on both sources' spellings: Latepate64 writes an
// ability line bare ("Speed attacker"), Ravenite after a "■" bullet ("■ Speed Attacker").
import { describe, expect, it } from 'vitest';
import { dmCards } from '../../test/real-decks.ts';
import { duelMastersCards } from '../../test/goldfish-fixtures.ts';
import { dmCardProfile } from './dm-card.ts';
import { card } from '../../test/real-decks.ts';
import { CIVILIZATION_BITS } from '../dm/civilizations.ts';

const ravenite = [...dmCards().cards.values()].filter((c) => c.faces[0].text.includes('■'));
const withLine = (line: RegExp) => ravenite.filter((c) => line.test(c.faces[0].text));

describe('ability lines after a "■" bullet (the Ravenite card data)', () => {
  it('DM 101.2: "■ Speed Attacker" lifts summoning sickness (301.5)', () => {
    const cards = withLine(/^■ Speed Attacker\b/im);
    expect(cards).toHaveLength(174); // a two-sided card's back side is no card of its own (DM 805.2)
    expect(cards.filter((c) => !dmCardProfile(c).speedAttacker).map((c) => c.name)).toEqual([]);
  });

  it('DM 801: "■ Evolution—Put on one of your ….", a sentence, names one source in the battle zone', () => {
    const cards = withLine(/^■ Evolution\W+Put on one of your [^\n]*\./im);
    expect(cards).toHaveLength(113);
    expect(
      cards.filter((c) => !(dmCardProfile(c).evolution?.zone === 'battle' && dmCardProfile(c).evolution?.count === 1)),
    ).toEqual([]);
  });

  it('"■ Charger" puts the spell into the mana zone after it resolves', () => {
    const cards = withLine(/^■ Charger\b/im).filter((c) => !dmCardProfile(c).creature);
    expect(cards).toHaveLength(21);
    expect(cards.filter((c) => !dmCardProfile(c).charger).map((c) => c.name)).toEqual([]);
  });

  it('"■ This creature can\'t attack players." never breaks a goldfish\'s shields', () => {
    const cards = withLine(/^■ This creature can't attack(?: players)?\.?$/im);
    expect(cards).toHaveLength(143);
    expect(cards.filter((c) => dmCardProfile(c).attacksPlayers).map((c) => c.name)).toEqual([]);
  });

  it('the bare lines of the Latepate64 data are read as before', () => {
    const bare = duelMastersCards().filter((c) => /^Speed attacker\b/im.test(c.faces[0].text));
    expect(bare.length).toBeGreaterThan(0);
    expect(bare.every((c) => dmCardProfile(c).speedAttacker)).toBe(true);
  });
});

describe('DM 801.1a: an evolution creature is put on its source, read from its evolution line', () => {
  const evolution = (name: string) => dmCardProfile(card(name, dmCards())).evolution;

  it('every evolution creature of the data needs a source but the S-MAX (815) and forbidden star (813.1b) ones', () => {
    const evolutions = [...dmCards().cards.values()].filter((c) =>
      c.faces[0].supertypes.some((s) => /Evolution/.test(s)),
    );
    expect(evolutions.length).toBeGreaterThan(300);
    const none = evolutions.filter((c) => dmCardProfile(c).evolution === null);
    expect(none.length).toBeGreaterThan(0);
    expect(none.filter((c) => !/^■ (?:(?:Oni )?Star Max|Forbidden Star) Evolution\b/m.test(c.faces[0].text))).toEqual(
      [],
    );
  });

  it("a race, a civilization, several races, two (vortex) or three (galaxy vortex) sources; a twinpact creature half's too", () => {
    expect(evolution('Ballom, Lord of Demons/Ballom Cannon')).toEqual({
      zone: 'battle',
      count: 1,
      races: ['Demon Command'],
      civilizations: 0,
    });
    expect(evolution('Admiral Queen')).toEqual({ zone: 'battle', count: 1, races: ['Splash Queen'], civilizations: 0 });
    expect(evolution('Redzone, Roaring Invasion')).toEqual({
      zone: 'battle',
      count: 1,
      races: [],
      civilizations: CIVILIZATION_BITS.fire,
    });
    expect(evolution('Startdash Reviver, Crystalline Shadow')!.civilizations).toBe(
      CIVILIZATION_BITS.water | CIVILIZATION_BITS.darkness,
    );
    expect(evolution('Aura Pegasus, Avatar of Life')).toMatchObject({
      count: 2,
      races: ['Horn Beast', 'Angel Command'],
    });
    expect(evolution('Supernova Venus la Saint Mother')).toMatchObject({
      count: 3,
      races: ['Guardian', 'Great Mecha King', 'Arc Seraphim'],
    });
    expect(evolution('Astral Warper')!.races).toEqual(['Cyber Virus']);
  });

  it('sources outside the battle zone: the graveyard and mana zone are out of reach, a deck evolution takes the top cards', () => {
    expect(evolution('Black Insect Magistrate')!.zone).toBe('unreachable');
    expect(evolution('Peryuton, Bird of Fire')).toMatchObject({ zone: 'deck', count: 1 });
    expect(evolution('Apollodeath Phoenix, Darkness Supernova')).toMatchObject({ zone: 'deck', count: 3 });
  });
});
