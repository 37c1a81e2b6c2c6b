// Migration 015 on a schema-14 file of real cards: once migrated, prints and sets answer as on a fresh file (the
// index of version 6 fills card_search.print_count and set_count when it is first searched).
import { afterAll, describe, expect, it } from 'vitest';
import { searchesAfterMigration } from '../../test/legacy-db.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

const dir = tempDir('decklab-015-');
afterAll(() => dir.cleanup());

describe('migration 015: how many printings and sets a card has, in the search index', () => {
  it('a schema-14 file answers prints and sets as a fresh import does', async () => {
    const answers = await searchesAfterMigration(
      dir.dir,
      [sharedPath('mtgjson', 'sets', 'KHM.json'), sharedPath('mtgjson', 'sets', 'KHC.json')],
      14,
      ['prints>=2', 'prints=1 r:mythic', 'sets=1 t:snow'],
      (legacy) =>
        expect(
          legacy.prepare("SELECT 1 FROM pragma_table_info('card_search') WHERE name = 'print_count'").get(),
        ).toBeUndefined(),
    );
    for (const { query, fresh, migrated } of answers) {
      expect(fresh.length, query).toBeGreaterThan(0);
      expect(migrated, query).toEqual(fresh);
    }
  });
});
