// How a card's rules text names the card itself, for "~" in o: (with "this spell") and in the land cycles of is:
// (land-cycles.ts): its names, written "~" where they stand as whole words, and the text without reminder text.
import type { Card } from '../cards/types.ts';
import { foldName } from '../text/fold.ts';

/** CR 207.2: reminder text is the parenthesized text; it is not rules text for `o:`. */
const REMINDER_RE = /\([^()]*\)/g;

export function withoutReminderText(text: string): string {
  return text.replace(REMINDER_RE, '');
}

/**
 * The names a card's text uses for itself: its full name, each face's name, and the part of a legendary
 * name before the comma ("Urza, Lord High Artificer" calls itself "Urza"), longest first.
 */
export function selfNames(card: Card): string[] {
  const names = new Set<string>([card.name, ...card.faces.map((f) => f.name)].map(foldName));
  for (const face of card.faces) {
    const comma = face.name.indexOf(', ');
    if (comma > 0 && face.supertypes.includes('Legendary')) names.add(foldName(face.name.slice(0, comma)));
  }
  return [...names].filter((n) => n !== '').sort((a, b) => b.length - a.length);
}

/**
 * What `~` in o: and fo: stands for (scryfall.com/docs/regular-expressions): the card's own names, or "this spell",
 * as a card that names itself on the stack reads ("This spell can't be countered."); longest first.
 */
export function selfReferences(card: Card): string[] {
  return [...selfNames(card), 'this spell'].sort((a, b) => b.length - a.length);
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const isWordCharacter = (ch: string | undefined) => ch !== undefined && WORD_CHARACTER.test(ch);

/** Replaces `word` by "~" where it stands as a whole word. */
function replaceWholeWord(text: string, word: string): string {
  let out = '';
  let from = 0;
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, from)) {
    const whole = !isWordCharacter(text[at - 1]) && !isWordCharacter(text[at + word.length]);
    out += text.slice(from, at) + (whole ? '~' : word);
    from = at + word.length;
  }
  return out + text.slice(from);
}

/**
 * Folded text with every self name, as a whole word, replaced by "~"; longest name first so "urza" never eats
 * "urza, lord high artificer", and whole words only so the face "Ice" of Fire // Ice leaves "twice" alone.
 */
export function withSelfReferences(folded: string, names: readonly string[]): string {
  let text = folded;
  for (const name of names) text = replaceWholeWord(text, name);
  return text;
}
