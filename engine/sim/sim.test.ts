import { describe, expect, it } from 'vitest';
import { basicLand, mtgDeckOf, plainCreatureCosting, realDeck } from '../../test/goldfish-fixtures.ts';
import { compileDeck } from './compile.ts';
import { runSlice, layoutFor, traceGame } from './run.ts';
import { summarizeSide, SIDES, type Side } from './metrics.ts';
import { newTrace, type GameTrace } from './trace.ts';
import { DEFAULT_POLICY, MULLIGAN_PRESETS, policyWith } from '../goldfish/policy.ts';
import { SETUPS, type GameSetup } from '../goldfish/setup.ts';
import { exactKeepProbabilities, exactLandsInPlayWithMulligan } from '../goldfish/mulligan.ts';
import {
  hypergeometricPmf,
  probAtLeastByTurn,
  probAtLeastEachByTurn,
  landDropsOf,
  landsInPlayWithoutMulligan,
  wilson,
} from '../stats/index.ts';
import type { CompiledDeck, CompiledMtgDeck } from './compiled.ts';
import { smoothedHandLandsPmf } from '../stats/smoothing.ts';
import { exactOnCurveGivenLands } from './exact-curve.ts';
import type { SimDeck } from './deck-input.ts';
import { exactFigures, summaryInputOf } from './report.ts';

/**
 * Several figures are compared at once in each test, so each uses a 99.9% interval (z = 3.29) rather than the 95%
 * the product shows: the family of comparisons then holds with high probability, and the fixed seed makes the test
 * deterministic.
 */
const Z_FAMILY = 3.29;

const GARRUK = 'plain-taw/pw__m21__Garruk, Savage Herald.txt'; // mono-green, 25 basic Forests
const OKO = 'plain-taw/pw__eld__Oko, the Trickster.txt'; // two colors, Thornwood Falls enters tapped
const BASRI = 'plain-taw/pw__m21__Basri, Devoted Paladin.txt'; // mono-white, 25 basic Plains, no other mana
const STOMPY = 'plain-taw/challenger__q05__Mono-Green Stompy.txt'; // modal double-faced lands, {X} spells
const SETS = ['M21', 'ELD', 'ZNR', 'KHM', 'IKO', 'THB', 'M20'];

const decks = new Map<string, SimDeck>();
const deckOf = (path: string) => {
  if (!decks.has(path)) decks.set(path, realDeck(path, SETS));
  return decks.get(path)!;
};

function compile(
  path: string,
  setup: GameSetup = SETUPS.constructed,
  policy = DEFAULT_POLICY,
  turns = 7,
): CompiledMtgDeck {
  return compileDeck(deckOf(path), { setup, policy, turns }) as CompiledMtgDeck;
}

function simulate(deck: CompiledDeck, games: number, seed = 1, sides: Side[] = ['play', 'draw']) {
  const { counts } = runSlice([deck], { seed, start: 0, count: games, sides });
  const summary = (side: Side) => summarizeSide(counts[0], side, summaryInputOf(deck));
  return { counts: counts[0], play: summary('play'), draw: summary('draw') };
}

/** Lands of the deck, counted from the card data: main-deck cards whose front face is a land. */
const landsIn = (deck: SimDeck) =>
  deck.main.filter((e) => e.card.faces[0].types.includes('Land')).reduce((n, e) => n + e.count, 0);
const sizeOf = (deck: SimDeck) => deck.main.reduce((n, e) => n + e.count, 0);

function expectWithin(successes: number, trials: number, exact: number, label: string): void {
  const ci = wilson(successes, trials, Z_FAMILY);
  expect(
    exact,
    `${label}: exact ${exact.toFixed(4)} outside [${ci.low.toFixed(4)}, ${ci.high.toFixed(4)}]`,
  ).toBeGreaterThanOrEqual(ci.low);
  expect(exact, label).toBeLessThanOrEqual(ci.high);
}

describe('the simulator agrees with the exact figures (engine/stats) on real decks', () => {
  const games = 40_000;

  it('lands in the first 7 cards follow the hypergeometric law (Garruk, 25 Forests in 60)', () => {
    const deck = deckOf(GARRUK);
    const { play } = simulate(compile(GARRUK), games);
    for (let l = 0; l <= 7; l++) {
      const exact = hypergeometricPmf(l, { size: sizeOf(deck), successes: landsIn(deck) }, 7);
      expectWithin(play.firstHandLands[l].value * games, games, exact, `${l} lands`);
    }
  });

  it('the London keep distribution matches the closed form for a land-range policy (CR 103.5)', () => {
    for (const path of [GARRUK, OKO]) {
      const deck = deckOf(path);
      const exact = exactKeepProbabilities(SETUPS.constructed, MULLIGAN_PRESETS.standard, {
        deckSize: sizeOf(deck),
        lands: landsIn(deck),
      })!;
      const { play } = simulate(compile(path), games, 7, ['play']);
      play.mulligans.forEach((m, i) => expectWithin(m.kept.value * games, games, exact[i], `${path} attempt ${i}`));
    }
  });

  it('the Vancouver and Karsten keep distributions match theirs too', () => {
    const deck = deckOf(OKO);
    const vancouver: GameSetup = { ...SETUPS.constructed, mulligan: 'vancouver' };
    const cases: [GameSetup, typeof MULLIGAN_PRESETS.standard][] = [
      [vancouver, MULLIGAN_PRESETS.standard],
      [SETUPS.constructed, MULLIGAN_PRESETS.karsten],
    ];
    for (const [setup, mulligan] of cases) {
      const exact = exactKeepProbabilities(setup, mulligan, { deckSize: sizeOf(deck), lands: landsIn(deck) })!;
      const { play } = simulate(compile(OKO, setup, policyWith({ mulligan })), games, 3, ['play']);
      play.mulligans.forEach((m, i) =>
        expectWithin(m.kept.value * games, games, exact[i], `${setup.mulligan}/${mulligan.id} attempt ${i}`),
      );
    }
  });

  it("Arena's smoothed opening hand: its lands, the keep distribution and the land drops match the closed form", () => {
    const deck = deckOf(OKO);
    const counts = { deckSize: sizeOf(deck), lands: landsIn(deck) };
    const smoothed: GameSetup = { ...SETUPS.constructed, mulligan: 'smoothed' };
    const { play, draw } = simulate(compile(OKO, smoothed), games, 19);
    smoothedHandLandsPmf(counts, 7).forEach((p, l) =>
      expectWithin(play.firstHandLands[l].value * games, games, p, `smoothed hand with ${l} lands`),
    );
    const keep = exactKeepProbabilities(smoothed, MULLIGAN_PRESETS.standard, counts)!;
    play.mulligans.forEach((m, i) => expectWithin(m.kept.value * games, games, keep[i], `smoothed attempt ${i}`));
    for (const [side, result] of [
      ['play', play],
      ['draw', draw],
    ] as const) {
      const exact = landDropsOf(
        exactLandsInPlayWithMulligan(smoothed, MULLIGAN_PRESETS.standard, counts, {
          turns: 7,
          skipsFirstDraw: side === 'play',
        })!,
      );
      exact.forEach((p, i) =>
        expectWithin(result.landDrops[i].value * games, games, p, `smoothed ${side} turn ${i + 1}`),
      );
    }
  });

  it('Houston: every game keeps ten cards less three, and the land drops match the closed form', () => {
    const deck = deckOf(OKO);
    const houston: GameSetup = { ...SETUPS.constructed, mulligan: 'houston' };
    const compiled = compile(OKO, houston);
    const { play } = simulate(compiled, games, 23, ['play']);
    expect(play.mulligans.map((m) => m.kept.value)).toEqual([1]);
    const exact = landDropsOf(
      exactLandsInPlayWithMulligan(
        houston,
        MULLIGAN_PRESETS.standard,
        { deckSize: sizeOf(deck), lands: landsIn(deck) },
        { turns: 7, skipsFirstDraw: true },
      )!,
    );
    exact.forEach((p, i) => expectWithin(play.landDrops[i].value * games, games, p, `houston turn ${i + 1}`));
    const trace = newTrace();
    traceGame(compiled, 5, 0, 'play', trace);
    expect(trace.attempts.map((a) => [a.drawn.length, a.bottomed.length, a.kept])).toEqual([[10, 3, true]]);
    expect(trace.hand).toHaveLength(7);
  });

  it('P(a land drop on each of turns 1..N) matches the exact path probability, on the play and on the draw (CR 305.2, 103.8a)', () => {
    const deck = deckOf(OKO);
    const { play, draw } = simulate(compile(OKO, SETUPS.constructed, policyWith({ mulligan: 'never' })), games, 11);
    for (const [side, result] of [
      ['play', play],
      ['draw', draw],
    ] as const) {
      const exact = landDropsOf(
        landsInPlayWithoutMulligan({
          deckSize: sizeOf(deck),
          lands: landsIn(deck),
          turns: 7,
          handSize: 7,
          skipsFirstDraw: side === 'play',
        }),
      );
      exact.forEach((p, i) => expectWithin(result.landDrops[i].value * games, games, p, `${side} turn ${i + 1}`));
    }
  });

  it('lands on the battlefield: the exact distribution under London mulligans has the mean of the simulated mana available, when basic lands are the only mana (Basri, 25 Plains; CR 305.2)', () => {
    const deck = deckOf(BASRI);
    const counts = { deckSize: sizeOf(deck), lands: landsIn(deck) };
    const { play, draw } = simulate(compile(BASRI), games, 29);
    for (const [side, result] of [
      ['play', play],
      ['draw', draw],
    ] as const) {
      const exact = exactLandsInPlayWithMulligan(SETUPS.constructed, DEFAULT_POLICY.mulligan, counts, {
        turns: 7,
        skipsFirstDraw: side === 'play',
      })!;
      exact.forEach((byCount, t) => {
        expect(byCount.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
        const mean = byCount.reduce((sum, p, k) => sum + p * k, 0);
        // The exact law's own deviation: the sample's is 0 on turn 1, where every game so far had a land.
        const sd = Math.sqrt(byCount.reduce((sum, p, k) => sum + p * (k - mean) ** 2, 0));
        const simulated = result.manaAvailable[t].value;
        expect(
          Math.abs(mean - simulated),
          `${side} turn ${t + 1}: exact ${mean}, simulated ${simulated}`,
        ).toBeLessThanOrEqual((Z_FAMILY * sd) / Math.sqrt(games));
      });
    }
  });

  it("land drops under London mulligans match the closed form for the same policy (CR 103.5, 305.2), Karsten's presets included", () => {
    const cases = [
      [OKO, 'standard'],
      [GARRUK, 'karsten'],
      [GARRUK, 'karsten-lands'],
    ] as const;
    for (const [path, preset] of cases) {
      const deck = deckOf(path);
      const { play, draw } = simulate(compile(path, SETUPS.constructed, policyWith({ mulligan: preset })), games, 13);
      for (const [side, result] of [
        ['play', play],
        ['draw', draw],
      ] as const) {
        const exact = landDropsOf(
          exactLandsInPlayWithMulligan(
            SETUPS.constructed,
            MULLIGAN_PRESETS[preset],
            { deckSize: sizeOf(deck), lands: landsIn(deck) },
            { turns: 7, skipsFirstDraw: side === 'play' },
          )!,
        );
        exact.forEach((p, i) =>
          expectWithin(result.landDrops[i].value * games, games, p, `${path} ${preset} ${side} turn ${i + 1}`),
        );
      }
    }
  });

  it('the exact land drops a report shows beside the simulated ones agree with them, also for a deck of modal double-faced lands, played as lands only when the hand has no other (Mono-Green Stompy; CR 712.12)', () => {
    const cases = [
      [GARRUK, 'standard', true],
      [STOMPY, 'standard', false],
      [STOMPY, 'karsten', false],
      [STOMPY, 'never', false],
    ] as const;
    for (const [path, preset, closedForm] of cases) {
      const policy = policyWith({ mulligan: preset });
      const compiled = compile(path, SETUPS.constructed, policy);
      const simulated = simulate(compiled, games, 31);
      const exact = exactFigures(compiled, policy.mulligan, ['play', 'draw']);
      for (const side of ['play', 'draw'] as const) {
        const drops = preset === 'never' ? exact.landDropsWithoutMulligan[side] : exact.landDrops[side];
        drops?.forEach((p, i) =>
          expectWithin(simulated[side].landDrops[i].value * games, games, p, `${path} ${preset} ${side} turn ${i + 1}`),
        );
        expect(drops !== undefined, `${path} ${preset}: a closed form`).toBe(closedForm);
      }
    }
  });

  it("Karsten's figure, P(castable on curve | a copy and enough lands), matches its closed form: green spells, 15 Forests and 10 other lands", () => {
    // Karsten's model (HowManySources): "good" lands make the color, the "other" lands make mana no spell needs.
    const gruul = mtgDeckOf(
      'Green with other lands',
      ['M21', 'M20'],
      [
        ...(
          [
            ['{G}', 4],
            ['{1}{G}', 4],
            ['{G}{G}', 4],
            ['{1}{G}{G}', 4],
            ['{2}{G}', 5],
            ['{2}{G}{G}', 4],
            ['{3}{G}', 4],
            ['{3}{G}{G}', 4],
            ['{4}{G}', 2],
          ] as const
        ).map(([cost, count]) => ({ count, keep: plainCreatureCosting(cost) })),
        { count: 15, keep: basicLand('Forest') },
        { count: 10, keep: basicLand('Mountain') },
      ],
    );
    const deck = compileDeck(gruul, {
      setup: SETUPS.constructed,
      policy: policyWith({ mulligan: 'never' }),
      turns: 7,
    }) as CompiledMtgDeck;
    const { counts } = simulate(deck, games, 17);
    const layout = layoutFor(deck);
    for (const side of SIDES) {
      const exact = exactOnCurveGivenLands(deck, { handSize: 7, skipsFirstDraw: side === 'play' });
      expect(Object.keys(exact)).toHaveLength(9);
      expect(exact['Barkhide Troll']).toBeLessThan(0.9); // {G}{G} on turn 2 with 15 Forests in 25 lands
      const base = SIDES.indexOf(side) * layout.size;
      for (const card of deck.tracked) {
        const chances = counts[base + layout.curveChance + card];
        expect(chances, deck.names[card]).toBeGreaterThan(1000);
        expectWithin(
          counts[base + layout.curveCastable + card],
          chances,
          exact[deck.names[card]],
          `${side} ${deck.names[card]}`,
        );
      }
    }
  });

  it('P(at least one copy by turn T) is hypergeometric over the cards seen (no mulligan)', () => {
    const deck = deckOf(GARRUK);
    const compiled = compile(GARRUK, SETUPS.constructed, policyWith({ mulligan: 'never' }));
    const { play, draw } = simulate(compiled, games, 5);
    const patrol = deck.main.find((e) => e.card.name === 'Wildwood Patrol')!;
    for (const [side, result] of [
      ['play', play],
      ['draw', draw],
    ] as const) {
      const card = result.cards.find((c) => c.name === 'Wildwood Patrol')!;
      card.seenByTurn.forEach((e, i) => {
        const exact = probAtLeastByTurn({
          deckSize: sizeOf(deck),
          groupSize: patrol.count,
          atLeast: 1,
          turn: i + 1,
          handSize: 7,
          skipsFirstDraw: side === 'play',
        });
        expectWithin(e.value * games, games, exact, `${side} turn ${i + 1}`);
      });
    }
  });

  it('a one-mana spell is castable by turn T exactly when a copy and a land have been seen (multivariate hypergeometric)', () => {
    const deck = deckOf(GARRUK);
    const compiled = compile(GARRUK, SETUPS.constructed, policyWith({ mulligan: 'never' }));
    const { play, draw } = simulate(compiled, games, 9);
    const brushwagg = deck.main.find((e) => e.card.name === 'Almighty Brushwagg')!; // {G}
    for (const [side, result] of [
      ['play', play],
      ['draw', draw],
    ] as const) {
      const card = result.cards.find((c) => c.name === brushwagg.card.name)!;
      card.byTurn.forEach((e, i) => {
        const exact = probAtLeastEachByTurn(
          [
            { size: brushwagg.count, atLeast: 1 },
            { size: landsIn(deck), atLeast: 1 },
          ],
          { deckSize: sizeOf(deck), turn: i + 1, handSize: 7, skipsFirstDraw: side === 'play' },
        );
        expectWithin(e.value * games, games, exact, `${side} turn ${i + 1}`);
      });
    }
  });
});

describe('reproducibility', () => {
  it('the same seed gives the same counts; another seed does not', () => {
    const deck = compile(OKO);
    const a = runSlice([deck], { seed: 123, start: 0, count: 3000, sides: ['play', 'draw'] }).counts[0];
    const b = runSlice([deck], { seed: 123, start: 0, count: 3000, sides: ['play', 'draw'] }).counts[0];
    const c = runSlice([deck], { seed: 124, start: 0, count: 3000, sides: ['play', 'draw'] }).counts[0];
    expect(Array.from(b)).toEqual(Array.from(a));
    expect(Array.from(c)).not.toEqual(Array.from(a));
  });

  it('a game depends on (seed, game index) only: slices add up to the whole run', () => {
    const deck = compile(OKO);
    const whole = runSlice([deck], { seed: 5, start: 0, count: 2000, sides: ['play'] }).counts[0];
    const first = runSlice([deck], { seed: 5, start: 0, count: 700, sides: ['play'] }).counts[0];
    const rest = runSlice([deck], { seed: 5, start: 700, count: 1300, sides: ['play'] }).counts[0];
    expect(Array.from(whole)).toEqual(Array.from(first).map((x, i) => x + rest[i]));
  });

  it('a traced game replays the same moves', () => {
    const deck = compile(STOMPY);
    const one = newTrace();
    const two = newTrace();
    traceGame(deck, 77, 4242, 'draw', one);
    traceGame(deck, 77, 4242, 'draw', two);
    expect(two).toEqual(one);
  });
});

/** Traces of many games, for rule-by-rule checks. */
function traces(deck: CompiledDeck, count: number, side: Side, seed = 3): GameTrace[] {
  return Array.from({ length: count }, (_, i) => {
    const trace = newTrace();
    traceGame(deck, seed, i, side, trace);
    return trace;
  });
}

describe('game rules, move by move', () => {
  it('CR 103.8a: the starting player of a two-player game skips the first draw; the other player draws', () => {
    const deck = compile(OKO);
    for (const t of traces(deck, 50, 'play')) expect(t.turns[0].drawn).toBe(-1);
    for (const t of traces(deck, 50, 'draw')) expect(t.turns[0].drawn).toBeGreaterThanOrEqual(0);
  });

  it('CR 103.8c: in multiplayer Commander nobody skips the first draw', () => {
    const deck = compile(OKO, SETUPS.commander);
    for (const t of traces(deck, 30, 'play')) expect(t.turns[0].drawn).toBeGreaterThanOrEqual(0);
  });

  it('CR 103.5: a London mulligan draws 7 and bottoms one card per counted mulligan; the kept hand meets the rule where it can', () => {
    const deck = compile(OKO);
    const rules = deck.attempts;
    let bottomed = 0;
    for (const t of traces(deck, 400, 'play')) {
      const keptAt = t.attempts.length - 1;
      t.attempts.forEach((a) => expect(a.drawn).toHaveLength(7));
      const kept = t.attempts[keptAt];
      expect(kept.bottomed).toHaveLength(7 - rules[keptAt].kept);
      bottomed += kept.bottomed.length;
      const hand = [...kept.drawn];
      for (const b of kept.bottomed) hand.splice(hand.indexOf(b), 1);
      expect(hand.sort()).toEqual([...t.hand].sort());
      const clauses = rules[keptAt].clauses;
      if (clauses) {
        const lands = hand.filter((c) => deck.landFace[c] >= 0).length;
        expect(clauses.some((cl) => lands >= cl.lands[0] && lands <= cl.lands[1])).toBe(true);
      }
    }
    expect(bottomed).toBeGreaterThan(0);
  });

  it('CR 103.5: London bottoming puts an off-color land (no color the kept spells need) under before an on-color one, and the most expensive spells', () => {
    const deck = compile(OKO);
    const cards = new Map(deckOf(OKO).main.map((e) => [e.card.name, e.card]));
    const card = (id: number) => cards.get(deck.names[id])!;
    const isLand = (id: number) => card(id).faces[0].types.includes('Land');
    const colorsOf = (text: string) => new Set(text.match(/[WUBRG]/g) ?? []);
    const makes = (id: number) => new Set(card(id).producedMana);
    let offColorChoices = 0;
    for (const t of traces(deck, 3000, 'play', 21)) {
      const kept = t.attempts.at(-1)!;
      if (kept.bottomed.length === 0) continue;
      const keptSpells = t.hand.filter((c) => !isLand(c));
      const needed = new Set(keptSpells.flatMap((c) => [...colorsOf(card(c).faces[0].manaCost)]));
      const onColor = (id: number) => [...makes(id)].some((c) => needed.has(c));
      const keptLands = t.hand.filter(isLand);
      const bottomedLands = kept.bottomed.filter(isLand);
      if (needed.size > 0 && bottomedLands.length > 0 && keptLands.some((l) => !onColor(l))) {
        expect(
          bottomedLands.every((l) => !onColor(l)),
          `bottomed ${bottomedLands.map((c) => deck.names[c]).join()} kept ${keptLands.map((c) => deck.names[c]).join()}`,
        ).toBe(true);
      }
      if (bottomedLands.some((l) => !onColor(l)) && keptLands.some(onColor)) offColorChoices++;
      const bottomedSpells = kept.bottomed.filter((c) => !isLand(c));
      for (const b of bottomedSpells)
        for (const k of keptSpells) expect(deck.manaValue[b]).toBeGreaterThanOrEqual(deck.manaValue[k]);
    }
    expect(offColorChoices).toBeGreaterThan(0);
  });

  it("Karsten's NumberLandsProbCalc rule (preset karsten-lands): a 6 keeps all its lands up to 4 and bottoms a land from 5 up", () => {
    const deck = compile(GARRUK, SETUPS.constructed, policyWith({ mulligan: 'karsten-lands' }));
    let sixes = 0;
    for (const t of traces(deck, 2000, 'play', 8).filter((x) => x.attempts.length === 2)) {
      const drawnLands = t.attempts[1].drawn.filter((c) => deck.landFace[c] >= 0).length;
      const keptLands = t.hand.filter((c) => deck.landFace[c] >= 0).length;
      expect(keptLands).toBe(drawnLands <= 4 ? drawnLands : drawnLands - 1);
      if (drawnLands === 4) sixes++;
    }
    expect(sixes).toBeGreaterThan(0);
  });

  it('CR 103.5c: with the free first mulligan the second hand is still 7 cards', () => {
    const deck = compile(OKO, SETUPS.commander);
    const mulliganed = traces(deck, 300, 'play').filter((t) => t.attempts.length === 2);
    expect(mulliganed.length).toBeGreaterThan(0);
    for (const t of mulliganed) expect(t.hand).toHaveLength(7);
  });

  it('Vancouver: after keeping 6, scry 1 — a land stays on top, a spell goes to the bottom (default policy)', () => {
    const deck = compile(OKO, { ...SETUPS.constructed, mulligan: 'vancouver' });
    const scried = traces(deck, 400, 'draw').filter((t) => t.scry);
    expect(scried.length).toBeGreaterThan(0);
    for (const t of scried) {
      expect(t.hand.length).toBeLessThan(7);
      const isLand = deck.landFace[t.scry!.card] >= 0;
      expect(t.scry!.to).toBe(isLand ? 'top' : 'bottom');
      if (isLand) expect(t.turns[0].drawn).toBe(t.scry!.card); // on the draw, the kept top card is drawn first
    }
  });

  it('CR 305.2, 302.6: one land per turn; a tapped land and a new mana creature add no mana that turn', () => {
    const deck = compile(OKO);
    const falls = deck.names.indexOf('Thornwood Falls');
    const pixie = deck.names.indexOf('Maraleaf Pixie'); // "{T}: Add {G} or {U}.", the deck's only other source
    let tappedSeen = 0;
    let pixiesSeen = 0;
    for (const t of traces(deck, 300, 'draw')) {
      let lands = 0;
      let pixies = 0;
      for (const turn of t.turns) {
        if (turn.landOrCharge >= 0) {
          lands++;
          if (turn.landOrCharge === falls) {
            expect(turn.landEnteredTapped).toBe(true);
            tappedSeen++;
          }
        }
        const untappedLands = lands - (turn.landEnteredTapped ? 1 : 0);
        expect(turn.manaAvailable).toBe(untappedLands + pixies);
        expect(turn.manaSpent).toBeLessThanOrEqual(turn.manaAvailable);
        const cast = turn.cast.filter((c) => c === pixie).length;
        pixies += cast;
        pixiesSeen += cast;
      }
    }
    expect(tappedSeen).toBeGreaterThan(0);
    expect(pixiesSeen).toBeGreaterThan(0);
  });

  it("CR 712.12: a modal card's land back is played when the hand has no land", () => {
    const deck = compile(STOMPY);
    let backsPlayed = 0;
    for (const t of traces(deck, 500, 'play')) {
      for (const turn of t.turns) {
        if (turn.landOrCharge >= 0 && deck.landFace[turn.landOrCharge] < 0) {
          expect(deck.landBackFace[turn.landOrCharge]).toBeGreaterThanOrEqual(0);
          backsPlayed++;
        }
      }
    }
    expect(backsPlayed).toBeGreaterThan(0);
  });

  it('CR 107.3: an {X} spell is cast with X from the mana left (Stonecoil Serpent), never for more than is available', () => {
    const deck = compile(STOMPY);
    const serpent = deck.names.indexOf('Stonecoil Serpent');
    let cast = 0;
    for (const t of traces(deck, 800, 'draw')) {
      for (const turn of t.turns) {
        expect(turn.manaSpent).toBeLessThanOrEqual(turn.manaAvailable);
        if (turn.cast.includes(serpent)) cast++;
      }
    }
    expect(cast).toBeGreaterThan(0);
  });

  it('a card counted castable can be paid: every card the policy casts was castable at the start of the phase or after', () => {
    const deck = compile(OKO);
    for (const t of traces(deck, 300, 'play')) {
      for (const turn of t.turns) for (const c of turn.cast) expect(turn.castable).toContain(c);
    }
  });

  it('the cast policy: of two castable spells of equal rank (mana value, priority, creature) the one held in hand longest is cast first', () => {
    const deck = compile(OKO);
    // Spells with one way to cast them: their rank is their option's value, known without playing.
    const rankOf = (card: number) =>
      deck.optionCount[card] === 1 && deck.optionVariantCount[deck.optionStart[card]] === 1
        ? deck.optionValue[deck.optionStart[card]]
        : undefined;
    let ties = 0;
    for (const t of traces(deck, 400, 'play')) {
      // When each card's copies came into the hand (the earliest copy still held), read from the trace alone.
      const copies = new Map<number, number>();
      const since = new Map<number, number>();
      let arrivals = 0;
      const take = (card: number) => {
        if (!copies.get(card)) since.set(card, arrivals++);
        copies.set(card, (copies.get(card) ?? 0) + 1);
      };
      const leave = (card: number) => copies.set(card, copies.get(card)! - 1);
      t.hand.forEach(take);
      for (const turn of t.turns) {
        if (turn.drawn >= 0) take(turn.drawn);
        if (turn.landOrCharge >= 0) leave(turn.landOrCharge);
        const ranks = turn.castable.map(rankOf);
        if (turn.cast.length > 0 && ranks.every((r) => r !== undefined)) {
          const top = Math.max(...ranks);
          const tied = turn.castable.filter((_, i) => ranks[i] === top);
          if (tied.length > 1) {
            ties++;
            const first = tied.reduce((a, b) => (since.get(a)! < since.get(b)! ? a : b));
            expect(turn.cast[0]).toBe(first);
          }
        }
        turn.cast.forEach(leave);
      }
    }
    expect(ties).toBeGreaterThan(20);
  });
});

describe('metrics', () => {
  it('report every side with 95% intervals around the estimate', () => {
    const deck = compile(OKO);
    const result = simulate(deck, 5000);
    for (const side of SIDES) {
      const s = result[side];
      expect(s.games).toBe(5000);
      for (const e of [...s.landDrops, ...s.manaAvailable, ...s.manaSpent]) {
        expect(e.low).toBeLessThanOrEqual(e.value);
        expect(e.high).toBeGreaterThanOrEqual(e.value);
      }
      expect(s.mulligans.reduce((a, m) => a + m.kept.value, 0)).toBeCloseTo(1, 12);
    }
    // On the draw, one more card by each turn: land drops are hit at least as often.
    result.draw.landDrops.forEach((e, i) =>
      expect(e.value).toBeGreaterThanOrEqual(result.play.landDrops[i].value - 0.02),
    );
  });
});
