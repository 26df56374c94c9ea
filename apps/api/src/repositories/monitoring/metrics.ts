import type { ContractStatus, PlotMetrics, VegetationPoint } from '@dossel/api-client';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';

/** Plot metrics per measurement date and vegetation index series, for one customer. */
export function createPlotSeriesRepository(db: Kysely<Database>) {
  return {
    /** Metrics of the customer's plots (or of one of them), by plot and date. */
    async metrics(customerId: number, plotId?: number): Promise<PlotMetrics[]> {
      let query = db
        .selectFrom('plot_metrics')
        .innerJoin('plots', 'plots.id', 'plot_metrics.plot_id')
        .selectAll('plot_metrics')
        .where('plots.customer_id', '=', customerId)
        .where('plots.retired_at', 'is', null);
      if (plotId !== undefined) query = query.where('plot_metrics.plot_id', '=', plotId);
      const rows = await query.orderBy('plot_metrics.plot_id').orderBy('plot_metrics.measured_on').execute();
      return rows.map((row) => ({
        plotId: row.plot_id,
        date: row.measured_on,
        ageYears: row.age_years,
        vtccPessimistic: row.vtcc_pessimistic,
        vtccLikely: row.vtcc_likely,
        vtccOptimistic: row.vtcc_optimistic,
        vtccHistoricMax: row.vtcc_historic_max,
        vtccHistoricMin: row.vtcc_historic_min,
        ima: row.ima,
        imaTcc: row.ima_tcc,
        ica: row.ica,
        currentIncrement: row.current_increment,
        basalArea: row.basal_area,
        dominantHeight: row.dominant_height,
        meanHeight: row.mean_height,
        dap: row.dap,
        stemsPerHa: row.stems_per_ha,
        basicDensity: row.basic_density,
        totalVolumeWithBark: row.total_volume_with_bark,
        totalVolumeWithoutBark: row.total_volume_without_bark,
        commercialVolumeWithBark: row.commercial_volume_with_bark,
        commercialVolumeWithoutBark: row.commercial_volume_without_bark,
        survivalPct: row.survival_pct,
        damagePct: row.damage_pct,
        canopyVigorIndex: row.canopy_vigor_index,
        weatherImpactPct: row.weather_impact_pct,
        managementPerformancePct: row.management_performance_pct,
        contractStatus: row.contract_status as ContractStatus,
      }));
    },

    /** Monthly vegetation indices of the customer's plots (or of one of them), by plot and date. */
    async vegetation(customerId: number, plotId?: number): Promise<VegetationPoint[]> {
      let query = db
        .selectFrom('vegetation_indices')
        .innerJoin('plots', 'plots.id', 'vegetation_indices.plot_id')
        .select([
          'vegetation_indices.plot_id',
          'vegetation_indices.observed_on',
          'vegetation_indices.ndvi',
          'vegetation_indices.evi',
        ])
        .where('plots.customer_id', '=', customerId)
        .where('plots.retired_at', 'is', null);
      if (plotId !== undefined) query = query.where('vegetation_indices.plot_id', '=', plotId);
      const rows = await query
        .orderBy('vegetation_indices.plot_id')
        .orderBy('vegetation_indices.observed_on')
        .execute();
      return rows.map((row) => ({
        plotId: row.plot_id,
        date: row.observed_on,
        ndvi: row.ndvi,
        evi: row.evi,
      }));
    },

    /**
     * What the quarterly report needs: each plot of the customer started by `to`, with its area, start,
     * planned cut age and the likely VTCC (m³/ha) of its latest measurement on or before `to`.
     */
    async stock(customerId: number, to: string) {
      const plots = await db
        .selectFrom('plots')
        .select(['id', 'area_ha', 'rotation_start', 'cut_age_years'])
        .where('customer_id', '=', customerId)
        .where('retired_at', 'is', null)
        .where('rotation_start', '<=', to)
        .orderBy('id')
        .execute();
      const measurements = await db
        .selectFrom('plot_metrics')
        .innerJoin('plots', 'plots.id', 'plot_metrics.plot_id')
        .select(['plot_metrics.plot_id', 'plot_metrics.vtcc_likely'])
        .where('plots.customer_id', '=', customerId)
        .where('plot_metrics.measured_on', '<=', to)
        .orderBy('plot_metrics.plot_id')
        .orderBy('plot_metrics.measured_on')
        .execute();
      // Ordered by date: the last one written per plot is its latest.
      const latest = new Map(measurements.map((row) => [row.plot_id, row.vtcc_likely]));
      return plots.map((plot) => ({
        areaHa: plot.area_ha,
        rotationStart: plot.rotation_start,
        cutAgeYears: plot.cut_age_years,
        vtccLikely: latest.get(plot.id) ?? 0,
      }));
    },
  };
}
export type PlotSeriesRepository = ReturnType<typeof createPlotSeriesRepository>;
