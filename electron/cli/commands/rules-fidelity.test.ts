// `decklab validate` and `decklab search` on the classes of error of issue 13, run as a user runs them against real
// cards (MTGJSON sets of ../shared/data) and a real Brawl decklist: Brawl legality keys, melded permanents, id: with
// basic land types, numbers of any face.
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deckDbCli } from '../../../test/cli.ts';
import { openDatabase } from '../../../db/open.ts';
import type { Card } from '../../../engine/cards/types.ts';
import type { OperationOutput } from '../../api/types.ts';
import type { SearchCardJson } from './search.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';

const cli = deckDbCli(['ELD', 'EMN', 'ZNR', 'KHM', 'GRN', 'MID']);
const { decklab } = cli;
const scratch = tempDir('decklab-rules-');
afterAll(() => scratch.cleanup());

const FAERIE_SCHEMES = sharedPath('decks', 'plain-taw', 'brawl__eld__Faerie Schemes.txt');

/** The Faerie Schemes list with lines added, in a scratch file. */
function faerieSchemesWith(...lines: string[]): string {
  const file = join(scratch.dir, `faerie-${lines.length}-${lines[0].replace(/\W+/g, '-')}.txt`);
  writeFileSync(file, `${readFileSync(FAERIE_SCHEMES, 'utf8').trimEnd()}\n${lines.join('\n')}\n`);
  return file;
}

const storedCards = () => {
  const db = openDatabase(cli.file);
  const cards = (db.prepare('SELECT data FROM cards').pluck().all() as string[]).map((d) => JSON.parse(d) as Card);
  db.close();
  return cards;
};

async function searchNames(query: string): Promise<string[]> {
  const { code, stdout, stderr } = await decklab('search', '--json', query, '--limit', '1000');
  expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  return (JSON.parse(stdout) as { cards: SearchCardJson[] }).cards.map((c) => c.name).sort();
}

describe('decklab validate', () => {
  it('CR 903.12b: a Standard card the 2022 data lists only under "brawl" passes 60-card Brawl; a banned one is "banned", not "not legal"', async () => {
    const { code, stdout } = await decklab(
      'validate',
      faerieSchemesWith('1 Narfi, Betrayer King', '1 Omnath, Locus of Creation'),
      '--format',
      'brawl',
      '--json',
    );
    expect(code).toBe(1);
    const { problems } = JSON.parse(stdout) as OperationOutput<'decks.validate'>;
    expect(problems.filter((p) => p.cards.includes('Narfi, Betrayer King'))).toEqual([]);
    expect(problems.filter((p) => p.cards.includes('Omnath, Locus of Creation')).map((p) => [p.code, p.rule])).toEqual([
      ['commander.color-identity', '903.5c'],
      ['legality.banned', '903.12b'],
    ]);
  });

  it('CR 712.4: a melded permanent in the list is refused with its own problem', async () => {
    const { code, stdout } = await decklab(
      'validate',
      faerieSchemesWith('1 Brisela, Voice of Nightmares'),
      '--format',
      'brawl',
    );
    expect(code).toBe(1);
    expect(stdout).toContain('Brisela, Voice of Nightmares: the back face of two meld cards, not a card');
    expect(stdout).toContain('712.4');
  });
});

describe('decklab search', () => {
  it("f:brawl and f:standardbrawl list what the validator's 60-card Brawl accepts", async () => {
    const expected = storedCards()
      .filter((c) => ['legal', 'restricted'].includes(c.legalities.brawl))
      .map((c) => c.name)
      .sort();
    expect(expected).toContain('Narfi, Betrayer King');
    expect(await searchNames('f:brawl')).toEqual(expected);
    expect(await searchNames('f:standardbrawl')).toEqual(expected);
  });

  it('CR 903.5d: id: counts basic land types: Island is blue, Watery Grave blue-black', async () => {
    const blue = await searchNames('id:u t:land');
    expect(blue).toContain('Island');
    expect(blue).not.toContain('Watery Grave');
    expect(await searchNames('id:c t:land')).not.toContain('Island');
    expect(await searchNames('id>=ub t:land')).toContain('Watery Grave');
  });

  it("pow matches a back face (a MID werewolf's, CR 712)", async () => {
    const transformed = storedCards()
      .filter(
        (c) =>
          c.layout === 'transform' &&
          c.faces.slice(1).some((f) => Number.parseFloat(f.power ?? '') >= 6) &&
          !(Number.parseFloat(c.faces[0].power ?? '') >= 6),
      )
      .map((c) => c.name);
    expect(transformed.length).toBeGreaterThan(0);
    expect(await searchNames('pow>=6 is:transform')).toEqual(expect.arrayContaining(transformed));
  });
});
