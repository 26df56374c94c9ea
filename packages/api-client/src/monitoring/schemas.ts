// Report data of the monitoring screens (spec sections 3, 4 and 9): plots, plot metrics, weed and
// anomaly grids, weather, soil and relief, vegetation indices and the quarterly report. zod/mini as
// everywhere in the contract (decision 003); messages are i18n keys.
import * as z from 'zod/mini';

import { MONITORING_KINDS } from './rules';
import { latitude, longitude, MAX_ID, MAX_YEAR, MIN_YEAR } from '../bounds';
import { queryInt, queryText } from '../fields';
import { idSchema } from '../ids';

const isoDate = () => z.iso.date({ error: 'validation.invalid' });

/** An id in a query string or path, required. */
const queryId = () => queryInt(1, MAX_ID);
/** A place filter (gloc1 … gloc5). */
const placeFilter = () => queryText(200, { tooLong: 'validation.invalid' });

/** Contract status of a plot: 'under follow-up' (active) or 'not supervised' (inactive), spec section 4. */
export const CONTRACT_STATUSES = ['active', 'inactive'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Soil orders of the Brazilian soil classification seen in the plantations. */
export const SOIL_ORDERS = [
  'Latossolo',
  'Argissolo',
  'Neossolo',
  'Cambissolo',
  'Gleissolo',
  'Plintossolo',
] as const;
export type SoilOrder = (typeof SOIL_ORDERS)[number];

/** Textural classes of the soil survey. */
export const TEXTURAL_CLASSES = ['Arenosa', 'Média', 'Argilosa', 'Muito argilosa'] as const;
export type TexturalClass = (typeof TEXTURAL_CLASSES)[number];

// --- Plots ----------------------------------------------------------------------------------------

/** A WGS84 position as GeoJSON writes it: [longitude, latitude]. */
export const positionSchema = z.tuple([longitude(), latitude()]);

/** A GeoJSON Polygon in WGS84: an outer ring (closed: last position equals the first), maybe holes. */
export const polygonSchema = z.object({
  type: z.literal('Polygon'),
  coordinates: z.array(z.array(positionSchema)),
});
export type Polygon = z.infer<typeof polygonSchema>;

/** A plot (talhão), spec section 3: where it sits in the customer's gloc hierarchy, its shape and stand. */
export const plotSchema = z.object({
  id: idSchema(),
  customerId: idSchema(),
  /** Hierarchy values under the customer's gloc labels (farm, region, plot, project, module). */
  gloc1: z.nullable(z.string()),
  gloc2: z.nullable(z.string()),
  gloc3: z.nullable(z.string()),
  gloc4: z.nullable(z.string()),
  gloc5: z.nullable(z.string()),
  name: z.string(),
  geometry: polygonSchema,
  areaHa: z.number(),
  plantingDate: isoDate(),
  seedYear: z.int(),
  /** Start of the current rotation: the planting date, or the harvest date of a coppiced stand. */
  rotationStart: isoDate(),
  /** Age in years of the current rotation, today. */
  ageYears: z.number(),
  /** Genetic material (clone), e.g. 'AEC 144'. */
  clone: z.string(),
  /** Spacing in metres between rows and between plants, e.g. '3x2'. */
  spacing: z.string(),
  arrangement: z.string(),
  /** Planned cut age in years. */
  cutAgeYears: z.number(),
});
export type Plot = z.infer<typeof plotSchema>;

/** A plot in lists: everything but the geometry (the map reads `plots.geojson`). */
export const plotListItemSchema = z.omit(plotSchema, { geometry: true });
export type PlotListItem = z.infer<typeof plotListItemSchema>;
export const plotListSchema = z.array(plotListItemSchema);

/** Query of `GET /reports/plots` and `GET /reports/plots.geojson`: a customer, optional gloc filters. */
export const plotsQuerySchema = z.object({
  customer_id: queryId(),
  gloc1: placeFilter(),
  gloc2: placeFilter(),
  gloc3: placeFilter(),
  gloc4: placeFilter(),
  gloc5: placeFilter(),
});
export type PlotsQuery = z.infer<typeof plotsQuerySchema>;

/** Path of `GET /reports/plots/:id`. */
export const plotParamsSchema = z.object({ id: queryId() });

/** The plots as a GeoJSON FeatureCollection, for maps; properties are the list item. */
export const plotFeatureCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      id: idSchema(),
      geometry: polygonSchema,
      properties: plotListItemSchema,
    }),
  ),
});
export type PlotFeatureCollection = z.infer<typeof plotFeatureCollectionSchema>;

// --- Plot metrics ---------------------------------------------------------------------------------

/**
 * The metrics of one plot on one measurement date (spec section 3, "Plot metrics"). Volumes in m³/ha,
 * increments in m³/ha/year, heights in m, DAP in cm, basal area in m²/ha, basic density in kg/m³.
 */
export const plotMetricsSchema = z.object({
  plotId: idSchema(),
  date: isoDate(),
  ageYears: z.number(),
  /** VTCC (total volume with bark, m³/ha) in the projection scenarios (p10, median, p90), spec section 9. */
  vtccPessimistic: z.number(),
  vtccLikely: z.number(),
  vtccOptimistic: z.number(),
  vtccHistoricMax: z.number(),
  vtccHistoricMin: z.number(),
  /** Mean annual increment of commercial volume without bark. */
  ima: z.number(),
  /** Mean annual increment of total volume with bark. */
  imaTcc: z.number(),
  /** Increment of the last year. */
  ica: z.number(),
  /** Instantaneous (current) increment. */
  currentIncrement: z.number(),
  basalArea: z.number(),
  dominantHeight: z.number(),
  meanHeight: z.number(),
  dap: z.number(),
  stemsPerHa: z.int(),
  basicDensity: z.number(),
  totalVolumeWithBark: z.number(),
  totalVolumeWithoutBark: z.number(),
  commercialVolumeWithBark: z.number(),
  commercialVolumeWithoutBark: z.number(),
  survivalPct: z.number(),
  /** Damage estimates apply to forests older than 2 years (spec section 9): null before. */
  damagePct: z.nullable(z.number()),
  canopyVigorIndex: z.number(),
  weatherImpactPct: z.number(),
  managementPerformancePct: z.number(),
  contractStatus: z.enum(CONTRACT_STATUSES),
});
export type PlotMetrics = z.infer<typeof plotMetricsSchema>;
export const plotMetricsListSchema = z.array(plotMetricsSchema);

/** Query of `GET /reports/metrics`: a customer, optionally one plot. */
export const metricsQuerySchema = z.object({ customer_id: queryId(), plot_id: z.optional(queryId()) });
export type MetricsQuery = z.infer<typeof metricsQuerySchema>;

// --- Weed competition and canopy anomaly grids ----------------------------------------------------

export const monitoringKindSchema = z.enum(MONITORING_KINDS);

/** Query of `GET /reports/{weeds,anomalies}/dates`. */
export const monitoringDatesQuerySchema = z.object({ customer_id: queryId() });
export type MonitoringDatesQuery = z.infer<typeof monitoringDatesQuerySchema>;

/** The monitoring dates of a customer, oldest first, with how many plots each covered. */
export const monitoringDatesSchema = z.array(z.object({ date: isoDate(), plots: z.int() }));
export type MonitoringDates = z.infer<typeof monitoringDatesSchema>;

/** One square cell of a grid: its centre (WGS84), level 1 to 3 and area in ha (`gridCells` lists them). */
export const gridCellSchema = z.object({
  lon: longitude(),
  lat: latitude(),
  level: z.int().check(z.gte(1), z.lte(3)),
  areaHa: z.number(),
});
export type GridCell = z.infer<typeof gridCellSchema>;

/** Base64 (RFC 4648, with padding): how the raster's bytes travel inside JSON. */
const base64 = () =>
  z.string().check(z.regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/));

/**
 * A grid's cells as a raster, the compact form on the wire (issue 13): a satellite grid is a regular
 * lattice, so a cell is its position on it and one byte, about 1.4 bytes in JSON where a cell object took
 * 60, and the map paints it as one image without making an object per cell. Positions run row by row
 * from the north-west; `grid-raster.ts` encodes and decodes it.
 */
export const gridRasterSchema = z
  .object({
    /** Centre of the north-west position (column 0, row 0), in WGS84 degrees. */
    originLon: longitude(),
    originLat: latitude(),
    /** Degrees between the centres of neighbouring columns (eastwards) and rows (southwards). */
    stepLon: z.number().check(z.positive()),
    stepLat: z.number().check(z.positive()),
    columns: z.int().check(z.gte(1)),
    rows: z.int().check(z.gte(1)),
    /** One byte per position, in base64: 0 where there is no cell, else the cell's level (1 to 3). */
    levels: base64(),
    /** The area in ha of every cell or, when they differ, of each cell in the order of the positions. */
    areasHa: z.union([z.number(), z.array(z.number())]),
  })
  .check(
    z.refine((raster) => raster.levels.length === 4 * Math.ceil((raster.columns * raster.rows) / 3), {
      error: 'validation.invalid',
      path: ['levels'],
    }),
  );
export type GridRaster = z.infer<typeof gridRasterSchema>;

/**
 * The grid of one plot on one monitoring date. Cells are squares of `cellSizeM` metres around their
 * centre, on the raster's lattice. A plot without a monitoring on that date has no raster (and null image
 * date and size).
 */
export const monitoringGridSchema = z.object({
  kind: monitoringKindSchema,
  plotId: idSchema(),
  date: z.nullable(isoDate()),
  /** When the satellite image was taken. */
  imageDate: z.nullable(isoDate()),
  cellSizeM: z.nullable(z.number()),
  raster: z.nullable(gridRasterSchema),
});
export type MonitoringGrid = z.infer<typeof monitoringGridSchema>;

/** Query of `GET /reports/{weeds,anomalies}/grid`: without a date, the plot's latest monitoring. */
export const monitoringGridQuerySchema = z.object({
  customer_id: queryId(),
  plot_id: queryId(),
  date: z.optional(isoDate()),
});
export type MonitoringGridQuery = z.infer<typeof monitoringGridQuerySchema>;

/** Query of `GET /reports/{weeds,anomalies}/summary`: without a date, the customer's latest. */
export const monitoringSummaryQuerySchema = z.object({
  customer_id: queryId(),
  date: z.optional(isoDate()),
});
export type MonitoringSummaryQuery = z.infer<typeof monitoringSummaryQuerySchema>;

/**
 * The estimated loss of a plot's alert on a published date (`alertLoss`, alert-loss.ts), with what it was
 * computed from: the plot's IMA, its age, planned cut age and the age factor, and the customer's wood
 * price on that date.
 */
export const alertLossSchema = z.object({
  basis: z.enum(['estimated', 'noIma', 'decrease']),
  imaM3HaYear: z.nullable(z.number()),
  ageYears: z.number(),
  /** The plot's planned cut age: the age factor is the years left until it, at least 1. */
  cutAgeYears: z.number(),
  ageFactor: z.number(),
  lossM3: z.nullable(z.number()),
  /** Null when the customer had no wood price: then no R$ either. */
  priceBrlPerM3: z.nullable(z.number()),
  lossBrl: z.nullable(z.number()),
});
export type AlertLossFigures = z.infer<typeof alertLossSchema>;

/**
 * One plot of the summary. `flaggedAreaHa` is the infested area (weeds: levels 2 and 3) or the affected
 * area (anomalies: level 3); `changeHa` the change since the plot's previous monitoring, and `alert` says
 * it is 2 ha or more (spec section 9).
 */
export const monitoringSummaryPlotSchema = z.object({
  plotId: idSchema(),
  plotName: z.string(),
  gloc1: z.nullable(z.string()),
  plotAreaHa: z.number(),
  /** Monitored (true) or not monitored on this date. */
  monitored: z.boolean(),
  imageDate: z.nullable(isoDate()),
  monitoredAreaHa: z.number(),
  flaggedAreaHa: z.number(),
  flaggedPct: z.number(),
  previousDate: z.nullable(isoDate()),
  changeHa: z.nullable(z.number()),
  alert: z.boolean(),
  /** The alert's estimated loss, recorded when the date was published; null without one (seeded dates). */
  loss: z.nullable(alertLossSchema),
});
export type MonitoringSummaryPlot = z.infer<typeof monitoringSummaryPlotSchema>;

export const monitoringSummarySchema = z.object({
  kind: monitoringKindSchema,
  date: z.nullable(isoDate()),
  plots: z.array(monitoringSummaryPlotSchema),
  totals: z.object({
    plots: z.int(),
    monitoredPlots: z.int(),
    monitoredAreaHa: z.number(),
    flaggedAreaHa: z.number(),
    flaggedPct: z.number(),
    alerts: z.int(),
  }),
});
export type MonitoringSummary = z.infer<typeof monitoringSummarySchema>;

/** Query of `GET /reports/{weeds,anomalies}/grids`: every plot's grid of one monitoring date. */
export const monitoringGridsQuerySchema = z.object({ customer_id: queryId(), date: isoDate() });
export type MonitoringGridsQuery = z.infer<typeof monitoringGridsQuerySchema>;

/**
 * The grids of all the customer's plots monitored on a date, in one answer: a map of every plot needs
 * them all, and one request per plot would be hundreds. Plots not monitored that day are left out.
 */
export const monitoringGridsSchema = z.object({
  kind: monitoringKindSchema,
  date: isoDate(),
  grids: z.array(monitoringGridSchema),
});
export type MonitoringGrids = z.infer<typeof monitoringGridsSchema>;

// --- Weather --------------------------------------------------------------------------------------

/** A place with a daily weather series (a customer's region). */
export const weatherLocationSchema = z.object({
  id: idSchema(),
  customerId: idSchema(),
  name: z.string(),
  lon: longitude(),
  lat: latitude(),
  altitudeM: z.number(),
  firstDate: isoDate(),
  lastDate: isoDate(),
});
export type WeatherLocation = z.infer<typeof weatherLocationSchema>;
export const weatherLocationListSchema = z.array(weatherLocationSchema);

/** Query of `GET /reports/weather/locations`. */
export const weatherLocationsQuerySchema = z.object({ customer_id: queryId() });
export type WeatherLocationsQuery = z.infer<typeof weatherLocationsQuerySchema>;

/**
 * Query of `GET /reports/weather/daily` and `/monthly`. Without `location_id`, the customer's first
 * location; without dates, the last 365 days (daily) or the whole series from 1980 (monthly).
 */
export const weatherQuerySchema = z.object({
  customer_id: queryId(),
  location_id: z.optional(queryId()),
  from: z.optional(isoDate()),
  to: z.optional(isoDate()),
});
export type WeatherQuery = z.infer<typeof weatherQuerySchema>;

/** One day: precipitation and reference evapotranspiration (ET0) in mm, temperatures in °C. */
export const weatherDaySchema = z.object({
  date: isoDate(),
  precipitationMm: z.number(),
  tempMinC: z.number(),
  tempMaxC: z.number(),
  tempMeanC: z.number(),
  et0Mm: z.number(),
});
export type WeatherDay = z.infer<typeof weatherDaySchema>;

export const weatherDailySchema = z.object({
  location: weatherLocationSchema,
  days: z.array(weatherDaySchema),
});
export type WeatherDaily = z.infer<typeof weatherDailySchema>;

/** One month: sums of precipitation and ET0, means of the daily temperatures, rainy days (≥ 1 mm). */
export const weatherMonthSchema = z.object({
  month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
  days: z.int(),
  rainyDays: z.int(),
  precipitationMm: z.number(),
  et0Mm: z.number(),
  tempMinC: z.number(),
  tempMaxC: z.number(),
  tempMeanC: z.number(),
});
export type WeatherMonth = z.infer<typeof weatherMonthSchema>;

export const weatherMonthlySchema = z.object({
  location: weatherLocationSchema,
  months: z.array(weatherMonthSchema),
});
export type WeatherMonthly = z.infer<typeof weatherMonthlySchema>;

/**
 * Where forecasts and recent observations come from: `demo` is the built-in provider (deterministic
 * numbers from the place and the date, no network), the others a real forecast service whose key is in
 * the server's configuration (spec section 7). The screens label demo data as such.
 */
export const WEATHER_PROVIDERS = ['demo', 'open-meteo'] as const;
export type WeatherProviderId = (typeof WEATHER_PROVIDERS)[number];
export const weatherProviderSchema = z.enum(WEATHER_PROVIDERS);

/** Query of `GET /reports/weather/forecast` and `/recent`: without `location_id`, the customer's first. */
export const weatherPlaceQuerySchema = z.object({
  customer_id: queryId(),
  location_id: z.optional(queryId()),
});
export type WeatherPlaceQuery = z.infer<typeof weatherPlaceQuerySchema>;

/** One forecast day: precipitation (mm) and its probability (%), temperatures in °C. */
export const forecastDaySchema = z.object({
  date: isoDate(),
  precipitationMm: z.number(),
  precipitationProbabilityPct: z.number(),
  tempMinC: z.number(),
  tempMaxC: z.number(),
});
export type ForecastDay = z.infer<typeof forecastDaySchema>;

/** The next days' forecast of a place, today first, and who gave it. */
export const weatherForecastSchema = z.object({
  location: weatherLocationSchema,
  provider: weatherProviderSchema,
  days: z.array(forecastDaySchema),
});
export type WeatherForecast = z.infer<typeof weatherForecastSchema>;

/**
 * What fell lately at a place (spec section 9): the precipitation of the last 3 hours with the time of
 * the observation, and the 3-month accumulation: the quarter of today (this month and the two before
 * it) so far, beside the historical mean of those three months (null without a series for them).
 */
export const weatherRecentSchema = z.object({
  location: weatherLocationSchema,
  provider: weatherProviderSchema,
  lastThreeHours: z.object({ precipitationMm: z.number(), observedAt: z.iso.datetime({ offset: true }) }),
  quarter: z.object({
    from: isoDate(),
    /** The last day counted: today. */
    through: isoDate(),
    precipitationMm: z.number(),
    normalMm: z.nullable(z.number()),
  }),
});
export type WeatherRecent = z.infer<typeof weatherRecentSchema>;

// --- Soil and relief, vegetation ------------------------------------------------------------------

/** Query of `GET /reports/soil`. */
export const soilQuerySchema = z.object({ customer_id: queryId() });
export type SoilQuery = z.infer<typeof soilQuerySchema>;

/** Soil and relief of one plot: soil order, textural class, altitude (m) and slope (%). */
export const plotSoilSchema = z.object({
  plotId: idSchema(),
  plotName: z.string(),
  gloc1: z.nullable(z.string()),
  areaHa: z.number(),
  soilOrder: z.enum(SOIL_ORDERS),
  texturalClass: z.enum(TEXTURAL_CLASSES),
  altitudeM: z.number(),
  slopePct: z.number(),
});
export type PlotSoil = z.infer<typeof plotSoilSchema>;
export const plotSoilListSchema = z.array(plotSoilSchema);

/** Query of `GET /reports/vegetation`: a customer, optionally one plot. */
export const vegetationQuerySchema = z.object({ customer_id: queryId(), plot_id: z.optional(queryId()) });
export type VegetationQuery = z.infer<typeof vegetationQuerySchema>;

/** Vegetation indices of a plot on a date (monthly composites). */
export const vegetationPointSchema = z.object({
  plotId: idSchema(),
  date: isoDate(),
  ndvi: z.number(),
  evi: z.number(),
});
export type VegetationPoint = z.infer<typeof vegetationPointSchema>;
export const vegetationSeriesSchema = z.array(vegetationPointSchema);

// --- Quarterly report -----------------------------------------------------------------------------

/** Query of `GET /reports/quarterly`: calendar quarter 1 (Jan–Mar) to 4 (Oct–Dec) of a year. */
export const quarterlyReportQuerySchema = z.object({
  customer_id: queryId(),
  year: queryInt(MIN_YEAR, MAX_YEAR),
  quarter: queryInt(1, 4),
});
export type QuarterlyReportQuery = z.infer<typeof quarterlyReportQuerySchema>;

/** One age class (whole years; the last one open-ended): stock (m³cc), area and cut age. */
export const ageClassSchema = z.object({
  /** '0-1', '1-2', ... '7+'. */
  ageClass: z.string(),
  minAgeYears: z.number(),
  maxAgeYears: z.nullable(z.number()),
  plots: z.int(),
  areaHa: z.number(),
  /** Standing stock: total volume with bark of the likely scenario times the area, in m³. */
  stockM3cc: z.number(),
  /** Area-weighted mean of the planned cut ages, in years; null for a class without plots. */
  cutAgeYears: z.nullable(z.number()),
});
export type AgeClass = z.infer<typeof ageClassSchema>;

export const quarterlyReportSchema = z.object({
  customerId: idSchema(),
  year: z.int(),
  quarter: z.int(),
  from: isoDate(),
  to: isoDate(),
  ageClasses: z.array(ageClassSchema),
  totals: z.object({ plots: z.int(), areaHa: z.number(), stockM3cc: z.number() }),
});
export type QuarterlyReport = z.infer<typeof quarterlyReportSchema>;
