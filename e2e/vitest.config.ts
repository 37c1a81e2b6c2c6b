// End-to-end tests: the built renderer in Debian's headless Chromium, bridged to the real API (on worker
// threads, as in the app) over a real SQLite file holding every card of ../shared/data.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    pool: 'forks',
    // Files in parallel, one per core: each has its own app and copy of the database, and a file spends much of its
    // time waiting on the page.
    maxWorkers: '100%',
    // A worker runs its files one after another in one process, so they share its Chromium (harness.ts
    // workerBrowser), each in contexts of its own: a launch costs seconds on a busy host.
    isolate: false,
    // A test that asserts nothing fails: it cannot fail otherwise.
    expect: { requireAssertions: true },
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
