import type { FilterSpecification, Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';

export const PLOTS_SOURCE = 'plots';
export const PLOT_FILL_LAYER = 'plot-fill';
/** Cell layers go under the outlines, so a plot's edge stays visible over its cells. */
export const PLOT_OUTLINE_LAYER = 'plot-outline';
export const SELECTED_PLOT_LAYER = 'selected-plot';
/** The device's position (position.ts), drawn over everything else. */
export const POSITION_SOURCE = 'position';
const POSITION_ACCURACY_LAYER = 'position-accuracy';
const POSITION_POINT_LAYER = 'position-point';
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

/** The colour scheme the map is drawn for: the page's (Mantine's computed scheme). */
export type MapScheme = 'light' | 'dark';

/**
 * The map's own colours per scheme: the page behind the plots, the plots' tint and edges, the selected
 * plot's outline. The cells keep their level colours in both (level-colours.ts).
 */
const MAP_COLOURS = {
  light: {
    background: '#e9ecef',
    plotFill: '#ffffff',
    plotOutline: '#2b8a3e',
    selected: '#1864ab',
    position: '#7048e8',
  },
  // Mantine's dark greys behind plots a step lighter; edges, the selection and the position lighter to
  // stand out.
  dark: {
    background: '#2e2e2e',
    plotFill: '#424242',
    plotOutline: '#51cf66',
    selected: '#74c0fc',
    position: '#b197fc',
  },
} as const satisfies Record<MapScheme, Record<string, string>>;

/** Recolours a drawn map for another scheme, without rebuilding it (its sources and cells stay). */
export function applyMapScheme(map: MapLibreMap, scheme: MapScheme): void {
  const colours = MAP_COLOURS[scheme];
  map.setPaintProperty('background', 'background-color', colours.background);
  map.setPaintProperty(PLOT_FILL_LAYER, 'fill-color', colours.plotFill);
  map.setPaintProperty(PLOT_OUTLINE_LAYER, 'line-color', colours.plotOutline);
  map.setPaintProperty(SELECTED_PLOT_LAYER, 'line-color', colours.selected);
  map.setPaintProperty(POSITION_ACCURACY_LAYER, 'fill-color', colours.position);
  map.setPaintProperty(POSITION_POINT_LAYER, 'circle-color', colours.position);
}

/** The colour of the position's point, for the legend beside the map. */
export function positionColour(scheme: MapScheme): string {
  return MAP_COLOURS[scheme].position;
}

/**
 * The map's style. Without tiles it is a plain background, the plots and their cells: no glyphs, sprites,
 * fonts or other requests, so the map works offline. With a tile template the raster tiles lie under
 * the plots.
 */
export function weedMapStyle(
  tileUrl: string | null | undefined,
  tileAttribution?: string,
  scheme: MapScheme = 'light',
): StyleSpecification {
  const colours = MAP_COLOURS[scheme];
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
      [POSITION_SOURCE]: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': colours.background } },
      ...(tileUrl ? [{ id: 'tiles', type: 'raster' as const, source: 'tiles' }] : []),
      {
        id: PLOT_FILL_LAYER,
        type: 'fill',
        source: PLOTS_SOURCE,
        // Plots stand out from a plain background; over imagery they only tint it.
        paint: { 'fill-color': colours.plotFill, 'fill-opacity': tileUrl ? 0.15 : 0.6 },
      },
      {
        id: PLOT_OUTLINE_LAYER,
        type: 'line',
        source: PLOTS_SOURCE,
        // Thin when zoomed out: a farm's plots are a few pixels each there, and thick edges would hide
        // their cells.
        paint: {
          'line-color': colours.plotOutline,
          'line-width': ['interpolate', ['linear'], ['zoom'], 10, 0.25, 13, 0.75, 15, 1.5],
        },
      },
      {
        id: SELECTED_PLOT_LAYER,
        type: 'line',
        source: PLOTS_SOURCE,
        filter: selectedPlotFilter(null),
        paint: { 'line-color': colours.selected, 'line-width': 4 },
      },
      {
        id: POSITION_ACCURACY_LAYER,
        type: 'fill',
        source: POSITION_SOURCE,
        filter: ['==', ['geometry-type'], 'Polygon'],
        paint: { 'fill-color': colours.position, 'fill-opacity': 0.2 },
      },
      {
        id: POSITION_POINT_LAYER,
        type: 'circle',
        source: POSITION_SOURCE,
        filter: ['==', ['geometry-type'], 'Point'],
        // A ring of white keeps the point visible over any level's colour.
        paint: {
          'circle-color': colours.position,
          'circle-radius': 7,
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
        },
      },
    ],
  };
}
