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
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Every core: vitest's default (cores - 1) runs one file at a time on a 2-core machine, while a file often
    // waits on the CLI's child processes and worker threads.
    maxWorkers: '100%',
    // A test that asserts nothing fails: it cannot fail otherwise.
    expect: { requireAssertions: true },
  },
});
