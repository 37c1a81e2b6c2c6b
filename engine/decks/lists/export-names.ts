// The name each format's importer knows a card of several faces by. Arena refuses "Murderous Rider // Swift End" and
// a transformed face, and takes the front face; Forge's and XMage's card databases name adventure, double-faced and
// flip cards by their front face too; all three keep a split card's "Fire // Ice". MTGO writes a split card "Fire/Ice"
// and refuses the spaced form. Cockatrice's card database (its oracle importer) keeps split, aftermath and adventure
// cards whole ("Realm-Cloaked Giant // Cast Off") and names each side of a double-faced, flip or meld card apart, so
// its decks name the front face. Plain text and Duel Masters lists keep the full English name.
import type { Card } from '../../cards/types.ts';
import { BOARDS, type Deck } from '../types.ts';
import type { DeckListFormatInfo, MultiFaceNames } from './types.ts';

/** Layouts whose faces are halves of one card face (CR 709): the card is named by both halves. */
const SPLIT_LAYOUTS: ReadonlySet<string> = new Set(['split', 'aftermath']);
/** Layouts Cockatrice's oracle importer merges into one card named "A // B" (split cards, CR 709; adventurers, CR 715). */
const WHOLE_IN_COCKATRICE: ReadonlySet<string> = new Set([...SPLIT_LAYOUTS, 'adventure']);

/** The card's name as a format of that naming writes it. */
export function nameInFormat(
  card: Pick<Card, 'name' | 'layout' | 'faces'>,
  naming: MultiFaceNames | undefined,
): string {
  if (!naming || card.faces.length < 2) return card.name;
  if (naming === 'cockatrice') return WHOLE_IN_COCKATRICE.has(card.layout) ? card.name : card.faces[0].name;
  if (SPLIT_LAYOUTS.has(card.layout)) return naming === 'mtgo' ? card.faces.map((f) => f.name).join('/') : card.name;
  return card.faces[0].name;
}

/** The deck with each resolved card under the name the format's importer knows it by. */
export function namesForFormat(
  deck: Deck,
  info: DeckListFormatInfo,
  cardOf: (cardId: string) => Pick<Card, 'name' | 'layout' | 'faces'> | undefined,
): Deck {
  const naming = info.multiFaceNames;
  if (!naming) return deck;
  const boards: Deck['boards'] = {};
  for (const board of BOARDS) {
    const entries = deck.boards[board];
    if (!entries) continue;
    boards[board] = entries.map((entry) => {
      const card = entry.cardId ? cardOf(entry.cardId) : undefined;
      return card ? { ...entry, name: nameInFormat(card, naming) } : entry;
    });
  }
  return { ...deck, boards };
}
