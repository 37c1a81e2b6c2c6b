// Catalog keys for the values the data and the API speak in (boards, legalities, error codes).
import type { Board } from '../../engine/decks/types.ts';
import type { Legality } from '../../engine/cards/types.ts';
import type { MessageKey } from '../i18n/en.ts';
import type { ApiErrorCode } from '../../protocol/errors.ts';
import { CATALOGS, t } from '../i18n/index.ts';
import { restrictedMeaning } from '../../engine/formats/index.ts';
import { CUSTOM_POLICY_PREFIX, shownKeepRule } from '../../engine/goldfish/keep-spec.ts';
import { isCustomKeepRule } from './advice.ts';
import type { Locale } from './settings.svelte.ts';

export const BOARD_KEYS: Record<Board, MessageKey> = {
  main: 'board.main',
  side: 'board.side',
  maybe: 'board.maybe',
  commander: 'board.commander',
  companion: 'board.companion',
  hyperspatial: 'board.hyperspatial',
  gr: 'board.gr',
};

/** The add buttons of the card panel; boards not listed are filled another way. */
export const ADD_KEYS: Partial<Record<Board, MessageKey>> = {
  main: 'add.main',
  side: 'add.side',
  maybe: 'add.maybe',
  commander: 'add.commander',
  companion: 'add.companion',
  hyperspatial: 'add.hyperspatial',
  gr: 'add.gr',
};

/** Boards a format names its own way: Oathbreaker's commander board is its command zone, oathbreakers and signature spells (OB 8). */
const FORMAT_BOARD_KEYS: Readonly<Record<string, Partial<Record<Board, { board: MessageKey; add: MessageKey }>>>> = {
  oathbreaker: { commander: { board: 'board.commander.oathbreaker', add: 'add.commander.oathbreaker' } },
};

const formatBoardKeys = (board: Board, format: string | undefined) =>
  format && Object.hasOwn(FORMAT_BOARD_KEYS, format) ? FORMAT_BOARD_KEYS[format][board] : undefined;

/** A board's name in the deck's format, in the window's language. */
export function boardName(board: Board, format: string | undefined): string {
  return t(formatBoardKeys(board, format)?.board ?? BOARD_KEYS[board]);
}

/** The card panel's button adding to a board, in the deck's format. */
export function addLabel(board: Board, format: string | undefined): string {
  const key = formatBoardKeys(board, format)?.add ?? ADD_KEYS[board];
  return key ? t(key) : boardName(board, format);
}

export const LEGALITY_KEYS: Record<Legality, MessageKey> = {
  legal: 'legality.legal',
  banned: 'legality.banned',
  restricted: 'legality.restricted',
  not_legal: 'legality.not_legal',
};

/** What "restricted" says under a legality key, where it means something else than one copy. */
const RESTRICTED_KEYS: Partial<Record<ReturnType<typeof restrictedMeaning>, MessageKey>> = {
  'not-as-commander': 'legality.bannedAsCommander',
  'only-as-commander': 'legality.onlyAsCommander',
};

/**
 * A card's standing in a format as the card panel shows it: Duel Commander's "restricted" is banned as commander,
 * Pauper Commander's the commander only (printed at uncommon).
 */
export function legalityLabel(legalityKey: string, status: Legality): string {
  const restricted = status === 'restricted' ? RESTRICTED_KEYS[restrictedMeaning(legalityKey)] : undefined;
  return t(restricted ?? LEGALITY_KEYS[status]);
}

export const ERROR_KEYS: Record<ApiErrorCode, MessageKey> = {
  'invalid-input': 'error.invalid-input',
  'not-found': 'error.not-found',
  'bad-file': 'error.bad-file',
  conflict: 'error.conflict',
  cancelled: 'error.cancelled',
  internal: 'error.internal',
  'no-backend': 'error.no-backend',
};

/**
 * The name of a format, mulligan policy, rarity or card data file kind the data names by id, or where a policy or an objective comes
 * from, in the window's language: the catalog's (`formatName.commander`, `policyName.karsten`, `rarity.mythic`,
 * `policySource.karsten`) where it has one, else the data's own words.
 */
export function dataLabel(
  kind:
    | 'formatName'
    | 'policyName'
    | 'policySource'
    | 'objectiveSource'
    | 'rarity'
    | 'listFormat'
    | 'importFormat'
    | 'boosterProduct',
  id: string,
  fallback = id,
): string {
  const key = `${kind}.${id}`;
  return key in CATALOGS.en ? t(key as MessageKey) : fallback;
}

/**
 * A keep policy as the window names it: a preset by the catalog's name, a custom rule in the window's words, each
 * required card by the name the window shows (`shownName`, e.g. cardNamer's); `name` is the preset's own name.
 */
export function keepPolicyLabel(
  policy: string,
  shownName: (name: string) => string,
  locale: Locale,
  name = policy,
): string {
  return isCustomKeepRule(policy)
    ? shownKeepRule(policy.slice(CUSTOM_POLICY_PREFIX.length), shownName, locale)
    : dataLabel('policyName', policy, name);
}

/** A deck's format as a list shows it: its name in the window's language, a dash for none. */
export function formatLabel(id: string | null | undefined): string {
  return id ? dataLabel('formatName', id) : '—';
}

/** A board's name in the window's language; an id the catalog lacks is shown as it is. */
export function boardLabel(id: string): string {
  return Object.hasOwn(BOARD_KEYS, id) ? t(BOARD_KEYS[id as Board]) : id;
}
