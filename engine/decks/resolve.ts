// Names in a deck list → cards: by English name, face name, "A // B" / "A /// B" / "A/B", folded
// (Æther = Aether), Japanese name, and by set + collector number. Every entry that cannot be resolved,
// or only ambiguously, is reported with its line; none is dropped.
import { GAME_NAMES, type Card, type Game, type Printing } from '../cards/types.ts';
import { foldName } from '../text/fold.ts';
import { BOARDS, type Board, type Deck, type DeckEntry } from './types.ts';
import type { DeckListProblem } from './lists/types.ts';
import { problem } from './lists/problems.ts';
import { nameVariants } from './names.ts';

export interface CardResolver {
  /** Cards answering to a name in any language or face, folded with foldName. */
  byName(name: string): Card[];
  bySetNumber(set: string, collectorNumber: string): { card: Card; printingId: string } | undefined;
  /** A card's printings, newest first; used to pin printings for formats that want set codes. */
  printingsOf?(cardId: string): Printing[];
}

export interface ResolvedDeck {
  /** Entries with cardId and the canonical English name; unresolved entries keep the name as written. */
  deck: Deck;
  cards: Map<string, Card>;
  problems: DeckListProblem[];
}

interface Lookup {
  /** The name variant that found candidates, and the candidates. */
  variant: string;
  candidates: Card[];
  byPrinting?: { card: Card; printingId: string };
}

function lookUp(entry: DeckEntry, resolver: CardResolver): Lookup {
  const p = entry.printing;
  const byPrinting = p?.set && p.collectorNumber ? resolver.bySetNumber(p.set, p.collectorNumber) : undefined;
  for (const variant of nameVariants(entry.name)) {
    const candidates = resolver.byName(variant);
    if (candidates.length > 0) return { variant, candidates, byPrinting };
  }
  return { variant: entry.name, candidates: [], byPrinting };
}

/** The game most entries resolve in; the deck's own game breaks ties (a Japanese list may be either). */
function gameByVote(deck: Deck, lookups: Lookup[]): Game {
  const votes: Record<Game, number> = { mtg: 0, dm: 0 };
  for (const l of lookups) {
    const games = new Set([...l.candidates, ...(l.byPrinting ? [l.byPrinting.card] : [])].map((c) => c.game));
    for (const g of games) votes[g]++;
  }
  const other: Game = deck.game === 'mtg' ? 'dm' : 'mtg';
  return votes[other] > votes[deck.game] ? other : deck.game;
}

/**
 * Among several answers, a card whose full name, English or localized, is the name wins (a face name can be shared,
 * and a Duel Masters twinpact answers to each half: ボルシャック・ドラゴン is a card and a half, DM 810.4).
 */
function choose(candidates: Card[], variant: string): Card | Card[] | undefined {
  if (candidates.length <= 1) return candidates[0];
  const folded = foldName(variant);
  const exact = candidates.filter((c) =>
    [c.name, ...Object.values(c.localizedNames)].some((n) => foldName(n) === folded),
  );
  return exact.length === 1 ? exact[0] : candidates;
}

interface EntryOutcome {
  entry: DeckEntry;
  card?: Card;
  problems: DeckListProblem[];
}

const entryText = (e: DeckEntry) =>
  `${e.count} ${e.name}${e.printing?.set ? ` (${e.printing.set}) ${e.printing.collectorNumber}` : ''}`.trim();

function unresolved(entry: DeckEntry, candidates: Card[], game: Game): EntryOutcome {
  const line = entry.line ?? 0;
  if (candidates.length > 1) {
    const names = candidates.map((c) => c.name).join('; ');
    return {
      entry,
      problems: [
        problem(line, entryText(entry), 'ambiguous-card', `"${entry.name}" names several cards (${names})`, {
          name: entry.name,
          cards: names,
        }),
      ],
    };
  }
  const otherGame: Game = game === 'mtg' ? 'dm' : 'mtg';
  const onlyOther = candidates.length === 0 ? '' : ` (only a ${GAME_NAMES[otherGame]} card has this name)`;
  return {
    entry,
    problems: [
      problem(
        line,
        entryText(entry),
        'unknown-card',
        `no card named "${entry.name}"${onlyOther}`,
        candidates.length === 0 ? { name: entry.name } : { name: entry.name, otherGame },
      ),
    ],
  };
}

function withCard(entry: DeckEntry, card: Card, printingId: string | undefined): DeckEntry {
  const out: DeckEntry = { ...entry, name: card.name, cardId: card.id };
  if (entry.printing) {
    out.printing = { ...entry.printing };
    if (printingId) out.printing.id = printingId;
    else delete out.printing.id;
  }
  return out;
}

function printingProblem(entry: DeckEntry, card: Card, l: Lookup): DeckListProblem | undefined {
  const p = entry.printing;
  if (!p?.set || !p.collectorNumber) return undefined;
  const line = entry.line ?? 0;
  if (!l.byPrinting) {
    return problem(
      line,
      entryText(entry),
      'unknown-printing',
      `${p.set} ${p.collectorNumber} is not in the card data; the card is kept, its printing not pinned`,
      { set: p.set, number: p.collectorNumber },
    );
  }
  if (l.byPrinting.card.id !== card.id) {
    return problem(
      line,
      entryText(entry),
      'printing-mismatch',
      `${p.set} ${p.collectorNumber} is "${l.byPrinting.card.name}", not "${card.name}"; the name wins, the printing is not pinned`,
      { set: p.set, number: p.collectorNumber, printed: l.byPrinting.card.name, card: card.name },
    );
  }
  return undefined;
}

function resolveEntry(entry: DeckEntry, l: Lookup, game: Game): EntryOutcome {
  const inGame = l.candidates.filter((c) => c.game === game);
  const chosen = choose(inGame, l.variant);
  if (chosen && !Array.isArray(chosen)) {
    const issue = printingProblem(entry, chosen, l);
    const printingId = !issue && l.byPrinting ? l.byPrinting.printingId : undefined;
    return { entry: withCard(entry, chosen, printingId), card: chosen, problems: issue ? [issue] : [] };
  }
  if (!chosen && l.byPrinting && l.byPrinting.card.game === game) {
    // A name the data does not know (another language, a typo) on a printing it does know.
    return {
      entry: withCard(entry, l.byPrinting.card, l.byPrinting.printingId),
      card: l.byPrinting.card,
      problems: [],
    };
  }
  return unresolved(entry, Array.isArray(chosen) ? chosen : l.candidates, game);
}

export function resolveDeck(deck: Deck, resolver: CardResolver): ResolvedDeck {
  const placed: { board: Board; entry: DeckEntry; lookup: Lookup }[] = [];
  for (const board of BOARDS) {
    for (const entry of deck.boards[board] ?? []) placed.push({ board, entry, lookup: lookUp(entry, resolver) });
  }
  const game = gameByVote(
    deck,
    placed.map((p) => p.lookup),
  );
  const out: Deck = { ...deck, game, boards: {} };
  const cards = new Map<string, Card>();
  const problems: DeckListProblem[] = [];
  for (const { board, entry, lookup } of placed) {
    const outcome = resolveEntry(entry, lookup, game);
    (out.boards[board] ??= []).push(outcome.entry);
    if (outcome.card) cards.set(outcome.card.id, outcome.card);
    problems.push(...outcome.problems);
  }
  return { deck: out, cards, problems: problems.sort((a, b) => a.line - b.line) };
}

/** A resolved deck as an engine that plays it reads it: boards of entries holding the id of their card. */
export interface ResolvedDeckLike {
  name: string;
  boards: Partial<Record<string, readonly { name: string; count: number; cardId?: string; tags?: string[] }[]>>;
}

/**
 * The entries of a resolved deck's board with their cards, for an engine that plays the deck. Entries without a
 * card are named in `missing`: the caller refuses the whole deck, since nothing is played from half a deck.
 */
export function boardWithCards(
  deck: ResolvedDeckLike,
  board: string,
  cards: ReadonlyMap<string, Card>,
  missing: string[],
): { card: Card; count: number; tags?: string[] }[] {
  return (deck.boards[board] ?? []).flatMap((e) => {
    const card = e.cardId ? cards.get(e.cardId) : undefined;
    if (!card) {
      missing.push(e.name);
      return [];
    }
    return [{ card, count: e.count, tags: e.tags }];
  });
}
