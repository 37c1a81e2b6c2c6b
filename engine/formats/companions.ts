// The ten companion conditions (CR 702.139), each a named predicate over the starting deck.
// CR 702.139b: the starting deck is the deck after the sideboard is set aside; in Commander, commanders included.
import type { Card, CardFace } from '../cards/types.ts';
import { isCreatureForDeckbuilding } from '../cards/deck-attributes.ts';
import { layoutRule } from '../mtg/layouts.ts';
import { nameKey } from './deck-view.ts';
import type { ResolvedEntry } from './types.ts';

export interface StartingDeck {
  /** Main deck plus commanders, with counts. */
  entries: readonly ResolvedEntry[];
  /** The format's minimum deck size (Yorion). */
  minimumDeckSize: number;
}

/** Whether the condition holds, and the cards that break it (or, for a condition on the deck's size, the sizes). */
export interface ConditionResult {
  met: boolean;
  cards: string[];
  size?: { count: number; needed: number };
}

export interface CompanionCondition {
  /** The condition as the card states it. */
  text: string;
  test: (deck: StartingDeck) => ConditionResult;
}

/** CR 110.4: the permanent card types. */
const PERMANENT_TYPES = ['Artifact', 'Creature', 'Enchantment', 'Land', 'Planeswalker', 'Battle'];
const KAHEERA_TYPES = ['Cat', 'Elemental', 'Nightmare', 'Dinosaur', 'Beast'];
/** Keyword abilities that are activated abilities (CR 702): their reminder text holds the colon the keyword line lacks. */
const ACTIVATED_KEYWORDS =
  /^(?:Equip|Fortify|Reconfigure|Crew|Ninjutsu|Outlast|Level up|Unearth|Transmute|Scavenge|Embalm|Eternalize|Encore|Forecast|Reinforce|Bloodrush|Transfigure|Craft|Saddle|Station|(?:Basic land|\w*)[Cc]ycling)\b/m;
const REMINDER_TEXT = /\([^()]*\)/g;
const QUOTED_TEXT = /"[^"]*"|“[^”]*”/g;
const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

const front = (card: Card): CardFace => card.faces[0];

/** CR 709.4: outside the stack a split card has both halves' characteristics; any other card its front face's (712.8a). */
const libraryFaces = (card: Card): readonly CardFace[] =>
  layoutRule(card.layout).combine === 'all-faces' ? card.faces : [front(card)];

/**
 * Card types for deck building: both halves of a split card (Commit // Memory is an instant and a sorcery, 709.4),
 * and Grist counts as a creature (XMage hasCardTypeForDeckbuilding).
 */
function deckbuildingTypes(card: Card): string[] {
  const types = new Set(libraryFaces(card).flatMap((face) => face.types));
  if (libraryFaces(card).some(isCreatureForDeckbuilding)) types.add('Creature');
  return [...types];
}

const isLand = (card: Card) => deckbuildingTypes(card).includes('Land');
const isPermanentCard = (card: Card) => deckbuildingTypes(card).some((t) => PERMANENT_TYPES.includes(t));
const subtypes = (card: Card) => libraryFaces(card).flatMap((face) => face.subtypes);

/** CR 602.1: "[Cost]: [Effect]" in the card's own text (not reminder or quoted, granted text), a keyword that is one, or 305.6's intrinsic mana ability. */
export function hasActivatedAbility(card: Card): boolean {
  const face = front(card);
  if (face.subtypes.some((t) => BASIC_LAND_TYPES.includes(t))) return true;
  const ownText = face.text.replace(REMINDER_TEXT, '').replace(QUOTED_TEXT, '');
  return ownText.includes(':') || ACTIVATED_KEYWORDS.test(ownText);
}

/** CR 709.4b: a split card's mana cost is both halves' costs (Fire // Ice has two {1}); other cards use the front face. */
function manaCostSymbols(card: Card): string[] {
  return libraryFaces(card).flatMap((f) => f.manaCost.match(/\{[^}]+\}/g) ?? []);
}

function hasRepeatedSymbol(card: Card): boolean {
  const symbols = manaCostSymbols(card);
  return new Set(symbols).size < symbols.length;
}

/** CR 702.73a: changeling is every creature type. */
const isChangeling = (card: Card) => card.keywords.includes('Changeling') || /^Changeling\b/m.test(front(card).text);

function cardsWhere(deck: StartingDeck, breaks: (card: Card) => boolean): ConditionResult {
  const names = new Set<string>();
  for (const { card } of deck.entries) if (breaks(card)) names.add(card.name);
  return { met: names.size === 0, cards: [...names] };
}

function starting(deck: StartingDeck): number {
  let n = 0;
  for (const { entry } of deck.entries) n += entry.count;
  return n;
}

export const COMPANION_CONDITIONS: Readonly<Record<string, CompanionCondition>> = {
  gyruda: {
    text: 'Each nonland card in your starting deck has an even mana value.',
    test: (deck) => cardsWhere(deck, (c) => !isLand(c) && c.manaValue % 2 !== 0),
  },
  jegantha: {
    text: 'No card in your starting deck has more than one of the same mana symbol in its mana cost.',
    test: (deck) => cardsWhere(deck, hasRepeatedSymbol),
  },
  kaheera: {
    text: 'Each creature card in your starting deck is a Cat, Elemental, Nightmare, Dinosaur, or Beast card.',
    test: (deck) =>
      cardsWhere(
        deck,
        (c) =>
          deckbuildingTypes(c).includes('Creature') &&
          !isChangeling(c) &&
          !subtypes(c).some((t) => KAHEERA_TYPES.includes(t)),
      ),
  },
  keruga: {
    text: 'Each nonland card in your starting deck has mana value 3 or greater.',
    test: (deck) => cardsWhere(deck, (c) => !isLand(c) && c.manaValue < 3),
  },
  lurrus: {
    text: 'Each permanent card in your starting deck has mana value 2 or less.',
    test: (deck) => cardsWhere(deck, (c) => isPermanentCard(c) && c.manaValue > 2),
  },
  lutri: {
    text: 'Each nonland card in your starting deck has a different name.',
    test: (deck) => {
      const copies = new Map<string, { name: string; count: number }>();
      for (const { entry, card } of deck.entries) {
        if (isLand(card)) continue;
        const key = nameKey(card);
        const seen = copies.get(key) ?? { name: card.name, count: 0 };
        seen.count += entry.count;
        copies.set(key, seen);
      }
      const repeated = [...copies.values()].filter((c) => c.count > 1).map((c) => c.name);
      return { met: repeated.length === 0, cards: repeated };
    },
  },
  obosh: {
    text: 'Each nonland card in your starting deck has an odd mana value.',
    test: (deck) => cardsWhere(deck, (c) => !isLand(c) && c.manaValue % 2 !== 1),
  },
  umori: {
    text: 'Each nonland card in your starting deck shares a card type.',
    test: (deck) => {
      const nonland = deck.entries.filter(({ card }) => !isLand(card));
      if (nonland.length === 0) return { met: true, cards: [] };
      const counts = new Map<string, number>();
      for (const { card } of nonland)
        for (const t of new Set(deckbuildingTypes(card))) counts.set(t, (counts.get(t) ?? 0) + 1);
      if ([...counts.values()].some((n) => n === nonland.length)) return { met: true, cards: [] };
      // Name the cards outside the most common type: the fewest changes that would meet the condition.
      const [commonest] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
      return cardsWhere({ ...deck, entries: nonland }, (c) => !deckbuildingTypes(c).includes(commonest));
    },
  },
  yorion: {
    text: 'Your starting deck contains at least twenty cards more than the minimum deck size.',
    test: (deck) => {
      const size = { count: starting(deck), needed: deck.minimumDeckSize + 20 };
      return { met: size.count >= size.needed, cards: [], size };
    },
  },
  zirda: {
    text: 'Each permanent card in your starting deck has an activated ability.',
    test: (deck) => cardsWhere(deck, (c) => isPermanentCard(c) && !hasActivatedAbility(c)),
  },
};
