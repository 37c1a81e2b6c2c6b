// One card line of a text deck list: a count ("4", "4x", "x4", "×4", "4枚"), a name (in 《》 as Japanese sites write
// card names), and what the sites write after
// the name: Arena's "(SET) 123", taw's "[SET:123]" / "[SET:*]" / "[set]" / "[foil]", Moxfield's "*F*" and
// "*CMDR*", Archidekt's "[Ramp]" / "[Commander{top}]" categories and "^label^", TappedOut's and Moxfield's
// "#tag", Deckstats' "# !Commander"; and before it, Magic Workstation's "[SET]" ("4 [M21] Shock").
import type { Board, DeckEntry, PinnedPrinting } from '../types.ts';
import { parseCount } from './deck-building.ts';

export type CardLine =
  | {
      kind: 'card';
      count: number;
      name: string;
      printing?: PinnedPrinting;
      /** The board a marker on the line names ("*CMDR*", "[Sideboard]"); it overrides the section. */
      board?: Board;
      tags?: string[];
      unknownAnnotations: string[];
    }
  | { kind: 'bad-count'; countText: string }
  | { kind: 'none' };

interface CountMatch {
  countText: string;
  rest: string;
  /** "1x Name": Archidekt and TappedOut write the x. */ timesSign: boolean;
}

const DIGITS = '[0-9０-９]+';
/** The times sign as lists write it: Latin x, the multiplication sign, full-width x. */
const TIMES = '[xX×ｘＸ]';
const LEADING_COUNT = new RegExp(`^(${DIGITS})(?:\\s*(${TIMES}))?\\s+(\\S.*)$`);
const LEADING_SHEETS = new RegExp(`^(${DIGITS})\\s*枚\\s*(\\S.*)$`); // "4枚 山", "4枚山"
const LEADING_TIMES_COUNT = new RegExp(`^${TIMES}(${DIGITS})\\s+(\\S.*)$`); // "x4 Name"
/** "-1 Opt", "−2 Shock": a count below zero, reported as such rather than as a card named "-1 Opt". */
const NEGATIVE_COUNT = new RegExp(`^([-−]${DIGITS})(?:\\s*${TIMES})?\\s+\\S`);
const TRAILING_COUNTS = [
  new RegExp(`^(.*\\S)\\s+${TIMES}\\s*(${DIGITS})$`), // "Name x4"
  new RegExp(`^(.*\\S)\\s*[×ｘＸ]\\s*(${DIGITS})$`), // "名前×4", "《名前》×4"
  new RegExp(`^(.*?\\S)\\s*(${DIGITS})\\s*枚$`), // "名前 4枚", "名前4枚"
];

function splitCount(text: string): CountMatch | undefined {
  const leading = LEADING_COUNT.exec(text);
  if (leading) return { countText: leading[1], rest: leading[3], timesSign: leading[2] !== undefined };
  const sheets = LEADING_SHEETS.exec(text);
  if (sheets) return { countText: sheets[1], rest: sheets[2], timesSign: false };
  const times = LEADING_TIMES_COUNT.exec(text);
  if (times) return { countText: times[1], rest: times[2], timesSign: true };
  for (const re of TRAILING_COUNTS) {
    const m = re.exec(text);
    if (m) return { countText: m[2], rest: m[1], timesSign: false };
  }
  return undefined;
}

interface NameParts {
  name: string;
  printing?: PinnedPrinting;
  board?: Board;
  tags: string[];
  unknownAnnotations: string[];
}

// Each tail starts at a literal character (the whitespace before it is a lookbehind, trimmed after the match):
// a pattern opening with \s+ would be tried from every space of a long run, in time quadratic in the line.
const BRACKET_TAIL = /\[([^[\]]*)\]$/;
const STAR_MARKER_TAIL = /(?<=\s)\*([A-Za-z-]+)\*$/;
const ARENA_SET_TAIL = /(?<=\s)\(([A-Za-z0-9]{2,6})\)(?:\s+([A-Za-z0-9★†-]+))?$/;
const HASH_TAG_TAIL = /(?<=\s)#!?([^\s#!][^\s#]*)$/;
/** Deckstats: "1 Sol Ring # a comment", "1 Atraxa, Praetors' Voice # !Commander". */
const DECKSTATS_COMMENT = /(?<=\s)#\s+(.*)$/;
const DECKSTATS_COMMANDER = /^!commander$/i;
/** Archidekt: "^Have,#37d67a^", a collection label with its colour. */
const ARCHIDEKT_LABEL_TAIL = /(?<=\s)\^([^^]*)\^$/;
/**
 * "[SET:number]". Duel Masters set codes run longer, with hyphens, a plus and kanji ("DM-22+1D", "DMR-16極"), and
 * their numbers may hold a space ("剣リオン D2"), so both are wider than Magic's.
 */
const SET_AND_NUMBER = /^([\p{L}\p{N}][\p{L}\p{N}+-]{1,47}):(\S(?:.*\S)?)$/u;
const SET_ONLY = /^[A-Za-z0-9]{2,6}$/;
/** A Duel Masters set code alone ("[DM-01]"): words joined by hyphens, with a digit, unlike a category "[Card-Draw]". */
const HYPHENATED_SET_ONLY = /^(?=\D*\d)[\p{L}\p{N}]+(?:[-+][\p{L}\p{N}]+)+$/u;
const isSetCode = (text: string) => SET_ONLY.test(text) || HYPHENATED_SET_ONLY.test(text);
/** taw's "[foil]" and "[etched]" (etched is a foil finish); Moxfield's "*F*" and "*E*". */
const BRACKET_FOIL = /^(foil|etched)$/i;
const STAR_FOIL = /^[fe]$/i;

/** A foil mark on the line's printing; an etched one is a foil too, and says so. */
function markFoil(parts: NameParts, mark: string): void {
  const printing = pin(parts);
  printing.foil = true;
  if (/^e/i.test(mark)) printing.etched = true;
}

/** Archidekt's default categories that are boards of the deck rather than tags. */
const BOARD_CATEGORIES: Record<string, Board> = {
  commander: 'commander',
  commanders: 'commander',
  oathbreaker: 'commander',
  'signature spell': 'commander',
  mainboard: 'main',
  sideboard: 'side',
  maybeboard: 'maybe',
  companion: 'companion',
};

function pin(parts: NameParts): PinnedPrinting {
  return (parts.printing ??= { set: '', collectorNumber: '' });
}

/**
 * Archidekt's categories: "Ramp", "Commander{top}", "Maybeboard{noDeck}{noPrice},Creature". A category
 * named after a board puts the card there; one flagged {noDeck} is outside the deck, so the maybeboard;
 * every other category becomes a tag.
 */
function applyCategories(parts: NameParts, body: string): void {
  const tags: string[] = [];
  for (const category of body.split(',')) {
    const name = category.replace(/\{[^}]*\}/g, '').trim();
    const board = BOARD_CATEGORIES[name.toLowerCase()];
    if (board) parts.board ??= board;
    else if (name) tags.push(name);
    if (/\{noDeck\}/i.test(category)) parts.board ??= 'maybe';
  }
  parts.tags.unshift(...tags);
}

/**
 * A bracket holds a printing the taw way ("[SET:123]", "[oc21]", "[foil]") or Archidekt's categories. A
 * short word alone is either: it is a category when the line also names a printing the Arena way or wrote its
 * count "1x" (as Archidekt does) and it has no digit, a set code otherwise.
 */
function applyBracket(parts: NameParts, body: string, archidektLine: boolean): void {
  const text = body.trim();
  if (BRACKET_FOIL.test(text)) {
    markFoil(parts, text);
    return;
  }
  const setNumber = SET_AND_NUMBER.exec(text);
  if (setNumber) {
    const p = pin(parts);
    p.set = setNumber[1].toUpperCase();
    p.collectorNumber = setNumber[2] === '*' ? '' : setNumber[2];
    return;
  }
  const category =
    !isSetCode(text) || BOARD_CATEGORIES[text.toLowerCase()] !== undefined || (archidektLine && !/[0-9]/.test(text));
  if (category) applyCategories(parts, text);
  else pin(parts).set = text.toUpperCase();
}

function applyStarMarker(parts: NameParts, marker: string): boolean {
  if (/^cmdr$/i.test(marker)) parts.board ??= 'commander';
  else if (STAR_FOIL.test(marker)) markFoil(parts, marker);
  else return false;
  return true;
}

/** Reads Deckstats' comment: "!Commander" names the board, any other comment is not kept. */
function applyComment(parts: NameParts, comment: string): void {
  if (DECKSTATS_COMMANDER.test(comment.trim())) parts.board ??= 'commander';
  else parts.unknownAnnotations.push(`# ${comment.trim()}`);
}

/** Magic Workstation's set before the name ("4 [M21] Shock", XMage's MWSDeckImporter): no card name opens with "[". */
const LEADING_SET = /^\[([A-Za-z0-9]{2,6})\]\s*(\S.*)$/;

/** Peels annotations off the end of a name, rightmost first, and a set code off its start. */
function splitNameAnnotations(text: string, timesSign: boolean): NameParts {
  const parts: NameParts = { name: text, tags: [], unknownAnnotations: [] };
  const leadingSet = LEADING_SET.exec(parts.name);
  if (leadingSet) {
    pin(parts).set = leadingSet[1].toUpperCase();
    parts.name = leadingSet[2];
  }
  const comment = DECKSTATS_COMMENT.exec(parts.name);
  if (comment) {
    applyComment(parts, comment[1]);
    parts.name = parts.name.slice(0, comment.index).trimEnd();
  }
  for (;;) {
    const bracket = BRACKET_TAIL.exec(parts.name);
    if (bracket) {
      parts.name = parts.name.slice(0, bracket.index).trimEnd();
      const archidektLine = timesSign || ARENA_SET_TAIL.test(parts.name) || STAR_MARKER_TAIL.test(parts.name);
      applyBracket(parts, bracket[1], archidektLine);
      continue;
    }
    const star = STAR_MARKER_TAIL.exec(parts.name);
    if (star) {
      if (!applyStarMarker(parts, star[1])) parts.unknownAnnotations.unshift(`*${star[1]}*`);
      parts.name = parts.name.slice(0, star.index).trimEnd();
      continue;
    }
    const tag = HASH_TAG_TAIL.exec(parts.name);
    if (tag) {
      parts.tags.unshift(tag[1]);
      parts.name = parts.name.slice(0, tag.index).trimEnd();
      continue;
    }
    const label = ARCHIDEKT_LABEL_TAIL.exec(parts.name);
    if (label) {
      parts.unknownAnnotations.unshift(`^${label[1]}^`);
      parts.name = parts.name.slice(0, label.index).trimEnd();
      continue;
    }
    const arena = ARENA_SET_TAIL.exec(parts.name);
    if (arena) {
      const p = pin(parts);
      p.set = paperSetCode(arena[1].toUpperCase());
      p.collectorNumber = arena[2] ?? '';
      parts.name = parts.name.slice(0, arena.index).trimEnd();
      continue;
    }
    break;
  }
  parts.name = withoutNameBrackets(parts.name.trim());
  return parts;
}

/** Japanese lists write a card name in double angle brackets: 《ボルシャック・ドラゴン》. */
const NAME_BRACKETS = /^《([^《》]+)》$/;

function withoutNameBrackets(name: string): string {
  return NAME_BRACKETS.exec(name)?.[1].trim() ?? name;
}

/**
 * Parses a card line. A line without a count is one copy (Moxfield and Archidekt accept that);
 * resolution reports it if the name turns out not to be a card.
 */
export function parseCardLine(text: string): CardLine {
  const negative = NEGATIVE_COUNT.exec(text);
  if (negative) return { kind: 'bad-count', countText: negative[1] };
  const counted = splitCount(text);
  const count = counted ? parseCount(counted.countText) : 1;
  if (counted && count === undefined) return { kind: 'bad-count', countText: counted.countText };
  const parts = splitNameAnnotations(counted ? counted.rest : text, counted?.timesSign ?? false);
  if (!parts.name) return { kind: 'none' };
  const line: CardLine = {
    kind: 'card',
    count: count!,
    name: parts.name,
    unknownAnnotations: parts.unknownAnnotations,
  };
  if (parts.printing) line.printing = parts.printing;
  if (parts.board) line.board = parts.board;
  if (parts.tags.length) line.tags = [...new Set(parts.tags)];
  return line;
}

/** Writes a printing the taw way: " [SET:123]", " [SET]", " [foil]". */
function bracketAnnotations(printing: PinnedPrinting | undefined): string {
  if (!printing) return '';
  let out = '';
  if (printing.set)
    out += printing.collectorNumber ? ` [${printing.set}:${printing.collectorNumber}]` : ` [${printing.set}]`;
  if (printing.foil) out += printing.etched ? ' [etched]' : ' [foil]';
  return out;
}

/** A tag written "#tag" (TappedOut's and Moxfield's): one word, not opening with "!" ("#!tag"), with no bracket. */
const HASH_TAG = /^[^\s#![\]][^\s#[\]]*$/;

/** A tag an Archidekt category list holds: none of its syntax ("[Ramp,Card Draw{noDeck}]"), no board's name. */
const isCategoryTag = (tag: string) =>
  tag !== '' && tag.trim() === tag && !/[[\]{},:#]/.test(tag) && BOARD_CATEGORIES[tag.toLowerCase()] === undefined;

/**
 * A card's tags as a card line writes them and parseCardLine reads them back: " #ramp #removal" when each is one
 * word, else Archidekt's categories " [ramp,card draw]"; undefined when a tag fits neither.
 */
export function tagAnnotations(tags: readonly string[] | undefined): string | undefined {
  if (!tags?.length) return '';
  if (tags.every((t) => HASH_TAG.test(t))) return tags.map((t) => ` #${t}`).join('');
  if (tags.every(isCategoryTag)) return ` [${tags.join(',')}]`;
  return undefined;
}

/**
 * A card line of the plain-text and Duel Masters lists: "4 Name [SET:123] [foil] #tag"; tags it cannot hold are left
 * out, and named in a notice when the deck is written.
 */
export function bracketedCardLine(entry: DeckEntry): string {
  return `${entry.count} ${entry.name}${bracketAnnotations(entry.printing)}${tagAnnotations(entry.tags) ?? ''}`;
}

/**
 * Set codes MTG Arena spells otherwise than Scryfall and paper (XMage's MtgaImporter.SET_REMAPPING): Dominaria is DAR
 * on Arena, Conflux CONF. A list in Arena's shape may come from Arena, so both are read; only DAR is written, since
 * Arena's importer takes CON as it is.
 */
const PAPER_SET_OF_ARENA: Readonly<Record<string, string>> = { DAR: 'DOM', CONF: 'CON' };
const ARENA_SET_OF_PAPER: Readonly<Record<string, string>> = { DOM: 'DAR' };

const paperSetCode = (code: string) => PAPER_SET_OF_ARENA[code] ?? code;

/** Writes a printing the Arena way: " (SET) 123", only when both are known (Arena needs both). */
export function arenaAnnotation(printing: PinnedPrinting | undefined): string {
  if (!printing?.set || !printing.collectorNumber) return '';
  const set = printing.set.toUpperCase();
  return ` (${ARENA_SET_OF_PAPER[set] ?? set}) ${printing.collectorNumber}`;
}
