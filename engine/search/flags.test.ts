// The `is:` flags of the last Scryfall parity audit on named real cards of the MTGJSON set files: is:bear (Grizzly
// Bears' numbers), is:frenchvanilla (keyword abilities and nothing else) and is:outlaw (CR 700.12).
import { describe, expect, it } from 'vitest';
import { IS_PREDICATES } from './flags.ts';
import { cardsFromMtgjsonSet } from '../cards/from-mtgjson.ts';
import type { Card } from '../cards/types.ts';
import { mtgjsonSet, mtgjsonSetCodes } from '../../test/real-cards.ts';

const CARDS = new Map<string, Card>();
for (const code of mtgjsonSetCodes())
  for (const { card } of cardsFromMtgjsonSet(mtgjsonSet(code))) CARDS.set(card.name, card);
const card = (name: string) => {
  const found = CARDS.get(name);
  if (!found) throw new Error(`${name} is not in the shared MTGJSON sets`);
  return found;
};
/** The names among `names` the flag holds for. */
const holding = (flag: keyof typeof IS_PREDICATES, names: readonly string[]) =>
  names.filter((name) => IS_PREDICATES[flag](card(name)));

describe('is:bear: a 2/2 creature of mana value 2 (CR 202.3, 208.1), whatever its text', () => {
  it('holds for Grizzly Bears and for 2/2s for two with abilities; not for other numbers or costs', () => {
    const bears = ['Grizzly Bears', 'Walking Corpse', "Ajani's Pridemate", 'Containment Priest'];
    const others = ['Llanowar Elves', 'Raging Goblin', 'Hill Giant', 'Serra Angel'];
    expect(holding('bear', [...bears, ...others])).toEqual(bears);
  });

  it("holds for a transforming card whose back face is the 2/2 (the face's mana value is the front's, CR 712.8e)", () => {
    const hermit = card('Malevolent Hermit // Benevolent Geist');
    expect(hermit.faces.map((f) => `${f.power}/${f.toughness}`)).toEqual(['2/1', '2/2']);
    expect(IS_PREDICATES.bear(hermit)).toBe(true);
  });
});

describe('is:frenchvanilla: a creature whose rules text is keyword abilities only, reminder text aside (CR 207.2)', () => {
  it('holds for lists of keywords, with what each takes: a cost, a number, a quality, a cost after a dash', () => {
    const frenchVanilla = [
      'Serra Angel', // Flying, vigilance
      'Paladin en-Vec', // First strike, protection from black and from red
      'Giant Spider', // Reach
      'Ornithopter', // Flying
    ];
    expect(holding('frenchvanilla', frenchVanilla)).toEqual(frenchVanilla);
    const withParameters = [...CARDS.values()].filter(
      (c) => IS_PREDICATES.frenchvanilla(c) && /\{|\d|—|from/.test(c.text.replace(/\([^()]*\)/g, '')),
    );
    expect(withParameters.map((c) => c.text.replace(/\([^()]*\)/g, '').trim())).toEqual(
      expect.arrayContaining(['Ward {3}', 'Flying\nWard—Pay 3 life.', 'Soulshift 7', 'Madness {2}{B}']),
    );
  });

  it('does not hold for a vanilla creature, an ability word ("Boast — …"), or a keyword followed by a sentence', () => {
    const not = ['Grizzly Bears', 'Hagi Mob', 'Battle-Mad Ronin', 'Llanowar Elves', 'Wall of Fire'];
    expect(holding('frenchvanilla', not)).toEqual([]);
    expect(card('Hagi Mob').text).toMatch(/^Boast — /m);
  });
});

describe('is:outlaw: an Assassin, Mercenary, Pirate, Rogue or Warlock (CR 700.12)', () => {
  it('holds for each of the five creature types, and for no other', () => {
    const byType = ['Assassin', 'Mercenary', 'Pirate', 'Rogue', 'Warlock'].map(
      (type) => [...CARDS.values()].find((c) => c.faces.some((f) => f.subtypes.includes(type)))?.name,
    );
    expect(byType.every((name) => name !== undefined)).toBe(true);
    expect(holding('outlaw', byType as string[])).toEqual(byType);
    expect(holding('outlaw', ['Grizzly Bears', 'Serra Angel', 'Llanowar Elves'])).toEqual([]);
  });
});
