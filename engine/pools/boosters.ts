// Opening boosters from a set's MTGJSON configuration (booster-config.ts), seeded: a layout is picked by its
// weight, then each sheet of it gives its count of cards by their weights. As MTGJSON describes sheets: one draw
// of a sheet never repeats a card unless the sheet allows duplicates; a `balanceColors` sheet's draw holds a card
// of each color; a `fixed` sheet gives all its cards, each `weight` times; a `foil` sheet's cards are foil.
// Booster i of seed s is a pure function of (s, i), whatever the number opened.
import { Xoshiro128 } from '../rng/xoshiro128.ts';
import type { BoosterLayout, BoosterProduct, BoosterSheet } from './booster-config.ts';
import { uniformBelow } from './uniform.ts';
import type { DeckEntry } from '../decks/types.ts';

/** A card a sheet names, as the card data has it. */
export interface SheetCard {
  printingId: string;
  cardId: string;
  name: string;
  /** Set code as printings store it (lower case) and collector number. */
  set: string;
  collectorNumber: string;
  rarity: string;
  colors: readonly string[];
}

export interface OpenedCard extends SheetCard {
  foil: boolean;
  sheet: string;
}

/** A sheet some of whose cards the card data lacks (cards of another set not imported, e.g. STX's Mystical Archive). */
export interface MissingSheetCards {
  sheet: string;
  /** Cards the sheet names that the card data lacks, of `cards`. */
  missing: number;
  cards: number;
}

export interface OpenedBoosters {
  packs: OpenedCard[][];
  /** Sheets drawn from the cards present only; a sheet with none present gave nothing. */
  missing: MissingSheetCards[];
}

/** The colors a balanced sheet's draw holds one of each (MTGJSON balanceColors; taw's mtg.wtf balances WUBRG). */
const BALANCED_COLORS = ['W', 'U', 'B', 'R', 'G'] as const;

interface PreparedSheet {
  name: string;
  rules: BoosterSheet;
  cards: SheetCard[];
  weights: number[];
}

function prepareSheet(name: string, rules: BoosterSheet, known: ReadonlyMap<string, SheetCard>): PreparedSheet {
  const cards: SheetCard[] = [];
  const weights: number[] = [];
  for (const [uuid, weight] of Object.entries(rules.cards)) {
    const card = known.get(uuid);
    if (!card) continue;
    cards.push(card);
    weights.push(weight);
  }
  return { name, rules, cards, weights };
}

/** The index picked by weight among `weights` (zero weights never picked); -1 when all are zero. */
function pickByWeight(rng: Xoshiro128, weights: readonly number[]): number {
  let total = 0;
  for (const w of weights) total += w;
  if (total === 0) return -1;
  let r = uniformBelow(rng, total);
  for (let i = 0; i < weights.length; i++) {
    if (r < weights[i]) return i;
    r -= weights[i];
  }
  return -1; // not reached: r < total
}

/** The card drawn first for each color of a balanced sheet: among its cards of that one color, by weight. */
function balancingPicks(rng: Xoshiro128, sheet: PreparedSheet, left: number[], count: number): number[] {
  const picks: number[] = [];
  for (const color of BALANCED_COLORS) {
    if (picks.length === count) break;
    const ofColor = left.map((w, i) =>
      sheet.cards[i].colors.length === 1 && sheet.cards[i].colors[0] === color ? w : 0,
    );
    const i = pickByWeight(rng, ofColor);
    if (i < 0) continue;
    picks.push(i);
    left[i] = 0;
  }
  return picks;
}

/** `count` cards of one sheet for one pack. */
function drawSheet(rng: Xoshiro128, sheet: PreparedSheet, count: number): OpenedCard[] {
  const opened = (i: number): OpenedCard => ({ ...sheet.cards[i], foil: sheet.rules.foil, sheet: sheet.name });
  if (sheet.rules.fixed)
    return Array.from({ length: count }, () =>
      sheet.cards.flatMap((_, i) => Array.from({ length: sheet.weights[i] }, () => opened(i))),
    ).flat();
  const left = [...sheet.weights];
  const picks = sheet.rules.balanceColors ? balancingPicks(rng, sheet, left, count) : [];
  while (picks.length < count) {
    const i = pickByWeight(rng, sheet.rules.allowDuplicates ? sheet.weights : left);
    if (i < 0) break; // fewer cards present than the sheet gives: missingCards says so
    picks.push(i);
    left[i] = 0;
  }
  return picks.map(opened);
}

function openOne(
  rng: Xoshiro128,
  layouts: readonly BoosterLayout[],
  sheets: ReadonlyMap<string, PreparedSheet>,
): OpenedCard[] {
  const weights = layouts.map((l) => l.weight);
  const layout = layouts[pickByWeight(rng, weights)];
  return Object.entries(layout.contents).flatMap(([name, count]) => drawSheet(rng, sheets.get(name)!, count));
}

/** The sheets the product's layouts use whose cards the card data lacks in part or whole. */
function missingCards(sheets: Iterable<PreparedSheet>): MissingSheetCards[] {
  const missing: MissingSheetCards[] = [];
  for (const sheet of sheets) {
    const cards = Object.keys(sheet.rules.cards).length;
    if (sheet.cards.length < cards) missing.push({ sheet: sheet.name, missing: cards - sheet.cards.length, cards });
  }
  return missing;
}

/**
 * Opens `count` boosters of `product`; `known` gives the card data's printing for each MTGJSON uuid it has. Sheets
 * whose cards the card data lacks are drawn from the cards present and named in `missing`.
 */
export function openBoosters(
  product: BoosterProduct,
  known: ReadonlyMap<string, SheetCard>,
  options: { seed: number; count: number },
): OpenedBoosters {
  const used = new Set(product.boosters.flatMap((l) => Object.keys(l.contents)));
  const sheets = new Map([...used].map((name) => [name, prepareSheet(name, product.sheets[name], known)]));
  const rng = new Xoshiro128();
  const packs: OpenedCard[][] = [];
  for (let i = 0; i < options.count; i++) {
    rng.seedGame(options.seed, i);
    packs.push(openOne(rng, product.boosters, sheets));
  }
  return { packs, missing: missingCards(sheets.values()) };
}

/** The most boosters one opening takes (a booster box); a sealed pool is 6, a draft 3 per player. */
export const MAX_BOOSTERS = 36;
/** Boosters of a sealed pool (Forge and XMage open six). */
export const SEALED_BOOSTERS = 6;
/** Products tried, in order, when none is named: MTGJSON's "default" (older sets), then "draft" and "play". */
const DEFAULT_PRODUCTS: readonly string[] = ['default', 'draft', 'play'];

/** The product opened when none is named: the first of DEFAULT_PRODUCTS the set has, else its first. */
export function defaultProduct(products: readonly string[]): string | undefined {
  return DEFAULT_PRODUCTS.find((p) => products.includes(p)) ?? products[0];
}

/** The opened cards as pool entries: one per printing and finish, with its count. */
export function poolEntriesFromBoosters(packs: readonly OpenedCard[][]): DeckEntry[] {
  const entries = new Map<string, DeckEntry>();
  for (const card of packs.flat()) {
    const key = `${card.printingId}|${card.foil}`;
    const entry = entries.get(key);
    if (entry) entry.count++;
    else
      entries.set(key, {
        name: card.name,
        count: 1,
        cardId: card.cardId,
        printing: {
          set: card.set.toUpperCase(),
          collectorNumber: card.collectorNumber,
          id: card.printingId,
          ...(card.foil ? { foil: true } : {}),
        },
      });
  }
  return [...entries.values()];
}

/** Rarities in the order a pool is shown, rarest first; any other rarity after them. */
const RARITY_ORDER = ['mythic', 'rare', 'uncommon', 'common'];

/** The opened cards grouped by rarity, rarest first, each group sorted by name. */
export function byRarity(cards: readonly OpenedCard[]): { rarity: string; cards: OpenedCard[] }[] {
  const groups = new Map<string, OpenedCard[]>();
  for (const card of cards) groups.set(card.rarity, [...(groups.get(card.rarity) ?? []), card]);
  const rank = (r: string) => (RARITY_ORDER.includes(r) ? RARITY_ORDER.indexOf(r) : RARITY_ORDER.length);
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([rarity, group]) => ({ rarity, cards: group.sort((x, y) => x.name.localeCompare(y.name)) }));
}

/** The English words of a sheet drawn from part of its cards (the app words it from the same figures). */
export function missingSheetText(m: MissingSheetCards): string {
  const rest =
    m.missing === m.cards ? 'the sheet gave no card' : `the packs were drawn from the other ${m.cards - m.missing}`;
  return `sheet "${m.sheet}": ${m.missing} of its ${m.cards} cards are not in the card data (cards of another set: import that set to have them); ${rest}`;
}
