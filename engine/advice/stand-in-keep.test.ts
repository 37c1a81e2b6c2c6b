// A stand-in (land-variants.ts: a card of its own name, in place of a copy the format does not allow) fills its spell's
// role in a hand: a keep rule (engine/goldfish/policy.ts KeepClause.require) that requires the spell by name, or by a
// tag of its entry, keeps a hand holding the stand-in as it would keep one holding the copy. On a real Commander precon
// whose ramp the player tags, as a list's "#tag" writes it.
import { describe, expect, it } from 'vitest';
import { AURA_RAMP, auraWithRampTags, mtgSetCards, resolverOver } from '../../test/goldfish-fixtures.ts';
import { DECK_TEST_SETS } from '../../test/deck-cards-db.ts';
import { readDeckList } from '../decks/lists/index.ts';
import { resolveDeck } from '../decks/resolve.ts';
import { getFormat } from '../formats/index.ts';
import { policyWith, type KeepClause, type MulliganPolicy } from '../goldfish/policy.ts';
import { SETUPS } from '../goldfish/setup.ts';
import { compileDeck, compiledSlotNames } from '../sim/compile.ts';
import type { CompiledDeck } from '../sim/compiled.ts';
import { simDeckFromResolved } from '../sim/deck-input.ts';
import { traceGame } from '../sim/run.ts';
import { newTrace } from '../sim/trace.ts';
import { planAdvice, type AdviceOptions } from './advise.ts';
import { countLands, deckAtLandCount, standInName } from './land-variants.ts';

const text = auraWithRampTags();
const { deck: list } = readDeckList(text, { fileName: 'Aura of Courage.txt' });
const resolved = resolveDeck(list, resolverOver(mtgSetCards(DECK_TEST_SETS)));
const deck = simDeckFromResolved({ ...resolved.deck, name: 'Aura of Courage' }, resolved.cards);
const current = countLands(deck);
const fewer = current - 4;

/** Keep 7 only with 2–5 lands and a ramp spell; 6 with 2–4 lands; keep 5. */
const keepWithRamp = (ramp: NonNullable<KeepClause['require']>[number]): MulliganPolicy => ({
  id: 'ramp',
  name: 'Keep 7 with ramp',
  source: 'a player’s own rule',
  bySize: { 7: { keep: [{ lands: [2, 5], require: [ramp] }] }, 6: { keep: [{ lands: [2, 4] }], targetLands: 3 } },
  mdfcCountsAsLand: false,
});

/** Each game's mulligans: the hands drawn, a stand-in named as its spell, and whether each was kept. */
function mulligans(compiled: CompiledDeck, games: number) {
  return Array.from({ length: games }, (_, game) => {
    const trace = newTrace();
    traceGame(compiled, 11, game, 'play', trace);
    return trace.attempts.map((a) => ({
      drawn: a.drawn.map((card) => compiled.names[card].replace(standInName(''), '')).sort(),
      kept: a.kept,
    }));
  });
}

describe('a keep rule counts a stand-in as the spell it stands in for', () => {
  it('tagged ramp is all its entries', () => {
    expect(
      deck.main
        .filter((e) => e.tags?.includes('ramp'))
        .map((e) => e.card.name)
        .sort(),
    ).toEqual([...AURA_RAMP].sort());
  });

  for (const [by, ramp] of [
    ['name', { cards: AURA_RAMP, atLeast: 1 }],
    ['tag', { tag: 'ramp', atLeast: 1 }],
  ] as const)
    it(`Aura of Courage 4 lands short (CR 903.5b: stand-ins for Wild Growth and Utopia Sprawl), ramp required by ${by}: the hands kept are those a deck with the copies keeps`, () => {
      const options: AdviceOptions = {
        setup: SETUPS.commander,
        policy: policyWith({ mulligan: keepWithRamp(ramp) }),
        turns: 3,
        lands: [fewer, current],
        format: getFormat('commander'),
      };
      const plan = planAdvice(deck, options);
      expect(plan.variants[0].standIns).toMatchObject({ 'Wild Growth': 1, 'Utopia Sprawl': 1 });
      const slots = compiledSlotNames(plan.sweep.decks[plan.currentIndex]);
      // No format: four copies, so the copies themselves where the Commander sweep has stand-ins.
      const withCopies = deckAtLandCount(deck, fewer, {});
      expect(withCopies.changes).toMatchObject({ 'Wild Growth': 1, 'Utopia Sprawl': 1 });
      const asCopies = mulligans(compileDeck(withCopies.deck, options, slots), 600);
      expect(mulligans(plan.sweep.decks[0], 600)).toEqual(asCopies);
      // The stand-ins decide hands: as cards of their own (neither their spell's name nor its tags), some hands the
      // copies keep are sent back.
      const untagged = plan.variants[0].deck.main.map((e) =>
        e.card.name.startsWith(standInName('')) ? { card: e.card, count: e.count } : e,
      );
      const asOwnCards = mulligans(compileDeck({ ...deck, main: untagged }, options, slots), 600);
      const differing = asOwnCards.filter((game, i) => JSON.stringify(game) !== JSON.stringify(asCopies[i])).length;
      expect(differing).toBeGreaterThan(10);
    });
});
