import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

import { idColumn } from './columns';

// `double precision` on both engines: PostgreSQL's `real` is 4 bytes, too coarse for coordinates.
const number = 'double precision';
const required = (col: ColumnDefinitionBuilder) => col.notNull();

/**
 * Report data of the monitoring screens (see db/schema-monitoring.ts). Every table reaches its customer
 * (directly or through its plot) and goes away with it. The indexes serve the report queries: a grid is
 * read by plot, kind and date; a summary by customer, kind and date; a series by place and date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);

  await db.schema
    .createTable('plots')
    .addColumn('id', id.type, id.build)
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('gloc1', 'text')
    .addColumn('gloc2', 'text')
    .addColumn('gloc3', 'text')
    .addColumn('gloc4', 'text')
    .addColumn('gloc5', 'text')
    .addColumn('name', 'text', required)
    .addColumn('geometry_json', 'text', required)
    .addColumn('centroid_lon', number, required)
    .addColumn('centroid_lat', number, required)
    .addColumn('area_ha', number, required)
    .addColumn('planting_date', 'text', required)
    .addColumn('seed_year', 'integer', required)
    .addColumn('rotation_start', 'text', required)
    .addColumn('clone', 'text', required)
    .addColumn('spacing', 'text', required)
    .addColumn('arrangement', 'text', required)
    .addColumn('cut_age_years', number, required)
    .execute();
  await db.schema
    .createIndex('plots_customer_idx')
    .on('plots')
    .columns(['customer_id', 'gloc1', 'name'])
    .execute();

  await db.schema
    .createTable('plot_soils')
    .addColumn('plot_id', 'integer', (col) => col.primaryKey().references('plots.id').onDelete('cascade'))
    .addColumn('soil_order', 'text', required)
    .addColumn('textural_class', 'text', required)
    .addColumn('altitude_m', number, required)
    .addColumn('slope_pct', number, required)
    .execute();

  await db.schema
    .createTable('plot_metrics')
    .addColumn('id', id.type, id.build)
    .addColumn('plot_id', 'integer', (col) => col.notNull().references('plots.id').onDelete('cascade'))
    .addColumn('measured_on', 'text', required)
    .addColumn('age_years', number, required)
    .addColumn('vtcc_pessimistic', number, required)
    .addColumn('vtcc_likely', number, required)
    .addColumn('vtcc_optimistic', number, required)
    .addColumn('vtcc_historic_max', number, required)
    .addColumn('vtcc_historic_min', number, required)
    .addColumn('ima', number, required)
    .addColumn('ima_tcc', number, required)
    .addColumn('ica', number, required)
    .addColumn('current_increment', number, required)
    .addColumn('basal_area', number, required)
    .addColumn('dominant_height', number, required)
    .addColumn('mean_height', number, required)
    .addColumn('dap', number, required)
    .addColumn('stems_per_ha', 'integer', required)
    .addColumn('basic_density', number, required)
    .addColumn('total_volume_with_bark', number, required)
    .addColumn('total_volume_without_bark', number, required)
    .addColumn('commercial_volume_with_bark', number, required)
    .addColumn('commercial_volume_without_bark', number, required)
    .addColumn('survival_pct', number, required)
    .addColumn('damage_pct', number)
    .addColumn('canopy_vigor_index', number, required)
    .addColumn('weather_impact_pct', number, required)
    .addColumn('management_performance_pct', number, required)
    .addColumn('contract_status', 'text', required)
    .execute();
  await db.schema
    .createIndex('plot_metrics_plot_date_idx')
    .on('plot_metrics')
    .columns(['plot_id', 'measured_on'])
    .unique()
    .execute();

  await db.schema
    .createTable('monitoring_grids')
    .addColumn('id', id.type, id.build)
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('plot_id', 'integer', (col) => col.notNull().references('plots.id').onDelete('cascade'))
    .addColumn('kind', 'text', required)
    .addColumn('monitoring_date', 'text', required)
    .addColumn('image_date', 'text', required)
    .addColumn('cell_size_m', number, required)
    .execute();
  await db.schema
    .createIndex('monitoring_grids_plot_idx')
    .on('monitoring_grids')
    .columns(['plot_id', 'kind', 'monitoring_date'])
    .unique()
    .execute();
  await db.schema
    .createIndex('monitoring_grids_customer_idx')
    .on('monitoring_grids')
    .columns(['customer_id', 'kind', 'monitoring_date'])
    .execute();

  await db.schema
    .createTable('monitoring_cells')
    .addColumn('id', id.type, id.build)
    .addColumn('grid_id', 'integer', (col) =>
      col.notNull().references('monitoring_grids.id').onDelete('cascade'),
    )
    .addColumn('lon', number, required)
    .addColumn('lat', number, required)
    .addColumn('level', 'integer', required)
    .addColumn('area_ha', number, required)
    .execute();
  // Covers the summary's sums by grid and level without reading the rows; the grid reads its cells in order.
  await db.schema
    .createIndex('monitoring_cells_grid_idx')
    .on('monitoring_cells')
    .columns(['grid_id', 'level', 'area_ha'])
    .execute();

  await db.schema
    .createTable('weather_locations')
    .addColumn('id', id.type, id.build)
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', required)
    .addColumn('lon', number, required)
    .addColumn('lat', number, required)
    .addColumn('altitude_m', number, required)
    .execute();
  await db.schema
    .createIndex('weather_locations_customer_idx')
    .on('weather_locations')
    .column('customer_id')
    .execute();

  await db.schema
    .createTable('weather_daily')
    .addColumn('location_id', 'integer', (col) =>
      col.notNull().references('weather_locations.id').onDelete('cascade'),
    )
    .addColumn('day', 'text', required)
    .addColumn('precipitation_mm', number, required)
    .addColumn('temp_min_c', number, required)
    .addColumn('temp_max_c', number, required)
    .addColumn('temp_mean_c', number, required)
    .addColumn('et0_mm', number, required)
    .addPrimaryKeyConstraint('weather_daily_pk', ['location_id', 'day'])
    .execute();

  await db.schema
    .createTable('vegetation_indices')
    .addColumn('plot_id', 'integer', (col) => col.notNull().references('plots.id').onDelete('cascade'))
    .addColumn('observed_on', 'text', required)
    .addColumn('ndvi', number, required)
    .addColumn('evi', number, required)
    .addPrimaryKeyConstraint('vegetation_indices_pk', ['plot_id', 'observed_on'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'vegetation_indices',
    'weather_daily',
    'weather_locations',
    'monitoring_cells',
    'monitoring_grids',
    'plot_metrics',
    'plot_soils',
    'plots',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
