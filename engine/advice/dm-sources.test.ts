// The Duel Masters civilization advice on decks of real cards (the Latepate64 card data): the civilization
// counts (DM 112.2a: one card per civilization of the cost), the deck variants, and a fix confirmed on other games.
import { describe, expect, it } from 'vitest';
import { dmDeckOf, dmEvenFireNatureDeck, dmPlainAttacker, dmScarceNatureDeck } from '../../test/goldfish-fixtures.ts';
import { card, dmCards } from '../../test/real-decks.ts';
import { dmCardProfile } from '../goldfish/dm-card.ts';
import { DEFAULT_POLICY } from '../goldfish/policy.ts';
import { SETUPS } from '../goldfish/setup.ts';
import { compileDeck, compiledSlotNames } from '../sim/compile.ts';
import type { CompiledDeck, CompiledDmDeck } from '../sim/compiled.ts';
import type { SimDeck, SimOptions } from '../sim/deck-input.ts';
import type { CardHalf, Side } from '../sim/metrics.ts';
import { playPaired, type DeckResult } from './paired.ts';
import { onCurveEstimate } from './sources.ts';
import { runSourceSearch } from './source-variants.ts';
import {
  cardCivilizations,
  civilizationCount,
  civilizationVariants,
  DM_COPY_LIMIT,
  planCivilizationSearch,
} from './dm-sources.ts';

const options: SimOptions = { setup: SETUPS.dm, policy: DEFAULT_POLICY, turns: 8 };
const SIDES: Side[] = ['play', 'draw'];
const TARGET = 0.9;

const SCARCE = dmScarceNatureDeck();
const EVEN = dmEvenFireNatureDeck();
/** The scarce deck with its first fire card replaced by 4 copies of a fire-and-nature creature of cost 4 or less. */
const GOLD: SimDeck = {
  name: 'fire and a little nature, with a gold card',
  main: [
    ...SCARCE.main.slice(1),
    ...dmDeckOf(
      'fire-nature',
      (c) =>
        dmCardProfile(c).creature &&
        dmCardProfile(c).cost <= 4 &&
        (c.dm?.civilizations.length ?? 0) === 2 &&
        c.dm!.civilizations.includes('fire') &&
        c.dm!.civilizations.includes('nature'),
      4,
      1,
    ).main,
  ],
};
const GOLD_CARD = GOLD.main.at(-1)!.card.name;

const sizeOf = (deck: SimDeck) => deck.main.reduce((n, e) => n + e.count, 0);
const natureOf = (deck: SimDeck) =>
  deck.main.filter((e) => e.card.dm?.civilizations.includes('nature')).reduce((n, e) => n + e.count, 0);

/** Decks played on the same game indices, on the play and on the draw, in this thread. */
function play(decks: readonly CompiledDeck[], games: number, seed: number): DeckResult[] {
  const results: DeckResult[] = [];
  playPaired(decks, [], { seed, start: 0, count: games * 2, sides: SIDES }, (r) => results.push(r));
  return results;
}

/** The deck's civilization advice with the variants of the cards below the target played on its games. */
async function adviceOf(deck: SimDeck, games: number, seed: number) {
  const base = compileDeck(deck, options) as CompiledDmDeck;
  const [own] = play([base], games, seed);
  const search = planCivilizationSearch({ deck, options, base, counts: own.counts, sides: SIDES, target: TARGET });
  const played: CompiledDeck[] = [];
  const variants = await runSourceSearch(search, (decks, onDeck) => {
    for (const [i, compiled] of decks.entries()) {
      played.push(compiled);
      if (!onDeck({ ...play([compiled], games, seed)[0], deck: i })) break;
    }
    return Promise.resolve(true);
  });
  const sources = cardCivilizations({
    deck: base,
    counts: own.counts,
    sides: SIDES,
    target: TARGET,
    variants: variants!,
  });
  return { base, search, played, sources };
}

/** A card's figure (a twinpact's half's) on a deck played fresh on other games (another seed, not aligned to any deck). */
function independentFigure(deck: SimDeck, card: string, games: number, seed: number, half?: CardHalf) {
  const compiled = compileDeck(deck, options);
  const [result] = play([compiled], games, seed);
  return onCurveEstimate(compiled, result.counts, SIDES, card, half)!;
}

function withChanges(deck: SimDeck, changes: Record<string, number>): SimDeck {
  const main = deck.main
    .map((e) => ({ ...e, count: e.count + (changes[e.card.name] ?? 0) }))
    .filter((e) => e.count > 0);
  return { ...deck, main };
}

describe('civilization counts and variants (DM 112.2a)', () => {
  it('counts a multicolored card once for each of its civilizations', () => {
    const deck = compileDeck(GOLD, options) as CompiledDmDeck;
    expect(civilizationCount(deck, 'fire')).toBe(32 + 4);
    expect(civilizationCount(deck, 'nature')).toBe(4 + 4);
    expect(civilizationCount(deck, 'water')).toBe(0);
  });

  it('each variant swaps one more card: out a copy of the non-nature card held most (then the costliest), in the cheapest nature card below 4 copies', () => {
    const variants = civilizationVariants(SCARCE, 'nature');
    // Every nature card can come in until it holds DM_COPY_LIMIT copies: 4 cards from 1 copy each.
    expect(variants).toHaveLength(4 * (DM_COPY_LIMIT - 1));
    let before = SCARCE;
    for (const [k, v] of variants.entries()) {
      expect(sizeOf(v.deck)).toBe(40);
      expect(natureOf(v.deck)).toBe(4 + k + 1);
      const count = (deck: SimDeck, name: string) => deck.main.find((e) => e.card.name === name)?.count ?? 0;
      const diff = before.main
        .concat(v.deck.main)
        .map((e) => e.card)
        .filter((c, i, all) => all.findIndex((d) => d.name === c.name) === i)
        .map((card) => ({ card, change: count(v.deck, card.name) - count(before, card.name) }))
        .filter((d) => d.change !== 0);
      const cut = diff.find((d) => d.change === -1)!.card;
      const added = diff.find((d) => d.change === 1)!.card;
      expect(diff).toHaveLength(2);
      const costOf = (name: string) => dmCardProfile(before.main.find((e) => e.card.name === name)!.card).cost;
      const fire = before.main.filter((e) => !e.card.dm!.civilizations.includes('nature'));
      const most = Math.max(...fire.map((e) => e.count));
      expect(cut.dm!.civilizations).not.toContain('nature');
      expect(count(before, cut.name)).toBe(most);
      expect(costOf(cut.name)).toBe(Math.max(...fire.filter((e) => e.count === most).map((e) => costOf(e.card.name))));
      expect(added.dm!.civilizations).toEqual(['nature']);
      const open = before.main.filter((e) => e.card.dm!.civilizations.includes('nature') && e.count < DM_COPY_LIMIT);
      expect(costOf(added.name)).toBe(Math.min(...open.map((e) => costOf(e.card.name))));
      before = v.deck;
    }
  });

  it('no variant when the deck has no card of the civilization alone to add', () => {
    expect(civilizationVariants(SCARCE, 'water')).toEqual([]);
  });
});

describe('civilization advice by simulation (DM 503, 112.2a)', () => {
  let cached: ReturnType<typeof adviceOf> | undefined;
  const scarce = () => (cached ??= adviceOf(SCARCE, 20_000, 1));

  it('flags the scarce civilization’s cards, each with its simulated figure and the deck’s nature count', async () => {
    const { sources } = await scarce();
    const nature = sources.filter((s) => s.sources.nature !== undefined);
    expect(nature).toHaveLength(4);
    for (const s of nature)
      expect(s).toMatchObject({ exact: false, sourcesNeededBy: 'simulated', flagged: true, sources: { nature: 4 } });
    for (const s of sources.filter((s) => s.sources.fire !== undefined)) {
      expect(s).toMatchObject({ flagged: false, sources: { fire: 36 }, sourcesNeeded: { fire: 36 }, fixes: [] });
      expect(s.simulated!.value).toBeGreaterThanOrEqual(TARGET);
    }
  });

  it('a fix reaches 90% on another seed’s games, and one swap fewer does not', async () => {
    const { sources } = await scarce();
    const fixed = sources.filter((s) => s.fixes.length > 0);
    expect(fixed.length).toBeGreaterThan(0);
    const variants = civilizationVariants(SCARCE, 'nature');
    for (const s of fixed) {
      const [fix] = s.fixes;
      const swaps = fix.to - fix.from;
      expect(fix).toMatchObject({ color: 'nature', from: 4, to: s.sourcesNeeded.nature, target: TARGET, turn: s.turn });
      expect(fix.changes).toEqual(variants[swaps - 1].changes);
      expect(fix.simulated!.value).toBeGreaterThanOrEqual(TARGET);
      expect(independentFigure(withChanges(SCARCE, fix.changes!), s.card, 30_000, 99).high).toBeGreaterThanOrEqual(
        TARGET,
      );
      const oneFewer = swaps === 1 ? SCARCE : variants[swaps - 2].deck;
      expect(independentFigure(oneFewer, s.card, 30_000, 99).low).toBeLessThan(TARGET);
    }
  });

  it('a deck with 20 cards of each civilization is not flagged, and the search plays no variant', async () => {
    const { sources, search, played } = await adviceOf(EVEN, 20_000, 1);
    expect(sources.length).toBe(10);
    for (const s of sources) {
      expect(s.flagged).toBe(false);
      expect(s.sourcesNeeded).toEqual(s.sources);
      expect(Object.values(s.sources)).toEqual([20]);
    }
    expect(search.spells).toEqual([]);
    expect(played).toEqual([]);
  });

  it('every variant is compiled on the deck’s own slots (common random numbers): only the swapped copies move', async () => {
    const { base, played } = await scarce();
    expect(played.length).toBeGreaterThan(0);
    const slots = compiledSlotNames(base);
    for (const [k, deck] of played.entries())
      expect(compiledSlotNames(deck).filter((name, i) => name !== slots[i])).toHaveLength(k + 1);
  });
});

describe('a multicolored card (DM 112.2a: one card for each of its civilizations; 405.1: it enters tapped)', () => {
  it('gets its own figure per civilization: the scarce one fixed by variants, the other null when no card of it can come in', async () => {
    const { sources } = await adviceOf(GOLD, 20_000, 1);
    const gold = sources.find((s) => s.card === GOLD_CARD)!;
    expect(gold).toMatchObject({ flagged: true, sources: { fire: 36, nature: 8 }, sourcesNeeded: { fire: null } });
    // Every fire card already holds 4 copies (DM 100.2a): no fire variant exists.
    expect(civilizationVariants(GOLD, 'fire')).toEqual([]);
    const [fix] = gold.fixes;
    expect(gold.fixes).toHaveLength(1);
    expect(fix).toMatchObject({ color: 'nature', from: 8, to: gold.sourcesNeeded.nature });
    const variants = civilizationVariants(GOLD, 'nature');
    const swaps = fix.to - fix.from;
    expect(fix.changes).toEqual(variants[swaps - 1].changes);
    expect(independentFigure(withChanges(GOLD, fix.changes!), GOLD_CARD, 30_000, 99).high).toBeGreaterThanOrEqual(
      TARGET,
    );
    const oneFewer = swaps === 1 ? GOLD : variants[swaps - 2].deck;
    expect(independentFigure(oneFewer, GOLD_CARD, 30_000, 99).low).toBeLessThan(TARGET);
  });
});

describe('a twinpact (DM 810.3: either half may be cast; 810.3a: each with its own cost and civilizations)', () => {
  // A nature creature whose spell half is light: light and nature in the mana zone (106.2), nature to summon.
  const ESMER = 'Esmer, Celestial Faerie/How about a cup of tea?';
  const esmer = card(ESMER, dmCards());
  const deck: SimDeck = {
    name: 'nature with a nature/light twinpact',
    main: [{ card: esmer, count: 4 }, ...dmDeckOf('nature', dmPlainAttacker('nature'), 4, 9).main],
  };
  /** The same with four light attackers, one copy each, in place of one nature attacker: light is scarce. */
  const LIGHT: SimDeck = {
    name: 'nature with a nature/light twinpact and a little light',
    main: [...deck.main.slice(0, -1), ...dmDeckOf('light', dmPlainAttacker('light'), 1, 4).main],
  };

  it('its creature half is advised on nature alone: the deck’s 40 nature cards, not flagged, no light card asked for', async () => {
    const { sources } = await adviceOf(deck, 4000, 1);
    const creature = sources.find((s) => s.card === ESMER && s.half === 'creature')!;
    expect(creature.sources).toEqual({ nature: 40 });
    expect(creature).toMatchObject({ turn: dmCardProfile(esmer).cost, flagged: false, fixes: [] });
  });

  it('its spell half has a row of its own: its cost’s turn, light only, the deck’s light cards (the Esmers)', async () => {
    const { sources } = await adviceOf(deck, 4000, 1);
    const spell = dmCardProfile(esmer).spellHalf!;
    expect(sources.filter((s) => s.card === ESMER).map((s) => s.half)).toEqual(['creature', 'spell']);
    const row = sources.find((s) => s.card === ESMER && s.half === 'spell')!;
    expect(row).toMatchObject({ turn: Math.max(1, spell.cost), sources: { light: 4 } });
    // No mono-light card can come in: flagged, with no fix (DM 405.1: a charged Esmer enters tapped).
    expect(row).toMatchObject({ flagged: true, sourcesNeeded: { light: null }, fixes: [] });
  });

  it('a spell half short of light is fixed with light cards: the fix reaches 90% on other games, one swap fewer does not', async () => {
    const { sources } = await adviceOf(LIGHT, 20_000, 1);
    const row = sources.find((s) => s.card === ESMER && s.half === 'spell')!;
    expect(row).toMatchObject({ flagged: true, sources: { light: 8 } });
    const [fix] = row.fixes;
    expect(fix).toMatchObject({ card: ESMER, half: 'spell', color: 'light', from: 8 });
    const variants = civilizationVariants(LIGHT, 'light');
    const swaps = fix.to - fix.from;
    expect(fix.changes).toEqual(variants[swaps - 1].changes);
    const fixed = independentFigure(withChanges(LIGHT, fix.changes!), ESMER, 30_000, 99, 'spell');
    expect(fixed.high).toBeGreaterThanOrEqual(TARGET);
    const oneFewer = swaps === 1 ? LIGHT : variants[swaps - 2].deck;
    expect(independentFigure(oneFewer, ESMER, 30_000, 99, 'spell').low).toBeLessThan(TARGET);
  });
});
