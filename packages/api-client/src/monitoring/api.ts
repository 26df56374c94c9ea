import { call, callForStream } from '../call';
import type { Request } from '../client';
import { readWithProgress, type OnDownloadProgress } from '../registers/documents/download-progress';
import { monitoringEndpoints as endpoints } from './endpoints';
import type { MonitoringKind } from './rules';
import type {
  MetricsQuery,
  MonitoringDates,
  MonitoringDatesQuery,
  MonitoringGrid,
  MonitoringGridQuery,
  MonitoringGrids,
  MonitoringGridsQuery,
  MonitoringSummary,
  MonitoringSummaryQuery,
  Plot,
  PlotFeatureCollection,
  PlotListItem,
  PlotMetrics,
  PlotSoil,
  PlotsQuery,
  QuarterlyReport,
  QuarterlyReportQuery,
  SoilQuery,
  VegetationPoint,
  VegetationQuery,
  WeatherDaily,
  WeatherForecast,
  WeatherLocation,
  WeatherLocationsQuery,
  WeatherMonthly,
  WeatherPlaceQuery,
  WeatherQuery,
  WeatherRecent,
} from './schemas';

/** The calls of one monitored kind: weed competition (`/reports/weeds`) or anomalies (`/reports/anomalies`). */
function createGridApi(request: Request, kind: MonitoringKind) {
  return {
    dates: (query: MonitoringDatesQuery): Promise<MonitoringDates> =>
      call(request, endpoints[`${kind}Dates`], { query }),
    grid: (query: MonitoringGridQuery): Promise<MonitoringGrid> =>
      call(request, endpoints[`${kind}Grid`], { query }),
    /** Every plot's grid of one date, for a map of all the customer's plots. */
    grids: (query: MonitoringGridsQuery): Promise<MonitoringGrids> =>
      call(request, endpoints[`${kind}Grids`], { query }),
    summary: (query: MonitoringSummaryQuery): Promise<MonitoringSummary> =>
      call(request, endpoints[`${kind}Summary`], { query }),
  };
}

/** The report data of the monitoring screens, under `/reports`. Answers are parsed against the contract. */
export function createMonitoringApi(request: Request) {
  return {
    plots: {
      list: (query: PlotsQuery): Promise<PlotListItem[]> => call(request, endpoints.plots, { query }),
      get: (id: number): Promise<Plot> => call(request, endpoints.plot, { params: { id } }),
      geojson: (query: PlotsQuery): Promise<PlotFeatureCollection> =>
        call(request, endpoints.plotsGeojson, { query }),
    },
    metrics: {
      list: (query: MetricsQuery): Promise<PlotMetrics[]> => call(request, endpoints.metrics, { query }),
    },
    weeds: createGridApi(request, 'weeds'),
    anomalies: createGridApi(request, 'anomalies'),
    weather: {
      locations: (query: WeatherLocationsQuery): Promise<WeatherLocation[]> =>
        call(request, endpoints.weatherLocations, { query }),
      daily: (query: WeatherQuery): Promise<WeatherDaily> => call(request, endpoints.weatherDaily, { query }),
      monthly: (query: WeatherQuery): Promise<WeatherMonthly> =>
        call(request, endpoints.weatherMonthly, { query }),
      forecast: (query: WeatherPlaceQuery): Promise<WeatherForecast> =>
        call(request, endpoints.weatherForecast, { query }),
      recent: (query: WeatherPlaceQuery): Promise<WeatherRecent> =>
        call(request, endpoints.weatherRecent, { query }),
    },
    soil: {
      list: (query: SoilQuery): Promise<PlotSoil[]> => call(request, endpoints.soil, { query }),
    },
    vegetation: {
      list: (query: VegetationQuery): Promise<VegetationPoint[]> =>
        call(request, endpoints.vegetation, { query }),
    },
    reports: {
      quarterly: (query: QuarterlyReportQuery): Promise<QuarterlyReport> =>
        call(request, endpoints.quarterly, { query }),
      /**
       * The quarterly report as a PDF (`quarterlyReportFileName` names it). With `onProgress`, each chunk
       * is reported as it arrives, without a total: a request answers the body only, not its length.
       */
      async quarterlyPdf(query: QuarterlyReportQuery, onProgress?: OnDownloadProgress): Promise<Blob> {
        if (!onProgress) return call(request, endpoints.quarterlyPdf, { query });
        const answer = await callForStream(request, endpoints.quarterlyPdf, { query });
        return readWithProgress(answer, null, onProgress, 'application/pdf');
      },
    },
  };
}
export type MonitoringApi = ReturnType<typeof createMonitoringApi>;
