// How much text a saved deck keeps: decks.save refuses more, the editor's name field takes no more, and a deck
// read from a file (decks.importMany) is cut to it with a warning, so no file is refused for a long name.
import type { Deck } from './types.ts';
import type { DeckListProblem } from './lists/types.ts';
import { problem } from './lists/problems.ts';

/** The longest deck name and notes a saved deck keeps: a title, and a page of notes, not a pasted file. */
export const MAX_DECK_NAME_LENGTH = 200;
export const MAX_DECK_NOTES_LENGTH = 20_000;

/**
 * The text's first `max` UTF-16 units (what a schema's length and an input's maxlength count), never half of a
 * surrogate pair, without the spaces the cut leaves at its end.
 */
export function cutToLength(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = /[\uD800-\uDBFF]/.test(text[max - 1]) ? text.slice(0, max - 1) : text.slice(0, max);
  return cut.trimEnd();
}

/** A deck read from a file with its name and notes cut to what a saved deck keeps, and a warning for each cut. */
export function fitDeckToSave(deck: Deck): { deck: Deck; problems: DeckListProblem[] } {
  const problems: DeckListProblem[] = [];
  const fitted = { ...deck };
  if (deck.name.length > MAX_DECK_NAME_LENGTH) {
    fitted.name = cutToLength(deck.name, MAX_DECK_NAME_LENGTH);
    problems.push(shortened('name-shortened', 'name', deck.name, MAX_DECK_NAME_LENGTH));
  }
  if (deck.notes !== undefined && deck.notes.length > MAX_DECK_NOTES_LENGTH) {
    fitted.notes = cutToLength(deck.notes, MAX_DECK_NOTES_LENGTH);
    problems.push(shortened('notes-shortened', 'notes', deck.notes, MAX_DECK_NOTES_LENGTH));
  }
  return { deck: fitted, problems };
}

function shortened(code: 'name-shortened' | 'notes-shortened', what: string, text: string, max: number) {
  const params = { length: String(text.length), max: String(max) };
  return problem(0, text, code, `the deck's ${what} has ${text.length} characters: saved as its first ${max}`, params);
}
