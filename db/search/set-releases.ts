// `date>khm`, `year:khm`: the set's release date looked up once, before the query compiles, so the SQL compares
// plain dates rather than running a subquery for every printing row (docs/performance.md).
import type { Db } from '../open.ts';
import { mapLeaves, type Filter } from '../../engine/search/ast.ts';
import { releasePeriod } from '../../engine/search/values.ts';
import { statement } from './statements.ts';

/**
 * The filter with each set's release in place of its code. Known-values has refused a set without a release date
 * (Duel Masters sets have none) before this runs.
 */
export function withSetReleases(db: Db, filter: Filter): Filter {
  const release = statement(db, 'SELECT released_at FROM sets WHERE code = ? COLLATE NOCASE').pluck();
  return mapLeaves(filter, (leaf) => {
    if (leaf.kind !== 'releasedSet') return leaf;
    const day = release.get(leaf.set) as string | null | undefined;
    const period = day ? releasePeriod(day, leaf.unit) : undefined;
    if (!period) throw new Error(`set "${leaf.set}" has no release date to compare with`);
    return { kind: 'released', op: leaf.op, ...period, span: leaf.span };
  });
}
