import { plotAt, type GridCell, type PlotFeatureCollection } from '@dossel/api-client';

import { cellAt, type CellRaster } from './cell-raster';
import type { WeedMapGrid } from './weed-map-types';

type PlotFeature = PlotFeatureCollection['features'][number];

/** What the pointer is on: a cell of a plot, or a plot (monitored on this date or not). */
export type MapTarget =
  | { type: 'cell'; plot: PlotFeature; cell: GridCell; imageDate: string | null }
  | { type: 'plot'; plot: PlotFeature; imageDate: string | null; monitored: boolean };

/**
 * Finds what lies under a position: first a cell (rasters are looked up, not searched), else a plot.
 * Done here rather than by querying rendered features, so it costs the same for 100 or 100,000 cells.
 */
export function createTargetFinder(
  plots: PlotFeatureCollection,
  grids: readonly WeedMapGrid[],
  rasters: readonly CellRaster[],
) {
  const plotById = new Map(plots.features.map((feature) => [feature.id, feature]));
  const gridByPlot = new Map(grids.map((grid) => [grid.plotId, grid]));
  return (lon: number, lat: number): MapTarget | null => {
    for (const raster of rasters) {
      if (lon < raster.west || lon > raster.east || lat < raster.south || lat > raster.north) continue;
      const cell = cellAt(raster, lon, lat);
      const plot = plotById.get(raster.plotId);
      if (cell && plot) return { type: 'cell', plot, cell, imageDate: raster.imageDate };
    }
    const plot = plotAt(plots, lon, lat);
    if (!plot) return null;
    const grid = gridByPlot.get(plot.id);
    return {
      type: 'plot',
      plot,
      imageDate: grid?.imageDate ?? null,
      monitored: grid !== undefined && grid.raster !== null,
    };
  };
}

/** Bounds [west, south, east, north] around the given plots, or null when there are none. */
export function plotBounds(features: readonly PlotFeature[]): [number, number, number, number] | null {
  let bounds: [number, number, number, number] | null = null;
  for (const feature of features) {
    for (const [lon = 0, lat = 0] of feature.geometry.coordinates[0] ?? []) {
      bounds = bounds
        ? [
            Math.min(bounds[0], lon),
            Math.min(bounds[1], lat),
            Math.max(bounds[2], lon),
            Math.max(bounds[3], lat),
          ]
        : [lon, lat, lon, lat];
    }
  }
  return bounds;
}
