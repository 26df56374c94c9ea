import type { MonitoringGrid, MonitoringKind, PlotFeatureCollection } from '@dossel/api-client';

import type { WeedMapPosition } from './position';

export type { WeedMapPosition } from './position';

/** The part of a monitoring grid the map draws: one plot's cells on one date. */
export type WeedMapGrid = Pick<MonitoringGrid, 'plotId' | 'imageDate' | 'raster'>;

/** What the first full render after new data took, for benchmarks and monitoring. */
export interface WeedMapRenderInfo {
  /** Cells drawn. */
  cells: number;
  /** Milliseconds from the data reaching the map to the map being idle with it drawn. */
  renderMs: number;
}

export interface WeedMapProps {
  /** What the levels mean: weed competition or canopy anomalies (legend texts and colours). @default 'weeds' */
  kind?: MonitoringKind;
  /** The plot outlines (GeoJSON, WGS84). */
  plots: PlotFeatureCollection;
  /** The cells of each plot on the chosen date; a plot without a grid here shows as not monitored. */
  grids: readonly WeedMapGrid[];
  /** Raster XYZ tile template ('https://…/{z}/{x}/{y}.png') drawn under the plots. @default null: no base map, fully offline */
  tileUrl?: string | null;
  /** Attribution of the tiles, shown in the map's corner when tileUrl is set. @default none */
  tileAttribution?: string;
  /** The highlighted plot; the map fits to it whenever it changes. @default null */
  selectedPlotId?: number | null;
  /** Called with the plot id when the user clicks a plot or one of its cells. @default none */
  onSelectPlot?: (plotId: number) => void;
  /** Height of the map (CSS length or pixels). @default 480 */
  height?: number | string;
  /** Called once the map has drawn new data, with the number of cells and the time it took. @default none */
  onRendered?: (info: WeedMapRenderInfo) => void;
  /** The grids are still on their way: the plots show, with a loading sign instead of the cells. @default false */
  loadingCells?: boolean;
  /**
   * Where the user is (from the device's geolocation): a point and its accuracy circle over the plots, and
   * a line under the map saying how accurate it is. The map does not move to it. @default null: none
   */
  position?: WeedMapPosition | null;
  /** Plot outlines alone (a preview of imported plots): no legend, no cell counts, no 'no cells' note. @default false */
  outlinesOnly?: boolean;
}
