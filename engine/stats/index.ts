// Exact statistics: what has a closed form, shown beside the Monte Carlo figures and used to test them.
export { choose } from './combinatorics.ts';
export {
  hypergeometricPmf,
  hypergeometricAtLeast,
  hypergeometricDistribution,
  multivariateHypergeometricPmf,
  probAtLeastEach,
} from './hypergeometric.ts';
export { cardsSeenByTurn, probAtLeastByTurn, probAtLeastEachByTurn, type DrawSchedule } from './draws.ts';
export { landsInPlayWithoutMulligan, landDropsOf, landArrivals, type LandArrival } from './land-drops.ts';
export { canKeepLands, landsKept, exactKeepDistribution } from './mulligan.ts';
export { probOnCurveGivenLands } from './on-curve.ts';
export { wilson, meanInterval } from './intervals.ts';
