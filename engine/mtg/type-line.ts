// Type lines: "Legendary Creature — Angel Horror" → supertypes, card types, subtypes (CR 205).

export interface TypeLineParts {
  supertypes: string[];
  types: string[];
  subtypes: string[];
}

/** CR 205.4a: the supertypes (as Scryfall's supertype catalog lists them); every other word before the dash is a card type (205.2a). */
export const SUPERTYPES: ReadonlySet<string> = new Set([
  'Basic',
  'Legendary',
  'Ongoing',
  'Snow',
  'World',
  'Elite',
  'Host',
]);

/** Subtypes written with a space (CR 205.3m lists "Time Lord" among creature types). */
export const MULTI_WORD_SUBTYPES: readonly string[] = ['Time Lord'];

const SUBTYPE_RE = new RegExp([...MULTI_WORD_SUBTYPES, '\\S+'].join('|'), 'g');

/** CR 205.3n: a plane's subtype is one planar type even when it has several words ("Bolas's Meditation Realm"). */
const WHOLE_SUBTYPE_TYPES: ReadonlySet<string> = new Set(['Plane']);

const DASH_RE = /\s+[—–]\s*|\s+-\s+/;

export function parseTypeLine(typeLine: string): TypeLineParts {
  const [left, right = ''] = typeLine.split(DASH_RE, 2);
  const words = left.split(/\s+/).filter(Boolean);
  const supertypes = words.filter((w) => SUPERTYPES.has(w));
  const types = words.filter((w) => !SUPERTYPES.has(w));
  const subtypes = types.some((t) => WHOLE_SUBTYPE_TYPES.has(t)) ? wholeSubtype(right) : splitSubtypes(right);
  return { supertypes, types, subtypes };
}

function wholeSubtype(text: string): string[] {
  const trimmed = text.trim();
  return trimmed ? [trimmed] : [];
}

function splitSubtypes(text: string): string[] {
  return text.match(SUBTYPE_RE) ?? [];
}
