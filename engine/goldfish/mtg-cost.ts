// A mana cost compiled into the ways it can be paid (CR 107.4, 601.2f–h). Each variant is a list of pips,
// one mask of acceptable mana types per pip, plus generic mana and life. Choices that change what is paid
// ({2/W}: W or two mana, 107.4e; Phyrexian: its color or 2 life, 107.4f) become separate variants, so a
// matching over one variant at a time is exact.
import { parseManaCost, manaValue, type ManaSymbol } from '../mtg/mana.ts';
import { MANA_BIT, SNOW_BIT } from './mana-types.ts';

export interface PaymentVariant {
  /** One mask per pip that must be paid by one unit of mana of a type in the mask. */
  pips: number[];
  /** Mana units in total: the pips plus generic mana (CR 107.4b: generic takes any type). */
  amount: number;
  /** Life paid instead of Phyrexian mana (CR 107.4f, 119.4). */
  life: number;
}

export interface CostProgram {
  variants: PaymentVariant[];
  /** CR 202.3, with X = 0 outside the stack (107.3g). */
  manaValue: number;
  /** The cost has {X} (or Y, Z): casting may spend more (107.3a). */
  hasX: boolean;
}

export interface CostOptions {
  /** Let Phyrexian symbols be paid with 2 life each (CR 107.4f); a policy choice. */
  phyrexianLife: boolean;
}

const maskOf = (colors: readonly string[]) => colors.reduce((m, c) => m | MANA_BIT[c as keyof typeof MANA_BIT], 0);

/** The alternatives one symbol offers, each as { pip mask or none, generic, life }. */
function symbolChoices(symbol: ManaSymbol, options: CostOptions): { pip: number; generic: number; life: number }[] {
  switch (symbol.kind) {
    case 'generic':
      return [{ pip: 0, generic: symbol.amount, life: 0 }];
    case 'variable':
      return [{ pip: 0, generic: 0, life: 0 }]; // 107.3g: X is 0 in a castability check
    case 'colored':
      return [{ pip: MANA_BIT[symbol.color], generic: 0, life: 0 }];
    case 'colorless':
      return [{ pip: MANA_BIT.C, generic: 0, life: 0 }]; // 107.4c: only colorless mana
    case 'hybrid':
      return [{ pip: maskOf(symbol.colors), generic: 0, life: 0 }];
    case 'monocolored-hybrid':
      return [
        { pip: MANA_BIT[symbol.color], generic: 0, life: 0 },
        { pip: 0, generic: 2, life: 0 },
      ];
    case 'phyrexian': {
      const mana = { pip: maskOf(symbol.colors), generic: 0, life: 0 };
      return options.phyrexianLife ? [mana, { pip: 0, generic: 0, life: 2 }] : [mana];
    }
    case 'snow':
      return [{ pip: SNOW_BIT, generic: 0, life: 0 }];
    // Half mana ({HW}, Un-cards) cannot be produced by ordinary sources; paying a whole W covers it.
    case 'half':
      return [{ pip: MANA_BIT[symbol.color], generic: 0, life: 0 }];
  }
}

const variantKey = (v: PaymentVariant) => `${[...v.pips].sort((a, b) => a - b).join(',')}|${v.amount}|${v.life}`;

/** Compiles one face's mana cost; an empty cost is free ({0}, CR 118.5). Throws ManaCostError on a bad cost. */
export function compileManaCost(cost: string, options: CostOptions): CostProgram {
  const symbols = parseManaCost(cost);
  let variants: PaymentVariant[] = [{ pips: [], amount: 0, life: 0 }];
  for (const symbol of symbols) {
    const next = new Map<string, PaymentVariant>();
    for (const variant of variants) {
      for (const choice of symbolChoices(symbol, options)) {
        const v: PaymentVariant = {
          pips: choice.pip ? [...variant.pips, choice.pip] : variant.pips,
          amount: variant.amount + (choice.pip ? 1 : 0) + Math.ceil(choice.generic),
          life: variant.life + choice.life,
        };
        next.set(variantKey(v), v);
      }
    }
    variants = [...next.values()];
  }
  return {
    variants,
    manaValue: manaValue(symbols),
    hasX: symbols.some((s) => s.kind === 'variable'),
  };
}
