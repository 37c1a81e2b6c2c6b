// Constructed and Limited validation on real decklists (../shared/data/decks) and real cards (MTGJSON sets),
// each peers.md §1 edge case as a mutation of a real deck, named by its rule.
import { describe, expect, it } from 'vitest';
import type { Deck } from '../decks/types.ts';
import { getFormat, validateDeck, type Problem, type ValidationResult } from './index.ts';
import { isMeldResult, legalityOf } from './checks/common.ts';
import {
  adding,
  card,
  countsOf,
  entry,
  mtgCards,
  realDeck,
  removing,
  scryfallCards,
  withBoard,
} from '../../test/real-decks.ts';
import { objectContaining } from '../../test/matchers.ts';

const BASRI = 'plain-taw/pw__m21__Basri, Devoted Paladin.txt';
const AZORIUS = 'plain-taw/challenger__q05__Azorius Control.txt';
const ARCANIS = "plain-taw/theme-40-std__10e__Arcanis's Guile.txt";

function validate(deck: Deck, format: string, context = {}): ValidationResult {
  return validateDeck(deck, mtgCards().cards, getFormat(format)!, context);
}

const withCode = (result: ValidationResult, code: string): Problem[] => result.problems.filter((p) => p.code === code);

/** The first nonbasic card of a board and its count there. */
function firstNonbasic(deck: Deck): { name: string; count: number } {
  const e = (deck.boards.main ?? []).find((x) => !card(x.name).faces[0].supertypes.includes('Basic'))!;
  return { name: e.name, count: e.count };
}

describe('the real decks this file mutates are legal to begin with', () => {
  it.each([
    [BASRI, 'pioneer'],
    [BASRI, 'modern'],
    [AZORIUS, 'pioneer'],
    [AZORIUS, 'vintage'],
  ])('%s in %s', (path, format) => {
    const result = validate(realDeck(path).deck, format);
    expect(result.problems).toEqual([]);
    expect(result.legal).toBe(true);
  });
});

describe('copy limits (CR 100.2a, 100.4a)', () => {
  it('CR 100.4a: copies count across main and sideboard together', () => {
    const { deck } = realDeck(BASRI);
    const { name, count } = firstNonbasic(deck);
    const result = validate(adding(deck, 'side', entry(name, 5 - count)), 'pioneer');
    expect(withCode(result, 'deck.copies')).toEqual([
      objectContaining({ rule: '100.2a', cards: [name], params: objectContaining({ count: 5, limit: 4 }) }),
    ]);
    expect(result.legal).toBe(false);
  });

  it('CR 201.2: copies count by English name whatever printing or name form the list used (Brazen Borrower written by its front face)', () => {
    const borrower = card('Brazen Borrower');
    expect(borrower.name).toBe('Brazen Borrower // Petty Theft');
    const { deck } = realDeck(BASRI);
    const resolved = mtgCards().resolver.byName('Brazen Borrower')[0];
    const mutated = adding(
      deck,
      'main',
      { name: 'Brazen Borrower', count: 3, cardId: resolved.id, printing: { set: 'ELD', collectorNumber: '39' } },
      { name: borrower.name, count: 2, cardId: borrower.id },
    );
    expect(withCode(validate(mutated, 'pioneer'), 'deck.copies')).toEqual([
      objectContaining({ cards: ['Brazen Borrower // Petty Theft'], params: objectContaining({ count: 5 }) }),
    ]);
  });

  it('CR 205.4c, 100.2a: snow-covered basics are basic lands, so any number is fine in Constructed', () => {
    const snow = card('Snow-Covered Plains');
    expect(snow.faces[0].supertypes).toContain('Basic');
    const result = validate(adding(realDeck(BASRI).deck, 'main', entry('Snow-Covered Plains', 17)), 'pioneer');
    expect(result.problems).toEqual([]);
  });

  it('CR 100.2a: "any number of cards named" lifts the limit (Relentless Rats, Persistent Petitioners, Dragon\'s Approach)', () => {
    const deck = adding(
      realDeck(BASRI).deck,
      'main',
      entry('Relentless Rats', 12),
      entry('Persistent Petitioners', 9),
      entry("Dragon's Approach", 9),
    );
    expect(validate(deck, 'modern').problems).toEqual([]);
  });

  it('CR 100.2a: "up to seven" allows seven Seven Dwarves and flags the eighth with the card\'s own limit', () => {
    const deck = realDeck(BASRI).deck;
    expect(validate(adding(deck, 'main', entry('Seven Dwarves', 7)), 'pioneer').problems).toEqual([]);
    const eight = withCode(
      validate(adding(deck, 'main', entry('Seven Dwarves', 7), entry('Seven Dwarves', 1)), 'pioneer'),
      'deck.copies',
    );
    expect(eight).toEqual([
      objectContaining({ cards: ['Seven Dwarves'], params: objectContaining({ count: 8, limit: 7 }) }),
    ]);
    expect(eight[0].message).toMatch(/own text/);
  });
});

describe('format legality from the card data (MTR 6.2)', () => {
  it("MTR 6.2: a banned card is a problem (Uro, Titan of Nature's Wrath in Pioneer)", () => {
    expect(card("Uro, Titan of Nature's Wrath").legalities.pioneer).toBe('banned');
    const result = validate(adding(realDeck(BASRI).deck, 'main', entry("Uro, Titan of Nature's Wrath")), 'pioneer');
    expect(result.problems).toEqual([
      expect.objectContaining({ code: 'legality.banned', rule: 'MTR 6.2', cards: ["Uro, Titan of Nature's Wrath"] }),
    ]);
  });

  it('MTR 6.2: a restricted card may appear once across deck and sideboard (Karn, the Great Creator in Vintage)', () => {
    expect(card('Karn, the Great Creator').legalities.vintage).toBe('restricted');
    const deck = realDeck(AZORIUS).deck;
    expect(validate(adding(deck, 'main', entry('Karn, the Great Creator')), 'vintage').legal).toBe(true);
    const twice = validate(
      adding(adding(deck, 'main', entry('Karn, the Great Creator')), 'side', entry('Karn, the Great Creator')),
      'vintage',
    );
    expect(withCode(twice, 'legality.restricted')).toEqual([
      objectContaining({ cards: ['Karn, the Great Creator'], params: objectContaining({ count: 2 }) }),
    ]);
  });

  it('Pauper: exactly the cards the data says are not legal in Pauper are flagged', () => {
    const { deck } = realDeck(BASRI);
    const expected = [...countsOf(deck, 'main').keys()]
      .filter((name) => legalityOf(card(name), ['pauper']) !== 'legal')
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    const flagged = withCode(validate(deck, 'pauper'), 'legality.not-legal')
      .flatMap((p) => p.cards)
      .sort();
    expect(flagged).toEqual(expected);
  });

  it('an unknown card is a problem naming it, never a silent pass (Lotus Field Combo has cards outside the data)', () => {
    const { deck, problems } = realDeck('plain-taw/pioneer__q06__Lotus Field Combo.txt');
    const unresolved = [
      ...new Set(problems.filter((p) => p.code === 'unknown-card').map((p) => p.text.replace(/^\d+\s+/, ''))),
    ].sort();
    expect(unresolved.length).toBeGreaterThan(0);
    const unknown = withCode(validate(deck, 'pioneer'), 'deck.unknown-card');
    expect(unknown).toHaveLength(1);
    expect([...unknown[0].cards].sort()).toEqual(unresolved);
  });
});

describe('deck shape (CR 100.2a, 100.4a)', () => {
  it('CR 100.2a: at least 60 cards in the main deck', () => {
    const { deck } = realDeck(AZORIUS);
    const { name, count } = firstNonbasic(deck);
    const result = validate(removing(deck, 'main', name), 'pioneer');
    expect(result.problems).toEqual([
      objectContaining({ code: 'deck.size', rule: '100.2a', params: objectContaining({ count: 60 - count, min: 60 }) }),
    ]);
  });

  it('CR 100.4a: a sideboard of at most fifteen cards', () => {
    const { deck } = realDeck(AZORIUS);
    expect(countsOf(deck, 'side').size).toBeGreaterThan(0);
    const result = validate(adding(deck, 'side', entry('Opt')), 'pioneer');
    expect(result.problems).toEqual([
      objectContaining({ code: 'sideboard.size', rule: '100.4a', params: objectContaining({ count: 16, max: 15 }) }),
    ]);
  });

  it('CR 702.139a: the companion waits in the sideboard, so it counts toward the fifteen', () => {
    const result = validate(adding(realDeck(AZORIUS).deck, 'companion', entry('Jegantha, the Wellspring')), 'pioneer');
    expect(withCode(result, 'sideboard.size')).toEqual([objectContaining({ params: objectContaining({ count: 16 }) })]);
  });

  it('a board the format has no use for is reported, not silently ignored (a commander in Pioneer)', () => {
    const result = validate(adding(realDeck(BASRI).deck, 'commander', entry('Lathril, Blade of the Elves')), 'pioneer');
    expect(withCode(result, 'deck.unused-board')).toEqual([
      expect.objectContaining({ severity: 'warning', cards: ['Lathril, Blade of the Elves'] }),
    ]);
  });
});

describe('Limited (CR 100.2b; MTR 7.1–7.2)', () => {
  const poolOf = (deck: Deck) => [...(deck.boards.main ?? [])];

  it('CR 100.2b: a deck built from its pool is legal; at least 40 cards', () => {
    const { deck } = realDeck(ARCANIS);
    expect(validate(deck, 'limited', { pool: poolOf(deck) }).problems).toEqual([]);
    const { name } = firstNonbasic(deck);
    expect(validate(removing(deck, 'main', name), 'limited', { pool: poolOf(deck) }).problems).toEqual([
      expect.objectContaining({ code: 'deck.size', rule: '100.2b' }),
    ]);
  });

  it('MTR 7.2: the five named basic lands come free, snow-covered basics must come from the pool', () => {
    const { deck } = realDeck(ARCANIS);
    const pool = poolOf(deck);
    expect(validate(adding(deck, 'main', entry('Island', 10)), 'limited', { pool }).problems).toEqual([]);
    const snow = validate(adding(deck, 'main', entry('Snow-Covered Island', 2)), 'limited', { pool });
    expect(snow.problems).toEqual([
      expect.objectContaining({
        code: 'limited.not-in-pool',
        rule: '100.2b',
        cards: ['Snow-Covered Island'],
        params: { count: 2, pool: 0 },
      }),
    ]);
    expect(
      validate(adding(deck, 'main', entry('Snow-Covered Island', 2)), 'limited', {
        pool: [...pool, entry('Snow-Covered Island', 2)],
      }).problems,
    ).toEqual([]);
  });

  it('CR 100.2b: no copy limit beyond the pool, and the sideboard comes from the pool too', () => {
    const { deck } = realDeck(ARCANIS);
    const { name, count } = firstNonbasic(deck);
    const pool = [...poolOf(deck), entry(name, 3)];
    expect(validate(adding(deck, 'side', entry(name, 3)), 'limited', { pool }).problems).toEqual([]);
    const over = validate(adding(deck, 'side', entry(name, 4)), 'limited', { pool });
    expect(over.problems).toEqual([
      expect.objectContaining({
        code: 'limited.not-in-pool',
        cards: [name],
        params: { count: count + 4, pool: count + 3 },
      }),
    ]);
  });

  it("CR 100.2a in Limited: a card's own numeric limit still holds (eight Seven Dwarves from a pool of eight)", () => {
    const { deck } = realDeck(ARCANIS);
    const pool = [...poolOf(deck), entry('Seven Dwarves', 8)];
    const result = validate(adding(deck, 'main', entry('Seven Dwarves', 8)), 'limited', { pool });
    expect(result.problems).toEqual([
      objectContaining({ code: 'deck.copies', rule: '100.2b', params: objectContaining({ count: 8, limit: 7 }) }),
    ]);
  });

  it("without a pool the deck can't be checked against it, and says so", () => {
    const result = validate(realDeck(ARCANIS).deck, 'limited');
    expect(result.problems).toEqual([expect.objectContaining({ code: 'limited.no-pool', severity: 'warning' })]);
  });
});

describe('validation result', () => {
  it('counts every board and is legal exactly when no problem is an error', () => {
    const { deck } = realDeck(AZORIUS);
    const result = validate(withBoard(deck, 'maybe', [entry('Opt', 3)]), 'pioneer');
    expect(result).toMatchObject({
      legal: true,
      format: 'pioneer',
      counts: { main: 60, side: 15, maybe: 3, commander: 0 },
    });
  });
});

describe('what the card data holds that is no card of a deck (CR 100.2, 108.2a, 712.4)', () => {
  const cards = new Map([...scryfallCards().cards, ...mtgCards().cards]);
  const check = (deck: Deck, format: string) => validateDeck(deck, cards, getFormat(format)!);
  const meldResults = [...cards.values()]
    .filter(isMeldResult)
    .map((c) => c.name)
    .sort();

  it('CR 712.4: exactly the three melded permanents of the data are meld results, none of their six meld cards', () => {
    expect(meldResults).toEqual(['Brisela, Voice of Nightmares', 'Chittering Host', 'Hanweir, the Writhing Township']);
    const meldCards = [...cards.values()]
      .filter((c) => c.layout === 'meld' && !isMeldResult(c))
      .map((c) => c.name)
      .sort();
    expect(meldCards).toEqual([
      'Bruna, the Fading Light',
      'Gisela, the Broken Blade',
      'Graf Rats',
      'Hanweir Battlements',
      'Hanweir Garrison',
      'Midnight Scavengers',
    ]);
  });

  it('CR 712.4: a deck naming a melded permanent is refused; its meld cards are fine (Brisela; Bruna and Gisela)', () => {
    const { deck } = realDeck(BASRI);
    const melded = check(adding(deck, 'main', entry('Brisela, Voice of Nightmares', 1, scryfallCards())), 'vintage');
    expect(withCode(melded, 'deck.meld-result')).toEqual([
      expect.objectContaining({ rule: '712.4', cards: ['Brisela, Voice of Nightmares'] }),
    ]);
    expect(melded.legal).toBe(false);
    const parts = check(
      adding(deck, 'main', entry('Bruna, the Fading Light'), entry('Gisela, the Broken Blade')),
      'vintage',
    );
    expect(withCode(parts, 'deck.meld-result')).toEqual([]);
    expect(parts.problems).toEqual([]);
  });

  it("CR 712.4 in Commander: a melded permanent can't lead either (Brisela); the sideboard of a Limited deck is checked too", () => {
    const led = check(
      withBoard(realDeck('plain-taw/cmd__c21__Lorehold Legacies.txt').deck, 'commander', [
        entry('Brisela, Voice of Nightmares'),
      ]),
      'commander',
    );
    expect(withCode(led, 'deck.meld-result').flatMap((p) => p.cards)).toEqual(['Brisela, Voice of Nightmares']);
    const limited = check(
      adding(realDeck(ARCANIS).deck, 'side', entry('Chittering Host', 1, scryfallCards())),
      'limited',
    );
    expect(withCode(limited, 'deck.meld-result').flatMap((p) => p.cards)).toEqual(['Chittering Host']);
  });

  it('CR 108.2a: planes, phenomena, schemes, vanguards, dungeons and Attractions are refused, each named', () => {
    const nontraditional = [
      'Esper',
      'Morphic Tide',
      'Every Last Vestige Shall Rot',
      'Frenetic Efreet Avatar',
      'Dungeon of the Mad Mage',
      'Balloon Stand',
    ];
    const deck = adding(realDeck(BASRI).deck, 'main', ...nontraditional.map((n) => entry(n, 1, scryfallCards())));
    const result = check(deck, 'vintage');
    expect(withCode(result, 'deck.nontraditional')).toEqual([
      expect.objectContaining({ rule: '108.2a', cards: nontraditional }),
    ]);
    expect(result.legal).toBe(false);
  });
});
