// Exact statistics: what has a closed form, shown beside the Monte Carlo figures and used to test them.
export { choose } from './combinatorics.ts';
export {
  hypergeometricPmf, hypergeometricAtLeast, hypergeometricDistribution, multivariateHypergeometricPmf, probAtLeastEach,
} from './hypergeometric.ts';
export { cardsSeenByTurn, probAtLeastByTurn, probAtLeastEachByTurn, type DrawSchedule } from './draws.ts';
export { probLandDropsHit, probLandDropsFrom, type KeptHandStart } from './land-drops.ts';
export { canKeepLands, landsKept, probAttemptKeepable, exactKeepDistribution, probLandDropsWithMulligan, type MulliganAttempt } from './mulligan.ts';
export { probOnCurveGivenLands, type OnCurveQuestion } from './on-curve.ts';
export { wilson, meanInterval, Z95, type Estimate } from './intervals.ts';
