import * as z from 'zod/mini';

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
 * ready to preview; being published; published (the customer's screens show it); rolled back (the version
 * before it shows again); discarded by staff before publishing; failed (unreadable, or cut short), with
 * its reason. Only `ready` can be published and only the current `published` one rolled back.
 */
export const IMPORT_STATUSES = [
  'queued',
  'validating',
  'invalid',
  'ready',
  'publishing',
  'published',
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
