// An import leaves its pages in the WAL and the import's connection copies them into the database file when it
// closes (checkpointAndClose), even while the app's own connection keeps the file open: the next small write
// anywhere must not pay for the whole import's checkpoint.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../open.ts';
import { checkpointAndClose, importCardFiles } from './import.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';

const dir = tempDir('decklab-checkpoint-');
afterAll(() => dir.cleanup());

/** WAL frames not yet copied into the database file (a NOOP checkpoint only reports them). */
function framesLeft(db: ReturnType<typeof openDatabase>): number {
  const [result] = db.pragma('wal_checkpoint(NOOP)') as { log: number; checkpointed: number }[];
  return result.log - result.checkpointed;
}

describe('the WAL after an import', () => {
  it('commits without checkpointing, then the import connection checkpoints as it closes', async () => {
    const file = join(dir.dir, 'app.sqlite');
    const app = openDatabase(file);
    const importer = openDatabase(file);
    await importCardFiles(importer, [sharedPath('mtgjson', 'sets', 'M21.json')]);
    expect(framesLeft(importer)).toBeGreaterThan(100); // the import's pages wait in the WAL
    expect(importer.pragma('wal_autocheckpoint', { simple: true })).toBe(1000); // and the setting is back
    checkpointAndClose(importer);
    expect(framesLeft(app)).toBe(0);
    expect(app.prepare("SELECT count(*) FROM cards WHERE name = 'Ugin, the Spirit Dragon'").pluck().get()).toBe(1);
    app.close();
  });
});
