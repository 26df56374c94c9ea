import * as z from 'zod/mini';

import { boundedRecord } from '../bounds';
import { idSchema, pathId } from '../ids';
import { monitoringGridSchema, plotFeatureCollectionSchema } from '../monitoring/schemas';
import { formId } from '../fields';
import { requiredOrInvalid } from '../validation';

/**
 * What staff, a script or the provider's pipeline import for a customer (issue 15, decision 013):
 * plot boundaries; weed-competition and canopy-anomaly classifications for a monitoring date; and tables
 * — plot metrics (inventory, productivity and quality figures: the columns of a plot's measurement),
 * soil and relief classes, vegetation-index series and weather-station daily series.
 */
export const IMPORT_KINDS = [
  'plots',
  'weeds',
  'anomalies',
  'plotMetrics',
  'soilRelief',
  'vegetation',
  'weather',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The kinds that are about one monitoring date, named when the import is created. */
export const DATED_IMPORT_KINDS: readonly ImportKind[] = ['weeds', 'anomalies'];

/**
 * Where an import stands: waiting for a worker; being read and checked; refused with its problems, or
 * ready to preview; being published; published (the customer's screens show it); being rolled back; rolled
 * back (the version before it shows again); discarded by staff before publishing; failed (unreadable, or cut short), with
 * its reason. Only `ready` can be published and only the current `published` one rolled back.
 */
export const IMPORT_STATUSES = [
  'queued',
  'validating',
  'invalid',
  'ready',
  'publishing',
  'published',
  'rollingBack',
  'rolledBack',
  'discarded',
  'failed',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** Where an import came from: the portal's screen, the `pnpm dossel import` command, or the HTTP API with a key. */
export const IMPORT_SOURCES = ['ui', 'cli', 'api'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/**
 * Every reason an imported file can be refused, as keys of `imports.problems` (imports/locales/*.json): the
 * API's readers and checks may only use these (apps/api/src/imports/import-problem.ts types them), and each
 * has a text in the three languages (imports.test.ts).
 */
export const IMPORT_PROBLEM_CODES = [
  'crs.unknown',
  'file.invalidJson',
  'file.invalidXml',
  'geojson.notGeoJson',
  'geojson.notFeature',
  'kml.notKml',
  'kmz.noKml',
  'zip.damaged',
  'zip.tooLarge',
  'zip.encrypted',
  'shapefile.noShp',
  'shapefile.severalLayers',
  'shapefile.noDbf',
  'shapefile.noPrj',
  'shapefile.recordCountMismatch',
  'shapefile.damaged',
  'geometry.missing',
  'geometry.unsupported',
  'geometry.malformed',
  'geometry.outOfRange',
  'geometry.empty',
  'geometry.tooFewPoints',
  'geometry.notClosed',
  'geometry.selfIntersecting',
  'geometry.invalid',
  'raster.valueOutOfRange',
  'raster.damaged',
  'raster.noGeoreference',
  'raster.noCrs',
  'raster.notClassification',
  'raster.tooLarge',
  'table.columnCount',
  'table.duplicateColumn',
  'table.columnWithoutName',
  'table.empty',
  'table.badQuotes',
  'table.rowTooLong',
  'table.notText',
  'table.damaged',
  'table.sheetNotFound',
  'value.notANumber',
  'value.notADate',
  'value.required',
  'value.outOfRange',
  'value.futureDate',
  'file.unsupportedType',
  'mapping.fieldMissing',
  'plot.duplicateCode',
  'plot.unknownCode',
  'monitoring.noPlots',
  'monitoring.noOverlap',
  'import.interrupted',
  'import.unexpected',
  'import.superseded',
  'value.notInList',
  'table.duplicateKey',
  'weather.newStationPosition',
] as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEM_CODES)[number];

/**
 * One problem in an imported file: the feature or row (from 1; null: the whole file), the column or
 * property, and why, as a key of `imports.problems` with what its text needs.
 */
export const importProblemSchema = z.object({
  item: z.nullable(z.int().check(z.positive())),
  field: z.nullable(z.string()),
  code: z.enum(IMPORT_PROBLEM_CODES),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type ImportProblemItem = z.infer<typeof importProblemSchema>;

// --- Imports as the API answers them ----------------------------------------------------------------

/** The kinds that can be imported: every kind. */
export const IMPORTABLE_KINDS = [
  'plots',
  'weeds',
  'anomalies',
  'plotMetrics',
  'soilRelief',
  'vegetation',
  'weather',
] as const;
export type ImportableKind = (typeof IMPORTABLE_KINDS)[number];

/**
 * The fields a file's columns (attributes, properties) map to, per kind. A classification raster has no
 * columns: its pixels are the levels; a GeoJSON of cells names the property holding each cell's level.
 */
export const IMPORT_FIELDS = {
  plots: [
    'code',
    'name',
    'gloc1',
    'gloc2',
    'gloc3',
    'gloc4',
    'gloc5',
    'planting_date',
    'seed_year',
    'rotation_start',
    'clone',
    'spacing',
    'arrangement',
    'cut_age_years',
  ],
  weeds: ['level'],
  anomalies: ['level'],
  plotMetrics: [
    'plot_code',
    'measured_on',
    'age_years',
    'vtcc_pessimistic',
    'vtcc_likely',
    'vtcc_optimistic',
    'vtcc_historic_max',
    'vtcc_historic_min',
    'ima',
    'ima_tcc',
    'ica',
    'current_increment',
    'basal_area',
    'dominant_height',
    'mean_height',
    'dap',
    'stems_per_ha',
    'basic_density',
    'total_volume_with_bark',
    'total_volume_without_bark',
    'commercial_volume_with_bark',
    'commercial_volume_without_bark',
    'survival_pct',
    'damage_pct',
    'canopy_vigor_index',
    'weather_impact_pct',
    'management_performance_pct',
    'contract_status',
  ],
  soilRelief: ['plot_code', 'soil_order', 'textural_class', 'altitude_m', 'slope_pct'],
  vegetation: ['plot_code', 'observed_on', 'ndvi', 'evi'],
  weather: [
    'station',
    'day',
    'precipitation_mm',
    'temp_min_c',
    'temp_max_c',
    'temp_mean_c',
    'et0_mm',
    'station_lon',
    'station_lat',
    'station_altitude_m',
  ],
} as const satisfies Record<ImportableKind, readonly string[]>;
export type ImportField = (typeof IMPORT_FIELDS)[ImportableKind][number];

/** The fields a file must provide: a plot is known by its code and aged from its planting date. */
export const REQUIRED_IMPORT_FIELDS: Record<ImportableKind, readonly ImportField[]> = {
  plots: ['code', 'planting_date'],
  weeds: ['level'],
  anomalies: ['level'],
  // An inventory has every figure of a measurement; damage applies only past 2 years (spec section 9).
  plotMetrics: IMPORT_FIELDS.plotMetrics.filter((field) => field !== 'damage_pct'),
  soilRelief: IMPORT_FIELDS.soilRelief,
  vegetation: IMPORT_FIELDS.vegetation,
  // The mean defaults to the middle of the day's range; a new station's position is asked of its rows.
  weather: ['station', 'day', 'precipitation_mm', 'temp_min_c', 'temp_max_c', 'et0_mm'],
};

/** The extensions a kind accepts; a zip is a zipped Shapefile. */
export const IMPORT_EXTENSIONS: Record<ImportableKind, readonly string[]> = {
  plots: ['geojson', 'json', 'zip', 'kml', 'kmz'],
  weeds: ['tif', 'tiff', 'geojson', 'json'],
  anomalies: ['tif', 'tiff', 'geojson', 'json'],
  plotMetrics: ['csv', 'xlsx'],
  soilRelief: ['csv', 'xlsx'],
  vegetation: ['csv', 'xlsx'],
  weather: ['csv', 'xlsx'],
};

/** For each field, the file's column that holds it, or null when the file has none (optional fields). */
export const importMappingSchema = boundedRecord(
  z.string().check(z.maxLength(50)),
  z.nullable(z.string().check(z.maxLength(200))),
  50,
);
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** What a plot becomes once the import is published, against the customer's live plots (matched by code). */
export const PLOT_CHANGES = ['added', 'changed', 'unchanged', 'retired'] as const;
export type PlotChange = (typeof PLOT_CHANGES)[number];

const count = () => z.int().check(z.nonnegative());

/**
 * What a read file holds and what it would change. `items` are features or rows; `columns` the file's own
 * (for the mapping step). Plots count their changes; grids the plots they cover and the hectares.
 */
export const importCountsSchema = z.object({
  items: count(),
  columns: z.array(z.string()),
  plots: z.optional(z.object({ added: count(), changed: count(), unchanged: count(), retired: count() })),
  /** Tables: rows that would be added to the customer's data, change a row there, or leave it as it is. */
  rows: z.optional(z.object({ added: count(), changed: count(), unchanged: count() })),
  grids: z.optional(
    z.object({
      plots: count(),
      cellsOutside: count(),
      monitoredHa: z.number(),
      flaggedHa: z.number(),
    }),
  ),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** One import as the API answers it. Times are ISO 8601. */
export const importSchema = z.object({
  id: idSchema(),
  customer_id: idSchema(),
  customer_name: z.string(),
  kind: z.enum(IMPORT_KINDS),
  monitoring_date: z.nullable(z.iso.date()),
  source: z.enum(IMPORT_SOURCES),
  status: z.enum(IMPORT_STATUSES),
  file_name: z.string(),
  file_size: count(),
  /** The mapping the file was read with (guessed, remembered or chosen); null before it was read. */
  mapping: z.nullable(importMappingSchema),
  counts: z.nullable(importCountsSchema),
  /** Why a failed import failed. */
  failure: z.nullable(
    z.object({
      code: z.enum(IMPORT_PROBLEM_CODES),
      params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
    }),
  ),
  problem_count: count(),
  /** Steps done of `progress_total` while it is read or published; the total is null until known. */
  progress_done: count(),
  progress_total: z.nullable(count()),
  created_by_name: z.string(),
  created_at: z.iso.datetime(),
  finished_at: z.nullable(z.iso.datetime()),
  published_at: z.nullable(z.iso.datetime()),
  published_by_name: z.nullable(z.string()),
  rolled_back_at: z.nullable(z.iso.datetime()),
  rolled_back_by_name: z.nullable(z.string()),
  /**
   * The published import whose data the customer's screens show for its kind (and date): the only one that
   * can be rolled back. A later publication of the same kind and date takes this over.
   */
  current: z.boolean(),
});
export type Import = z.infer<typeof importSchema>;

/** The statuses an import can still leave by itself: a screen showing one reads it again. */
export const UNFINISHED_IMPORT_STATUSES: readonly ImportStatus[] = [
  'queued',
  'validating',
  'publishing',
  'rollingBack',
];

/** How many of the newest imports the list shows. */
export const IMPORTS_LISTED = 100;

/** Query of `GET /register/imports`: one customer's, or everyone's. */
export const importListQuerySchema = z.object({ customer_id: z.optional(pathId()) });
export type ImportListQuery = z.infer<typeof importListQuerySchema>;

/**
 * The fields of `POST /register/imports` (multipart, with the file as `file`): the customer, the kind and,
 * for weeds and anomalies, the monitoring date — not in the future.
 */
export const importFieldsSchema = z
  .object({
    customer_id: formId(),
    kind: z.enum(IMPORTABLE_KINDS, { error: requiredOrInvalid }),
    monitoring_date: z.optional(z.string().check(z.maxLength(20, { error: 'validation.invalid' }))),
    /** `cli` when `pnpm dossel import` sends it (kept only from a caller with an API key). */
    source: z.optional(z.enum(IMPORT_SOURCES)),
  })
  .check(
    z.superRefine((value, context) => {
      const dated = DATED_IMPORT_KINDS.includes(value.kind);
      const date = value.monitoring_date?.trim() ?? '';
      if (!dated) return;
      const issue = (message: string) =>
        context.issues.push({ code: 'custom', message, input: date, path: ['monitoring_date'] });
      if (date === '') issue('validation.required');
      else if (!z.iso.date().safeParse(date).success) issue('validation.invalid');
      else if (date > new Date().toISOString().slice(0, 10)) issue('validation.futureDate');
    }),
  );
export type ImportFields = z.infer<typeof importFieldsSchema>;

/** One plot of the preview: what the import changes in it. Areas in hectares; null where not known. */
export const importPreviewPlotSchema = z.object({
  code: z.string(),
  name: z.string(),
  change: z.enum(PLOT_CHANGES),
  areaHaBefore: z.nullable(z.number()),
  areaHaAfter: z.nullable(z.number()),
  /** Weeds and anomalies: the flagged (infested or affected) hectares on the date, before and after. */
  flaggedHaBefore: z.nullable(z.number()),
  flaggedHaAfter: z.nullable(z.number()),
});
export type ImportPreviewPlot = z.infer<typeof importPreviewPlotSchema>;

/**
 * `GET /register/imports/:id/preview`: the plots it changes, and both sides for the maps — the outlines
 * (plots) or the grids on the date (weeds, anomalies) as they are now and as they would be.
 */
export const importPreviewSchema = z.object({
  plots: z.array(importPreviewPlotSchema),
  outlines: z.object({ before: plotFeatureCollectionSchema, after: plotFeatureCollectionSchema }),
  grids: z.object({ before: z.array(monitoringGridSchema), after: z.array(monitoringGridSchema) }),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** `GET /register/imports/:id/problems`: the kept problems, in the order found. */
export const importProblemListSchema = z.array(importProblemSchema);
