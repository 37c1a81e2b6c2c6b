// Cube deals and cube drafts on a real card list: M21's and ELD's cards, one of each name, as the card data would
// give them. What is expected comes from the deal's definition (a shuffle without replacement, consecutive
// packs) and from the draft's rules (CR 905.1a), not from the deal's own output.
import { describe, expect, it } from 'vitest';
import { boosterSetFile, knownCards } from '../../test/mtgjson-boosters.ts';
import { CUBE_SHEET, CubeTooSmallError, dealCube } from './cube.ts';
import { replayDraft, type CubeDraftSetup } from './draft.ts';
import type { SheetCard } from './boosters.ts';

const CARDS = ['M21', 'ELD'].flatMap((code) => [...knownCards(boosterSetFile(code)).values()]);
/** One printing of each name, in the files' order. */
const SET_CUBE: SheetCard[] = [...new Map(CARDS.map((c) => [c.name, c])).values()];

describe('dealing a cube into packs', () => {
  it('deals 24 packs of 15 from a 360-card cube: every card once, packs of 15, each card as the cube has it', () => {
    const cube = SET_CUBE.slice(0, 360);
    expect(cube).toHaveLength(360);
    const packs = dealCube(cube, { seed: 7, packs: 24, packSize: 15 });
    expect(packs.map((p) => p.length)).toEqual(Array(24).fill(15));
    const dealt = packs.flat();
    expect(new Set(dealt.map((c) => c.printingId)).size).toBe(360);
    for (const card of dealt) {
      expect(card.foil).toBe(false);
      expect(card.sheet).toBe(CUBE_SHEET);
      expect(cube).toContainEqual(cubeFieldsOf(card));
    }
  });

  it('deals a card as many times as the cube holds copies of it, and no more', () => {
    const twice = [...SET_CUBE.slice(0, 20), ...SET_CUBE.slice(0, 20)];
    const dealt = dealCube(twice, { seed: 3, packs: 5, packSize: 8 }).flat();
    const counts = new Map<string, number>();
    for (const c of dealt) counts.set(c.printingId, (counts.get(c.printingId) ?? 0) + 1);
    expect(dealt).toHaveLength(40);
    expect([...counts.values()].every((n) => n === 2)).toBe(true);
  });

  it('is a pure function of the seed: the same seed deals the same packs, another seed others', () => {
    const a = dealCube(SET_CUBE, { seed: 11, packs: 3, packSize: 15 });
    expect(dealCube(SET_CUBE, { seed: 11, packs: 3, packSize: 15 })).toEqual(a);
    expect(dealCube(SET_CUBE, { seed: 12, packs: 3, packSize: 15 })).not.toEqual(a);
  });

  it('gives each card the same chance of each pack: 6,000 deals of one pack of 5 from a 30-card cube', () => {
    const cube = SET_CUBE.slice(0, 30);
    const deals = 6_000;
    const seen = new Map<string, number>();
    for (let seed = 0; seed < deals; seed++)
      for (const c of dealCube(cube, { seed, packs: 1, packSize: 5 })[0])
        seen.set(c.printingId, (seen.get(c.printingId) ?? 0) + 1);
    // Binomial(6000, 1/6): mean 1000, sd 28.9; 5 sd either side for each of 30 cards.
    expect(seen.size).toBe(30);
    for (const n of seen.values()) expect(Math.abs(n - 1000)).toBeLessThan(5 * Math.sqrt(deals * (1 / 6) * (5 / 6)));
  });

  it('refuses a deal that needs more cards than the cube holds, naming both counts', () => {
    const cube = SET_CUBE.slice(0, 359);
    expect(() => dealCube(cube, { seed: 1, packs: 24, packSize: 15 })).toThrow(CubeTooSmallError);
    try {
      dealCube(cube, { seed: 1, packs: 24, packSize: 15 });
    } catch (e) {
      expect((e as CubeTooSmallError).reason).toEqual({
        code: 'cube.too-small',
        params: { cards: 359, needed: 360, packs: 24, packSize: 15 },
      });
    }
  });
});

describe('a cube draft against bots (CR 905.1a)', () => {
  const setup: CubeDraftSetup = { cube: SET_CUBE.slice(0, 360), packSize: 15, seed: 2020, seats: 8 };

  it('8 seats drafting a 360-card cube to the end: every card picked once, 45 picks a seat', () => {
    const state = replayDraft(setup, [], { auto: true });
    expect(state.done).toBe(true);
    expect(state.picks.map((p) => p.length)).toEqual(Array(8).fill(45));
    expect(new Set(state.picks.flat().map((c) => c.printingId)).size).toBe(360);
    expect(state.missing).toEqual([]);
  });

  it("the player's first pack is the deal's first pack; the second pick comes from the pack of the seat on the right", () => {
    const packs = dealCube(setup.cube, { seed: setup.seed, packs: 24, packSize: setup.packSize });
    const first = replayDraft(setup, []);
    expect(first.current.map((c) => c.printingId)).toEqual(packs[0].map((c) => c.printingId));
    // Round 1 passes left (seat s to s + 1): the player, seat 0, gets seat 7's pack less the card seat 7 took.
    const second = replayDraft(setup, [0]);
    expect(second.current).toHaveLength(14);
    const fromSeat7 = new Set(packs[7].map((c) => c.printingId));
    expect(second.current.every((c) => fromSeat7.has(c.printingId))).toBe(true);
  });

  it('a cube too small for the table is refused before any pick', () => {
    expect(() => replayDraft({ ...setup, cube: setup.cube.slice(0, 300) }, [])).toThrow(CubeTooSmallError);
    expect(() => replayDraft({ ...setup, seats: 6, cube: setup.cube.slice(0, 300) }, [])).not.toThrow();
  });
});

/** The cube's own fields of a dealt card (what the deal adds, foil and sheet, left out). */
function cubeFieldsOf(card: SheetCard & { foil?: boolean; sheet?: string }): SheetCard {
  const { foil: _f, sheet: _s, ...fields } = card;
  return fields;
}
