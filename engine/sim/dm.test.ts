import { describe, expect, it } from 'vitest';
import { dmDeckOf, dmFireAndNatureDeck, dmPlainAttacker } from '../../test/goldfish-fixtures.ts';
import { dmCardProfile } from '../goldfish/dm-card.ts';
import { compileDeck } from './compile.ts';
import { runSlice, traceGame } from './run.ts';
import { summarizeSide, type Side } from './metrics.ts';
import { newTrace, type GameTrace } from './trace.ts';
import { DEFAULT_POLICY, policyWith, type TwinpactPolicy } from '../goldfish/policy.ts';
import { SETUPS } from '../goldfish/setup.ts';
import type { Card } from '../cards/types.ts';
import type { CompiledDmDeck } from './compiled.ts';
import type { SimDeck } from './deck-input.ts';
import { DmCharge } from './dm-charge.ts';
import { canPay, createManaZone, putIntoManaZone, type ManaZone } from '../dm/mana.ts';
import { CIVILIZATION_BITS } from '../dm/civilizations.ts';
import { summaryInputOf } from './report.ts';
import { card, dmCards } from '../../test/real-decks.ts';

const FIRE = dmDeckOf('fire attackers', dmPlainAttacker('fire'));
/** Creatures that never attack a player ("This creature can't attack players."): the goldfish survives until the library runs out. */
const WALLS = dmDeckOf('walls', (card) => {
  const p = dmCardProfile(card);
  return p.creature && !p.attacksPlayers && p.cost <= 4;
});
const MIXED = dmFireAndNatureDeck();

function compile(deck: SimDeck, turns = 8): CompiledDmDeck {
  return compileDeck(deck, { setup: SETUPS.dm, policy: DEFAULT_POLICY, turns }) as CompiledDmDeck;
}

function summary(deck: CompiledDmDeck, games: number, side: Side) {
  const { counts } = runSlice([deck], { seed: 2, start: 0, count: games, sides: [side] });
  return summarizeSide(counts[0], side, summaryInputOf(deck));
}

function traces(deck: CompiledDmDeck, count: number, side: Side): GameTrace[] {
  return Array.from({ length: count }, (_, i) => {
    const t = newTrace();
    traceGame(deck, 4, i, side, t);
    return t;
  });
}

describe('Duel Masters goldfish on a deck built from the DM card data', () => {
  it('DM 103.3: 5 shields, then a 5-card hand, no mulligan; DM 103.5: the first player skips the first draw', () => {
    const deck = compile(FIRE);
    for (const t of traces(deck, 50, 'play')) {
      expect(t.hand).toHaveLength(5);
      expect(t.attempts).toHaveLength(1);
      expect(t.turns[0].drawn).toBe(-1);
    }
    for (const t of traces(deck, 50, 'draw')) expect(t.turns[0].drawn).toBeGreaterThanOrEqual(0);
  });

  it('DM 503.1: one charge per turn, so mana available on turn t is at most t', () => {
    const deck = compile(FIRE);
    for (const t of traces(deck, 200, 'draw'))
      for (const turn of t.turns) expect(turn.manaAvailable).toBeLessThanOrEqual(turn.turn);
  });

  it('DM 301.5, 509.1, digest §5.2: attackers were there since the turn began; the direct attack comes only after the last shield', () => {
    const deck = compile(FIRE);
    let kills = 0;
    for (const t of traces(deck, 300, 'play')) {
      let shields = 5;
      let creaturesBeforeTurn = 0;
      for (const turn of t.turns) {
        expect(turn.attacks.length).toBeLessThanOrEqual(creaturesBeforeTurn); // no speed attackers in this deck
        const direct = turn.attacks.indexOf(0);
        if (direct >= 0) {
          expect(direct).toBe(turn.attacks.length - 1);
          expect(turn.attacks.slice(0, direct).reduce((a, b) => a + b, 0)).toBe(shields); // every shield broken first
          expect(creaturesBeforeTurn).toBeGreaterThanOrEqual(shields + 1); // |A| ≥ k + 1 with breaker 1
          kills++;
        } else {
          expect(turn.attacks.length).toBe(Math.min(creaturesBeforeTurn, shields));
          shields -= turn.attacks.length;
          expect(turn.shieldsLeft).toBe(shields);
        }
        creaturesBeforeTurn += turn.cast.length; // every card in this deck is a creature
      }
      expect(t.result).toBe(t.turns.some((turn) => turn.attacks.includes(0)) ? 'killed' : 'alive');
    }
    expect(kills).toBeGreaterThan(0);
  });

  it('DM 509.2b, 509.5, 605.2b: a double or triple breaker breaks that many shields, or as many as are left; the direct attack still comes after (509.1)', () => {
    const breakers = dmDeckOf(
      'fire breakers',
      (c) => {
        const p = dmCardProfile(c);
        return (
          p.creature &&
          c.dm?.civilizations.join() === 'fire' &&
          p.breaker >= 2 &&
          p.breaker <= 3 &&
          p.evolution === null &&
          p.attacksPlayers
        );
      },
      4,
      8,
    );
    const deck = compile(
      { name: 'fire with breakers', main: [...breakers.main, ...dmDeckOf('fire', dmPlainAttacker('fire'), 4, 2).main] },
      12,
    );
    let bigBreaks = 0;
    for (const t of traces(deck, 300, 'draw')) {
      let shields = 5;
      for (const turn of t.turns) {
        for (const breaker of turn.attacks) {
          if (breaker === 0) {
            expect(shields).toBe(0); // DM 509.1: the direct attack only once no shield is left
            continue;
          }
          if (breaker >= 2 && shields >= 2) bigBreaks++;
          shields -= Math.min(breaker, shields);
        }
        if (turn.attacks.length && !turn.attacks.includes(0)) expect(turn.shieldsLeft).toBe(shields);
      }
    }
    expect(bigBreaks).toBeGreaterThan(0);
  });

  it('with one-breaker creatures and no speed attacker, no kill comes before turn 4 (six attacks needed, digest §5.2)', () => {
    const deck = compile(FIRE);
    for (const side of ['play', 'draw'] as const) {
      const s = summary(deck, 20_000, side);
      expect(s.kill!.onTurn.slice(0, 3).map((e) => e.value)).toEqual([0, 0, 0]);
      expect(s.kill!.byTurn[7].value).toBeGreaterThan(0.5);
      expect(s.kill!.meanTurnOfKills).toBeGreaterThanOrEqual(4);
    }
  });

  it('going second kills sooner on average than going first (one more card each turn)', () => {
    const deck = compile(FIRE);
    const play = summary(deck, 20_000, 'play');
    const draw = summary(deck, 20_000, 'draw');
    expect(draw.kill!.byTurn[4].value).toBeGreaterThan(play.kill!.byTurn[4].high);
  });

  it('DM 703.4b: a library at 0 cards loses — on own turn 30 going second, never within 30 turns going first', () => {
    const deck = compile(WALLS, 30);
    expect(summary(deck, 200, 'draw').kill!.decked.value).toBe(1);
    expect(summary(deck, 200, 'play').kill!.decked.value).toBe(0);
    const [t] = traces(deck, 1, 'draw');
    expect(t.result).toBe('decked');
    expect(t.turns.at(-1)!.turn).toBe(30);
  });

  it('in hand by turn t counts every game, those already won too: 1 − C(36, h)/C(40, h) over the h = 5 + t − 1 cards seen going first (digest §5.3)', () => {
    const noCopyIn = (h: number) => Array.from({ length: h }, (_, i) => (36 - i) / (40 - i)).reduce((p, q) => p * q, 1);
    const exact = (turn: number) => 1 - noCopyIn(5 + turn - 1);
    // The digest's sanity values for 4 copies: h = 5 → 0.427, h = 10 → 0.700.
    expect([exact(1), exact(6)].map((p) => p.toFixed(3))).toEqual(['0.427', '0.700']);
    const side = summary(compile(FIRE), 4000, 'play');
    expect(side.kill!.byTurn[4].value).toBeGreaterThan(0.5); // most games are won before turn 8
    for (const card of side.cards)
      card.seenByTurn.forEach((e, i) =>
        expect(Math.abs(e.value - exact(i + 1)), `${card.name} T${i + 1}`).toBeLessThan(0.03),
      );
  });

  it('castable by turn t counts every game: a game won before t (DM 104.1, 509.1) plays on past the kill, as Magic counts every game', () => {
    const side = summary(compile(FIRE), 4000, 'play');
    expect(side.kill!.byTurn[6].value).toBeGreaterThan(0.99); // hardly a game is still going on turn 8
    // 4 copies among the h = 5 + 7 cards seen by turn 8 going first (digest §5.3): 1 − C(36, 12)/C(40, 12).
    const inHand = 1 - Array.from({ length: 12 }, (_, i) => (36 - i) / (40 - i)).reduce((p, q) => p * q, 1);
    expect(inHand.toFixed(3)).toBe('0.776');
    const cheapest = side.cards.filter((c) => c.manaValue <= 2);
    expect(cheapest.length).toBeGreaterThan(0);
    // A charge a turn (DM 503) pays for a card of cost 1 or 2 from turn 2 on: castable by turn 8 is nearly in hand
    // by turn 8, short only of the games that charged their one copy.
    for (const c of cheapest) expect(Math.abs(c.byTurn[7].value - inHand), c.name).toBeLessThan(0.03);
  });

  it('civilization screw (DM 112.2a): never in a one-civilization deck, sometimes with two civilizations', () => {
    const mono = summary(compile(FIRE), 5000, 'play');
    expect(mono.kill!.civilizationScrewAny.value).toBe(0);
    const mixed = summary(compile(MIXED), 5000, 'play');
    expect(mixed.kill!.civilizationScrewAny.value).toBeGreaterThan(0);
    expect(mixed.cards.some((c) => c.civilizationScrew!.value > 0)).toBe(true);
    expect(mono.cards.every((c) => c.civilizationScrew!.value === 0)).toBe(true);
  });
});

describe('a twinpact (DM 810.3: its owner casts either half; 810.3a: each with its own cost and civilizations)', () => {
  // A nature creature whose spell half is light: the card is light and nature in the mana zone (106.2, 405.1).
  const ESMER = 'Esmer, Celestial Faerie/How about a cup of tea?';
  const TEA = 'How about a cup of tea?';
  const esmer = () => ({ card: card(ESMER, dmCards()), count: 4 });
  const natureDeck: SimDeck = {
    name: 'nature with a nature/light twinpact',
    main: [esmer(), ...dmDeckOf('nature', dmPlainAttacker('nature'), 4, 9).main],
  };
  const lightDeck: SimDeck = {
    name: 'light with a nature/light twinpact',
    main: [esmer(), ...dmDeckOf('light', dmPlainAttacker('light'), 4, 9).main],
  };
  const evenDeck: SimDeck = {
    name: 'light and nature with a nature/light twinpact',
    main: [
      esmer(),
      ...dmDeckOf('light', dmPlainAttacker('light'), 4, 4).main,
      ...dmDeckOf('nature', dmPlainAttacker('nature'), 4, 5).main,
    ],
  };
  const withPolicy = (deck: SimDeck, twinpact: Partial<TwinpactPolicy>) =>
    compileDeck(deck, { setup: SETUPS.dm, policy: policyWith({ twinpact }), turns: 8 }) as CompiledDmDeck;
  const rows = (deck: CompiledDmDeck) => {
    const side = summary(deck, 4000, 'play');
    const halves = side.cards.filter((c) => c.name === ESMER);
    return {
      side,
      creature: halves.find((c) => c.half === 'creature')!,
      spell: halves.find((c) => c.half === 'spell')!,
    };
  };
  /** Esmer's casts in the traces of 300 games: as a creature (on the battle zone) and as its spell half. */
  function casts(deck: CompiledDmDeck) {
    const id = deck.names.indexOf(ESMER);
    let creature = 0;
    let spell = 0;
    for (const t of traces(deck, 300, 'play'))
      for (const turn of t.turns) {
        const spells = (turn.spellHalves ?? []).filter((c) => c === id).length;
        spell += spells;
        creature += turn.cast.filter((c) => c === id).length - spells;
      }
    return { creature, spell };
  }

  it('its creature half is summoned with nature mana alone: never a civilization screw in a nature deck, and on curve as often as a nature card', () => {
    const profile = dmCardProfile(natureDeck.main[0].card);
    expect(profile.civilizations).toBe(CIVILIZATION_BITS.light | CIVILIZATION_BITS.nature); // its mana symbol, 106.2
    expect(profile.castCivilizations).toBe(CIVILIZATION_BITS.nature);
    const { creature } = rows(compile(natureDeck));
    expect(creature.civilizationScrew!.value).toBe(0);
    // Given a copy and a charge every turn, only two copies of itself charged (tapped, 405.1) can keep it off curve.
    expect(creature.onCurveGivenLands!.low).toBeGreaterThan(0.9);
  });

  it('each half has its own castability row: in a nature deck the light spell half waits for light mana (112.2a), in a light deck the nature creature half does', () => {
    const nature = rows(compile(natureDeck));
    expect(nature.spell).toMatchObject({ name: ESMER, half: 'spell', manaValue: 2 });
    expect(nature.spell.civilizationScrew!.value).toBeGreaterThan(0.1);
    expect(nature.creature.onCurve!.low).toBeGreaterThan(nature.spell.onCurve!.high);
    const light = rows(compile(lightDeck));
    expect(light.creature.civilizationScrew!.value).toBeGreaterThan(0.1);
    expect(light.spell.civilizationScrew!.value).toBe(0);
    expect(light.spell.onCurve!.low).toBeGreaterThan(light.creature.onCurve!.high);
    // In hand is one card for both halves.
    expect(light.spell.seenByTurn.map((e) => e.value)).toEqual(light.creature.seenByTurn.map((e) => e.value));
  });

  it('the twinpact policy (data): the spell half is cast when the creature half cannot be, never with otherHalf "never"', () => {
    const byDefault = casts(compile(lightDeck));
    expect(byDefault.spell).toBeGreaterThan(0);
    const never = casts(withPolicy(lightDeck, { otherHalf: 'never' }));
    expect(never.spell).toBe(0);
    expect(never.creature).toBeGreaterThan(0);
  });

  it('a charger spell half goes to the mana zone after it resolves: one more mana the next turn (Hurricane Crawler/Brain Charger)', () => {
    const CRAWLER = 'Hurricane Crawler/Brain Charger';
    const deck = withPolicy(
      {
        name: 'water with a charger twinpact',
        main: [{ card: card(CRAWLER, dmCards()), count: 4 }, ...dmDeckOf('water', dmPlainAttacker('water'), 4, 9).main],
      },
      { spellFirst: ['Brain Charger'] },
    );
    const crawler = deck.names.indexOf(CRAWLER);
    expect(deck.spellCharger[crawler]).toBe(1);
    let charged = 0;
    for (const t of traces(deck, 300, 'draw'))
      t.turns.forEach((turn, i) => {
        const next = t.turns[i + 1];
        if (!next || !turn.spellHalves?.includes(crawler)) return;
        charged++;
        // Every card of the deck is water (untapped in the mana zone, 405.1): next turn's mana is this turn's, the
        // charger, and the next turn's charge if any (503.1).
        expect(next.manaAvailable - turn.manaAvailable - (next.landOrCharge >= 0 ? 1 : 0)).toBe(1);
      });
    expect(charged).toBeGreaterThan(0);
  });

  it('the twinpact policy (data): a key spell named in spellFirst is cast as the spell whenever it can be', () => {
    const byDefault = casts(compile(evenDeck));
    const spellFirst = casts(withPolicy(evenDeck, { spellFirst: [TEA] }));
    expect(byDefault.creature).toBeGreaterThan(byDefault.spell);
    expect(spellFirst.spell).toBeGreaterThan(spellFirst.creature);
    const byFullName = casts(withPolicy(evenDeck, { spellFirst: [ESMER] }));
    expect(byFullName).toEqual(spellFirst);
  });
});

describe('evolution creatures (DM 801.1a: put on an evolution source, never without one)', () => {
  /** Light creatures that never attack a player: a traced game plays on until an evolution attacks. */
  const lightWalls = dmDeckOf(
    'light walls',
    (c) => {
      const p = dmCardProfile(c);
      return (
        p.creature && !p.attacksPlayers && c.dm?.civilizations.join() === 'light' && p.cost <= 4 && p.evolution === null
      );
    },
    4,
    9,
  ).main;
  const withFour = (name: string, rest: SimDeck['main'], turns = 8) =>
    compile({ name: `four ${name}`, main: [{ card: card(name, dmCards()), count: 4 }, ...rest] }, turns);
  const castableBy = (deck: CompiledDmDeck, name: string) => {
    const row = summary(deck, 2000, 'play').cards.find((c) => c.name === name)!;
    return { castable: row.byTurn.at(-1)!.value, seen: row.seenByTurn.at(-1)!.value };
  };

  it('one put on "one of your fire creatures" is castable with fire creatures, never without one', () => {
    const REDZONE = 'Redzone, Roaring Invasion';
    const fire = castableBy(withFour(REDZONE, dmDeckOf('fire', dmPlainAttacker('fire'), 4, 9).main), REDZONE);
    expect(fire.castable).toBeGreaterThan(0); // cost 6 by turn 8 is rare in a deck that spends its hand
    const light = castableBy(withFour(REDZONE, lightWalls), REDZONE);
    expect(light.seen).toBeGreaterThan(0.5);
    expect(light.castable).toBe(0);
  });

  it('a galaxy vortex evolution goes on three Guardians, which go under it: the k-th needs 3k Guardians cast before it', () => {
    const VENUS = 'Supernova Venus la Saint Mother';
    const deck = withFour(VENUS, lightWalls, 12);
    const venus = deck.names.indexOf(VENUS);
    const guardians = new Set(
      deck.names.flatMap((_, id) => (id !== venus && deck.sourceBits[id] & (1 << deck.evolvesFrom[venus]) ? [id] : [])),
    );
    expect([...guardians].map((id) => deck.names[id])).toEqual([
      'Creis Dober, Barrier Guardian',
      'Dia Nork, Moonlight Guardian',
    ]);
    let cast = 0;
    for (const t of traces(deck, 300, 'draw')) {
      let guardiansCast = 0;
      let venusCast = 0;
      for (const c of t.turns.flatMap((turn) => turn.cast)) {
        if (guardians.has(c)) guardiansCast++;
        if (c !== venus) continue;
        venusCast++;
        cast++;
        expect(guardiansCast).toBeGreaterThanOrEqual(3 * venusCast);
      }
    }
    expect(cast).toBeGreaterThan(0);
  });

  it('one put on a creature in the graveyard is never cast: a goldfish game puts none there', () => {
    const deck = withFour('Black Insect Magistrate', dmDeckOf('darkness', dmPlainAttacker('darkness'), 4, 9).main);
    const side = summary(deck, 2000, 'play');
    const magistrate = side.cards.find((c) => c.name === 'Black Insect Magistrate')!;
    expect(magistrate.byTurn[7].value).toBe(0);
    expect(magistrate.civilizationScrew!.value).toBe(0); // its darkness was there: not a civilization screw
    expect(magistrate.seenByTurn[7].value).toBeGreaterThan(0.5);
  });
});

describe('the mana charge (DM 503, digest §5.5)', () => {
  const fire = (cost: (c: number) => boolean) => (card: Card) =>
    plainAttackerAnyCost('fire')(card) && cost(dmCardProfile(card).cost);
  const plainAttackerAnyCost = (civilization: string) => (card: Card) => {
    const p = dmCardProfile(card);
    return (
      p.creature &&
      card.dm?.civilizations.length === 1 &&
      card.dm.civilizations[0] === civilization &&
      p.evolution === null &&
      p.manaNumber === 1
    );
  };
  const deck = compile({
    name: 'cheap and big fire',
    main: [
      ...dmDeckOf(
        'one-drops',
        fire((c) => c === 1),
        4,
        1,
      ).main,
      ...dmDeckOf(
        'big',
        fire((c) => c >= 7),
        4,
        1,
      ).main,
      ...dmDeckOf(
        'two-drops',
        fire((c) => c === 2),
        4,
        2,
      ).main,
    ],
  });
  const [oneDrop, big, twoDrop, otherTwoDrop] = [0, 1, 2, 3];
  const FIRE_BIT = deck.civilizations[oneDrop];
  function zoneOf(cards: number): ManaZone {
    const zone = createManaZone(8);
    for (let i = 0; i < cards; i++) putIntoManaZone(zone, FIRE_BIT, 1);
    return zone;
  }
  const choose = (hand: number[], zone: ManaZone) =>
    new DmCharge(deck).choose(Int16Array.from(hand), hand.length, zone, {
      castable: (c) => canPay(deck.manaValue[c], deck.civilizations[c], zone),
    });

  it('charges the card least likely to be cast soon: a 7+ cost card before a spare copy of a castable one', () => {
    expect(deck.manaValue[big]).toBeGreaterThanOrEqual(7);
    const hand = [oneDrop, oneDrop, big];
    expect(hand[choose(hand, zoneOf(1))]).toBe(big);
  });

  it('between castable cards that leave the same cast this turn, charges a spare copy before a more expensive only copy', () => {
    const hand = [twoDrop, oneDrop, otherTwoDrop, oneDrop];
    expect(hand[choose(hand, zoneOf(1))]).toBe(oneDrop);
  });

  it('DM 503.1: no charge when the mana zone already pays for the whole hand this turn', () => {
    expect(choose([oneDrop, twoDrop], zoneOf(3))).toBe(-1);
    expect(choose([oneDrop, twoDrop], zoneOf(2))).toBeGreaterThanOrEqual(0);
    expect(choose([oneDrop, big], zoneOf(3))).toBeGreaterThanOrEqual(0);
  });
});
