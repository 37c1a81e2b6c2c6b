// Custom keep rules written as text, for the CLI's --keep and the lab's fields: "7:2-5,6:2-4,5:1-4,4:0-7" keeps a
// hand of each size when its lands (after London bottoming) are in the range. A size not listed keeps every hand, as
// in a preset (engine/goldfish/policy.ts). A rule may also require cards in the kept hand, each after a "+": a card by
// its name in quotes, or any card whose deck entry carries a tag, with an optional count before it:
// `7: 2-5 lands + "Wild Growth"`, `7:1-5 + tag:ramp`, `6:2-4 + 2 tag:"card draw"`. A name is matched as a deck
// list's names are: any case, a face's name, a localized name (`7:2-5 + 「ラノワールのエルフ」`). The text stored is
// canonical (English names, `parseKeepSpec`); a screen shows it in its window's words (`shownKeepRule`).
import type { KeepClause, KeepRule, MulliganPolicy } from './policy.ts';
import type { Reason, ReasonCode, Reasoned } from '../text/reasons.ts';
import type { Card } from '../cards/types.ts';
import type { DeckEntry } from '../decks/types.ts';
import { namesAnsweredTo } from '../cards/names.ts';
import { foldName } from '../text/fold.ts';
import { excerpt } from '../text/limits.ts';

/** The longest card name in the card data Decklab reads: a Duel Masters card's English name (Ravenite's CSV). */
const LONGEST_CARD_NAME = 161;
/** A hand size's part with spaces and the comma after it: `7: 2-5 lands, `. */
const PART_HEAD = 14;
/** What a required card adds besides its name: ` + 2 ` and the quotes. */
const REQUIREMENT_EXTRA = 7;
/** Required cards a hand size's rule may name, each of the longest name. */
const REQUIRED_PER_HAND = 3;

/**
 * The longest keep rule text read, by every reader (advice.run's `keep`, the CLI's --keep, the lab's and the Advice
 * tab's fields): a rule for each hand size (1 to 7, CR 103.5), each requiring a few cards of the longest real name,
 * written with spaces. A longer text is no rule a player writes.
 */
export const MAX_KEEP_RULE_LENGTH = 7 * (PART_HEAD + REQUIRED_PER_HAND * (REQUIREMENT_EXTRA + LONGEST_CARD_NAME));

/** A custom rule's policy id: this, then the rule's canonical text. */
export const CUSTOM_POLICY_PREFIX = 'custom:';

/** Keep rules that cannot be read: a RangeError, with the reason a screen words. */
export class KeepSpecError extends RangeError implements Reasoned {
  readonly reason: Reason;
  constructor(message: string, code: ReasonCode, params: Reason['params'] = {}) {
    super(message);
    this.name = 'KeepSpecError';
    this.reason = { code, params };
  }
}

/**
 * A deck entry a rule's required cards and tags are checked against: the card's name, the entry's tags, and the card
 * when it is known, whose every name (a face's, a localized one) then names the entry too.
 */
export interface KeepSpecEntry {
  name: string;
  tags?: readonly string[];
  card?: Card;
}

/** The deck's main entries with their cards (by id, those the card data has), for a rule to name them by any name. */
export const keepSpecEntries = (
  entries: readonly DeckEntry[],
  cards: Readonly<Record<string, Card>>,
): (DeckEntry & KeepSpecEntry)[] =>
  entries.map((e) => {
    const card = e.cardId ? cards[e.cardId] : undefined;
    return card ? { ...e, card } : e;
  });

/** The deck's names as a rule may write them, folded, to each entry's name; the deck's own names win a clash. */
export function namesOf(deck: readonly KeepSpecEntry[]): Map<string, string> {
  const names = new Map(deck.map((e) => [foldName(e.name), e.name]));
  for (const e of deck)
    for (const n of e.card ? namesAnsweredTo(e.card) : [])
      if (!names.has(n.name_folded)) names.set(n.name_folded, e.name);
  return names;
}

type Requirement = NonNullable<KeepClause['require']>[number];

/** One hand size's rule as written. */
interface PartRule {
  part: string;
  size: number;
  /** Null for "always" with no requirement. */
  lands: [number, number] | null;
  require: Requirement[];
}

/** Opening and closing quotes a name or tag may be written in: ASCII, curly, and Japanese corner brackets. */
const QUOTES: Readonly<Record<string, string>> = { '"': '"', '“': '”', '「': '」' };

const HEAD_RE = /^(\d+)\s*:\s*(?:(always)|(\d+)\s*-\s*(\d+)(?:\s*lands?)?)\s*/iu;
/** "+", an optional count, then `tag:` or a quoted name; the name or tag itself is read by `quoted`/`bareWord`. */
const REQUIREMENT_RE = /^\+\s*(?:(\d+)\s*)?(tag:\s*#?)?/iu;
export const BARE_WORD_RE = /^[^\s,+"“”「」]+/u;

const unreadable = (part: string) =>
  new KeepSpecError(
    `cannot read the keep rule "${part}"; write hand size:fewest-most lands, e.g. 7:2-5, or 4:always, and after "+" ` +
      'a card the hand must hold, by its name in quotes or by a tag: 7:2-5 + "Wild Growth", 7:2-5 + tag:ramp',
    'keep.unreadable',
    { part },
  );

/**
 * Corner brackets nest, as Japanese card names hold them (「「勝利」の頂カイザー「刃鬼」」 names 「勝利」の頂カイザー「刃鬼」):
 * a 」 closes the 「 it matches. The other quotes close at their first closing quote.
 */
const NESTING_QUOTES: ReadonlySet<string> = new Set(['「']);

/** Where the quote opening at `start` of `text` closes; -1 when it never does. */
function closingIndex(text: string, start: number): number {
  const opening = text[start];
  const closing = QUOTES[opening];
  let depth = 0;
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === closing) {
      if (depth === 0) return i;
      depth--;
    } else if (text[i] === opening && NESTING_QUOTES.has(opening)) depth++;
  }
  return -1;
}

/** The text split at commas outside quotes, each part trimmed; a quote never closed runs to the end. */
function parts(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (QUOTES[text[i]] !== undefined) {
      const end = closingIndex(text, i);
      if (end < 0) break;
      i = end;
    } else if (text[i] === ',') {
      out.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(text.slice(start).trim());
  return out;
}

/** A quoted text at the start of `rest`: its contents and what follows; null when it is not quoted or never closed. */
export function quoted(rest: string): { text: string; rest: string } | null {
  if (QUOTES[rest[0]] === undefined) return null;
  const end = closingIndex(rest, 0);
  return end < 0 ? null : { text: rest.slice(1, end).trim(), rest: rest.slice(end + 1) };
}

function readRequirement(rest: string, part: string, size: number): { requirement: Requirement; rest: string } {
  const head = REQUIREMENT_RE.exec(rest);
  if (!head) throw unreadable(part);
  const atLeast = Number(head[1] ?? 1);
  let after = rest.slice(head[0].length);
  const isTag = head[2] !== undefined;
  const written = quoted(after);
  const bare = isTag && !written ? BARE_WORD_RE.exec(after) : null;
  const text = written?.text ?? bare?.[0];
  if (!text) throw unreadable(part);
  after = written ? written.rest : after.slice(text.length);
  if (atLeast < 1 || atLeast > size)
    throw new KeepSpecError(
      `the keep rule "${part}" asks for ${atLeast} copies of a card; a ${size}-card hand holds 1 to ${size}`,
      'keep.require-count',
      { part, count: atLeast, size },
    );
  return { requirement: isTag ? { tag: text, atLeast } : { cards: [text], atLeast }, rest: after.trimStart() };
}

function readPart(written: string): PartRule {
  // The part as errors quote it: a short line, whatever was typed.
  const part = excerpt(written);
  const head = HEAD_RE.exec(written);
  if (!head) throw unreadable(part);
  const size = Number(head[1]);
  if (size < 1 || size > 7)
    throw new KeepSpecError(
      `the keep rule "${part}" is for a hand of ${size} cards; hand sizes go from 1 to 7 (CR 103.5)`,
      'keep.hand-size',
      { part, size },
    );
  const require: Requirement[] = [];
  for (let rest = written.slice(head[0].length); rest !== '';) {
    const read = readRequirement(rest, part, size);
    require.push(read.requirement);
    rest = read.rest;
  }
  if (head[2] !== undefined) return { part, size, lands: require.length ? [0, size] : null, require };
  const low = Number(head[3]);
  const most = Number(head[4]);
  if (low > most)
    throw new KeepSpecError(
      `the keep rule "${part}" asks for at least ${low} and at most ${most} lands`,
      'keep.range',
      { part, low, high: most },
    );
  if (low > size)
    throw new KeepSpecError(
      `the keep rule "${part}" asks for more lands than a ${size}-card hand holds`,
      'keep.more-than-hand',
      { part, size },
    );
  const high = Math.min(size, most);
  // Every land count from 0 to the hand size and no card required: every hand is kept, and the mulligans stop here.
  return { part, size, lands: low === 0 && high === size && !require.length ? null : [low, high], require };
}

/**
 * The rule's required cards as the deck names them, and its tags checked: a name no entry of the deck has, or a tag
 * none carries, would send back every hand, so it is refused by name.
 */
function againstDeck(rule: PartRule, deck: readonly KeepSpecEntry[]): PartRule {
  const names = namesOf(deck);
  const tags = new Set(deck.flatMap((e) => e.tags ?? []));
  const require = rule.require.map((r): Requirement => {
    if (r.tag !== undefined) {
      if (!tags.has(r.tag))
        throw new KeepSpecError(
          `the keep rule "${rule.part}" requires a card tagged ${excerpt(r.tag)}, and no card of the deck has that tag`,
          'keep.unknown-tag',
          { part: rule.part, tag: excerpt(r.tag) },
        );
      return r;
    }
    const cards = (r.cards ?? []).map((name) => {
      const named = names.get(foldName(name));
      if (named === undefined)
        throw new KeepSpecError(
          `the keep rule "${rule.part}" requires "${excerpt(name)}", and the deck holds no card of that name`,
          'keep.unknown-card',
          { part: rule.part, name: excerpt(name) },
        );
      return named;
    });
    return { ...r, cards };
  });
  return { ...rule, require };
}

/**
 * The quotes a rule writes names and tags in, first choice first: the canonical text's (which other tools read, so a
 * name it wrote before is written the same), and a Japanese window's.
 */
export const QUOTE_ORDERS = {
  en: ['"', '「', '“'],
  ja: ['「', '“', '"'],
} as const satisfies Record<string, readonly (keyof typeof QUOTES)[]>;

/**
 * A name or tag in the first quotes of `order` that read back as it: quotes it does not close early (`"` can never
 * hold a name with `"`, nor 「」 one with a 」 no 「 of its own opens); null when no quotes can hold it.
 */
function quotedIn(text: string, order: readonly string[]): string | null {
  const written = order.map((o) => `${o}${text}${QUOTES[o]}`);
  return written.find((w) => closingIndex(w, 0) === w.length - 1) ?? null;
}

/** A name or tag in the canonical text's quotes; refused when no quotes can hold it, as no rule could name it. */
function canonicalQuoted(text: string): string {
  const written = quotedIn(text, QUOTE_ORDERS.en);
  if (written === null)
    throw new KeepSpecError(
      `"${excerpt(text)}" holds " and ” and a 」 no 「 of its own opens, so no quotes of a keep rule can hold it`,
      'keep.unquotable',
      { name: excerpt(text) },
    );
  return written;
}

/** How a rule writes a required card's name and a tag, each quoted. */
interface Writer {
  card: (name: string) => string;
  tag: (tag: string) => string;
}

/** The stored, canonical text: names as the deck names them (English), in `"` unless the name holds one. */
const CANONICAL: Writer = { card: canonicalQuoted, tag: canonicalQuoted };

/** A requirement as it reads back: `+"Wild Growth"`, `+tag:ramp`, `+2 tag:"card draw"`. */
function requirementText(r: Requirement, write: Writer): string {
  const count = r.atLeast > 1 ? `${r.atLeast} ` : '';
  if (r.tag === undefined) return `+${count}${(r.cards ?? []).map(write.card).join('')}`;
  return `+${count}tag:${BARE_WORD_RE.exec(r.tag)?.[0] === r.tag ? r.tag : write.tag(r.tag)}`;
}

const ruleText = (rule: PartRule, write: Writer) =>
  `${rule.size}:${rule.lands ? `${rule.lands[0]}-${rule.lands[1]}` : 'always'}${rule.require.map((r) => requirementText(r, write)).join('')}`;

/** The rules written largest hand first, as every reader of the text gets them whatever order they were typed in. */
const rulesText = (rules: readonly PartRule[], write: Writer) =>
  [...rules]
    .sort((a, b) => b.size - a.size)
    .map((rule) => ruleText(rule, write))
    .join(',');

/** Each part of the text read, one rule per hand size; a text past MAX_KEEP_RULE_LENGTH is refused unread. */
function readRules(spec: string): PartRule[] {
  if (spec.length > MAX_KEEP_RULE_LENGTH)
    throw new KeepSpecError(
      `the keep rules are ${spec.length.toLocaleString('en')} characters long; at most ${MAX_KEEP_RULE_LENGTH.toLocaleString('en')} are read`,
      'keep.too-long',
      { length: spec.length, max: MAX_KEEP_RULE_LENGTH },
    );
  if (spec.trim() === '')
    throw new KeepSpecError(
      'keep rules are empty; write them as 7:2-5,6:2-4,5:1-4,4:0-7 (hand size:lands)',
      'keep.empty',
    );
  const rules = parts(spec).map(readPart);
  const sizes = new Set<number>();
  for (const { size } of rules) {
    if (sizes.has(size)) throw new KeepSpecError(`the ${size}-card hand has two keep rules`, 'keep.twice', { size });
    sizes.add(size);
  }
  return rules;
}

/**
 * A rule's canonical text (a custom policy's name, parseKeepSpec's) in a window's words: each required card by the
 * name `shownName` gives it (the Japanese name a Japanese window shows), names and tags in the window's quotes where
 * they can hold them. The canonical text stays what is stored and sent; a text that is no rule is shown as written.
 */
export function shownKeepRule(
  canonical: string,
  shownName: (name: string) => string,
  language: keyof typeof QUOTE_ORDERS,
): string {
  let rules: PartRule[];
  try {
    rules = readRules(canonical);
  } catch {
    return canonical;
  }
  const order = QUOTE_ORDERS[language];
  // A name the window's quotes cannot hold keeps its canonical writing, which read back.
  return rulesText(rules, {
    card: (name) => quotedIn(shownName(name), order) ?? canonicalQuoted(name),
    tag: (tag) => quotedIn(tag, order) ?? canonicalQuoted(tag),
  });
}

/**
 * The text's mulligan policy; a RangeError names the part that cannot be read. With the deck's main entries, a
 * required card must be one of them (named then as the deck names it) and a required tag carried by one.
 */
export function parseKeepSpec(spec: string, deck?: readonly KeepSpecEntry[]): MulliganPolicy {
  const rules = readRules(spec).map((rule) => (deck ? againstDeck(rule, deck) : rule));
  const bySize: Record<number, KeepRule> = {};
  for (const rule of rules)
    bySize[rule.size] = rule.lands
      ? { keep: [{ lands: rule.lands, ...(rule.require.length ? { require: rule.require } : {}) }] }
      : { keep: 'always' };
  const canonical = rulesText(rules, CANONICAL);
  return {
    id: `${CUSTOM_POLICY_PREFIX}${canonical}`,
    name: canonical,
    source: 'custom keep rules (lands and required cards in the kept hand, by hand size)',
    bySize,
    mdfcCountsAsLand: true,
  };
}
