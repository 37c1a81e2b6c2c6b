// Booster drafts against bots on MTGJSON's own booster data for M21 and ELD. What is expected comes from the rules
// (MTR 7.x Booster Draft: 4 to 8 players, 3 boosters each; CR 905.1a: pick one, pass left in rounds 1 and 3, right
// in round 2) and from the set files (a pack's size is its layout's contents), never from the draft's own output.
import { describe, expect, it } from 'vitest';
import { boosterSetFile, knownCards } from '../../test/mtgjson-boosters.ts';
import { boosterProductsFromMtgjson } from './booster-config.ts';
import { openBoosters } from './boosters.ts';
import {
  BOT_POLICIES,
  DEFAULT_BOT_POLICY,
  DraftPickError,
  botPick,
  botScore,
  botSuggestion,
  pickCard,
  replayDraft,
  topColors,
  type BoosterDraftSetup,
  type DraftCard,
  type DraftState,
} from './draft.ts';
import { isNamedBasicName } from '../formats/checks/common.ts';

function setupOf(code: string, seats: number, seed: number): BoosterDraftSetup {
  const set = boosterSetFile(code);
  return { product: boosterProductsFromMtgjson(set.booster).default, known: knownCards(set), seed, seats };
}

/** Every layout of the product gives the same number of cards: the size of a pack. */
function packSize(setup: BoosterDraftSetup): number {
  const sizes = new Set(setup.product.boosters.map((l) => Object.values(l.contents).reduce((n, c) => n + c, 0)));
  expect(sizes.size).toBe(1);
  return [...sizes][0];
}

const M21 = setupOf('M21', 8, 2020);

describe('booster draft against bots (MTR 7.x, CR 905.1a)', () => {
  it('M21, 8 seats, drafted to the end: every opened card is picked exactly once, each seat holds 3 × 15 cards', () => {
    const state = replayDraft(M21, [], { auto: true });
    expect(state.done).toBe(true);
    expect(state.current).toEqual([]);
    expect(packSize(M21)).toBe(15);
    expect(state.picks.map((p) => p.length)).toEqual(Array(8).fill(3 * 15));
    expect(state.playerPicks).toHaveLength(45);
    const opened = openBoosters(M21.product, M21.known, { seed: M21.seed, count: 24 }).packs;
    const picked = state.picks.flat();
    const keys = picked.map((c) => `${c.booster}:${c.slot}`);
    expect(new Set(keys).size).toBe(picked.length);
    expect(picked.length).toBe(opened.flat().length);
    for (const card of picked) {
      const { booster, slot, ...asOpened } = card;
      expect(asOpened).toEqual(opened[booster][slot]);
    }
  });

  it.each([4, 5, 6, 7, 8])('ELD, %i seats: each seat picks 3 × 15 cards, 3 boosters per seat opened', (seats) => {
    const setup = setupOf('ELD', seats, 11);
    const state = replayDraft(setup, [], { auto: true });
    expect(packSize(setup)).toBe(15);
    expect(state.picks.map((p) => p.length)).toEqual(Array(seats).fill(45));
    expect(new Set(state.picks.flat().map((c) => c.booster)).size).toBe(3 * seats);
  });

  it('MTR 7.x: a table of 3 or 9 is refused', () => {
    expect(() => replayDraft(setupOf('M21', 3, 1), [])).toThrow(RangeError);
    expect(() => replayDraft(setupOf('M21', 9, 1), [])).toThrow(RangeError);
  });

  it('CR 905.1a: a pack goes left in rounds 1 and 3, right in round 2: its k-th card is taken k seats along', () => {
    const seats = 8;
    const state = replayDraft(M21, [], { auto: true });
    // Seat s's k-th pick of round r (0-based) is its pick number r × 15 + k.
    for (const [round, direction] of [
      [0, 1],
      [1, -1],
      [2, 1],
    ] as const)
      for (let opener = 0; opener < seats; opener++) {
        const booster = round * seats + opener;
        for (let k = 0; k < 15; k++) {
          const holder = (((opener + direction * k) % seats) + seats) % seats;
          const card = state.picks[holder][round * 15 + k];
          expect(card.booster, `round ${round + 1}, booster of seat ${opener}, pick ${k + 1}`).toBe(booster);
        }
      }
  });

  it('CR 905.1a: the player sees only the pack in hand: pick 1 is their own booster, pick 2 the one from their right', () => {
    const first = replayDraft(M21, []);
    expect([first.pack, first.pick, first.done]).toEqual([1, 1, false]);
    expect(new Set(first.current.map((c) => c.booster))).toEqual(new Set([0]));
    const second = replayDraft(M21, [0]);
    expect([second.pack, second.pick]).toEqual([1, 2]);
    expect(second.current).toHaveLength(14);
    // Passing left, the player receives from the seat on their right: the last seat, 7.
    expect(new Set(second.current.map((c) => c.booster))).toEqual(new Set([7]));
    const round2 = replayDraft(M21, Array<number>(16).fill(0));
    expect([round2.pack, round2.pick]).toEqual([2, 2]);
    // Round 2 passes right: the pack comes from seat 1, whose round-2 booster is 8 + 1.
    expect(new Set(round2.current.map((c) => c.booster))).toEqual(new Set([9]));
  });

  it('replaying the stored picks gives the identical draft, pick by pick and all at once', () => {
    const auto = replayDraft(M21, [], { auto: true });
    const chosen = auto.playerPicks.map((p, i) => (i % 3 === 0 ? 0 : p));
    let picks: number[] = [];
    let stepped = replayDraft(M21, picks);
    for (const index of chosen.slice(0, 20)) {
      stepped = pickCard(M21, picks, index);
      picks = stepped.playerPicks;
    }
    const replayed = replayDraft(M21, chosen.slice(0, 20));
    expect(replayed).toEqual(stepped);
    expect(replayDraft(M21, replayed.playerPicks)).toEqual(replayed);
    expect(replayDraft(M21, auto.playerPicks)).toEqual(auto);
  });

  it("a bot's later picks favour its two colors: most of its colored picks are in them, far more than any two colors hold", () => {
    let inColors = 0;
    let colored = 0;
    for (const seed of [1, 2, 3]) {
      const state = replayDraft({ ...M21, seed }, [], { auto: true });
      // Each bot's picks once the policy weighs colors, against the colors its earlier picks gave it.
      for (const picks of state.picks.slice(1))
        for (let n = DEFAULT_BOT_POLICY.colorsAfter; n < picks.length; n++) {
          if (picks[n].colors.length === 0) continue;
          const colors = topColors(picks.slice(0, n));
          colored++;
          if (picks[n].colors.every((c) => colors.includes(c))) inColors++;
        }
    }
    // The set file's colored cards: the share of them any two colors hold, at most.
    const m21Colored = [...M21.known.values()].filter((c) => c.colors.length > 0);
    const pairs = ['W', 'U', 'B', 'R', 'G'].flatMap((a, i, all) => all.slice(i + 1).map((b) => [a, b]));
    const bestPair = Math.max(
      ...pairs.map((pair) => m21Colored.filter((c) => c.colors.every((x) => pair.includes(x))).length),
    );
    expect(bestPair / m21Colored.length).toBeLessThan(0.5);
    expect(inColors / colored).toBeGreaterThan(0.8);
  });

  it('the bot takes the rarest card first and, of equals, the earliest in the pack', () => {
    const pack = replayDraft(M21, []).current;
    const index = botPick(DEFAULT_BOT_POLICY, pack, []);
    const rank = (r: string) => DEFAULT_BOT_POLICY.rarity[r] ?? DEFAULT_BOT_POLICY.otherRarity;
    const best = Math.max(...pack.map((c) => rank(c.rarity)));
    expect(rank(pack[index].rarity)).toBe(best);
    expect(pack.findIndex((c) => rank(c.rarity) === best)).toBe(index);
  });

  it("the bots' suggestion says why, in the policy's terms, at each of the player's 45 picks of an M21 draft", () => {
    const policy = DEFAULT_BOT_POLICY;
    const weight = (r: string) => policy.rarity[r] ?? policy.otherRarity;
    const seen = new Set<string>();
    const picks: number[] = [];
    for (let state = replayDraft(M21, []); !state.done; state = replayDraft(M21, picks)) {
      const mine = state.picks[0];
      const suggestion = botSuggestion(policy, state.current, mine)!;
      expect(suggestion.index).toBe(botPick(policy, state.current, mine));
      const card = state.current[suggestion.index];
      const { reason } = suggestion;
      seen.add(reason.code);
      if (reason.code === 'free-basic') {
        // Taken only when the pack holds nothing but free basics (MTR 7.2).
        expect(state.current.every((c) => isNamedBasicName(c.name))).toBe(true);
      } else {
        expect(reason.rarity).toBe(card.rarity);
        if (reason.code === 'rarity-early') expect(mine.length).toBeLessThan(policy.colorsAfter);
        if (reason.code === 'rarity-colorless') expect(card.colors).toEqual([]);
        if (reason.code === 'in-colors' || reason.code === 'off-colors') {
          expect(reason.colors).toEqual(topColors(mine));
          expect(card.colors.every((c) => reason.colors.includes(c))).toBe(reason.code === 'in-colors');
        }
        // The reason's terms are the card's score, which no card of the pack beats.
        const bonus = {
          'rarity-early': 0,
          'rarity-colorless': 0,
          'in-colors': policy.inColors,
          'off-colors': -policy.offColors,
        };
        const score = weight(card.rarity) + bonus[reason.code];
        for (const other of state.current) expect(botScore(policy, other, mine)).toBeLessThanOrEqual(score);
      }
      picks.push(suggestion.index);
    }
    expect(picks).toHaveLength(45);
    expect([...seen]).toEqual(expect.arrayContaining(['rarity-early', 'in-colors']));
  });

  it('a pick not in the current pack is refused with its reason, and the draft is unchanged', () => {
    const before = replayDraft(M21, [3, 2]);
    for (const bad of [13, -1, 1.5]) {
      expect(() => pickCard(M21, [3, 2], bad)).toThrow(DraftPickError);
      try {
        pickCard(M21, [3, 2], bad);
      } catch (e) {
        expect((e as DraftPickError).reason).toEqual({
          code: 'draft.not-in-pack',
          params: { card: bad, cards: 13, pack: 1, pick: 3 },
        });
      }
    }
    expect(replayDraft(M21, [3, 2])).toEqual(before);
    const done = replayDraft(M21, [], { auto: true });
    expect(() => pickCard(M21, done.playerPicks, 0)).toThrow(
      expect.objectContaining({ reason: { code: 'draft.finished', params: { picks: 45 } } }),
    );
  });

  /**
   * The picks of named basic lands made while the pack held another card: a booster's cards are taken one a pick,
   * so the cards its pack held at pick k of a round are those of the booster taken at pick k or later.
   */
  function basicsTakenOverCards(state: DraftState): DraftCard[] {
    const taken = state.picks.flatMap((picks) => picks.map((card, n) => ({ card, k: n % 15 })));
    return taken
      .filter(({ card }) => isNamedBasicName(card.name))
      .filter(({ card, k }) =>
        taken.some((t) => t.card.booster === card.booster && t.k > k && !isNamedBasicName(t.card.name)),
      )
      .map(({ card }) => card);
  }

  // M21's and ZNR's packs hold a basic land slot (MTGJSON's basicOrGainland, ZNR's basic sheet): a seat that took
  // one of the five named basics while its pack held another card lost a pick (MTR 7.2: they are added freely).
  it.each(['M21', 'ZNR'])(
    "%s, 8 seats, 10 drafts: no seat takes Plains, Island, Swamp, Mountain or Forest while its pack holds another card (MTR 7.2; Forge's CardRanker)",
    (code) => {
      const drafts = Array.from({ length: 10 }, (_, seed) => replayDraft(setupOf(code, 8, seed), [], { auto: true }));
      expect(drafts.flatMap(basicsTakenOverCards)).toEqual([]);
      // The basic slot is opened all the same: its lands are taken last.
      expect(drafts.flatMap((d) => d.picks.flat()).filter((c) => isNamedBasicName(c.name)).length).toBeGreaterThan(0);
    },
  );

  it('KHM: a snow-covered basic is no free basic (MTR 7.2): the bots still take it as a card', () => {
    const taken = [0, 1, 2].flatMap((seed) =>
      replayDraft(setupOf('KHM', 8, seed), [], { auto: true }).picks.flatMap((picks) =>
        picks.filter((c, n) => c.name.startsWith('Snow-Covered ') && n % 15 < 14),
      ),
    );
    expect(taken.length).toBeGreaterThan(0);
  });

  it("a draft begun with the first policy replays as it began: that policy's seats took named basics", () => {
    const [first] = BOT_POLICIES;
    expect(first.id).toBe('rarity-then-colors');
    const state = replayDraft({ ...setupOf('ZNR', 8, 0), policy: first }, [], { auto: true });
    expect(basicsTakenOverCards(state).length).toBeGreaterThan(0);
    expect(replayDraft({ ...setupOf('ZNR', 8, 0), policy: first }, state.playerPicks)).toEqual(state);
  });
});
