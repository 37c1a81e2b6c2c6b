// Companion (CR 702.139, 103.2b): one card from outside the game whose condition the starting deck meets.
import type { Card } from '../../cards/types.ts';
import type { Check, Problem, ResolvedEntry } from '../types.ts';
import { countByName, distinctCards, leaderEntries, nameKey, nameList, problem, warning } from '../deck-view.ts';
import { COMPANION_CONDITIONS } from '../companions.ts';
import { combinedIdentity, identityText } from '../color-identity.ts';

/**
 * CR 903.11: a card brought into a Commander game from outside it may not share a name with a card of the starting
 * deck. The companion is such a card (702.139a), so this, not the deck's singleton rule (903.5b), is the rule it breaks.
 */
function sharedName(card: Card, startingDeck: readonly ResolvedEntry[]): Problem | undefined {
  const inDeck = countByName(startingDeck).get(nameKey(card))?.count ?? 0;
  if (inDeck === 0) return undefined;
  const count = inDeck + 1;
  return problem(
    'commander.singleton',
    '903.11',
    `${count} copies of ${card.name}; at most 1 (the companion comes from outside the game, and may not share a name with a card of the deck)`,
    [card.name],
    { count, limit: 1, boards: 'main + commander + companion' },
  );
}

export const companionCheck: Check = (view, format) => {
  const problems: Problem[] = [];
  const companions = distinctCards(view.byBoard.companion);
  if (view.counts.companion > 1) {
    problems.push(
      problem(
        'companion.too-many',
        '103.2b',
        `At most one companion, not ${view.counts.companion}: ${nameList(companions.map((c) => c.name))}`,
        companions.map((c) => c.name),
        { count: view.counts.companion },
      ),
    );
  }
  // CR 702.139b: the starting deck, commanders included in Commander.
  const startingDeck = {
    entries: [...view.byBoard.main, ...view.byBoard.commander],
    minimumDeckSize: format.deck.min ?? 0,
  };
  const leaders = distinctCards(leaderEntries(view, format));
  for (const card of companions) {
    const named = format.commander ? sharedName(card, startingDeck.entries) : undefined;
    if (named) problems.push(named);
    const key = card.deck.companion;
    if (!key) {
      problems.push(
        problem('companion.not-companion', '702.139a', `${card.name} has no companion ability`, [card.name]),
      );
      continue;
    }
    const condition = COMPANION_CONDITIONS[key];
    if (!condition) {
      problems.push(
        warning(
          'companion.unknown-condition',
          '702.139a',
          `The companion condition of ${card.name} is not known, so it is not checked`,
          [card.name],
        ),
      );
    } else {
      const result = condition.test(startingDeck);
      if (!result.met) {
        const breaking = result.cards.length ? `; not met by ${nameList(result.cards)}` : '';
        const size = result.size
          ? `; the starting deck has ${result.size.count} cards, not the ${result.size.needed} it needs`
          : '';
        problems.push(
          problem(
            'companion.condition',
            '702.139a',
            `${card.name}: "${condition.text}"${breaking}${size}`,
            [card.name, ...result.cards],
            {
              companion: card.name,
              condition: key,
              count: result.cards.length,
              ...(result.size && { deckSize: result.size.count, needed: result.size.needed }),
            },
          ),
        );
      }
    }
    // CR 903.11: a card brought in from outside a Commander game stays within the commander's identity.
    if (format.commander && leaders.length) {
      const identity = combinedIdentity(leaders);
      const outside = card.colorIdentity.filter((c) => !identity.has(c));
      if (outside.length) {
        problems.push(
          problem(
            'companion.color-identity',
            '903.11',
            `The companion ${card.name} (${identityText(card.colorIdentity)}) is outside the commander's color identity (${identityText(identity)})`,
            [card.name],
            { card: identityText(card.colorIdentity), commander: identityText(identity), outside: outside.join('') },
          ),
        );
      }
    }
  }
  return problems;
};
