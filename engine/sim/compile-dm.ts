// Compiles a Duel Masters deck into typed arrays for engine/sim/dm-game.ts.
import { dmCardProfile, type DmCardProfile } from '../goldfish/dm-card.ts';
import type { DmEvolutionSource } from '../goldfish/dm-evolution.ts';
import { foldName } from '../text/fold.ts';
import type { Card } from '../cards/types.ts';
import type { SimDeck, SimOptions } from './deck-input.ts';
import { SimDeckError, slotNames } from './deck-input.ts';
import { compileKeepRules } from './compile-attempts.ts';
import {
  EVOLUTION_BATTLE,
  EVOLUTION_DECK,
  EVOLUTION_NONE,
  EVOLUTION_UNREACHABLE,
  type CompiledDmDeck,
} from './compiled.ts';

/** Evolution sources of the battle zone a deck can hold apart: one bit each of an Int32Array. */
const MAX_SOURCE_KINDS = 31;

const sourceKey = (e: DmEvolutionSource) => JSON.stringify([e.races, e.civilizations]);

/** Whether a card is a creature an evolution with this source may go on (DM 801.1a; races by part, 203.2). */
export function isSourceFor(source: DmEvolutionSource, p: DmCardProfile): boolean {
  if (!p.creature) return false;
  if (source.races.length === 0 && source.civilizations === 0) return true;
  return (
    (p.civilizations & source.civilizations) !== 0 ||
    source.races.some((race) => p.races.some((own) => own.includes(race)))
  );
}

/**
 * The battle-zone sources the deck's evolutions need (≤ 31 kinds), and for each card the kinds it is a source for.
 * An evolution whose kind is past the 31st is never cast, as one whose sources are out of the goldfish's reach.
 */
function sourceTable(profiles: readonly DmCardProfile[]): {
  evolvesFrom: Int8Array;
  sourceBits: Int32Array;
  evolutionCount: Uint8Array;
  evolutionZone: Uint8Array;
} {
  const kinds = new Map<string, DmEvolutionSource>();
  for (const { evolution } of profiles)
    if (evolution?.zone === 'battle' && kinds.size < MAX_SOURCE_KINDS) kinds.set(sourceKey(evolution), evolution);
  const keys = [...kinds.keys()];
  const zoneOf = (e: DmEvolutionSource | null) =>
    !e
      ? EVOLUTION_NONE
      : e.zone === 'deck'
        ? EVOLUTION_DECK
        : kinds.has(sourceKey(e))
          ? EVOLUTION_BATTLE
          : EVOLUTION_UNREACHABLE;
  return {
    evolvesFrom: Int8Array.from(profiles, (p) => (p.evolution ? keys.indexOf(sourceKey(p.evolution)) : -1)),
    sourceBits: Int32Array.from(profiles, (p) =>
      [...kinds.values()].reduce((bits, source, k) => (isSourceFor(source, p) ? bits | (1 << k) : bits), 0),
    ),
    evolutionCount: Uint8Array.from(profiles, (p) => p.evolution?.count ?? 0),
    evolutionZone: Uint8Array.from(profiles, (p) => zoneOf(p.evolution)),
  };
}

/** A card the twinpact policy puts spell first must be a twinpact of the deck (by its name or a half's, DM 810.4). */
function refuseSpellFirstOfNoTwinpact(names: readonly string[], twinpactNames: ReadonlySet<string>): void {
  const unknown = names.filter((name) => !twinpactNames.has(foldName(name)));
  if (unknown.length)
    throw new SimDeckError(
      `the twinpact policy casts the spell half first of ${unknown.map((n) => `"${n}"`).join(', ')}, not a twinpact of the deck`,
      unknown,
    );
}

export function compileDmDeck(
  deck: SimDeck,
  options: SimOptions,
  slots: readonly string[] = slotNames(deck),
): CompiledDmDeck {
  const { policy, setup } = options;
  const cards = [...new Map(deck.main.map((e) => [e.card.name, e])).values()];
  const profiles = cards.map((e) => dmCardProfile(e.card));
  const idOf = new Map(cards.map((e, i) => [e.card.name, i]));
  const pinned = (names: readonly string[]) => new Set(names.map(foldName));
  const first = pinned(policy.charge.first);
  const never = pinned(policy.charge.never);
  const evolution = sourceTable(profiles);
  const halfCards = cards.flatMap((_, card) => (profiles[card].spellHalf ? [card] : []));
  const spellRow = new Int16Array(cards.length).fill(-1);
  halfCards.forEach((card, k) => (spellRow[card] = cards.length + k));
  const spell = (card: number) => profiles[card].spellHalf;
  const spellFirst = pinned(policy.twinpact.spellFirst);
  const namesOf = (card: Card) => [card.name, ...card.faces.map((f) => f.name)].map(foldName);
  const namedSpellFirst = (card: Card) => namesOf(card).some((name) => spellFirst.has(name));
  refuseSpellFirstOfNoTwinpact(policy.twinpact.spellFirst, new Set(halfCards.flatMap((c) => namesOf(cards[c].card))));
  return {
    game: 'dm',
    name: deck.name,
    names: cards.map((e) => e.card.name),
    library: Int16Array.from(slots, (name) => idOf.get(name)!),
    setup,
    turns: options.turns,
    attempts: compileKeepRules(setup, policy.mulligan).attempts,
    manaValue: Float64Array.from(profiles, (p) => p.cost),
    tracked: Int16Array.from(cards.keys()),
    halfCards: Int16Array.from(halfCards),
    halfManaValue: Float64Array.from(halfCards, (card) => spell(card)!.cost),
    keepsAsLand: new Uint8Array(cards.length),
    reportsKills: true,
    civilizations: Uint8Array.from(profiles, (p) => p.civilizations),
    castCivilizations: Uint8Array.from(profiles, (p) => p.castCivilizations),
    manaNumber: Uint8Array.from(profiles, (p) => p.manaNumber),
    creature: Uint8Array.from(profiles, (p) => (p.creature ? 1 : 0)),
    speedAttacker: Uint8Array.from(profiles, (p) => (p.speedAttacker ? 1 : 0)),
    attacksPlayers: Uint8Array.from(profiles, (p) => (p.attacksPlayers ? 1 : 0)),
    breaker: Uint8Array.from(profiles, (p) => p.breaker),
    ...evolution,
    charger: Uint8Array.from(profiles, (p) => (p.charger ? 1 : 0)),
    chargeRank: Int8Array.from(cards, (e) =>
      never.has(foldName(e.card.name)) ? -1 : first.has(foldName(e.card.name)) ? 1 : 0,
    ),
    priority: Float64Array.from(cards, (e) => policy.cast.priority[e.card.name] ?? 0),
    spellRow,
    spellCost: Float64Array.from(profiles, (p) => p.spellHalf?.cost ?? 0),
    spellCastCivilizations: Uint8Array.from(profiles, (p) => p.spellHalf?.castCivilizations ?? 0),
    spellCharger: Uint8Array.from(profiles, (p) => (p.spellHalf?.charger ? 1 : 0)),
    spellFirst: Uint8Array.from(cards, (e, card) => (spell(card) && namedSpellFirst(e.card) ? 1 : 0)),
    otherHalf: policy.twinpact.otherHalf === 'when-preferred-not-castable',
  };
}
