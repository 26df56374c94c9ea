import {
  hasDamageEstimate,
  hasPerformanceFigures,
  type ContractStatus,
  type PlotListItem,
  type PlotMetrics,
} from '@dossel/api-client';
import type { CsvAbout } from '@dossel/ui-kit';

/** One plot of the quality screen: its latest measurement, with the figures its age allows. */
export interface QualityRow {
  plotId: number;
  plotName: string;
  gloc1: string | null;
  areaHa: number;
  /** Date of the plot's latest measurement. */
  date: string;
  ageYears: number;
  survivalPct: number;
  /** Null while the stand is 2 years old or younger (spec section 9). */
  damagePct: number | null;
  canopyVigorIndex: number;
  weatherImpactPct: number;
  /** Null while the stand is 3 months old or younger (spec section 9). */
  managementPerformancePct: number | null;
  contractStatus: ContractStatus;
}

/**
 * The plots with their latest metrics, in the plots' order; plots never measured are left out. Ages
 * count from the start of the current rotation (the planting, or the cut of a coppiced stand).
 */
export function qualityRows(plots: readonly PlotListItem[], metrics: readonly PlotMetrics[]): QualityRow[] {
  const latest = new Map<number, PlotMetrics>();
  for (const measurement of metrics) {
    const known = latest.get(measurement.plotId);
    if (!known || measurement.date > known.date) latest.set(measurement.plotId, measurement);
  }
  return plots.flatMap((plot) => {
    const measurement = latest.get(plot.id);
    if (!measurement) return [];
    const { date } = measurement;
    return [
      {
        plotId: plot.id,
        plotName: plot.name,
        gloc1: plot.gloc1,
        areaHa: plot.areaHa,
        date,
        ageYears: measurement.ageYears,
        survivalPct: measurement.survivalPct,
        damagePct: hasDamageEstimate(plot.rotationStart, date) ? measurement.damagePct : null,
        canopyVigorIndex: measurement.canopyVigorIndex,
        weatherImpactPct: measurement.weatherImpactPct,
        managementPerformancePct: hasPerformanceFigures(plot.rotationStart, date)
          ? measurement.managementPerformancePct
          : null,
        contractStatus: measurement.contractStatus,
      },
    ];
  });
}

/** Management performance of one farm: the area-weighted mean of its plots that have the figure. */
export interface FarmPerformance {
  farm: string;
  plots: number;
  areaHa: number;
  managementPerformancePct: number;
}

/**
 * Management performance by farm. The mean is weighted by area, so a large plot counts for what it
 * holds; plots too young for the figure, and rows without a farm, are left out.
 */
export function performanceByFarm(rows: readonly QualityRow[]): FarmPerformance[] {
  const farms = new Map<string, { plots: number; areaHa: number; weighted: number }>();
  for (const row of rows) {
    if (row.gloc1 === null || row.managementPerformancePct === null) continue;
    const farm = farms.get(row.gloc1) ?? { plots: 0, areaHa: 0, weighted: 0 };
    farm.plots += 1;
    farm.areaHa += row.areaHa;
    farm.weighted += row.managementPerformancePct * row.areaHa;
    farms.set(row.gloc1, farm);
  }
  return [...farms]
    .map(([farm, sums]) => ({
      farm,
      plots: sums.plots,
      areaHa: Math.round(sums.areaHa * 100) / 100,
      managementPerformancePct: sums.areaHa > 0 ? Math.round((sums.weighted / sums.areaHa) * 10) / 10 : 0,
    }))
    .sort((a, b) => a.farm.localeCompare(b.farm, 'pt-BR'));
}

/** The most recent measurement date among the rows: the data date of the screen's exports. */
export function latestDate(rows: readonly { date: string }[]): string | null {
  return rows.reduce<string | null>(
    (latest, row) => (latest === null || row.date > latest ? row.date : latest),
    null,
  );
}

/** What each part of the screen receives: the rows shown, and the filters and date its export names. */
export interface QualityPartProps {
  rows: readonly QualityRow[];
  filters: CsvAbout;
  dataDate: string | null;
}
