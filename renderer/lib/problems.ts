// Problems in words: a deck's validation problems and the problems of a list read from a file or pasted. English is
// the engine's own text; another language words a problem by its code from the catalog, with the values it names
// (boards, formats, games, cards) as that language names them, and keeps the English text for a code it lacks.
import type { Game } from '../../engine/cards/types.ts';
import type { MessageKey } from '../i18n/en.ts';
import { CATALOGS, t, tn } from '../i18n/index.ts';
import type { CollectionExportNotice } from '../../engine/collection/csv.ts';
import type { Locale } from './settings.svelte.ts';
import type { Problem } from '../../engine/formats/types.ts';
import { boardLabel, dataLabel } from './labels.ts';
import { formatDay } from './dates.ts';
import { deckListFormat, type DeckExportNotice } from '../../engine/decks/lists/index.ts';
import type { DeckListFormatId } from '../../engine/decks/lists/types.ts';

const PROBLEM_KEYS: Record<string, MessageKey> = {
  'commander.banned': 'problem.commander.banned',
  'commander.basic-land-type': 'problem.commander.basic-land-type',
  'commander.color-identity': 'problem.commander.color-identity',
  'commander.colorless-basics': 'problem.commander.colorless-basics',
  'commander.missing': 'problem.commander.missing',
  'commander.not-eligible': 'problem.commander.not-eligible',
  'commander.not-uncommon': 'problem.commander.not-uncommon',
  'commander.pair': 'problem.commander.pair',
  'commander.singleton': 'problem.commander.singleton',
  'commander.too-many': 'problem.commander.too-many',
  'companion.banned': 'problem.companion.banned',
  'companion.color-identity': 'problem.companion.color-identity',
  'companion.condition': 'problem.companion.condition',
  'companion.not-companion': 'problem.companion.not-companion',
  'companion.too-many': 'problem.companion.too-many',
  'companion.unknown-condition': 'problem.companion.unknown-condition',
  'deck.copies': 'problem.deck.copies',
  'deck.meld-result': 'problem.deck.meld-result',
  'deck.nontraditional': 'problem.deck.nontraditional',
  'deck.sideboard-read': 'problem.deck.sideboard-read',
  'deck.unknown-card': 'problem.deck.unknown-card',
  'deck.unused-board': 'problem.deck.unused-board',
  'deck.wrong-game': 'problem.deck.wrong-game',
  'dm.gr-copies': 'problem.deck.copies',
  'dm.hall-of-fame': 'problem.dm.hall-of-fame',
  'dm.hyperspatial-copies': 'problem.deck.copies',
  'dm.premium-combination': 'problem.dm.premium-combination',
  'dm.premium-hall-of-fame': 'problem.dm.premium-hall-of-fame',
  'dm.set-side': 'problem.dm.set-side',
  'dm.start-of-game-sets': 'problem.dm.start-of-game-sets',
  'dm.wrong-zone': 'problem.dm.wrong-zone',
  'legality.banned': 'problem.legality.banned',
  'legality.not-legal': 'problem.legality.not-legal',
  'legality.only-as-commander': 'problem.legality.only-as-commander',
  'legality.restricted': 'problem.legality.restricted',
  'limited.no-pool': 'problem.limited.no-pool',
  'oathbreaker.signature-count': 'problem.oathbreaker.signature-count',
  'oathbreaker.signature-identity': 'problem.oathbreaker.signature-identity',
  'oathbreaker.signature-pairing': 'problem.oathbreaker.signature-pairing',
  'limited.not-in-pool': 'problem.limited.not-in-pool',
  'sideboard.size': 'problem.sideboard.size',
};

/** Board sizes, worded by how the count misses the rule (engine/formats/checks/common.ts sizeProblem). */
const SIZE_CODES = new Set(['deck.size', 'dm.gr-size', 'dm.hyperspatial-size']);

/** What a validation problem is worded with besides itself. */
export interface ProblemContext {
  locale: Locale;
  /** The id of the format the deck was checked against. */
  format: string;
  /** A card's name as the deck editor shows it, from the English name the validator gives. */
  cardName: (name: string) => string;
}

/** The catalog's words for a problem: by how a size misses its rule, by whether a companion's condition names cards. */
function problemKey(problem: Problem): MessageKey | undefined {
  if (SIZE_CODES.has(problem.code)) return sizeKey(problem.params);
  if (problem.code === 'companion.condition' && Number(problem.params.count) > 0)
    return 'problem.companion.condition.cards';
  if (problem.code === 'companion.condition' && problem.params.needed !== undefined)
    return 'problem.companion.condition.size';
  return PROBLEM_KEYS[problem.code];
}

function sizeKey(params: Problem['params']): MessageKey {
  if (params.exactly !== undefined) return 'problem.deck.size.oneOf';
  if (params.min === params.max) return 'problem.deck.size.exactly';
  return Number(params.count) < Number(params.min) ? 'problem.deck.size.atLeast' : 'problem.deck.size.atMost';
}

/** "main + commander" (the boards a rule counts, by id) as this language names them. */
const boardsText = (ids: string) => ids.split(' + ').map(boardLabel).join(t('problem.boards.and'));

/** Problems whose params card, commander and oathbreakers are color identities (identityText: "WU", "colorless"). */
const IDENTITY_CODES = new Set([
  'commander.color-identity',
  'commander.basic-land-type',
  'companion.color-identity',
  'oathbreaker.signature-identity',
]);

/** A color identity as this language writes it: its color letters, or the word for colorless. */
const identityWords = (identity: string) => identity.replace(/\bcolorless\b/g, t('color.colorless'));

/** The problem's values as the window's language names them: cards as the editor does, boards, formats, games. */
function localizedParams(problem: Problem, context: ProblemContext): Record<string, string | number> {
  const { params } = problem;
  const named: Record<string, string | number> = {
    ...params,
    cards: problem.cards.map(context.cardName).join('、'),
    format: dataLabel('formatName', context.format, String(params.format ?? context.format)),
  };
  for (const key of ['first', 'second', 'companion'] as const)
    if (typeof params[key] === 'string') named[key] = context.cardName(params[key]);
  // A companion's problem names the companion and, after it, the cards that break its condition.
  if (typeof params.companion === 'string')
    named.breaking = problem.cards
      .filter((name) => name !== params.companion)
      .map(context.cardName)
      .join('、');
  if (IDENTITY_CODES.has(problem.code))
    for (const key of ['card', 'commander', 'oathbreakers'] as const)
      if (typeof params[key] === 'string') named[key] = identityWords(params[key]);
  if (typeof params.boards === 'string') named.boards = boardsText(params.boards);
  if (typeof params.board === 'string') named.board = boardLabel(params.board);
  if (params.game === 'mtg' || params.game === 'dm') named.game = t(`game.${params.game}Short`);
  if (typeof params.exactly === 'string') named.exactly = params.exactly.split('|').join(t('problem.sizes.or'));
  // The Hall of Fame regulation's day, as the verdict's regulation line under the problems writes it.
  if (typeof params.effective === 'string') named.effective = formatDay(params.effective);
  return named;
}

/** English is the validator's own text; other languages use the catalog when it knows the code. */
export function problemText(problem: Problem, context: ProblemContext): string {
  const key = problemKey(problem);
  if (context.locale === 'en' || !key) return problem.message;
  return t(key, localizedParams(problem, context));
}

/** A problem of a list the user gave (engine/decks/lists): its code and values where it has them. */
export interface ListProblem {
  code?: string;
  params?: Record<string, string>;
  message: string;
}

/**
 * Which words of a code: the kind a problem says it is (a malformed file's …, an unknown card's name and CatID), then
 * whether the name is a card of the other game's.
 */
function listProblemCase(code: string | undefined, params: Record<string, string>): string {
  const kind = params.kind ? `.${params.kind}` : '';
  return code === 'unknown-card' && params.otherGame ? `${kind}.otherGame` : kind;
}

/** The catalog's words for a list problem, when it has words for the code and the problem gives every value they name. */
function listProblemWords(problem: ListProblem): string | undefined {
  const { code, params = {} } = problem;
  const key = `listProblem.${code}${listProblemCase(code, params)}`;
  if (!code || !Object.hasOwn(CATALOGS.en, key)) return undefined;
  const game = params.otherGame === 'mtg' || params.otherGame === 'dm' ? t(`game.${params.otherGame}`) : '';
  const text = t(key as MessageKey, { ...params, game, message: problem.message });
  // A placeholder left unfilled means the problem came without the value: its English says it whole.
  return /\{\w+\}/.test(text) ? undefined : text;
}

/** English is the reader's own text; other languages word the problem by its code where the catalog can. */
export function listProblemText(problem: ListProblem, locale: Locale): string {
  return (locale !== 'en' && listProblemWords(problem)) || problem.message;
}

/** "CR 903.5c", "MTR 6.2", "DM 100.2": the rules a number belongs to, as players cite it. */
export function ruleCitation(rule: string, game: Game): string {
  if (!/^\d/.test(rule)) return rule;
  return `${game === 'dm' ? 'DM' : 'CR'} ${rule}`;
}

/** The words of an export notice: its code's, with the printings' case (another printing written, or no set). */
function exportNoticeKey({ code, params }: DeckExportNotice): string {
  return code === 'printing-not-in-set' ? `exportNotice.${code}.${params.instead}` : `exportNotice.${code}`;
}

/**
 * What writing a deck list left out or changed: the writer's own sentence in English; in another language its
 * code's words, naming the list format and the boards as that language does.
 */
export function exportNoticeText(notice: DeckExportNotice, locale: Locale): string {
  const key = exportNoticeKey(notice);
  if (locale === 'en' || !Object.hasOwn(CATALOGS.en, key)) return notice.message;
  const { params } = notice;
  const format = typeof params.format === 'string' ? params.format : '';
  const named = { ...params };
  if (format) named.format = dataLabel('listFormat', format, deckListFormat(format as DeckListFormatId).info.name);
  for (const board of ['board', 'to'] as const)
    if (typeof params[board] === 'string') named[board] = boardLabel(params[board]);
  return t(key as MessageKey, named);
}

/** What a collection CSV of `app` could not hold, worded in the window's language (engine/collection/csv.ts). */
export function collectionExportNoticeText(notice: CollectionExportNotice, app: string): string {
  if (notice.code === 'etched-as-foil') return tn('collection.exportNotice.etchedAsFoil', notice.rows, { app });
  const column = t(`collection.exportColumn.${notice.column ?? 'condition'}`);
  return tn('collection.exportNotice.columnOmitted', notice.rows, { app, column });
}
