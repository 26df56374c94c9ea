import type { Generated } from 'kysely';

/**
 * The tables of the monitoring area, merged into `Database` (db/schema.ts). Same column rules apply:
 * ISO text dates, JSON as text, numbers as double precision. See migrations/0006-monitoring.ts.
 */
export interface MonitoringTables {
  plots: PlotsTable;
  plot_soils: PlotSoilsTable;
  plot_metrics: PlotMetricsTable;
  monitoring_grids: MonitoringGridsTable;
  monitoring_cells: MonitoringCellsTable;
  weather_locations: WeatherLocationsTable;
  weather_daily: WeatherDailyTable;
  vegetation_indices: VegetationIndicesTable;
}

/** A plot (talhão) of a customer. */
export interface PlotsTable {
  id: Generated<number>;
  customer_id: number;
  gloc1: string | null;
  gloc2: string | null;
  gloc3: string | null;
  gloc4: string | null;
  gloc5: string | null;
  /** Unique within the customer: how imports recognise the plot (migration 0015). */
  code: string;
  name: string;
  /** When an import of plots left it out: kept for its history, shown nowhere. */
  retired_at: string | null;
  /** GeoJSON Polygon in WGS84. */
  geometry_json: string;
  centroid_lon: number;
  centroid_lat: number;
  area_ha: number;
  planting_date: string;
  seed_year: number;
  rotation_start: string;
  clone: string;
  spacing: string;
  arrangement: string;
  cut_age_years: number;
}

export interface PlotSoilsTable {
  plot_id: number;
  soil_order: string;
  textural_class: string;
  altitude_m: number;
  slope_pct: number;
}

/** The metrics of a plot on a measurement date; volumes in m³/ha. */
export interface PlotMetricsTable {
  id: Generated<number>;
  plot_id: number;
  measured_on: string;
  age_years: number;
  vtcc_pessimistic: number;
  vtcc_likely: number;
  vtcc_optimistic: number;
  vtcc_historic_max: number;
  vtcc_historic_min: number;
  ima: number;
  ima_tcc: number;
  ica: number;
  current_increment: number;
  basal_area: number;
  dominant_height: number;
  mean_height: number;
  dap: number;
  stems_per_ha: number;
  basic_density: number;
  total_volume_with_bark: number;
  total_volume_without_bark: number;
  commercial_volume_with_bark: number;
  commercial_volume_without_bark: number;
  survival_pct: number;
  damage_pct: number | null;
  canopy_vigor_index: number;
  weather_impact_pct: number;
  management_performance_pct: number;
  /** 'active' (under follow-up) or 'inactive' (not supervised). */
  contract_status: string;
}

/** One monitoring of one plot: weed competition or canopy anomalies, on a date, from an image. */
export interface MonitoringGridsTable {
  id: Generated<number>;
  customer_id: number;
  plot_id: number;
  /** 'weeds' or 'anomalies'. */
  kind: string;
  monitoring_date: string;
  image_date: string;
  cell_size_m: number;
  /**
   * An imported grid's area in ha by level (JSON `{"1":…,"2":…,"3":…}`), measured on the pixels clipped by
   * the plot; null: the sums of its cells (migration 0015).
   */
  level_areas_json: string | null;
}

/** A square cell of a grid, by its centre; level 1 to 3. */
export interface MonitoringCellsTable {
  id: Generated<number>;
  grid_id: number;
  lon: number;
  lat: number;
  level: number;
  area_ha: number;
}

/** A place with a daily weather series (a customer's region). */
export interface WeatherLocationsTable {
  id: Generated<number>;
  customer_id: number;
  name: string;
  lon: number;
  lat: number;
  altitude_m: number;
}

export interface WeatherDailyTable {
  location_id: number;
  day: string;
  precipitation_mm: number;
  temp_min_c: number;
  temp_max_c: number;
  temp_mean_c: number;
  et0_mm: number;
}

/** Monthly composites of vegetation indices per plot. */
export interface VegetationIndicesTable {
  plot_id: number;
  observed_on: string;
  ndvi: number;
  evi: number;
}
