// `decklab playtest --actions`, run the way a user runs it against a real card database and real decklists: an
// action file is checked whole before anything is played, and a refusal during the replay names its line and rule.
import { afterAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deckDbCli } from '../../../test/cli.ts';
import { DECK_TEST_SETS } from '../../../test/deck-cards-db.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import { dmDeckOf } from '../../../test/goldfish-fixtures.ts';
import { dmCardProfile } from '../../../engine/goldfish/dm-card.ts';

const { decklab } = deckDbCli(DECK_TEST_SETS, { duelMasters: true });

const scratch = tempDir('decklab-playtest-actions-');
afterAll(() => scratch.cleanup());
function file(name: string, text: string): string {
  const path = join(scratch.dir, name);
  writeFileSync(path, text);
  return path;
}

const GARRUK = sharedPath('decks', 'plain-taw', 'pw__m21__Garruk, Savage Herald.txt'); // Pridemalkin, 25 Forests

/** An action file that keeps and puts a Forest onto the battlefield, then the given lines (from line 3). */
const afterForest = (...more: string[]) =>
  ['{"type":"keep"}', '{"type":"move","card":"Forest","from":"library","to":"battlefield"}', ...more].join('\n');

describe('decklab playtest --actions', () => {
  it('lists every bad line before anything is played: syntax and values alike (counts, zones, counter names, faces)', async () => {
    const mixed = file(
      'mixed.jsonl',
      [
        '{"type":"keep"}',
        '{"type":"draw","count":-1}',
        'not json',
        '{"type":"move","card":"Forest","to":"moon"}',
        '{"type":"jump"}',
        '{"type":"counter","card":"Forest","kind":"","delta":1}',
        '{"type":"cast","card":"Pridemalkin","face":7}',
      ].join('\n'),
    );
    const run = await decklab('playtest', GARRUK, '--seed', '1', '--actions', mixed);
    expect([run.code, run.stdout]).toEqual([2, '']);
    expect(
      run.stderr
        .trim()
        .split('\n')
        .map((l) => /mixed\.jsonl:(\d+): /.exec(l)?.[1]),
    ).toEqual(['2', '3', '4', '5', '6', '7']);
    expect(run.stderr).toContain('mixed.jsonl:2: "draw": cards to draw must be 1..1000, not -1');
    expect(run.stderr).toMatch(/mixed\.jsonl:4: "move": "moon" is not a zone of Magic \(.*\) \(CR 400\.1\)/);
    expect(run.stderr).toContain('mixed.jsonl:6: "counter": a counter needs a name of 1..40 characters');
    expect(run.stderr).toContain('mixed.jsonl:7: "cast": Pridemalkin has no face 7 to cast (CR 601.2b)');
  });

  it('a refusal during the replay reads "refused (rule): message" (CR 701.21a), and "(no game rule)" when none is broken', async () => {
    const twice = file('twice.jsonl', afterForest('{"type":"tap","card":"Forest"}', '{"type":"tap","card":"Forest"}'));
    expect((await decklab('playtest', GARRUK, '--seed', '1', '--actions', twice)).stderr).toContain(
      'twice.jsonl:4: refused (CR 701.21a): Forest is already tapped',
    );
    const nowhere = file('nowhere.jsonl', afterForest('{"type":"move","card":"Forest","from":"exile","to":"hand"}'));
    expect((await decklab('playtest', GARRUK, '--seed', '1', '--actions', nowhere)).stderr).toContain(
      'nowhere.jsonl:3: refused (no game rule): no card named "Forest" in exile',
    );
  });

  it('losing at 0 life (CR 704.5a) or 10 poison (704.5c) is refused like a draw from an empty library (704.5b)', async () => {
    const lethal = file('lethal.jsonl', afterForest('{"type":"life","delta":-25}', '{"type":"draw"}'));
    const lost = await decklab('playtest', GARRUK, '--seed', '1', '--actions', lethal);
    expect([lost.code, lost.stdout]).toEqual([2, '']);
    expect(lost.stderr).toContain(
      'lethal.jsonl:3: refused (CR 704.5a): life would go from 20 to -5: a player with 0 or less life loses the game',
    );
    const poisoned = file('poisoned.jsonl', afterForest('{"type":"poison","delta":12}'));
    expect((await decklab('playtest', GARRUK, '--seed', '1', '--actions', poisoned)).stderr).toContain(
      'poisoned.jsonl:3: refused (CR 704.5c): poison counters would go from 0 to 12',
    );
  });

  it("next-turn with an empty library is refused as a loss (CR 704.5b), like draw; the first turn's draw on the play is skipped (103.8a)", async () => {
    // On the play, keeping draws nothing: 53 of the 60 cards are left, and milling them all loses nothing (701.13b).
    const empty = file('empty.jsonl', '{"type":"keep"}\n{"type":"mill","count":53}\n{"type":"next-turn"}\n');
    const run = await decklab('playtest', GARRUK, '--seed', '1', '--actions', empty);
    expect([run.code, run.stdout]).toEqual([2, '']);
    expect(run.stderr).toContain(
      "empty.jsonl:3: refused (CR 704.5b): the library has 0 cards: the turn's draw would lose the game (a player who draws from an empty library loses)",
    );
  });

  it('an attack naming Pridemalkin twice attacks with two Pridemalkins (CR 508.1a); a third is refused as not enough', async () => {
    const twice = [
      '{"type":"keep"}',
      '{"type":"move","card":"Pridemalkin","to":"battlefield"}',
      '{"type":"move","card":"Pridemalkin","from":"library","to":"battlefield"}',
      '{"type":"next-turn"}',
    ];
    const attack = (n: number) => JSON.stringify({ type: 'attack', cards: Array<string>(n).fill('Pridemalkin') });
    const two = await decklab(
      'playtest',
      GARRUK,
      '--seed',
      '1',
      '--actions',
      file('two.jsonl', [...twice, attack(2)].join('\n')),
    );
    expect(two.code).toBe(0);
    expect(two.stdout).toContain('Battlefield (2): Pridemalkin (tapped), Pridemalkin (tapped)');
    expect(two.stdout).toContain('Turn 2: attacked with Pridemalkin, Pridemalkin (4)');
    const three = await decklab(
      'playtest',
      GARRUK,
      '--seed',
      '1',
      '--actions',
      file('three.jsonl', [...twice, attack(3)].join('\n')),
    );
    expect(three.stderr).toContain(
      'three.jsonl:5: refused (CR 508.1a): "Pridemalkin" is named 3 times to attack, but only 2 untapped cards of that name are on the battlefield',
    );
  });

  it("Duel Masters loses when the deck reaches 0 cards (DM 703.4b): a mill or the turn's draw that would empty it is refused", async () => {
    const deck = dmDeckOf('water', (card) => card.dm?.civilizations.join() === 'water' && dmCardProfile(card).creature);
    const list = file(
      'water-out.txt',
      `// NAME: Water\nメインデッキ\n${deck.main.map((e) => `${e.count} ${e.card.name}`).join('\n')}\n`,
    );
    const rule = '(a player whose deck has 0 cards loses)';
    const mill = await decklab(
      'playtest',
      list,
      '--seed',
      '5',
      '--actions',
      file('mill.jsonl', '{"type":"mill","count":30}\n'),
    );
    expect(mill.stderr).toContain(
      `mill.jsonl:1: refused (DM 703.4b): the deck has 30 cards: milling 30 would leave it with 0 cards and lose the game ${rule}`,
    );
    const turn = file('turn.jsonl', '{"type":"mill","count":29}\n{"type":"next-turn"}\n');
    expect((await decklab('playtest', list, '--seed', '5', '--actions', turn)).stderr).toContain(
      `turn.jsonl:2: refused (DM 703.4b): the deck has 1 card: the turn's draw would leave it with 0 cards and lose the game ${rule}`,
    );
  });

  it('a keep in a Duel Masters file is a bad line citing DM 103.3 (no keep decision), not CR 103.5', async () => {
    const deck = dmDeckOf('water', (card) => card.dm?.civilizations.join() === 'water' && dmCardProfile(card).creature);
    const list = file(
      'water.txt',
      `// NAME: Water\nメインデッキ\n${deck.main.map((e) => `${e.count} ${e.card.name}`).join('\n')}\n`,
    );
    const keep = await decklab('playtest', list, '--seed', '5', '--actions', file('keep.jsonl', '{"type":"keep"}\n'));
    expect(keep.code).toBe(2);
    expect(keep.stderr).toMatch(/keep\.jsonl:1: "keep": this game has no mulligan.*\(DM 103\.3\)/);
    expect(keep.stderr).not.toContain('CR 103.5');
  });

  it('a tap names the mana type a dual source adds (CR 605.3b), and --json gives the mana pool the text status line shows', async () => {
    const lorehold = sharedPath('decks', 'plain-taw', 'cmd__c21__Lorehold Legacies.txt');
    const actions = file(
      'pool.jsonl',
      [
        '{"type":"keep"}',
        '{"type":"move","card":"Command Tower","to":"battlefield"}',
        '{"type":"move","card":"Sol Ring","to":"battlefield"}',
        '{"type":"tap","card":"Command Tower","mana":"R"}',
        '{"type":"tap","card":"Sol Ring"}',
      ].join('\n'),
    );
    const text = await decklab('playtest', lorehold, '--seed', '3', '--actions', actions);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('mana pool {R}{C}{C}');
    expect(text.stdout).toContain('tapped Command Tower for {R}');
    const json = await decklab('playtest', lorehold, '--seed', '3', '--actions', actions, '--json');
    const view = JSON.parse(json.stdout) as {
      manaPool: { mana: string; source: number }[];
      zones: { battlefield: { id: number; name: string }[] };
    };
    const idOf = (name: string) => view.zones.battlefield.find((c) => c.name === name)!.id;
    expect(view.manaPool).toEqual([
      { mana: '{R}', source: idOf('Command Tower') },
      { mana: '{C}', source: idOf('Sol Ring') },
      { mana: '{C}', source: idOf('Sol Ring') },
    ]);
    const wrong = file('wrong-type.jsonl', '{"type":"keep"}\n{"type":"tap","card":"Forest","mana":"purple"}\n');
    expect((await decklab('playtest', lorehold, '--seed', '3', '--actions', wrong)).stderr).toContain(
      'wrong-type.jsonl:2: "tap": a mana type is W, U, B, R, G or C, not "purple" (CR 106.1b)',
    );
  });
  it('named no type, Command Tower adds the one the hand asks for most: {R} for Hellkite Tyrant {R}{R} over Dispatch {W}', async () => {
    const lorehold = sharedPath('decks', 'plain-taw', 'cmd__c21__Lorehold Legacies.txt');
    const hand = (...cards: string[]) =>
      file(
        `tower-${cards.length}.jsonl`,
        [
          '{"type":"keep"}',
          '{"type":"move","card":"Osgir, the Reconstructor","to":"graveyard","stay":true}',
          '{"type":"move","card":"Command Tower","to":"battlefield"}',
          ...cards.map((card) => JSON.stringify({ type: 'move', card, from: 'library', to: 'hand' })),
          '{"type":"tap","card":"Command Tower"}',
        ].join('\n'),
      );
    const tyrant = await decklab('playtest', lorehold, '--seed', '3', '--actions', hand('Dispatch', 'Hellkite Tyrant'));
    expect(tyrant.stdout).toContain('tapped Command Tower for {R}');
    expect(tyrant.stdout).toContain('mana pool {R}');
  });

  it('Pridemalkin (2/1) given a -1/-1 counter goes to the graveyard as a state-based action, the log naming CR 704.5f', async () => {
    const weakened = file(
      'weakened.jsonl',
      afterForest(
        '{"type":"move","card":"Pridemalkin","from":"library","to":"battlefield"}',
        '{"type":"counter","card":"Pridemalkin","kind":"-1/-1","delta":1}',
      ),
    );
    const run = await decklab('playtest', GARRUK, '--seed', '1', '--actions', weakened);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Battlefield (1): Forest\n');
    expect(run.stdout).toContain('Graveyard (1): Pridemalkin\n');
    expect(run.stdout).toContain(
      '+1 -1/-1 counter on Pridemalkin, put Pridemalkin, with toughness 0, into the graveyard (CR 704.5f)',
    );
  });

  it('Pridemalkin with two +1/+1 counters given three -1/-1: the log names the two pairs removed (CR 704.5q), then its death', async () => {
    const paired = file(
      'paired.jsonl',
      afterForest(
        '{"type":"move","card":"Pridemalkin","from":"library","to":"battlefield"}',
        '{"type":"counter","card":"Pridemalkin","kind":"+1/+1","delta":2}',
        '{"type":"counter","card":"Pridemalkin","kind":"-1/-1","delta":1}',
        '{"type":"counter","card":"Pridemalkin","kind":"−1/−1","delta":2}',
      ),
    );
    const run = await decklab('playtest', GARRUK, '--seed', '1', '--actions', paired);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      '+1 -1/-1 counter on Pridemalkin, 1 +1/+1 and -1/-1 counter pair removed from Pridemalkin (CR 704.5q), ' +
        '+2 -1/-1 counter on Pridemalkin, 1 +1/+1 and -1/-1 counter pair removed from Pridemalkin (CR 704.5q), ' +
        'put Pridemalkin, with toughness 0, into the graveyard (CR 704.5f)',
    );
    expect(run.stdout).toContain('Graveyard (1): Pridemalkin\n');
  });
});
