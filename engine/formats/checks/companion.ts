// Companion (CR 702.139, 103.2b): one card from outside the game whose condition the starting deck meets.
import type { Check, Problem } from '../types.ts';
import { distinctCards, leaderEntries, nameList, problem, warning } from '../deck-view.ts';
import { COMPANION_CONDITIONS } from '../companions.ts';
import { combinedIdentity } from '../color-identity.ts';

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
        problems.push(
          problem(
            'companion.condition',
            '702.139a',
            `${card.name}: "${condition.text}"${breaking}`,
            [card.name, ...result.cards],
            { companion: card.name, condition: key, count: result.cards.length },
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
            `The companion ${card.name} is outside the commander's color identity`,
            [card.name],
            { outside: outside.join('') },
          ),
        );
      }
    }
  }
  return problems;
};
