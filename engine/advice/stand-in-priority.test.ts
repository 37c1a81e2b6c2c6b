// A stand-in (land-variants.ts: a card of its own name, in place of a copy the format does not allow) is cast as its
// spell would be: the cast policy ranks spells of equal mana value by a priority given per card name
// (engine/goldfish/policy.ts CastPolicy), and the sweep gives each stand-in its spell's. On a real Commander precon.
import { describe, expect, it } from 'vitest';
import { realDeck } from '../../test/goldfish-fixtures.ts';
import { DECK_TEST_SETS } from '../../test/deck-cards-db.ts';
import { getFormat } from '../formats/index.ts';
import { policyWith } from '../goldfish/policy.ts';
import { SETUPS } from '../goldfish/setup.ts';
import { compileDeck, compiledSlotNames } from '../sim/compile.ts';
import type { CompiledDeck } from '../sim/compiled.ts';
import { traceGame } from '../sim/run.ts';
import { newTrace } from '../sim/trace.ts';
import { planAdvice, type AdviceOptions } from './advise.ts';
import { countLands, deckAtLandCount, isLandCard, standInName } from './land-variants.ts';

const total = (counts: Readonly<Record<string, number>>) => Object.values(counts).reduce((a, b) => a + b, 0);

describe('a stand-in is cast as its spell would be (the cast policy’s priority, engine/goldfish/policy.ts)', () => {
  const AURA = 'plain-taw/cmd__afc__Aura of Courage.txt';
  const deck = realDeck(AURA, DECK_TEST_SETS);
  const current = countLands(deck);
  // Every spell its own priority, so that no two spells of the deck rank equal: the order of casting is the policy's alone.
  const spells = [...new Set(deck.main.filter((e) => !isLandCard(e.card)).map((e) => e.card.name))];
  const policy = policyWith({ cast: { priority: Object.fromEntries(spells.map((name, i) => [name, i + 1])) } });
  const options: AdviceOptions = {
    setup: SETUPS.commander,
    policy,
    turns: 7,
    lands: [current - 4, current],
    format: getFormat('commander'),
  };

  /** A game's turns: the mana available and the spells cast in order, a stand-in named as the spell it stands for. */
  function turns(compiled: CompiledDeck, game: number): { mana: number; cast: string[] }[] {
    const trace = newTrace();
    traceGame(compiled, 8, game, 'play', trace);
    return trace.turns.map((t) => ({
      mana: t.manaAvailable,
      cast: t.cast.map((card) => compiled.names[card].replace(standInName(''), '')),
    }));
  }

  it('Aura of Courage 4 lands short: with the same mana, the same spells are cast in the same order as copies would be', () => {
    const plan = planAdvice(deck, options);
    const standIns = plan.variants[0].standIns;
    expect(total(standIns)).toBe(4);
    const withCopies = deckAtLandCount(deck, current - 4, {}); // no format: up to four copies, no stand-in
    const copies = compileDeck(withCopies.deck, options, compiledSlotNames(plan.sweep.decks[plan.currentIndex]));
    // A stand-in is a card of its own: holding one and its spell is two cards in hand where two copies are one, which
    // the land played may weigh differently. The games where the mana of every turn is the same show the casting alone.
    let compared = 0;
    let withRivals = 0;
    for (let game = 0; game < 400; game++) {
      const asStandIns = turns(plan.sweep.decks[0], game);
      const asCopies = turns(copies, game);
      if (asStandIns.some((t, i) => t.mana !== asCopies[i].mana)) continue;
      compared++;
      expect(asStandIns, `game ${game}`).toEqual(asCopies);
      // A turn that casts a stand-in's spell and another: the order is the cast policy's.
      withRivals += asStandIns.filter((t) => t.cast.length > 1 && t.cast.some((name) => name in standIns)).length;
    }
    expect(compared).toBeGreaterThan(300);
    expect(withRivals).toBeGreaterThan(20);
  });
});
