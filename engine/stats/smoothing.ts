// Arena's best-of-one hand smoothing as XMage implements it (SmoothedLondonMulligan): two hands are dealt, and
// the one whose share of lands is nearer the deck's is kept, with some noise. Each hand's distance is
// max(0, |deck share − hand share| − 0.15) + 0.3·U, U uniform on [0, 1): a hand within about one land of the
// expected count is as good as any other, and the noise keeps a worse hand possible. The other hand is
// shuffled back, so the cards after the kept hand come from the rest of the deck.
import { hypergeometricPmf } from './hypergeometric.ts';

/** What a hand's share of lands may differ from the deck's before it counts against the hand. */
export const SMOOTHING_SLACK = 0.15;
/** The width of the noise added to each hand's distance. */
export const SMOOTHING_NOISE = 0.3;

/** A hand's distance before its noise: how far its share of lands is from the deck's, past the slack. */
export function smoothingDistance(deckLandShare: number, handLands: number, handSize: number): number {
  return Math.max(0, Math.abs(deckLandShare - handLands / handSize) - SMOOTHING_SLACK);
}

/**
 * Whether the first of two dealt hands is kept: each distance gets its noise, the first hand's drawn first (as
 * XMage draws them), and the nearer hand wins.
 */
export function keepsFirstHand(
  deckLandShare: number,
  firstLands: number,
  secondLands: number,
  handSize: number,
  noise: { nextFloat(): number },
): boolean {
  const first = smoothingDistance(deckLandShare, firstLands, handSize) + SMOOTHING_NOISE * noise.nextFloat();
  return first < smoothingDistance(deckLandShare, secondLands, handSize) + SMOOTHING_NOISE * noise.nextFloat();
}

/** Whether a deck this size can deal two hands: smoothing needs them both (else one hand is dealt as usual). */
export const canSmooth = (deckSize: number, handSize: number): boolean => deckSize >= 2 * handSize && handSize > 1;

/**
 * P(the first hand is kept) when its distance before noise is `first` and the second's `second`: P(first +
 * 0.3·U1 < second + 0.3·U2) = P(U1 − U2 < x) with x = (second − first) / 0.3, where U1 − U2 has the triangular
 * density on [−1, 1].
 */
export function probFirstHandKept(first: number, second: number): number {
  const x = (second - first) / SMOOTHING_NOISE;
  if (x <= -1) return 0;
  if (x >= 1) return 1;
  return x <= 0 ? (1 + x) ** 2 / 2 : 1 - (1 - x) ** 2 / 2;
}

/**
 * Index l: P(the hand kept holds l lands) when two hands of `handSize` are dealt from a deck of `deckSize` cards
 * with `lands` lands and one is kept as above: the first hand's lands are hypergeometric, the second's are
 * hypergeometric over the cards the first left.
 */
export function smoothedHandLandsPmf(deck: { deckSize: number; lands: number }, handSize: number): number[] {
  const share = deck.lands / deck.deckSize;
  const pmf = new Array<number>(handSize + 1).fill(0);
  for (let first = 0; first <= handSize; first++) {
    const pFirst = hypergeometricPmf(first, { size: deck.deckSize, successes: deck.lands }, handSize);
    if (pFirst === 0) continue;
    const rest = { size: deck.deckSize - handSize, successes: deck.lands - first };
    for (let second = 0; second <= handSize; second++) {
      const pBoth = pFirst * hypergeometricPmf(second, rest, handSize);
      if (pBoth === 0) continue;
      const q = probFirstHandKept(
        smoothingDistance(share, first, handSize),
        smoothingDistance(share, second, handSize),
      );
      pmf[first] += pBoth * q;
      pmf[second] += pBoth * (1 - q);
    }
  }
  return pmf;
}
