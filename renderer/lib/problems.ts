// Validation problems in words: a translation by problem code when the catalog has one (with the
// problem's own params), else the validator's English message; rule numbers cited as the rules write them.
import type { Game } from '../../engine/cards/types.ts';
import type { MessageKey } from '../i18n/en.ts';
import { t } from '../i18n/index.ts';
import type { Locale } from './settings.svelte.ts';
import type { DeckProblem } from './deck-session.svelte.ts';

const PROBLEM_KEYS: Record<string, MessageKey> = {
  'commander.color-identity': 'problem.commander.color-identity',
  'commander.missing': 'problem.commander.missing',
  'commander.pair': 'problem.commander.pair',
  'commander.singleton': 'problem.commander.singleton',
  'deck.copies': 'problem.deck.copies',
  'deck.meld-result': 'problem.deck.meld-result',
  'deck.nontraditional': 'problem.deck.nontraditional',
  'deck.size': 'problem.deck.size',
  'deck.unknown-card': 'problem.deck.unknown-card',
  'dm.gr-copies': 'problem.deck.copies',
  'dm.gr-size': 'problem.deck.size',
  'dm.hall-of-fame': 'problem.dm.hall-of-fame',
  'dm.hyperspatial-copies': 'problem.deck.copies',
  'dm.hyperspatial-size': 'problem.deck.size',
  'dm.premium-combination': 'problem.dm.premium-combination',
  'dm.premium-hall-of-fame': 'problem.dm.premium-hall-of-fame',
  'dm.set-side': 'problem.dm.set-side',
  'dm.start-of-game-sets': 'problem.dm.start-of-game-sets',
  'dm.wrong-zone': 'problem.dm.wrong-zone',
  'legality.banned': 'problem.legality.banned',
  'legality.not-legal': 'problem.legality.not-legal',
  'limited.no-pool': 'problem.limited.no-pool',
  'limited.not-in-pool': 'problem.limited.not-in-pool',
  'sideboard.size': 'problem.sideboard.size',
};

/** English is the validator's own text; other languages use the catalog when it knows the code. */
export function problemText(problem: DeckProblem, locale: Locale): string {
  const key = PROBLEM_KEYS[problem.code];
  if (locale === 'en' || !key) return problem.message;
  return t(key, { ...problem.params, cards: problem.cards.join('、') });
}

/** "CR 903.5c", "MTR 6.2", "DM 100.2": the rules a number belongs to, as players cite it. */
export function ruleCitation(rule: string, game: Game): string {
  if (!/^\d/.test(rule)) return rule;
  return `${game === 'dm' ? 'DM' : 'CR'} ${rule}`;
}
