import type { Request } from '../client';
import { readWithProgress, type OnDownloadProgress } from '../registers/documents/download-progress';
import type { MonitoringKind } from './rules';
import {
  monitoringDatesSchema,
  monitoringGridSchema,
  monitoringGridsSchema,
  monitoringSummarySchema,
  plotFeatureCollectionSchema,
  plotListSchema,
  plotMetricsListSchema,
  plotSchema,
  plotSoilListSchema,
  quarterlyReportSchema,
  vegetationSeriesSchema,
  weatherDailySchema,
  weatherForecastSchema,
  weatherLocationListSchema,
  weatherMonthlySchema,
  weatherRecentSchema,
  type MetricsQuery,
  type MonitoringDates,
  type MonitoringDatesQuery,
  type MonitoringGrid,
  type MonitoringGridQuery,
  type MonitoringGrids,
  type MonitoringGridsQuery,
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
  type WeatherForecast,
  type WeatherLocation,
  type WeatherLocationsQuery,
  type WeatherMonthly,
  type WeatherPlaceQuery,
  type WeatherQuery,
  type WeatherRecent,
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
    /** Every plot's grid of one date, for a map of all the customer's plots. */
    async grids(query: MonitoringGridsQuery): Promise<MonitoringGrids> {
      return monitoringGridsSchema.parse(await request<unknown>(`/reports/${kind}/grids`, { query }));
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
      async forecast(query: WeatherPlaceQuery): Promise<WeatherForecast> {
        return weatherForecastSchema.parse(await request<unknown>('/reports/weather/forecast', { query }));
      },
      async recent(query: WeatherPlaceQuery): Promise<WeatherRecent> {
        return weatherRecentSchema.parse(await request<unknown>('/reports/weather/recent', { query }));
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
      /**
       * The quarterly report as a PDF (`quarterlyReportFileName` names it). With `onProgress`, each chunk
       * is reported as it arrives, without a total: a request answers the body only, not its length.
       */
      async quarterlyPdf(query: QuarterlyReportQuery, onProgress?: OnDownloadProgress): Promise<Blob> {
        const path = '/reports/quarterly.pdf';
        if (!onProgress) return request<Blob>(path, { query, responseType: 'blob' });
        const answer = await request<Blob | ReadableStream<Uint8Array>>(path, {
          query,
          responseType: 'stream',
        });
        return readWithProgress(answer, null, onProgress, 'application/pdf');
      },
    },
  };
}
export type MonitoringApi = ReturnType<typeof createMonitoringApi>;
