import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileManaCost } from './mtg-cost.ts';
import { findPayment, hallPayable, PaymentMatcher, popcount } from './matching.ts';
import { MANA_BIT, SNOW_BIT, ANY_COLOR, unionClosure } from './mana-types.ts';
import { mtgCardProfile, tappedRule } from './mtg-card.ts';
import { dmCardProfile } from './dm-card.ts';
import { mulliganAttempts, exactKeepProbabilities, dealtHand } from './mulligan.ts';
import { parseKeepSpec } from './keep-spec.ts';
import { MULLIGAN_PRESETS, policyWith } from './policy.ts';
import { SETUPS, defaultSetup, setupFromFormat } from './setup.ts';
import { getFormat } from '../formats/index.ts';
import { mtgSetCards, duelMastersCards } from '../../test/goldfish-fixtures.ts';
import type { Card } from '../cards/types.ts';

const { W, U, B, R, G, C } = MANA_BIT;
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

describe('mana costs compile to exact payment variants (CR 107.4, 202.3)', () => {
  it('colored and generic: Cold-Eyed Selkie {1}{G/U}{G/U} has two hybrid pips (107.4e) and mana value 3', () => {
    const cost = compileManaCost('{1}{G/U}{G/U}', { phyrexianLife: false });
    expect(cost.variants).toEqual([{ pips: [G | U, G | U], amount: 3, life: 0 }]);
    expect(cost.manaValue).toBe(3);
  });

  it('X is 0 outside the stack (107.3g): Biomass Mutation {X}{G/U}{G/U} needs two mana and is marked hasX', () => {
    const cost = compileManaCost('{X}{G/U}{G/U}', { phyrexianLife: false });
    expect(cost.variants[0].amount).toBe(2);
    expect(cost.hasX).toBe(true);
    expect(cost.manaValue).toBe(2);
  });

  it('monocolored hybrid (107.4e): Spectral Procession {2/W}{2/W}{2/W} pays each with W or two mana', () => {
    const cost = compileManaCost('{2/W}{2/W}{2/W}', { phyrexianLife: false });
    expect(cost.manaValue).toBe(6); // 202.3f: each counts 2
    const shapes = cost.variants.map((v) => `${v.pips.length}W/${v.amount}`).sort();
    expect(shapes).toEqual(['0W/6', '1W/5', '2W/4', '3W/3']);
  });

  it('Phyrexian (107.4f): Gitaxian Probe {U/P} is a U pip, or 2 life when the policy allows it', () => {
    expect(compileManaCost('{U/P}', { phyrexianLife: false }).variants).toEqual([{ pips: [U], amount: 1, life: 0 }]);
    const withLife = compileManaCost('{U/P}', { phyrexianLife: true }).variants;
    expect(withLife).toContainEqual({ pips: [], amount: 0, life: 2 });
    expect(compileManaCost('{3}{G/P}', { phyrexianLife: false }).manaValue).toBe(4); // Birthing Pod, 202.3g
  });

  it('colorless {C} (107.4c) and snow {S} (107.4h) are pips only their own mana pays', () => {
    expect(compileManaCost('{8}{C}{C}', { phyrexianLife: false }).variants[0]).toEqual({
      pips: [C, C],
      amount: 10,
      life: 0,
    }); // Kozilek, the Great Distortion
    expect(compileManaCost('{2}{S}', { phyrexianLife: false }).variants[0].pips).toEqual([SNOW_BIT]);
  });

  it('an empty cost is free ({0}, 118.5) and a bad one is refused with its position', () => {
    expect(compileManaCost('', { phyrexianLife: false }).variants).toEqual([{ pips: [], amount: 0, life: 0 }]);
    expect(() => compileManaCost('{2}{Q}', { phyrexianLife: false })).toThrow(/position 3/);
  });
});

describe("exact payment: Hall's condition equals a matching (never a greedy guess)", () => {
  /** Every way to give each pip its own unit, tried exhaustively. */
  function bruteForce(pips: number[], amount: number, units: number[]): boolean {
    if (amount > units.length) return false;
    const used = new Array(units.length).fill(false);
    const place = (i: number): boolean => {
      if (i === pips.length) return true;
      for (let u = 0; u < units.length; u++) {
        if (used[u] || (units[u] & pips[i]) === 0) continue;
        used[u] = true;
        if (place(i + 1)) return true;
        used[u] = false;
      }
      return false;
    };
    return place(0);
  }

  const symbolMasks = [W, U, B, R, G, C, W | U, U | B, B | R, R | G, G | W, SNOW_BIT];
  const unitMasks = [W, U, B, R, G, C, W | U, B | G, R | W | C, ANY_COLOR, G | SNOW_BIT, U | SNOW_BIT];
  /** Pips, the units of mana there are, and the generic mana on top of the pips. */
  const paymentCase = [
    fc.array(fc.constantFrom(...symbolMasks), { maxLength: 5 }),
    fc.array(fc.constantFrom(...unitMasks), { maxLength: 7 }),
    fc.nat(3),
  ] as const;

  it('agrees with brute force on random pips and mana (fast-check)', () => {
    fc.assert(
      fc.property(...paymentCase, (pips, units, generic) => {
        const amount = pips.length + generic;
        const expected = bruteForce(pips, amount, units);
        expect(hallPayable(pips, amount, units, unionClosure(pips))).toBe(expected);
        const payment = findPayment(pips, amount, units);
        expect(payment !== null).toBe(expected);
        if (payment) {
          expect(new Set(payment).size).toBe(pips.length);
          payment.forEach((unit, pip) => expect(units[unit] & pips[pip]).not.toBe(0));
        }
      }),
      { numRuns: 2000, seed: 42 },
    );
  });

  it('one PaymentMatcher reused case after case (the simulator keeps one) answers as a fresh matching each time', () => {
    const matcher = new PaymentMatcher(7, 5);
    fc.assert(
      fc.property(...paymentCase, (pips, units, generic) => {
        const amount = pips.length + generic;
        const fresh = findPayment(pips, amount, units);
        const paid = matcher.match(Int32Array.from(pips), pips.length, amount, Int32Array.from(units), units.length);
        expect(paid).toBe(fresh !== null);
        if (!fresh) return;
        expect(Array.from(matcher.unitOfPip.subarray(0, pips.length))).toEqual(fresh);
        // Generic mana's order: every unit once, by the number of mana types it makes, equal ones in their order.
        const order = Array.from(matcher.unitOrder.subarray(0, units.length));
        expect(order).toEqual(units.map((_, i) => i).sort((a, b) => popcount(units[a]) - popcount(units[b])));
        const free = units.map((_, u) => u).filter((u) => !fresh.includes(u));
        expect(free.every((u) => matcher.pipOfUnit[u] === -1)).toBe(true);
      }),
      { numRuns: 2000, seed: 7 },
    );
  });

  it('a greedy guess fails where the matching succeeds: {W/U}{W} with a W/U land and a Plains', () => {
    // Greedy in pip order would spend the Plains on {W/U} and leave {W} unpaid.
    const payment = findPayment([W | U, W], 2, [W, W | U]);
    expect(payment).not.toBeNull();
    expect(hallPayable([W | U, W], 2, [W, W | U], unionClosure([W | U, W]))).toBe(true);
    expect(hallPayable([W, W], 2, [W, U], unionClosure([W]))).toBe(false);
  });
});

const cardsByName = (cards: Card[]) => new Map(cards.map((c) => [c.name, c]));

describe('MTG card profiles from real cards (MTGJSON sets)', () => {
  const cards = cardsByName(mtgSetCards(['ELD', 'ZNR', 'M21', 'KHM', 'C21', 'AFC']));
  const get = (name: string) => {
    const card = cards.get(name);
    if (!card) throw new Error(`${name} is not in the test sets`);
    return card;
  };
  const profile = (name: string) => mtgCardProfile(get(name), { phyrexianLife: false });

  it('basic land types give their mana even as reminder text (CR 305.6)', () => {
    expect(profile('Forest').land?.units).toEqual([G]);
    expect(profile('Forest').land?.basic).toBe(true);
  });

  it('"enters the battlefield tapped" lands enter tapped; gain lands make one of two colors', () => {
    const falls = profile('Thornwood Falls').land!;
    expect(falls.tapped).toEqual({ kind: 'tapped' });
    expect(falls.units).toEqual([G | U]);
  });

  it('conditional tapped lands keep their condition (documented choices)', () => {
    expect(tappedRule(get('Canopy Vista').faces[0])).toEqual({ kind: 'unless-basic-lands', atLeast: 2 });
    expect(tappedRule(get('Fortified Village').faces[0]).kind).toBe('unless-reveal-type');
  });

  it("Sol Ring makes two colorless units; Arcane Signet one unit of the commander's colors", () => {
    expect(profile('Sol Ring').castOptions[0].units).toEqual([C, C]);
    const signet = mtgCardProfile(get('Arcane Signet'), { phyrexianLife: false, commanderColors: ['R', 'W'] });
    expect(signet.castOptions[0].units).toEqual([R | W]);
  });

  it("a painland's two tap abilities are one unit of either (CR 106.12: one ability per tap)", () => {
    expect(profile('Battlefield Forge').land?.units).toEqual([R | W | C]);
  });

  it('CR 106.7: Exotic Orchard makes nothing against a goldfish that has no lands', () => {
    expect(profile('Exotic Orchard').land?.units).toEqual([]);
  });

  it('a modal double-faced card with a land back is cast from the front or played as its back (CR 712.12)', () => {
    const symbiosis = profile('Turntimber Symbiosis // Turntimber, Serpentine Wood');
    expect(symbiosis.land).toBeUndefined();
    expect(symbiosis.landBack).toMatchObject({ tapped: { kind: 'untapped' }, lifeToUntap: 3, units: [G] }); // "you may pay 3 life"
    expect(profile('Kazandu Mammoth // Kazandu Valley').landBack?.tapped).toEqual({ kind: 'tapped' });
    expect(symbiosis.castOptions.map((o) => o.face)).toEqual(['Turntimber Symbiosis']);
  });

  it('an adventurer can be cast as either face (CR 715.3)', () => {
    const giant = profile('Giant Killer // Chop Down');
    expect(giant.castOptions.map((o) => [o.face, o.cost.manaValue])).toEqual([
      ['Giant Killer', 1],
      ['Chop Down', 3],
    ]);
  });
});

describe('Duel Masters card profiles from the DM card data', () => {
  const cards = cardsByName(duelMastersCards());
  it('reads breakers, speed attacker and "can\'t attack" from the card text (DM 509.2, 101.2)', () => {
    const bazagazeal = dmCardProfile(cards.get('Bazagazeal Dragon')!);
    expect(bazagazeal.speedAttacker).toBe(true);
    expect(bazagazeal.breaker).toBe(2);
    expect(dmCardProfile(cards.get('Acid Reflux, the Fleshboiler')!).attacksPlayers).toBe(false);
  });

  it('reads evolution sources and Charger spells', () => {
    const charger = dmCardProfile(cards.get('Abduction Charger')!);
    expect(charger.charger).toBe(true);
    const queen = dmCardProfile(cards.get('Admiral Queen')!);
    expect(queen.evolution).toEqual({ zone: 'battle', count: 1, races: ['Splash Queen'], civilizations: 0 });
  });
});

describe('setup and mulligan attempts (CR 103.5, 103.5c, 103.8; DM 103)', () => {
  it('London draws 7 each time and keeps one fewer per counted mulligan, down to the size always kept', () => {
    const attempts = mulliganAttempts(SETUPS.constructed, MULLIGAN_PRESETS.standard);
    expect(attempts.map((a) => [a.drawn, a.kept])).toEqual([
      [7, 7],
      [7, 6],
      [7, 5],
      [7, 4],
    ]);
  });

  it('the free first mulligan repeats the 7 (103.5c) in Commander and Brawl', () => {
    const attempts = mulliganAttempts(SETUPS.commander, MULLIGAN_PRESETS.standard);
    expect(attempts.slice(0, 3).map((a) => [a.kept, a.free])).toEqual([
      [7, true],
      [7, false],
      [6, false],
    ]);
    expect(SETUPS.commander.firstPlayerDraws).toBe(true); // 103.8c: multiplayer
    expect(SETUPS.brawl.firstPlayerDraws).toBe(false); // 103.8a: two-player Brawl
  });

  it('Vancouver and Paris draw one fewer each time', () => {
    const attempts = mulliganAttempts({ ...SETUPS.constructed, mulligan: 'vancouver' }, MULLIGAN_PRESETS.standard);
    expect(attempts.map((a) => a.drawn)).toEqual([7, 6, 5, 4]);
  });

  it('a London mulligan can go down to a 0-card hand and no further (103.5)', () => {
    const attempts = mulliganAttempts(SETUPS.constructed, {
      ...MULLIGAN_PRESETS.standard,
      bySize: {
        7: { keep: [{ lands: [7, 7] }] },
        6: { keep: [{ lands: [6, 6] }] },
        5: { keep: [{ lands: [5, 5] }] },
        4: { keep: [{ lands: [4, 4] }] },
        3: { keep: [{ lands: [3, 3] }] },
        2: { keep: [{ lands: [2, 2] }] },
        1: { keep: [{ lands: [1, 1] }] },
      },
    });
    expect(attempts.at(-1)).toMatchObject({ kept: 0, rule: { keep: 'always' } });
    expect(attempts).toHaveLength(8);
  });

  it('Duel Masters has no mulligan: one 5-card hand after 5 shields (DM 103.3)', () => {
    expect(mulliganAttempts(SETUPS.dm, MULLIGAN_PRESETS.standard)).toEqual([
      { drawn: 5, kept: 5, rule: { keep: 'always' }, free: false, targetLands: 3, smoothed: false },
    ]);
    expect(defaultSetup('dm').shields).toBe(5);
  });

  it("Houston (Forge's house rule): one hand of ten, three put on the bottom, kept; no mulligan after it", () => {
    const houston = { ...SETUPS.constructed, mulligan: 'houston' as const };
    expect(mulliganAttempts(houston, MULLIGAN_PRESETS.standard)).toEqual([
      { drawn: 10, kept: 7, rule: { keep: 'always' }, free: false, targetLands: 4, smoothed: false },
    ]);
    expect(dealtHand(houston, 0)).toEqual({ drawn: 10, toBottom: 3, canMulligan: false });
    expect(exactKeepProbabilities(houston, MULLIGAN_PRESETS.standard, { deckSize: 60, lands: 24 })).toEqual([1]);
  });

  it("'smoothed' (Arena's best of one): the opening hand is the better of two, the mulligans after it London's (CR 103.5)", () => {
    const smoothed = { ...SETUPS.constructed, mulligan: 'smoothed' as const };
    const attempts = mulliganAttempts(smoothed, MULLIGAN_PRESETS.standard);
    const london = mulliganAttempts(SETUPS.constructed, MULLIGAN_PRESETS.standard);
    expect(attempts.map((a) => a.smoothed)).toEqual(london.map((_, i) => i === 0));
    expect(attempts.map(({ smoothed: _, ...a }) => a)).toEqual(london.map(({ smoothed: _, ...a }) => a));
    expect([0, 1, 2].map((m) => dealtHand(smoothed, m))).toEqual(
      [0, 1, 2].map((m) => dealtHand(SETUPS.constructed, m)),
    );
  });

  it('the format records give the same setup as the fallback table', () => {
    for (const [id, family] of [
      ['standard', 'constructed'],
      ['commander', 'commander'],
      ['brawl', 'brawl'],
    ] as const) {
      const format = getFormat(id);
      if (!format) continue;
      const fromFormat = setupFromFormat(format);
      expect({ ...fromFormat, startingLife: 0 }).toEqual({ ...SETUPS[family], startingLife: 0 });
    }
  });

  it('exact keep probabilities exist only for land-range rules', () => {
    expect(
      exactKeepProbabilities(SETUPS.constructed, MULLIGAN_PRESETS.karsten, { deckSize: 60, lands: 24 }),
    ).toHaveLength(4);
    expect(
      exactKeepProbabilities(SETUPS.commander, MULLIGAN_PRESETS['karsten-commander'], { deckSize: 99, lands: 37 }),
    ).toBeNull();
  });

  it('an unknown mulligan preset is refused with the list of choices', () => {
    expect(() => policyWith({ mulligan: 'houston' })).toThrow(/karsten/);
  });

  it('bits count colors', () => {
    expect(popcount(ANY_COLOR)).toBe(5);
    expect(sorted(unionClosure([W, U, W]))).toEqual([W, U, W | U]);
  });
});

describe('custom keep rules (--keep)', () => {
  it('reads hand size:land range pairs into a policy the exact keep figures accept', () => {
    const policy = parseKeepSpec('7:2-5, 6:2-4,5:1-4,4:0-7');
    expect(policy.bySize[7]).toEqual({ keep: [{ lands: [2, 5] }] });
    expect(policy.bySize[4]).toEqual({ keep: 'always' });
    expect(policy.id).toBe('custom:7:2-5,6:2-4,5:1-4,4:always');
    const custom = exactKeepProbabilities(SETUPS.constructed, policy, { deckSize: 60, lands: 24 })!;
    const standard = exactKeepProbabilities(SETUPS.constructed, MULLIGAN_PRESETS.standard, {
      deckSize: 60,
      lands: 24,
    })!;
    // The same ranges as the standard preset: the same keep figures.
    custom.forEach((p, i) => expect(p).toBeCloseTo(standard[i], 12));
  });

  it('refuses unreadable or impossible rules, naming the part', () => {
    expect(() => parseKeepSpec('7:5-2')).toThrow(/7:5-2/);
    expect(() => parseKeepSpec('7:2-5,six:2-4')).toThrow(/six:2-4/);
    expect(() => parseKeepSpec('8:2-5')).toThrow(/1 to 7/);
    expect(() => parseKeepSpec('7:2-5,7:1-4')).toThrow(/two keep rules/);
    expect(() => parseKeepSpec('')).toThrow(/empty/);
  });
});

describe('a hand the player mulligans themselves (the sample-hand panel)', () => {
  it('London bottoms one card per counted mulligan (CR 103.5); the free first one is not counted (103.5c)', () => {
    expect([0, 1, 2].map((m) => dealtHand(SETUPS.constructed, m))).toEqual([
      { drawn: 7, toBottom: 0, canMulligan: true },
      { drawn: 7, toBottom: 1, canMulligan: true },
      { drawn: 7, toBottom: 2, canMulligan: true },
    ]);
    expect([0, 1, 2].map((m) => dealtHand(SETUPS.commander, m).toBottom)).toEqual([0, 0, 1]);
    expect(dealtHand(SETUPS.constructed, 7)).toEqual({ drawn: 7, toBottom: 7, canMulligan: false });
  });

  it('Vancouver draws one fewer; Duel Masters deals 5 and has no mulligan (DM 103.3)', () => {
    expect(dealtHand({ ...SETUPS.constructed, mulligan: 'vancouver' }, 2)).toEqual({
      drawn: 5,
      toBottom: 0,
      canMulligan: true,
    });
    expect(dealtHand(SETUPS.dm, 0)).toEqual({ drawn: 5, toBottom: 0, canMulligan: false });
  });
});
