// The deck as every check reads it, built once per validation: entries joined to their cards, counts by board.
import { BOARDS, type Board, type Deck } from '../decks/types.ts';
import type { Card } from '../cards/types.ts';
import { foldName } from '../text/fold.ts';
import type { DeckView, FormatDefinition, Problem, ResolvedEntry, Severity } from './types.ts';

export function buildDeckView(deck: Deck, cards: ReadonlyMap<string, Card>): DeckView {
  const byBoard = {} as Record<Board, ResolvedEntry[]>;
  const counts = {} as Record<Board, number>;
  const unknown: DeckView['unknown'] = [];
  for (const board of BOARDS) {
    byBoard[board] = [];
    counts[board] = 0;
    for (const entry of deck.boards[board] ?? []) {
      counts[board] += entry.count;
      const card = entry.cardId === undefined ? undefined : cards.get(entry.cardId);
      if (card) byBoard[board].push({ board, entry, card });
      else unknown.push({ board, entry });
    }
  }
  return { deck, byBoard, unknown, counts };
}

/** Resolved entries of several boards, in board order. */
export function entriesOf(view: DeckView, boards: readonly Board[]): ResolvedEntry[] {
  if (boards.length === 1) return view.byBoard[boards[0]];
  const out: ResolvedEntry[] = [];
  for (const board of boards) out.push(...view.byBoard[board]);
  return out;
}

export function countOf(view: DeckView, boards: readonly Board[]): number {
  let n = 0;
  for (const board of boards) n += view.counts[board];
  return n;
}

export interface NameCount {
  name: string;
  card: Card;
  count: number;
}

const nameKeys = new WeakMap<Card, string>();

/** CR 201.2: the English name a card is counted by, folded once per card (folding is the costly part of validation). */
export function nameKey(card: Card): string {
  let key = nameKeys.get(card);
  if (key === undefined) nameKeys.set(card, (key = foldName(card.name)));
  return key;
}

/** CR 201.2, 100.4a: copies counted by English card name across every printing and the given boards. */
export function countByName(entries: readonly ResolvedEntry[]): Map<string, NameCount> {
  const byName = new Map<string, NameCount>();
  for (const { entry, card } of entries) {
    const key = nameKey(card);
    const seen = byName.get(key);
    if (seen) seen.count += entry.count;
    else byName.set(key, { name: card.name, card, count: entry.count });
  }
  return byName;
}

/** OB 8: an instant or sorcery card (its front face, as a card outside the stack is, CR 712.8a) in the command zone. */
export const isSignatureSpell = (card: Card): boolean =>
  card.faces[0].types.some((t) => t === 'Instant' || t === 'Sorcery');

/**
 * The commander board's entries that lead the deck: all of them, except in Oathbreaker, whose signature spells
 * share the command zone with their oathbreakers (OB 8) and lead nothing.
 */
export function leaderEntries(view: DeckView, format: FormatDefinition): ResolvedEntry[] {
  const entries = view.byBoard.commander;
  return format.commander?.signatureSpells ? entries.filter(({ card }) => !isSignatureSpell(card)) : entries;
}

/** OB 8: the signature spells of the commander board (none outside Oathbreaker). */
export function signatureSpellEntries(view: DeckView, format: FormatDefinition): ResolvedEntry[] {
  return format.commander?.signatureSpells ? view.byBoard.commander.filter(({ card }) => isSignatureSpell(card)) : [];
}

/** Distinct cards of some entries, first occurrence kept. */
export function distinctCards(entries: readonly ResolvedEntry[]): Card[] {
  const seen = new Map<string, Card>();
  for (const { card } of entries) if (!seen.has(card.id)) seen.set(card.id, card);
  return [...seen.values()];
}

export function problem(
  code: string,
  rule: string,
  message: string,
  cards: string[] = [],
  params: Record<string, string | number> = {},
  severity: Severity = 'error',
): Problem {
  return { code, severity, rule, message, params, cards };
}

export function warning(
  code: string,
  rule: string,
  message: string,
  cards: string[] = [],
  params: Record<string, string | number> = {},
): Problem {
  return problem(code, rule, message, cards, params, 'warning');
}

/** "A, B and C" for messages. */
export function nameList(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
