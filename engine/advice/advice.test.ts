// The deck advisor on real decks (../shared/data decklists and MTGJSON sets): land variants, the land sweep on
// common random numbers, colored sources against the closed form and a hand-derived multivariate
// hypergeometric sum, Karsten's optimal land count, keep rules and A/B.
import { describe, expect, it } from 'vitest';
import { basicLand, mtgDeckOf, mtgSetCards, plainCreatureCosting, realDeck } from '../../test/goldfish-fixtures.ts';
import { DEFAULT_POLICY, MULLIGAN_PRESETS, policyWith } from '../goldfish/policy.ts';
import { SETUPS, withMulligan } from '../goldfish/setup.ts';
import { compileDeck, compiledSlotNames } from '../sim/compile.ts';
import type { SimDeck } from '../sim/deck-input.ts';
import type { Card } from '../cards/types.ts';
import { summarizeSide, type Side } from '../sim/metrics.ts';
import { summaryInputOf } from '../sim/report.ts';
import type { CompiledDeck, CompiledMtgDeck } from '../sim/compiled.ts';
import { adviceFrom, planAdvice, type AdviceOptions, type AdvicePlan } from './advise.ts';
import { countLands, deckAtLandCount, defaultLandRange, isLandCard, landVariants, makesMana } from './land-variants.ts';
import { playPaired, type DeckResult } from './paired.ts';
import { abFigures, compareOnSameGames } from './ab.ts';
import { figureKind, type FigureId, type ObjectiveId } from './figures.ts';
import { heldBackByTappedLands, onCurveEstimate, spellSources } from './sources.ts';
import { planSourceSearch, runSourceSearch, sourceVariants, untappedLandsVariant } from './source-variants.ts';
import { probOnCurveGivenLands } from '../stats/on-curve.ts';
import { holmRejects } from './estimates.ts';
import { getFormat } from '../formats/index.ts';

const OKO = 'plain-taw/pw__eld__Oko, the Trickster.txt'; // 10 Island, 11 Forest, 4 Thornwood Falls
const SETS = ['ELD', 'M21'];
const options: AdviceOptions = { setup: SETUPS.constructed, policy: DEFAULT_POLICY, turns: 7 };

const sizeOf = (deck: SimDeck) => deck.main.reduce((n, e) => n + e.count, 0);
const countOf = (deck: SimDeck, name: string) =>
  deck.main.filter((e) => e.card.name === name).reduce((n, e) => n + e.count, 0);

/** Every deck of a plan played on the same game indices, each on the play and on the draw, in this thread. */
function play(
  decks: readonly CompiledDeck[],
  figures: readonly FigureId[],
  games: number,
  seed = 1,
  paired: readonly FigureId[] = figures,
  reference = -1,
) {
  const results: DeckResult[] = [];
  const slice = { seed, start: 0, count: games * 2, sides: ['play', 'draw'] as Side[] };
  playPaired(decks, figures, slice, (r) => results.push(r), undefined, paired, reference);
  return results;
}

/** The land advice of a plan's sweep, played in this thread. */
function sweepAdvice(plan: AdvicePlan, games: number, seed: number, objective: ObjectiveId) {
  const sweep = play(plan.sweep.decks, plan.sweep.figures, games, seed, plan.sweep.paired, plan.sweep.reference);
  return adviceFrom(plan, { sweep, keep: [] }, { objective, target: 0.9, sides: ['play', 'draw'] });
}

describe('land variants', () => {
  const oko = realDeck(OKO, SETS);

  it('adds and removes basics in proportion to the deck’s basics, keeps the deck size, and cuts the highest mana values first', () => {
    const plus2 = deckAtLandCount(oko, 27, {});
    expect(sizeOf(plus2.deck)).toBe(sizeOf(oko));
    expect(countLands(plus2.deck)).toBe(27);
    expect(plus2.changes.Island).toBe(1);
    expect(plus2.changes.Forest).toBe(1);
    expect(plus2.changes['Thornwood Falls']).toBeUndefined();
    const cut = Object.entries(plus2.changes).filter(([, n]) => n < 0);
    expect(cut.reduce((n, [, c]) => n - c, 0)).toBe(2);
    const spells = oko.main.filter((e) => !isLandCard(e.card));
    const mvOf = (name: string) => spells.find((e) => e.card.name === name)!.card.manaValue;
    const kept = spells.filter((e) => !(e.card.name in plus2.changes)).map((e) => e.card.manaValue);
    for (const [name] of cut) expect(mvOf(name)).toBeGreaterThanOrEqual(Math.max(...kept));
    const minus5 = deckAtLandCount(oko, 20, {});
    expect(countLands(minus5.deck)).toBe(20);
    expect(sizeOf(minus5.deck)).toBe(sizeOf(oko));
    expect(countOf(minus5.deck, 'Island') + countOf(minus5.deck, 'Forest')).toBe(16);
    expect(countOf(minus5.deck, 'Thornwood Falls')).toBe(4);
  });

  it('adds back the cheapest spells that make no mana, and no fifth copy while a spell has fewer (CR 100.2a)', () => {
    const minus5 = deckAtLandCount(oko, 20, {});
    const added = Object.entries(minus5.changes).filter(([, n]) => n > 0);
    expect(added.reduce((n, [, c]) => n + c, 0)).toBe(5);
    const cardOf = (name: string) => oko.main.find((e) => e.card.name === name)!.card;
    // Maraleaf Pixie ({G} or {U}) is among the cheapest spells but would add a mana source to a sweep of sources.
    expect(makesMana(cardOf('Maraleaf Pixie'))).toBe(true);
    expect(minus5.changes['Maraleaf Pixie']).toBeUndefined();
    for (const [name] of added) {
      expect(makesMana(cardOf(name))).toBe(false);
      expect(cardOf(name).manaValue).toBeLessThanOrEqual(3);
    }
    const fewest = deckAtLandCount(oko, 5, {});
    for (const e of fewest.deck.main)
      if (!isLandCard(e.card)) expect(countOf(fewest.deck, e.card.name)).toBeLessThanOrEqual(4);
  });

  it('adds a stand-in for each of a singleton deck’s cheapest spells that make no mana, never a mana rock (CR 903.5b)', () => {
    const commander = realDeck('plain-taw/cmd__afc__Aura of Courage.txt', ['AFC', 'AFR']);
    const fewer = deckAtLandCount(commander, countLands(commander) - 6, { format: getFormat('commander') });
    expect(Object.values(fewer.changes).every((n) => n < 0)).toBe(true);
    const added = Object.entries(fewer.standIns);
    expect(added).toHaveLength(6);
    for (const [name, n] of added) {
      expect(n).toBe(1);
      expect(makesMana(commander.main.find((e) => e.card.name === name)!.card)).toBe(false);
    }
    expect(fewer.standIns['Sol Ring']).toBeUndefined();
    expect(fewer.standIns['Arcane Signet']).toBeUndefined();
  });

  it('removes a basic land listed on two lines as one land: the deck has the land count asked for and its size', () => {
    // Garruk's planeswalker deck lists 24 Forest [M21:*] and 1 Forest [M21:313].
    const garruk = realDeck('plain-taw/pw__m21__Garruk, Savage Herald.txt', ['M21', 'THB', 'IKO']);
    expect(garruk.main.filter((e) => e.card.name === 'Forest')).toHaveLength(2);
    for (const lands of [20, 0, 30]) {
      const variant = deckAtLandCount(garruk, lands, {});
      expect(countLands(variant.deck)).toBe(lands);
      expect(sizeOf(variant.deck)).toBe(60);
    }
  });

  it('uses the land the player picks, and the player’s order of spells to cut', () => {
    const falls = oko.main.find((e) => e.card.name === 'Thornwood Falls')!.card;
    const spells = oko.main.filter((e) => !isLandCard(e.card)).map((e) => e.card.name);
    const variant = deckAtLandCount(oko, 26, { land: falls, spellOrder: [spells[0]] });
    expect(variant.changes).toEqual({ 'Thornwood Falls': 1, [spells[0]]: -1 });
  });

  it('sweeps ±5 lands around a 60-card deck’s count and ±6 around a 100-card Commander deck’s', () => {
    expect(defaultLandRange(oko)).toEqual([20, 30]);
    const commander = realDeck('plain-taw/cmd__afc__Aura of Courage.txt', ['AFC', 'AFR']);
    const lands = countLands(commander);
    expect(sizeOf(commander) + (commander.commanders?.length ?? 0)).toBe(100);
    expect(defaultLandRange(commander)).toEqual([lands - 6, lands + 6]);
    const variants = landVariants(commander, { lands: defaultLandRange(commander) });
    expect(variants.map((v) => countLands(v.deck))).toEqual(Array.from({ length: 13 }, (_, i) => lands - 6 + i));
    for (const v of variants) expect(sizeOf(v.deck)).toBe(sizeOf(commander));
  });

  it('refuses a range the deck cannot reach', () => {
    expect(() => landVariants(oko, { lands: [0, 25] })).toThrow(/remove/);
    expect(() => landVariants(oko, { lands: [26, 24] })).toThrow(/low to high/);
  });
});

describe('land sweep on common random numbers', () => {
  const oko = realDeck(OKO, SETS);

  it('P(land drop) on turns 2–5 rises with every land added (CR 305.2: one land a turn)', () => {
    const plan = planAdvice(oko, { ...options, setup: withMulligan(SETUPS.constructed, 'none'), lands: [20, 30] });
    const rows = sweepAdvice(plan, 3000, 1, 'compounded-mana').lands.sweep;
    expect(rows.map((r) => r.lands)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    // Without mulligans each added land takes a spell's slot in the same shuffle: no game loses a land drop.
    for (let i = 1; i < rows.length; i++)
      for (let t = 0; t < 4; t++)
        expect(rows[i].landDrops[t].probability.value, `${rows[i].lands} lands, turn ${t + 2}`).toBeGreaterThan(
          rows[i - 1].landDrops[t].probability.value,
        );
  });

  it('compares the recommendation with the deck’s own count on the same games: the neighbours’ differences added up', () => {
    const plan = planAdvice(oko, { ...options, lands: [23, 29] });
    const { lands } = sweepAdvice(plan, 4000, 3, 'land-drop-turn-4');
    expect(lands.recommended).toBe(29);
    expect(lands.versusCurrent).toMatchObject({ lands: 25, real: true });
    // Game by game, 29 − 25 lands is the sum of the steps 26 − 25 … 29 − 28: so is its mean.
    const steps = lands.sweep.filter((r) => r.lands > 25).map((r) => r.differenceToFewer!['land-drop-turn-4'].value);
    expect(lands.versusCurrent!.difference.value).toBeCloseTo(
      steps.reduce((a, b) => a + b, 0),
      12,
    );
    // The deck's own row was paired with the count below it through that count's difference to it.
    const own = lands.sweep.find((r) => r.lands === 25)!;
    const below = lands.sweep.find((r) => r.lands === 24)!;
    expect(own.differenceToCurrent).toBeNull();
    expect(own.differenceToFewer!['land-drop-turn-4'].value).toBe(
      -below.differenceToCurrent!['land-drop-turn-4'].value,
    );
    const asIs = sweepAdvice(planAdvice(oko, { ...options, lands: [25, 25] }), 500, 3, 'land-drop-turn-4');
    expect(asIs.lands.versusCurrent).toBeNull();
  });

  it('the recommendation names its objective and compares it with both neighbours on the same games', () => {
    const plan = planAdvice(oko, { ...options, lands: [22, 28] });
    const advice = sweepAdvice(plan, 2000, 1, 'land-drop-turn-4');
    // More lands always make the turn-4 land drop likelier: the highest count wins, with one neighbour.
    expect(advice.lands).toMatchObject({ current: 25, recommended: 28, objective: 'land-drop-turn-4' });
    expect(advice.lands.neighbours).toHaveLength(1);
    expect(advice.lands.neighbours[0]).toMatchObject({ lands: 27, real: true });
    expect(advice.lands.neighbours[0].difference.low).toBeGreaterThan(0);
    // The best of the range is its last count, really ahead: more lands may do better still.
    expect(advice.lands.beyondRange).toBe('more');
  });
});

/**
 * A deck at one of Frank Karsten's published optimal curves for the most compounded mana spent over 7 turns,
 * half the games on the play and half on the draw, with his mulligan rule (the 'karsten' preset): built from
 * real mono-green creatures that only cost mana, and basic Forests. His table ("What's an Optimal Mana Curve
 * and Land/Ramp Count for Commander?", TCGplayer, 2022-07-15, section "Background: Optimal mana curves for
 * 40-card and 60-card decks", restating his 2020 ChannelFireball article "What is an optimal mana curve?";
 * https://www.tcgplayer.com/content/article/What-s-an-Optimal-Mana-Curve-and-Land-Ramp-Count-for-Commander/e22caad1-b04b-4f8a-951b-a41e9f08da14/):
 * 40-card Limited 2/7/7/4/3 one- to five-drops and 17 lands; 60-card Standard 3/10/10/7/4 and 26 lands, the
 * deck his search starts from (frankkarsten/MTG-Math OptimalManaCurve.py, commit 98721229, initial_* lines).
 */
function karstenDeck(lands: number, curve: readonly number[]): SimDeck {
  const costs = ['{G}', '{1}{G}', '{2}{G}', '{3}{G}', '{4}{G}'];
  return mtgDeckOf(
    `Karsten ${lands + curve.reduce((a, b) => a + b, 0)}`,
    ['M21', 'M20', 'ELD'],
    [
      ...costs.map((cost, i) => ({ count: curve[i], keep: plainCreatureCosting(cost) })),
      { count: lands, keep: basicLand('Forest') },
    ],
  );
}

/**
 * Karsten's Commander model (frankkarsten/MTG-Math optimal_curve_commander.py, commit 07e59782, the initial_* lines
 * his search starts from): a commander of mana value 6 beside 99 cards, 38 lands, Sol Ring, 10 mana rocks that cost
 * 2 and tap for one, and 7/10/10/14/9 one- to five-drops. Copies of one real card stand for each kind, as in his
 * script (the simulator plays the list as given; singleton is the validator's concern, CR 903.5b).
 */
function karstenCommanderDeck(): SimDeck {
  const costs = ['{G}', '{1}{G}', '{2}{G}', '{3}{G}', '{4}{G}'];
  const sets = ['M21', 'M20', 'ELD', 'ZNC'];
  const named = (name: string) => (card: Card) => card.name === name;
  const deck = mtgDeckOf('Karsten Commander', sets, [
    ...[7, 10, 10, 14, 9].map((count, i) => ({ count, keep: plainCreatureCosting(costs[i]) })),
    { count: 10, keep: named('Mind Stone') },
    { count: 1, keep: named('Sol Ring') },
    { count: 38, keep: basicLand('Forest') },
  ]);
  const commander = mtgDeckOf('Karsten Commander', sets, [{ count: 1, keep: named("Multani, Yavimaya's Avatar") }]);
  return { ...deck, commanders: commander.main };
}

describe('figures from the simulator’s counts', () => {
  it('compounded mana spent is Karsten’s: mana spent on turn t counts for every turn from t to the last (OptimalManaCurve.py)', () => {
    const oko = realDeck(OKO, SETS);
    const deck = compileDeck(oko, options);
    const [result] = play([deck], ['compoundedManaSpent', 'manaSpentByTurn5', 'manaSpentByLastTurn'], 2000, 6);
    const summary = summaryInputOf(deck);
    const spent = (['play', 'draw'] as const).map((side) => summarizeSide(result.counts, side, summary).manaSpent);
    // Both sides played the same 2000 game indices: the pooled mean is the mean of the two sides' means.
    const pooled = (weight: (t: number) => number, last: number) =>
      spent.reduce((sum, side) => sum + side.slice(0, last).reduce((a, e, i) => a + weight(i + 1) * e.value, 0), 0) / 2;
    expect(result.sum[0] / result.n).toBeCloseTo(
      pooled((t) => 7 - t + 1, 7),
      9,
    );
    expect(result.sum[1] / result.n).toBeCloseTo(
      pooled(() => 1, 5),
      9,
    );
    expect(result.sum[2] / result.n).toBeCloseTo(
      pooled(() => 1, 7),
      9,
    );
  });
});

describe('Karsten’s optimal land count', () => {
  const policy = policyWith({ mulligan: 'karsten' });

  it('the sweep of his published 60-card optimum (26 lands) recommends 25 to 27 lands for compounded mana spent', () => {
    const plan = planAdvice(karstenDeck(26, [3, 10, 10, 7, 4]), { ...options, policy, lands: [21, 31] });
    const advice = sweepAdvice(plan, 8000, 5, 'compounded-mana');
    expect(advice.lands.current).toBe(26);
    expect(Math.abs(advice.lands.recommended - 26)).toBeLessThanOrEqual(1);
    expect(advice.lands.beyondRange).toBeNull();
  });

  it('the sweep of his published 40-card Limited optimum (17 lands) recommends 16 to 18 lands for compounded mana spent', () => {
    const plan = planAdvice(karstenDeck(17, [2, 7, 7, 4, 3]), { ...options, policy, lands: [12, 22] });
    const advice = sweepAdvice(plan, 8000, 5, 'compounded-mana');
    expect(advice.lands.current).toBe(17);
    expect(Math.abs(advice.lands.recommended - 17)).toBeLessThanOrEqual(1);
    expect(advice.lands.beyondRange).toBeNull();
    // A 40-card deck with 20 lands swept from 20 up: its fewest lands win, really; fewer may do better still.
    const above = sweepAdvice(
      planAdvice(karstenDeck(20, [2, 7, 7, 3, 1]), { ...options, policy, lands: [20, 23] }),
      8000,
      5,
      'compounded-mana',
    );
    expect(above.lands).toMatchObject({ recommended: 20, beyondRange: 'fewer' });
  });

  it('the sweep of his Commander deck (38 lands, 10 rocks and Sol Ring, a 6-mana commander) recommends 37 to 39 lands', () => {
    const commander = { setup: SETUPS.commander, policy: policyWith({ mulligan: 'karsten-commander' }), turns: 7 };
    const plan = planAdvice(karstenCommanderDeck(), commander);
    const advice = sweepAdvice(plan, 8000, 5, 'compounded-mana');
    expect(advice.lands.current).toBe(38);
    expect(advice.lands.sweep.map((row) => row.lands)).toEqual(Array.from({ length: 13 }, (_, i) => 32 + i));
    expect(Math.abs(advice.lands.recommended - 38)).toBeLessThanOrEqual(1);
    expect(advice.lands.beyondRange).toBeNull();
  });
});

/**
 * Green spells, most with two green pips, 12 Forests and 12 Islands (Karsten's model: the other lands make mana
 * no spell needs, and the land drop plays the color the hand lacks): where the closed form
 * (engine/stats/on-curve.ts) holds, for all but a `lastCost` of two colors (8 copies). `falls` of the Islands
 * may be Thornwood Falls instead (G or U, enters tapped).
 */
function greenWithIslands(lastCost = '{1}{G}', falls = 0): SimDeck {
  return mtgDeckOf(
    `Green with Islands, ${falls} Thornwood Falls and ${lastCost}`,
    ['M21', 'M20', 'ELD', 'THB', 'IKO', 'ZNR', 'KHM'],
    [
      { count: 4, keep: plainCreatureCosting('{1}{G}{G}') },
      { count: 8, keep: plainCreatureCosting('{G}{G}') },
      { count: 8, keep: plainCreatureCosting('{2}{G}{G}') },
      { count: 8, keep: plainCreatureCosting('{3}{G}{G}') },
      { count: 8, keep: plainCreatureCosting(lastCost) },
      { count: 12, keep: basicLand('Forest') },
      { count: 12 - falls, keep: basicLand('Island') },
      { count: falls, keep: (card: Card) => card.name === 'Thornwood Falls' },
    ].filter((part) => part.count > 0),
  );
}

/** C(n, k) exactly. */
function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

describe('colored sources (Karsten, HowManySources)', () => {
  const compiled = () =>
    compileDeck(greenWithIslands(), { ...options, policy: policyWith({ mulligan: 'never' }) }) as CompiledMtgDeck;

  it('the exact P(castable on curve | a copy and 3 lands) of a {1}{G}{G} spell equals the multivariate hypergeometric sum by hand', () => {
    const deck = compiled();
    const name = greenWithIslands().main[0].card.name; // the {1}{G}{G} creature
    const [spell] = spellSources({ deck, counts: new Float64Array(0), sides: ['draw'], target: 0.9 }).filter(
      (s) => s.card === name,
    );
    // On the draw, 10 cards by turn 3: k copies of 4, g of 12 Forests, i of 12 Islands, the rest of 32 others.
    let condition = 0n;
    let castable = 0n;
    for (let k = 1; k <= 4; k++)
      for (let g = 0; g <= 12; g++)
        for (let i = 0; i <= 12; i++) {
          const rest = 10 - k - g - i;
          if (rest < 0 || g + i < 3) continue;
          const ways = choose(4, k) * choose(12, g) * choose(12, i) * choose(32, rest);
          condition += ways;
          if (g >= 2) castable += ways;
        }
    expect(spell.exact).toBe(true);
    expect(spell.onCurveGivenLands).toBeCloseTo(Number((castable * 10n ** 12n) / condition) / 1e12, 10);
  });

  it('the simulated figure holds the exact one within its 99.9% interval, without mulligans, on each side', () => {
    const deck = compiled();
    const [result] = play([deck], [], 40_000, 9);
    for (const side of ['play', 'draw'] as const) {
      const sources = spellSources({ deck, counts: result.counts, sides: [side], target: 0.9 });
      expect(sources.length).toBe(5);
      for (const s of sources) {
        expect(s.exact).toBe(true);
        // Five spells on two sides at once: the 95% half-width widened to 99.9% (z 3.29 / 1.96).
        const half = ((s.simulated!.high - s.simulated!.low) / 2) * (3.29 / 1.96);
        expect(Math.abs(s.simulated!.value - s.onCurveGivenLands!), `${side} ${s.card}`).toBeLessThan(half);
      }
    }
  });

  it('were no land to enter tapped the closed form holds again, and the deck so played meets it: what tapped lands cost', () => {
    const noMulligan = { ...options, policy: policyWith({ mulligan: 'never' }) };
    const deck = compileDeck(greenWithIslands('{1}{G}', 4), noMulligan) as CompiledMtgDeck;
    const untapped = untappedLandsVariant(deck)!;
    expect(untappedLandsVariant(compiled())).toBeNull();
    const [own, ifUntapped] = play([deck, untapped], [], 40_000, 9);
    const sides: Side[] = ['play', 'draw'];
    const exactIfUntapped = spellSources({ deck: untapped, counts: new Float64Array(0), sides, target: 0.9 });
    const sources = spellSources({ deck, counts: own.counts, sides, target: 0.9, untappedLands: ifUntapped.counts });
    expect(sources.length).toBe(5);
    for (const s of sources) {
      // Thornwood Falls enters tapped (CR 305.2 one land a turn): no closed form for the deck as it is.
      expect(s.exact, s.card).toBe(false);
      const exact = exactIfUntapped.find((e) => e.card === s.card)!;
      expect(exact.exact).toBe(true);
      const half = ((s.ifLandsUntapped!.high - s.ifLandsUntapped!.low) / 2) * (3.29 / 1.96);
      expect(Math.abs(s.ifLandsUntapped!.value - exact.onCurveGivenLands!), s.card).toBeLessThan(half);
      expect(s.ifLandsUntapped!.value, s.card).toBeGreaterThanOrEqual(s.simulated!.value);
    }
    expect(sources.filter(heldBackByTappedLands).length).toBeGreaterThan(0);
  });

  it('flags the spells below 90% and finds the sources that reach it, the land count kept', () => {
    const deck = compiled();
    const sources = spellSources({ deck, counts: new Float64Array(0), sides: ['play', 'draw'], target: 0.9 });
    const rr = sources.find((s) => s.card === greenWithIslands().main[0].card.name)!;
    expect(rr.flagged).toBe(true);
    const need = rr.sourcesNeeded.G!;
    expect(need).toBeGreaterThan(12);
    expect(rr.fixes).toEqual([{ card: rr.card, color: 'G', from: 12, to: need, target: 0.9, turn: 3 }]);
  });
});

describe('colored sources in the order of Karsten’s tables', () => {
  it('Oko: by the turn each spell is cast on curve (its mana value), then by name, not in the list’s order', () => {
    const oko = realDeck(OKO, SETS);
    const deck = compileDeck(oko, options) as CompiledMtgDeck;
    const [own] = play([deck], [], 2000);
    const rows = spellSources({ deck, counts: own.counts, sides: ['play', 'draw'], target: 0.9 });
    const turns = rows.map((s) => s.turn);
    // The list opens with Oko, the Trickster ({4}{G}{U}: turn 6) and ends with lands.
    expect(oko.main[0].card.name).toBe('Oko, the Trickster');
    expect(turns).toEqual([...turns].sort((a, b) => a - b));
    for (const turn of new Set(turns)) {
      const spells = rows.filter((s) => s.turn === turn);
      expect(spells.map((s) => s.card)).toEqual(spells.map((s) => s.card).sort((a, b) => a.localeCompare(b, 'en')));
      for (const s of spells)
        expect(Math.max(1, oko.main.find((e) => e.card.name === s.card)!.card.manaValue)).toBe(turn);
    }
    expect(rows.at(-1)!.card).toBe('Beanstalk Giant // Fertile Footsteps');
  });
});

/** The deck with `changes` made (name → copies added; negative: removed), from the deck's own cards. */
function withChanges(deck: SimDeck, changes: Record<string, number>): SimDeck {
  const main = deck.main
    .map((e) => ({ ...e, count: e.count + (changes[e.card.name] ?? 0) }))
    .filter((e) => e.count > 0);
  return { ...deck, main };
}

/** The advice of a deck at its own land count, with the source variants played on the sweep's games. */
async function adviceWithSourceVariants(deck: SimDeck, simOptions: AdviceOptions, games: number, seed: number) {
  const lands = countLands(deck);
  const plan = planAdvice(deck, { ...simOptions, lands: [lands, lands] });
  const sweep = play(plan.sweep.decks, plan.sweep.figures, games, seed, plan.sweep.paired);
  const search = planSourceSearch({
    deck,
    options: simOptions,
    base: plan.sweep.decks[0] as CompiledMtgDeck,
    counts: sweep[0].counts,
    sides: ['play', 'draw'],
    target: 0.9,
  });
  const played: CompiledDeck[] = [];
  const sourceVariants = await runSourceSearch(search, (decks, onDeck) => {
    // One deck at a time, as far as the search asks.
    for (const [i, deck] of decks.entries()) {
      played.push(deck);
      if (!onDeck({ ...play([deck], [], games, seed)[0], deck: i })) break;
    }
    return Promise.resolve(true);
  });
  const options = { objective: 'compounded-mana', target: 0.9, sides: ['play', 'draw'] } as const;
  return {
    search,
    played,
    advice: adviceFrom(plan, { sweep, keep: [], sourceVariants: sourceVariants! }, options),
    closedFormOnly: adviceFrom(plan, { sweep, keep: [] }, options),
  };
}

/** A spell's simulated figure on a deck played fresh on other games (another seed, not aligned to any deck). */
function independentFigure(deck: SimDeck, card: string, games: number, seed: number) {
  const compiled = compileDeck(deck, options) as CompiledMtgDeck;
  const [result] = play([compiled], [], games, seed);
  return onCurveEstimate(compiled, result.counts, ['play', 'draw'], card)!;
}

describe('colored sources by simulation: deck variants with more sources, on the sweep’s games', () => {
  const oko = realDeck(OKO, SETS);
  let cached: ReturnType<typeof adviceWithSourceVariants> | undefined;
  const okoAdvice = () => (cached ??= adviceWithSourceVariants(oko, options, 20_000, 1));

  it('swaps in one basic of the color at a time, for the chosen land first, then the basic of another color the deck has most of', () => {
    const falls = oko.main.find((e) => e.card.name === 'Thornwood Falls')!.card;
    const green = sourceVariants(oko, 'G');
    expect(green.map((v) => v.changes.Forest)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    expect(green[2].changes).toEqual({ Island: -3, Forest: 3 });
    for (const v of green) {
      expect(sizeOf(v.deck)).toBe(sizeOf(oko));
      expect(countLands(v.deck)).toBe(25);
    }
    // Thornwood Falls makes blue too: it is no land to cut for blue, and Forests go instead.
    expect(sourceVariants(oko, 'U', { land: falls })[0].changes).toEqual({ Forest: -1, Island: 1 });
    const island = oko.main.find((e) => e.card.name === 'Island')!.card;
    expect(sourceVariants(oko, 'G', { land: island })).toHaveLength(10);
    // No Plains in the deck and none given: no white variant; with one given, every Forest and Island may go.
    const plains = mtgSetCards(['M21']).find((c) => c.name === 'Plains')!;
    expect(sourceVariants(oko, 'W')).toEqual([]);
    const white = sourceVariants(oko, 'W', { basics: [plains] });
    expect(white).toHaveLength(21);
    expect(white[1].changes).toEqual({ Forest: -1, Island: -1, Plains: 2 });
    // The player's chosen land goes first, every copy of it, then the basics.
    const islandsFirst = sourceVariants(oko, 'W', { basics: [plains], land: island });
    expect(islandsFirst[9].changes).toEqual({ Island: -10, Plains: 10 });
    expect(islandsFirst[10].changes).toEqual({ Island: -10, Forest: -1, Plains: 11 });
  });

  it('Charmed Sleep ({1}{U}{U}, simulated: Thornwood Falls enters tapped) gets the blue sources whose variant reaches 90%, as an independent run confirms', async () => {
    const { advice } = await okoAdvice();
    const sleep = advice.sources.find((s) => s.card === 'Charmed Sleep')!;
    expect(sleep).toMatchObject({ exact: false, flagged: true, sourcesNeededBy: 'simulated', sources: { U: 14 } });
    const [fix] = sleep.fixes;
    expect(sleep.fixes).toHaveLength(1);
    expect(fix).toMatchObject({ color: 'U', from: 14, to: sleep.sourcesNeeded.U, target: 0.9, turn: 3 });
    const swaps = fix.to - fix.from;
    expect(fix.changes).toEqual({ Forest: -swaps, Island: swaps });
    expect(fix.simulated!.value).toBeGreaterThanOrEqual(0.9);
    // Another 30,000 games on another seed: the fix's deck reaches 90% within its interval, one swap fewer does not.
    expect(independentFigure(withChanges(oko, fix.changes!), 'Charmed Sleep', 30_000, 99).high).toBeGreaterThanOrEqual(
      0.9,
    );
    const oneFewer = { Forest: 1 - swaps, Island: swaps - 1 };
    expect(independentFigure(withChanges(oko, oneFewer), 'Charmed Sleep', 30_000, 99).low).toBeLessThan(0.9);
  });

  it('Maraleaf Pixie ({G}{U}) gets no fix: a swap toward one of its colors takes away the other, and its figure falls', async () => {
    const { advice, played } = await okoAdvice();
    const pixie = advice.sources.find((s) => s.card === 'Maraleaf Pixie')!;
    expect(pixie).toMatchObject({ flagged: true, sourcesNeededBy: 'simulated', sourcesNeeded: { G: null, U: null } });
    expect(pixie.fixes).toEqual([]);
    // The search stopped short of the 21 variants the deck can hold.
    expect(played.length).toBeLessThan(21);
    const own = independentFigure(oko, 'Maraleaf Pixie', 30_000, 99);
    for (const changes of [
      { Island: -2, Forest: 2 },
      { Forest: -2, Island: 2 },
    ])
      expect(independentFigure(withChanges(oko, changes), 'Maraleaf Pixie', 30_000, 99).value).toBeLessThan(own.value);
  });

  it('a simulated spell at the target needs the sources it has; the search plays no variant for it', async () => {
    const { advice, search } = await okoAdvice();
    const met = advice.sources.filter((s) => !s.flagged);
    expect(met.length).toBeGreaterThan(0);
    for (const s of met) {
      expect(s.sourcesNeeded).toEqual(s.sources);
      expect(s.fixes).toEqual([]);
    }
    expect(search.spells.map((s) => s.card).sort()).toEqual(['Charmed Sleep', 'Maraleaf Pixie']);
  });
});

describe('colored sources: the closed form beside the simulation', () => {
  it('spells the closed form answers keep its numbers when a gold spell beside them is simulated and searched', async () => {
    const deck = greenWithIslands('{1}{G}{U}');
    const never = { ...options, policy: policyWith({ mulligan: 'never' }) };
    const { advice, closedFormOnly, played } = await adviceWithSourceVariants(deck, never, 20_000, 2);
    const gold = advice.sources.find((s) => s.card === deck.main[4].card.name)!;
    expect(gold).toMatchObject({ flagged: true, sourcesNeededBy: 'simulated' });
    expect(played.length).toBeGreaterThan(0);
    const exact = advice.sources.filter((s) => s.exact);
    expect(exact.map((s) => s.card).sort()).toEqual(
      deck.main
        .slice(0, 4)
        .map((e) => e.card.name)
        .sort(),
    );
    for (const s of exact) {
      expect(s).toEqual(closedFormOnly.sources.find((t) => t.card === s.card));
      expect(s.sourcesNeededBy).toBe('exact');
      // The fewest Forests of 24 lands for which the closed form, averaged over play and draw, reaches 90%.
      const onCurve = (sources: number) =>
        [true, false].reduce(
          (sum, skipsFirstDraw) =>
            sum +
            probOnCurveGivenLands({
              deckSize: 60,
              copies: deck.main.find((e) => e.card.name === s.card)!.count,
              turn: s.turn,
              lands: 24,
              sources,
              pips: 2,
              handSize: 7,
              skipsFirstDraw,
            }) /
              2,
          0,
        );
      const need = s.sourcesNeeded.G!;
      expect(onCurve(need)).toBeGreaterThanOrEqual(0.9);
      expect(onCurve(need - 1)).toBeLessThan(0.9);
    }
  });
});

describe('colored sources of hybrid spells', () => {
  it('a hybrid spell (either color pays, CR 107.4e) is simulated, with no single color’s count to reach', () => {
    // e.g. Arcanist's Owl, {W/U}{W/U}{W/U}{W/U}.
    const hybrid = (card: Card) =>
      card.faces.length === 1 &&
      card.faces[0].types.includes('Creature') &&
      /\{[WUBRG]\/[WUBRG]\}/.test(card.faces[0].manaCost) &&
      !/Add \{/.test(card.faces[0].text);
    const deck = mtgDeckOf(
      'Hybrid',
      ['ELD', 'GRN', 'RNA', 'M21', 'M20'],
      [
        { count: 4, keep: hybrid },
        { count: 32, keep: plainCreatureCosting('{1}{G}') },
        { count: 12, keep: basicLand('Forest') },
        { count: 12, keep: basicLand('Plains') },
      ],
    );
    const compiled = compileDeck(deck, options) as CompiledMtgDeck;
    const [result] = play([compiled], [], 2000, 3);
    const sources = spellSources({ deck: compiled, counts: result.counts, sides: ['play', 'draw'], target: 0.9 });
    const spell = sources.find((s) => s.card === deck.main[0].card.name)!;
    expect(spell.exact).toBe(false);
    expect(spell.simulated!.value).toBe(spell.onCurveGivenLands);
    expect(spell.sourcesNeeded).toEqual({});
  });
});

describe('keep rules and A/B', () => {
  const oko = realDeck(OKO, SETS);

  it('compares every preset and a custom rule on the same shuffles, the run’s own policy first', () => {
    const custom = { ...MULLIGAN_PRESETS.never, id: 'custom:7:always', name: '7:always' };
    const plan = planAdvice(oko, { ...options, customKeep: custom });
    const sweep = play(plan.sweep.decks, plan.sweep.figures, 1000);
    const keep = play(plan.keep.decks, plan.keep.figures, 1000);
    const rows = adviceFrom(
      plan,
      { sweep, keep },
      { objective: 'compounded-mana', target: 0.9, sides: ['play', 'draw'] },
    ).keep;
    expect(rows.map((r) => r.policy)).toEqual([
      'standard',
      ...Object.keys(MULLIGAN_PRESETS).filter((id) => id !== 'standard'),
      'custom:7:always',
    ]);
    const always = rows.find((r) => r.policy === 'custom:7:always')!;
    expect(always.keepRate[0]).toMatchObject({ handSize: 7, kept: { value: 1 } });
    expect(rows[0].keepRate[0].kept.value).toBeLessThan(1);
  });

  it('a deck against itself shows no real difference; four lands fewer shows real ones in the land drops', () => {
    const base = compileDeck(oko, options);
    const fewer = compileDeck(deckAtLandCount(oko, 21, {}).deck, options, compiledSlotNames(base));
    for (const [b, expectReal] of [
      [base, false],
      [fewer, true],
    ] as const) {
      const figures = abFigures(base, b);
      const [ra, rb] = play([base, b], figures, 3000, 4);
      const ab = compareOnSameGames(figures, figures.map(figureKind), ra, rb);
      const real = ab.figures.filter((f) => f.real).map((f) => f.figure);
      if (expectReal) expect(real).toContain('landDropTurn4');
      else {
        expect(real).toEqual([]);
        // The same deck on the same games plays every game alike: each difference is exactly 0.
        for (const f of ab.figures) expect([f.difference.low, f.difference.high]).toEqual([0, 0]);
      }
    }
  });

  it('Holm’s correction rejects step by step: 0.01 of three is real at 5%, 0.02 then needs 0.025', () => {
    expect(holmRejects([0.01, 0.02, 0.5])).toEqual([true, true, false]);
    expect(holmRejects([0.02, 0.02, 0.02])).toEqual([false, false, false]);
    expect(holmRejects([0.001, 0.04, 0.03])).toEqual([true, false, false]);
  });
});
