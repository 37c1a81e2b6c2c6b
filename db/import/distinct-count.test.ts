import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { DistinctCount } from './distinct-count.ts';

const countOf = (texts: readonly string[]) => {
  const count = new DistinctCount();
  for (const text of texts) count.add(text);
  return count.size;
};

describe('DistinctCount', () => {
  it('counts what a Set of the strings counts, repeats and all (property)', () => {
    fc.assert(fc.property(fc.array(fc.string({ maxLength: 6 }), { maxLength: 3000 }), (texts) => {
      expect(countOf(texts)).toBe(new Set(texts).size);
    }));
  });

  it('counts 300,000 printing ids, each given twice, through many doublings of its table', () => {
    const ids = Array.from({ length: 300_000 }, () => randomUUID());
    expect(countOf([...ids, ...ids.slice().reverse()])).toBe(300_000);
  });
});
