// The sequence of mulligan attempts a setup and policy allow (CR 103.5), shared by the simulator and the
// exact keep probabilities so both judge the same hands.
import type { GameSetup } from './setup.ts';
import type { KeepRule, MulliganPolicy } from './policy.ts';
import { exactKeepDistribution, type MulliganAttempt as ExactAttempt } from '../stats/mulligan.ts';

export interface MulliganAttempt {
  /** Cards drawn: the starting hand size for London, one fewer per counted mulligan for Vancouver and Paris. */
  drawn: number;
  /** Cards in the hand if kept: drawn minus the counted mulligans bottomed (London). */
  kept: number;
  /** The rule judging this attempt; 'always' on the last one. */
  rule: KeepRule;
  /** This is the free first mulligan's hand (CR 103.5c). */
  free: boolean;
}

const ALWAYS: KeepRule = { keep: 'always' };

/**
 * Attempts in order. London (103.5): draw the full hand, bottom one card per counted mulligan, down to a
 * 0-card hand; Vancouver and Paris (glossary; basic rulebook): draw one fewer each time. The free first
 * mulligan (103.5c) repeats the full hand once. The sequence stops at the first size the policy always keeps.
 */
export function mulliganAttempts(setup: GameSetup, policy: MulliganPolicy): MulliganAttempt[] {
  const h = setup.handSize;
  if (setup.mulligan === 'none') return [{ drawn: h, kept: h, rule: ALWAYS, free: false }];
  const attempts: MulliganAttempt[] = [];
  if (setup.freeFirstMulligan) attempts.push({ drawn: h, kept: h, rule: policy.free ?? ruleFor(policy, h), free: true });
  for (let kept = h; kept >= 0; kept--) {
    const rule = kept === 0 ? ALWAYS : ruleFor(policy, kept);
    attempts.push({ drawn: setup.mulligan === 'london' ? h : kept, kept, rule, free: false });
    if (rule.keep === 'always') break;
  }
  return attempts;
}

function ruleFor(policy: MulliganPolicy, size: number): KeepRule {
  return policy.bySize[size] ?? ALWAYS;
}

/**
 * Exact P(keep on each attempt) for a policy whose rules are land ranges only (no required cards, no
 * source limits): the closed form of engine/stats over these attempts. Null when a rule is not of that form.
 */
export function exactKeepProbabilities(setup: GameSetup, policy: MulliganPolicy, deck: { deckSize: number; lands: number }): number[] | null {
  const attempts: ExactAttempt[] = [];
  for (const a of mulliganAttempts(setup, policy)) {
    if (a.rule.keep === 'always') {
      attempts.push({ drawn: a.drawn, kept: a.kept, lands: null });
      continue;
    }
    if (a.rule.keep.length !== 1 || a.rule.keep[0].require || a.rule.keep[0].sources) return null;
    attempts.push({ drawn: a.drawn, kept: a.kept, lands: a.rule.keep[0].lands });
  }
  return exactKeepDistribution(attempts, deck);
}
