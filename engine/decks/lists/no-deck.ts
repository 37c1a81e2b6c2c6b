// Why a deck list read gives no deck to save: no card line at all, only lines it could not read (XML cut short, a
// count of 0), or only names the card data does not know. An import then saves nothing (all or nothing) and says
// why at the first line concerned; the folder import skips the file, the import dialog offers no save.
import type { Deck } from '../types.ts';
import { BOARDS } from '../types.ts';
import type { DeckListProblem } from './types.ts';
import type { Reason } from '../../text/reasons.ts';

export interface NoDeck {
  reason: Reason;
  /** The same in English, naming the source (a file's name, or what the caller calls pasted text). */
  message: string;
}

/** A card the card data does not answer to, one way or another. */
const UNRESOLVED = new Set<DeckListProblem['code']>(['unknown-card', 'ambiguous-card']);

const atLine = (p: DeckListProblem): Record<string, number> => (p.line ? { line: p.line } : {});

/**
 * The reason a read deck is not worth saving, or undefined. A deck whose names were kept as written because the
 * database holds no card data at all (`no-card-data`) is saved: it resolves once card data is imported.
 */
export function noDeckReason(source: string, deck: Deck, problems: readonly DeckListProblem[]): NoDeck | undefined {
  const entries = BOARDS.flatMap((board) => deck.boards[board] ?? []);
  if (entries.length === 0) {
    const first = problems.find((p) => p.severity === 'error');
    if (first?.params?.kind === 'empty')
      return { reason: { code: 'deck.empty-file', params: { file: source } }, message: `${source} is empty` };
    if (!first)
      return { reason: { code: 'deck.no-cards', params: { file: source } }, message: `${source} holds no card line` };
    return {
      reason: { code: 'deck.no-readable-cards', params: { file: source, ...atLine(first), detail: first.message } },
      message: `${source} holds no card it can read: ${first.line ? `line ${first.line}: ` : ''}${first.message}`,
    };
  }
  if (entries.some((e) => e.cardId)) return undefined;
  const unresolved = problems.filter((p) => UNRESOLVED.has(p.code));
  if (unresolved.length === 0) return undefined;
  const [first] = unresolved;
  return {
    reason: {
      code: 'deck.no-known-cards',
      params: { file: source, ...atLine(first), cards: unresolved.length, detail: first.message },
    },
    message:
      `${source} names no card the card data knows (${unresolved.length} names): ` +
      `${first.line ? `line ${first.line}: ` : ''}${first.message}`,
  };
}
