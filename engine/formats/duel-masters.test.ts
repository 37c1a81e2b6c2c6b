// Duel Masters deck construction (DM 100.2–100.5) and the Hall of Fame regulation, on real Duel Masters cards
// (Latepate64 JSON and Ravenite CSV in ../shared/data). No public DM decklist exists, so decks are built from real cards.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Card } from '../cards/types.ts';
import type { Deck, DeckEntry } from '../decks/types.ts';
import { foldName } from '../text/fold.ts';
import {
  BUNDLED_DM_REGULATION,
  DmRegulationError,
  getFormat,
  parseDmRegulation,
  readDmRegulationText,
  regulationOn,
  validateDeck,
  type ValidationContext,
  type ValidationResult,
} from './index.ts';
import { adding, card, dmCards, withBoard } from '../../test/real-decks.ts';
import { sharedPath } from '../../test/shared-data.ts';
import { readJaNamesCsv } from '../dm/ja-names.ts';
import { objectContaining } from '../../test/matchers.ts';

const TODAY = '2025-01-01';
const pool = () => dmCards();
const dmEntry = (c: Card, count = 1): DeckEntry => ({ name: c.name, count, cardId: c.id });
const dm = (name: string, count = 1) => dmEntry(card(name, pool()), count);

function validate(deck: Deck, context: ValidationContext = {}): ValidationResult {
  return validateDeck(deck, pool().cards, getFormat('dm')!, { today: TODAY, ...context });
}

const codes = (r: ValidationResult) => r.problems.map((p) => p.code);
const regulated = new Set(BUNDLED_DM_REGULATION.entries.map((e) => foldName(e.name)));
const cardsOfZone = (zone: 'main' | 'hyperspatial' | 'gr') =>
  [...pool().cards.values()].filter(
    (c) =>
      c.dm?.zone === zone &&
      c.deck.copyLimit === undefined &&
      !c.dm.startsInBattleZone &&
      !regulated.has(foldName(c.name)),
  );

/** Ten different real main-deck cards, four of each. */
function fortyCardDeck(): Deck {
  return {
    game: 'dm',
    name: 'forty',
    boards: {
      main: cardsOfZone('main')
        .slice(0, 10)
        .map((c) => dmEntry(c, 4)),
    },
  };
}

describe('main deck (DM 100.2, 100.2a)', () => {
  it('DM 100.2: ten real cards, four each, make a legal 40-card deck', () => {
    expect(validate(fortyCardDeck())).toMatchObject({ legal: true, problems: [], counts: { main: 40 } });
  });

  it('DM 100.2: exactly 40, so 39 and 41 are both problems', () => {
    const deck = fortyCardDeck();
    const [first, ...rest] = deck.boards.main!;
    const fewer = withBoard(deck, 'main', [{ ...first, count: 3 }, ...rest]);
    expect(validate(fewer).problems).toEqual([
      objectContaining({ code: 'deck.size', rule: '100.2', params: objectContaining({ count: 39 }) }),
    ]);
    const more = adding(deck, 'main', dmEntry(cardsOfZone('main')[10]));
    expect(validate(more).problems).toEqual([
      objectContaining({ code: 'deck.size', params: objectContaining({ count: 41 }) }),
    ]);
  });

  it('DM 100.2a: at most four of a name, counted across printings', () => {
    const deck = fortyCardDeck();
    const [first, second, ...rest] = deck.boards.main!;
    const five = withBoard(deck, 'main', [
      { ...first, count: 4 },
      { ...first, count: 1, printing: { set: 'DM-01', collectorNumber: '1' } },
      { ...second, count: 3 },
      ...rest,
    ]);
    expect(validate(five).problems).toEqual([
      objectContaining({
        code: 'deck.copies',
        rule: '100.2a',
        cards: [first.name],
        params: objectContaining({ count: 5, limit: 4 }),
      }),
    ]);
  });

  it("DM 810.4: a twinpact's name is both halves, so four Bolshack Dragon/Duelist Charger sit beside four Bolshack Dragon", () => {
    const deck = fortyCardDeck();
    const main = deck.boards.main!.slice(0, 8);
    expect(
      validate(withBoard(deck, 'main', [...main, dm('Bolshack Dragon', 4), dm('Bolshack Dragon/Duelist Charger', 4)]))
        .problems,
    ).toEqual([]);
  });

  it('DM 100.2a: a card whose text allows more than four (Wanwanwan, Wankorage) may fill the deck', () => {
    const deck = fortyCardDeck();
    expect(
      validate(withBoard(deck, 'main', [...deck.boards.main!.slice(0, 8), dm('Wanwanwan, Wankorage', 8)])).problems,
    ).toEqual([]);
  });
});

describe('hyperspatial zone (DM 100.3, 100.3a, 407.1)', () => {
  const psychics = () => cardsOfZone('hyperspatial');

  it('DM 100.3: up to 8 cards, 4 of a name; 9 are too many', () => {
    const eight = adding(
      fortyCardDeck(),
      'hyperspatial',
      ...psychics()
        .slice(0, 8)
        .map((c) => dmEntry(c)),
    );
    expect(validate(eight).problems).toEqual([]);
    const nine = adding(eight, 'hyperspatial', dmEntry(psychics()[8]));
    expect(validate(nine).problems).toEqual([
      objectContaining({ code: 'dm.hyperspatial-size', rule: '100.3', params: objectContaining({ count: 9, max: 8 }) }),
    ]);
  });

  it('DM 100.3a: at most four of a name in the hyperspatial zone', () => {
    const result = validate(adding(fortyCardDeck(), 'hyperspatial', dmEntry(psychics()[0], 5)));
    expect(result.problems).toEqual([
      objectContaining({ code: 'dm.hyperspatial-copies', rule: '100.3a', params: objectContaining({ count: 5 }) }),
    ]);
  });

  it('DM 407.1: only psychic and dragheart cards go there; a psychic creature is no main-deck card (100.2)', () => {
    const creature = cardsOfZone('main')[20];
    const psychic = psychics()[0];
    const result = validate(
      adding(adding(fortyCardDeck(), 'hyperspatial', dmEntry(creature)), 'main', dmEntry(psychic)),
    );
    expect(result.problems.filter((p) => p.code === 'dm.wrong-zone').map((p) => [p.rule, p.cards])).toEqual([
      ['100.2', [psychic.name]],
      ['407.1', [creature.name]],
    ]);
  });
});

describe('super GR zone (DM 100.4, 100.4a, 408.1)', () => {
  const grCreatures = () => cardsOfZone('gr');

  it('DM 100.4: none, or exactly twelve', () => {
    const twelve = adding(
      fortyCardDeck(),
      'gr',
      ...grCreatures()
        .slice(0, 6)
        .map((c) => dmEntry(c, 2)),
    );
    expect(validate(twelve).problems).toEqual([]);
    const eleven = adding(
      fortyCardDeck(),
      'gr',
      ...grCreatures()
        .slice(0, 5)
        .map((c) => dmEntry(c, 2)),
      dmEntry(grCreatures()[5]),
    );
    expect(validate(eleven).problems).toEqual([
      objectContaining({ code: 'dm.gr-size', rule: '100.4', params: objectContaining({ count: 11, exactly: '0|12' }) }),
    ]);
  });

  it('DM 100.4a: at most two of a name, unless the card says more (Dusaico, Darma GR)', () => {
    const three = adding(
      fortyCardDeck(),
      'gr',
      dmEntry(grCreatures()[0], 3),
      ...grCreatures()
        .slice(1, 5)
        .map((c) => dmEntry(c, 2)),
      dmEntry(grCreatures()[5]),
    );
    expect(validate(three).problems).toEqual([
      objectContaining({ code: 'dm.gr-copies', rule: '100.4a', params: objectContaining({ count: 3, limit: 2 }) }),
    ]);
    const dusaico = adding(fortyCardDeck(), 'gr', dm('Dusaico, Darma GR', 12));
    expect(validate(dusaico).problems).toEqual([]);
  });

  it('DM 408.1: only GR creatures go to the super GR zone', () => {
    const creature = cardsOfZone('main')[20];
    const result = validate(
      adding(
        fortyCardDeck(),
        'gr',
        ...grCreatures()
          .slice(0, 5)
          .map((c) => dmEntry(c, 2)),
        dmEntry(creature, 2),
      ),
    );
    expect(result.problems).toEqual([
      expect.objectContaining({ code: 'dm.wrong-zone', rule: '408.1', cards: [creature.name] }),
    ]);
  });
});

describe('start-of-game sets (DM 100.5)', () => {
  it('DM 100.5: one set may start in the battle zone; two may not (Forbidden ~The Sealed X~ and FORBIDDEN STAR)', () => {
    const deck = fortyCardDeck();
    const main = deck.boards.main!.slice(0, 9);
    const one = withBoard(deck, 'main', [...main, dmEntry(cardsOfZone('main')[10], 3), dm('Forbidden ~The Sealed X~')]);
    expect(validate(one).problems).toEqual([]);
    const two = withBoard(deck, 'main', [
      ...main,
      dmEntry(cardsOfZone('main')[10], 2),
      dm('Forbidden ~The Sealed X~'),
      dm("FORBIDDEN STAR ~World's Last Day~"),
    ]);
    expect(validate(two).problems).toEqual([
      expect.objectContaining({ code: 'dm.start-of-game-sets', rule: '100.5', params: { count: 2 } }),
    ]);
  });
});

describe('DM 100.5: one start-of-game set per deck, however its copies are counted', () => {
  /** Nine real cards four each, plus `extra`, filled to the size with a tenth card. */
  const deckWith = (size: number, ...extra: DeckEntry[]) => {
    const main = fortyCardDeck().boards.main!.slice(0, 9);
    const rest = size - 36 - extra.reduce((n, e) => n + e.count, 0);
    return withBoard(fortyCardDeck(), 'main', [...main, ...extra, dmEntry(cardsOfZone('main')[10], rest)]);
  };

  it('DM 100.5: two copies of Forbidden ~The Sealed X~ are two sets', () => {
    expect(validate(deckWith(40, dm('Forbidden ~The Sealed X~', 2))).problems).toEqual([
      expect.objectContaining({
        code: 'dm.start-of-game-sets',
        rule: '100.5',
        cards: ['Forbidden ~The Sealed X~'],
        params: { count: 2 },
      }),
    ]);
  });

  it('DM 701.29a: five pieces of FORBIDDEN STAR are one set and pass the four-copy limit; ten are two sets', () => {
    const star = card("FORBIDDEN STAR ~World's Last Day~", pool());
    expect(star.dm?.startsInBattleZone).toBe(true);
    expect(validate(deckWith(40, dmEntry(star, 5))).problems).toEqual([]);
    expect(validate(deckWith(40, dmEntry(star, 3), dmEntry(star, 2))).problems).toEqual([]);
    const ten = validate(deckWith(40, dmEntry(star, 10)));
    expect(ten.problems.map((p) => [p.code, p.params.count])).toEqual([
      ['deck.copies', 10],
      ['dm.start-of-game-sets', 2],
    ]);
  });
});

describe('the creature side of a start-of-game set is no card (DM 701.29a, 701.31a)', () => {
  it("Zeron (Zerom's set) is refused; FORBIDDEN STAR, whose pieces show Dormageddon X on their backs, and Forbidden ~The Sealed X~ are fine", () => {
    const sides = [...pool().cards.values()]
      .filter((c) => /final forbidden creature|zeron creature/i.test(c.faces[0].typeLine))
      .map((c) => c.name);
    expect(sides).toEqual(['Zeron']);
    // DM 701.29a: the final forbidden field is five double-faced cards; a list naming the back names the piece.
    const star = card('Dormageddon X, Forbidden Armageddon', pool());
    expect(star.faces.map((f) => f.name)).toEqual([
      "FORBIDDEN STAR ~World's Last Day~",
      'Dormageddon X, Forbidden Armageddon',
    ]);
    const deck = fortyCardDeck();
    const main = deck.boards.main!.slice(0, 9);
    const result = validate(withBoard(deck, 'main', [...main, dmEntry(cardsOfZone('main')[10], 3), dm('Zeron')]));
    expect(result.problems.map((p) => [p.code, p.rule, p.cards])).toEqual([['dm.set-side', '701.31a', ['Zeron']]]);
    for (const set of [dmEntry(star, 5), dm('Forbidden ~The Sealed X~')])
      expect(codes(validate(withBoard(deck, 'main', [...main, set])))).not.toContain('dm.set-side');
  });
});

describe('DM 314.3a: a Rule Plus in use changes the deck size', () => {
  const thirteen = () => dm('Invincible Thirteen');

  it('《13番目の計画》 Invincible Thirteen (「デッキの枚数を5枚増やして」) in the hyperspatial zone makes the deck exactly 45', () => {
    expect(card('Invincible Thirteen', pool()).dm?.zone).toBe('hyperspatial');
    const forty = adding(fortyCardDeck(), 'hyperspatial', thirteen());
    expect(validate(forty).problems).toEqual([
      objectContaining({
        code: 'deck.size',
        rule: '314.3a',
        params: objectContaining({ count: 40, min: 45, max: 45 }),
      }),
    ]);
    const fortyFive = adding(forty, 'main', dmEntry(cardsOfZone('main')[10], 4), dmEntry(cardsOfZone('main')[11], 1));
    expect(validate(fortyFive)).toMatchObject({ legal: true, problems: [], counts: { main: 45, hyperspatial: 1 } });
    // Without the Rule Plus, 45 is five too many (DM 100.2).
    const withoutRulePlus = withBoard(fortyFive, 'hyperspatial', []);
    expect(validate(withoutRulePlus).problems).toEqual([
      objectContaining({ code: 'deck.size', rule: '100.2', params: objectContaining({ count: 45 }) }),
    ]);
  });

  it('a Rule Plus changes nothing from the main deck, where it does not belong (DM 314.1)', () => {
    const result = validate(adding(fortyCardDeck(), 'main', thirteen()));
    expect(result.problems.map((p) => [p.code, p.rule])).toEqual([
      ['deck.size', '100.2'],
      ['dm.wrong-zone', '100.2'],
    ]);
  });
});

describe('Hall of Fame regulation (DM 100.2; dated data in engine/formats/data/dm-regulation.json)', () => {
  const entryOf = (name: string, limit: 0 | 1) =>
    BUNDLED_DM_REGULATION.entries.find((e) => e.name === name && e.limit === limit)!;
  /** A 40-card deck with `count` copies of a regulated card (another real card fills the rest). */
  const withCopies = (name: string, count = 4) => {
    const deck = fortyCardDeck();
    const filler = count < 4 ? [dmEntry(cardsOfZone('main')[10], 4 - count)] : [];
    return withBoard(deck, 'main', [...deck.boards.main!.slice(0, 9), dm(name, count), ...filler]);
  };

  it('Hall of Fame (殿堂入り): Aqua Hulcus at most 1 while listed, any 4 once lifted', () => {
    const listed = entryOf('Aqua Hulcus', 1);
    expect(listed.until).toBeDefined();
    const during = validate(withCopies('Aqua Hulcus'), { today: listed.from });
    expect(during.problems).toEqual([
      expect.objectContaining({
        code: 'dm.hall-of-fame',
        rule: '100.2',
        cards: ['Aqua Hulcus'],
        params: { effective: listed.from, count: 4 },
      }),
    ]);
    expect(validate(withCopies('Aqua Hulcus'), { today: listed.until! }).problems).toEqual([]);
  });

  it('Premium Hall of Fame (プレミアム殿堂): no copy of The Door of Miracle and Mystery until its move back to Hall of Fame', () => {
    const banned = entryOf('The Door of Miracle and Mystery', 0);
    const door = (today: string, count: number) =>
      codes(validate(withCopies('The Door of Miracle and Mystery', count), { today }));
    expect(door(banned.from, 1)).toEqual(['dm.premium-hall-of-fame']);
    expect(door(banned.until!, 1)).toEqual([]);
    expect(door(banned.until!, 2)).toEqual(['dm.hall-of-fame']);
  });

  it('an entry applies from its date on, not before (Gachinko Roulette)', () => {
    const gachinko = entryOf('Gachinko Roulette', 1);
    const dayBefore = new Date(Date.parse(gachinko.from) - 86_400_000).toISOString().slice(0, 10);
    expect(codes(validate(withCopies('Gachinko Roulette'), { today: dayBefore }))).toEqual([]);
    expect(codes(validate(withCopies('Gachinko Roulette'), { today: gachinko.from }))).toEqual(['dm.hall-of-fame']);
  });

  it('the regulation counts every zone together (a Hall of Fame card in main and hyperspatial is two copies)', () => {
    // Hall of Fame from a replacement file the user supplies: a psychic creature limited to one.
    const psychic = cardsOfZone('hyperspatial')[0];
    const file = parseDmRegulation(
      { sources: ['test'], entries: [{ name: psychic.name, limit: 1, from: '2020-01-01' }], combinations: [] },
      'user.json',
    );
    const deck = adding(fortyCardDeck(), 'hyperspatial', dmEntry(psychic, 2));
    expect(codes(validate(deck, { regulation: regulationOn(file, TODAY) }))).toEqual(['dm.hall-of-fame']);
  });

  it('a card\'s own "more than 4" text never lifts a Hall of Fame limit (Wanwanwan, Wankorage listed in a user file)', () => {
    const file = parseDmRegulation(
      { entries: [{ name: 'Wanwanwan, Wankorage', limit: 1, from: '2020-01-01' }] },
      'user.json',
    );
    const deck = fortyCardDeck();
    const eight = withBoard(deck, 'main', [...deck.boards.main!.slice(0, 8), dm('Wanwanwan, Wankorage', 8)]);
    expect(validate(eight, { regulation: regulationOn(file, TODAY) }).problems).toEqual([
      expect.objectContaining({ code: 'dm.hall-of-fame', params: { effective: TODAY, count: 8 } }),
    ]);
  });

  it('DM 810.4: a twinpact listed by its Japanese name as "A/B" is the card whose data writes "A /B" (ハヤブサノ裁徒Ｚ /ヒーリン・マスカラス)', () => {
    const english = 'Hayabusano Sabato Zett/Hirin Mascaras';
    const { rows } = readJaNamesCsv(readFileSync(sharedPath('duelmasters', 'ja-names.csv'), 'utf8'));
    const ja = rows.find((r) => r.englishName === english)!.japaneseName;
    expect(ja).toBe('ハヤブサノ裁徒Ｚ /ヒーリン・マスカラス');
    const twinpact: Card = { ...card(english, pool()), localizedNames: { ja } };
    const cards = new Map([...pool().cards, [twinpact.id, twinpact]]);
    const deck = fortyCardDeck();
    const twice = withBoard(deck, 'main', [
      ...deck.boards.main!.slice(0, 9),
      dmEntry(twinpact, 2),
      dmEntry(cardsOfZone('main')[10], 2),
    ]);
    // A user's Japanese-only file, written as the regulation writes a twinpact: both halves, a bare slash.
    for (const listed of ['ハヤブサノ裁徒Ｚ/ヒーリン・マスカラス', 'Hayabusano Sabato Zett / Hirin Mascaras']) {
      const file = parseDmRegulation({ entries: [{ name: listed, limit: 1, from: '2020-01-01' }] }, 'user.json');
      const result = validateDeck(twice, cards, getFormat('dm')!, { regulation: regulationOn(file, TODAY) });
      expect(result.problems, listed).toEqual([
        expect.objectContaining({
          code: 'dm.hall-of-fame',
          rule: '100.2',
          cards: [english],
          params: objectContaining({ count: 2 }),
        }),
      ]);
    }
  });

  it('プレミアム殿堂コンビ: a combination from a user-supplied file may not be used together', () => {
    const [a, b] = fortyCardDeck().boards.main!;
    const file = parseDmRegulation(
      { sources: [], entries: [], combinations: [{ names: [a.name, b.name], from: '2020-01-01' }] },
      'user.json',
    );
    const result = validate(fortyCardDeck(), { regulation: regulationOn(file, TODAY) });
    expect(result.problems).toEqual([
      expect.objectContaining({ code: 'dm.premium-combination', rule: '100.2', cards: [a.name, b.name] }),
    ]);
  });

  it('a result names the regulation it applied: the bundled one as an excerpt, with the cards it limits on the date', () => {
    const listed = entryOf('Aqua Hulcus', 1);
    const inForce = BUNDLED_DM_REGULATION.entries.filter((e) => e.from <= listed.from && !(e.until! <= listed.from));
    expect(BUNDLED_DM_REGULATION.partial).toBe(true);
    expect(validate(withCopies('Aqua Hulcus'), { today: listed.from }).regulation).toEqual({
      effective: listed.from,
      cards: inForce.length,
      partial: true,
      title: BUNDLED_DM_REGULATION.title,
    });
    const file = parseDmRegulation(
      { title: 'mine', sources: [], entries: [{ name: 'Aqua Hulcus', limit: 1, from: '2008-04-15' }] },
      'mine.json',
    );
    expect(validate(fortyCardDeck(), { regulation: regulationOn(file, TODAY) }).regulation).toEqual({
      effective: TODAY,
      cards: 1,
      partial: false,
      title: 'mine',
    });
  });

  it('a regulation file that is no JSON says so, by its name (a UTF-8 byte order mark is read past)', () => {
    expect(() => readDmRegulationText('{"entries": [', 'cut.json')).toThrow(
      new DmRegulationError('cut.json', '', 'is not JSON', 'regulation.not-json'),
    );
    expect(readDmRegulationText('\uFEFF{"entries": []}', 'bom.json').entries).toEqual([]);
  });

  it('the bundled file names real cards of the data, each with its dates', () => {
    for (const e of BUNDLED_DM_REGULATION.entries) {
      expect(pool().resolver.byName(e.name).length, e.name).toBeGreaterThan(0);
      if (e.until) expect(e.until > e.from, e.name).toBe(true);
    }
  });

  it("a replacement file that can't be read says which record and why", () => {
    expect(() =>
      parseDmRegulation({ entries: [{ name: 'Aqua Hulcus', limit: 2, from: '2008-04-15' }] }, 'mine.json'),
    ).toThrow(
      new DmRegulationError(
        'mine.json',
        'entries[0].limit',
        'must be 0 (Premium Hall of Fame) or 1 (Hall of Fame), not 2',
        'regulation.limit',
        2,
      ),
    );
    expect(() =>
      parseDmRegulation({ entries: [{ name: 'Aqua Hulcus', limit: 1, from: '15/04/2008' }] }, 'mine.json'),
    ).toThrow(/entries\[0\]\.from must be a date written YYYY-MM-DD/);
    expect(() => parseDmRegulation([], 'mine.json')).toThrow(/mine\.json: must hold a JSON object/);
  });
});
