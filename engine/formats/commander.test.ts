// Commander and Brawl (CR 903, 702.124, 702.139) on the real precon decklists of ../shared/data/decks and real cards;
// each peers.md §1 edge case is a mutation of a real deck, named by its rule.
import { describe, expect, it } from 'vitest';
import type { Deck, DeckEntry } from '../decks/types.ts';
import { foldName } from '../text/fold.ts';
import { getFormat, restrictedMeaning, validateDeck, type Problem, type ValidationResult } from './index.ts';
import { legalityOf } from './checks/common.ts';
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
import { mtgjsonSet, mtgjsonSetCodes } from '../../test/real-cards.ts';
import { readDeckList, writeDeckList } from '../decks/lists/index.ts';
import type { DeckListFormatId } from '../decks/lists/types.ts';
import { resolveDeck } from '../decks/resolve.ts';
import { objectContaining } from '../../test/matchers.ts';
import { cardsFromMtgjsonSet } from '../cards/from-mtgjson.ts';
import type { Card } from '../cards/types.ts';

const LOREHOLD = 'plain-taw/cmd__c21__Lorehold Legacies.txt';
const SILVERQUILL = 'plain-taw/cmd__c21__Silverquill Statement.txt';
const WITHERBLOOM = 'plain-taw/cmd__c21__Witherbloom Witchcraft.txt';
const ELVEN_EMPIRE = 'plain-taw/cmd__khc__Elven Empire.txt';
const FAERIE_SCHEMES = 'plain-taw/brawl__eld__Faerie Schemes.txt';

function validate(deck: Deck, format = 'commander'): ValidationResult {
  return validateDeck(deck, mtgCards().cards, getFormat(format)!);
}

const withCode = (result: ValidationResult, code: string): Problem[] => result.problems.filter((p) => p.code === code);
const codes = (result: ValidationResult) => result.problems.map((p) => p.code);
const namesIn = (deck: Deck, board: 'main' | 'commander') => [...countsOf(deck, board).keys()];

/** The deck led by another card: the old commander joins the main deck, the new one leaves it (or a basic land makes room). */
function ledBy(deck: Deck, ...names: string[]): Deck {
  const leaders = names.map((n) => entry(n));
  const ids = new Set(leaders.map((e) => e.cardId));
  let main: DeckEntry[] = (deck.boards.main ?? []).filter((e) => !ids.has(e.cardId));
  main = [...main, ...(deck.boards.commander ?? []).filter((e) => !ids.has(e.cardId))];
  let surplus = main.reduce((n, e) => n + e.count, 0) + leaders.length - 100;
  main = main.map((e) => {
    if (surplus <= 0 || !card(e.name).faces[0].supertypes.includes('Basic')) return e;
    const take = Math.min(surplus, e.count - 1);
    surplus -= take;
    return { ...e, count: e.count - take };
  });
  return { ...deck, boards: { ...deck.boards, commander: leaders, main } };
}

describe('CR 903.5a: the 2021 Commander precons are legal Commander decks', () => {
  const decks = [
    LOREHOLD,
    SILVERQUILL,
    WITHERBLOOM,
    ELVEN_EMPIRE,
    'plain-taw/cmd__afc__Aura of Courage.txt',
    'plain-taw/cmd__mic__Coven Counters.txt',
    "plain-taw/cmd__znc__Land's Wrath.txt",
    'forge-dck/Aura of Courage [AFC] [2021].dck',
    'forge-dck/Coven Counters [MIC] [2021].dck',
    'forge-dck/Elven Empire [KHC] [2021].dck',
    'forge-dck/Lorehold Legacies [C21] [2021].dck',
  ];
  it.each(decks)('%s', (path) => {
    const result = validate(realDeck(path).deck);
    expect(result.problems).toEqual([]);
    expect(result).toMatchObject({ legal: true, counts: { main: 99, commander: 1 } });
  });

  it.each([
    'cockatrice-cod/LoreholdLegacies_C21.cod',
    'cockatrice-cod/ElvenEmpire_KHC.cod',
    'cockatrice-cod/AuraOfCourage_AFC.cod',
    'cockatrice-cod/CovenCounters_MIC.cod',
  ])('the known defect of %s (its 99 without the commander) gives exactly CR 903.3 and 903.5a', (path) => {
    const result = validate(realDeck(path).deck);
    expect(result.problems.map((p) => [p.code, p.rule])).toEqual([
      ['deck.size', '903.5a'],
      ['commander.missing', '903.3'],
    ]);
    expect(result.counts).toMatchObject({ main: 99, commander: 0 });
  });
});

describe('deck size and singleton (CR 903.5a, 903.5b)', () => {
  it('CR 903.5a: exactly 100 cards with the commander; 99 is not enough', () => {
    const { deck } = realDeck(LOREHOLD);
    const result = validate(removing(deck, 'main', 'Sol Ring'));
    expect(result.problems).toEqual([
      objectContaining({
        code: 'deck.size',
        rule: '903.5a',
        params: objectContaining({ count: 99, min: 100, max: 100 }),
      }),
    ]);
  });

  it('CR 903.5b: a second copy of a nonbasic card is a problem; twenty Mountains are not', () => {
    const { deck } = realDeck(LOREHOLD);
    expect(countsOf(deck, 'main').get('Mountain')).toBeGreaterThan(1);
    const result = validate(adding(removing(deck, 'main', 'Mind Stone'), 'main', entry('Sol Ring')));
    expect(result.problems).toEqual([
      objectContaining({
        code: 'commander.singleton',
        rule: '903.5b',
        cards: ['Sol Ring'],
        params: objectContaining({ count: 2, limit: 1 }),
      }),
    ]);
  });

  it("CR 903.5b with the card's own text: seven Seven Dwarves in place of seven Mountains, but not eight", () => {
    const { deck } = realDeck(LOREHOLD);
    const mountains = countsOf(deck, 'main').get('Mountain')!;
    const dwarves = (n: number) =>
      adding(removing(deck, 'main', 'Mountain'), 'main', entry('Mountain', mountains - n), entry('Seven Dwarves', n));
    expect(validate(dwarves(7)).problems).toEqual([]);
    expect(validate(dwarves(8)).problems).toEqual([
      objectContaining({ code: 'commander.singleton', params: objectContaining({ count: 8, limit: 7 }) }),
    ]);
  });

  it('CR 903.5b with "any number": ten Relentless Rats in place of ten Swamps in a black deck', () => {
    const { deck } = realDeck(WITHERBLOOM);
    const swamps = countsOf(deck, 'main').get('Swamp')!;
    const mutated = adding(
      removing(deck, 'main', 'Swamp'),
      'main',
      entry('Swamp', swamps - 10),
      entry('Relentless Rats', 10),
    );
    expect(validate(mutated).problems).toEqual([]);
  });
});

describe('color identity (CR 903.4, 903.5c, 903.5d)', () => {
  it("CR 903.5c: a card outside the commander's identity (Treasure Cruise in a Boros deck)", () => {
    const result = validate(
      adding(removing(realDeck(LOREHOLD).deck, 'main', 'Mind Stone'), 'main', entry('Treasure Cruise')),
    );
    expect(result.problems).toEqual([
      objectContaining({
        code: 'commander.color-identity',
        rule: '903.5c',
        cards: ['Treasure Cruise'],
        params: objectContaining({ outside: 'U', commander: 'WR' }),
      }),
    ]);
  });

  it('CR 903.4d: an MDFC whose back face is off-color is outside the identity (Jorn, God of Winter: green front, blue-black back, in a Golgari deck)', () => {
    const jorn = card('Jorn, God of Winter');
    expect(jorn.faces[0].manaCost).toBe('{2}{G}');
    const result = validate(
      adding(removing(realDeck(ELVEN_EMPIRE).deck, 'main', 'Numa, Joraga Chieftain'), 'main', entry(jorn.name)),
    );
    expect(result.problems).toEqual([
      objectContaining({
        code: 'commander.color-identity',
        cards: [jorn.name],
        params: objectContaining({ outside: 'U' }),
      }),
    ]);
  });

  it("CR 903.4d: an MDFC commander's back face counts toward its identity (Esika, God of the Tree leads a five-color deck; XMage#7483)", () => {
    const esika = card('Esika, God of the Tree');
    expect(esika.faces[0].manaCost).toBe('{1}{G}{G}');
    const deck = adding(
      removing(ledBy(realDeck(ELVEN_EMPIRE).deck, esika.name), 'main', 'Numa, Joraga Chieftain'),
      'main',
      entry('Treasure Cruise'),
    );
    expect(codes(validate(deck))).not.toContain('commander.color-identity');
  });

  it("CR 903.4c: reminder text is ignored (Pontiff of Blight's extort reminder holds {W/B}, yet it fits a Golgari deck; XMage#553)", () => {
    const pontiff = card('Pontiff of Blight');
    expect(pontiff.text).toMatch(/\(.*\{W\/B\}.*\)/);
    const result = validate(
      adding(removing(realDeck(WITHERBLOOM).deck, 'main', 'Sol Ring'), 'main', entry(pontiff.name)),
    );
    expect(result.problems).toEqual([]);
  });

  it('CR 903.5d: a land with basic land types is checked by the mana those types make (Raugrin Triome, Island in a Boros deck)', () => {
    const triome = card('Raugrin Triome');
    expect(triome.colorIdentity).toEqual([]);
    const deck = adding(
      removing(realDeck(LOREHOLD).deck, 'main', 'Mind Stone', 'Sol Ring'),
      'main',
      entry(triome.name),
      entry('Island'),
    );
    const result = validate(deck);
    expect(codes(result)).not.toContain('commander.color-identity');
    expect(withCode(result, 'commander.basic-land-type')).toEqual([
      objectContaining({ rule: '903.5d', cards: ['Raugrin Triome'], params: objectContaining({ outside: 'U' }) }),
      expect.objectContaining({ rule: '903.5d', cards: ['Island'] }),
    ]);
  });

  it('a new commander rechecks the whole deck (Forge#10031): led by mono-red Feldon, every white card of Lorehold is flagged', () => {
    const deck = ledBy(realDeck(LOREHOLD).deck, 'Feldon of the Third Path');
    const white = namesIn(deck, 'main')
      .filter((n) => card(n).colorIdentity.includes('W'))
      .sort();
    expect(white).toContain('Osgir, the Reconstructor');
    const flagged = withCode(validate(deck), 'commander.color-identity')
      .flatMap((p) => p.cards)
      .sort();
    expect(flagged).toEqual(white);
  });
});

describe('who may lead (CR 903.3, 903.3a, 903.12c)', () => {
  it("CR 903.3: a non-legendary creature can't be the commander (Solemn Simulacrum)", () => {
    const result = validate(ledBy(realDeck(LOREHOLD).deck, 'Solemn Simulacrum'));
    expect(withCode(result, 'commander.not-eligible')).toEqual([
      expect.objectContaining({ rule: '903.3', cards: ['Solemn Simulacrum'] }),
    ]);
  });

  it('CR 903.3a: a planeswalker that says it can be your commander may lead (Daretti, Scrap Savant)', () => {
    expect(codes(validate(ledBy(realDeck(LOREHOLD).deck, 'Daretti, Scrap Savant')))).not.toContain(
      'commander.not-eligible',
    );
  });

  it("current Commander rules: a legendary Vehicle may lead (Esika's Chariot for the elves)", () => {
    const result = validate(ledBy(realDeck(ELVEN_EMPIRE).deck, "Esika's Chariot"));
    expect(codes(result)).not.toContain('commander.not-eligible');
  });

  it('CR 903.12c: any legendary planeswalker may lead in Brawl but not in Commander (Oko, Thief of Crowns)', () => {
    const deck = ledBy(realDeck(LOREHOLD).deck, 'Oko, Thief of Crowns');
    expect(withCode(validate(deck, 'commander'), 'commander.not-eligible')).toEqual([
      expect.objectContaining({ rule: '903.3' }),
    ]);
    expect(codes(validate(deck, 'brawl-100'))).not.toContain('commander.not-eligible');
  });

  it('says what "restricted" in the card data means under each legality key: one copy, or not as commander', () => {
    expect(restrictedMeaning('duel')).toBe('not-as-commander');
    expect(restrictedMeaning('vintage')).toBe('one-copy');
    expect(restrictedMeaning('commander')).toBe('one-copy');
  });

  it('Duel Commander: "restricted" in the data is banned as commander (Winota, Joiner of Forces may not lead, yet may be in the 99)', () => {
    expect(card('Winota, Joiner of Forces').legalities.duel).toBe('restricted');
    const led = validate(ledBy(realDeck(LOREHOLD).deck, 'Winota, Joiner of Forces'), 'duel');
    expect(withCode(led, 'commander.banned')).toEqual([
      expect.objectContaining({ rule: '903.1', cards: ['Winota, Joiner of Forces'] }),
    ]);
    const inThe99 = validate(
      adding(removing(realDeck(LOREHOLD).deck, 'main', 'Sol Ring'), 'main', entry('Winota, Joiner of Forces')),
      'duel',
    );
    expect(codes(inThe99).filter((c) => c.startsWith('commander.') || c.startsWith('legality.'))).toEqual([]);
  });

  it('903.1: a card banned as the commander (Golos, Tireless Pilgrim) is reported as such', () => {
    expect(card('Golos, Tireless Pilgrim').legalities.commander).toBe('banned');
    const result = validate(ledBy(realDeck(LOREHOLD).deck, 'Golos, Tireless Pilgrim'));
    expect(withCode(result, 'commander.banned')).toEqual([
      expect.objectContaining({ rule: '903.1', cards: ['Golos, Tireless Pilgrim'] }),
    ]);
  });
});

describe("who may lead agrees with MTGJSON's leadershipSkills on every front face of the 23 set files", () => {
  const fronts = mtgjsonSetCodes()
    .flatMap((code) => mtgjsonSet(code).cards)
    .filter((c) => c.side === undefined || c.side === 'a');
  const mayLead = (front: (typeof fronts)[number], format: string) => {
    const leader = mtgCards().cards.get(front.identifiers.scryfallOracleId!)!;
    const commander = [{ name: leader.name, count: 1, cardId: leader.id }];
    const deck: Deck = { game: 'mtg', name: leader.name, boards: { commander } };
    return !withCode(validate(deck, format), 'commander.not-eligible').length;
  };

  it('CR 903.3, 903.3a: Commander, but for the legendary Vehicles the rules let lead since the 2022 data', () => {
    expect(fronts.length).toBe(7421);
    const disagree = fronts.filter((c) => mayLead(c, 'commander') !== (c.leadershipSkills?.commander ?? false));
    expect([...new Map(disagree.map((c) => [c.name, c.type]))]).toEqual([
      ["Esika's Chariot", 'Legendary Artifact — Vehicle'],
      ["A-Esika's Chariot", 'Legendary Artifact — Vehicle'],
      ['Parhelion II', 'Legendary Artifact — Vehicle'],
    ]);
  });

  it("CR 903.12c: every card MTGJSON says may lead a Brawl deck may lead one (MTGJSON's also asks the Brawl card pool)", () => {
    const brawlLeaders = fronts.filter((c) => c.leadershipSkills?.brawl);
    expect(brawlLeaders.length).toBeGreaterThan(100);
    // Planeswalkers without "can be your commander" among them (Gideon of the Trials).
    expect(brawlLeaders.some((c) => c.types.includes('Planeswalker') && !c.text?.includes('your commander'))).toBe(
      true,
    );
    expect(brawlLeaders.filter((c) => !mayLead(c, 'brawl')).map((c) => c.name)).toEqual([]);
  });
});

describe('two commanders (CR 702.124)', () => {
  it('CR 702.124a, 702.124b: two partners lead 98 + 2 (Miara and Numa for the elves, Lathril in the 99)', () => {
    const deck = ledBy(realDeck(ELVEN_EMPIRE).deck, 'Miara, Thorn of the Glade', 'Numa, Joraga Chieftain');
    const result = validate(deck);
    expect(result.counts).toMatchObject({ main: 98, commander: 2 });
    expect(result.problems).toEqual([]);
  });

  it('CR 702.124a: both need partner (Lathril has none)', () => {
    const deck = ledBy(realDeck(ELVEN_EMPIRE).deck, 'Lathril, Blade of the Elves', 'Miara, Thorn of the Glade');
    expect(validate(deck).problems).toEqual([
      expect.objectContaining({
        code: 'commander.pair',
        rule: '702.124a',
        cards: ['Lathril, Blade of the Elves', 'Miara, Thorn of the Glade'],
      }),
    ]);
  });

  it('CR 702.124f: "Partner with" pairs only the two cards that name each other (Okaun and Zndrsplt, from Scryfall data; Moxfield#74)', () => {
    const cards = new Map([...mtgCards().cards, ...scryfallCards().cards]);
    const pairProblems = (...leaders: DeckEntry[]) =>
      validateDeck(
        withBoard(realDeck(ELVEN_EMPIRE).deck, 'commander', leaders),
        cards,
        getFormat('commander')!,
      ).problems.filter((p) => p.code === 'commander.pair');
    const okaun = entry('Okaun, Eye of Chaos', 1, scryfallCards());
    expect(card(okaun.name, scryfallCards()).deck.partner).toEqual({
      kind: 'partner-with',
      name: 'Zndrsplt, Eye of Wisdom',
    });
    expect(pairProblems(okaun, entry('Zndrsplt, Eye of Wisdom', 1, scryfallCards()))).toEqual([]);
    expect(pairProblems(okaun, entry('Miara, Thorn of the Glade'))).toEqual([
      expect.objectContaining({ rule: '702.124f', cards: ['Okaun, Eye of Chaos', 'Miara, Thorn of the Glade'] }),
    ]);
  });

  it('CR 702.124f whichever commander the list names first: Miara (partner) before Okaun (partner with Zndrsplt)', () => {
    const cards = new Map([...mtgCards().cards, ...scryfallCards().cards]);
    const leaders = [entry('Miara, Thorn of the Glade'), entry('Okaun, Eye of Chaos', 1, scryfallCards())];
    const deck = withBoard(realDeck(ELVEN_EMPIRE).deck, 'commander', leaders);
    const pair = validateDeck(deck, cards, getFormat('commander')!).problems.filter((p) => p.code === 'commander.pair');
    expect(pair).toEqual([
      expect.objectContaining({ rule: '702.124f', cards: ['Miara, Thorn of the Glade', 'Okaun, Eye of Chaos'] }),
    ]);
    expect(pair[0].message).toContain('"Partner with" naming the other');
  });

  /**
   * The Kaldheim Commander set file with Miara's and Numa's "Partner" line printed as later cards print their partner
   * abilities (Kratos, Stoic Father: "Partner—Father & son (You can have two commanders if both have this ability.)";
   * older Friends forever cards print "Friends forever" alone): the shared sets predate those cards, so two real
   * partners carry the wording, read by the importer's own MTGJSON normalizer.
   */
  function khcPartnersPrinted(miara: string, numa: string): Map<string, Card> {
    const set = structuredClone(mtgjsonSet('KHC')) as { cards: { name: string; text?: string }[] };
    const lines: Record<string, string> = { [LEADERS[0]]: miara, [LEADERS[1]]: numa };
    for (const c of set.cards) if (c.name in lines) c.text = c.text!.replace(/^Partner \(.*\)$/m, lines[c.name]);
    const rewritten = new Map(cardsFromMtgjsonSet(set).map(({ card }) => [card.id, card]));
    return new Map([...mtgCards().cards].map(([id, known]) => [id, rewritten.get(id) ?? known]));
  }
  const REMINDER = '(You can have two commanders if both have this ability.)';
  const LEADERS = ['Miara, Thorn of the Glade', 'Numa, Joraga Chieftain'];
  const partnerOf = (cards: Map<string, Card>, name: string) =>
    [...cards.values()].find((c) => c.name === name)!.deck.partner;
  const pairProblems = (cards: Map<string, Card>) =>
    validateDeck(ledBy(realDeck(ELVEN_EMPIRE).deck, ...LEADERS), cards, getFormat('commander')!).problems.filter(
      (p) => p.code === 'commander.pair',
    );

  it('CR 702.124 (702.124i from 2025): the same "Partner—[text]" on both pairs them (Partner—Survivors)', () => {
    const cards = khcPartnersPrinted(`Partner—Survivors ${REMINDER}`, `Partner — Survivors ${REMINDER}`);
    expect(LEADERS.map((name) => partnerOf(cards, name))).toEqual([
      { kind: 'partner-text', text: 'Survivors' },
      { kind: 'partner-text', text: 'Survivors' },
    ]);
    expect(pairProblems(cards)).toEqual([]);
  });

  it('CR 702.124: two different "Partner—[text]" abilities, or one beside plain partner, do not pair', () => {
    const fatherAndSon = `Partner—Father & son ${REMINDER}`;
    for (const numa of [
      `Partner—Character select ${REMINDER}`,
      'Partner (You can have two commanders if both have partner.)',
    ])
      expect(pairProblems(khcPartnersPrinted(fatherAndSon, numa)), numa).toEqual([
        expect.objectContaining({
          rule: '702.124',
          cards: ['Miara, Thorn of the Glade', 'Numa, Joraga Chieftain'],
          message: expect.stringContaining('the same "Partner—" ability') as string,
        }),
      ]);
  });

  it('CR 702.124g: "Partner—Friends forever", as Oracle text now prints it, pairs with "Friends forever" printed alone', () => {
    const cards = khcPartnersPrinted(`Partner—Friends forever ${REMINDER}`, `Friends forever ${REMINDER}`);
    expect(LEADERS.map((name) => partnerOf(cards, name))).toEqual([
      { kind: 'friends-forever' },
      { kind: 'friends-forever' },
    ]);
    expect(pairProblems(cards)).toEqual([]);
    expect(
      pairProblems(khcPartnersPrinted(`Partner—Friends forever ${REMINDER}`, `Partner—Survivors ${REMINDER}`)),
    ).toEqual([expect.objectContaining({ rule: '702.124g' })]);
  });

  it('CR 702.124: no combination of partner abilities gives three commanders', () => {
    const deck = ledBy(
      realDeck(ELVEN_EMPIRE).deck,
      'Lathril, Blade of the Elves',
      'Miara, Thorn of the Glade',
      'Numa, Joraga Chieftain',
    );
    const leaders = ['Lathril, Blade of the Elves', 'Miara, Thorn of the Glade', 'Numa, Joraga Chieftain'];
    expect(withCode(validate(deck), 'commander.too-many')).toEqual([
      expect.objectContaining({ rule: '702.124', params: { count: 3 }, cards: leaders }),
    ]);
    // The CLI prints the message alone: it names the three.
    expect(withCode(validate(deck), 'commander.too-many')[0].message).toBe(
      'At most two commanders, not 3: Lathril, Blade of the Elves, Miara, Thorn of the Glade and Numa, Joraga Chieftain',
    );
  });
});

describe('Brawl (CR 903.12)', () => {
  it('CR 903.12d: the Eldraine Brawl deck has 60 cards with its commander; the only problems are cards the data leaves out of Brawl', () => {
    const { deck } = realDeck(FAERIE_SCHEMES);
    const result = validate(deck, 'brawl');
    expect(result.counts).toMatchObject({ main: 59, commander: 1 });
    const brawl = getFormat('brawl')!.legality!.keys;
    const outside = [...namesIn(deck, 'main'), ...namesIn(deck, 'commander')]
      .filter((n) => legalityOf(card(n), brawl) !== 'legal')
      .sort();
    expect(result.problems.every((p) => p.code === 'legality.not-legal')).toBe(true);
    expect(result.problems.flatMap((p) => p.cards).sort()).toEqual(outside);
  });

  it('CR 903.12b: every card the 2022 data lists in Brawl is legal in a 60-card Brawl deck, also without "historicbrawl"', () => {
    const listed = mtgjsonSetCodes()
      .flatMap((code) => mtgjsonSet(code).cards)
      .filter(
        (e) => e.legalities.brawl === 'Legal' && e.legalities.historicbrawl === undefined && e.side === undefined,
      );
    const names = [...new Set(listed.map((e) => e.name))];
    expect(names.length).toBeGreaterThan(40);
    const deck = withBoard(
      realDeck(FAERIE_SCHEMES).deck,
      'main',
      names.map((n) => entry(n)),
    );
    expect(
      validate(deck, 'brawl').problems.filter((p) => p.code.startsWith('legality.') && p.params.board === 'main'),
    ).toEqual([]);
    // The same cards are outside Arena's 100-card Brawl, which the 2022 data called "historicbrawl".
    expect(
      withCode(validate(deck, 'brawl-100'), 'legality.not-legal')
        .map((p) => p.cards[0])
        .sort(),
    ).toEqual(names.sort());
  });

  it('MTR 6.2, CR 903.12b: banned and not legal are different problems (Omnath, Locus of Creation is banned in Brawl)', () => {
    const deck = adding(realDeck(FAERIE_SCHEMES).deck, 'main', entry('Omnath, Locus of Creation'));
    const problems = validate(deck, 'brawl').problems;
    const aboutOmnath = problems.filter(
      (p) => p.code.startsWith('legality.') && p.cards.includes('Omnath, Locus of Creation'),
    );
    expect(aboutOmnath.map((p) => [p.code, p.rule])).toEqual([['legality.banned', '903.12b']]);
    expect(withCode(validate(deck, 'brawl'), 'legality.not-legal').length).toBeGreaterThan(0); // Eldraine had left Standard by 2022
    const led = withBoard(realDeck(FAERIE_SCHEMES).deck, 'commander', [entry('Omnath, Locus of Creation')]);
    expect(withCode(validate(led, 'brawl'), 'commander.banned').flatMap((p) => p.cards)).toEqual([
      'Omnath, Locus of Creation',
    ]);
  });

  it("Arena's 100-card Brawl is a separate format: the 60-card deck is too small there", () => {
    const result = validate(realDeck(FAERIE_SCHEMES).deck, 'brawl-100');
    expect(withCode(result, 'deck.size')).toEqual([
      objectContaining({ rule: '903.12d', params: objectContaining({ count: 60, min: 100 }) }),
    ]);
  });

  it('CR 903.12e: with a colorless commander (Karn, the Great Creator) basic lands must share one basic land type', () => {
    const deck = ledBy(realDeck(FAERIE_SCHEMES).deck, 'Karn, the Great Creator');
    const mixed = withCode(validate(deck, 'brawl'), 'commander.colorless-basics');
    expect(mixed).toEqual([expect.objectContaining({ rule: '903.12e', params: { types: 'Plains,Island,Swamp' } })]);
    const basics = ['Plains', 'Island', 'Swamp'].reduce((n, b) => n + (countsOf(deck, 'main').get(b) ?? 0), 0);
    const islandsOnly = adding(removing(deck, 'main', 'Plains', 'Island', 'Swamp'), 'main', entry('Island', basics));
    const result = validate(islandsOnly, 'brawl');
    expect(codes(result)).not.toContain('commander.colorless-basics');
    // The exception covers basic lands only: Watery Grave (Island Swamp) still answers to 903.5d.
    expect(withCode(result, 'commander.basic-land-type').flatMap((p) => p.cards)).toEqual(['Watery Grave']);
  });

  it('CR 903.5d outside Brawl: a colorless Commander commander (Emrakul, the Promised End) allows no Islands', () => {
    const deck = adding(
      removing(ledBy(realDeck(LOREHOLD).deck, 'Emrakul, the Promised End'), 'main', 'Sol Ring'),
      'main',
      entry('Island'),
    );
    expect(withCode(validate(deck), 'commander.basic-land-type').flatMap((p) => p.cards)).toContain('Island');
    expect(codes(validate(deck))).not.toContain('commander.colorless-basics');
  });
});

describe('companions in Commander (CR 702.139, 103.2b, 903.11)', () => {
  it("CR 702.139a: the companion is outside the 100; Lurrus's condition fails on exactly the permanents with mana value over 2", () => {
    const { deck } = realDeck(SILVERQUILL);
    const result = validate(adding(deck, 'companion', entry('Lurrus of the Dream-Den')));
    expect(codes(result)).not.toContain('deck.size');
    const permanentTypes = ['Artifact', 'Creature', 'Enchantment', 'Land', 'Planeswalker', 'Battle'];
    const expected = [...namesIn(deck, 'main'), ...namesIn(deck, 'commander')]
      .filter((n) => card(n).faces[0].types.some((t) => permanentTypes.includes(t)) && card(n).manaValue > 2)
      .sort();
    const condition = withCode(result, 'companion.condition');
    expect(condition).toHaveLength(1);
    expect(condition[0]).toMatchObject({ rule: '702.139a' });
    expect(condition[0].cards[0]).toBe('Lurrus of the Dream-Den');
    expect(condition[0].cards.slice(1).sort()).toEqual(expected);
    // The message itself names them, as the CLI's text shows it.
    for (const name of expected) expect(condition[0].message).toContain(name);
  });

  it('CR 702.139b: commanders count toward the condition (Kaheera names Lathril); 903.11: the companion must fit the identity', () => {
    const result = validate(adding(realDeck(ELVEN_EMPIRE).deck, 'companion', entry('Kaheera, the Orphanguard')));
    expect(withCode(result, 'companion.condition')[0].cards).toContain('Lathril, Blade of the Elves');
    expect(withCode(result, 'companion.color-identity')).toEqual([
      expect.objectContaining({
        rule: '903.11',
        cards: ['Kaheera, the Orphanguard'],
        params: { card: 'WG', commander: 'BG', outside: 'W' },
        message: "The companion Kaheera, the Orphanguard (WG) is outside the commander's color identity (BG)",
      }),
    ]);
  });

  it("CR 903.11, not 903.5b: a companion named like a card of the 99 (Lurrus in Silverquill's 99 for a Plains) breaks the rule for cards from outside the game", () => {
    const { deck } = realDeck(SILVERQUILL);
    const main = (deck.boards.main ?? []).map((e) => (e.name === 'Plains' ? { ...e, count: e.count - 1 } : e));
    const withLurrus = adding(withBoard(deck, 'main', main), 'main', entry('Lurrus of the Dream-Den'));
    expect(codes(validate(withLurrus))).not.toContain('commander.singleton');
    const result = validate(adding(withLurrus, 'companion', entry('Lurrus of the Dream-Den')));
    expect(codes(result)).not.toContain('deck.size');
    expect(withCode(result, 'commander.singleton')).toEqual([
      expect.objectContaining({
        rule: '903.11',
        cards: ['Lurrus of the Dream-Den'],
        params: objectContaining({ count: 2, limit: 1 }),
      }),
    ]);
    // Two copies in the 99 stay the deck's own singleton rule, reported once.
    const twice = adding(withBoard(deck, 'main', main), 'main', entry('Sol Ring'));
    expect(withCode(validate(twice), 'commander.singleton')).toEqual([
      expect.objectContaining({ rule: '903.5b', cards: ['Sol Ring'] }),
    ]);
  });

  it('CR 702.139a: Yorion needs twenty cards over the minimum deck size, which a 100-card Commander deck never has', () => {
    const result = validate(adding(realDeck(SILVERQUILL).deck, 'companion', entry('Yorion, Sky Nomad')));
    expect(withCode(result, 'companion.condition')).toEqual([
      objectContaining({
        cards: ['Yorion, Sky Nomad'],
        params: objectContaining({ condition: 'yorion', deckSize: 100, needed: 120 }),
      }),
    ]);
    expect(withCode(result, 'companion.condition')[0].message).toContain(
      'the starting deck has 100 cards, not the 120 it needs',
    );
  });

  it('banned as a companion (Lutri in Commander, from the card data)', () => {
    const result = validate(adding(realDeck(LOREHOLD).deck, 'companion', entry('Lutri, the Spellchaser')));
    expect(withCode(result, 'companion.banned')).toEqual([
      expect.objectContaining({ cards: ['Lutri, the Spellchaser'] }),
    ]);
  });

  it('CR 103.2b: at most one companion', () => {
    const result = validate(
      adding(realDeck(SILVERQUILL).deck, 'companion', entry('Lurrus of the Dream-Den'), entry('Yorion, Sky Nomad')),
    );
    expect(withCode(result, 'companion.too-many')).toEqual([
      expect.objectContaining({ rule: '103.2b', params: { count: 2 } }),
    ]);
  });

  it("CR 702.139a: a card without a companion ability can't be the companion", () => {
    const result = validate(withBoard(realDeck(LOREHOLD).deck, 'companion', [entry('Sun Titan')]));
    expect(withCode(result, 'companion.not-companion').flatMap((p) => p.cards)).toEqual(['Sun Titan']);
    expect(withCode(result, 'commander.singleton').flatMap((p) => p.cards)).toEqual(['Sun Titan']);
  });
});

describe('lists without a command zone or companion board keep them in the sideboard (XMage, MTGO, Forge)', () => {
  /** The deck written by Decklab's own writer for a list format, read back and resolved as an import does. */
  const roundTrip = (deck: Deck, format: DeckListFormatId) =>
    resolveDeck(readDeckList(writeDeckList(deck, format), { format }).deck, mtgCards().resolver).deck;
  const rulesOf = (result: ValidationResult) => result.problems.map((p) => [p.code, p.rule]);

  it.each(['xmage', 'mtgo-dek', 'cockatrice', 'mtgo-csv', 'forge'] as const)(
    'CR 903.3, 702.139a: Lorehold with Lurrus written as %s is read back led by Osgir, Lurrus still checked',
    (format) => {
      const original = adding(realDeck(LOREHOLD).deck, 'companion', entry('Lurrus of the Dream-Den'));
      const expected = validate(original);
      expect(rulesOf(expected)).toEqual([
        ['companion.condition', '702.139a'],
        ['companion.color-identity', '903.11'],
      ]);
      const read = roundTrip(original, format);
      // Each of these writes the companion (and all but Forge the commander) to the sideboard.
      expect(read.boards.side?.map((e) => e.name)).toContain('Lurrus of the Dream-Den');
      const result = validate(read);
      expect(result.counts).toMatchObject({ main: 99, commander: 1, companion: 1, side: 0 });
      expect(result.problems.filter((p) => p.code !== 'deck.sideboard-read')).toEqual(expected.problems);
      expect(withCode(result, 'deck.sideboard-read').map((p) => [p.cards, p.rule, p.severity])).toEqual([
        ...(format === 'forge' ? [] : [[['Osgir, the Reconstructor'], '903.3', 'warning']]),
        [['Lurrus of the Dream-Den'], '702.139a', 'warning'],
      ]);
    },
  );

  it('CR 702.124: two partners and a companion (Miara, Numa, Kaheera) are read back from an XMage sideboard of three', () => {
    const partners = ledBy(realDeck(ELVEN_EMPIRE).deck, 'Miara, Thorn of the Glade', 'Numa, Joraga Chieftain');
    const original = adding(partners, 'companion', entry('Kaheera, the Orphanguard'));
    const read = roundTrip(original, 'xmage');
    expect(read.boards.side).toHaveLength(3);
    const result = validate(read);
    expect(result.counts).toMatchObject({ main: 98, commander: 2, companion: 1 });
    expect(result.problems.filter((p) => p.code !== 'deck.sideboard-read')).toEqual(validate(original).problems);
  });

  it('CR 903.12: a 60-card Brawl deck written as an MTGO .dek is read back led by Alela', () => {
    const { deck } = realDeck(FAERIE_SCHEMES);
    const read = roundTrip(deck, 'mtgo-dek');
    expect(read.boards.side?.map((e) => e.name)).toEqual(['Alela, Artful Provocateur']);
    const result = validate(read, 'brawl');
    expect(result.counts).toMatchObject({ main: 59, commander: 1 });
    expect(codes(result)).not.toContain('commander.missing');
    expect(result.problems.filter((p) => p.code !== 'deck.sideboard-read')).toEqual(validate(deck, 'brawl').problems);
  });

  it('a sideboard that is no command zone stays one, and the format says it is not checked', () => {
    const deck = adding(realDeck(LOREHOLD).deck, 'side', entry('Lurrus of the Dream-Den'), entry('Sun Titan'));
    const result = validate(deck);
    expect(codes(result)).toContain('deck.unused-board');
    expect(codes(result)).not.toContain('deck.sideboard-read');
    expect(result.counts).toMatchObject({ side: 2, companion: 0 });
  });
});

it('every problem names its cards by their English names from the data', () => {
  const result = validate(adding(realDeck(LOREHOLD).deck, 'main', entry('Treasure Cruise'), entry('Island')));
  for (const p of result.problems)
    for (const name of p.cards)
      expect(
        mtgCards()
          .resolver.byName(name)
          .some((c) => foldName(c.name) === foldName(name)),
        name,
      ).toBe(true);
});
