// The ten companion conditions (CR 702.139) on real cards: each condition met by some cards and broken by others,
// with the breaking cards named (peers.md §1: report the failing cards, not just "illegal").
import { describe, expect, it } from 'vitest';
import type { DeckEntry } from '../decks/types.ts';
import { COMPANION_CONDITIONS, hasActivatedAbility, type StartingDeck } from './companions.ts';
import { getFormat, validateDeck } from './index.ts';
import { adding, card, entry, mtgCards, realDeck } from '../../test/real-decks.ts';

function startingDeck(entries: DeckEntry[], minimumDeckSize = 60): StartingDeck {
  return {
    entries: entries.map((e) => ({ board: 'main', entry: e, card: mtgCards().cards.get(e.cardId!)! })),
    minimumDeckSize,
  };
}

const check = (key: string, names: string[], minimumDeckSize = 60) =>
  COMPANION_CONDITIONS[key].test(
    startingDeck(
      names.map((n) => entry(n)),
      minimumDeckSize,
    ),
  );

it('there is a condition for each of the ten companions the card data holds', () => {
  const keys = [...mtgCards().cards.values()].flatMap((c) => (c.deck.companion ? [c.deck.companion] : [])).sort();
  expect(Object.keys(COMPANION_CONDITIONS).sort()).toEqual(keys);
});

describe('conditions over mana value', () => {
  it('Gyruda: each nonland card has an even mana value (Shock 1 breaks it, Kazandu Mammoth 3 too; Forest is a land)', () => {
    expect(check('gyruda', ['Forest', 'Grizzly Bears', 'Karn, the Great Creator'])).toEqual({ met: true, cards: [] });
    expect(check('gyruda', ['Forest', 'Grizzly Bears', 'Shock', 'Kazandu Mammoth'])).toEqual({
      met: false,
      cards: ['Shock', 'Kazandu Mammoth // Kazandu Valley'],
    });
  });

  it('Obosh: each nonland card has an odd mana value', () => {
    expect(check('obosh', ['Mountain', 'Shock', 'Kazandu Mammoth'])).toEqual({ met: true, cards: [] });
    expect(check('obosh', ['Mountain', 'Shock', 'Grizzly Bears'])).toEqual({ met: false, cards: ['Grizzly Bears'] });
  });

  it('Keruga: each nonland card has mana value 3 or greater; lands are exempt', () => {
    expect(check('keruga', ['Island', 'Shark Typhoon', 'Kazandu Mammoth'])).toEqual({ met: true, cards: [] });
    expect(check('keruga', ['Island', 'Shark Typhoon', 'Opt'])).toEqual({ met: false, cards: ['Opt'] });
  });

  it('Lurrus: only permanent cards count (Treasure Cruise, a sorcery of mana value 8, is fine; Shark Typhoon is not)', () => {
    expect(check('lurrus', ['Plains', 'Treasure Cruise', 'Grizzly Bears'])).toEqual({ met: true, cards: [] });
    expect(check('lurrus', ['Plains', 'Treasure Cruise', 'Shark Typhoon'])).toEqual({
      met: false,
      cards: ['Shark Typhoon'],
    });
  });
});

describe('Jegantha: no card has more than one of the same mana symbol in its mana cost', () => {
  it("CR 709.4b: a split card's cost is both halves together, so Beck // Call repeats {U} though neither half does", () => {
    const beckCall = card('Beck // Call');
    const halves = beckCall.faces.map((f) => f.manaCost.match(/\{[^}]+\}/g)!);
    for (const half of halves) expect(new Set(half).size).toBe(half.length);
    expect(check('jegantha', ['Beck // Call'])).toEqual({ met: false, cards: ['Beck // Call'] });
  });

  it('repeats count within one card only: Alive // Well and Shock together are fine; Kazandu Mammoth ({1}{G}{G}) is not', () => {
    expect(check('jegantha', ['Alive // Well', 'Shock', 'Opt'])).toEqual({ met: true, cards: [] });
    expect(check('jegantha', ['Alive // Well', 'Kazandu Mammoth'])).toEqual({
      met: false,
      cards: ['Kazandu Mammoth // Kazandu Valley'],
    });
  });
});

describe('conditions over types and names', () => {
  it('Kaheera: creatures must be Cats, Elementals, Nightmares, Dinosaurs or Beasts; changelings are every type (Masked Vandal)', () => {
    expect(check('kaheera', ['Masked Vandal', 'Chameleon Colossus', 'Earth Elemental', 'Opt'])).toEqual({
      met: true,
      cards: [],
    });
    expect(check('kaheera', ['Masked Vandal', 'Llanowar Elves'])).toEqual({ met: false, cards: ['Llanowar Elves'] });
  });

  it('Umori: each nonland card shares a card type; the cards outside the commonest type are named', () => {
    expect(check('umori', ['Island', 'Opt', 'Shock'])).toEqual({ met: true, cards: [] });
    expect(check('umori', ['Island', 'Opt', 'Shock', 'Grizzly Bears'])).toEqual({
      met: false,
      cards: ['Grizzly Bears'],
    });
  });

  it("Umori, CR 709.4: a split card has both halves' card types, so Commit // Memory (instant // sorcery) shares sorcery with Alive // Well", () => {
    expect(check('umori', ['Island', 'Alive // Well', 'Commit // Memory'])).toEqual({ met: true, cards: [] });
    expect(check('umori', ['Island', 'Alive // Well', 'Commit // Memory', 'Opt'])).toEqual({
      met: false,
      cards: ['Opt'],
    });
  });

  it('Lutri: each nonland card has a different name; basic lands may repeat', () => {
    expect(COMPANION_CONDITIONS.lutri.test(startingDeck([entry('Island', 20), entry('Opt')]))).toEqual({
      met: true,
      cards: [],
    });
    expect(COMPANION_CONDITIONS.lutri.test(startingDeck([entry('Island', 20), entry('Opt', 2)]))).toEqual({
      met: false,
      cards: ['Opt'],
    });
  });

  it("Zirda: each permanent card has an activated ability (Llanowar Elves, Short Sword's equip, Shark Typhoon's cycling, a Forest's intrinsic mana ability)", () => {
    for (const name of ['Llanowar Elves', 'Short Sword', 'Shark Typhoon', 'Forest', 'Raugrin Triome'])
      expect(hasActivatedAbility(card(name)), name).toBe(true);
    expect(check('zirda', ['Llanowar Elves', 'Short Sword', 'Forest', 'Opt'])).toEqual({ met: true, cards: [] });
    expect(check('zirda', ['Llanowar Elves', 'Grizzly Bears'])).toEqual({ met: false, cards: ['Grizzly Bears'] });
  });

  it('CR 702.29a: basic landcycling is an activated ability too, though its keyword is two words (Traumatic Visions)', () => {
    expect(hasActivatedAbility(card('Traumatic Visions'))).toBe(true);
    expect(hasActivatedAbility(card('Opt'))).toBe(false);
  });
});

describe("Yorion: twenty cards more than the format's minimum deck size", () => {
  it('60-card formats need 80; Limited needs 60', () => {
    expect(COMPANION_CONDITIONS.yorion.test(startingDeck([entry('Island', 79)], 60)).met).toBe(false);
    expect(COMPANION_CONDITIONS.yorion.test(startingDeck([entry('Island', 80)], 60)).met).toBe(true);
    expect(COMPANION_CONDITIONS.yorion.test(startingDeck([entry('Island', 60)], 40)).met).toBe(true);
  });

  it('in a real 60-card deck Yorion fails; with twenty more cards it is met (Pioneer, from the sideboard)', () => {
    const { deck } = realDeck('plain-taw/pw__m21__Basri, Devoted Paladin.txt');
    const pioneer = getFormat('pioneer')!;
    const codes = (d: typeof deck) => validateDeck(d, mtgCards().cards, pioneer).problems.map((p) => p.code);
    expect(codes(adding(deck, 'companion', entry('Yorion, Sky Nomad')))).toEqual(['companion.condition']);
    expect(codes(adding(adding(deck, 'main', entry('Plains', 20)), 'companion', entry('Yorion, Sky Nomad')))).toEqual(
      [],
    );
  });
});
