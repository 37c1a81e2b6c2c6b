// Duel Masters deck construction beyond sizes and copies: side-zone kinds, start-of-game sets, the Hall of Fame regulation.
import type { Card } from '../../cards/types.ts';
import type { Check, DmRegulation, Problem } from '../types.ts';
import { countByName, distinctCards, entriesOf, nameKey, nameList, problem } from '../deck-view.ts';
import { isFinalForbiddenField, setSideRule, startSetPieces } from '../../dm/characteristics.ts';
import { regulationFor, regulationKey } from '../dm-regulation.ts';
import { checkedBoards } from './common.ts';

const ZONE_WORDS = { main: 'the main deck', hyperspatial: 'the hyperspatial zone', gr: 'the super GR zone' } as const;

/** DM 100.2, 407.1, 408.1, 118.2: psychic and dragheart cards go to the hyperspatial zone, GR creatures to the super GR, the rest to the deck. */
export const dmZones: Check = (view, format) => {
  const problems: Problem[] = [];
  for (const zone of format.dmZones ?? []) {
    const misplaced = distinctCards(view.byBoard[zone.board]).filter((card) => (card.dm?.zone ?? 'main') !== zone.zone);
    if (misplaced.length === 0) continue;
    const names = misplaced.map((c) => c.name);
    const where = misplaced.map((c) => ZONE_WORDS[c.dm?.zone ?? 'main']);
    problems.push(
      problem(
        'dm.wrong-zone',
        zone.rule,
        `Not ${ZONE_WORDS[zone.zone]}'s kind of card: ${misplaced.map((c, i) => `${c.name} (belongs in ${where[i]})`).join(', ')}`,
        names,
        { board: zone.board },
      ),
    );
  }
  return problems;
};

/** DM 701.29a, 701.31a: five cards that flip into one creature are one set; any other starting card is its own set. */
function startSetOf(card: Card): string {
  const typeLine = card.faces.map((f) => f.typeLine).join(' ');
  if (isFinalForbiddenField(typeLine)) return 'final forbidden field';
  if (/zeron/i.test(typeLine)) return 'zeron';
  return nameKey(card);
}

/**
 * DM 100.5: only one set of cards may be in the battle zone at the start of the game, so a deck holds at most one:
 * each copy of a start-of-game card is a set of its own, and five pieces of a final forbidden field one (701.29a).
 */
export const dmStartSets: Check = (view, format) => {
  const groups = new Map<string, { names: string[]; count: number; pieces: number }>();
  for (const { name, card, count } of countByName(entriesOf(view, checkedBoards(format))).values()) {
    if (!card.dm?.startsInBattleZone) continue;
    const key = startSetOf(card);
    const group = groups.get(key);
    if (group) {
      group.names.push(name);
      group.count += count;
    } else groups.set(key, { names: [name], count, pieces: startSetPieces(card.typeLine) });
  }
  const sets = [...groups.values()].reduce((n, g) => n + Math.ceil(g.count / g.pieces), 0);
  if (sets <= 1) return [];
  const cards = [...groups.values()].flatMap((g) => g.names);
  return [
    problem(
      'dm.start-of-game-sets',
      '100.5',
      `At most one set of cards may start the game in the battle zone, not ${sets}: ${nameList(cards)}`,
      cards,
      { count: sets },
    ),
  ];
};

/**
 * DM 701.29a, 701.31a: the creature side of a start-of-game set is no card to put in a deck: the set's cards are. A
 * card whose front is that side is one a source lists on its own; a final forbidden field's piece, a double-faced card
 * with the creature on its back (701.29a, engine/dm/two-sided.ts), is a card of the set.
 */
export const dmSetSides: Check = (view, format) =>
  distinctCards(entriesOf(view, checkedBoards(format))).flatMap((card) => {
    const rule = setSideRule(card.faces[0].typeLine);
    return rule
      ? [
          problem(
            'dm.set-side',
            rule,
            `${card.name} is the creature side a start-of-game set flips into, not a card; put the set's cards in the deck`,
            [card.name],
          ),
        ]
      : [];
  });

/** The names a regulation knows a card by: English and Japanese, as regulationKey writes them. */
const regulationKeys = (card: Card): string[] =>
  [card.name, card.localizedNames.ja].filter((n): n is string => n !== undefined).map(regulationKey);

/** The Hall of Fame limit of a card, by its name or its Japanese name. */
function limitOf(regulation: DmRegulation, card: Card) {
  for (const key of regulationKeys(card)) {
    const listed = regulation.limits.get(key);
    if (listed) return listed;
  }
  return undefined;
}

/** DM 100.2: decks follow the Hall of Fame regulation, counted over every zone of the deck; a card's own text never lifts it. */
export const dmRegulation: Check = (view, format, context) => {
  const regulation = regulationFor(context);
  const params = { effective: regulation.effective };
  const problems: Problem[] = [];
  const byName = countByName(entriesOf(view, checkedBoards(format)));
  for (const { name, card, count } of byName.values()) {
    const listed = limitOf(regulation, card);
    if (!listed || count <= listed.limit) continue;
    if (listed.limit === 0) {
      problems.push(
        problem(
          'dm.premium-hall-of-fame',
          '100.2',
          `${name} is in the Premium Hall of Fame (regulation of ${regulation.effective}): no copies allowed`,
          [name],
          { ...params, count },
        ),
      );
    } else {
      problems.push(
        problem(
          'dm.hall-of-fame',
          '100.2',
          `${name} is in the Hall of Fame (regulation of ${regulation.effective}): at most 1 copy, not ${count}`,
          [name],
          { ...params, count },
        ),
      );
    }
  }
  const present = new Set([...byName.values()].flatMap(({ card }) => regulationKeys(card)));
  for (const group of regulation.combinations) {
    if (!group.every((n) => present.has(regulationKey(n)))) continue;
    problems.push(
      problem(
        'dm.premium-combination',
        '100.2',
        `${nameList(group)} may not be used together (Premium Hall of Fame combination, regulation of ${regulation.effective})`,
        [...group],
        params,
      ),
    );
  }
  return problems;
};
