// What the Duel Masters goldfish and table read from a card's text, on both sources' spellings: Latepate64 writes an
// ability line bare ("Speed attacker"), Ravenite after a "■" bullet ("■ Speed Attacker").
import { describe, expect, it } from 'vitest';
import { dmCards } from '../../test/real-decks.ts';
import { duelMastersCards } from '../../test/goldfish-fixtures.ts';
import { dmCardProfile } from './dm-card.ts';

const ravenite = [...dmCards().cards.values()].filter((c) => c.faces[0].text.includes('■'));
const withLine = (line: RegExp) => ravenite.filter((c) => line.test(c.faces[0].text));

describe('ability lines after a "■" bullet (the Ravenite card data)', () => {
  it('DM 101.2: "■ Speed Attacker" lifts summoning sickness (301.5)', () => {
    const cards = withLine(/^■ Speed Attacker\b/im);
    expect(cards).toHaveLength(178);
    expect(cards.filter((c) => !dmCardProfile(c).speedAttacker).map((c) => c.name)).toEqual([]);
  });

  it('DM 801: "■ Evolution—Put on one of your ….", a sentence, names the race of its source', () => {
    const cards = withLine(/^■ Evolution\W+Put on one of your [^\n]*\./im);
    expect(cards).toHaveLength(113);
    expect(cards.filter((c) => dmCardProfile(c).evolvesFrom === null).map((c) => c.name)).toEqual([]);
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
