// Duel Masters two-sided cards flipped at the table, on real cards of the Ravenite CSV joined as the importer joins
// them (test/real-decks.ts dmCards, engine/dm/two-sided.ts): Jon, Temporal Explorer / Jonjo Jon, the Awakened
// Adventurer (DM-37 33a/33b, a psychic creature, DM 805) and Go To Hell, Annihilator Blade / Deathshiraz, Devil
// Corrupt King (a dragheart, DM 807).
import { describe, expect, it } from 'vitest';
import type { Card } from '../cards/types.ts';
import { card, dmCards } from '../../test/real-decks.ts';
import { dmFireNatureDeck, play, refusal } from '../../test/playtest-steps.ts';
import { SETUPS } from '../goldfish/setup.ts';
import { describeLog, startGame, tableView, type PlaytestState } from './index.ts';
import { parseActionFile } from './action-file.ts';

const twoSided = (name: string): Card => card(name, dmCards());

const JON = 'Jon, Temporal Explorer';
const JONJO = 'Jonjo Jon, the Awakened Adventurer';
const HELL_BLADE = 'Go To Hell, Annihilator Blade';
const DEATHSHIRAZ = 'Deathshiraz, Devil Corrupt King'; // no speed attacker (101.2) in its text

/** The fire and nature deck with Jon and Gaiheart in its hyperspatial zone, dealt; the first turn has begun. */
function dealt(): PlaytestState {
  const deck = dmFireNatureDeck();
  const hyperspatial = [JON, HELL_BLADE].map((name) => ({ card: twoSided(name), count: 1 }));
  return startGame({ ...deck, hyperspatial }, { seed: 7, setup: SETUPS.dm });
}
const idOf = (state: PlaytestState, name: string) =>
  state.zones.hyperspatial.find((id) => state.defs[state.cards[id].def].name === name)!;
const battleView = (state: PlaytestState) => tableView(state).zones.battle;

describe('a psychic creature awakens (DM 701.20a) and is released (805.1b) in the battle zone', () => {
  const start = dealt();
  const jon = idOf(start, JON);
  const inPlay = play(start, { type: 'move', card: jon, to: 'battle' });

  it('comes with its front up and summoning sickness (DM 301.5, 805.4)', () => {
    expect(twoSided(JON).faces.map((f) => f.name)).toEqual([JON, JONJO]);
    expect(battleView(inPlay)[0]).toMatchObject({ name: JON, side: { power: '2000', civilizations: ['nature'] } });
    expect(refusal(inPlay, { type: 'attack', cards: [jon] }).code).toBe('attack.summoning-sick');
  });

  it('awakened, it shows Jonjo Jon (805.3) and attacks the turn it came: no summoning sickness (805.6)', () => {
    const awake = play(inPlay, { type: 'flip', card: jon });
    expect(battleView(awake)[0]).toMatchObject({
      name: JON,
      face: JONJO,
      side: { power: '5000', civilizations: ['fire'] },
    });
    expect(describeLog(awake.log).at(-1)).toContain(`flipped ${JON} (${JONJO} up, DM 701.20a)`);
    const attacked = play(awake, { type: 'attack', cards: [jon] });
    expect(attacked.opponentShields).toBe(start.opponentShields - 1);
  });

  it('keeps its place and tapped state (805.5); released the turn it came, it is sick again (805.6a)', () => {
    const before = play(
      start,
      { type: 'move', card: idOf(start, HELL_BLADE), to: 'battle' },
      { type: 'move', card: jon, to: 'battle' },
      { type: 'tap', card: jon },
    );
    const awake = play(before, { type: 'flip', card: jon });
    expect(awake.zones.battle).toEqual(before.zones.battle);
    expect(awake.cards[jon].tapped).toBe(true);
    const released = play(awake, { type: 'flip', card: jon }, { type: 'untap', card: jon });
    expect(released.cards[jon].face).toBeUndefined();
    expect(released.log.at(-2)).toMatchObject({ action: 'flip', detail: JON, rule: 'DM 805.1b' });
    expect(refusal(released, { type: 'attack', cards: [jon] }).code).toBe('attack.summoning-sick');
  });

  it('put anywhere but the battle zone it goes home to the hyperspatial zone, front up (DM 117.1)', () => {
    const gone = play(inPlay, { type: 'flip', card: jon }, { type: 'move', card: jon, to: 'graveyard' });
    expect(gone.zones.hyperspatial).toContain(jon);
    expect(gone.cards[jon].face).toBeUndefined();
  });
});

describe('a dragheart flips to its creature (龍解, DM 701.22a)', () => {
  const start = dealt();
  const blade = idOf(start, HELL_BLADE);

  it('a weapon put into the battle zone this turn and flipped is a sick dragheart creature (807.5)', () => {
    const flipped = play(start, { type: 'move', card: blade, to: 'battle' }, { type: 'flip', card: blade });
    expect(battleView(flipped)[0]).toMatchObject({
      face: DEATHSHIRAZ,
      side: { power: '12000', civilizations: ['darkness'] },
    });
    expect(flipped.log.at(-1)).toMatchObject({ action: 'flip', rule: 'DM 701.22a' });
    expect(refusal(flipped, { type: 'attack', cards: [blade] }).code).toBe('attack.summoning-sick');
  });

  it('a weapon in the battle zone since the turn began, flipped, attacks at once (807.5a)', () => {
    const weapon = play(start, { type: 'move', card: blade, to: 'battle' });
    expect(refusal(weapon, { type: 'attack', cards: [blade] }).code).toBe('attack.cannot-attack');
    const nextTurn = play(weapon, { type: 'next-turn' }, { type: 'flip', card: blade });
    expect(play(nextTurn, { type: 'attack', cards: [blade] }).cards[blade].tapped).toBe(true);
  });
});

describe('what the flip refuses, and action files', () => {
  it('a one-sided card does not flip (DM 805.1, 807.1, 809.1)', () => {
    const start = dealt();
    const zyler = start.zones.hand[0];
    const state = play(start, { type: 'move', card: zyler, to: 'battle' });
    expect(refusal(state, { type: 'flip', card: zyler }).code).toBe('flip.not-two-sided');
  });

  it('an action file with a flip line reads and replays', () => {
    const start = dealt();
    const file = `{"type":"move","card":"${JON}","to":"battle"}\n{"type":"flip","card":"${JON}"}\n`;
    const { actions } = parseActionFile(file, start);
    expect(actions).toEqual([
      { type: 'move', card: JON, to: 'battle' },
      { type: 'flip', card: JON },
    ]);
    expect(battleView(play(start, ...actions))[0].face).toBe(JONJO);
  });
});

describe('the log names the side that is up (DM 805.3, 807.3: the rules see only that side)', () => {
  it('awakened Jon attacks and goes home as Jonjo Jon; its release names the side it turns from', () => {
    const start = dealt();
    const jon = idOf(start, JON);
    const awake = play(start, { type: 'move', card: jon, to: 'battle' }, { type: 'flip', card: jon });
    const attacked = play(awake, { type: 'attack', cards: [jon] });
    expect(attacked.log.at(-1)).toMatchObject({ action: 'attack', cards: [JONJO] });
    expect(describeLog(attacked.log).at(-1)).toContain(`attacked with ${JONJO} (1)`);
    const released = play(attacked, { type: 'flip', card: jon });
    expect(describeLog(released.log).at(-1)).toContain(`flipped ${JONJO} (${JON} up, DM 805.1b)`);
    // DM 117.1: it goes home to the hyperspatial zone, front up; the log names the side that left.
    const home = play(awake, { type: 'move', card: jon, to: 'graveyard' });
    expect(home.log.at(-1)).toMatchObject({ action: 'move', cards: [JONJO], zone: 'hyperspatial' });
  });

  it('a dragheart of three sides: each flip names the side it leaves, and a tap the side up (Hellfuezu, 807.1)', () => {
    const [blade, palace, massacre] = twoSided('Hellfuezu, Purgatory Blade').faces.map((f) => f.name);
    expect([blade, palace, massacre]).toEqual([
      'Hellfuezu, Purgatory Blade',
      'Hell Crime, Purgatory Palace',
      'Hellsekai, Great Massacre',
    ]);
    const deck = { ...dmFireNatureDeck(), hyperspatial: [{ card: twoSided(blade), count: 1 }] };
    const start = startGame(deck, { seed: 7, setup: SETUPS.dm });
    const id = idOf(start, blade);
    const state = play(
      start,
      { type: 'move', card: id, to: 'battle' },
      { type: 'flip', card: id },
      { type: 'flip', card: id },
      { type: 'tap', card: id },
    );
    expect(describeLog(state.log).at(-1)).toContain(
      `flipped ${blade} (${palace} up, DM 701.22a), flipped ${palace} (${massacre} up, DM 701.22a), tapped ${massacre}`,
    );
  });
});
