// What a screen reader says for a cost or a rules-text symbol (renderer/lib/mana-words.ts), in both languages, in the
// words of CR 107.4 (Japanese: 不特定マナ, 混成, ファイレクシア・マナ, 氷雪): every distinct symbol the 23 MTGJSON sets
// write in a mana cost or in rules text (English and their translations) is worded, none read out as written. The
// window's settings are a plain object here (the app's hold Svelte state).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mtgjsonSet, mtgjsonSetCodes } from './real-cards.ts';
import type { Locale } from '../renderer/lib/settings.svelte.ts';

vi.mock('../renderer/lib/settings.svelte.ts', () => ({ settings: { locale: 'en' } }));
const { settings } = await import('../renderer/lib/settings.svelte.ts');
const { symbolsWords, symbolWords } = await import('../renderer/lib/mana-words.ts');

const LOCALES: readonly Locale[] = ['en', 'ja'];

/** Every distinct symbol body ("2/B", "T") of the sets' costs and rules texts, with a card that writes it. */
function symbolsInData(): Map<string, string> {
  const found = new Map<string, string>();
  for (const code of mtgjsonSetCodes()) {
    for (const card of mtgjsonSet(code).cards) {
      const texts = [card.manaCost, card.text, ...(card.foreignData ?? []).map((f) => f.text)];
      for (const text of texts)
        for (const m of (text ?? '').matchAll(/\{([^}]+)\}/g)) if (!found.has(m[1])) found.set(m[1], card.name);
    }
  }
  return found;
}

beforeEach(() => {
  settings.locale = 'en';
});

describe('mana symbols as words', () => {
  it('words every symbol of the real card data in both languages, none left as written', () => {
    const symbols = symbolsInData();
    // Generic numbers, the five colors, {C}, {X}, hybrid, monocolored hybrid ({2/B}: Tazri), {S}, {T}: 30 or more.
    expect(symbols.size).toBeGreaterThanOrEqual(30);
    for (const locale of LOCALES) {
      settings.locale = locale;
      for (const [body, card] of symbols) {
        const words = symbolWords(body);
        expect.soft(words, `{${body}} (${card}) in ${locale}`).not.toMatch(/[{}]/);
        expect.soft(words, `{${body}} (${card}) in ${locale}`).not.toBe(body);
      }
    }
  });

  it("says a cost's symbols in order, in the rules' words (CR 107.4b, 107.4a)", () => {
    // Basri's Acolyte, M21: {2}{W}{W}.
    expect(symbolsWords('{2}{W}{W}')).toBe('2 generic, white, white');
    expect(symbolsWords('{X}{W}')).toBe('X generic, white'); // Hail of Arrows, 10E (107.3, 107.4b)
    settings.locale = 'ja';
    expect(symbolsWords('{2}{W}{W}')).toBe('不特定マナ2、白、白');
    expect(symbolsWords('{X}{W}')).toBe('不特定マナX、白');
  });

  it('names hybrid, monocolored hybrid, Phyrexian, snow, colorless and the tap symbol', () => {
    const cases = [
      // Savageborn Hydra, DGM: "{1}{R/G}: Put a +1/+1 counter…" (107.4e).
      { symbols: '{1}{R/G}', en: '1 generic, red or green hybrid', ja: '不特定マナ1、赤か緑の混成' },
      // Tazri, Beacon of Unity, ZNR: {2/U}{2/B}… (107.4e: one blue or any 2 mana).
      { symbols: '{2/U}', en: '2 generic or blue hybrid', ja: '不特定マナ2か青の混成' },
      // CR 107.4f's own example, {W/P}; a hybrid Phyrexian symbol of 107.4's list.
      {
        symbols: '{W/P}{G/U/P}',
        en: 'white Phyrexian, green or blue Phyrexian',
        ja: '白のファイレクシア・マナ、緑か青のファイレクシア・マナ',
      },
      // Search for Glory, KHM: "You gain 1 life for each {S} spent" (107.4h).
      { symbols: '{S}', en: 'snow', ja: '氷雪' },
      // Mind Stone, 10E: "{T}: Add {C}." (107.5, 107.4c).
      { symbols: '{T}', en: 'tap', ja: 'タップ' },
      { symbols: '{C}', en: 'colorless', ja: '無色' },
    ];
    for (const { symbols, en, ja } of cases) {
      settings.locale = 'en';
      expect.soft(symbolsWords(symbols), symbols).toBe(en);
      settings.locale = 'ja';
      expect.soft(symbolsWords(symbols), symbols).toBe(ja);
    }
  });

  it('keeps a symbol of no known kind as written, so a reader still hears it', () => {
    expect(symbolsWords('{W}{CHAOS}')).toBe('white, {CHAOS}');
  });
});
