// Problems found while reading a deck list. Severity is a property of the kind of problem, kept as data.
import type { DeckListProblem, DeckListProblemCode } from './types.ts';

const SEVERITY: Record<DeckListProblemCode, DeckListProblem['severity']> = {
  'unreadable-line': 'error',
  'bad-count': 'error',
  'malformed-file': 'error',
  'unknown-section': 'error',
  'not-playable-section': 'warning',
  'nonstandard-section': 'warning',
  'blank-line-sideboard': 'warning',
  'skipped-heading': 'warning',
  'unknown-annotation': 'warning',
  'board-not-in-game': 'error',
  'unknown-card': 'error',
  'ambiguous-card': 'error',
  'unknown-printing': 'warning',
  'printing-mismatch': 'warning',
  'no-card-data': 'warning',
};

export function problem(line: number, text: string, code: DeckListProblemCode, message: string): DeckListProblem {
  return { line, text, code, severity: SEVERITY[code], message };
}

export function byLine(a: DeckListProblem, b: DeckListProblem): number {
  return a.line - b.line;
}
