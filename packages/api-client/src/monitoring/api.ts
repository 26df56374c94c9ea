import type { Request } from '../client';
import type { MonitoringKind } from './rules';
import {
  monitoringDatesSchema,
  monitoringGridSchema,
  monitoringSummarySchema,
  plotFeatureCollectionSchema,
  plotListSchema,
  plotMetricsListSchema,
  plotSchema,
  plotSoilListSchema,
  quarterlyReportSchema,
  vegetationSeriesSchema,
  weatherDailySchema,
  weatherLocationListSchema,
  weatherMonthlySchema,
  type MetricsQuery,
  type MonitoringDates,
  type MonitoringDatesQuery,
  type MonitoringGrid,
  type MonitoringGridQuery,
  type MonitoringSummary,
  type MonitoringSummaryQuery,
  type Plot,
  type PlotFeatureCollection,
  type PlotListItem,
  type PlotMetrics,
  type PlotSoil,
  type PlotsQuery,
  type QuarterlyReport,
  type QuarterlyReportQuery,
  type SoilQuery,
  type VegetationPoint,
  type VegetationQuery,
  type WeatherDaily,
  type WeatherLocation,
  type WeatherLocationsQuery,
  type WeatherMonthly,
  type WeatherQuery,
} from './schemas';

/** The calls of one monitored kind: weed competition (`/reports/weeds`) or anomalies (`/reports/anomalies`). */
function createGridApi(request: Request, kind: MonitoringKind) {
  return {
    async dates(query: MonitoringDatesQuery): Promise<MonitoringDates> {
      return monitoringDatesSchema.parse(await request<unknown>(`/reports/${kind}/dates`, { query }));
    },
    async grid(query: MonitoringGridQuery): Promise<MonitoringGrid> {
      return monitoringGridSchema.parse(await request<unknown>(`/reports/${kind}/grid`, { query }));
    },
    async summary(query: MonitoringSummaryQuery): Promise<MonitoringSummary> {
      return monitoringSummarySchema.parse(await request<unknown>(`/reports/${kind}/summary`, { query }));
    },
  };
}

/** The report data of the monitoring screens, under `/reports`. Answers are parsed against the contract. */
export function createMonitoringApi(request: Request) {
  return {
    plots: {
      async list(query: PlotsQuery): Promise<PlotListItem[]> {
        return plotListSchema.parse(await request<unknown>('/reports/plots', { query }));
      },
      async get(id: number): Promise<Plot> {
        return plotSchema.parse(await request<unknown>(`/reports/plots/${id}`));
      },
      async geojson(query: PlotsQuery): Promise<PlotFeatureCollection> {
        return plotFeatureCollectionSchema.parse(await request<unknown>('/reports/plots.geojson', { query }));
      },
    },
    metrics: {
      async list(query: MetricsQuery): Promise<PlotMetrics[]> {
        return plotMetricsListSchema.parse(await request<unknown>('/reports/metrics', { query }));
      },
    },
    weeds: createGridApi(request, 'weeds'),
    anomalies: createGridApi(request, 'anomalies'),
    weather: {
      async locations(query: WeatherLocationsQuery): Promise<WeatherLocation[]> {
        return weatherLocationListSchema.parse(
          await request<unknown>('/reports/weather/locations', { query }),
        );
      },
      async daily(query: WeatherQuery): Promise<WeatherDaily> {
        return weatherDailySchema.parse(await request<unknown>('/reports/weather/daily', { query }));
      },
      async monthly(query: WeatherQuery): Promise<WeatherMonthly> {
        return weatherMonthlySchema.parse(await request<unknown>('/reports/weather/monthly', { query }));
      },
    },
    soil: {
      async list(query: SoilQuery): Promise<PlotSoil[]> {
        return plotSoilListSchema.parse(await request<unknown>('/reports/soil', { query }));
      },
    },
    vegetation: {
      async list(query: VegetationQuery): Promise<VegetationPoint[]> {
        return vegetationSeriesSchema.parse(await request<unknown>('/reports/vegetation', { query }));
      },
    },
    reports: {
      async quarterly(query: QuarterlyReportQuery): Promise<QuarterlyReport> {
        return quarterlyReportSchema.parse(await request<unknown>('/reports/quarterly', { query }));
      },
    },
  };
}
export type MonitoringApi = ReturnType<typeof createMonitoringApi>;
