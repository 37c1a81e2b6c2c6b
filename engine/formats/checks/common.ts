// Checks every format can choose: unknown cards, boards, sizes, copy limits, legality.
import type { Card, Legality } from '../../cards/types.ts';
import { foldName } from '../../text/fold.ts';
import type { Board } from '../../decks/types.ts';
import type {
  BoardSizeRule,
  Check,
  CopyLimitRule,
  DeckView,
  FormatDefinition,
  FreeCards,
  LegalityKey,
  LegalityRule,
  Problem,
} from '../types.ts';
import { deckSizeChange, startSetPieces } from '../../dm/characteristics.ts';
import { countByName, countOf, distinctCards, entriesOf, nameKey, nameList, problem, warning } from '../deck-view.ts';

/** Boards that count for the deck in some way; `maybe` is a scratch list and never checked. */
export function checkedBoards(format: FormatDefinition): Board[] {
  return format.boards.filter((b) => b !== 'maybe');
}

/** An entry without a known card can't be checked, so it is a problem, never a silent pass. */
export const unknownCards: Check = (view, format) => {
  const boards = new Set(checkedBoards(format));
  const names = view.unknown.filter((u) => boards.has(u.board)).map((u) => u.entry.name);
  const problems: Problem[] = [];
  if (names.length) {
    problems.push(
      problem(
        'deck.unknown-card',
        format.legality?.rule ?? format.deck.rule,
        `${names.length === 1 ? 'This card is' : 'These cards are'} not in the card data, so the deck can't be checked: ${nameList(names)}`,
        names,
        { count: names.length },
      ),
    );
  }
  const otherGame = entriesOf(view, [...boards])
    .filter(({ card }) => card.game !== format.game)
    .map(({ card }) => card.name);
  if (otherGame.length) {
    problems.push(
      problem(
        'deck.wrong-game',
        format.deck.rule,
        `Not ${format.game === 'mtg' ? 'Magic' : 'Duel Masters'} cards: ${nameList(otherGame)}`,
        otherGame,
        { game: format.game },
      ),
    );
  }
  return problems;
};

/** Cards in a board the format has no use for would be silently ignored: say so. */
export const unusedBoards: Check = (view, format) => {
  const used = new Set(format.boards);
  const problems: Problem[] = [];
  for (const [board, count] of Object.entries(view.counts) as [Board, number][]) {
    if (count === 0 || used.has(board) || board === 'maybe') continue;
    const cards = [...new Set((view.deck.boards[board] ?? []).map((e) => e.name))];
    problems.push(
      warning(
        'deck.unused-board',
        format.deck.rule,
        `${format.name} has no ${board} board; its ${count} cards are not checked`,
        cards,
        { board, count },
      ),
    );
  }
  return problems;
};

/** The boards a rule counts together, in words: "the main deck and the commander". */
const BOARD_WORDS: Record<Board, string> = {
  main: 'the main deck',
  side: 'the sideboard',
  maybe: 'the maybeboard',
  commander: 'the commander',
  companion: 'the companion',
  hyperspatial: 'the hyperspatial zone',
  gr: 'the super GR zone',
};

function sizeProblem(rule: BoardSizeRule, n: number, formatName: string): Problem | undefined {
  const where = rule.boards.map((b) => BOARD_WORDS[b]).join(' and ');
  // The boards by id, joined as the catalog's size texts split them to name each in the window's language.
  const params = { count: n, min: rule.min ?? 0, max: rule.max ?? -1, boards: rule.boards.join(' + ') };
  if (rule.exactly && !rule.exactly.includes(n)) {
    return problem(
      rule.code,
      rule.rule,
      `${formatName}: ${where} must hold ${rule.exactly.join(' or ')} cards, not ${n}`,
      [],
      { ...params, exactly: rule.exactly.join('|') },
    );
  }
  if (rule.min !== undefined && n < rule.min) {
    const wanted = rule.max === rule.min ? `exactly ${rule.min}` : `at least ${rule.min}`;
    return problem(rule.code, rule.rule, `${formatName}: ${where} must hold ${wanted} cards, not ${n}`, [], params);
  }
  if (rule.max !== undefined && n > rule.max) {
    const wanted = rule.max === rule.min ? `exactly ${rule.max}` : `at most ${rule.max}`;
    return problem(rule.code, rule.rule, `${formatName}: ${where} must hold ${wanted} cards, not ${n}`, [], params);
  }
  return undefined;
}

/** DM 314.3a: the rule with its sizes moved by what the Rule Plus cards in use say, each copy counted. */
function changedRule(view: DeckView, rule: BoardSizeRule): BoardSizeRule {
  if (!rule.changedBy) return rule;
  let change = 0;
  for (const { card, entry } of entriesOf(view, rule.changedBy.boards))
    if (card.dm) change += deckSizeChange(card.text) * entry.count;
  if (change === 0) return rule;
  const moved = (n: number | undefined) => (n === undefined ? undefined : n + change);
  return { ...rule, min: moved(rule.min), max: moved(rule.max), rule: rule.changedBy.rule };
}

/** CR 100.2a, 100.4a, 903.5a, 903.12d; DM 100.2, 100.3, 100.4, 314.3a: deck and side-zone sizes as the format's data gives them. */
export const boardSizes: Check = (view, format) => {
  const problems: Problem[] = [];
  for (const rule of [format.deck, ...format.sizes].map((r) => changedRule(view, r))) {
    const found = sizeProblem(rule, countOf(view, rule.boards), format.name);
    if (found) problems.push(found);
  }
  return problems;
};

const NAMED_BASICS = new Set(['plains', 'island', 'swamp', 'mountain', 'forest']);

/** CR 205.4c, 305.8: a basic land has the Basic supertype (snow basics and Wastes too). */
export const isBasicLand = (card: Card) => card.faces[0].supertypes.includes('Basic');
/** MTR 7.2: Limited adds only these five by name. */
export const isNamedBasic = (card: Card) => NAMED_BASICS.has(nameKey(card));
/** isNamedBasic for a list entry's English name, where no card is at hand (a pool's left counts). */
export const isNamedBasicName = (name: string) => NAMED_BASICS.has(foldName(name));

const FREE: Record<FreeCards, (card: Card) => boolean> = {
  'basic-supertype': isBasicLand,
  'named-basics': isNamedBasic,
  none: () => false,
};

export function isFree(card: Card, free: FreeCards): boolean {
  return FREE[free](card);
}

/** The limit one card has under a rule: its own text overrides the format's (CR 100.2a, 903.5b, 113.6n). */
export function limitFor(card: Card, rule: Pick<CopyLimitRule, 'limit'>): number {
  const own = card.deck.copyLimit;
  if (own === 'any') return Infinity;
  if (typeof own === 'number') return own;
  // DM 701.29a: the five pieces of one start-of-game set share a name (how many sets a deck may hold is DM 100.5's).
  const setPieces = card.dm ? startSetPieces(card.typeLine) : 1;
  return Math.max(rule.limit ?? Infinity, setPieces);
}

/** CR 100.2a, 100.4a, 903.5b; DM 100.2a, 100.3a, 100.4a: copies by English name across the rule's boards. */
export const copyLimits: Check = (view, format) => {
  const problems: Problem[] = [];
  for (const rule of format.copies) {
    for (const { name, card, count } of countByName(entriesOf(view, rule.boards)).values()) {
      if (isFree(card, rule.free)) continue;
      const limit = limitFor(card, rule);
      if (count <= limit) continue;
      const own = card.deck.copyLimit !== undefined ? ' (its own text sets the limit)' : '';
      problems.push(
        problem(rule.code, rule.rule, `${count} copies of ${name}; at most ${limit}${own}`, [name], {
          count,
          limit,
          boards: rule.boards.join(' + '),
        }),
      );
    }
  }
  return problems;
};

/** CR 108.2a: nontraditional cards (planes, phenomena, schemes, vanguards, dungeons, Attractions) never go in the deck. */
const NONTRADITIONAL_TYPES = new Set(['Plane', 'Phenomenon', 'Scheme', 'Vanguard', 'Dungeon']);
const NONTRADITIONAL_SUBTYPES = new Set(['Attraction']);

/**
 * A meld card's back face is half of a melded permanent (CR 712.4), no card of its own. Its record has no mana cost
 * yet the mana value of both meld cards' fronts (202.3c): the one kind of card whose mana value comes from elsewhere.
 */
export const isMeldResult = (card: Card) =>
  card.layout === 'meld' && card.faces[0].manaCost === '' && card.manaValue > 0;

export const isNontraditional = (card: Card) =>
  card.faces.some(
    (f) => f.types.some((t) => NONTRADITIONAL_TYPES.has(t)) || f.subtypes.some((t) => NONTRADITIONAL_SUBTYPES.has(t)),
  );

/** CR 100.2, 108.2a, 712.4: what the card data holds that is no card of a deck: a melded permanent, a nontraditional card. */
export const deckCards: Check = (view, format) => {
  const entries = entriesOf(view, checkedBoards(format));
  const meldResults = [...new Set(entries.filter(({ card }) => isMeldResult(card)).map(({ card }) => card.name))];
  const nontraditional = [
    ...new Set(entries.filter(({ card }) => isNontraditional(card)).map(({ card }) => card.name)),
  ];
  const problems: Problem[] = [];
  if (meldResults.length) {
    problems.push(
      problem(
        'deck.meld-result',
        '712.4',
        `${nameList(meldResults)}: the back face of two meld cards, not a card; put the meld cards in the deck instead`,
        meldResults,
      ),
    );
  }
  if (nontraditional.length) {
    problems.push(
      problem(
        'deck.nontraditional',
        '108.2a',
        `${nameList(nontraditional)}: nontraditional cards never go in a deck (they form supplementary decks, CR 100.2d)`,
        nontraditional,
      ),
    );
  }
  return problems;
};

const isSet = (status: Legality | undefined): status is Legality => status !== undefined && status !== 'not_legal';

/**
 * A card's status in a format: the first of the format's keys that has a status other than "not_legal" decides.
 * The validator, search (f:, banned:, restricted:) and the card panel all read Card.legalities under these keys.
 */
export function legalityOf(card: Card, keys: readonly LegalityKey[]): Legality {
  for (const key of keys) if (isSet(card.legalities[key])) return card.legalities[key];
  return 'not_legal';
}

const BANNED_CODE: Partial<Record<Board, string>> = { commander: 'commander.banned', companion: 'companion.banned' };

/**
 * MTR 6.2 and the format's ban list from the card data: banned cards 0, restricted cards 1 across deck and sideboard,
 * cards outside the format's card pool 0. 113.6n: a card's own copy text never lifts a ban or restriction. In Pauper
 * Commander "restricted" is a creature printed at uncommon only: the commander may be one, no other card (PDH "Deck").
 */
export const legality: Check = (view, format) => {
  if (!format.legality) return [];
  const { keys, rule, restricted } = format.legality;
  const problems: Problem[] = [];
  const boards = checkedBoards(format);
  const byName = countByName(entriesOf(view, boards));
  const reported = new Set<string>();
  for (const { board, card } of entriesOf(view, boards)) {
    if (reported.has(card.id)) continue;
    reported.add(card.id);
    const status = legalityOf(card, keys);
    const params = { format: format.name, board };
    if (status === 'banned') {
      const as = board === 'commander' ? ' as a commander' : board === 'companion' ? ' as a companion' : '';
      problems.push(
        problem(
          BANNED_CODE[board] ?? 'legality.banned',
          format.legality.bannedRule ?? rule,
          `${card.name} is banned in ${format.name}${as}`,
          [card.name],
          params,
        ),
      );
    } else if (status === 'not_legal') {
      problems.push(
        problem('legality.not-legal', rule, `${card.name} is not legal in ${format.name}`, [card.name], params),
      );
    } else if (status === 'restricted' && restricted === 'only-as-commander') {
      if (board !== 'commander')
        problems.push(
          problem(
            'legality.only-as-commander',
            rule,
            `${card.name} was printed at uncommon and never at common: in ${format.name} only the commander may be`,
            [card.name],
            params,
          ),
        );
    } else if (status === 'restricted' && restricted !== 'not-as-commander') {
      const count = byName.get(nameKey(card))?.count ?? 0;
      if (count > 1) {
        problems.push(
          problem(
            'legality.restricted',
            rule,
            `${card.name} is restricted in ${format.name}: at most 1 copy, not ${count}`,
            [card.name],
            { ...params, count, limit: 1 },
          ),
        );
      }
    }
  }
  if (restricted === 'not-as-commander') problems.push(...restrictedLeaders(view, format.name, format.legality));
  return problems;
};

/** Duel Commander: a card the data calls restricted may be in the deck but may not lead it. */
function restrictedLeaders(view: DeckView, formatName: string, { keys, rule }: LegalityRule): Problem[] {
  return distinctCards(view.byBoard.commander)
    .filter((card) => legalityOf(card, keys) === 'restricted')
    .map((card) =>
      problem(
        'commander.banned',
        rule,
        `${card.name} is banned in ${formatName} as a commander (legal in the deck)`,
        [card.name],
        { format: formatName, board: 'commander' },
      ),
    );
}

/** Limited (CR 100.2b; MTR 7.1–7.2): deck and sideboard come from the pool, plus any number of the five named basics. */
export const limitedPool: Check = (view, format, context) => {
  const rule = '100.2b';
  if (!context.pool) {
    return [
      warning('limited.no-pool', rule, `No card pool given, so the ${format.name} deck can't be checked against it`),
    ];
  }
  const poolById = new Map<string, number>();
  const poolByName = new Map<string, number>();
  for (const entry of context.pool) {
    if (entry.cardId) poolById.set(entry.cardId, (poolById.get(entry.cardId) ?? 0) + entry.count);
    const key = foldName(entry.name);
    poolByName.set(key, (poolByName.get(key) ?? 0) + entry.count);
  }
  const problems: Problem[] = [];
  for (const { name, card, count } of countByName(entriesOf(view, checkedBoards(format))).values()) {
    if (isNamedBasic(card)) continue;
    const inPool = poolById.get(card.id) ?? poolByName.get(nameKey(card)) ?? 0;
    if (count <= inPool) continue;
    const why = isBasicLand(card) ? ' (only the five named basic lands are added freely, MTR 7.2)' : '';
    problems.push(
      problem(
        'limited.not-in-pool',
        rule,
        `${count} ${name} in deck and sideboard but ${inPool} in the pool${why}`,
        [name],
        { count, pool: inPool },
      ),
    );
  }
  return problems;
};
