// Deck-building attributes read from real cards' own text (MTGJSON sets and Duel Masters data in ../shared/data).
import { describe, expect, it } from 'vitest';
import { card, dmCards } from '../../test/real-decks.ts';
import { canBeCommander, copyLimitFromText, partnerKind } from './deck-attributes.ts';

describe("copy limits from the card's own text (CR 100.2a, 903.5b; DM 100.2a)", () => {
  it('CR 100.2a: "any number of cards named" (Relentless Rats, Persistent Petitioners, Dragon\'s Approach)', () => {
    for (const name of ['Relentless Rats', 'Persistent Petitioners', "Dragon's Approach"])
      expect(card(name).deck.copyLimit, name).toBe('any');
  });

  it('CR 100.2a: "up to seven cards named" gives Seven Dwarves a limit of 7, read from its text', () => {
    const dwarves = card('Seven Dwarves');
    expect(dwarves.text).toMatch(/up to seven cards named Seven Dwarves/);
    expect(dwarves.deck.copyLimit).toBe(7);
  });

  it("a card that merely names a number of cards keeps the format's limit (Treasure Cruise, Opt)", () => {
    expect(card('Treasure Cruise').deck.copyLimit).toBeUndefined();
    expect(card('Opt').deck.copyLimit).toBeUndefined();
  });

  it('DM 100.2a: "More than 4 of this card in your deck" (Wanwanwan, Wankorage) is any number', () => {
    const wanwanwan = card('Wanwanwan, Wankorage', dmCards());
    expect(wanwanwan.text).toMatch(/More than 4 of this card in your deck/);
    expect(wanwanwan.deck.copyLimit).toBe('any');
  });

  it('DM 100.2a: every Duel Masters card whose text raises its limit is read as any number', () => {
    const said = [...dmCards().cards.values()].filter((c) => /more than 4 of this card in your deck/i.test(c.text));
    expect(said.length).toBeGreaterThan(1);
    for (const c of said) expect(copyLimitFromText(c.text), c.name).toBe('any');
  });
});

describe('who can be a commander (CR 903.3, 903.3a)', () => {
  it("CR 903.3: a legendary creature can; a non-legendary creature can't", () => {
    expect(canBeCommander(card('Lathril, Blade of the Elves').faces[0])).toBe(true);
    expect(canBeCommander(card('Solemn Simulacrum').faces[0])).toBe(false);
  });

  it('CR 903.3a: a planeswalker whose text says it "can be your commander" (Daretti, Scrap Savant) can; Oko can\'t', () => {
    expect(card('Daretti, Scrap Savant').deck.canBeCommander).toBe(true);
    expect(card('Oko, Thief of Crowns').deck.canBeCommander).toBe(false);
  });

  it("current rules: a legendary Vehicle can (Parhelion II, Esika's Chariot)", () => {
    expect(card('Parhelion II').deck.canBeCommander).toBe(true);
    expect(card("Esika's Chariot").deck.canBeCommander).toBe(true);
  });

  it('CR 712.8a: an MDFC commander is judged by its front face (Esika, God of the Tree)', () => {
    expect(card('Esika, God of the Tree').deck.canBeCommander).toBe(true);
  });
});

describe('partner variants (CR 702.124)', () => {
  it('CR 702.124a: "Partner" on Miara, Thorn of the Glade and Numa, Joraga Chieftain', () => {
    expect(partnerKind(card('Miara, Thorn of the Glade').faces[0])).toEqual({ kind: 'partner' });
    expect(card('Numa, Joraga Chieftain').deck.partner).toEqual({ kind: 'partner' });
  });

  it('a commander without a partner ability has none (Lathril, Blade of the Elves)', () => {
    expect(card('Lathril, Blade of the Elves').deck.partner).toBeUndefined();
  });
});

describe('companions (CR 702.139a)', () => {
  it('each of the ten Ikoria companions gets the key of its condition', () => {
    const keys = [
      'Gyruda, Doom of Depths',
      'Jegantha, the Wellspring',
      'Kaheera, the Orphanguard',
      'Keruga, the Macrosage',
      'Lurrus of the Dream-Den',
      'Lutri, the Spellchaser',
      'Obosh, the Preypiercer',
      'Umori, the Collector',
      'Yorion, Sky Nomad',
      'Zirda, the Dawnwaker',
    ].map((n) => card(n).deck.companion);
    expect(keys).toEqual([
      'gyruda',
      'jegantha',
      'kaheera',
      'keruga',
      'lurrus',
      'lutri',
      'obosh',
      'umori',
      'yorion',
      'zirda',
    ]);
  });
});
