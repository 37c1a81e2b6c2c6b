// A card a list gives on two lines with different tags is one card to the sweep's variants, with the tags of both lines:
// a keep rule (engine/goldfish/policy.ts KeepClause.require) that requires the second line's tag counts every copy, at
// every land count. On the real Oko, the Trickster planeswalker deck (ELD), its three Tome Raiders split over two lines.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mtgSetCards, resolverOver } from '../../test/goldfish-fixtures.ts';
import { sharedPath } from '../../test/shared-data.ts';
import { readDeckList } from '../decks/lists/index.ts';
import { resolveDeck } from '../decks/resolve.ts';
import { policyWith } from '../goldfish/policy.ts';
import { SETUPS } from '../goldfish/setup.ts';
import type { CompiledDeck } from '../sim/compiled.ts';
import { simDeckFromResolved } from '../sim/deck-input.ts';
import { traceGame } from '../sim/run.ts';
import { newTrace } from '../sim/trace.ts';
import { planAdvice } from './advise.ts';
import { countLands, deckAtLandCount } from './land-variants.ts';

const text = readFileSync(sharedPath('decks', 'plain-taw', 'pw__eld__Oko, the Trickster.txt'), 'utf8').replace(
  /^3 Tome Raider$/m,
  '1 Tome Raider #cantrip\n2 Tome Raider #flyer',
);
const { deck: list } = readDeckList(text, { fileName: 'Oko, the Trickster.txt' });
const resolved = resolveDeck(list, resolverOver(mtgSetCards(['ELD'])));
const deck = simDeckFromResolved({ ...resolved.deck, name: 'Oko, the Trickster' }, resolved.cards);
const current = countLands(deck);

/** P(at least one of `copies` cards among the 7 drawn from `library`): 1 − C(library − copies, 7) / C(library, 7). */
function someIn7(library: number, copies: number): number {
  let none = 1;
  for (let i = 0; i < 7; i++) none *= (library - copies - i) / (library - i);
  return 1 - none;
}

/** The share of games whose first 7 were kept. */
function keptSeven(compiled: CompiledDeck, games: number): number {
  let kept = 0;
  for (let game = 0; game < games; game++) {
    const trace = newTrace();
    traceGame(compiled, 5, game, 'play', trace);
    if (trace.attempts[0].kept) kept++;
  }
  return kept / games;
}

describe('a card on two lines with different tags', () => {
  it('the list gives Tome Raider on two lines, one tag each', () => {
    expect(deck.main.filter((e) => e.card.name === 'Tome Raider').map((e) => [e.count, e.tags])).toEqual([
      [1, ['cantrip']],
      [2, ['flyer']],
    ]);
  });

  it('a land-count variant has one Tome Raider entry with both lines’ tags', () => {
    for (const lands of [current - 1, current + 1]) {
      const raiders = deckAtLandCount(deck, lands, {}).deck.main.filter((e) => e.card.name === 'Tome Raider');
      expect(raiders.map((e) => [e.count, e.tags])).toEqual([[3, ['cantrip', 'flyer']]]);
    }
  });

  it('keep 7 only with a tag:flyer card (CR 103.5): at a land count the sweep varies, every copy counts, 1 − C(57, 7) / C(60, 7)', () => {
    const policy = policyWith({
      mulligan: {
        id: 'flyer',
        name: 'Keep 7 with a flyer',
        source: 'a player’s own rule',
        bySize: { 7: { keep: [{ lands: [0, 7], require: [{ tag: 'flyer', atLeast: 1 }] }] }, 6: { keep: 'always' } },
        mdfcCountsAsLand: false,
      },
    });
    const plan = planAdvice(deck, { setup: SETUPS.constructed, policy, turns: 2, lands: [current, current + 1] });
    expect(plan.variants[1].deck.main.find((e) => e.card.name === 'Tome Raider')?.count).toBe(3);
    const games = 3000;
    const expected = someIn7(60, 3);
    const spread = Math.sqrt((expected * (1 - expected)) / games);
    for (const compiled of plan.sweep.decks)
      expect(Math.abs(keptSeven(compiled, games) - expected)).toBeLessThan(3.5 * spread);
  });
});
