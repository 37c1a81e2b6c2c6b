// One card line of a text deck list: a count ("4", "4x", "×4", "4枚"), a name, and what follows the
// name: Arena's "(SET) 123", taw's "[SET:123]" / "[SET:*]" / "[set]" / "[foil]", Moxfield's "*F*".
import type { PinnedPrinting } from '../types.ts';
import { parseCount } from './deck-building.ts';

export type CardLine =
  | { kind: 'card'; count: number; name: string; printing?: PinnedPrinting; unknownAnnotations: string[] }
  | { kind: 'bad-count'; countText: string }
  | { kind: 'none' };

interface CountMatch { countText: string; rest: string }

const DIGITS = '[0-9０-９]+';
const LEADING_COUNT = new RegExp(`^(${DIGITS})(?:\\s*[xX×])?\\s+(\\S.*)$`);
const TRAILING_COUNTS = [
  new RegExp(`^(.*\\S)\\s+[xX×]\\s*(${DIGITS})$`),   // "Name x4"
  new RegExp(`^(.*\\S)\\s*×\\s*(${DIGITS})$`),        // "名前×4"
  new RegExp(`^(.*\\S)\\s+(${DIGITS})\\s*枚$`),       // "名前 4枚"
];

function splitCount(text: string): CountMatch | undefined {
  const leading = LEADING_COUNT.exec(text);
  if (leading) return { countText: leading[1], rest: leading[2] };
  for (const re of TRAILING_COUNTS) {
    const m = re.exec(text);
    if (m) return { countText: m[2], rest: m[1] };
  }
  return undefined;
}

interface NameParts { name: string; printing?: PinnedPrinting; unknownAnnotations: string[] }

const BRACKET_TAIL = /\s*\[([^[\]]*)\]$/;
const MOXFIELD_FOIL_TAIL = /\s+\*F\*$/;
const ARENA_SET_TAIL = /\s+\(([A-Z0-9]{2,6})\)(?:\s+([A-Za-z0-9★†-]+))?$/;
const SET_AND_NUMBER = /^([A-Za-z0-9]{2,6}):(\S+)$/;
const SET_ONLY = /^[A-Za-z0-9]{2,6}$/;

function pin(parts: NameParts): PinnedPrinting {
  return (parts.printing ??= { set: '', collectorNumber: '' });
}

/** Reads one taw-style bracket annotation into the parts; false when it is not one we know. */
function applyBracket(parts: NameParts, body: string): boolean {
  const text = body.trim();
  if (/^foil$/i.test(text)) {
    pin(parts).foil = true;
    return true;
  }
  const setNumber = SET_AND_NUMBER.exec(text);
  if (setNumber) {
    const p = pin(parts);
    p.set = setNumber[1].toUpperCase();
    p.collectorNumber = setNumber[2] === '*' ? '' : setNumber[2];
    return true;
  }
  if (SET_ONLY.test(text)) {
    pin(parts).set = text.toUpperCase();
    return true;
  }
  return false;
}

/** Peels annotations off the end of a name, rightmost first. */
function splitNameAnnotations(text: string): NameParts {
  const parts: NameParts = { name: text, unknownAnnotations: [] };
  for (;;) {
    const bracket = BRACKET_TAIL.exec(parts.name);
    if (bracket) {
      if (!applyBracket(parts, bracket[1])) parts.unknownAnnotations.unshift(`[${bracket[1]}]`);
      parts.name = parts.name.slice(0, bracket.index);
      continue;
    }
    const foil = MOXFIELD_FOIL_TAIL.exec(parts.name);
    if (foil) {
      pin(parts).foil = true;
      parts.name = parts.name.slice(0, foil.index);
      continue;
    }
    const arena = ARENA_SET_TAIL.exec(parts.name);
    if (arena) {
      const p = pin(parts);
      p.set = arena[1];
      p.collectorNumber = arena[2] ?? '';
      parts.name = parts.name.slice(0, arena.index);
      continue;
    }
    break;
  }
  parts.name = parts.name.trim();
  return parts;
}

/**
 * Parses a card line. A line without a count is one copy (Moxfield and Archidekt accept that);
 * resolution reports it if the name turns out not to be a card.
 */
export function parseCardLine(text: string): CardLine {
  const counted = splitCount(text);
  const count = counted ? parseCount(counted.countText) : 1;
  if (counted && count === undefined) return { kind: 'bad-count', countText: counted.countText };
  const parts = splitNameAnnotations(counted ? counted.rest : text);
  if (!parts.name) return { kind: 'none' };
  const line: CardLine = { kind: 'card', count: count!, name: parts.name, unknownAnnotations: parts.unknownAnnotations };
  if (parts.printing) line.printing = parts.printing;
  return line;
}

/** Writes a printing the taw way: " [SET:123]", " [SET]", " [foil]". */
export function bracketAnnotations(printing: PinnedPrinting | undefined): string {
  if (!printing) return '';
  let out = '';
  if (printing.set) out += printing.collectorNumber ? ` [${printing.set}:${printing.collectorNumber}]` : ` [${printing.set}]`;
  if (printing.foil) out += ' [foil]';
  return out;
}

/** Writes a printing the Arena way: " (SET) 123", only when both are known (Arena needs both). */
export function arenaAnnotation(printing: PinnedPrinting | undefined): string {
  return printing?.set && printing.collectorNumber ? ` (${printing.set}) ${printing.collectorNumber}` : '';
}
