// The Duel Masters counterpart of Karsten's colored sources: every card can be charged (DM 503), so a deck's
// "sources" of a civilization are its cards of that civilization, a multicolored card counting once for each
// (it pays only one of them, 112.2a, and enters the mana zone tapped, 405.1). Per card, P(castable on curve | a
// copy in hand and a charge every turn) from the run's games (engine/sim/dm-game.ts), and for a card below the
// target the civilization cards that reach it, found by playing deck variants with one more card of the
// civilization at a time on the same games (./source-variants.ts). A twinpact's halves are advised apart: either
// may be cast, each with its own cost and civilizations (810.3, 810.3a).
import { CIVILIZATIONS, type Civilization } from '../cards/types.ts';
import { CIVILIZATION_BITS } from '../dm/civilizations.ts';
import { FORMATS } from '../formats/catalog.ts';
import { dmCardProfile } from '../goldfish/dm-card.ts';
import type { CompiledDeck, CompiledDmDeck } from '../sim/compiled.ts';
import type { SimCard, SimDeck, SimOptions } from '../sim/deck-input.ts';
import { dmCurveTurn } from '../sim/dm-game.ts';
import type { CardHalf, Side } from '../sim/metrics.ts';
import { inTurnOrder, onCurveEstimate, simulatedSpellSources, type SpellSources } from './sources.ts';
import {
  planVariantSearch,
  type SourceVariant,
  type VariantMeasurements,
  type VariantSearch,
} from './source-variants.ts';

export type CardCivilizations = SpellSources<Civilization>;

/** DM 100.2a: copies of one name in the main deck, from the format's data. */
export const DM_COPY_LIMIT: number =
  FORMATS.find((f) => f.id === 'dm')?.copies.find((c) => c.boards.includes('main'))?.limit ?? 4;

/** The civilizations of a mask, in the rules' order (DM 106.1). */
const civilizationsOf = (mask: number): Civilization[] => CIVILIZATIONS.filter((c) => mask & CIVILIZATION_BITS[c]);

/** Cards of the library of the civilization, a multicolored card counting once for each of its civilizations. */
export function civilizationCount(deck: CompiledDmDeck, civilization: Civilization): number {
  const bit = CIVILIZATION_BITS[civilization];
  let n = 0;
  for (const card of deck.library) if (deck.civilizations[card] & bit) n++;
  return n;
}

/**
 * The deck with 1, 2, … more cards of `civilization`, each one swap further: out goes a copy of a card that does
 * not need the civilization, of the name the deck holds most copies of (then the highest cost); in comes a copy
 * of a card of that civilization alone already in the deck with fewer than DM_COPY_LIMIT copies (the cheapest
 * first). Deck order breaks the remaining ties. None when nothing can go out or come in.
 */
export function civilizationVariants(deck: SimDeck, civilization: Civilization): SourceVariant[] {
  const bit = CIVILIZATION_BITS[civilization];
  const entries = new Map<string, SimCard>();
  const counts = new Map<string, number>();
  for (const e of deck.main) {
    if (!entries.has(e.card.name)) entries.set(e.card.name, { card: e.card, count: 0 });
    counts.set(e.card.name, (counts.get(e.card.name) ?? 0) + e.count);
  }
  const profiles = new Map([...entries.values()].map((e) => [e.card.name, dmCardProfile(e.card)]));
  const names = [...entries.keys()];
  const cuttable = names.filter((name) => (profiles.get(name)!.civilizations & bit) === 0);
  const addable = names.filter((name) => profiles.get(name)!.civilizations === bit);
  const held = (name: string) => counts.get(name) ?? 0;
  const cost = (name: string) => profiles.get(name)!.cost;
  const cutFirst = (a: string, b: string) => held(b) - held(a) || cost(b) - cost(a);
  const addFirst = (a: string, b: string) => cost(a) - cost(b);
  const variants: SourceVariant[] = [];
  const changes: Record<string, number> = {};
  for (;;) {
    const cut = cuttable.filter((name) => held(name) > 0).sort(cutFirst)[0];
    const add = addable.filter((name) => held(name) < DM_COPY_LIMIT).sort(addFirst)[0];
    if (cut === undefined || add === undefined) return variants;
    counts.set(cut, held(cut) - 1);
    counts.set(add, held(add) + 1);
    changes[cut] = (changes[cut] ?? 0) - 1;
    changes[add] = (changes[add] ?? 0) + 1;
    const main = [...entries.values()].map((e) => ({ ...e, count: held(e.card.name) })).filter((e) => e.count > 0);
    variants.push({ deck: { ...deck, main }, changes: { ...changes } });
  }
}

export interface CivilizationInput {
  deck: CompiledDmDeck;
  /** The deck's run counts (engine/sim/metrics.ts layout). */
  counts: Float64Array;
  sides: readonly Side[];
  target: number;
  /** Deck variants with more cards of a civilization, played on the same games, for the cards below the target. */
  variants?: VariantMeasurements<Civilization>;
}

/** A castability row of a card: the card itself, or a twinpact's half with its own cost and civilizations (DM 810.3a). */
interface CastRow {
  half?: CardHalf;
  cost: number;
  civilizations: number;
}

/**
 * DM 810.3: a twinpact's owner casts either half, each with its own cost and civilizations (810.3a), so each half
 * has its row; any other card has one.
 */
function castRows(deck: CompiledDmDeck, card: number): CastRow[] {
  const own = { cost: deck.manaValue[card], civilizations: deck.castCivilizations[card] };
  if (deck.spellRow[card] < 0) return [own];
  return [
    { ...own, half: 'creature' },
    { half: 'spell', cost: deck.spellCost[card], civilizations: deck.spellCastCivilizations[card] },
  ];
}

/**
 * Every card of the deck with a civilization whose curve turn is played, in turn order (./sources.ts inTurnOrder; a
 * twinpact's halves each on its cost's turn): its simulated figure, the deck's cards of each of its civilizations, and those needed for the
 * target (by deck variants).
 */
export function cardCivilizations(input: CivilizationInput): CardCivilizations[] {
  const { deck, counts, sides, target } = input;
  const library = Array.from(deck.library);
  const rows = Array.from(deck.tracked).flatMap((card): CardCivilizations[] => {
    if (!library.includes(card)) return [];
    const name = deck.names[card];
    return castRows(deck, card).flatMap(({ half, cost, civilizations: mask }): CardCivilizations[] => {
      const turn = dmCurveTurn(cost);
      const civilizations = civilizationsOf(mask);
      if (civilizations.length === 0 || turn > deck.turns) return [];
      return [
        simulatedSpellSources({
          card: name,
          ...(half && { half }),
          turn,
          target,
          sides,
          simulated: onCurveEstimate(deck, counts, sides, name, half),
          keys: civilizations.map((civilization) => ({
            key: civilization,
            from: civilizationCount(deck, civilization),
          })),
          variants: input.variants,
        }),
      ];
    });
  });
  return inTurnOrder(rows);
}

export interface CivilizationSearchInput {
  deck: SimDeck;
  options: SimOptions;
  /** The deck as compiled and played. */
  base: CompiledDmDeck;
  counts: Float64Array;
  sides: readonly Side[];
  target: number;
}

/** The civilizations of the cards below the target, and the deck variants each is searched with. */
export function planCivilizationSearch(input: CivilizationSearchInput): VariantSearch<Civilization> {
  const figures = cardCivilizations({
    deck: input.base,
    counts: input.counts,
    sides: input.sides,
    target: input.target,
  });
  return planVariantSearch(figures, (civilization) => civilizationVariants(input.deck, civilization), {
    ...input,
    countOf: (deck: CompiledDeck, civilization) => civilizationCount(deck as CompiledDmDeck, civilization),
  });
}
