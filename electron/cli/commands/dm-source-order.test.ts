// The two Duel Masters files imported in either order, as a player would with `decklab import`: a card both files
// hold keeps the later file's data (neither file carries a date, ARCHITECTURE §2), so where the files contradict each
// other the order would decide. Shining Defense is a cross gear by its text (DM 303) in both readings.
import { afterAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { captureCli } from '../../../test/cli.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';

const JSON_FILE = sharedPath('duelmasters', 'Latepate64-DuelMastersCards.json');
const CSV_FILE = sharedPath('duelmasters', 'Ravenite0-All_Cards.csv');
const scratch = tempDir();
afterAll(() => scratch.cleanup());

describe('the Duel Masters files imported in either order', () => {
  it.each([
    ['the CSV, then the JSON', [CSV_FILE, JSON_FILE]],
    ['the JSON, then the CSV', [JSON_FILE, CSV_FILE]],
  ])('%s: Shining Defense is a cross gear, Alphadios an evolution creature', async (order, files) => {
    const db = join(scratch.dir, `${order.replace(/\W+/g, '-')}.sqlite`);
    for (const file of files) expect((await captureCli(['import', file, '--db', db])).code).toBe(0);
    const shining = await captureCli(['card', 'Shining Defense', '--db', db]);
    expect(shining.stdout.split('\n').slice(0, 3)).toEqual([
      'Shining Defense',
      'Cost: 1  Civilization: Light',
      'Cross Gear',
    ]);
    const alphadios = await captureCli(['card', 'Alphadios, Lord of Spirits', '--db', db]);
    expect(alphadios.stdout.split('\n')[2]).toBe('Evolution Creature — Angel Command');
    // The same card under a Japanese type search, whichever file came last (DM 204.2: クロスギア).
    const search = await captureCli(['search', 't:クロスギア', 'civ:light', '--db', db]);
    expect(search.stdout).toContain('Shining Defense');
  });
});
