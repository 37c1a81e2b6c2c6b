// The kill loop of `npm run test:crash` (harness.ts), two kills per writer: enough to keep it working in every run.
import { describe, expect, it } from 'vitest';
import { killLoop } from './harness.ts';
import { WRITER_NAMES } from './writers.ts';

describe('a writer killed at a random moment leaves the database intact, and its data as before or after a step', () => {
  it.each(WRITER_NAMES)('%s', async (writer) => {
    const report = await killLoop(writer, 2, 7);
    expect(report.failures).toEqual([]);
    expect([...report.outcomes.values()].reduce((a, b) => a + b, 0)).toBe(2);
  });
});
