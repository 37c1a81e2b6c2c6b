// Migration 024 (a printing's MTGO foil catalog id) on a schema-23 file of real cards: its printings have no foil id,
// so a foil CatID finds nothing until the card data is imported again; then it finds the printing MTGJSON gives it
// (Dragon's Maze's Simic Guildgate: mtgoId 48378, mtgoFoilId 48379), as on a fresh file.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../open.ts';
import { MIGRATIONS } from './index.ts';
import { importCardFiles } from '../import/import.ts';
import { catalogPrintingLookup } from '../resolve.ts';
import { copyCardRowsInto } from '../../test/legacy-db.ts';
import { sharedPath, tempDir } from '../../test/shared-data.ts';
import { mtgjsonSet } from '../../test/real-cards.ts';

const dir = tempDir('decklab-024-mtgo-foil-');
afterAll(() => dir.cleanup());

describe('migration 024: MTGO foil catalog ids', () => {
  it('a schema-23 file finds a foil CatID once its card data is imported again, as a fresh file does', async () => {
    const guildgate = mtgjsonSet('DGM').cards.find((c) => c.name === 'Simic Guildgate')!;
    const [nonfoil, foil] = [guildgate.identifiers.mtgoId, guildgate.identifiers.mtgoFoilId].map(Number);
    expect([nonfoil, foil]).toEqual([48378, 48379]);
    const files = [sharedPath('mtgjson', 'sets', 'DGM.json')];
    const freshFile = join(dir.dir, 'fresh.sqlite');
    const fresh = openDatabase(freshFile);
    await importCardFiles(fresh, files);
    const expected = { set: 'dgm', collectorNumber: guildgate.number, printingId: guildgate.identifiers.scryfallId };
    expect(catalogPrintingLookup(fresh)(foil)).toEqual({ ...expected, foil: true });
    expect(catalogPrintingLookup(fresh)(nonfoil)).toEqual({ ...expected, foil: false });

    const legacyFile = join(dir.dir, 'schema23.sqlite');
    const legacy = openDatabase(legacyFile, { migrations: MIGRATIONS.filter((m) => m.version <= 23) });
    copyCardRowsInto(legacy, freshFile);
    legacy.close();
    const migrated = openDatabase(legacyFile);
    expect(catalogPrintingLookup(migrated)(nonfoil)).toEqual({ ...expected, foil: false });
    expect(catalogPrintingLookup(migrated)(foil)).toBeUndefined();
    await importCardFiles(migrated, files);
    expect(catalogPrintingLookup(migrated)(foil)).toEqual({ ...expected, foil: true });
    migrated.close();
    fresh.close();
  });
});
