// `decklab playtest`, run the way a user runs it, against a real card database (MTGJSON sets and the Duel Masters
// card JSON in a SQLite file) and the real decklists of ../shared/data/decks.
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deckDbCli } from '../../../test/cli.ts';
import { DECK_TEST_SETS } from '../../../test/deck-cards-db.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import { dmDeckOf } from '../../../test/goldfish-fixtures.ts';
import { dmCardProfile } from '../../../engine/goldfish/dm-card.ts';
import type { TableView } from '../../../engine/playtest/index.ts';
import { anyNumber, anyString } from '../../../test/matchers.ts';

const { decklab } = deckDbCli(DECK_TEST_SETS, { duelMasters: true });

const scratch = tempDir('decklab-playtest-');
afterAll(() => scratch.cleanup());
function file(name: string, text: string): string {
  const path = join(scratch.dir, name);
  writeFileSync(path, text);
  return path;
}

const GARRUK = sharedPath('decks', 'plain-taw', 'pw__m21__Garruk, Savage Herald.txt');
const LOREHOLD = sharedPath('decks', 'plain-taw', 'cmd__c21__Lorehold Legacies.txt');
const FAERIES = sharedPath('decks', 'plain-taw', 'brawl__eld__Faerie Schemes.txt');

async function table(...args: string[]): Promise<TableView> {
  const run = await decklab('playtest', ...args, '--json');
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as TableView;
}

describe('decklab playtest', () => {
  it('prints the opening deal as JSON; the same seed deals the same hand twice, another seed another', async () => {
    const first = await table(GARRUK, '--seed', '42');
    expect(Object.keys(first)).toEqual([
      'game',
      'seed',
      'turn',
      'life',
      'manaPool',
      'zones',
      'sideboardRead',
      'format',
    ]);
    expect(first.manaPool).toEqual([]);
    expect(first).toMatchObject({ game: 'mtg', seed: 42, turn: 0, life: 20 });
    expect(Object.keys(first.zones)).toEqual(['library', 'hand', 'battlefield', 'graveyard', 'exile', 'command']);
    expect(first.zones.hand).toHaveLength(7);
    expect(first.zones.library).toHaveLength(53);
    expect(first.zones.hand[0]).toEqual({ id: anyNumber(), name: anyString(), tapped: false, counters: {} });
    expect((await table(GARRUK, '--seed', '42')).zones.hand).toEqual(first.zones.hand);
    expect((await table(GARRUK, '--seed', '43')).zones.hand).not.toEqual(first.zones.hand);
  });

  it('--format sets the game start: a Commander deck at 40 life (CR 903.7), Brawl at 25 (903.12f), the commander in the command zone (903.6)', async () => {
    const commander = await table(LOREHOLD, '--seed', '1', '--format', 'commander');
    expect(commander.life).toBe(40);
    expect(commander.zones.command.map((c: { name: string }) => c.name)).toEqual(['Osgir, the Reconstructor']);
    const brawl = await table(FAERIES, '--seed', '1', '--format', 'brawl');
    expect(brawl.life).toBe(25);
    expect(brawl.zones.command.map((c: { name: string }) => c.name)).toEqual(['Alela, Artful Provocateur']);
  });

  it('replays an action file and prints the table and its log; the same file prints the same table', async () => {
    const actions = file(
      'garruk.jsonl',
      [
        '# fetch two Forests, keep, play one a turn',
        '{"type":"keep"}',
        '{"type":"move","card":"Forest","from":"library","to":"hand"}',
        '{"type":"move","card":"Forest","from":"library","to":"hand"}',
        '{"type":"play","card":"Forest"}',
        '{"type":"next-turn"}',
        '{"type":"play","card":"Forest"}',
        '{"type":"tap","card":"Forest"}',
        '',
      ].join('\n'),
    );
    const view = await table(GARRUK, '--seed', '9', '--actions', actions);
    expect(view.turn).toBe(2);
    expect(view.zones.battlefield.map((c: { name: string; tapped: boolean }) => [c.name, c.tapped])).toEqual([
      ['Forest', true],
      ['Forest', false],
    ]);
    expect(await table(GARRUK, '--seed', '9', '--actions', actions)).toEqual(view);
    const text = await decklab('playtest', GARRUK, '--seed', '9', '--actions', actions);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(
      // The Forest tapped by hand made {G}, floating until the step ends (CR 106.4, 500.4).
      /^Garruk, Savage Herald \(Magic\), seed 9: turn 2; life 20, lands played this turn 1, mana pool \{G\}\n/m,
    );
    expect(text.stdout).toContain('Battlefield (2): Forest (tapped), Forest\n');
    expect(text.stdout).toContain(
      // Eight cards in hand at the end of turn 1, none discarded: the log says so (CR 514.1).
      '  Turn 1: moved Forest to hand, moved Forest to hand, played Forest, ended the turn 1 card over the maximum hand size, none discarded (CR 514.1)\n  Turn 2: played Forest, tapped Forest for {G}\n',
    );
  });

  it('--draw plays on the draw: keeping begins turn 1 with a draw (CR 103.8a applies only on the play)', async () => {
    const keep = file('keep.jsonl', '{"type":"keep"}\n');
    const onThePlay = await table(GARRUK, '--seed', '42', '--actions', keep);
    const onTheDraw = await table(GARRUK, '--seed', '42', '--actions', keep, '--draw');
    expect([onThePlay.turn, onThePlay.zones.hand.length, onTheDraw.zones.hand.length]).toEqual([1, 7, 8]);
    expect(onTheDraw.zones.hand.slice(0, 7)).toEqual(onThePlay.zones.hand);
  });

  it('refuses a bad action file with every bad line, and a refused action with its line and rule (exit 2)', async () => {
    const bad = file('bad.jsonl', '{"type":"keep"}\n{"type":"jump"}\n{"type":"draw","count":"2"}\n');
    const unreadable = await decklab('playtest', GARRUK, '--seed', '1', '--actions', bad);
    expect(unreadable.code).toBe(2);
    expect(unreadable.stderr).toContain('bad.jsonl:2: unknown action type "jump"');
    expect(unreadable.stderr).toContain('bad.jsonl:3: "draw" field "count" must be a whole number');
    const illegal = file(
      'two-lands.jsonl',
      [
        '{"type":"keep"}',
        '{"type":"move","card":"Forest","from":"library","to":"hand"}',
        '{"type":"move","card":"Forest","from":"library","to":"hand"}',
        '{"type":"play","card":"Forest"}',
        '{"type":"play","card":"Forest"}',
      ].join('\n'),
    );
    const refused = await decklab('playtest', GARRUK, '--seed', '1', '--actions', illegal);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/two-lands\.jsonl:5: refused \(CR 305\.2\): a land was already played this turn/);
    expect((await decklab('playtest', GARRUK, '--seed', '-1')).code).toBe(2);
    expect((await decklab('playtest', GARRUK, '--actions', join(scratch.dir, 'none.jsonl'))).stderr).toContain(
      'no such file',
    );
  });

  it('deals a Duel Masters deck: 5 shields, 5 cards, turn 1 begun (DM 103.3–103.5), and its own zones', async () => {
    const deck = dmDeckOf('water', (card) => card.dm?.civilizations.join() === 'water' && dmCardProfile(card).creature);
    const list = file(
      'water.txt',
      `// NAME: Water\nメインデッキ\n${deck.main.map((e) => `${e.count} ${e.card.name}`).join('\n')}\n`,
    );
    const view = await table(list, '--seed', '5');
    expect(view).toMatchObject({ game: 'dm', seed: 5, turn: 1, life: null });
    expect(Object.keys(view.zones)).toEqual([
      'deck',
      'hand',
      'mana',
      'battle',
      'shields',
      'graveyard',
      'hyperspatial',
      'gr',
    ]);
    expect([view.zones.deck.length, view.zones.hand.length, view.zones.shields.length]).toEqual([30, 5, 5]);
    const charge = file('charge.jsonl', `{"type":"charge","card":${view.zones.hand[0].id}}\n{"type":"next-turn"}\n`);
    const next = await table(list, '--seed', '5', '--actions', charge);
    expect(next.zones.mana.map((c: { id: number }) => c.id)).toEqual([view.zones.hand[0].id]);
    expect(next.zones.hand).toHaveLength(5);

    // DM 408.2: the super GR zone is face down; nobody may look at it, so the table prints a count, as for the deck.
    // DM 118.2: only GR creatures exist there, so a card of the deck put there goes to the graveyard instead.
    const hidden = view.zones.hand[1];
    const toGr = file('gr.jsonl', `{"type":"move","card":${hidden.id},"from":"hand","to":"gr"}\n`);
    const text = await decklab('playtest', list, '--seed', '5', '--actions', toGr);
    expect(text.stdout).toContain('Super GR zone: 0\n');
    expect(text.stdout).toContain(`Graveyard (1): ${hidden.name}\n`);
    expect(text.stdout).toContain('Shields: 5\n');
    expect(text.stdout.split('Log:')[0]).not.toContain(`Super GR zone (`);

    // A Magic format's game start is not Duel Masters': refused rather than passed over.
    expect(await decklab('playtest', list, '--format', 'commander')).toEqual({
      code: 2,
      stdout: '',
      stderr: `decklab: --format commander is a Magic format, and ${list} is a Duel Masters deck\n`,
    });
  });

  it('calls a list without a name by its file, as validate does', async () => {
    const unnamed = file('garruk-unnamed.txt', readFileSync(GARRUK, 'utf8').replace(/^\/\/ NAME:.*\n/m, ''));
    const run = await decklab('playtest', unnamed, '--seed', '2');
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n')[1]).toMatch(
      `${unnamed} (Magic), seed 2: opening hand, before the keep decision; life 20`,
    );
  });

  it("refuses a --format of the other game than the deck's with one line (exit 2)", async () => {
    expect(await decklab('playtest', GARRUK, '--format', 'dm')).toEqual({
      code: 2,
      stdout: '',
      stderr: `decklab: --format dm is a Duel Masters format, and ${GARRUK} is a Magic deck\n`,
    });
  });
});
