import { projectIma, type ImaProjection, type PlotMetrics } from '@dossel/api-client';

/** Spec section 9: "Home shows IMA at 7 years". */
export const IMA_AGE_YEARS = 7;
/** Measurements count as "at 7 years" from 6.5 to 7.5 years: plots are measured twice a year. */
export const IMA_AGE_TOLERANCE_YEARS = 0.5;

/** The customer's IMA at 7 years and how many plots it stands on. */
export interface ImaAtSeven {
  projection: ImaProjection;
  plots: number;
}

/**
 * The customer's IMA at 7 years: each plot's measurement closest to 7 years old (between 6.5 and 7.5)
 * gives one IMA, and the projection of that sample (projection.ts: likely = median, 80% range P10-P90)
 * says what a stand of this customer yields at 7 years. Null when no plot was measured at that age.
 */
export function imaAtSevenYears(metrics: readonly PlotMetrics[]): ImaAtSeven | null {
  const closest = new Map<number, PlotMetrics>();
  for (const row of metrics) {
    const distance = Math.abs(row.ageYears - IMA_AGE_YEARS);
    if (distance > IMA_AGE_TOLERANCE_YEARS) continue;
    const kept = closest.get(row.plotId);
    if (!kept || distance < Math.abs(kept.ageYears - IMA_AGE_YEARS)) closest.set(row.plotId, row);
  }
  const projection = projectIma([...closest.values()].map((row) => row.ima));
  return projection ? { projection, plots: closest.size } : null;
}
