import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'engine/**/*.test.ts',
      'db/**/*.test.ts',
      'protocol/**/*.test.ts',
      'electron/**/*.test.ts',
      'test/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // A test that asserts nothing fails: it cannot fail otherwise.
    expect: { requireAssertions: true },
  },
});
