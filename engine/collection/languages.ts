// Scryfall's language codes (LANGUAGE_NAMES) as the BCP 47 tags Intl.DisplayNames names in any language: most codes
// are ISO 639 codes already; Scryfall's two Chinese codes are its own, and Phyrexian has no tag.

const TAGS_OF_SCRYFALL_CODES: Readonly<Record<string, string | null>> = {
  zhs: 'zh-Hans',
  zht: 'zh-Hant',
  ph: null,
};

/** The BCP 47 tag of a Scryfall language code; undefined for a language no tag names (Phyrexian). */
export function languageTag(code: string): string | undefined {
  const tag = Object.hasOwn(TAGS_OF_SCRYFALL_CODES, code) ? TAGS_OF_SCRYFALL_CODES[code] : code;
  return tag ?? undefined;
}
