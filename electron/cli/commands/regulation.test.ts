// `decklab regulation` and the Duel Masters Hall of Fame regulation (DM 100.2) a check applies, run the way a user runs
// them against a real card database holding the Latepate64 Duel Masters card data: the bundled excerpt says it is
// one, a regulation file loaded applies to every check after it, a broken one is refused whole, --bundled goes back.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deckDbCli } from '../../../test/cli.ts';
import { tempDir } from '../../../test/shared-data.ts';
import { dmDeckList, dmDeckOf, dmPlainAttacker } from '../../../test/goldfish-fixtures.ts';
import type { OperationOutput } from '../../api/types.ts';

type ValidateJson = OperationOutput<'decks.validate'>;
type RegulationJson = OperationOutput<'formats.dmRegulation'>;

const { decklab } = deckDbCli([], { duelMasters: true });
const scratch = tempDir('decklab-regulation-');
const DECK = dmDeckOf('fire', dmPlainAttacker('fire'));
const LISTED = DECK.main[0].card.name;
const deckFile = join(scratch.dir, 'fire.txt');
const fullList = join(scratch.dir, 'hall-of-fame.json');
const broken = join(scratch.dir, 'broken.json');
const notJson = join(scratch.dir, 'cut-short.json');
beforeAll(() => {
  writeFileSync(deckFile, dmDeckList(DECK));
  // A list as a player keeps it: a title, a source, the deck's first card in the Hall of Fame since 2020.
  const list = {
    title: 'Hall of Fame as a player keeps it',
    sources: ['a player’s own list'],
    entries: [{ name: LISTED, limit: 1, from: '2020-01-01' }],
  };
  writeFileSync(fullList, JSON.stringify(list));
  writeFileSync(broken, JSON.stringify({ ...list, entries: [{ name: LISTED, limit: 3, from: '2020-01-01' }] }));
  writeFileSync(notJson, JSON.stringify(list).slice(0, 40));
});
afterAll(() => scratch.cleanup());

const validate = (...options: string[]) => decklab('validate', deckFile, '--format', 'dm', ...options);

describe('decklab regulation: the Hall of Fame list every Duel Masters check applies (DM 100.2)', () => {
  it('the bundled excerpt says it is one, in the check and in the command', async () => {
    const shown = await decklab('regulation', '--json');
    expect(JSON.parse(shown.stdout) as RegulationJson).toMatchObject({ fileName: null, partial: true, entries: 6 });
    const text = await validate();
    expect(text.code).toBe(0);
    expect(text.stdout).toContain("Hall of Fame (DM 100.2): Decklab's bundled excerpt");
    expect(text.stdout).toContain('not the whole regulation, so a deck it passes may still break it');
    const json = JSON.parse((await validate('--json')).stdout) as ValidateJson;
    expect(json.regulation).toMatchObject({ partial: true, effective: new Date().toISOString().slice(0, 10) });
  });

  it('a regulation file loaded applies to every check after it; a broken one is refused and the loaded one stays', async () => {
    const loaded = await decklab('regulation', fullList);
    expect(loaded.code).toBe(0);
    expect(loaded.stdout).toContain('hall-of-fame.json — Hall of Fame as a player keeps it');
    expect(loaded.stdout).toContain('1 entry, 0 combinations; 1 card limited on');

    const checked = await validate('--json');
    expect(checked.code).toBe(1);
    const result = JSON.parse(checked.stdout) as ValidateJson;
    expect(result.problems).toEqual([
      expect.objectContaining({
        code: 'dm.hall-of-fame',
        rule: '100.2',
        cards: [LISTED],
        params: expect.objectContaining({ count: 4 }) as unknown,
      }),
    ]);
    expect(result.regulation).toEqual({
      effective: new Date().toISOString().slice(0, 10),
      cards: 1,
      partial: false,
      title: 'Hall of Fame as a player keeps it',
    });
    expect((await validate()).stdout).toContain(
      'Hall of Fame (DM 100.2): Hall of Fame as a player keeps it, 1 card limited on',
    );

    const refused = await decklab('regulation', broken);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('entries[0].limit must be 0 (Premium Hall of Fame) or 1 (Hall of Fame), not 3');
    const cutShort = await decklab('regulation', notJson);
    expect(cutShort.code).toBe(2);
    expect(cutShort.stderr).toContain('cut-short.json: is not JSON');
    expect((JSON.parse((await decklab('regulation', '--json')).stdout) as RegulationJson).fileName).toBe(
      'hall-of-fame.json',
    );
  });

  it('--bundled goes back to the excerpt: the deck passes again', async () => {
    expect((await decklab('regulation', '--bundled')).stdout).toContain('bundled with Decklab');
    expect((await validate()).code).toBe(0);
  });
});
