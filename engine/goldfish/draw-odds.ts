// "What are the chances I have these cards by turn N?": groups of a deck's main cards, each with "at least k", and the
// exact chance of holding every group's count among the cards seen by each turn, on the play and on the draw, without
// mulligans (the opening hand is the first one dealt and kept). A group is written as a keep rule writes a required card
// (engine/goldfish/keep-spec.ts): a card's name in quotes (several quoted names: any of them), `tag:NAME` of a deck
// entry, `lands` as the keep rules count them (a modal double-faced card with a land back among them, CR 712.12); and
// as the search language writes a kind: `nonlands`, `t:WORD` (a type line's word), `mv<=N` (mana value, a Duel Masters
// card's cost). Groups may share cards: a card counts toward each group it belongs to (engine/stats/shared-groups.ts).
import type { Card } from '../cards/types.ts';
import type { Deck, DeckEntry } from '../decks/types.ts';
import { defaultSetup, type GameSetup } from './setup.ts';
import { guessDeckFormat } from '../formats/guess.ts';
import { BARE_WORD_RE, namesOf, quoted, type KeepSpecEntry } from './keep-spec.ts';
import { foldName } from '../text/fold.ts';
import { excerpt } from '../text/limits.ts';
import type { Reason, ReasonCode, Reasoned } from '../text/reasons.ts';
import { MAX_SHARED_GROUPS, probAtLeastEachBySeen } from '../stats/shared-groups.ts';
import { cardsSeenByTurn } from '../stats/draws.ts';

export const MANA_VALUE_OPERATORS = ['=', '<=', '>=', '<', '>'] as const;
export type ManaValueOperator = (typeof MANA_VALUE_OPERATORS)[number];

export type DrawGroup =
  | { kind: 'cards'; names: string[] }
  | { kind: 'tag'; tag: string }
  | { kind: 'lands' }
  | { kind: 'nonlands' }
  | { kind: 'type'; type: string }
  | { kind: 'mana-value'; operator: ManaValueOperator; value: number };

export interface DrawNeed {
  group: DrawGroup;
  atLeast: number;
}

/** The groups a question may hold (engine/stats/shared-groups.ts: the cells of shared cards grow as 2^groups). */
export const MAX_DRAW_NEEDS = MAX_SHARED_GROUPS;

/** The longest need text read: a count and a few quoted names of the longest length (keep-spec's bound per hand). */
export const MAX_NEED_LENGTH = 600;

/** A question that cannot be asked of this deck, or a need that cannot be read: the sentence says which. */
export class DrawOddsError extends RangeError implements Reasoned {
  readonly reason: Reason;
  constructor(message: string, code: ReasonCode, params: Reason['params'] = {}) {
    super(message);
    this.name = 'DrawOddsError';
    this.reason = { code, params };
  }
}

const COUNT_RE = /^(\d+)\s*/u;
const LANDS_RE = /^(non)?lands?$/iu;
const TYPE_RE = /^(?:t|type):\s*/iu;
const MANA_VALUE_RE = /^(?:mv|cmc|manavalue)\s*(<=|>=|=|:|<|>)\s*(\d+)$/iu;

const unreadableNeed = (text: string) =>
  new DrawOddsError(
    `cannot read "${excerpt(text)}"; write a count and a group: 2 lands, 1 "Lightning Bolt", 1 "Fatal Push" "Heartless ` +
      'Act", 1 tag:removal, 3 nonlands, 1 t:creature, 1 mv<=2',
    'odds.unreadable',
    { need: excerpt(text) },
  );

/** One or more quoted names, with spaces between; null when `text` does not start with a quote. */
function quotedNames(text: string): string[] | null {
  const names: string[] = [];
  for (let rest = text; rest !== '';) {
    const read = quoted(rest);
    if (!read || read.text === '') return null;
    names.push(read.text);
    rest = read.rest.trimStart();
  }
  return names.length ? names : null;
}

/** A tag's or a type's word: quoted, or a bare word with nothing after it. */
function word(text: string): string | null {
  const read = quoted(text);
  if (read) return read.rest.trim() === '' && read.text !== '' ? read.text : null;
  const bare = BARE_WORD_RE.exec(text);
  return bare && bare[0] === text ? text : null;
}

function readGroup(text: string): DrawGroup | null {
  const names = quotedNames(text);
  if (names) return { kind: 'cards', names };
  const lands = LANDS_RE.exec(text);
  if (lands) return { kind: lands[1] ? 'nonlands' : 'lands' };
  const tag = /^tag:\s*#?/iu.exec(text);
  if (tag) {
    const written = word(text.slice(tag[0].length));
    return written === null ? null : { kind: 'tag', tag: written };
  }
  const type = TYPE_RE.exec(text);
  if (type) {
    const written = word(text.slice(type[0].length));
    return written === null ? null : { kind: 'type', type: written };
  }
  const mv = MANA_VALUE_RE.exec(text);
  if (mv)
    return { kind: 'mana-value', operator: mv[1] === ':' ? '=' : (mv[1] as ManaValueOperator), value: Number(mv[2]) };
  return null;
}

/** "2 lands", `1 "Fatal Push" "Heartless Act"`, "tag:removal" (a count of 1 when none is written). */
export function parseDrawNeed(text: string): DrawNeed {
  if (text.length > MAX_NEED_LENGTH)
    throw new DrawOddsError(
      `a need is at most ${MAX_NEED_LENGTH} characters long, not ${text.length}`,
      'odds.too-long',
      {
        length: text.length,
        max: MAX_NEED_LENGTH,
      },
    );
  const trimmed = text.trim();
  const count = COUNT_RE.exec(trimmed);
  const group = readGroup(trimmed.slice(count?.[0].length ?? 0).trim());
  if (!group) throw unreadableNeed(trimmed);
  return { group, atLeast: count ? Number(count[1]) : 1 };
}

const quote = (text: string) => (text.includes('"') ? `「${text}」` : `"${text}"`);

/** A group as a need writes it: `"Lightning Bolt"`, `tag:ramp`, `lands`, `t:creature`, `mv<=2`. */
export function drawGroupText(group: DrawGroup): string {
  switch (group.kind) {
    case 'cards':
      return group.names.map(quote).join(' ');
    case 'tag':
      return `tag:${BARE_WORD_RE.exec(group.tag)?.[0] === group.tag ? group.tag : quote(group.tag)}`;
    case 'lands':
    case 'nonlands':
      return group.kind;
    case 'type':
      return `t:${BARE_WORD_RE.exec(group.type)?.[0] === group.type ? group.type : quote(group.type)}`;
    case 'mana-value':
      return `mv${group.operator}${group.value}`;
  }
}

/** A land as the keep rules count one: a land front, or a modal double-faced card's land back (CR 712.12). */
export function countsAsLand(card: Pick<Card, 'faces' | 'layout'>): boolean {
  const [front, back] = card.faces;
  return (
    (front?.types.includes('Land') ?? false) || (card.layout === 'modal_dfc' && (back?.types.includes('Land') ?? false))
  );
}

const compare: Readonly<Record<ManaValueOperator, (a: number, b: number) => boolean>> = {
  '=': (a, b) => a === b,
  '<=': (a, b) => a <= b,
  '>=': (a, b) => a >= b,
  '<': (a, b) => a < b,
  '>': (a, b) => a > b,
};

/** The type lines a `t:` word is looked for in: every face's, English and Japanese, folded. */
const typeLines = (card: Card) =>
  [...card.faces.map((f) => f.typeLine), ...(card.localized?.ja?.faces ?? []).map((f) => f.typeLine ?? '')].map(
    foldName,
  );

/** Whether a deck entry belongs to the group; `named` holds the folded names the group's cards answer to. */
function belongs(entry: DrawOddsEntry, group: DrawGroup, named: ReadonlySet<string>): boolean {
  const card = entry.card;
  switch (group.kind) {
    case 'cards':
      return named.has(entry.name);
    case 'tag':
      return entry.tags?.includes(group.tag) ?? false;
    case 'lands':
      return card !== undefined && countsAsLand(card);
    case 'nonlands':
      return card !== undefined && !countsAsLand(card);
    case 'type': {
      const folded = foldName(group.type);
      return card !== undefined && typeLines(card).some((line) => line.includes(folded));
    }
    case 'mana-value':
      return card !== undefined && compare[group.operator](card.manaValue, group.value);
  }
}

/** The deck's entry names a `cards` group names, by any name they answer to; a name the deck lacks is refused. */
function namedEntries(group: DrawGroup, names: ReadonlyMap<string, string>): Set<string> {
  if (group.kind !== 'cards') return new Set();
  return new Set(
    group.names.map((name) => {
      const named = names.get(foldName(name));
      if (named === undefined)
        throw new DrawOddsError(`the deck holds no card named "${excerpt(name)}"`, 'odds.unknown-card', {
          name: excerpt(name),
        });
      return named;
    }),
  );
}

/** A deck's main entry with its card where the card data has it (keep-spec.ts `keepSpecEntries` makes them). */
export type DrawOddsEntry = KeepSpecEntry & Pick<DeckEntry, 'count'>;

export interface DrawOddsGroup {
  /** The group as a need writes it (drawGroupText). */
  name: string;
  group: DrawGroup;
  /** The deck's cards in the group, by the deck's names, with their copies. */
  cards: { name: string; copies: number }[];
  copies: number;
  atLeast: number;
}

export interface DrawOddsTurn {
  turn: number;
  /** Cards seen by this turn's main phase on each side: the opening hand and the draws. */
  seen: { play: number; draw: number };
  play: number;
  draw: number;
}

export interface DrawOdds {
  /** Cards in the library before the opening hand: the main deck, less a Duel Masters player's shields. */
  deckSize: number;
  groups: DrawOddsGroup[];
  turns: DrawOddsTurn[];
  /** The first turn at which the chance reaches 50% on each side, looked for until the library runs out; null: never. */
  expectedTurn: { play: number | null; draw: number | null };
  /**
   * The mean turn by which every group is first held; null when some games never hold them, as when cards can stay
   * among a Duel Masters player's shields (DM 103.3), which no goldfish breaks.
   */
  meanTurn: { play: number | null; draw: number | null };
}

/** How close to 1 the chance at the library's end must be for every game to get there. */
const CERTAIN = 1 - 1e-9;

/**
 * The chance of holding at least `atLeast` cards of every group by each turn 1..`turns`, on the play and on the draw,
 * for the deck's main entries (`entries`, their cards where known) under the game's setup: the opening hand of
 * `handSize` cards, the player on the play skipping the first draw (CR 103.8a, DM 103.5/500.6) unless every player
 * draws (CR 103.8c). A Duel Masters player's 5 shields are set from the top before the hand (DM 103.3): they are random
 * cards of the deck, so what the hand and the draws see is a random set of the deck's cards all the same (digest §5.3),
 * only the library runs out 5 cards sooner.
 */
export function drawOdds(
  entries: readonly DrawOddsEntry[],
  needs: readonly DrawNeed[],
  setup: Pick<GameSetup, 'handSize' | 'firstPlayerDraws' | 'shields'>,
  turns: number,
): DrawOdds {
  if (needs.length < 1 || needs.length > MAX_DRAW_NEEDS)
    throw new DrawOddsError(`a question holds 1 to ${MAX_DRAW_NEEDS} groups, not ${needs.length}`, 'odds.groups', {
      count: needs.length,
      max: MAX_DRAW_NEEDS,
    });
  if (!Number.isInteger(turns) || turns < 1)
    throw new DrawOddsError(`turns must be a positive integer, not ${turns}`, 'odds.turns', { turns });
  const deck = entries.filter((e) => e.count > 0);
  const names = namesOf(deck);
  const membership = deck.map(() => 0);
  const groups = needs.map((need, i): DrawOddsGroup => {
    const named = namedEntries(need.group, names);
    const cards = new Map<string, number>();
    deck.forEach((entry, e) => {
      if (!belongs(entry, need.group, named)) return;
      membership[e] |= 1 << i;
      cards.set(entry.name, (cards.get(entry.name) ?? 0) + entry.count);
    });
    const name = drawGroupText(need.group);
    const copies = [...cards.values()].reduce((a, b) => a + b, 0);
    if (copies === 0)
      throw new DrawOddsError(`no card of the deck is in the group ${excerpt(name)}`, 'odds.empty-group', {
        group: excerpt(name),
      });
    if (!Number.isInteger(need.atLeast) || need.atLeast < 1 || need.atLeast > copies)
      throw new DrawOddsError(
        `the group ${excerpt(name)} holds ${copies} cards of the deck; ask for 1 to ${copies} of them, not ${need.atLeast}`,
        'odds.count',
        { group: excerpt(name), copies, count: need.atLeast },
      );
    return {
      name,
      group: need.group,
      cards: [...cards].map(([n, c]) => ({ name: n, copies: c })),
      copies,
      atLeast: need.atLeast,
    };
  });

  const deckCards = deck.reduce((a, e) => a + e.count, 0);
  const library = deckCards - setup.shields;
  if (library < setup.handSize)
    throw new DrawOddsError(
      `the deck holds ${deckCards} cards, too few for an opening hand of ${setup.handSize}`,
      'odds.small-deck',
      { cards: deckCards, hand: setup.handSize },
    );
  // P(every group held | n cards seen), n from 0 to the whole library; the shields are left out as random cards.
  const bySeen = probAtLeastEachBySeen(
    deck.map((e, i) => ({ copies: e.count, groups: membership[i] })),
    needs.map((n) => n.atLeast),
    deckCards,
    library,
  );
  const seenBy = (turn: number, skipsFirstDraw: boolean) =>
    Math.min(library, cardsSeenByTurn(turn, { handSize: setup.handSize, skipsFirstDraw }));
  const sides = { play: !setup.firstPlayerDraws, draw: false } as const;
  const chance = (turn: number, side: keyof typeof sides) => bySeen[seenBy(turn, sides[side])];
  /** Turns until the library is seen whole on this side (the draw sees it a turn sooner). */
  const lastTurn = library - setup.handSize + 1;
  const expectedTurn = (side: keyof typeof sides) => {
    for (let t = 1; t <= lastTurn; t++) if (chance(t, side) >= 0.5) return t;
    return null;
  };
  const meanTurn = (side: keyof typeof sides) => {
    if (chance(lastTurn, side) < CERTAIN) return null;
    let mean = 1;
    for (let t = 1; t < lastTurn; t++) mean += 1 - chance(t, side);
    return mean;
  };
  return {
    deckSize: library,
    groups,
    turns: Array.from({ length: turns }, (_, i) => ({
      turn: i + 1,
      seen: { play: seenBy(i + 1, sides.play), draw: seenBy(i + 1, sides.draw) },
      play: chance(i + 1, 'play'),
      draw: chance(i + 1, 'draw'),
    })),
    expectedTurn: { play: expectedTurn('play'), draw: expectedTurn('draw') },
    meanTurn: { play: meanTurn('play'), draw: meanTurn('draw') },
  };
}

/**
 * The game start the odds assume: the format asked for, else the deck's, else the one its list shows (a commander and
 * 99 cards: Commander, where nobody skips the first draw, CR 103.8c), else two-player (CR 103.8a) or Duel Masters.
 */
export function drawOddsSetup(deck: Deck, cards: ReadonlyMap<string, Card>, format?: string): GameSetup {
  return defaultSetup(deck.game, format ?? guessDeckFormat(deck, cards));
}
