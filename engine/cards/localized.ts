// A card's printed text in Japanese beside its English (Oracle) text: built from the sources' per-face fields,
// merged across records, and chosen field by field for display, English where the Japanese is missing.
import type { Card, CardFace, LocalizedFace, LocalizedText, LocalizedTexts } from './types.ts';

const FACE_FIELDS = ['name', 'typeLine', 'text'] as const;

/** A kanji (or 々) followed by its reading in hiragana between full-width parentheses (肥（ひ）), or cut off at the end. */
const RUBY_READING = /([\u3005\u4e00-\u9fff])（[\u3041-\u3096ー]+(?:）|$)/gu;

/**
 * Japanese text without the readings some sources print after kanji as ruby (MTGJSON's ZNC adventure
 * "肥（ひ）沃（よく）な足（あし）跡（あと）"): players write and search the name as "肥沃な足跡".
 */
export function withoutRubyReadings(text: string): string {
  return text.replace(RUBY_READING, '$1');
}

/** One face's localized (Japanese) fields with the empty ones left out, and the name without ruby readings. */
export function localizedFace(fields: { name?: string; typeLine?: string; text?: string }): LocalizedFace {
  const face: LocalizedFace = {};
  for (const key of FACE_FIELDS) if (fields[key]) face[key] = fields[key];
  if (face.name) face.name = withoutRubyReadings(face.name);
  return face;
}

/** The text of a card whose faces read `faces`; undefined when no face has any field in that language. */
export function localizedText(faces: readonly LocalizedFace[]): LocalizedText | undefined {
  return faces.some((f) => Object.keys(f).length > 0) ? { faces: [...faces] } : undefined;
}

/** Per language, face and field, the newer record's where it has one (another printing may lack a translation). */
export function mergeLocalized(older?: LocalizedTexts, newer?: LocalizedTexts): LocalizedTexts | undefined {
  if (!older || !newer) return newer ?? older;
  const merged: LocalizedTexts = { ...older, ...newer };
  const [a, b] = [older.ja?.faces, newer.ja?.faces];
  if (a && b) merged.ja = { faces: b.map((face, i) => ({ ...a[i], ...face })) };
  return merged;
}

/** What a screen shows of one face: each field in the language asked for where the card has it, else in English. */
export function displayedFace(
  card: Pick<Card, 'faces' | 'localized'>,
  index: number,
  lang: string,
): Pick<CardFace, 'name' | 'typeLine' | 'text'> {
  const english = card.faces[index];
  const localized = lang === 'ja' ? card.localized?.ja?.faces[index] : undefined;
  return {
    name: localized?.name ?? english.name,
    typeLine: localized?.typeLine ?? english.typeLine,
    text: localized?.text ?? english.text,
  };
}

/** The card's type line as displayedFace gives its faces, joined like Card.typeLine (CR 201.2 " // "). */
export function displayedTypeLine(card: Pick<Card, 'faces' | 'localized'>, lang: string): string {
  return card.faces.map((_, i) => displayedFace(card, i, lang).typeLine).join(' // ');
}

/** The rules text of every face as displayedFace gives them, joined like Card.text. */
export function displayedText(card: Pick<Card, 'faces' | 'localized'>, lang: string): string {
  return card.faces.map((_, i) => displayedFace(card, i, lang).text).join('\n//\n');
}
