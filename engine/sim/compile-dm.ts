// Compiles a Duel Masters deck into typed arrays for engine/sim/dm-game.ts.
import { dmCardProfile, type DmCardProfile } from '../goldfish/dm-card.ts';
import { foldName } from '../text/fold.ts';
import type { Card } from '../cards/types.ts';
import type { SimDeck, SimOptions } from './deck-input.ts';
import { SimDeckError, slotNames } from './deck-input.ts';
import { compileKeepRules } from './compile-attempts.ts';
import type { CompiledDmDeck } from './compiled.ts';

const MAX_RACES = 31;

/** Evolution races in the deck (≤ 31), and for each card the races it can be an evolution source for (DM 203.2: by substring). */
function raceTable(profiles: readonly DmCardProfile[]): { evolvesFrom: Int8Array; raceBits: Int32Array } {
  const races = [...new Set(profiles.flatMap((p) => (p.evolvesFrom ? [p.evolvesFrom] : [])))].slice(0, MAX_RACES);
  return {
    evolvesFrom: Int8Array.from(profiles, (p) => (p.evolvesFrom ? races.indexOf(p.evolvesFrom) : -1)),
    raceBits: Int32Array.from(profiles, (p) =>
      races.reduce(
        (bits, race, r) => (p.creature && p.races.some((own) => own.includes(race)) ? bits | (1 << r) : bits),
        0,
      ),
    ),
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
  const { evolvesFrom, raceBits } = raceTable(profiles);
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
    raceBits,
    evolvesFrom,
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
