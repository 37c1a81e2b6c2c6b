import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { deckDbCli } from '../../../test/cli.ts';
import { sharedPath } from '../../../test/shared-data.ts';
import { readDeckList } from '../../../engine/decks/lists/index.ts';

const { decklab } = deckDbCli(['AFC', 'AFR']);

const cod = sharedPath('decks', 'cockatrice-cod', 'AuraOfCourage_AFC.cod');
const taw = sharedPath('decks', 'plain-taw', 'cmd__afc__Aura of Courage.txt');

describe('decklab convert', () => {
  it('converts a taw list to Forge: full names, commander kept, the Display Commander line reported on stderr', async () => {
    const { code, stdout, stderr } = await decklab('convert', taw, '--to', 'forge');
    expect(code).toBe(0);
    const forge = readDeckList(stdout);
    expect(forge.format).toBe('forge');
    expect(forge.deck.boards.commander).toMatchObject([{ name: 'Galea, Kindler of Hope', count: 1 }]);
    expect(stdout).toContain('1 Realm-Cloaked Giant // Cast Off');
    expect(stderr).toMatch(/Aura of Courage\.txt:95: warning: .*display-only/);
  });

  it('writes Arena set codes from the database for a list that has none', async () => {
    const { code, stdout } = await decklab('convert', cod, '--to', 'arena');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^1 Sol Ring \(AFC\) \d+$/m);
  });

  it('--json gives the text, the detected format and every problem', async () => {
    const { stdout } = await decklab('convert', taw, '--to', 'mtgo-dek', '--json');
    const out = JSON.parse(stdout) as { from: string; to: string; text: string; notices: { code: string }[]; problems: { code: string }[] };
    expect(out).toMatchObject({ from: 'text', to: 'mtgo-dek' });
    expect(out.notices).toMatchObject([{ code: 'board-moved' }]);
    expect(out.problems.map((p) => p.code)).toEqual(['not-playable-section']);
    expect(readDeckList(out.text).deck.boards.side).toMatchObject([{ name: 'Galea, Kindler of Hope' }]);
  });

  it('exits 1 when a card cannot be resolved, naming its line', async () => {
    const { code, stderr } = await decklab('convert', sharedPath('decks', 'arena-and-misc', 'justinbacle-mtga-style-no-setcodes.txt'), '--to', 'text');
    expect(code).toBe(1);
    expect(stderr).toMatch(/no-setcodes\.txt:7: error: .*"Æther Flash"/);
  });

  it('exits 2 with one line for a file it cannot read or a format it does not know', async () => {
    const missing = await decklab('convert', join(sharedPath('decks'), 'nope.txt'), '--to', 'forge');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^decklab: cannot read deck file .*nope\.txt: no such file\n$/);
    const badFormat = await decklab('convert', taw, '--to', 'mwdeck');
    expect(badFormat.code).toBe(2);
    expect(badFormat.stderr.trim().split('\n')).toHaveLength(1);
  });
});
