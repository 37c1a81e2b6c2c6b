// How cards are named and summarized on screen.
import type { Card } from '../../engine/cards/types.ts';
import { faceStatsText } from '../../engine/cards/face-stats.ts';
import type { Locale } from './settings.svelte.ts';

/** Japanese name first when the window speaks Japanese and the data has one; the English name always exists. */
export function displayName(card: Pick<Card, 'name' | 'localizedNames'>, locale: Locale): string {
  return (locale === 'ja' && card.localizedNames?.ja) || card.name;
}

/** The card's name in the window's language other than English, where the data has one: what a list there sorts by. */
export function localName(card: Pick<Card, 'localizedNames'>, locale: Locale): string | undefined {
  return locale === 'en' ? undefined : card.localizedNames?.[locale];
}

/** The other-language name shown beside the display name, if any. */
export function secondaryName(card: Pick<Card, 'name' | 'localizedNames'>, locale: Locale): string | undefined {
  if (locale === 'ja') return card.localizedNames?.ja ? card.name : undefined;
  return card.localizedNames?.ja;
}

export function powerToughness(card: Card): string {
  return card.faces[0] ? faceStatsText(card.game, card.faces[0]) : '';
}

/** Text split into plain runs and mana or tap symbols ({T}, {2}{W}), which are drawn as symbols. */
export function symbolRuns(text: string): { text: string; symbol: boolean }[] {
  return text
    .split(/(\{[^}]+\})/)
    .filter(Boolean)
    .map((part) => ({ text: part, symbol: /^\{[^}]+\}$/.test(part) }));
}

/** Rules text split into plain runs and reminder text (in parentheses, full-width in Japanese), which is shown quieter. */
export function textRuns(text: string): { text: string; reminder: boolean }[] {
  return text
    .split(/(\([^)]*\)|（[^）]*）)/)
    .filter(Boolean)
    .map((part) => ({ text: part, reminder: part.startsWith('(') || part.startsWith('（') }));
}
