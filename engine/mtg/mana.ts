// Mana symbols and costs (CR 107.4, 202.3, 004: {H} and the pawprint {P}).
import { COLORS, type Color } from '../cards/types.ts';

export type ManaSymbol =
  | { kind: 'generic'; amount: number } // {0} {3} {½} (107.4b, 107.4d)
  | { kind: 'variable'; letter: 'X' | 'Y' | 'Z' } // {X}: 0 outside the stack (107.3g, 202.3e)
  | { kind: 'colored'; color: Color } // {W} (107.4a)
  | { kind: 'colorless' } // {C} (107.4c)
  | { kind: 'hybrid'; colors: [Color, Color] } // {W/U} (107.4e)
  | { kind: 'monocolored-hybrid'; color: Color } // {2/W}: one W or any two mana (107.4e)
  | { kind: 'phyrexian'; colors: Color[] } // {W/P}, {G/U/P}: a color or 2 life (107.4f)
  | { kind: 'snow' } // {S} (107.4h)
  | { kind: 'half'; color: Color }; // {HW}: half a white mana (Un-cards)

export class ManaCostError extends Error {
  readonly cost: string;
  readonly position: number;
  constructor(cost: string, position: number, message: string) {
    super(`${message} in mana cost "${cost}" at position ${position}`);
    this.name = 'ManaCostError';
    this.cost = cost;
    this.position = position;
  }
}

const isColor = (s: string): s is Color => (COLORS as readonly string[]).includes(s);

/** One symbol's body as written between braces ("2/W", "G/U/P"); null for a symbol that is not mana ({T}, {E}). */
export function parseManaSymbol(body: string): ManaSymbol | null {
  if (/^\d+$/.test(body)) return { kind: 'generic', amount: Number(body) };
  if (body === '½') return { kind: 'generic', amount: 0.5 };
  if (body === 'X' || body === 'Y' || body === 'Z') return { kind: 'variable', letter: body };
  if (isColor(body)) return { kind: 'colored', color: body };
  if (body === 'C') return { kind: 'colorless' };
  if (body === 'S') return { kind: 'snow' };
  const parts = body.split('/');
  if (parts.length === 2 && isColor(parts[0]) && isColor(parts[1]))
    return { kind: 'hybrid', colors: [parts[0], parts[1]] };
  if (parts.length === 2 && parts[0] === '2' && isColor(parts[1]))
    return { kind: 'monocolored-hybrid', color: parts[1] };
  if (parts.at(-1) === 'P' && parts.length >= 2 && parts.length <= 3 && parts.slice(0, -1).every(isColor)) {
    return { kind: 'phyrexian', colors: parts.slice(0, -1) as Color[] };
  }
  if (body.length === 2 && body[0] === 'H' && isColor(body[1])) return { kind: 'half', color: body[1] };
  return null;
}

/** Parses one face's mana cost such as "{2}{W/U}{G/P}". Throws ManaCostError on anything else. */
export function parseManaCost(cost: string): ManaSymbol[] {
  const symbols: ManaSymbol[] = [];
  let i = 0;
  while (i < cost.length) {
    if (cost[i] === ' ') {
      i++;
      continue;
    }
    if (cost[i] !== '{') throw new ManaCostError(cost, i, `unexpected "${cost[i]}"`);
    const end = cost.indexOf('}', i);
    if (end < 0) throw new ManaCostError(cost, i, 'unclosed "{"');
    const symbol = parseManaSymbol(cost.slice(i + 1, end));
    if (!symbol) throw new ManaCostError(cost, i, `unknown mana symbol "${cost.slice(i, end + 1)}"`);
    symbols.push(symbol);
    i = end + 1;
  }
  return symbols;
}

/** CR 202.3: mana value of one symbol outside the stack (X = 0, hybrid takes its largest value). */
export function symbolManaValue(symbol: ManaSymbol): number {
  switch (symbol.kind) {
    case 'generic':
      return symbol.amount;
    case 'variable':
      return 0;
    case 'monocolored-hybrid':
      return 2; // 202.3f: {2/B} counts 2
    case 'half':
      return 0.5;
    default:
      return 1; // colored, colorless, hybrid, phyrexian (202.3g), snow
  }
}

export function manaValue(symbols: readonly ManaSymbol[]): number {
  let total = 0;
  for (const s of symbols) total += symbolManaValue(s);
  return total;
}

/** The colors a symbol has (CR 105.2, 202.2): hybrid and Phyrexian symbols have each of their colors. */
export function symbolColors(symbol: ManaSymbol): Color[] {
  switch (symbol.kind) {
    case 'colored':
    case 'half':
    case 'monocolored-hybrid':
      return [symbol.color];
    case 'hybrid':
    case 'phyrexian':
      return [...symbol.colors];
    default:
      return [];
  }
}

/** Colors of a whole cost in WUBRG order. */
export function costColors(symbols: readonly ManaSymbol[]): Color[] {
  const seen = new Set<Color>();
  for (const s of symbols) for (const c of symbolColors(s)) seen.add(c);
  return COLORS.filter((c) => seen.has(c));
}

/** Every mana symbol written in rules text, for color identity (CR 903.4). {H}, {P}, {T}, {E}… carry no color. */
export function colorsInText(text: string): Color[] {
  const seen = new Set<Color>();
  for (const m of text.matchAll(/\{([^}]+)\}/g)) {
    const symbol = parseManaSymbol(m[1]);
    if (symbol) for (const c of symbolColors(symbol)) seen.add(c);
  }
  return COLORS.filter((c) => seen.has(c));
}

export function formatSymbol(symbol: ManaSymbol): string {
  switch (symbol.kind) {
    case 'generic':
      return symbol.amount === 0.5 ? '{½}' : `{${symbol.amount}}`;
    case 'variable':
      return `{${symbol.letter}}`;
    case 'colored':
      return `{${symbol.color}}`;
    case 'colorless':
      return '{C}';
    case 'snow':
      return '{S}';
    case 'hybrid':
      return `{${symbol.colors.join('/')}}`;
    case 'monocolored-hybrid':
      return `{2/${symbol.color}}`;
    case 'phyrexian':
      return `{${symbol.colors.join('/')}/P}`;
    case 'half':
      return `{H${symbol.color}}`;
  }
}
