// What the collection lacks for all the saved decks together: per card, the copies missing to build every deck at
// once and to build any one of them, and which decks want it. Each figure is deckNeeds' (needs.ts) over the decks.
import type { Deck } from '../decks/types.ts';
import { cardKey } from '../decks/diff.ts';
import { deckNeeds, NEEDED_BOARDS, type NeedLine, type NeedsOptions, type NeedsResult } from './needs.ts';
import type { CollectionItem } from './types.ts';

/** A saved deck as the needs of all decks read it. */
export interface SavedDeck {
  id: number;
  name: string;
  /** Marked built: its cards are held, so they are not free for the other decks (needs.ts). */
  built: boolean;
  deck: Deck;
}

/** One deck's want of a card: the copies it asks for and those its own needs view says it lacks. */
export interface DeckWant {
  deckId: number;
  need: number;
  missing: number;
}

export interface AllDecksNeedLine {
  name: string;
  cardId?: string;
  /** Copies all the decks ask for together. */
  need: number;
  /** Copies the collection lacks to build every deck at once: their wants summed, less the copies owned. */
  missingForAll: number;
  /** The most copies any one deck lacks, as that deck's own needs count them (other built decks hold theirs). */
  missingForAny: number;
  /** The decks that ask for the card, in the order given. */
  decks: DeckWant[];
}

export interface AllDecksNeeds {
  /** The cards the collection lacks for every deck at once, by name. */
  lines: AllDecksNeedLine[];
  totalMissingForAll: number;
  totalMissingForAny: number;
  /** Copies of basic lands counted as owned over all the decks (NeedsOptions.basicsOwned). */
  basicsOwned: number;
}

/** Every deck's needed boards as one deck's main deck: what building all of them at once asks of the collection. */
export function everyDeckAtOnce(decks: readonly SavedDeck[]): Deck {
  return {
    game: decks[0]?.deck.game ?? 'mtg',
    name: '',
    boards: { main: decks.flatMap(({ deck }) => NEEDED_BOARDS.flatMap((board) => deck.boards[board] ?? [])) },
  };
}

/**
 * The needs of all the decks (of one game) against the collection, per card: by card, not by printing, as a player
 * shopping for several decks buys any printing.
 */
export function allDecksNeeds(
  decks: readonly SavedDeck[],
  owned: readonly CollectionItem[],
  options: Omit<NeedsOptions, 'byPrinting'> = {},
): { needs: AllDecksNeeds; together: NeedsResult } {
  const together = deckNeeds(everyDeckAtOnce(decks), owned, [], options);
  const eachDeck = decks.map((d) => {
    const others = decks.filter((other) => other.built && other !== d).map((other) => other.deck);
    const { lines } = deckNeeds(d.deck, owned, others, options);
    return new Map(lines.map((l) => [cardKey(l.name, l.cardId), l]));
  });
  const lines = together.lines
    .filter((line) => line.missing > 0)
    .map((line): AllDecksNeedLine => {
      const key = cardKey(line.name, line.cardId);
      const wants: DeckWant[] = [];
      decks.forEach((d, i) => {
        const own = eachDeck[i].get(key);
        if (own) wants.push({ deckId: d.id, need: own.need, missing: own.missing });
      });
      const needLine: AllDecksNeedLine = {
        name: line.name,
        need: line.need,
        missingForAll: line.missing,
        missingForAny: Math.max(0, ...wants.map((w) => w.missing)),
        decks: wants,
      };
      if (line.cardId) needLine.cardId = line.cardId;
      return needLine;
    });
  return {
    needs: {
      lines,
      totalMissingForAll: together.totalMissing,
      totalMissingForAny: lines.reduce((s, l) => s + l.missingForAny, 0),
      basicsOwned: together.basicsOwned,
    },
    together,
  };
}

/** The copies any one deck lacks, per card, as a needs result: what the cost to build any one deck prices. */
export function anyOneDeckNeeds(needs: AllDecksNeeds): NeedsResult {
  const lines: NeedLine[] = needs.lines.map((l) => ({
    name: l.name,
    ...(l.cardId ? { cardId: l.cardId } : {}),
    need: l.missingForAny,
    have: 0,
    missing: l.missingForAny,
  }));
  const missing = lines.filter((l) => l.missing > 0).map((l) => ({ name: l.name, count: l.missing }));
  return {
    lines,
    missing,
    totalNeeded: needs.totalMissingForAny,
    totalMissing: needs.totalMissingForAny,
    basicsOwned: 0,
  };
}
