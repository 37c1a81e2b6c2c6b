// Migration 012 on a schema-10 file of real cards whose data carries Japanese text: once migrated, Japanese t: and o:
// queries answer as on a fresh file (the index of version 3 fills search_ja when it is first searched).
import { afterAll, describe, expect, it } from 'vitest';
import { searchesAfterMigration } from '../../test/legacy-db.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

const dir = tempDir('decklab-012-');
afterAll(() => dir.cleanup());

describe('migration 012: the Japanese type lines and rules text of the search index', () => {
  it('a schema-10 file answers t:クリーチャー and o:飛行 as a fresh import does', async () => {
    const answers = await searchesAfterMigration(
      dir.dir,
      [sharedPath('mtgjson', 'sets', 'M21.json')],
      10,
      ['t:クリーチャー', 'o:飛行', 't:伝説の o:カードを1枚引く'],
      (legacy) => expect(legacy.prepare("SELECT 1 FROM sqlite_schema WHERE name = 'search_ja'").get()).toBeUndefined(),
    );
    for (const { query, fresh, migrated } of answers) {
      expect(fresh.length, query).toBeGreaterThan(0);
      expect(migrated, query).toEqual(fresh);
    }
  });
});
