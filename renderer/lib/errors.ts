// A failure in words, in the window's language: what kind of failure, then what was wrong. An input the API's schema
// refused is worded field by field from its issues where the catalog names the field, a refusal that names its
// reason (engine/text/reasons.ts) by that reason, and a search the language cannot read by the kind of mistake; what
// the backend says only in English follows the localized lead as it came.
import { ApiError } from '../../protocol/errors.ts';
import { inputIssuesOf, type InputIssue, type InputProblem } from '../../protocol/input-issues.ts';
import { ERROR_KEYS } from './labels.ts';
import { t, type MessageKey } from '../i18n/index.ts';
import type { SearchErrorDetails } from '../../engine/search/errors.ts';
import { hasReason, isSkipCode, type Reason } from '../../engine/text/reasons.ts';
import type { InputName } from '../../engine/text/limits.ts';
import { settings } from './settings.svelte.ts';

export function errorText(error: unknown): string {
  if (!(error instanceof ApiError))
    return `${t('error.internal')}: ${error instanceof Error ? error.message : String(error)}`;
  const issues = error.code === 'invalid-input' ? inputIssuesOf(error.details) : undefined;
  return `${t(ERROR_KEYS[error.code], error.params)}: ${issues ? issuesText(issues) : failureText(error)}`;
}

/** A failure's own words without the lead of its kind, for a sentence that leads with its own (a source not asked). */
export function failureText(error: ApiError): string {
  const reason = error.reason && reasonText({ code: error.reason, params: error.params ?? {} });
  return reason ?? error.message;
}

/** What the window's own check of a field refused (the lab's keep rules), worded by its reason where it names one. */
export function invalidInputText(error: unknown): string {
  const words = hasReason(error) ? reasonText(error.reason) : undefined;
  return `${t('error.invalid-input')}: ${words ?? (error instanceof Error ? error.message : String(error))}`;
}

/** A refusal the window's own engine call made (the draw odds' question), by its reason, else its English. */
export function refusalText(error: unknown): string {
  return (
    (hasReason(error) ? reasonText(error.reason) : undefined) ??
    (error instanceof Error ? error.message : String(error))
  );
}

const GAME_KEYS = { mtg: 'game.mtgShort', dm: 'game.dmShort' } as const;
const INPUT_KEYS: Record<InputName, MessageKey> = {
  'deck-list': 'inputName.deckList',
  'collection-csv': 'inputName.collectionCsv',
};

/** A reason's values as the window's language names them: a game by its name, a card by its Japanese name. */
function localizedParams(params: Reason['params']): Reason['params'] {
  const named = { ...params };
  for (const [key, value] of Object.entries(params))
    if (key.endsWith('Game') && (value === 'mtg' || value === 'dm')) named[key] = t(GAME_KEYS[value]);
  if (settings.locale === 'ja' && params['name.ja']) named.name = params['name.ja'];
  if (typeof params.input === 'string' && Object.hasOwn(INPUT_KEYS, params.input))
    named.input = t(INPUT_KEYS[params.input as InputName]);
  if (params.file !== undefined)
    named.at = t(params.record === undefined ? 'importAt.file' : 'importAt.record', params);
  const skip = typeof params.skip === 'string' && isSkipCode(params.skip) && skipWords(skipOf(params.skip, params));
  if (skip) named.skip = skip;
  return named;
}

/** The skipped record's reason an error names among its values (`skip`, and `skip.<name>` for each of its values). */
function skipOf(code: Reason['code'], params: Reason['params']): Reason {
  const own = Object.entries(params).filter(([key]) => key.startsWith('skip.'));
  return { code, params: Object.fromEntries(own.map(([key, value]) => [key.slice('skip.'.length), value])) };
}

/** Who a skipped record is: its card, its set and number, its line in the file, as far as the reason names them. */
function skipSubject(params: Reason['params']): string {
  const parts: string[] = [];
  if (params.name !== undefined) parts.push(t('skipAt.name', params));
  if (params.set !== undefined) parts.push(t(params.number === undefined ? 'skipAt.set' : 'skipAt.printing', params));
  if (params.line !== undefined) parts.push(t('skipAt.line', params));
  return parts.join(t('skipAt.separator'));
}

/** Why a record was skipped, in the window's language, after who it is; undefined when the words lack a value. */
function skipWords(reason: Reason): string | undefined {
  const why = reasonText(reason);
  const subject = skipSubject(reason.params);
  return why && subject ? t('skipAt.lead', { subject, why }) : why;
}

/** A record a card data import skipped, in the window's language; its English when the words lack a value. */
export function skipText(reason: Reason, english: string): string {
  return skipWords(reason) ?? english;
}

/**
 * A reason in the window's language, then a library's own words as a technical note; undefined when it lacks a
 * value its words name (its English says it whole).
 */
function reasonText({ code, params }: Reason): string | undefined {
  const text = t(`reason.${code}`, localizedParams(params));
  if (/\{\w+\}/.test(text)) return undefined;
  return params.detail ? `${text}${t('error.detail', { detail: params.detail })}` : text;
}

/** The fields a screen lets the player type into, by their path in the API's input. */
const FIELD_KEYS: Record<string, MessageKey> = {
  games: 'field.games',
  turns: 'field.turns',
  seed: 'field.seed',
  query: 'field.query',
  name: 'field.name',
  'lands.0': 'field.lands.0',
  'lands.1': 'field.lands.1',
};

const PROBLEM_KEYS: Partial<Record<InputProblem, MessageKey>> = {
  empty: 'inputIssue.empty',
  missing: 'inputIssue.missing',
  'wrong-type': 'inputIssue.wrongType',
  'not-one-of': 'inputIssue.notOneOf',
};

/** A bound crossed, worded by what was measured; a value measured otherwise has no words of its own. */
function boundKey({ problem, measure, inclusive }: InputIssue): MessageKey | undefined {
  const big = problem === 'too-big';
  if (measure === 'characters') return big ? 'inputIssue.tooLong' : 'inputIssue.tooShort';
  if (measure === 'entries') return big ? 'inputIssue.tooMany' : 'inputIssue.tooFew';
  if (measure !== 'number') return undefined;
  if (big) return inclusive === false ? 'inputIssue.lessThan' : 'inputIssue.atMost';
  return inclusive === false ? 'inputIssue.moreThan' : 'inputIssue.atLeast';
}

/** One issue in the window's language where the catalog names its field; else the API's own English line. */
function issueText(issue: InputIssue): string {
  const field = FIELD_KEYS[issue.field];
  const bound = issue.problem === 'too-big' || issue.problem === 'too-small';
  const key = bound ? boundKey(issue) : PROBLEM_KEYS[issue.problem];
  if (!field || !key) return issue.message;
  return t(key, {
    field: t(field),
    limit: issue.limit ?? '',
    given: issue.given ?? '',
    values: (issue.values ?? []).join(', '),
  });
}

function issuesText(issues: readonly InputIssue[]): string {
  return issues.map(issueText).join(t('inputIssue.separator'));
}

/** A refused query: the search language's mistake with its place, or the fields the API's schema refused. */
export interface QueryError extends Partial<SearchErrorDetails> {
  message: string;
  issues?: InputIssue[];
}

/** A syntax error keeps its place in the query so the box can underline it, and its kind so the box can word it. */
export function queryError(error: unknown): QueryError {
  if (!(error instanceof ApiError)) return { message: String(error) };
  const issues = inputIssuesOf(error.details);
  if (issues) return { message: error.message, issues };
  const details = (error.details ?? {}) as Partial<SearchErrorDetails>;
  return { ...details, message: details.message ?? error.message };
}

/** Words the search language sent space-separated (operators, keywords), each quoted, joined by "or". */
const quotedChoices = (words: string, suffix = '') =>
  words
    .split(' ')
    .map((word) => t('searchError.quoted', { text: `${word}${suffix}` }))
    .join(t('searchError.or'));

/** The values a search mistake's words name: what the box underlines, the keyword, the operators it takes. */
function searchErrorParams(error: QueryError, query: string): Record<string, string> {
  const { position = 0, length = 0, keyword = '', params = {} } = error;
  const allowed = params.allowed === undefined ? '' : quotedChoices(params.allowed);
  return { ...params, term: query.slice(position, position + length), keyword, allowed };
}

/** "; did you mean “color:” or “c:”?" after an unknown keyword the search language found near ones for. */
function didYouMean(error: QueryError): string {
  const suggestions = error.params?.suggestions;
  return suggestions ? t('searchError.didYouMean', { suggestions: quotedChoices(suggestions, ':') }) : '';
}

/**
 * A query's refusal as one sentence, without the position the box already underlines: worded by the kind of
 * mistake where the search language names it, else its English reason after a localized lead.
 */
export function queryErrorText(error: QueryError, query: string): string {
  if (error.issues) return `${t('searchError.lead')}: ${issuesText(error.issues)}`;
  if (error.code) return `${t(`searchError.${error.code}`, searchErrorParams(error, query))}${didYouMean(error)}`;
  return `${t('searchError.lead')}: ${error.reason ?? error.message}`;
}
