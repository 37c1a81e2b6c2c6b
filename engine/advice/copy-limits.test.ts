// The land sweep within the format's copy limits, on real decks (../shared/data decklists and MTGJSON sets): below
// the deck's land count, spells are added back as copies only up to the format's limit (CR 100.2a four, 903.5b one,
// a restricted card one, MTR 6.2); past it a stand-in takes a copy's place, so no per-card figure counts a copy the
// deck could never hold.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { realDeck } from '../../test/goldfish-fixtures.ts';
import { mtgCards, realDeck as resolvedList } from '../../test/real-decks.ts';
import { DECK_TEST_SETS } from '../../test/deck-cards-db.ts';
import { sharedPath } from '../../test/shared-data.ts';
import { DEFAULT_POLICY } from '../goldfish/policy.ts';
import { SETUPS } from '../goldfish/setup.ts';
import { getFormat, type FormatDefinition } from '../formats/index.ts';
import { compileDeck, compiledSlotNames } from '../sim/compile.ts';
import type { SimDeck } from '../sim/deck-input.ts';
import type { Side } from '../sim/metrics.ts';
import { adviceFrom, planAdvice, type AdviceOptions, type AdvicePlan } from './advise.ts';
import {
  countLands,
  countsOutsideMain,
  deckAtLandCount,
  defaultLandRange,
  isBasicLand,
  landVariants,
  standInName,
  type BoardCounts,
} from './land-variants.ts';
import { playPaired, type DeckResult } from './paired.ts';
import type { LandAdvice } from './sweep.ts';
import { figureKind, sweepFigures } from './figures.ts';

const format = (id: string): FormatDefinition => getFormat(id)!;
const sizeOf = (deck: SimDeck) => deck.main.reduce((n, e) => n + e.count, 0);
const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
/** Copies of each card name in a deck. */
function copies(deck: SimDeck): Map<string, number> {
  const byName = new Map<string, number>();
  for (const e of deck.main) byName.set(e.card.name, (byName.get(e.card.name) ?? 0) + e.count);
  return byName;
}

/** The land advice of a plan's sweep, every deck played on the same games on the play and the draw, in this thread. */
function sweepAdvice(plan: AdvicePlan, games: number, seed: number, sides: Side[] = ['play', 'draw']): LandAdvice {
  const sweep: DeckResult[] = [];
  const slice = { seed, start: 0, count: games * sides.length, sides };
  const { decks, figures, paired, reference } = plan.sweep;
  playPaired(decks, figures, slice, (r) => sweep.push(r), undefined, paired, reference);
  return adviceFrom(plan, { sweep, keep: [] }, { objective: 'compounded-mana', target: 0.9, sides }).lands;
}

const COMMANDER_LISTS = readdirSync(sharedPath('decks', 'plain-taw')).filter((f) => f.startsWith('cmd__'));
const AURA = 'plain-taw/cmd__afc__Aura of Courage.txt';

describe('a singleton deck’s land sweep (CR 903.5b)', () => {
  it('adds no second copy of any spell to a Commander deck: the spells added in place of lands are stand-ins', () => {
    expect(COMMANDER_LISTS).toHaveLength(7);
    for (const list of COMMANDER_LISTS) {
      const deck = realDeck(`plain-taw/${list}`, DECK_TEST_SETS);
      const current = countLands(deck);
      for (const variant of landVariants(deck, { lands: defaultLandRange(deck), format: format('commander') })) {
        expect(sizeOf(variant.deck)).toBe(sizeOf(deck));
        expect(countLands(variant.deck)).toBe(variant.lands);
        for (const e of variant.deck.main) if (!isBasicLand(e.card)) expect(e.count, e.card.name).toBe(1);
        expect(total(variant.standIns)).toBe(Math.max(0, current - variant.lands));
        for (const [name, count] of Object.entries(variant.changes))
          if (count > 0) expect(isBasicLand(deck.main.find((e) => e.card.name === name)!.card), name).toBe(true);
      }
    }
  });

  it('a stand-in has the mana cost, mana value and types of the spell it names, under its own name', () => {
    const deck = realDeck(AURA, DECK_TEST_SETS);
    const fewer = deckAtLandCount(deck, countLands(deck) - 6, { format: format('commander') });
    expect(Object.values(fewer.standIns)).toEqual([1, 1, 1, 1, 1, 1]);
    for (const spell of Object.keys(fewer.standIns)) {
      const card = deck.main.find((e) => e.card.name === spell)!.card;
      const standIn = fewer.deck.main.find((e) => e.card.name === standInName(spell))!.card;
      expect(standIn.manaValue).toBe(card.manaValue);
      expect(standIn.faces.map((f) => [f.manaCost, f.types])).toEqual(card.faces.map((f) => [f.manaCost, f.types]));
      expect(copies(fewer.deck).get(spell)).toBe(1);
    }
  });

  it('a stand-in takes the slot a copy of its spell would: the same games, the same land drops and mulligans, and the mana within 0.01', () => {
    const deck = realDeck(AURA, DECK_TEST_SETS);
    const current = countLands(deck);
    const options: AdviceOptions = {
      setup: SETUPS.commander,
      policy: DEFAULT_POLICY,
      turns: 7,
      lands: [current - 3, current],
      format: format('commander'),
    };
    const plan = planAdvice(deck, options);
    const withCopies = deckAtLandCount(deck, current - 3, {}); // no format: up to four copies
    const added = Object.keys(withCopies.changes).filter((name) => withCopies.changes[name] > 0);
    expect(Object.keys(plan.variants[0].standIns).sort()).toEqual(added.sort());
    const copies = compileDeck(withCopies.deck, options, compiledSlotNames(plan.sweep.decks[plan.currentIndex]));
    const asCopies = compiledSlotNames(plan.sweep.decks[0]).map((name) => name.replace(standInName(''), ''));
    expect(asCopies).toEqual(compiledSlotNames(copies));

    const figures = sweepFigures([]);
    const results: DeckResult[] = [];
    const slice = { seed: 4, start: 0, count: 3000, sides: ['play'] as Side[] };
    playPaired([plan.sweep.decks[0], copies], figures, slice, (r) => results.push(r), undefined, []);
    const [standIns, copied] = results.sort((a, b) => a.deck - b.deck);
    figures.forEach((id, f) => {
      // The simulator casts a stand-in as a card of its own, not as a second copy: the mana may differ a little.
      if (figureKind(id) === 'mean')
        expect(Math.abs(standIns.sum[f] - copied.sum[f]) / slice.count, id).toBeLessThan(0.01);
      else expect(standIns.sum[f], id).toBe(copied.sum[f]);
    });
  });

  it('a key spell is no more castable on curve with lands fewer: the deck still holds one copy (Aura of Courage)', () => {
    const deck = realDeck(AURA, DECK_TEST_SETS);
    const current = countLands(deck);
    const options: AdviceOptions = {
      setup: SETUPS.commander,
      policy: DEFAULT_POLICY,
      turns: 7,
      lands: [current - 3, current],
      // The cheapest spell that makes no mana, last of them in the list: the first one added back.
      keySpells: ['Wild Growth'],
      format: format('commander'),
    };
    // Commander is multiplayer: nobody skips the first draw (CR 103.8c), so the play and the draw are one side.
    const lands = sweepAdvice(planAdvice(deck, options), 6000, 11, ['play']);
    const onCurve = (n: number) => lands.sweep.find((r) => r.lands === n)!.keySpells[0].onCurve;
    for (const n of [current - 1, current - 3]) expect(onCurve(n).value).toBeLessThanOrEqual(onCurve(current).high);
  });
});

describe('a constructed deck’s land sweep within four copies (CR 100.2a) and its restricted cards (MTR 6.2)', () => {
  const GARRUK = 'plain-taw/pw__m21__Garruk, Savage Herald.txt'; // 25 Forest, 23 copies below four to add

  it('never adds a fifth copy: once every spell that makes no mana has four, stand-ins take the copies’ place', () => {
    const deck = realDeck(GARRUK, ['M21', 'THB', 'IKO']);
    const none = deckAtLandCount(deck, 0, { format: format('standard') });
    for (const [name, count] of copies(none.deck)) expect(count, name).toBeLessThanOrEqual(4);
    // 25 lands out; 23 copies fit below four among the spells that make no mana (Ilysian Caryatid makes mana).
    expect(total(none.changes)).toBe(23 - 25);
    expect(total(none.standIns)).toBe(2);
  });

  it('never adds a copy of a card the format restricts: Vintage’s Brainstorm stays one, other one-drops get copies', () => {
    const deck = realDeck(AURA, DECK_TEST_SETS);
    expect(deck.main.find((e) => e.card.name === 'Brainstorm')!.card.legalities.vintage).toBe('restricted');
    const fewer = deckAtLandCount(deck, countLands(deck) - 14, { format: format('vintage') });
    expect(copies(fewer.deck).get('Brainstorm')).toBe(1);
    expect(copies(fewer.deck).get('Serum Visions')).toBeGreaterThan(1);
    expect(fewer.standIns).toEqual({});
  });
});

describe('a deck whose spells stay within the limit sweeps as before', () => {
  /** Every figure and change of a land advice, hashed (the stand-ins, none here, and their causes aside). */
  const figuresHash = (lands: LandAdvice) =>
    createHash('sha256')
      .update(
        JSON.stringify({
          recommended: lands.recommended,
          neighbours: lands.neighbours,
          rows: lands.sweep.map((row) =>
            Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'standIns' && key !== 'limitedBy')),
          ),
        }),
      )
      .digest('hex')
      .slice(0, 16);

  const AZORIUS_SETS = ['ZNR', 'KHM', 'THB', 'M21', 'IKO', 'ELD', 'KHC'];
  const AZORIUS_HASH = '099da0fdf7c50fe0';
  /** A plain-taw list's land advice at seed 5, its other boards' copies counted with the main deck's (CR 100.4a). */
  function advice(name: string, sets: readonly string[], formatId?: string, outsideMain?: BoardCounts) {
    const list = readdirSync(sharedPath('decks', 'plain-taw')).find((f) => f.includes(name))!;
    const deck = realDeck(`plain-taw/${list}`, sets);
    const options: AdviceOptions = {
      setup: SETUPS.constructed,
      policy: DEFAULT_POLICY,
      turns: 7,
      format: formatId === undefined ? undefined : format(formatId),
      outsideMain,
    };
    return sweepAdvice(planAdvice(deck, options), 400, 5);
  }
  /** Azorius Control's list as resolved: its main deck's names, and its sideboard (1 Archon of Sun's Grace, 2 Banishing Light, 2 Glass Casket, …). */
  const azorius = () => {
    const { deck } = resolvedList('plain-taw/challenger__q05__Azorius Control.txt');
    return {
      main: new Set(deck.boards.main!.map((e) => e.name)),
      outsideMain: countsOutsideMain(deck, mtgCards().cards),
    };
  };

  it.each([
    // Pinned from the sweep before copy limits came from the format: the same seed gives the same figures.
    ['Oko, the Trickster', 'no format', ['ELD', 'M21'], '438158ea3ca907b2'],
    ['Azorius Control', 'standard', AZORIUS_SETS, AZORIUS_HASH],
  ])('%s (%s)', (name, formatId, sets, hash) => {
    expect(figuresHash(advice(name, sets, formatId === 'no format' ? undefined : formatId))).toBe(hash);
  });

  it('Azorius Control with the cards of its sideboard that share no name with a main-deck spell: the same figures', () => {
    const { main, outsideMain } = azorius();
    const side = outsideMain.side!;
    expect(Object.keys(side).filter((n) => main.has(n))).toEqual([
      "Archon of Sun's Grace",
      'Banishing Light',
      'Glass Casket',
    ]);
    const others = Object.fromEntries(Object.entries(side).filter(([n]) => !main.has(n)));
    expect(Object.keys(others)).toHaveLength(4);
    expect(figuresHash(advice('Azorius Control', AZORIUS_SETS, 'standard', { side: others }))).toBe(AZORIUS_HASH);
  });

  it('Azorius Control with its whole sideboard: the two Glass Caskets there leave no room for a third in the main deck (CR 100.4a)', () => {
    const lands = advice('Azorius Control', AZORIUS_SETS, 'standard', azorius().outsideMain);
    for (const row of lands.sweep) expect(row.changes['Glass Casket'], `${row.lands} lands`).toBeUndefined();
    const without = advice('Azorius Control', AZORIUS_SETS, 'standard');
    expect(without.sweep.some((row) => (row.changes['Glass Casket'] ?? 0) > 0)).toBe(true);
  });
});
