import {
  ageInYears,
  type Plot,
  type PlotFeatureCollection,
  type PlotListItem,
  type PlotSoil,
  type PlotsQuery,
} from '@dossel/api-client';
import type { Kysely, Selectable } from 'kysely';

import type { Database } from '../../db/schema';
import type { PlotsTable } from '../../db/schema-monitoring';

const today = () => new Date().toISOString().slice(0, 10);

/** A plots row as the API shows it in lists, its age on `at`. */
export function toListItem(row: Selectable<PlotsTable>, at: string): PlotListItem {
  return {
    id: row.id,
    customerId: row.customer_id,
    gloc1: row.gloc1,
    gloc2: row.gloc2,
    gloc3: row.gloc3,
    gloc4: row.gloc4,
    gloc5: row.gloc5,
    name: row.name,
    areaHa: row.area_ha,
    plantingDate: row.planting_date,
    seedYear: row.seed_year,
    rotationStart: row.rotation_start,
    ageYears: ageInYears(row.rotation_start, at),
    clone: row.clone,
    spacing: row.spacing,
    arrangement: row.arrangement,
    cutAgeYears: row.cut_age_years,
  };
}

/** A plots row as the API shows it, with its outline. */
export function toPlot(row: Selectable<PlotsTable>, at: string): Plot {
  return { ...toListItem(row, at), geometry: JSON.parse(row.geometry_json) as Plot['geometry'] };
}

/** Plots as a GeoJSON FeatureCollection for the maps: each outline, with the list item as its properties. */
export function plotFeatureCollection(plots: readonly Plot[]): PlotFeatureCollection {
  return {
    type: 'FeatureCollection',
    features: plots.map(({ geometry, ...properties }) => ({
      type: 'Feature',
      id: properties.id,
      geometry,
      properties,
    })),
  };
}

const GLOC_LEVELS = ['gloc1', 'gloc2', 'gloc3', 'gloc4', 'gloc5'] as const;

/** Plots (talhões) of a customer, with their soil and relief. */
export function createPlotsRepository(db: Kysely<Database>) {
  function selectPlots(query: PlotsQuery) {
    // Plots an import retired keep their history but are shown nowhere.
    let select = db
      .selectFrom('plots')
      .selectAll()
      .where('customer_id', '=', query.customer_id)
      .where('retired_at', 'is', null);
    for (const level of GLOC_LEVELS) {
      const value = query[level];
      if (value !== undefined && value !== '') select = select.where(level, '=', value);
    }
    return select.orderBy('gloc1').orderBy('name').orderBy('id');
  }

  return {
    /** The customer's plots, filtered by any gloc levels given, by farm and name. */
    async list(query: PlotsQuery): Promise<PlotListItem[]> {
      const at = today();
      return (await selectPlots(query).execute()).map((row) => toListItem(row, at));
    },

    /** The same plots with their outlines. */
    async listWithGeometry(query: PlotsQuery): Promise<Plot[]> {
      const at = today();
      return (await selectPlots(query).execute()).map((row) => toPlot(row, at));
    },

    async find(id: number): Promise<Plot | undefined> {
      const row = await db.selectFrom('plots').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toPlot(row, today());
    },

    /** Whether the plot exists and belongs to the customer. */
    async belongsTo(plotId: number, customerId: number): Promise<boolean> {
      const row = await db
        .selectFrom('plots')
        .select('id')
        .where('id', '=', plotId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Soil and relief of every plot of the customer. */
    async soils(customerId: number): Promise<PlotSoil[]> {
      const rows = await db
        .selectFrom('plots')
        .innerJoin('plot_soils', 'plot_soils.plot_id', 'plots.id')
        .select([
          'plots.id',
          'plots.name',
          'plots.gloc1',
          'plots.area_ha',
          'plot_soils.soil_order',
          'plot_soils.textural_class',
          'plot_soils.altitude_m',
          'plot_soils.slope_pct',
        ])
        .where('plots.customer_id', '=', customerId)
        .where('plots.retired_at', 'is', null)
        .orderBy('plots.gloc1')
        .orderBy('plots.name')
        .orderBy('plots.id')
        .execute();
      return rows.map((row) => ({
        plotId: row.id,
        plotName: row.name,
        gloc1: row.gloc1,
        areaHa: row.area_ha,
        soilOrder: row.soil_order as PlotSoil['soilOrder'],
        texturalClass: row.textural_class as PlotSoil['texturalClass'],
        altitudeM: row.altitude_m,
        slopePct: row.slope_pct,
      }));
    },
  };
}
export type PlotsRepository = ReturnType<typeof createPlotsRepository>;
