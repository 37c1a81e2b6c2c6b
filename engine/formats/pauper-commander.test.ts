// Pauper Commander (PDH Home Base's rules, pdhhomebase.com/rules, cited by section; CR 903 where Commander's apply) on
// the real cards of the 2022 MTGJSON set files, whose "paupercommander" legalities and printing rarities are the truth
// the checks are held to.
import { describe, expect, it } from 'vitest';
import type { Deck, DeckEntry } from '../decks/types.ts';
import { getFormat, restrictedMeaning, validateDeck, type ValidationResult } from './index.ts';
import { entry, mtgCards, mtgRarities, scryfallCards } from '../../test/real-decks.ts';
import { mtgjsonSet, mtgjsonSetCodes, scryfallCardObjects } from '../../test/real-cards.ts';
import type { CardRecord, Printing } from '../cards/types.ts';
import { cardsFromMtgjsonSet } from '../cards/from-mtgjson.ts';
import { cardFromScryfall } from '../cards/from-scryfall.ts';
import { pauperCommanderRarities } from './pauper-rarity.ts';

/** Forty green or colorless cards the 2022 data calls legal in Pauper Commander (printed at common), one of each. */
const GREEN_COMMONS = [
  'Aggressive Urge',
  'Canopy Spider',
  'Civic Wayfinder',
  'Commune with Nature',
  'Craw Wurm',
  'Elvish Berserker',
  'Giant Growth',
  'Giant Spider',
  'Grizzly Bears',
  'Kavu Climber',
  'Llanowar Elves',
  'Llanowar Sentinel',
  'Natural Spring',
  'Naturalize',
  'Overgrowth',
  'Pincher Beetles',
  'Rampant Growth',
  'Regeneration',
  'Rootwalla',
  'Rushwood Dryad',
  'Scion of the Wild',
  'Skyshroud Ranger',
  'Spined Wurm',
  'Stalking Tiger',
  'Tangle Spider',
  'Treetop Bracers',
  'Wall of Wood',
  'Yavimaya Enchantress',
  'Bottle Gnomes',
  'Chromatic Star',
  'Fountain of Youth',
  'Leonin Scimitar',
  'Mind Stone',
  'Ornithopter',
  'Whispersilk Cloak',
  'Quicksand',
  'Terramorphic Expanse',
  'Abundant Growth',
  'Cultivate',
  'Explore',
];

/** CR 903.5a: Eternal Witness (an uncommon, non-legendary creature) leads 40 commons and 59 Forests. */
function witnessDeck(): Deck {
  return {
    game: 'mtg',
    name: 'Eternal Witness',
    format: 'paupercommander',
    boards: {
      commander: [entry('Eternal Witness')],
      main: [...GREEN_COMMONS.map((n) => entry(n)), entry('Forest', 59)],
    },
  };
}

function validate(deck: Deck): ValidationResult {
  return validateDeck(deck, mtgCards().cards, getFormat('paupercommander')!, { rarities: mtgRarities() });
}

const rulesOf = (result: ValidationResult) => result.problems.map((p) => [p.code, p.rule]);

const replace = (deck: Deck, board: 'main' | 'commander', name: string, by: DeckEntry): Deck => ({
  ...deck,
  boards: { ...deck.boards, [board]: deck.boards[board]!.map((x) => (x.name === name ? by : x)) },
});

const ledBy = (name: string) => replace(witnessDeck(), 'commander', 'Eternal Witness', entry(name));

describe('Pauper Commander deck construction (PDH "Commander", "Deck"; CR 903.5a–c)', () => {
  it('CR 903.5a: 99 commons and an uncommon creature make a legal 100-card deck', () => {
    const result = validate(witnessDeck());
    expect(result.problems).toEqual([]);
    expect(result).toMatchObject({ legal: true, counts: { main: 99, commander: 1 } });
  });

  it('PDH "Commander": a non-legendary creature leads here, where Commander itself refuses it (CR 903.3)', () => {
    const commander = validateDeck(witnessDeck(), mtgCards().cards, getFormat('commander')!).problems;
    expect(commander.filter((p) => p.code === 'commander.not-eligible').map((p) => p.rule)).toEqual(['903.3']);
  });

  it('PDH "Commander": a legendary uncommon creature leads too (Numa, Joraga Chieftain)', () => {
    expect(validate(ledBy('Numa, Joraga Chieftain')).problems).toEqual([]);
  });

  it('PDH "Commander", "Card Rarity": a creature printed at common and at uncommon leads (Tangle Spider)', () => {
    expect(mtgRarities().get(entry('Tangle Spider').cardId!)).toContain('uncommon');
    const deck = ledBy('Tangle Spider');
    const main = deck.boards.main!.map((x) => (x.name === 'Tangle Spider' ? entry('Eternal Witness') : x));
    const result = validate({ ...deck, boards: { ...deck.boards, main } });
    // Eternal Witness, printed at uncommon only, may not be among the 99 (PDH "Deck").
    expect(rulesOf(result)).toEqual([['legality.only-as-commander', 'PDH Deck']]);
  });

  it('PDH "Commander": a creature only ever printed at common may not lead (Grizzly Bears)', () => {
    expect(mtgRarities().get(entry('Grizzly Bears').cardId!)).toEqual(['common']);
    const result = validate(ledBy('Grizzly Bears'));
    expect(rulesOf(result)).toEqual([
      ['commander.not-uncommon', 'PDH Commander'],
      ['commander.singleton', '903.5b'],
    ]);
  });

  it('PDH "Commander", "Deck": a rare creature (Birds of Paradise) is outside the card pool, told once', () => {
    expect(rulesOf(validate(ledBy('Birds of Paradise')))).toEqual([['legality.not-legal', 'PDH Deck']]);
  });

  it('PDH "Card Rarity": an uncommon printed on Arena only (A-Elderfang Ritualist, rebalanced) is outside the card pool', () => {
    expect(mtgRarities().get(entry('A-Elderfang Ritualist').cardId!)).toEqual(['uncommon']);
    const result = validate(ledBy('A-Elderfang Ritualist'));
    const aboutIt = result.problems.filter((p) => p.cards.includes('A-Elderfang Ritualist'));
    expect(aboutIt.map((p) => [p.code, p.rule])).toEqual([['legality.not-legal', 'PDH Deck']]);
  });

  it('PDH "Commander": an uncommon that is no creature (Beast Within) may not lead', () => {
    const result = validate(ledBy('Beast Within'));
    expect(result.problems.filter((p) => p.code === 'commander.not-eligible').map((p) => p.rule)).toEqual([
      'PDH Commander',
    ]);
  });

  it('PDH "Deck": an uncommon creature among the 99 (Enormous Baloth) is the commander\'s alone', () => {
    const result = validate(replace(witnessDeck(), 'main', 'Craw Wurm', entry('Enormous Baloth')));
    expect(rulesOf(result)).toEqual([['legality.only-as-commander', 'PDH Deck']]);
    expect(result.problems[0].cards).toEqual(['Enormous Baloth']);
  });

  it('PDH "Deck": a card never printed at common (Birds of Paradise) is not legal among the 99', () => {
    const result = validate(replace(witnessDeck(), 'main', 'Llanowar Elves', entry('Birds of Paradise')));
    expect(rulesOf(result)).toEqual([['legality.not-legal', 'PDH Deck']]);
  });

  it("CR 903.5c: a red common is outside Eternal Witness's color identity", () => {
    const result = validate(replace(witnessDeck(), 'main', 'Craw Wurm', entry('Shock')));
    expect(rulesOf(result)).toEqual([['commander.color-identity', '903.5c']]);
  });

  it('CR 903.5b: singleton apart from basic lands', () => {
    const deck = replace(witnessDeck(), 'main', 'Forest', entry('Forest', 58));
    const result = validate({ ...deck, boards: { ...deck.boards, main: [...deck.boards.main!, entry('Explore')] } });
    expect(rulesOf(result)).toEqual([['commander.singleton', '903.5b']]);
  });
});

describe('the card data\'s "paupercommander" legality, as PDH reads it', () => {
  const entries = mtgjsonSetCodes().flatMap((code) => mtgjsonSet(code).cards);

  it('"restricted" is never on a card other than a creature (Scryfall objects and MTGJSON alike)', () => {
    const restricted = [...mtgCards().cards.values(), ...scryfallCards().cards.values()].filter(
      (c) => c.legalities.paupercommander === 'restricted',
    );
    expect(restricted.length).toBe(892);
    expect(restricted.filter((c) => !c.faces[0].types.includes('Creature')).map((c) => c.name)).toEqual([]);
    expect(restrictedMeaning('paupercommander')).toBe('only-as-commander');
  });

  it('PDH "Commander": a creature leads exactly when the data says restricted or one of its printings is uncommon', () => {
    const uncommon = new Set(entries.filter((c) => c.rarity === 'uncommon').map((c) => c.identifiers.scryfallOracleId));
    const cards = mtgCards().cards;
    const creatures = [...cards.values()].filter(
      (c) => c.faces[0].types.includes('Creature') && ['legal', 'restricted'].includes(c.legalities.paupercommander),
    );
    expect(creatures.length).toBe(1881);
    const wrong = creatures.filter((c) => {
      const deck: Deck = {
        game: 'mtg',
        name: c.name,
        boards: { commander: [{ name: c.name, count: 1, cardId: c.id }] },
      };
      const leads = !validate(deck).problems.some((p) => p.code.startsWith('commander.not-'));
      return leads !== (c.legalities.paupercommander === 'restricted' || uncommon.has(c.id));
    });
    expect(wrong.map((c) => c.name)).toEqual([]);
  });
});

describe('PDH "Card Rarity": printings in paper or on MTGO count, Arena-only ones do not (Scryfall games, MTGJSON availability)', () => {
  let records: CardRecord[] | undefined;
  /** Every printing of a card among the MTGJSON set files and the Scryfall objects, as the importers read them. */
  const printingsOf = (name: string): Printing[] => {
    records ??= [
      ...mtgjsonSetCodes().flatMap((code) => cardsFromMtgjsonSet(mtgjsonSet(code))),
      ...scryfallCardObjects().flatMap(({ object }) => {
        try {
          return [cardFromScryfall(object)];
        } catch {
          return []; // not a game card
        }
      }),
    ];
    return records.filter((r) => r.card.name === name).flatMap((r) => r.printings);
  };
  const leads = (name: string) => {
    const cards = scryfallCards().cards;
    const card = [...cards.values()].find((c) => c.name === name)!;
    const deck: Deck = { game: 'mtg', name, boards: { commander: [{ name, count: 1, cardId: card.id }] } };
    const rarities = new Map([[card.id, pauperCommanderRarities(printingsOf(name))]]);
    return validateDeck(deck, cards, getFormat('paupercommander')!, { rarities }).problems.map((p) => p.code);
  };

  it('an uncommon printed on MTGO alone counts: Dauthi Slayer (Tempest Remastered, not in paper) leads', () => {
    const printings = printingsOf('Dauthi Slayer');
    expect(printings.map((p) => [p.set, p.rarity, p.paper, p.mtgoId !== undefined])).toEqual([
      ['tpr', 'uncommon', false, true],
    ]);
    expect(pauperCommanderRarities(printings)).toEqual(['uncommon']);
    expect(leads('Dauthi Slayer').filter((c) => c.startsWith('commander.not-') || c.startsWith('legality.'))).toEqual(
      [],
    );
  });

  it('an uncommon printed in paper alone counts: Merfolk Looter (uncommon in the AFC Commander decks, common in 10E)', () => {
    const printings = printingsOf('Merfolk Looter');
    const afc = printings.find((p) => p.set === 'afc')!;
    expect([afc.rarity, afc.paper, afc.mtgoId, afc.arenaId]).toEqual(['uncommon', true, undefined, undefined]);
    expect(pauperCommanderRarities(printings).sort()).toEqual(['common', 'uncommon']);
  });

  it.each([['A-Cauldron Familiar'], ['A-Elderfang Ritualist'], ['Goblin Morale Sergeant']])(
    'an uncommon printed on Arena alone does not count: %s',
    (name) => {
      const printings = printingsOf(name);
      expect(printings.length).toBeGreaterThan(0);
      for (const p of printings) expect([p.rarity, p.paper, p.mtgoId]).toEqual(['uncommon', false, undefined]);
      expect(pauperCommanderRarities(printings)).toEqual([]);
    },
  );
});
