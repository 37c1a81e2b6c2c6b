import { globSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';

const UNIT_TESTS = [
  'engine/**/*.test.ts',
  'db/**/*.test.ts',
  'protocol/**/*.test.ts',
  'electron/**/*.test.ts',
  'test/**/*.test.ts',
];
/**
 * Test files that stand in for a module with vi.mock (the window's settings, which the renderer keeps in
 * localStorage): each needs a module registry of its own, since another file's modules would hold its stand-in.
 */
const MOCKING_TESTS = globSync(UNIT_TESTS).filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));

export default defineConfig({
  test: {
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
    projects: [
      {
        extends: true,
        // A worker runs its files one after another in one module registry, so modules load once per worker, not once
        // per file (test files keep no state in the modules they share; figures in docs/performance.md).
        test: {
          name: 'unit',
          include: UNIT_TESTS,
          exclude: [...configDefaults.exclude, ...MOCKING_TESTS],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'unit-mocking', include: MOCKING_TESTS } },
    ],
  },
});
