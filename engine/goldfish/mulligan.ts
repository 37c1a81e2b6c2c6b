// The sequence of mulligan attempts a setup and policy allow (CR 103.5), shared by the simulator and the
// exact keep probabilities so both judge the same hands.
import type { GameSetup } from './setup.ts';
import type { KeepRule, MulliganPolicy } from './policy.ts';
import {
  exactKeepDistribution,
  landsInPlayWithMulligan,
  type MulliganAttempt as ExactAttempt,
} from '../stats/mulligan.ts';

export interface MulliganAttempt {
  /** Cards drawn: the starting hand size for London, one fewer per counted mulligan for Vancouver and Paris. */
  drawn: number;
  /** Cards in the hand if kept: drawn minus the counted mulligans bottomed (London). */
  kept: number;
  /** The rule judging this attempt; 'always' on the last one. */
  rule: KeepRule;
  /** This is the free first mulligan's hand (CR 103.5c). */
  free: boolean;
  /** London bottoming aims for this many lands in the kept hand: the rule's, else half the hand. */
  targetLands: number;
  /** The hand is the better of two dealt (Arena's best-of-one smoothing: the first hand of 'smoothed'). */
  smoothed: boolean;
}

/** Cards the Houston mulligan draws beyond the hand, and puts on the bottom. */
export const HOUSTON_EXTRA = 3;

const ALWAYS: KeepRule = { keep: 'always' };

/** Rules that draw the full hand on every attempt and bottom one card per counted mulligan (CR 103.5). */
export const drawsFullHand = (setup: Pick<GameSetup, 'mulligan'>) =>
  setup.mulligan === 'london' || setup.mulligan === 'smoothed';

/**
 * Attempts in order. London (103.5): draw the full hand, bottom one card per counted mulligan, down to a
 * 0-card hand; 'smoothed' the same, its first hand the better of two; Vancouver and Paris (glossary; basic
 * rulebook): draw one fewer each time. The free first mulligan (103.5c) repeats the full hand once. The sequence
 * stops at the first size the policy always keeps. Houston: one hand of ten, three of them bottomed, kept.
 */
export function mulliganAttempts(setup: GameSetup, policy: MulliganPolicy): MulliganAttempt[] {
  const h = setup.handSize;
  const attempt = (drawn: number, kept: number, rule: KeepRule, free: boolean): MulliganAttempt => ({
    drawn,
    kept,
    rule,
    free,
    targetLands: rule.targetLands ?? Math.ceil(kept / 2),
    smoothed: false,
  });
  if (setup.mulligan === 'none') return [attempt(h, h, ALWAYS, false)];
  if (setup.mulligan === 'houston')
    return [attempt(h + HOUSTON_EXTRA, h, { keep: 'always', targetLands: ruleFor(policy, h).targetLands }, false)];
  const attempts: MulliganAttempt[] = [];
  if (setup.freeFirstMulligan) attempts.push(attempt(h, h, policy.free ?? ruleFor(policy, h), true));
  for (let kept = h; kept >= 0; kept--) {
    const rule = kept === 0 ? ALWAYS : ruleFor(policy, kept);
    attempts.push(attempt(drawsFullHand(setup) ? h : kept, kept, rule, false));
    if (rule.keep === 'always') break;
  }
  if (setup.mulligan === 'smoothed') attempts[0].smoothed = true;
  return attempts;
}

/** A hand dealt by hand (the sample-hand panel) after `mulligans` mulligans: the cards drawn, how many go to the bottom, and whether another mulligan is allowed. */
export interface DealtHand {
  drawn: number;
  toBottom: number;
  canMulligan: boolean;
}

/**
 * The rules for a hand the player mulligans themselves: London draws the full hand and bottoms one card per
 * counted mulligan (CR 103.5), Vancouver and Paris draw one fewer each time; the free first mulligan is not
 * counted (103.5c); no mulligan in Duel Masters (DM 103.3) or when the setup has none.
 */
export function dealtHand(setup: GameSetup, mulligans: number): DealtHand {
  const h = setup.handSize;
  if (setup.mulligan === 'none') return { drawn: h, toBottom: 0, canMulligan: false };
  if (setup.mulligan === 'houston') return { drawn: h + HOUSTON_EXTRA, toBottom: HOUSTON_EXTRA, canMulligan: false };
  const counted = Math.min(h, Math.max(0, mulligans - (setup.freeFirstMulligan ? 1 : 0)));
  const full = drawsFullHand(setup);
  return { drawn: full ? h : h - counted, toBottom: full ? counted : 0, canMulligan: counted < h };
}

function ruleFor(policy: MulliganPolicy, size: number): KeepRule {
  return policy.bySize[size] ?? ALWAYS;
}

/** The attempts as engine/stats takes them; null when a rule is not a single land range (no closed form). */
function landRangeAttempts(setup: GameSetup, policy: MulliganPolicy): ExactAttempt[] | null {
  const attempts: ExactAttempt[] = [];
  for (const a of mulliganAttempts(setup, policy)) {
    if (a.rule.keep === 'always') {
      attempts.push({ drawn: a.drawn, kept: a.kept, lands: null, targetLands: a.targetLands, smoothed: a.smoothed });
      continue;
    }
    if (a.rule.keep.length !== 1 || a.rule.keep[0].require || a.rule.keep[0].sources) return null;
    attempts.push({
      drawn: a.drawn,
      kept: a.kept,
      lands: a.rule.keep[0].lands,
      targetLands: a.targetLands,
      smoothed: a.smoothed,
    });
  }
  return attempts;
}

/**
 * Exact P(keep on each attempt) for a policy whose rules are land ranges only (no required cards, no
 * source limits): the closed form of engine/stats over these attempts. Null when a rule is not of that form.
 */
export function exactKeepProbabilities(
  setup: GameSetup,
  policy: MulliganPolicy,
  deck: { deckSize: number; lands: number },
): number[] | null {
  const attempts = landRangeAttempts(setup, policy);
  return attempts && exactKeepDistribution(attempts, deck);
}

/**
 * Exact distributions of the lands on the battlefield after each turn's land drop under the same mulligans as
 * the simulator: London or Paris with land ranges only. Null otherwise (Vancouver's scry looks at the next card;
 * rules naming cards or sources).
 */
export function exactLandsInPlayWithMulligan(
  setup: GameSetup,
  policy: MulliganPolicy,
  deck: { deckSize: number; lands: number },
  schedule: { turns: number; skipsFirstDraw: boolean },
): number[][] | null {
  if (setup.mulligan === 'vancouver') return null;
  const attempts = landRangeAttempts(setup, policy);
  return attempts && landsInPlayWithMulligan(attempts, deck, schedule);
}
