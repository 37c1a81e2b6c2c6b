// User preferences of the window (theme, language, result view, deck layout, price currency, basic lands in the needs
// views, the player's name and IDs for registration sheets), kept in localStorage.
import { CURRENCIES, DEFAULT_CURRENCY, type Currency } from '../../engine/collection/prices.ts';

export type ThemeSetting = 'system' | 'light' | 'dark';
export type Locale = 'en' | 'ja';
export type ResultView = 'list' | 'grid';
/** The deck editor's cards as rows, or as stacks of card images (visual). */
type DeckLayout = 'list' | 'visual';
/** What the visual deck editor stacks by (engine/decks/grouping.ts). */
export type DeckStack = 'type' | 'manaValue';
export const DECK_STACKS: readonly DeckStack[] = ['type', 'manaValue'];

const LOCALES: readonly Locale[] = ['en', 'ja'];

function stored<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  const value = localStorage.getItem(`decklab.${key}`);
  return allowed.includes(value as T) ? (value as T) : fallback;
}

function storedText(key: string): string {
  return localStorage.getItem(`decklab.${key}`) ?? '';
}

/** The OS language decides on first start: Japanese for ja-*, English otherwise. */
export function osLocale(languages: readonly string[] = navigator.languages): Locale {
  return languages.some((l) => l.toLowerCase().startsWith('ja')) && !languages[0]?.toLowerCase().startsWith('en')
    ? 'ja'
    : 'en';
}

export const settings = $state({
  theme: stored<ThemeSetting>('theme', ['system', 'light', 'dark'], 'system'),
  locale: stored<Locale>('locale', LOCALES, osLocale()),
  resultView: stored<ResultView>('resultView', ['list', 'grid'], 'list'),
  currency: stored<Currency>('currency', CURRENCIES, DEFAULT_CURRENCY),
  deckLayout: stored<DeckLayout>('deckLayout', ['list', 'visual'], 'list'),
  deckStack: stored<DeckStack>('deckStack', DECK_STACKS, 'type'),
  /** Whether the needs views count basic lands as owned (engine/collection/needs.ts `basicsOwned`). */
  basicLands: stored<'owned' | 'needed'>('basicLands', ['owned', 'needed'], 'owned'),
  /** What a deck registration sheet fills in for the player (engine/decks/registration.ts), one ID per game. */
  playerFirstName: storedText('playerFirstName'),
  playerLastName: storedText('playerLastName'),
  playerIdMtg: storedText('playerIdMtg'),
  playerIdDm: storedText('playerIdDm'),
});

export function setSetting<K extends keyof typeof settings>(key: K, value: (typeof settings)[K]): void {
  settings[key] = value;
  localStorage.setItem(`decklab.${key}`, value);
}

/** The theme actually shown: the OS decides when the setting is 'system'. */
export function effectiveTheme(setting: ThemeSetting, prefersDark: boolean): 'light' | 'dark' {
  return setting === 'system' ? (prefersDark ? 'dark' : 'light') : setting;
}
