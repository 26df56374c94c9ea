import type { MonitoringApi } from './api';
import type { MonitoringKind } from './rules';
import type {
  MetricsQuery,
  MonitoringDatesQuery,
  MonitoringGridQuery,
  MonitoringGridsQuery,
  MonitoringSummaryQuery,
  PlotsQuery,
  QuarterlyReportQuery,
  SoilQuery,
  VegetationQuery,
  WeatherLocationsQuery,
  WeatherPlaceQuery,
  WeatherQuery,
} from './schemas';
import { queryOptions } from '../query-options';

type Api = { monitoring: MonitoringApi };

/** Query keys of the report data: resource → operation → params (`['reports', 'weeds', 'grid', {...}]`). */
export const monitoringKeys = {
  all: ['reports'] as const,
  plots: () => [...monitoringKeys.all, 'plots'] as const,
  plotList: (query: PlotsQuery) => [...monitoringKeys.plots(), 'list', query] as const,
  plotDetail: (id: number) => [...monitoringKeys.plots(), 'detail', id] as const,
  plotGeojson: (query: PlotsQuery) => [...monitoringKeys.plots(), 'geojson', query] as const,
  metrics: (query: MetricsQuery) => [...monitoringKeys.all, 'metrics', 'list', query] as const,
  grids: (kind: MonitoringKind) => [...monitoringKeys.all, kind] as const,
  gridDates: (kind: MonitoringKind, query: MonitoringDatesQuery) =>
    [...monitoringKeys.grids(kind), 'dates', query] as const,
  grid: (kind: MonitoringKind, query: MonitoringGridQuery) =>
    [...monitoringKeys.grids(kind), 'grid', query] as const,
  customerGrids: (kind: MonitoringKind, query: MonitoringGridsQuery) =>
    [...monitoringKeys.grids(kind), 'grids', query] as const,
  gridSummary: (kind: MonitoringKind, query: MonitoringSummaryQuery) =>
    [...monitoringKeys.grids(kind), 'summary', query] as const,
  weather: () => [...monitoringKeys.all, 'weather'] as const,
  weatherLocations: (query: WeatherLocationsQuery) =>
    [...monitoringKeys.weather(), 'locations', query] as const,
  weatherDaily: (query: WeatherQuery) => [...monitoringKeys.weather(), 'daily', query] as const,
  weatherMonthly: (query: WeatherQuery) => [...monitoringKeys.weather(), 'monthly', query] as const,
  weatherForecast: (query: WeatherPlaceQuery) => [...monitoringKeys.weather(), 'forecast', query] as const,
  weatherRecent: (query: WeatherPlaceQuery) => [...monitoringKeys.weather(), 'recent', query] as const,
  soil: (query: SoilQuery) => [...monitoringKeys.all, 'soil', 'list', query] as const,
  vegetation: (query: VegetationQuery) => [...monitoringKeys.all, 'vegetation', 'list', query] as const,
  quarterly: (query: QuarterlyReportQuery) => [...monitoringKeys.all, 'quarterly', 'report', query] as const,
};

export function plotListQueryOptions(api: Api, query: PlotsQuery) {
  return queryOptions({
    queryKey: monitoringKeys.plotList(query),
    queryFn: () => api.monitoring.plots.list(query),
  });
}

export function plotQueryOptions(api: Api, id: number) {
  return queryOptions({
    queryKey: monitoringKeys.plotDetail(id),
    queryFn: () => api.monitoring.plots.get(id),
  });
}

export function plotGeojsonQueryOptions(api: Api, query: PlotsQuery) {
  return queryOptions({
    queryKey: monitoringKeys.plotGeojson(query),
    queryFn: () => api.monitoring.plots.geojson(query),
  });
}

export function plotMetricsQueryOptions(api: Api, query: MetricsQuery) {
  return queryOptions({
    queryKey: monitoringKeys.metrics(query),
    queryFn: () => api.monitoring.metrics.list(query),
  });
}

export function monitoringDatesQueryOptions(api: Api, kind: MonitoringKind, query: MonitoringDatesQuery) {
  return queryOptions({
    queryKey: monitoringKeys.gridDates(kind, query),
    queryFn: () => api.monitoring[kind].dates(query),
  });
}

export function monitoringGridQueryOptions(api: Api, kind: MonitoringKind, query: MonitoringGridQuery) {
  return queryOptions({
    queryKey: monitoringKeys.grid(kind, query),
    queryFn: () => api.monitoring[kind].grid(query),
  });
}

export function monitoringGridsQueryOptions(api: Api, kind: MonitoringKind, query: MonitoringGridsQuery) {
  return queryOptions({
    queryKey: monitoringKeys.customerGrids(kind, query),
    queryFn: () => api.monitoring[kind].grids(query),
  });
}

export function monitoringSummaryQueryOptions(api: Api, kind: MonitoringKind, query: MonitoringSummaryQuery) {
  return queryOptions({
    queryKey: monitoringKeys.gridSummary(kind, query),
    queryFn: () => api.monitoring[kind].summary(query),
  });
}

export function weatherLocationsQueryOptions(api: Api, query: WeatherLocationsQuery) {
  return queryOptions({
    queryKey: monitoringKeys.weatherLocations(query),
    queryFn: () => api.monitoring.weather.locations(query),
  });
}

export function weatherDailyQueryOptions(api: Api, query: WeatherQuery) {
  return queryOptions({
    queryKey: monitoringKeys.weatherDaily(query),
    queryFn: () => api.monitoring.weather.daily(query),
  });
}

export function weatherMonthlyQueryOptions(api: Api, query: WeatherQuery) {
  return queryOptions({
    queryKey: monitoringKeys.weatherMonthly(query),
    queryFn: () => api.monitoring.weather.monthly(query),
  });
}

export function weatherForecastQueryOptions(api: Api, query: WeatherPlaceQuery) {
  return queryOptions({
    queryKey: monitoringKeys.weatherForecast(query),
    queryFn: () => api.monitoring.weather.forecast(query),
  });
}

export function weatherRecentQueryOptions(api: Api, query: WeatherPlaceQuery) {
  return queryOptions({
    queryKey: monitoringKeys.weatherRecent(query),
    queryFn: () => api.monitoring.weather.recent(query),
  });
}

export function soilQueryOptions(api: Api, query: SoilQuery) {
  return queryOptions({
    queryKey: monitoringKeys.soil(query),
    queryFn: () => api.monitoring.soil.list(query),
  });
}

export function vegetationQueryOptions(api: Api, query: VegetationQuery) {
  return queryOptions({
    queryKey: monitoringKeys.vegetation(query),
    queryFn: () => api.monitoring.vegetation.list(query),
  });
}

export function quarterlyReportQueryOptions(api: Api, query: QuarterlyReportQuery) {
  return queryOptions({
    queryKey: monitoringKeys.quarterly(query),
    queryFn: () => api.monitoring.reports.quarterly(query),
  });
}
