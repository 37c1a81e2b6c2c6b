// Binomial coefficients through a table of log-factorials: exact to about 1e-13 relative for the
// deck sizes here (up to a few hundred cards), with no BigInt and no overflow.

const logFactorials: number[] = [0];

/** ln(n!) for a non-negative integer n. */
export function logFactorial(n: number): number {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`logFactorial needs a non-negative integer, not ${n}`);
  for (let i = logFactorials.length; i <= n; i++) logFactorials.push(logFactorials[i - 1] + Math.log(i));
  return logFactorials[n];
}

/** ln C(n, k); -Infinity when k is outside 0..n. */
export function logChoose(n: number, k: number): number {
  if (k < 0 || k > n || n < 0) return -Infinity;
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}

/** C(n, k) as a double; 0 outside 0..n. */
export function choose(n: number, k: number): number {
  const log = logChoose(n, k);
  return log === -Infinity ? 0 : Math.exp(log);
}
