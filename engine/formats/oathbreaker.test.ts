// Oathbreaker (weirdcards.org/oathbreaker-rules, "OB n"; CR 903 and 702.124 where it plays as Commander) on real
// cards: the Scryfall objects of ../shared/data carry the "oathbreaker" legalities (the 2022 MTGJSON files have none),
// the MTGJSON set files carry each face's leadershipSkills.oathbreaker.
import { describe, expect, it } from 'vitest';
import type { Deck, DeckEntry } from '../decks/types.ts';
import { getFormat, signatureSpellsOf, validateDeck, type ValidationResult } from './index.ts';
import { entry, mtgCards, scryfallCards } from '../../test/real-decks.ts';
import { DECK_LIST_FORMATS, exportDeckList, readDeckList } from '../decks/lists/index.ts';
import { resolveDeck } from '../decks/resolve.ts';
import { setupForDeck } from '../goldfish/setup.ts';
import { DEFAULT_POLICY } from '../goldfish/policy.ts';
import { simDeckFromResolved } from '../sim/deck-input.ts';
import { compileDeck } from '../sim/compile.ts';
import { traceGame } from '../sim/run.ts';
import { newTrace } from '../sim/trace.ts';
import type { CompiledMtgDeck } from '../sim/compiled.ts';
import { apply, playtestDeckFromResolved, startGame, type Action, type PlaytestState } from '../playtest/index.ts';
import { mtgjsonSet, mtgjsonSetCodes } from '../../test/real-cards.ts';

const pool = () => scryfallCards();
const e = (name: string, count = 1): DeckEntry => entry(name, count, pool());

/** Twenty white, blue or colorless cards the Scryfall objects call legal in Oathbreaker, one of each. */
const AZORIUS_CARDS = [
  'Conclave Equenaut',
  'Constable of the Realm',
  "Consul's Lieutenant",
  'Coppercoat Vanguard',
  'Council Guardian',
  'Crossbow Infantry',
  'Crusader of Odric',
  'Dauntless Cathar',
  'Dauntless River Marshal',
  'Dive Bomber',
  'Doomed Traveler',
  'Dragonstalker',
  'Drogskol Captain',
  'Elite Vanguard',
  'Spell Pierce',
  'Supreme Verdict',
  'Prismatic Ending',
  'Hallowed Fountain',
  'Flooded Strand',
  'Leyline Binding',
];

/** OB 3: Teferi, Time Raveler (War of the Spark) with Counterspell as signature spell, and 58 cards. */
function teferiDeck(): Deck {
  return {
    game: 'mtg',
    name: 'Teferi',
    format: 'oathbreaker',
    boards: {
      commander: [e('Teferi, Time Raveler'), e('Counterspell')],
      main: [...AZORIUS_CARDS.map((n) => e(n)), e('Plains', 19), e('Island', 19)],
    },
  };
}

function validate(deck: Deck): ValidationResult {
  return validateDeck(deck, pool().cards, getFormat('oathbreaker')!);
}

const rulesOf = (result: ValidationResult) => result.problems.map((p) => [p.code, p.rule]);

const move = (deck: Deck, name: string, from: 'main' | 'commander', to: 'main' | 'commander'): Deck => {
  const found = deck.boards[from]!.find((x) => x.name === name)!;
  return {
    ...deck,
    boards: {
      ...deck.boards,
      [from]: deck.boards[from]!.filter((x) => x !== found),
      [to]: [...(deck.boards[to] ?? []), found],
    },
  };
};

const replace = (deck: Deck, board: 'main' | 'commander', name: string, by: DeckEntry): Deck => ({
  ...deck,
  boards: { ...deck.boards, [board]: deck.boards[board]!.map((x) => (x.name === name ? by : x)) },
});

describe('Oathbreaker deck construction (OB 2, 3, 5, 7, 8)', () => {
  it('OB 3: 58 cards, the oathbreaker and its signature spell make a legal 60-card deck', () => {
    const result = validate(teferiDeck());
    expect(result.problems).toEqual([]);
    expect(result).toMatchObject({ legal: true, counts: { main: 58, commander: 2 } });
  });

  it('OB 3: the 60 count the oathbreaker and the signature spell (a 59th card of the 58 makes 61)', () => {
    const deck = replace(teferiDeck(), 'main', 'Plains', e('Plains', 20));
    expect(rulesOf(validate(deck))).toEqual([['deck.size', 'OB 3']]);
    expect(validate(deck).problems[0].params).toMatchObject({ count: 61, min: 60, max: 60 });
  });

  it('OB 2: two copies of a card other than a basic land are one too many', () => {
    const deck = replace(teferiDeck(), 'main', 'Plains', e('Plains', 18));
    const twice = { ...deck, boards: { ...deck.boards, main: [...deck.boards.main!, e('Doomed Traveler')] } };
    expect(rulesOf(validate(twice))).toEqual([['commander.singleton', 'OB 2']]);
  });

  it('OB 5: a legendary creature that could lead a Commander deck is no oathbreaker', () => {
    const deck = replace(teferiDeck(), 'commander', 'Teferi, Time Raveler', e('Daxos of Meletis'));
    expect(rulesOf(validate(deck))).toEqual([['commander.not-eligible', 'OB 5']]);
    const inCommander = validateDeck(deck, pool().cards, getFormat('commander')!).problems;
    expect(inCommander.filter((p) => p.code === 'commander.not-eligible').flatMap((p) => p.cards)).toEqual([
      'Counterspell',
    ]);
  });

  it('OB 5: a deck with its signature spell but no planeswalker has no oathbreaker', () => {
    const deck = move(teferiDeck(), 'Teferi, Time Raveler', 'commander', 'main');
    expect(rulesOf(validate(deck))).toEqual([['commander.missing', 'OB 5']]);
  });

  it('OB 8: the oathbreaker needs its signature spell in the command zone, not in the 58', () => {
    const deck = move(teferiDeck(), 'Counterspell', 'commander', 'main');
    expect(rulesOf(validate(deck))).toEqual([['oathbreaker.signature-count', 'OB 8']]);
    expect(validate(deck).problems[0].params).toEqual({ oathbreakers: 1, spells: 0 });
    // No spell to name: the problem names the oathbreaker left without one.
    expect(validate(deck).problems[0].cards).toEqual(['Teferi, Time Raveler']);
  });

  it('OB 8: a command-zone card the data lacks is reported once, not counted as a missing signature spell', () => {
    const deck = replace(teferiDeck(), 'commander', 'Counterspell', { name: 'Not A Real Spell', count: 1 });
    expect(rulesOf(validate(deck))).toEqual([['deck.unknown-card', 'OB 1']]);
  });

  it('OB 8: one oathbreaker has exactly one signature spell, not two', () => {
    const deck = move(teferiDeck(), 'Supreme Verdict', 'main', 'commander');
    expect(rulesOf(validate(deck))).toEqual([['oathbreaker.signature-count', 'OB 8']]);
    expect(validate(deck).problems[0].cards).toEqual(['Counterspell', 'Supreme Verdict']);
  });

  it('OB 8: a signature spell is an instant or sorcery (an enchantment in the command zone would lead instead)', () => {
    const deck = move(move(teferiDeck(), 'Leyline Binding', 'main', 'commander'), 'Counterspell', 'commander', 'main');
    expect(rulesOf(validate(deck))).toEqual([
      ['commander.not-eligible', 'OB 5'],
      ['commander.pair', '702.124a'],
      ['oathbreaker.signature-count', 'OB 8'],
    ]);
  });

  it("OB 8: a signature spell outside its oathbreaker's color identity (Lightning Bolt for Teferi) is refused", () => {
    const result = validate(replace(teferiDeck(), 'commander', 'Counterspell', e('Lightning Bolt')));
    expect(rulesOf(result)).toEqual([['oathbreaker.signature-identity', 'OB 8']]);
    expect(result.problems[0]).toMatchObject({ cards: ['Lightning Bolt'], params: { card: 'R', oathbreakers: 'WU' } });
  });

  it("OB 7: the 58 stay within the oathbreaker's color identity", () => {
    const deck = replace(teferiDeck(), 'main', 'Conclave Equenaut', e('Lightning Bolt'));
    const result = validate(deck);
    expect(rulesOf(result)).toEqual([['commander.color-identity', 'OB 7']]);
    expect(result.problems[0].cards).toEqual(['Lightning Bolt']);
  });

  it("OB 7, 8: the signature spell's colors widen nothing (Ajani Goldmane with a blue spell keeps a white deck)", () => {
    const ajani = replace(teferiDeck(), 'commander', 'Teferi, Time Raveler', e('Ajani Goldmane'));
    const result = validate(ajani);
    // Counterspell (U) fits no white oathbreaker, and the blue cards of the 58 stay outside white.
    expect(result.problems.filter((p) => p.code === 'oathbreaker.signature-identity').map((p) => p.cards)).toEqual([
      ['Counterspell'],
    ]);
    const outside = result.problems.filter((p) => p.code === 'commander.color-identity').flatMap((p) => p.cards);
    const mainCards = pool().cards;
    const blue = teferiDeck()
      .boards.main!.map((x) => mainCards.get(x.cardId!)!)
      .filter((c) => c.colorIdentity.some((x) => x !== 'W'))
      .map((c) => c.name);
    expect(blue.length).toBeGreaterThan(0);
    expect(outside.sort()).toEqual(blue.sort());
  });
});

describe('Oathbreaker with two oathbreakers (OB 5: partners as in Commander, CR 702.124; OB 8: a spell each)', () => {
  /** Teferi and Ajani Goldmane with a spell each: 56 + 4 = 60. No planeswalker of the shared data has partner. */
  function twoLeaders(spells: string[]): Deck {
    const deck = teferiDeck();
    return {
      ...deck,
      boards: {
        commander: [e('Teferi, Time Raveler'), e('Ajani Goldmane'), ...spells.map((n) => e(n))],
        main: deck.boards.main!.map((x) => (x.name === 'Plains' ? e('Plains', 17) : x)),
      },
    };
  }

  it('702.124a: two oathbreakers without partner cannot lead together; each has its own spell (56 + 2 + 2)', () => {
    const result = validate(twoLeaders(['Counterspell', 'Hallowed Moonlight']));
    expect(result.counts).toMatchObject({ main: 56, commander: 4 });
    expect(rulesOf(result)).toEqual([['commander.pair', '702.124a']]);
  });

  it("OB 8: each spell within its own oathbreaker's identity: two spells only Teferi's colors allow can't be shared out", () => {
    const result = validate(twoLeaders(['Counterspell', "Dovin's Veto"]));
    expect(rulesOf(result)).toEqual([
      ['commander.pair', '702.124a'],
      ['oathbreaker.signature-pairing', 'OB 8'],
    ]);
  });

  it('OB 8: two oathbreakers with one spell between them lack one', () => {
    const deck = twoLeaders(['Counterspell']);
    const result = validate({ ...deck, boards: { ...deck.boards, main: [...deck.boards.main!, e('Elite Arrester')] } });
    expect(rulesOf(result)).toEqual([
      ['commander.pair', '702.124a'],
      ['oathbreaker.signature-count', 'OB 8'],
    ]);
  });
});

describe('OB 1: the card pool is the card data\'s "oathbreaker" legality (Vintage-legal less its ban list)', () => {
  it('OB 1: a banned card (Time Walk) is refused in the 58 and as signature spell, by the rule of its ban list', () => {
    const inMain = replace(teferiDeck(), 'main', 'Spell Pierce', e('Time Walk'));
    expect(rulesOf(validate(inMain))).toEqual([['legality.banned', 'OB 1']]);
    const asSpell = replace(teferiDeck(), 'commander', 'Counterspell', e('Time Walk'));
    expect(rulesOf(validate(asSpell))).toEqual([['commander.banned', 'OB 1']]);
  });
});

describe("OB 5: who may be an oathbreaker agrees with MTGJSON's leadershipSkills.oathbreaker", () => {
  const fronts = mtgjsonSetCodes()
    .flatMap((code) => mtgjsonSet(code).cards)
    .filter((c) => c.leadershipSkills && (c.side === undefined || c.side === 'a'));
  it('on every front face MTGJSON gives leadership skills', () => {
    expect(fronts.length).toBe(850);
    const cards = mtgCards();
    const disagree = fronts.filter((c) => {
      const card = cards.cards.get(c.identifiers.scryfallOracleId!)!;
      const deck: Deck = {
        game: 'mtg',
        name: c.name,
        boards: { commander: [{ name: card.name, count: 1, cardId: card.id }] },
      };
      const eligible = !validateDeck(deck, cards.cards, getFormat('oathbreaker')!).problems.some(
        (p) => p.code === 'commander.not-eligible',
      );
      return eligible !== c.leadershipSkills!.oathbreaker;
    });
    expect(disagree.map((c) => c.name)).toEqual([]);
  });
});

describe('the command zone in deck lists: the commander board holds oathbreakers and signature spells (OB 8)', () => {
  const read = (text: string, format?: (typeof DECK_LIST_FORMATS)[number]['id']) => {
    const list = readDeckList(text, format ? { format } : {});
    return { ...list, deck: resolveDeck(list.deck, pool().resolver).deck };
  };
  const boardNames = (deck: Deck, board: 'main' | 'commander') =>
    (deck.boards[board] ?? []).map((x) => `${x.count} ${x.name}`).sort();

  it('a list with Moxfield\'s "Signature Spell" section reads the spell into the command zone, a legal deck', () => {
    const deck = teferiDeck();
    const text = [
      'Commander',
      '1 Teferi, Time Raveler',
      '',
      'Signature Spell',
      '1 Counterspell',
      '',
      'Deck',
      ...deck.boards.main!.map((x) => `${x.count} ${x.name}`),
    ].join('\n');
    const back = read(text);
    expect(back.problems).toEqual([]);
    expect(boardNames(back.deck, 'commander')).toEqual(['1 Counterspell', '1 Teferi, Time Raveler']);
    expect(validate(back.deck).problems).toEqual([]);
  });

  // The formats with a place for a command zone: its own board, or the sideboard (a cube's list has neither).
  const mtgFormats = DECK_LIST_FORMATS.filter(
    (f) => f.game === 'mtg' && (f.boards.includes('commander') || f.boards.includes('side')),
  ).map((f) => [f.id] as const);
  it.each(mtgFormats)('%s: the Teferi deck written and read back keeps its command zone and stays legal', (id) => {
    const deck = teferiDeck();
    const back = read(exportDeckList(deck, id).text, id);
    expect(boardNames(back.deck, 'commander')).toEqual(boardNames(deck, 'commander'));
    expect(boardNames(back.deck, 'main')).toEqual(boardNames(deck, 'main'));
    expect(validate(back.deck).problems).toEqual([]);
    // MTGO and XMage lists have no commander board: XMage keeps an Oathbreaker's command zone in the sideboard.
    const withoutCommanderBoard = !DECK_LIST_FORMATS.find((f) => f.id === id)!.boards.includes('commander');
    expect(back.problems.map((p) => p.code)).toEqual(withoutCommanderBoard ? ['sideboard-oathbreaker'] : []);
  });
});

describe('the signature spell apart in the lists that name its section (OB 8: Moxfield\'s "Signature Spell")', () => {
  /** The card lines under a header, up to the next blank line. */
  const section = (text: string, header: string): string[] => {
    const lines = text.split('\n');
    const start = lines.indexOf(header);
    if (start < 0) return [];
    const end = lines.indexOf('', start);
    return lines.slice(start + 1, end < 0 ? undefined : end);
  };
  const signatureSpell = signatureSpellsOf(teferiDeck(), (id) => pool().cards.get(id));

  it.each([['text'], ['arena']] as const)(
    '%s: the oathbreaker alone under "Commander", Counterspell under "Signature Spell"; read back, a legal Oathbreaker deck',
    (id) => {
      const { text } = exportDeckList(teferiDeck(), id, { signatureSpell });
      expect(section(text, 'Commander').map((l) => l.replace(/ \(.*$/, ''))).toEqual(['1 Teferi, Time Raveler']);
      expect(section(text, 'Signature Spell').map((l) => l.replace(/ \(.*$/, ''))).toEqual(['1 Counterspell']);
      const back = readDeckList(text, { format: id });
      expect(back.problems).toEqual([]);
      expect(back.deck.format).toBe('oathbreaker');
      const resolved = resolveDeck(back.deck, pool().resolver).deck;
      expect(resolved.boards.commander!.map((x) => x.name).sort()).toEqual(['Counterspell', 'Teferi, Time Raveler']);
      expect(validate(resolved).problems).toEqual([]);
    },
  );

  it('a Commander deck has no signature spell: its instant in the command zone stays under "Commander"', () => {
    const deck = { ...teferiDeck(), format: 'commander' };
    expect(signatureSpellsOf(deck, (id) => pool().cards.get(id))).toBeUndefined();
    expect(section(exportDeckList(deck, 'text').text, 'Commander')).toEqual([
      '1 Teferi, Time Raveler',
      '1 Counterspell',
    ]);
  });

  it.each(DECK_LIST_FORMATS.filter((f) => f.game === 'mtg' && !['text', 'arena'].includes(f.id)).map((f) => [f.id]))(
    '%s: written as before, with the spell beside its oathbreaker',
    (id) => {
      expect(exportDeckList(teferiDeck(), id, { signatureSpell }).text).toBe(exportDeckList(teferiDeck(), id).text);
    },
  );
});

describe('the goldfish plays Oathbreaker as its rules start and cast (OB 3, 4, 8; CR 103.5c, 103.8c)', () => {
  const setup = setupForDeck('mtg', 'oathbreaker', getFormat('oathbreaker'));
  const compiled = () =>
    compileDeck(simDeckFromResolved(teferiDeck(), pool().cards), {
      setup,
      policy: DEFAULT_POLICY,
      turns: 7,
    }) as CompiledMtgDeck;

  it('OB 4: 20 life; multiplayer: a free first mulligan and a first draw for every player; the fallback agrees', () => {
    expect(setup).toMatchObject({ startingLife: 20, freeFirstMulligan: true, firstPlayerDraws: true, handSize: 7 });
    expect(setupForDeck('mtg', 'oathbreaker', undefined)).toEqual(setup);
    expect(setupForDeck('mtg', 'paupercommander', undefined)).toMatchObject({
      startingLife: 30,
      firstPlayerDraws: true,
    });
  });

  it('OB 3: the oathbreaker and its signature spell start in the command zone, the 58 are the library', () => {
    const deck = compiled();
    expect([...deck.commanders].map((c) => deck.names[c])).toEqual(['Teferi, Time Raveler', 'Counterspell']);
    expect([...deck.signatureSpells].map((c) => deck.names[c])).toEqual(['Counterspell']);
    expect(deck.library.length).toBe(58);
  });

  it('OB 8: the signature spell is never cast before its oathbreaker, and is cast once it is out', () => {
    const deck = compiled();
    const teferi = deck.names.indexOf('Teferi, Time Raveler');
    const counterspell = deck.names.indexOf('Counterspell');
    const castTurn = (turns: { cast: number[] }[], card: number) => turns.findIndex((t) => t.cast.includes(card));
    let spellsCast = 0;
    for (let game = 0; game < 200; game++) {
      const trace = newTrace();
      traceGame(deck, 5, game, 'play', trace);
      const spell = castTurn(trace.turns, counterspell);
      if (spell < 0) continue;
      spellsCast++;
      expect(castTurn(trace.turns, teferi)).toBeGreaterThanOrEqual(0);
      expect(castTurn(trace.turns, teferi)).toBeLessThanOrEqual(spell);
    }
    expect(spellsCast).toBeGreaterThan(100);
  });
});

describe('the playtest table casts a signature spell as OB 8 says', () => {
  function act(state: PlaytestState, ...actions: Action[]): PlaytestState {
    for (const action of actions) {
      const result = apply(state, action);
      if (!result.ok) throw new Error(`${JSON.stringify(action)} refused: ${result.refusal.message}`);
      state = result.state;
    }
    return state;
  }
  const land = (name: string): Action => ({ type: 'move', card: name, from: 'library', to: 'battlefield' });
  const opening = () =>
    act(
      startGame(playtestDeckFromResolved(teferiDeck(), pool().cards), {
        seed: 3,
        setup: setupForDeck('mtg', 'oathbreaker', getFormat('oathbreaker')),
      }),
      { type: 'keep' },
      land('Plains'),
      land('Island'),
      land('Island'),
    );

  it('OB 8: refused while no oathbreaker is on the battlefield, with its rule', () => {
    const result = apply(opening(), { type: 'cast', card: 'Counterspell' });
    expect(result).toMatchObject({ ok: false, refusal: { code: 'cast.no-oathbreaker', rule: 'OB 8' } });
  });

  it('OB 8: cast once Teferi is out, and back to the command zone as it resolves, its tax counted (CR 903.8)', () => {
    let state = act(opening(), { type: 'cast', card: 'Teferi, Time Raveler' }, land('Island'), land('Island'));
    state = act(state, { type: 'cast', card: 'Counterspell' });
    const zoneOf = (name: string) =>
      (Object.keys(state.zones) as (keyof PlaytestState['zones'])[]).find((z) =>
        state.zones[z].some((id) => state.defs[state.cards[id].def].name === name),
      );
    expect([zoneOf('Teferi, Time Raveler'), zoneOf('Counterspell')]).toEqual(['battlefield', 'command']);
    const counterspell = state.zones.command.find((id) => state.defs[state.cards[id].def].name === 'Counterspell')!;
    expect(state.commanderCasts[counterspell]).toBe(1);
  });
});
