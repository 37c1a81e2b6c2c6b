// The records a card data import skipped, gathered by their reason, so a screen says "412 skipped: tokens" once
// and lists the records under it.
import type { SkipCode, SkipReason } from '../../engine/text/reasons.ts';

export interface SkipGroup<W> {
  code: SkipCode;
  records: W[];
}

/** The records by the code of their reason, the largest group first (ties in the order the file gave them). */
export function skipGroups<W extends { why: SkipReason }>(records: readonly W[]): SkipGroup<W>[] {
  const groups = new Map<SkipCode, W[]>();
  for (const record of records) {
    const same = groups.get(record.why.code);
    if (same) same.push(record);
    else groups.set(record.why.code, [record]);
  }
  return [...groups]
    .map(([code, grouped]) => ({ code, records: grouped }))
    .sort((a, b) => b.records.length - a.records.length);
}
