import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deckDbCli } from '../../../test/cli.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import { mtgjsonSet } from '../../../test/real-cards.ts';
import { readDeckList } from '../../../engine/decks/lists/index.ts';
import type { Deck } from '../../../engine/decks/types.ts';

const { decklab } = deckDbCli(['AFC', 'AFR']);

const cod = sharedPath('decks', 'cockatrice-cod', 'AuraOfCourage_AFC.cod');
const taw = sharedPath('decks', 'plain-taw', 'cmd__afc__Aura of Courage.txt');

describe('decklab convert', () => {
  it('converts a taw list to Forge: full names (front face for an adventure, as Forge writes it), commander kept, the Display Commander line reported on stderr', async () => {
    const { code, stdout, stderr } = await decklab('convert', taw, '--to', 'forge');
    expect(code).toBe(0);
    const forge = readDeckList(stdout);
    expect(forge.format).toBe('forge');
    expect(forge.deck.boards.commander).toMatchObject([{ name: 'Galea, Kindler of Hope', count: 1 }]);
    expect(stdout).toMatch(/^1 Realm-Cloaked Giant$/m);
    expect(stdout).not.toContain('Cast Off');
    expect(stderr).toMatch(/Aura of Courage\.txt:95: warning: .*display-only/);
  });

  it("--names ja writes Japanese names in a text list, which converts back to the English one; other apps' formats refuse it", async () => {
    const japanese = await decklab('convert', taw, '--to', 'text', '--names', 'ja');
    expect(japanese.code).toBe(0);
    const card = JSON.parse((await decklab('card', 'Galea, Kindler of Hope', '--json')).stdout) as {
      localizedNames: { ja: string };
    };
    expect(japanese.stdout).toContain(`1 ${card.localizedNames.ja} [AFC:1]`);
    const { dir, cleanup } = tempDir();
    try {
      const file = join(dir, 'aura-ja.txt');
      writeFileSync(file, japanese.stdout);
      const english = await decklab('convert', taw, '--to', 'text');
      expect((await decklab('convert', file, '--to', 'text')).stdout).toBe(english.stdout);
    } finally {
      cleanup();
    }
    const refused = await decklab('convert', taw, '--to', 'arena', '--names', 'ja');
    expect(refused).toMatchObject({ code: 2, stdout: '' });
    expect(refused.stderr).toBe(
      'decklab: --names japanese writes text and dm lists only: other apps read English names\n',
    );
  });

  it("--names takes the words search and collection list take (the API's) as well as en and ja", async () => {
    const [ja, japanese] = await Promise.all(
      ['ja', 'japanese'].map((names) => decklab('convert', taw, '--to', 'text', '--names', names)),
    );
    expect(japanese).toEqual(ja);
    expect(japanese.code).toBe(0);
    const [en, english, unnamed] = await Promise.all(
      [['--names', 'en'], ['--names', 'english'], []].map((names) => decklab('convert', taw, '--to', 'text', ...names)),
    );
    expect(english).toEqual(en);
    expect(english).toEqual(unnamed);
    expect(english.stdout).not.toBe(japanese.stdout);
    const bad = await decklab('convert', taw, '--to', 'text', '--names', 'jp');
    expect(bad).toMatchObject({ code: 2, stdout: '' });
    expect(bad.stderr).toBe('decklab: --names must be english or japanese (or en, ja), not "jp"\n');
  });

  it('writes Arena set codes from the database for a list that has none', async () => {
    const { code, stdout } = await decklab('convert', cod, '--to', 'arena');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^1 Sol Ring \(AFC\) \d+$/m);
  });

  it('--json gives the text, the detected format and every problem', async () => {
    const { stdout } = await decklab('convert', taw, '--to', 'mtgo-dek', '--json');
    const out = JSON.parse(stdout) as {
      from: string;
      to: string;
      text: string;
      notices: { code: string }[];
      problems: { code: string }[];
    };
    expect(out).toMatchObject({ from: 'text', to: 'mtgo-dek' });
    // The taw list's name and "// SOURCE:" notes have no place in a .dek file; the precon's cards new in AFC have no
    // MTGO catalog id (MTGO never sold it), its foil and pinned cards among them; "4 Island [AFR:*]" is AFR's on MTGO.
    expect(out.notices.map((n) => n.code)).toEqual(['board-moved', 'name-omitted', 'notes-omitted', 'no-catalog-id']);
    expect(out.problems.map((p) => p.code)).toEqual(['not-playable-section']);
    // MTGO keeps the commander in the sideboard; read back, a 100-card list's one sideboard card is the commander.
    expect(out.text).toMatch(/Sideboard="true" Name="Galea, Kindler of Hope"/);
    expect(readDeckList(out.text).deck.boards.commander).toMatchObject([{ name: 'Galea, Kindler of Hope' }]);
  });

  it('exits 1 when a card cannot be resolved, naming its line once', async () => {
    const file = sharedPath('decks', 'arena-and-misc', 'justinbacle-mtga-style-no-setcodes.txt');
    const { code, stderr } = await decklab('convert', file, '--to', 'text');
    expect(code).toBe(1);
    expect(stderr.split('\n')).toContain(`${file}:7: error: no card named "Æther Flash"`);
    expect(stderr).not.toMatch(/\bline \d/);
  });

  it("control characters and ESC sequences in a list's names reach the terminal escaped, in text and in --json", async () => {
    const { dir, cleanup } = tempDir();
    try {
      const file = join(dir, 'escapes.txt');
      const lines = readFileSync(taw, 'utf8').split('\n');
      const injected = lines.findIndex((l) => l.startsWith('1 Sol Ring'));
      lines[injected] = '1 Sol Ring\u001b[2J\u001b]0;pwned\u0007\u009b31m\u202eevil';
      writeFileSync(file, lines.join('\n'));
      const text = await decklab('convert', file, '--to', 'text');
      // eslint-disable-next-line no-control-regex -- the test looks for exactly these control characters
      const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e]/;
      expect(text.code).toBe(1);
      expect(text.stdout + text.stderr).not.toMatch(CONTROLS);
      expect(text.stderr).toContain(
        `${file}:${injected + 1}: error: no card named "Sol Ring\\u001b[2J\\u001b]0;pwned\\u0007…"\n`,
      );
      expect(text.stdout).toContain('1 Sol Ring\\u001b[2J');
      const json = await decklab('convert', file, '--to', 'text', '--json');
      expect(json.stdout).not.toMatch(CONTROLS);
      // A problem quotes an escaped excerpt of its line (engine/text/limits.ts), in JSON as in text.
      expect((JSON.parse(json.stdout) as { problems: { text: string }[] }).problems.map((p) => p.text)).toContain(
        '1 Sol Ring\\u001b[2J\\u001b]0;pwned\\u0007\\u009b31m\\u202eevil',
      );
    } finally {
      cleanup();
    }
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

describe('decklab convert reads Japanese counts ("4枚 山", "山 ×4") with Japanese and English names', () => {
  /**
   * Japanese names of the AFC and AFR cards, from their MTGJSON files (what the test database holds). Where
   * printings were translated differently (Netherese Puzzle-Ward: 房 / 錠) the database keeps the last one.
   */
  const japanese = new Map<string, string>();
  for (const code of ['AFC', 'AFR']) {
    for (const c of (
      mtgjsonSet(code) as { cards: { name: string; foreignData?: { language: string; name: string }[] }[] }
    ).cards) {
      const ja = c.foreignData?.find((f) => f.language === 'Japanese')?.name;
      if (ja) japanese.set(c.name, ja);
    }
  }
  const playable = (deck: Deck) =>
    (['commander', 'main'] as const).map((b) => (deck.boards[b] ?? []).map((e) => [e.name, e.count]));

  it('the Aura of Courage precon written with 枚 and × counts converts to the same deck as its English list', async () => {
    const english = readDeckList((await decklab('convert', taw, '--to', 'text')).stdout).deck;
    const forms = [
      (n: number, name: string) => `${n}枚 ${name}`,
      (n: number, name: string) => `${name} ×${n}`,
      (n: number, name: string) => `${n}枚${name}`,
    ];
    let i = 0;
    const line = (n: number, name: string) =>
      forms[i++ % forms.length](n, i % 2 === 0 ? name : (japanese.get(name) ?? name));
    const text = [
      'Commander',
      ...english.boards.commander!.map((e) => line(e.count, e.name)),
      'Deck',
      ...english.boards.main!.map((e) => line(e.count, e.name)),
    ].join('\n');
    expect(text).toMatch(/^1枚 .*[\u3040-\u30ff\u4e00-\u9fff]/m);
    const { dir, cleanup } = tempDir();
    try {
      const file = join(dir, 'ja.txt');
      writeFileSync(file, text);
      const { code, stdout, stderr } = await decklab('convert', file, '--to', 'text');
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(playable(readDeckList(stdout).deck)).toEqual(playable(english));
    } finally {
      cleanup();
    }
  });
});
