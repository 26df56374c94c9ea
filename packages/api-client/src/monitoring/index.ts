// The monitoring part of the contract: report data under /reports (schemas, rules, calls, query options).
export * from './schemas';
export * from './rules';
export * from './summary';
export * from './projection';
export * from './climate';
export * from './restriction';
export * from './normals';
export * from './relief';
export * from './stand-age';
export * from './alert-loss';
export {
  decodeGridLevels,
  encodeGridRaster,
  gridCells,
  gridRasterCell,
  MAX_RASTER_POSITIONS,
} from './grid-raster';
export { addMonths, monthsUpTo, QUARTER_MONTHS, quarterOf, type DateRange } from './periods';
export { monitoringEndpoints } from './endpoints';
export { createMonitoringApi, type MonitoringApi } from './api';
export { quarterlyReportFileName } from './report-file-name';
export { plotAt } from './plot-at';
export * from './queries';
