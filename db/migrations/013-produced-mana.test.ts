// Migration 013 on a schema-12 file of real cards: once migrated, produces: queries answer as on a fresh file (the
// index of version 4 fills card_search.produced when it is first searched).
import { afterAll, describe, expect, it } from 'vitest';
import { searchesAfterMigration } from '../../test/legacy-db.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

const dir = tempDir('decklab-013-');
afterAll(() => dir.cleanup());

describe('migration 013: the mana a card can add, in the search index', () => {
  it('a schema-12 file answers produces: as a fresh import does', async () => {
    const answers = await searchesAfterMigration(
      dir.dir,
      [sharedPath('mtgjson', 'sets', 'KHM.json')],
      12,
      ['produces:g t:land', 'produces=wu', 'produces:c'],
      (legacy) =>
        expect(
          legacy.prepare("SELECT 1 FROM pragma_table_info('card_search') WHERE name = 'produced'").get(),
        ).toBeUndefined(),
    );
    for (const { query, fresh, migrated } of answers) {
      expect(fresh.length, query).toBeGreaterThan(0);
      expect(migrated, query).toEqual(fresh);
    }
  });
});
