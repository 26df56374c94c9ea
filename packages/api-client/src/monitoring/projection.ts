/**
 * The projected IMA of a stand (spec section 9): its scenarios are percentiles of a sample of simulated
 * or historic IMA values, so the screens, the quarterly report and the server quote the same figures.
 */

/** Projection scenarios (spec section 4): pessimistic, likely, optimistic. */
export const PROJECTION_SCENARIOS = ['pessimistic', 'likely', 'optimistic'] as const;
export type ProjectionScenario = (typeof PROJECTION_SCENARIOS)[number];

/**
 * Spec section 9: "Projected IMA: pessimistic = 10th percentile, optimistic = 90th, likely = median."
 */
export const SCENARIO_PERCENTILES = {
  pessimistic: 10,
  likely: 50,
  optimistic: 90,
} as const satisfies Record<ProjectionScenario, number>;

/**
 * The `p`-th percentile (0 to 100) of a sample, by linear interpolation between the closest ranks:
 * numpy's default (`method='linear'`, Hyndman and Fan's type 7). With the values sorted ascending as
 * x[0] … x[n-1], the percentile sits at rank h = (n - 1) · p / 100 and is
 * x[⌊h⌋] + (h - ⌊h⌋) · (x[⌊h⌋ + 1] - x[⌊h⌋]), so P0 is the minimum, P100 the maximum and P50 the median.
 * The input may come in any order and is not changed. An empty sample has no percentile, and a value
 * that is not a finite number has no rank: both are a RangeError, as is `p` outside 0 to 100.
 */
export function percentile(sample: readonly number[], p: number): number {
  if (sample.length === 0) throw new RangeError('an empty sample has no percentile');
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile out of 0 to 100: ${p}`);
  if (!sample.every(Number.isFinite)) throw new RangeError('a sample value is not a finite number');
  const sorted = [...sample].sort((a, b) => a - b);
  const rank = ((sorted.length - 1) * p) / 100;
  const below = Math.floor(rank);
  const lower = sorted[below] as number;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)] as number;
  return lower + (rank - below) * (upper - lower);
}

/** The projected IMA in its three scenarios, with the 80% probability range [P10, P90]. */
export interface ImaProjection {
  pessimistic: number;
  likely: number;
  optimistic: number;
  /** Spec section 9: "The report quotes an 80% probability range": from P10 to P90. */
  range80: readonly [low: number, high: number];
}

/**
 * Spec section 9: "Projected IMA: pessimistic = 10th percentile, optimistic = 90th, likely = median.
 * The report quotes an 80% probability range." Percentiles as `percentile` computes them. A stand
 * without any simulated or historic value has no projection: null, which the screens show as "no
 * information".
 */
export function projectIma(sample: readonly number[]): ImaProjection | null {
  if (sample.length === 0) return null;
  const pessimistic = percentile(sample, SCENARIO_PERCENTILES.pessimistic);
  const optimistic = percentile(sample, SCENARIO_PERCENTILES.optimistic);
  return {
    pessimistic,
    likely: percentile(sample, SCENARIO_PERCENTILES.likely),
    optimistic,
    range80: [pessimistic, optimistic],
  };
}
