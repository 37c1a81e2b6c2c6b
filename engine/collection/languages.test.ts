// Scryfall's language codes as language tags: Intl names each in English as Scryfall's language page does.
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES } from './csv-formats.ts';
import { languageTag } from './languages.ts';

const intlName = (tag: string, locale: string) =>
  new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' }).of(tag);
const words = (name: string | undefined) => name?.toLowerCase().split(' ').sort();

describe('languageTag', () => {
  it("gives a tag Intl names as Scryfall does (word order aside: 'Chinese Simplified') for every code but two", () => {
    const unnamed: string[] = [];
    for (const [code, english] of Object.entries(LANGUAGE_NAMES)) {
      const tag = languageTag(code);
      const name = tag && intlName(tag, 'en');
      if (name) expect(words(name), code).toEqual(words(english));
      else unnamed.push(code);
    }
    // Phyrexian has no tag, and the Unicode data Intl reads names no Quenya: the catalog names both.
    expect(unnamed).toEqual(['ph', 'qya']);
    expect(intlName(languageTag('zhs')!, 'ja')).toBe('簡体中国語');
    expect(intlName(languageTag('ja')!, 'ja')).toBe('日本語');
  });
});
