// What the simulator is given: resolved cards with counts, in deck order, plus the run's options.
import type { Card } from '../cards/types.ts';
import { boardWithCards, type ResolvedDeckLike } from '../decks/resolve.ts';
import type { GameSetup } from '../goldfish/setup.ts';
import type { GoldfishPolicy } from '../goldfish/policy.ts';
import { emptyMain, unknownCards, type Reason } from '../text/reasons.ts';

export interface SimCard {
  card: Card;
  count: number;
  /** Deck entry tags (for keep rules that require tagged cards). */
  tags?: readonly string[];
}

export interface SimDeck {
  name: string;
  /** The library's cards (main deck). */
  main: readonly SimCard[];
  /** CR 903.6: commanders start in the command zone. */
  commanders?: readonly SimCard[];
}

export interface SimOptions {
  setup: GameSetup;
  policy: GoldfishPolicy;
  /** Own turns simulated per game. */
  turns: number;
}

/**
 * One entry per card name in first-seen order: the first line's, with the tags of every line that lists the card (a
 * list may tag two lines of one card apart, and a keep rule requiring either tag counts every copy).
 */
export function distinctByName(entries: readonly SimCard[]): SimCard[] {
  const byName = new Map<string, SimCard>();
  for (const e of entries) {
    const seen = byName.get(e.card.name);
    if (seen) byName.set(e.card.name, { ...seen, tags: [...new Set([...(seen.tags ?? []), ...(e.tags ?? [])])] });
    else byName.set(e.card.name, e);
  }
  return [...byName.values()];
}

/** One slot per card copy in deck order: the order shuffles act on (and that A/B alignment preserves). */
export function slotNames(deck: SimDeck): string[] {
  return deck.main.flatMap((e) => Array<string>(e.count).fill(e.card.name));
}

/**
 * Orders `deck`'s copies so that every slot holding a card in `reference` holds the same card here when
 * this deck has a copy left: two versions of a deck then see the same shuffles (common random numbers),
 * and only the changed cards differ.
 */
export function alignSlots(reference: readonly string[], deck: SimDeck): string[] {
  const left = new Map<string, number>();
  for (const e of deck.main) left.set(e.card.name, (left.get(e.card.name) ?? 0) + e.count);
  const total = [...left.values()].reduce((a, b) => a + b, 0);
  const slots = new Array<string | undefined>(Math.max(total, reference.length)).fill(undefined);
  reference.forEach((name, i) => {
    const n = left.get(name) ?? 0;
    if (n > 0) {
      slots[i] = name;
      left.set(name, n - 1);
    }
  });
  const rest = [...left].flatMap(([name, n]) => Array<string>(n).fill(name));
  for (let i = 0; i < slots.length && rest.length; i++) if (slots[i] === undefined) slots[i] = rest.shift();
  return slots.filter((s): s is string => s !== undefined);
}

/** A deck whose entries could not all be turned into cards; nothing is simulated from half a deck. */
export class SimDeckError extends Error {
  readonly unresolved: readonly string[];
  /** Why, for a screen that words it, where the refusal is one a player meets (an unknown card, an empty deck). */
  readonly reason?: Reason;
  constructor(message: string, unresolved: readonly string[], reason?: Reason) {
    super(message);
    this.name = 'SimDeckError';
    this.unresolved = unresolved;
    if (reason) this.reason = reason;
  }
}

/**
 * The simulator's view of a resolved deck (engine/decks resolveDeck): the main board is the library,
 * the commander board starts in the command zone (CR 903.6). Every entry must have its card.
 */
export function simDeckFromResolved(deck: ResolvedDeckLike, cards: ReadonlyMap<string, Card>): SimDeck {
  const missing: string[] = [];
  const main = boardWithCards(deck, 'main', cards, missing);
  const commanders = boardWithCards(deck, 'commander', cards, missing);
  if (missing.length)
    throw new SimDeckError(
      `cannot simulate "${deck.name}": unknown cards ${missing.map((n) => `"${n}"`).join(', ')}`,
      missing,
      unknownCards(deck.name, missing),
    );
  if (main.length === 0)
    throw new SimDeckError(`cannot simulate "${deck.name}": the main deck is empty`, [], emptyMain(deck.name));
  return { name: deck.name, main, commanders };
}
