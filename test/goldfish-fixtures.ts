// Real decks for the goldfish tests: MTGJSON set files and decklists from ../shared/data, read by the
// engine's own readers (cardsFromMtgjsonSet, readDeckList, resolveDeck), plus the Duel Masters card JSON.
import { readFileSync } from 'node:fs';
import type { Card } from '../engine/cards/types.ts';
import { cardsFromMtgjsonSet } from '../engine/cards/from-mtgjson.ts';
import { cardFromDmJson } from '../engine/dm/from-dm-json.ts';
import { readDeckList } from '../engine/decks/lists/index.ts';
import { resolveDeck, type CardResolver } from '../engine/decks/resolve.ts';
import { foldName } from '../engine/text/fold.ts';
import { simDeckFromResolved, type SimDeck } from '../engine/sim/deck-input.ts';
import { dmCardProfile } from '../engine/goldfish/dm-card.ts';
import { policyWith, type GoldfishPolicy } from '../engine/goldfish/policy.ts';
import { sharedPath } from './shared-data.ts';

const setCache = new Map<string, Card[]>();

/** The cards of MTGJSON set files, by set code. */
export function mtgSetCards(codes: readonly string[]): Card[] {
  return codes.flatMap((code) => {
    let cards = setCache.get(code);
    if (!cards) {
      const set = (JSON.parse(readFileSync(sharedPath('mtgjson', 'sets', `${code}.json`), 'utf8')) as { data: unknown })
        .data;
      cards = cardsFromMtgjsonSet(set).map((r) => r.card);
      setCache.set(code, cards);
    }
    return cards;
  });
}

/** A name resolver over cards in memory: full names and face names, folded. */
export function resolverOver(cards: readonly Card[]): CardResolver {
  const byName = new Map<string, Card[]>();
  const add = (name: string, card: Card) => {
    const key = foldName(name);
    const list = byName.get(key) ?? [];
    if (!list.some((c) => c.id === card.id)) list.push(card);
    byName.set(key, list);
  };
  for (const card of cards) {
    add(card.name, card);
    for (const face of card.faces) add(face.name, card);
  }
  return { byName: (name) => byName.get(foldName(name)) ?? [], bySetNumber: () => undefined };
}

/** A decklist from shared/data/decks resolved against the given sets; throws on any unknown card. */
export function realDeck(relativePath: string, setCodes: readonly string[]): SimDeck {
  const text = readFileSync(sharedPath('decks', relativePath), 'utf8');
  const { deck } = readDeckList(text, { fileName: relativePath });
  const resolved = resolveDeck(deck, resolverOver(mtgSetCards(setCodes)));
  return simDeckFromResolved({ ...resolved.deck, name: deck.name || relativePath }, resolved.cards);
}

let dmCards: Card[] | undefined;

/** Every card of the Latepate64 Duel Masters JSON. */
export function duelMastersCards(): Card[] {
  dmCards ??= (
    JSON.parse(readFileSync(sharedPath('duelmasters', 'Latepate64-DuelMastersCards.json'), 'utf8')) as {
      cards: unknown[];
    }
  ).cards.map((raw) => cardFromDmJson(raw).card);
  return dmCards;
}

/**
 * A 40-card Duel Masters deck (4 copies of 10 cards, DM 100.2) of the first cards, by name, that pass `keep`:
 * the deck comes from the card data, the filter says what the test needs.
 */
export function dmDeckOf(name: string, keep: (card: Card) => boolean, copies = 4, distinct = 10): SimDeck {
  const cards = duelMastersCards()
    .filter(keep)
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, distinct);
  if (cards.length < distinct) throw new Error(`only ${cards.length} Duel Masters cards pass the filter for "${name}"`);
  return { name, main: cards.map((card) => ({ card, count: copies })) };
}

/** A plain attacker: a creature of one civilization, cost 1–3, breaks one shield, no speed attacker, no evolution, can attack players. */
export const dmPlainAttacker = (civilization: string) => (card: Card) => {
  const p = dmCardProfile(card);
  return (
    p.creature &&
    card.dm?.civilizations.length === 1 &&
    card.dm.civilizations[0] === civilization &&
    p.cost >= 1 &&
    p.cost <= 3 &&
    p.breaker === 1 &&
    !p.speedAttacker &&
    p.evolution === null &&
    p.attacksPlayers
  );
};

/** Fire and nature attackers with fire-and-nature multicolored creatures: civilization screw is possible (DM 112.2a). */
export function dmFireAndNatureDeck(): SimDeck {
  return {
    name: 'fire and nature',
    main: [
      ...dmDeckOf('fire', dmPlainAttacker('fire'), 4, 4).main,
      ...dmDeckOf('nature', dmPlainAttacker('nature'), 4, 4).main,
      ...dmDeckOf(
        'multi',
        (c) =>
          dmCardProfile(c).creature &&
          (c.dm?.civilizations.length ?? 0) === 2 &&
          c.dm!.civilizations.includes('fire') &&
          c.dm!.civilizations.includes('nature'),
        4,
        2,
      ).main,
    ],
  };
}

/** Plain fire and nature attackers: `copies` each of the first `distinct` of each civilization. */
export function dmFireNatureAttackers(
  name: string,
  fire: { copies: number; distinct: number },
  nature: { copies: number; distinct: number },
): SimDeck {
  const part = (civilization: string, { copies, distinct }: { copies: number; distinct: number }) =>
    dmDeckOf(civilization, dmPlainAttacker(civilization), copies, distinct).main;
  return { name, main: [...part('fire', fire), ...part('nature', nature)] };
}

/** 36 fire attackers and one copy each of four nature attackers: nature is scarce (DM 112.2a). */
export const dmScarceNatureDeck = (): SimDeck =>
  dmFireNatureAttackers('fire with a touch of nature', { copies: 4, distinct: 9 }, { copies: 1, distinct: 4 });

/** 20 fire and 20 nature attackers: enough of each civilization. */
export const dmEvenFireNatureDeck = (): SimDeck =>
  dmFireNatureAttackers('fire and nature, 20 each', { copies: 4, distinct: 5 }, { copies: 4, distinct: 5 });

/** A Duel Masters deck as a list the importers read (the メインデッキ section names the game). */
export const dmDeckList = (deck: SimDeck): string =>
  `// NAME: ${deck.name}\nメインデッキ\n${deck.main.map((e) => `${e.count} ${e.card.name}`).join('\n')}\n`;

/**
 * An MTG deck of real cards from MTGJSON sets: each part is `count` copies of the first card, by name, that
 * passes its filter and is not in the deck yet. The deck comes from the card data, the filters say what the
 * test needs (as dmDeckOf does for Duel Masters).
 */
export function mtgDeckOf(
  name: string,
  setCodes: readonly string[],
  parts: readonly { count: number; keep: (card: Card) => boolean }[],
): SimDeck {
  const cards = [...new Map(mtgSetCards(setCodes).map((c) => [c.name, c])).values()].sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  const used = new Set<string>();
  const main = parts.map(({ count, keep }, i) => {
    const card = cards.find((c) => !used.has(c.name) && keep(c));
    if (!card) throw new Error(`no card of ${setCodes.join(', ')} passes filter ${i + 1} of "${name}"`);
    used.add(card.name);
    return { card, count };
  });
  return { name, main };
}

/**
 * A creature castable with lands alone (no mana ability, no {X}, a single face) whose mana cost is exactly
 * `cost`, e.g. "{1}{G}{G}": the kind of spell Frank Karsten's scripts count.
 */
export const plainCreatureCosting = (cost: string) => (card: Card) =>
  card.faces.length === 1 &&
  card.faces[0].types.includes('Creature') &&
  card.faces[0].manaCost === cost &&
  !/\{T\}: Add|Add \{/.test(card.faces[0].text);

export const basicLand = (name: string) => (card: Card) => card.name === name;

/**
 * A policy (policyWith `others`) whose cast policy gives every spell of the deck its own priority (deck order
 * first): no two different spells then share a rank (CompiledMtgDeck.optionValue), so the policy's rule for
 * equal ranks is never needed.
 */
export const distinctPriorities = (
  deck: SimDeck,
  others: Omit<Parameters<typeof policyWith>[0], 'cast'> = {},
): GoldfishPolicy =>
  policyWith({
    ...others,
    cast: { priority: Object.fromEntries(deck.main.map((e, i) => [e.card.name, deck.main.length - i])) },
  });

/** The cheap ramp of Aura of Courage (AFC), which the tests of required cards tag #ramp. */
export const AURA_RAMP = [
  'Wild Growth',
  'Utopia Sprawl',
  'Sol Ring',
  'Arcane Signet',
  "Nature's Lore",
  'Fertile Ground',
];

/** The Aura of Courage precon's list with its six cheap ramp spells tagged #ramp, as a player tags them. */
export function auraWithRampTags(): string {
  return readFileSync(sharedPath('decks', 'plain-taw', 'cmd__afc__Aura of Courage.txt'), 'utf8').replace(
    new RegExp(`^(1 (?:${AURA_RAMP.join('|')}))$`, 'gm'),
    '$1 #ramp',
  );
}
