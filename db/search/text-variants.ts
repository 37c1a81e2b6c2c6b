// The variants of a card's rules text that search_text keeps (migration 008): the full text, the text without
// reminder text (o:), and each of those with the card's own name as "~". A variant equal to the one it falls
// back to is stored as NULL, and read back with coalesce over the same chain: most cards have no reminder text,
// and half never name themselves.
import type { IndexedCard } from '../../engine/search/indexed-card.ts';

type Variant = 'full_oracle' | 'oracle' | 'full_self' | 'oracle_self';

/** Each column of search_text in order, the IndexedCard text it holds, and the columns it falls back to when NULL. */
const VARIANTS: readonly {
  column: Variant;
  field: 'fullOracle' | 'oracle' | 'fullOracleSelf' | 'oracleSelf';
  fallbacks: readonly Variant[];
}[] = [
  { column: 'full_oracle', field: 'fullOracle', fallbacks: [] },
  { column: 'oracle', field: 'oracle', fallbacks: ['full_oracle'] },
  { column: 'full_self', field: 'fullOracleSelf', fallbacks: ['full_oracle'] },
  { column: 'oracle_self', field: 'oracleSelf', fallbacks: ['oracle', 'full_self', 'full_oracle'] },
];

export const TEXT_VARIANT_COLUMNS: readonly Variant[] = VARIANTS.map((v) => v.column);

/** A card's search_text values in TEXT_VARIANT_COLUMNS order, NULL where a variant equals its fallback. */
export function storedTextVariants(indexed: IndexedCard): (string | null)[] {
  const stored: Partial<Record<Variant, string | null>> = {};
  for (const { column, field, fallbacks } of VARIANTS) {
    const value = indexed[field];
    const fallback = fallbacks.map((c) => stored[c]).find((v) => v != null);
    stored[column] = value === fallback ? null : value;
  }
  return TEXT_VARIANT_COLUMNS.map((c) => stored[c]!);
}

/** SQL for one variant of search_text aliased `t`, as the card has it. */
export function textVariantSql(column: Variant): string {
  const chain = [column, ...VARIANTS.find((v) => v.column === column)!.fallbacks].map((c) => `t.${c}`);
  return chain.length === 1 ? chain[0] : `coalesce(${chain.join(', ')})`;
}
