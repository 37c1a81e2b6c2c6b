// `decklab playtest` on a real fire and nature Duel Masters deck, run the way a user runs it, against a database
// the CLI itself imported both Duel Masters card files into: an action file that generates a cross gear (DM 303.2),
// summons an evolution creature on its Human (801.1a) and crosses the gear onto it (303.3b), then attacks with it at
// once (801.3); the printed table and log say what each card is on.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deckDbCli } from '../../../test/cli.ts';
import { sharedPath, tempDir } from '../../../test/shared-data.ts';
import { dmFireNatureList } from '../../../test/playtest-steps.ts';
import type { TableView } from '../../../engine/playtest/index.ts';

const { decklab } = deckDbCli([]);
const scratch = tempDir('decklab-playtest-dm-');
const list = join(scratch.dir, 'fire-nature.txt');
beforeAll(async () => {
  for (const data of ['Latepate64-DuelMastersCards.json', 'Ravenite0-All_Cards.csv']) {
    const imported = await decklab('import', sharedPath('duelmasters', data), '--no-progress');
    expect(imported.code).toBe(0);
  }
  writeFileSync(list, dmFireNatureList('Fire and nature'));
}, 120_000);
afterAll(() => scratch.cleanup());

/** Cards of one civilization, fire, to pay with (untapped in the mana zone, DM 405.1). */
const FIRE_MANA = ['Comet Missile', "Brad's Cutter", 'Dogiragon, Legendary Legend', 'Mezger, Commando Leader'];

describe('decklab playtest on a Duel Masters deck', () => {
  it('replays a cross gear generated and crossed onto an evolution creature put on its Human, which attacks the turn it comes', async () => {
    const opening = await decklab('playtest', list, '--seed', '7', '--json');
    expect(opening.stderr).toBe('');
    const view = JSON.parse(opening.stdout) as TableView;
    const inDeck = (name: string) => view.zones.deck.filter((c) => c.name === name).map((c) => c.id);
    const mana = view.zones.deck.filter((c) => FIRE_MANA.includes(c.name)).slice(0, 8);
    expect(mana).toHaveLength(8);
    const found = [
      { card: inDeck('Brawler Zyler')[0], to: 'battle' },
      { card: inDeck('Fire Blade')[0], to: 'hand' },
      { card: inDeck('Armored Blaster Valdios')[0], to: 'hand' },
      ...mana.map((c) => ({ card: c.id, to: 'mana' })),
    ];
    const actions = join(scratch.dir, 'evolve.jsonl');
    writeFileSync(
      actions,
      [
        { type: 'search', found },
        { type: 'cast', card: 'Fire Blade' },
        { type: 'cast', card: 'Armored Blaster Valdios', on: ['Brawler Zyler'] },
        { type: 'cross', card: 'Fire Blade', onto: 'Armored Blaster Valdios' },
        { type: 'attack', cards: ['Armored Blaster Valdios'] },
      ]
        .map((a) => JSON.stringify(a))
        .join('\n') + '\n',
    );
    const run = await decklab('playtest', list, '--seed', '7', '--actions', actions);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("opponent's shields 3,");
    expect(run.stdout).toContain(
      'Battle zone (2): Armored Blaster Valdios (on Brawler Zyler) (tapped), Fire Blade (crossed onto Armored Blaster Valdios)\n',
    );
    expect(run.stdout).toMatch(/summoned Armored Blaster Valdios on Brawler Zyler with /);
    expect(run.stdout).toMatch(/crossed Fire Blade onto Armored Blaster Valdios with /);

    // Without a Human in the battle zone the evolution is refused with its rule, line and all.
    const alone = join(scratch.dir, 'alone.jsonl');
    writeFileSync(
      alone,
      JSON.stringify({ type: 'search', found: found.slice(1) }) +
        '\n' +
        JSON.stringify({ type: 'cast', card: 'Armored Blaster Valdios' }) +
        '\n',
    );
    const refused = await decklab('playtest', list, '--seed', '7', '--actions', alone);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/alone\.jsonl:2: refused \(DM 801\.1a\): Armored Blaster Valdios is put on 1 card/);
  });

  it('prints a castle on the shield it fortifies (DM 304.2), not as a sixth shield, and sends it to the graveyard with its shield (304.3)', async () => {
    const FALCON = 'Galaxy Falcon, Counterattack Fortress';
    const withCastle = join(scratch.dir, 'castle.txt');
    writeFileSync(
      withCastle,
      dmFireNatureList('Fire and nature').replace('メインデッキ\n', `メインデッキ\n1 ${FALCON}\n`),
    );
    const view = JSON.parse((await decklab('playtest', withCastle, '--seed', '7', '--json')).stdout) as TableView;
    const falcon = view.zones.deck.find((c) => c.name === FALCON)!.id;
    const fire = view.zones.deck.find((c) => FIRE_MANA.includes(c.name))!.id;
    const actions = join(scratch.dir, 'castle.jsonl');
    const lines = [
      {
        type: 'search',
        found: [
          { card: falcon, to: 'hand' },
          { card: fire, to: 'mana' },
        ],
      },
      { type: 'cast', card: FALCON },
    ];
    writeFileSync(actions, lines.map((a) => JSON.stringify(a)).join('\n') + '\n');
    const fortified = await decklab('playtest', withCastle, '--seed', '7', '--actions', actions);
    expect(fortified.stderr).toBe('');
    expect(fortified.stdout).toContain(`Shields: 5 (${FALCON} on shield 1)\n`);

    writeFileSync(actions, [...lines, { type: 'break-shield' }].map((a) => JSON.stringify(a)).join('\n') + '\n');
    const broken = await decklab('playtest', withCastle, '--seed', '7', '--actions', actions);
    expect(broken.stderr).toBe('');
    expect(broken.stdout).toContain('Shields: 4\n');
    expect(broken.stdout).toMatch(new RegExp(`Graveyard \\(1\\): ${FALCON}\n`));
  });

  it('destroys Zombieponnosuke (power -5000) as it is summoned, the log naming the rule (DM 703.4c)', async () => {
    const ZOMBIE = 'Zombieponnosuke';
    const withZombie = join(scratch.dir, 'zombie.txt');
    writeFileSync(
      withZombie,
      dmFireNatureList('Fire and nature').replace('メインデッキ\n', `メインデッキ\n1 ${ZOMBIE}\n`),
    );
    const actions = join(scratch.dir, 'zombie.jsonl');
    const lines = [
      { type: 'move', card: ZOMBIE, to: 'hand' },
      { type: 'cast', card: ZOMBIE },
    ];
    writeFileSync(actions, lines.map((a) => JSON.stringify(a)).join('\n') + '\n');
    const run = await decklab('playtest', withZombie, '--seed', '7', '--actions', actions);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('Battle zone');
    expect(run.stdout).toContain(`Graveyard (1): ${ZOMBIE}\n`);
    expect(run.stdout).toContain(
      `summoned ${ZOMBIE}, destroyed ${ZOMBIE}, with power -5000: put into the graveyard (DM 703.4c)`,
    );
  });
});
