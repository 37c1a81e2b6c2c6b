// Custom keep rules written as text, for the CLI's --keep and the lab's field: "7:2-5,6:2-4,5:1-4,4:0-7"
// keeps a hand of each size when its lands (after London bottoming) are in the range. A size not listed
// keeps every hand, as in a preset (engine/goldfish/policy.ts).
import type { KeepRule, MulliganPolicy } from './policy.ts';
import type { Reason, ReasonCode, Reasoned } from '../text/reasons.ts';

/** Keep rules that cannot be read: a RangeError, with the reason a screen words. */
export class KeepSpecError extends RangeError implements Reasoned {
  readonly reason: Reason;
  constructor(message: string, code: ReasonCode, params: Reason['params'] = {}) {
    super(message);
    this.name = 'KeepSpecError';
    this.reason = { code, params };
  }
}

const PART_RE = /^(\d+):(?:(\d+)-(\d+)|always)$/;

/** The text's mulligan policy; a RangeError names the part that cannot be read. */
export function parseKeepSpec(spec: string): MulliganPolicy {
  const text = spec.replace(/\s+/g, '');
  if (text === '')
    throw new KeepSpecError(
      'keep rules are empty; write them as 7:2-5,6:2-4,5:1-4,4:0-7 (hand size:lands)',
      'keep.empty',
    );
  const bySize: Record<number, KeepRule> = {};
  for (const part of text.split(',')) {
    const m = PART_RE.exec(part);
    if (!m)
      throw new KeepSpecError(
        `cannot read the keep rule "${part}"; write hand size:fewest-most lands, e.g. 7:2-5, or 4:always`,
        'keep.unreadable',
        { part },
      );
    const size = Number(m[1]);
    if (size < 1 || size > 7)
      throw new KeepSpecError(
        `the keep rule "${part}" is for a hand of ${size} cards; hand sizes go from 1 to 7 (CR 103.5)`,
        'keep.hand-size',
        { part, size },
      );
    if (bySize[size]) throw new KeepSpecError(`the ${size}-card hand has two keep rules`, 'keep.twice', { size });
    const low = Number(m[2] ?? 0);
    const high = Math.min(size, Number(m[3] ?? size));
    if (low > Number(m[3] ?? size))
      throw new KeepSpecError(
        `the keep rule "${part}" asks for at least ${low} and at most ${m[3]} lands`,
        'keep.range',
        { part, low, high: m[3] },
      );
    if (low > size)
      throw new KeepSpecError(
        `the keep rule "${part}" asks for more lands than a ${size}-card hand holds`,
        'keep.more-than-hand',
        { part, size },
      );
    // Every land count from 0 to the hand size: every hand is kept, and the mulligans stop here.
    bySize[size] = low === 0 && high === size ? { keep: 'always' } : { keep: [{ lands: [low, high] }] };
  }
  const canonical = Object.keys(bySize)
    .map(Number)
    .sort((a, b) => b - a)
    .map((size) => {
      const rule = bySize[size].keep;
      return rule === 'always' ? `${size}:always` : `${size}:${rule[0].lands[0]}-${rule[0].lands[1]}`;
    })
    .join(',');
  return {
    id: `custom:${canonical}`,
    name: canonical,
    source: 'custom keep rules (lands in the kept hand, by hand size)',
    bySize,
    mdfcCountsAsLand: true,
  };
}
