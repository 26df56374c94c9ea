import type { FilterSpecification, StyleSpecification } from 'maplibre-gl';

export const PLOTS_SOURCE = 'plots';
export const PLOT_FILL_LAYER = 'plot-fill';
/** Cell layers go under the outlines, so a plot's edge stays visible over its cells. */
export const PLOT_OUTLINE_LAYER = 'plot-outline';
export const SELECTED_PLOT_LAYER = 'selected-plot';
const NO_PLOT = -1;

/** The filter that draws the highlight around one plot (or none). */
export function selectedPlotFilter(plotId: number | null | undefined): ['==', ['id'], number] {
  return ['==', ['id'], plotId ?? NO_PLOT];
}

/** The filter that tints only the plots without cells: under cells the tint is hidden, and costs a draw. */
export function unmonitoredPlotsFilter(monitoredPlotIds: readonly number[]): FilterSpecification {
  return ['!', ['in', ['id'], ['literal', [...monitoredPlotIds]]]];
}

/** The filter that tints no plot: while the cells load, no plot is known to be without them. */
export function noPlotsFilter(): FilterSpecification {
  return ['==', ['id'], NO_PLOT];
}

/**
 * The map's style. Without tiles it is a plain background, the plots and their cells: no glyphs, sprites,
 * fonts or other requests, so the map works offline. With a tile template the raster tiles lie under
 * the plots.
 */
export function weedMapStyle(
  tileUrl: string | null | undefined,
  tileAttribution?: string,
): StyleSpecification {
  return {
    version: 8,
    sources: {
      ...(tileUrl && {
        tiles: {
          type: 'raster',
          tiles: [tileUrl],
          tileSize: 256,
          ...(tileAttribution && { attribution: tileAttribution }),
        },
      }),
      [PLOTS_SOURCE]: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#e9ecef' } },
      ...(tileUrl ? [{ id: 'tiles', type: 'raster' as const, source: 'tiles' }] : []),
      {
        id: PLOT_FILL_LAYER,
        type: 'fill',
        source: PLOTS_SOURCE,
        // Plots stand out from a plain background; over imagery they only tint it.
        paint: { 'fill-color': '#ffffff', 'fill-opacity': tileUrl ? 0.15 : 0.6 },
      },
      {
        id: PLOT_OUTLINE_LAYER,
        type: 'line',
        source: PLOTS_SOURCE,
        // Thin when zoomed out: a farm's plots are a few pixels each there, and thick edges would hide
        // their cells.
        paint: {
          'line-color': '#2b8a3e',
          'line-width': ['interpolate', ['linear'], ['zoom'], 10, 0.25, 13, 0.75, 15, 1.5],
        },
      },
      {
        id: SELECTED_PLOT_LAYER,
        type: 'line',
        source: PLOTS_SOURCE,
        filter: selectedPlotFilter(null),
        paint: { 'line-color': '#1864ab', 'line-width': 4 },
      },
    ],
  };
}
