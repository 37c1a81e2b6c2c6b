// Once per unit-test run: a folder for the card databases test files share (test/deck-cards-db.ts), removed at the
// end, so that no run reads another run's builds.
import { TEST_DB_CACHE, tempDir } from './shared-data.ts';

export default function setup(): () => void {
  const cache = tempDir('decklab-test-dbs-');
  process.env[TEST_DB_CACHE] = cache.dir;
  return () => {
    delete process.env[TEST_DB_CACHE];
    cache.cleanup();
  };
}
