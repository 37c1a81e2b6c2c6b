// Problems found while reading a deck list. Severity is a property of the kind of problem, kept as data.
import type { DeckListProblem, DeckListProblemCode } from './types.ts';
import { boundedMessage, excerpt } from '../../text/limits.ts';

const SEVERITY: Record<DeckListProblemCode, DeckListProblem['severity']> = {
  'unreadable-line': 'error',
  'bad-count': 'error',
  'malformed-file': 'error',
  'unknown-section': 'error',
  'not-playable-section': 'warning',
  'nonstandard-section': 'warning',
  'blank-line-sideboard': 'warning',
  'sideboard-commander': 'warning',
  'sideboard-oathbreaker': 'warning',
  'skipped-heading': 'warning',
  'unknown-annotation': 'warning',
  'board-not-in-game': 'error',
  'unknown-card': 'error',
  'ambiguous-card': 'error',
  'unknown-printing': 'warning',
  'printing-mismatch': 'warning',
  'not-kept': 'warning',
  'no-card-data': 'warning',
  'name-shortened': 'warning',
  'notes-shortened': 'warning',
};

/** A problem shows the start of its line and says what is wrong in one line, whatever the file held. */
const PROBLEM_TEXT_CHARS = 120;

export function problem(
  line: number,
  text: string,
  code: DeckListProblemCode,
  message: string,
  params?: Record<string, string>,
): DeckListProblem {
  const found: DeckListProblem = {
    line,
    text: excerpt(text, PROBLEM_TEXT_CHARS),
    code,
    severity: SEVERITY[code],
    message: boundedMessage(message),
  };
  if (params) found.params = params;
  return found;
}

export function byLine(a: DeckListProblem, b: DeckListProblem): number {
  return a.line - b.line;
}
