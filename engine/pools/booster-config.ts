// A set's booster configurations as MTGJSON describes them (Set `booster`: one entry per product, "default",
// "arena", "draft", "collector" …). Each product has weighted layouts (`boosters`: how many cards each sheet
// gives) and its sheets (`sheets`: cards by MTGJSON uuid with weights, and the sheet's rules: foil, balanceColors,
// fixed, allowDuplicates). Read once at import, checked, and stored as this shape; weights are positive integers
// and totals are recomputed from them rather than trusted.
import { CardDataError, valueExcerpt } from '../cards/errors.ts';
import { asRecord, optionalBoolean, optionalString, type SourceRecord } from '../mtg/source-record.ts';

export interface BoosterSheet {
  /** MTGJSON card uuid → weight. */
  cards: Record<string, number>;
  foil: boolean;
  /** MTGJSON: the sheet's colors are balanced (at least one card of each color in a draw of it). */
  balanceColors: boolean;
  /** MTGJSON: every card of the sheet is in the pack, each `weight` times (Jumpstart-like products). */
  fixed: boolean;
  /** MTGJSON: a draw of the sheet may repeat a card; otherwise one draw never does. */
  allowDuplicates: boolean;
}

export interface BoosterLayout {
  /** Sheet name → cards the pack takes from it. */
  contents: Record<string, number>;
  weight: number;
}

export interface BoosterProduct {
  /** MTGJSON's name of a product other than "default" ("Arena Booster"). */
  name?: string;
  boosters: BoosterLayout[];
  sheets: Record<string, BoosterSheet>;
}

/** Product id ("default", "arena", …) → its configuration. */
export type BoosterProducts = Record<string, BoosterProduct>;

function positiveInteger(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1)
    throw new CardDataError(`bad "${path}": expected a positive whole number`, 'skip.field-not-count', {
      field: path,
      value: valueExcerpt(value),
    });
  return value;
}

function weights(value: unknown, path: string): Record<string, number> {
  const rec = asRecord(value, path);
  const out: Record<string, number> = {};
  for (const [key, weight] of Object.entries(rec)) out[key] = positiveInteger(weight, `${path}.${key}`);
  if (Object.keys(out).length === 0) throw new CardDataError(`"${path}" is empty`, 'skip.field-empty', { field: path });
  return out;
}

function sheetOf(rec: SourceRecord, path: string): BoosterSheet {
  return {
    cards: weights(rec.cards, `${path}.cards`),
    foil: optionalBoolean(rec, 'foil', path) ?? false,
    balanceColors: optionalBoolean(rec, 'balanceColors', path) ?? false,
    fixed: optionalBoolean(rec, 'fixed', path) ?? false,
    allowDuplicates: optionalBoolean(rec, 'allowDuplicates', path) ?? false,
  };
}

function productOf(value: unknown, path: string): BoosterProduct {
  const rec = asRecord(value, path);
  const sheetsRec = asRecord(rec.sheets, `${path}.sheets`);
  const sheets: Record<string, BoosterSheet> = {};
  for (const [name, sheet] of Object.entries(sheetsRec))
    sheets[name] = sheetOf(asRecord(sheet, `${path}.sheets.${name}`), `${path}.sheets.${name}`);
  if (!Array.isArray(rec.boosters) || rec.boosters.length === 0)
    throw new CardDataError(`"${path}.boosters" must be a non-empty array`, 'skip.field-empty', {
      field: `${path}.boosters`,
    });
  const boosters = rec.boosters.map((layout, i): BoosterLayout => {
    const at = `${path}.boosters[${i}]`;
    const layoutRec = asRecord(layout, at);
    const contents = weights(layoutRec.contents, `${at}.contents`);
    for (const sheet of Object.keys(contents))
      if (!(sheet in sheets))
        throw new CardDataError(
          `"${at}.contents" names the sheet "${sheet}", which is not in "${path}.sheets"`,
          'skip.unknown-sheet',
          { field: `${at}.contents`, value: sheet },
        );
    return { contents, weight: positiveInteger(layoutRec.weight, `${at}.weight`) };
  });
  const name = optionalString(rec, 'name', path);
  return { ...(name ? { name } : {}), boosters, sheets };
}

/** MTGJSON's Set `booster` → the products, checked; a malformed one is a CardDataError naming the field. */
export function boosterProductsFromMtgjson(value: unknown, path = 'booster'): BoosterProducts {
  const rec = asRecord(value, path);
  const products: BoosterProducts = {};
  for (const [kind, product] of Object.entries(rec)) products[kind] = productOf(product, `${path}.${kind}`);
  return products;
}
