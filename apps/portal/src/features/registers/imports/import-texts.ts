import type {
  ImportableKind,
  ImportField,
  ImportKind,
  ImportSource,
  ImportStatus,
  PlotChange,
} from '@dossel/api-client';
import type { TFunction } from 'i18next';

type Label = (t: TFunction) => string;

/**
 * Each kind of import in words. The table kinds show under their screen's name (plot metrics and weather
 * are not importable yet, IMPORTABLE_KINDS, but an import of one may be listed). A kind the contract adds fails `typecheck`
 * here until it has its label.
 */
export const IMPORT_KIND_LABELS: Record<ImportKind, Label> = {
  plots: (t) => t('registers.imports.kinds.plots'),
  weeds: (t) => t('registers.imports.kinds.weeds'),
  anomalies: (t) => t('registers.imports.kinds.anomalies'),
  plotMetrics: (t) => t('menu.items.productivity'),
  soilRelief: (t) => t('menu.items.soilRelief'),
  vegetation: (t) => t('menu.items.vegetation'),
  weather: (t) => t('menu.items.weather'),
};

export const IMPORT_STATUS_LABELS: Record<ImportStatus, Label> = {
  queued: (t) => t('registers.imports.statuses.queued'),
  validating: (t) => t('registers.imports.statuses.validating'),
  invalid: (t) => t('registers.imports.statuses.invalid'),
  ready: (t) => t('registers.imports.statuses.ready'),
  publishing: (t) => t('registers.imports.statuses.publishing'),
  published: (t) => t('registers.imports.statuses.published'),
  rollingBack: (t) => t('registers.imports.statuses.rollingBack'),
  rolledBack: (t) => t('registers.imports.statuses.rolledBack'),
  discarded: (t) => t('registers.imports.statuses.discarded'),
  failed: (t) => t('registers.imports.statuses.failed'),
};

/**
 * The badge's colour of each status, as the background jobs': waiting grey, under way blue, waiting for
 * staff yellow, published green, refused or failed red; rolled back and discarded a darker grey. The text
 * is black or white, whichever reads (WCAG AA).
 */
export const IMPORT_STATUS_COLORS: Record<ImportStatus, string> = {
  queued: 'gray.7',
  validating: 'blue.8',
  invalid: 'red.9',
  ready: 'yellow.5',
  publishing: 'blue.8',
  published: 'forest.7',
  rollingBack: 'blue.8',
  rolledBack: 'gray.8',
  discarded: 'gray.8',
  failed: 'red.9',
};

/** Who took a step and when, for the words of the statuses that name them. */
interface Step {
  date: string;
  name: string;
}

/** What the import's page says of each status; published and rolled back say when and by whom. */
export const IMPORT_STATUS_TEXTS: Record<ImportStatus, (t: TFunction, step: Step) => string> = {
  queued: (t) => t('registers.imports.detail.states.queued'),
  validating: (t) => t('registers.imports.detail.states.validating'),
  invalid: (t) => t('registers.imports.detail.states.invalid'),
  ready: (t) => t('registers.imports.detail.states.ready'),
  publishing: (t) => t('registers.imports.detail.states.publishing'),
  published: (t, step) => t('registers.imports.detail.states.published', { ...step }),
  rollingBack: (t) => t('registers.imports.detail.states.rollingBack'),
  rolledBack: (t, step) => t('registers.imports.detail.states.rolledBack', { ...step }),
  discarded: (t) => t('registers.imports.detail.states.discarded'),
  failed: (t) => t('registers.imports.detail.states.failed'),
};

export const IMPORT_SOURCE_LABELS: Record<ImportSource, Label> = {
  ui: (t) => t('registers.imports.sources.ui'),
  cli: (t) => t('registers.imports.sources.cli'),
  api: (t) => t('registers.imports.sources.api'),
};

/** The fields a file's columns map to, as the mapping step names them. */
export const IMPORT_FIELD_LABELS: Record<ImportField, Label> = {
  code: (t) => t('registers.imports.importFields.code'),
  name: (t) => t('registers.imports.importFields.name'),
  gloc1: (t) => t('registers.imports.importFields.gloc1'),
  gloc2: (t) => t('registers.imports.importFields.gloc2'),
  gloc3: (t) => t('registers.imports.importFields.gloc3'),
  gloc4: (t) => t('registers.imports.importFields.gloc4'),
  gloc5: (t) => t('registers.imports.importFields.gloc5'),
  planting_date: (t) => t('registers.imports.importFields.plantingDate'),
  seed_year: (t) => t('registers.imports.importFields.seedYear'),
  rotation_start: (t) => t('registers.imports.importFields.rotationStart'),
  clone: (t) => t('registers.imports.importFields.clone'),
  spacing: (t) => t('registers.imports.importFields.spacing'),
  arrangement: (t) => t('registers.imports.importFields.arrangement'),
  cut_age_years: (t) => t('registers.imports.importFields.cutAgeYears'),
  level: (t) => t('registers.imports.importFields.level'),
  plot_code: (t) => t('registers.imports.importFields.plotCode'),
  soil_order: (t) => t('registers.imports.importFields.soilOrder'),
  textural_class: (t) => t('registers.imports.importFields.texturalClass'),
  altitude_m: (t) => t('registers.imports.importFields.altitudeM'),
  slope_pct: (t) => t('registers.imports.importFields.slopePct'),
  observed_on: (t) => t('registers.imports.importFields.observedOn'),
  ndvi: (t) => t('registers.imports.importFields.ndvi'),
  evi: (t) => t('registers.imports.importFields.evi'),
  // A measurement's figures: the words of the plot metrics screen.
  measured_on: (t) => t('reports.productivity.metrics.date'),
  age_years: (t) => t('reports.productivity.metrics.age'),
  vtcc_pessimistic: (t) => t('reports.productivity.metrics.vtccPessimistic'),
  vtcc_likely: (t) => t('reports.productivity.metrics.vtccLikely'),
  vtcc_optimistic: (t) => t('reports.productivity.metrics.vtccOptimistic'),
  vtcc_historic_max: (t) => t('reports.productivity.metrics.vtccHistoricMax'),
  vtcc_historic_min: (t) => t('reports.productivity.metrics.vtccHistoricMin'),
  ima: (t) => t('reports.productivity.metrics.ima'),
  ima_tcc: (t) => t('reports.productivity.metrics.imaTcc'),
  ica: (t) => t('reports.productivity.metrics.ica'),
  current_increment: (t) => t('reports.productivity.metrics.currentIncrement'),
  basal_area: (t) => t('reports.productivity.metrics.basalArea'),
  dominant_height: (t) => t('reports.productivity.metrics.dominantHeight'),
  mean_height: (t) => t('reports.productivity.metrics.meanHeight'),
  dap: (t) => t('reports.productivity.metrics.dap'),
  stems_per_ha: (t) => t('reports.productivity.metrics.stemsPerHa'),
  basic_density: (t) => t('reports.productivity.metrics.basicDensity'),
  total_volume_with_bark: (t) => t('reports.productivity.metrics.totalVolumeWithBark'),
  total_volume_without_bark: (t) => t('reports.productivity.metrics.totalVolumeWithoutBark'),
  commercial_volume_with_bark: (t) => t('reports.productivity.metrics.commercialVolumeWithBark'),
  commercial_volume_without_bark: (t) => t('reports.productivity.metrics.commercialVolumeWithoutBark'),
  survival_pct: (t) => t('reports.productivity.metrics.survivalPct'),
  damage_pct: (t) => t('reports.productivity.metrics.damagePct'),
  canopy_vigor_index: (t) => t('reports.productivity.metrics.canopyVigorIndex'),
  weather_impact_pct: (t) => t('reports.productivity.metrics.weatherImpactPct'),
  management_performance_pct: (t) => t('reports.productivity.metrics.managementPerformancePct'),
  contract_status: (t) => t('reports.productivity.metrics.contractStatus'),
  // A weather station's days.
  station: (t) => t('registers.imports.importFields.station'),
  day: (t) => t('registers.imports.importFields.day'),
  precipitation_mm: (t) => t('registers.imports.importFields.precipitationMm'),
  temp_min_c: (t) => t('registers.imports.importFields.tempMinC'),
  temp_max_c: (t) => t('registers.imports.importFields.tempMaxC'),
  temp_mean_c: (t) => t('registers.imports.importFields.tempMeanC'),
  et0_mm: (t) => t('registers.imports.importFields.et0Mm'),
  station_lon: (t) => t('registers.imports.importFields.stationLon'),
  station_lat: (t) => t('registers.imports.importFields.stationLat'),
  station_altitude_m: (t) => t('registers.imports.importFields.stationAltitudeM'),
};

export const PLOT_CHANGE_LABELS: Record<PlotChange, Label> = {
  added: (t) => t('registers.imports.preview.changes.added'),
  changed: (t) => t('registers.imports.preview.changes.changed'),
  unchanged: (t) => t('registers.imports.preview.changes.unchanged'),
  retired: (t) => t('registers.imports.preview.changes.retired'),
};

export const PLOT_CHANGE_COLORS: Record<PlotChange, string> = {
  added: 'forest.7',
  changed: 'blue.8',
  unchanged: 'gray.3',
  retired: 'red.9',
};

/** The flagged hectares' name: infested for weeds, affected for canopy anomalies. */
export const flaggedLabel = (t: TFunction, kind: ImportableKind | ImportKind) =>
  kind === 'anomalies'
    ? t('registers.imports.preview.flaggedAnomalies')
    : t('registers.imports.preview.flaggedWeeds');
