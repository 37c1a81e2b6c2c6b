// Why a request was refused, as the code that refused it names it: a stable code and the values its words need, so
// a screen can say it in its own language. The English sentence stays the error's message (the CLI, the logs).

/** Every reason a screen may word; the catalogs of both languages hold words for each (renderer/i18n `reason.*`). */
export const REASON_CODES = [
  'deck.empty-main',
  'deck.unknown-cards',
  'deck.other-game-card',
  'deck.no-cards',
  'deck.empty-file',
  'deck.no-readable-cards',
  'deck.no-known-cards',
  'deck.already-saved',
  'deck.compare-other-game',
  'collection.empty-file',
  'collection.no-name-column',
  'collection.deck-list',
  'collection.unclosed-quote',
  'collection.cut-short',
  'collection.row-not-found',
  'collection.unknown-card',
  'collection.unknown-printing',
  'collection.over-count',
  'pool.no-known-card',
  'advice.no-lands',
  'advice.no-basic-land',
  'keep.empty',
  'keep.unreadable',
  'keep.hand-size',
  'keep.twice',
  'keep.range',
  'keep.more-than-hand',
  'keep.require-count',
  'keep.unknown-card',
  'keep.unknown-tag',
  'keep.unquotable',
  'keep.too-long',
  'odds.unreadable',
  'odds.too-long',
  'odds.groups',
  'odds.turns',
  'odds.unknown-card',
  'odds.empty-group',
  'odds.count',
  'odds.small-deck',
  'input.too-many-bytes',
  'input.too-many-characters',
  'input.line-too-long',
  'input.too-many-lines',
  'input.nul',
  'input.binary',
  'import.no-file',
  'import.not-a-file',
  'import.archive',
  'import.sqlite',
  'import.utf16',
  'import.binary',
  'import.gzip-ratio',
  'import.gzip-corrupt',
  'import.read-failed',
  'import.empty',
  'import.no-records',
  'import.no-cards',
  'import.all-skipped',
  'import.unknown-json',
  'import.unknown-csv',
  'import.too-many-records',
  'import.truncated',
  'import.record-too-large',
  'import.too-deep',
  'import.malformed-json',
  'import.malformed-csv',
  'import.record-failed',
  'import.write-failed',
  'import.cancelled',
  'import.ja-names-too-large',
  'import.ja-names-compressed',
  'import.ja-names-unmatched',
  'download.no-network',
  'download.http-status',
  'download.not-http',
  'download.redirects',
  'download.encoding',
  'download.broke-off',
  'download.short',
  'download.no-bulk-entry',
  'download.bad-bulk-entry',
  'download.in-memory',
  'images.off',
  'images.cached-only',
  'deck.not-found',
  'deck.no-version',
  'pool.not-found',
  'booster.no-set',
  'booster.no-product',
  'booster.no-cards',
  'draft.not-found',
  'draft.not-in-pack',
  'draft.finished',
  'draft.stale-pick',
  'cube.too-small',
  'cube.not-magic',
  'regulation.not-object',
  'regulation.not-json',
  'regulation.not-list',
  'regulation.sources',
  'regulation.entry',
  'regulation.limit',
  'regulation.name',
  'regulation.date',
  'regulation.combination',
  'skip.token',
  'skip.emblem',
  'skip.art-series',
  'skip.blank-card',
  'skip.not-a-card',
  'skip.field-missing',
  'skip.field-empty',
  'skip.field-not-text',
  'skip.field-not-number',
  'skip.field-not-boolean',
  'skip.field-not-list',
  'skip.field-not-object',
  'skip.field-not-count',
  'skip.no-faces',
  'skip.reversible-sides',
  'skip.mana-cost',
  'skip.color-indicator',
  'skip.legality',
  'skip.price',
  'skip.wrapped-set',
  'skip.merge-conflict',
  'skip.boosters',
  'skip.unknown-sheet',
  'skip.cost',
  'skip.power',
  'skip.civilization',
  'skip.twinpact-name',
  'skip.twinpact-text',
  'skip.csv-fields',
  'skip.ja-name-incomplete',
  'skip.ja-name-no-printing',
  'skip.ja-name-ambiguous',
  'skip.ja-name-shared-number',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

/** Why a card data import left a record out (or a part of one) and went on: the `skip.*` reasons. */
export type SkipCode = Extract<ReasonCode, `skip.${string}`>;

/**
 * A record the import skipped, and why: its code, and in `params` the card's `name`, its `set` and `number`, the
 * source's `line`, the `field` at fault and an excerpt of its `value`, as far as the record gives them.
 */
export interface SkipReason extends Reason {
  code: SkipCode;
}

export const isSkipCode = (code: string): code is SkipCode =>
  code.startsWith('skip.') && (REASON_CODES as readonly string[]).includes(code);

export interface Reason {
  code: ReasonCode;
  /**
   * The values the words name: a deck's name, a part of what was typed, a count; a game by its id (`cardGame`:
   * 'mtg'), a card by its English `name` and, where the card data has one, its Japanese `name.ja`; what a bounded
   * reader reads by its id (`input`: 'deck-list'); a card data file by its `file` and, where known, its 1-based
   * `record`. A third-party library's own words (a parser's, the system's)
   * go in `detail`, shown after the reason as a technical note, never worded.
   */
  params: Record<string, string | number>;
}

/** An error that says why by a reason as well as in English. */
export interface Reasoned {
  message: string;
  reason: Reason;
}

export function hasReason(error: unknown): error is Error & Reasoned {
  const reason = (error as Partial<Reasoned> | null)?.reason;
  return (
    error instanceof Error && typeof reason === 'object' && (REASON_CODES as readonly string[]).includes(reason.code)
  );
}

/** A deck some of whose cards the card data lacks: nothing is played from half a deck. */
export const unknownCards = (deck: string, cards: readonly string[]): Reason => ({
  code: 'deck.unknown-cards',
  params: { deck, cards: cards.join(', ') },
});

export const emptyMain = (deck: string): Reason => ({ code: 'deck.empty-main', params: { deck } });
