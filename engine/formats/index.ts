// Formats and deck validation (ARCHITECTURE §3): formats are data, validation runs each format's list of named checks.
import type { Card } from '../cards/types.ts';
import type { Deck, DeckEntry } from '../decks/types.ts';
import { CHECKS } from './checks/index.ts';
import { FORMATS } from './catalog.ts';
import { buildDeckView, isSignatureSpell } from './deck-view.ts';
import { readSideboardAsCommandZone } from './sideboard-reading.ts';
import { regulationFor, regulationUsed } from './dm-regulation.ts';
import type {
  EveryFormatResult,
  FormatDefinition,
  Problem,
  RestrictedMeaning,
  ValidationContext,
  ValidationResult,
} from './types.ts';

export { FORMATS } from './catalog.ts';
export {
  BUNDLED_DM_REGULATION,
  parseDmRegulation,
  readDmRegulationText,
  regulationOn,
  DmRegulationError,
} from './dm-regulation.ts';
export type { DmRegulationFile } from './dm-regulation.ts';
export type * from './types.ts';

const BY_ID = new Map(FORMATS.map((f) => [f.id, f]));

export function getFormat(id: string): FormatDefinition | undefined {
  return BY_ID.get(id.toLowerCase());
}

/**
 * OB 8: which of a deck's commander-board entries are signature spells (its instants and sorceries), for a list
 * writer that puts them apart from the oathbreakers; undefined for a deck of a format without signature spells.
 */
export function signatureSpellsOf(
  deck: Deck,
  cardOf: (id: string) => Card | undefined,
): ((entry: DeckEntry) => boolean) | undefined {
  if (!getFormat(deck.format ?? '')?.commander?.signatureSpells) return undefined;
  return (entry) => {
    const card = entry.cardId === undefined ? undefined : cardOf(entry.cardId);
    return card !== undefined && isSignatureSpell(card);
  };
}

/**
 * What the card data's "restricted" means under one of its legality keys: one copy (Vintage, MTR 6.2), banned
 * as a commander (Duel Commander, whose list the sources file under "restricted"), or the commander only (Pauper
 * Commander's creatures printed at uncommon), as the format reading that key says.
 */
export function restrictedMeaning(legalityKey: string): RestrictedMeaning {
  const format = FORMATS.find((f) => f.legality?.keys.includes(legalityKey) && f.legality.restricted);
  return format?.legality?.restricted ?? 'one-copy';
}

/**
 * Checks a deck against a format. `cards` maps card ids to cards; an entry whose card is unknown is reported,
 * never passed. Legal means no problem of severity "error".
 */
export function validateDeck(
  deck: Deck,
  cards: ReadonlyMap<string, Card>,
  format: FormatDefinition,
  context: ValidationContext = {},
): ValidationResult {
  const read = readSideboardAsCommandZone(deck, cards, format);
  const view = buildDeckView(read.deck, cards);
  const problems: Problem[] = [...read.problems];
  for (const name of format.checks) problems.push(...CHECKS[name](view, format, context));
  const result: ValidationResult = { legal: !problems.some(isError), format: format.id, counts: view.counts, problems };
  if (format.checks.includes('dm-regulation')) result.regulation = regulationUsed(regulationFor(context));
  return result;
}

const isError = (problem: Problem): boolean => problem.severity === 'error';

/**
 * validateDeck's verdict alone: the format's checks run in their order and the first that finds an error ends it,
 * so a deck illegal in most formats (a Commander deck in the 60-card ones) skips most of the checks.
 */
function isLegalIn(
  deck: Deck,
  cards: ReadonlyMap<string, Card>,
  format: FormatDefinition,
  context: ValidationContext,
): boolean {
  const read = readSideboardAsCommandZone(deck, cards, format);
  if (read.problems.some(isError)) return false;
  const view = buildDeckView(read.deck, cards);
  return format.checks.every((name) => !CHECKS[name](view, format, context).some(isError));
}

/** Limited is checked against the pool the deck was built from (CR 100.2b); without one it cannot be checked. */
function needsPool(format: FormatDefinition, context: ValidationContext): boolean {
  return format.checks.includes('limited-pool') && !context.pool;
}

/**
 * Checks a deck against every format of its game, as Moxfield's and Archidekt's "legal in" rows show it: the
 * formats it is legal in first, then the others, each group in catalog order. A format that needs what the
 * context lacks (Limited, a pool) is named as skipped, never guessed.
 */
export function validateInEveryFormat(
  deck: Deck,
  cards: ReadonlyMap<string, Card>,
  context: ValidationContext = {},
): EveryFormatResult {
  const ofGame = FORMATS.filter((f) => f.game === deck.game);
  const results = ofGame.filter((f) => !needsPool(f, context)).map((f) => validateDeck(deck, cards, f, context));
  return {
    formats: [...results.filter((r) => r.legal), ...results.filter((r) => !r.legal)],
    skipped: ofGame.filter((f) => needsPool(f, context)).map((f) => ({ format: f.id, reason: 'needs-pool' })),
  };
}

/** A deck's legality as a list of decks marks it: in its own format, and the formats it is legal in. */
export interface DeckLegality {
  /** Legal in the deck's own format; null when it names none, or one it could not be checked in (Limited, no pool). */
  legal: boolean | null;
  /** The formats the deck is legal in, in the order validateInEveryFormat gives them. */
  legalIn: string[];
}

/**
 * A deck's legality as a list of decks marks it, in its own format `own` ('' for none) and in every format of its
 * game, as validateInEveryFormat would judge it (a format that needs what the context lacks is not judged); only the
 * verdicts are worked out, not every problem, so that a list of many decks is marked quickly.
 */
export function deckLegality(
  deck: Deck,
  cards: ReadonlyMap<string, Card>,
  own: string,
  context: ValidationContext = {},
): DeckLegality {
  const judged = FORMATS.filter((f) => f.game === deck.game && !needsPool(f, context));
  const legalIn = judged.filter((f) => isLegalIn(deck, cards, f, context)).map((f) => f.id);
  return { legal: judged.some((f) => f.id === own) ? legalIn.includes(own) : null, legalIn };
}
