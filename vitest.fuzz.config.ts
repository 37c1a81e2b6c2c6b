// `npm run test:fuzz`: the fuzz suite (test/fuzz) at 10,000 cases per target; `npm test` runs it at 1,000.
import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

// The unit config's options without its projects, whose includes would bring back the whole unit suite.
const { projects: _unitProjects, ...unitOptions } = base.test!;

export default defineConfig({
  test: {
    ...unitOptions,
    include: ['test/fuzz/**/*.test.ts'],
    env: { DECKLAB_FUZZ_RUNS: '10000' },
  },
});
