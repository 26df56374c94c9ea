import {
  CONTRACT_STATUSES,
  hasDamageEstimate,
  hasPerformanceFigures,
  projectIma,
  roundArea,
  type ContractStatus,
  type PlotListItem,
  type PlotMetrics,
} from '@dossel/api-client';

/** A plot with one of its measurements (null when it has none yet) and the figures its age allows. */
export interface Stand {
  plot: PlotListItem;
  metrics: PlotMetrics | null;
  /** Spec section 9: performance figures only for forests older than 3 months on the figure's date. */
  hasPerformance: boolean;
  /** Spec section 9: damage estimates only for forests older than 2 years on the figure's date. */
  hasDamage: boolean;
}

/**
 * A plot's stand on a measurement, or today when it has none. Ages count from the start of the rotation
 * (the planting date, or the harvest of a coppiced stand), as the stand-age rules say.
 */
export function standOf(plot: PlotListItem, metrics: PlotMetrics | null, today: string): Stand {
  const figureDate = metrics?.date ?? today;
  return {
    plot,
    metrics,
    hasPerformance: hasPerformanceFigures(plot.rotationStart, figureDate),
    hasDamage: hasDamageEstimate(plot.rotationStart, figureDate),
  };
}

/** Each plot with its latest measurement, in plot-name order. */
export function latestStands(
  plots: readonly PlotListItem[],
  metrics: readonly PlotMetrics[],
  today: string,
): Stand[] {
  const latest = new Map<number, PlotMetrics>();
  for (const measurement of metrics) {
    const known = latest.get(measurement.plotId);
    if (!known || measurement.date > known.date) latest.set(measurement.plotId, measurement);
  }
  return [...plots]
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR', { numeric: true }))
    .map((plot) => standOf(plot, latest.get(plot.id) ?? null, today));
}

/** One plot's stands over its measurements, oldest first. */
export function plotHistory(plot: PlotListItem, metrics: readonly PlotMetrics[]): Stand[] {
  return metrics
    .filter((measurement) => measurement.plotId === plot.id)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((measurement) => standOf(plot, measurement, measurement.date));
}

/** A stand measured when old enough for performance figures: its metrics can be quoted. */
export type MeasuredStand = Stand & { metrics: PlotMetrics };

export function withFigures(stands: readonly Stand[]): MeasuredStand[] {
  return stands.filter((stand): stand is MeasuredStand => stand.metrics !== null && stand.hasPerformance);
}

/** The projected IMA of the stands (spec section 9), over the latest IMA of each plot with figures. */
export function standsProjection(stands: readonly Stand[]) {
  const sample = withFigures(stands).map((stand) => stand.metrics.ima);
  return { projection: projectIma(sample), plots: sample.length };
}

export interface ContractStatusSummary {
  status: ContractStatus;
  plots: number;
  areaHa: number;
}

/** Plots and area under follow-up (active) and not supervised (inactive), by their latest measurement. */
export function contractStatusSummary(stands: readonly Stand[]): ContractStatusSummary[] {
  return CONTRACT_STATUSES.map((status) => {
    const matching = stands.filter((stand) => stand.metrics?.contractStatus === status);
    return {
      status,
      plots: matching.length,
      areaHa: roundArea(matching.reduce((sum, stand) => sum + stand.plot.areaHa, 0)),
    };
  });
}

export interface CloneSummary {
  clone: string;
  plots: number;
  areaHa: number;
  /** IMA of the plots with figures, weighted by their area; null when none has figures. */
  meanIma: number | null;
}

/** Plots, area and area-weighted mean IMA per genetic material (clone), in clone order. */
export function cloneSummary(stands: readonly Stand[]): CloneSummary[] {
  const clones = [...new Set(stands.map((stand) => stand.plot.clone))].sort((a, b) =>
    a.localeCompare(b, 'pt-BR', { numeric: true }),
  );
  return clones.map((clone) => {
    const ofClone = stands.filter((stand) => stand.plot.clone === clone);
    const measured = withFigures(ofClone);
    const measuredArea = measured.reduce((sum, stand) => sum + stand.plot.areaHa, 0);
    const weighted = measured.reduce((sum, stand) => sum + stand.metrics.ima * stand.plot.areaHa, 0);
    return {
      clone,
      plots: ofClone.length,
      areaHa: roundArea(ofClone.reduce((sum, stand) => sum + stand.plot.areaHa, 0)),
      meanIma: measuredArea > 0 ? Math.round((weighted / measuredArea) * 100) / 100 : null,
    };
  });
}

/** A day as an ISO calendar date in the user's time zone: the day they see on their calendar. */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
