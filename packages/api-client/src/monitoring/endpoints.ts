import { defineEndpoints } from '../endpoint';
import {
  metricsQuerySchema,
  monitoringDatesQuerySchema,
  monitoringDatesSchema,
  monitoringGridQuerySchema,
  monitoringGridSchema,
  monitoringGridsQuerySchema,
  monitoringGridsSchema,
  monitoringSummaryQuerySchema,
  monitoringSummarySchema,
  plotFeatureCollectionSchema,
  plotListSchema,
  plotMetricsListSchema,
  plotParamsSchema,
  plotSchema,
  plotSoilListSchema,
  plotsQuerySchema,
  quarterlyReportQuerySchema,
  quarterlyReportSchema,
  soilQuerySchema,
  vegetationQuerySchema,
  vegetationSeriesSchema,
  weatherDailySchema,
  weatherForecastSchema,
  weatherLocationListSchema,
  weatherLocationsQuerySchema,
  weatherMonthlySchema,
  weatherPlaceQuerySchema,
  weatherQuerySchema,
  weatherRecentSchema,
} from './schemas';

/**
 * Every route needs a signed-in user; the customer asked for (and, for metrics and the quarterly
 * report, its service) is checked by the handlers: it is in the query, or the plot's.
 */
const access = 'user';

/**
 * `/reports`: the report data of the monitoring screens (plots, metrics, weed and anomaly grids,
 * weather, soil, vegetation, the quarterly report), for the users linked to the customer asked for.
 * The grids of each monitored kind (`weeds`, `anomalies`) are the same four endpoints under its path.
 */
export const monitoringEndpoints = defineEndpoints('monitoring', {
  plots: { method: 'GET', path: '/reports/plots', query: plotsQuerySchema, response: plotListSchema, access },
  /** The plots with their outlines, as a GeoJSON FeatureCollection for maps. */
  plotsGeojson: {
    method: 'GET',
    path: '/reports/plots.geojson',
    query: plotsQuerySchema,
    response: plotFeatureCollectionSchema,
    access,
  },
  plot: {
    method: 'GET',
    path: '/reports/plots/{id}',
    params: plotParamsSchema,
    response: plotSchema,
    access,
  },
  /** For the productivity or the quality service (spec section 6). */
  metrics: {
    method: 'GET',
    path: '/reports/metrics',
    query: metricsQuerySchema,
    response: plotMetricsListSchema,
    access,
  },
  weedsDates: {
    method: 'GET',
    path: '/reports/weeds/dates',
    query: monitoringDatesQuerySchema,
    response: monitoringDatesSchema,
    access,
  },
  /** One plot's grid of a date, compact (a raster of levels). */
  weedsGrid: {
    method: 'GET',
    path: '/reports/weeds/grid',
    query: monitoringGridQuerySchema,
    response: monitoringGridSchema,
    access,
  },
  /** Every plot's grid of one date at once, for the map of all the customer's plots. */
  weedsGrids: {
    method: 'GET',
    path: '/reports/weeds/grids',
    query: monitoringGridsQuerySchema,
    response: monitoringGridsSchema,
    access,
  },
  weedsSummary: {
    method: 'GET',
    path: '/reports/weeds/summary',
    query: monitoringSummaryQuerySchema,
    response: monitoringSummarySchema,
    access,
  },
  anomaliesDates: {
    method: 'GET',
    path: '/reports/anomalies/dates',
    query: monitoringDatesQuerySchema,
    response: monitoringDatesSchema,
    access,
  },
  anomaliesGrid: {
    method: 'GET',
    path: '/reports/anomalies/grid',
    query: monitoringGridQuerySchema,
    response: monitoringGridSchema,
    access,
  },
  anomaliesGrids: {
    method: 'GET',
    path: '/reports/anomalies/grids',
    query: monitoringGridsQuerySchema,
    response: monitoringGridsSchema,
    access,
  },
  anomaliesSummary: {
    method: 'GET',
    path: '/reports/anomalies/summary',
    query: monitoringSummaryQuerySchema,
    response: monitoringSummarySchema,
    access,
  },
  weatherLocations: {
    method: 'GET',
    path: '/reports/weather/locations',
    query: weatherLocationsQuerySchema,
    response: weatherLocationListSchema,
    access,
  },
  weatherDaily: {
    method: 'GET',
    path: '/reports/weather/daily',
    query: weatherQuerySchema,
    response: weatherDailySchema,
    access,
  },
  weatherMonthly: {
    method: 'GET',
    path: '/reports/weather/monthly',
    query: weatherQuerySchema,
    response: weatherMonthlySchema,
    access,
  },
  /** The coming week, from the configured provider (spec sections 7 and 9). */
  weatherForecast: {
    method: 'GET',
    path: '/reports/weather/forecast',
    query: weatherPlaceQuerySchema,
    response: weatherForecastSchema,
    access,
  },
  /** The last hours and the quarter's rain so far against its normal. */
  weatherRecent: {
    method: 'GET',
    path: '/reports/weather/recent',
    query: weatherPlaceQuerySchema,
    response: weatherRecentSchema,
    access,
  },
  soil: {
    method: 'GET',
    path: '/reports/soil',
    query: soilQuerySchema,
    response: plotSoilListSchema,
    access,
  },
  vegetation: {
    method: 'GET',
    path: '/reports/vegetation',
    query: vegetationQuerySchema,
    response: vegetationSeriesSchema,
    access,
  },
  /** For the productivity service. */
  quarterly: {
    method: 'GET',
    path: '/reports/quarterly',
    query: quarterlyReportQuerySchema,
    response: quarterlyReportSchema,
    access,
  },
  /** The quarterly report as a PDF download, in the request's language. */
  quarterlyPdf: {
    method: 'GET',
    path: '/reports/quarterly.pdf',
    query: quarterlyReportQuerySchema,
    responseType: 'blob',
    access,
  },
});
