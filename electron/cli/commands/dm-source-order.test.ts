// The two Duel Masters files imported in either order, as a player would with `decklab import`: a card both files
// hold keeps the later file's text (neither file carries a date, ARCHITECTURE §2); where the files contradict each
// other their precedence decides (engine/dm/sources.ts), and the import says which cards they share and where they
// disagree. Shining Defense is a cross gear by its text (DM 303) in both readings; Kip Chippotto costs 3 (DM 201).
// A new database holds the bundled card data first, the Latepate64 JSON (data/bundled).
import { afterAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { captureCli } from '../../../test/cli.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import { cleanCardName } from '../../../engine/dm/clean-text.ts';
import { foldName } from '../../../engine/text/fold.ts';

const JSON_FILE = sharedPath('duelmasters', 'Latepate64-DuelMastersCards.json');
const CSV_FILE = sharedPath('duelmasters', 'Ravenite0-All_Cards.csv');
const scratch = tempDir();

/** The cards both files hold, by their names as the files write them. */
const folded = (name: string) => foldName(cleanCardName(name));
const csvNames = new Set(
  Papa.parse<{ CardName: string }>(readFileSync(CSV_FILE, 'utf8'), { header: true, skipEmptyLines: true }).data.map(
    (r) => folded(r.CardName),
  ),
);
const sharedCards = new Set(
  (JSON.parse(readFileSync(JSON_FILE, 'utf8')) as { cards: { name: string }[] }).cards
    .map((c) => folded(c.name))
    .filter((n) => csvNames.has(n)),
).size;
afterAll(() => scratch.cleanup());

describe('the Duel Masters files imported in either order', () => {
  it.each([
    ['the CSV, then the JSON', [CSV_FILE, JSON_FILE]],
    ['the JSON, then the CSV', [JSON_FILE, CSV_FILE]],
  ])(
    '%s: the import names the cards both hold; Shining Defense is a cross gear, Kip Chippotto costs 3',
    async (order, files) => {
      const db = join(scratch.dir, `${order.replace(/\W+/g, '-')}.sqlite`);
      const outputs: string[] = [];
      for (const file of files) {
        const run = await captureCli(['import', file, '--db', db, '--no-progress']);
        expect(run.code).toBe(0);
        outputs.push(run.stdout);
      }
      // The later file names the cards it shares with the one stored before, and the cost they disagree on.
      const other = files[1] === CSV_FILE ? 'the Latepate64 JSON' : 'the Ravenite CSV';
      expect(sharedCards).toBeGreaterThan(300);
      expect(outputs[1]).toContain(
        `  ${sharedCards} of its cards were stored from ${other}: their text is now this file's (`,
      );
      expect(outputs[1]).toContain(
        "  the files disagree on Kip Chippotto's cost (the Latepate64 JSON 2, the Ravenite CSV 3): kept 3\n",
      );
      const kip = await captureCli(['card', 'Kip Chippotto', '--db', db]);
      expect(kip.stdout.split('\n')[1]).toBe('Cost: 3  Civilization: Fire');
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
    },
  );
});
