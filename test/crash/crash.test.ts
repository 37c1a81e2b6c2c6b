// A small run of the kill loop of `npm run test:crash` (harness.ts), so it keeps working between full runs: one
// kill of each of the two writers whose work spans seconds and files (the card import and the migration).
import { describe, expect, it } from 'vitest';
import { killLoop } from './harness.ts';

describe('a writer killed at a random moment leaves the database intact, and its data as before or after a step', () => {
  it.each(['card-import', 'migration'] as const)('%s', async (writer) => {
    const report = await killLoop(writer, 1, 7);
    expect(report.failures).toEqual([]);
    expect([...report.outcomes.values()]).toEqual([1]);
  });
});
