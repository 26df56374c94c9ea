import type { PlotMetrics } from '@dossel/api-client';

/**
 * The sample the quarterly report projects the IMA from (`projectIma`): one value per plot, the IMA of
 * its latest measurement on or before `date` (the quarter's end), so each stand counts once and nothing
 * measured after the quarter leaks into it.
 */
export function latestImaByPlot(
  metrics: readonly Pick<PlotMetrics, 'plotId' | 'date' | 'ima'>[],
  date: string,
): number[] {
  const latest = new Map<number, { date: string; ima: number }>();
  for (const measurement of metrics) {
    if (measurement.date > date) continue;
    const known = latest.get(measurement.plotId);
    if (!known || measurement.date > known.date) latest.set(measurement.plotId, measurement);
  }
  return [...latest.values()].map((measurement) => measurement.ima);
}
