// A cost or a rules-text symbol as a screen reader should say it, in the window's language: "{2}{W}{W}" is
// "2 generic, white, white" / 「不特定マナ2、白、白」 in the words of CR 107.4 (the Japanese rules' 不特定マナ, 混成,
// ファイレクシア・マナ, 氷雪) and 107.5, 107.6, 107.14 for {T}, {Q} and {E}.
import { parseManaSymbol, type ManaSymbol } from '../../engine/mtg/mana.ts';
import type { Color } from '../../engine/cards/types.ts';
import { intlLocale, t, type MessageKey } from '../i18n/index.ts';

/** Symbols of rules text that are not mana. */
const OTHER_SYMBOLS: Readonly<Record<string, MessageKey>> = { T: 'mana.tap', Q: 'mana.untap', E: 'mana.energy' };

/** "white" in a list of symbols: the catalog's color names, in running text's case. */
const colorWord = (color: Color) => t(`color.${color}`).toLocaleLowerCase(intlLocale());
const either = (choices: readonly string[]) => choices.join(t('mana.or'));

function manaSymbolWords(symbol: ManaSymbol): string {
  switch (symbol.kind) {
    case 'generic':
      return t('mana.generic', { amount: symbol.amount });
    case 'variable':
      return t('mana.generic', { amount: symbol.letter });
    case 'colored':
      return colorWord(symbol.color);
    case 'colorless':
      return t('color.colorless').toLocaleLowerCase(intlLocale());
    case 'hybrid':
      return t('mana.hybrid', { choices: either(symbol.colors.map(colorWord)) });
    case 'monocolored-hybrid':
      return t('mana.hybrid', { choices: either([t('mana.generic', { amount: 2 }), colorWord(symbol.color)]) });
    case 'phyrexian':
      return t('mana.phyrexian', { choices: either(symbol.colors.map(colorWord)) });
    case 'snow':
      return t('mana.snow');
    case 'half':
      return t('mana.half', { color: colorWord(symbol.color) });
  }
}

/** One symbol's words from its body as written between braces ("2/W"); a symbol of no known kind as written. */
export function symbolWords(body: string): string {
  const mana = parseManaSymbol(body);
  if (mana) return manaSymbolWords(mana);
  const other = OTHER_SYMBOLS[body];
  return other ? t(other) : `{${body}}`;
}

/** A run of symbols ("{2}{W}{W}", "{T}") as words, one after another. */
export function symbolsWords(symbols: string): string {
  return [...symbols.matchAll(/\{([^}]+)\}/g)].map((m) => symbolWords(m[1])).join(t('mana.separator'));
}
