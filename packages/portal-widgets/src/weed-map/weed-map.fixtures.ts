// Generated plots and grids for the stories, tests and the benchmark: square plots in rows, near
// Lençóis Paulista (SP), each covered by 50 m cells whose levels form patches as real infestations do.
import { encodeGridRaster, type GridCell, type PlotFeatureCollection } from '@dossel/api-client';

import type { WeedMapGrid } from './weed-map-types';

const ORIGIN = { lon: -48.8, lat: -22.6 };
const CELL_SIZE_M = 50;
const CELL_AREA_HA = (CELL_SIZE_M * CELL_SIZE_M) / 10_000;
const METRES_PER_DEGREE = (2 * Math.PI * 6_371_008.8) / 360;
const CELL_LAT = CELL_SIZE_M / METRES_PER_DEGREE;
const CELL_LON = CELL_LAT / Math.cos((ORIGIN.lat * Math.PI) / 180);
/** Cells left between neighbouring plots (a road). */
const GAP_CELLS = 4;

export interface WeedMapFixture {
  plots: PlotFeatureCollection;
  grids: WeedMapGrid[];
}

export interface FixtureOptions {
  /** How many plots. */
  plots: number;
  /** Cells along each side of a square plot. */
  side: number;
  /** Plots (by position, 0-based) left without cells: not monitored on the date. */
  unmonitored?: readonly number[];
  /** Plots side by side in a row. @default the square root of `plots`, rounded up */
  perRow?: number;
}

/** Four plots of 31 × 31 cells (an odd side puts a whole cell at each plot's middle); the fourth not monitored. */
export const FOUR_PLOTS: FixtureOptions = { plots: 4, side: 31, unmonitored: [3] };
/** One plot that the satellite did not cover on the date. */
export const ONE_UNMONITORED_PLOT: FixtureOptions = { plots: 1, side: 31, unmonitored: [0] };
/** 25 plots of 64 × 64 cells: 102,400 cells, a large customer's grid on one date. */
export const HUNDRED_THOUSAND_CELLS: FixtureOptions = { plots: 25, side: 64 };

/** A smooth, repeatable level pattern: patches of level 3 inside level 2 inside level 1. */
function levelAt(plot: number, column: number, row: number): 1 | 2 | 3 {
  const wave =
    Math.sin((column + plot * 7) / 5) + Math.cos((row - plot * 3) / 4) + Math.sin((column + row) / 9);
  return wave > 1.4 ? 3 : wave > 0.4 ? 2 : 1;
}

/** The level the fixture gives the cell at the middle of a plot (tests click there). */
export function middleLevel(plot: number, side: number): 1 | 2 | 3 {
  const middle = Math.floor(side / 2);
  return levelAt(plot, middle, middle);
}

/** The middle of a plot (0-based) of a fixture: where the stories put the user. */
export function plotMiddle({ plots: count, side, perRow }: FixtureOptions, plot: number) {
  const columnsOfPlots = perRow ?? Math.ceil(Math.sqrt(count));
  return {
    lon: ORIGIN.lon + ((plot % columnsOfPlots) * (side + GAP_CELLS) + side / 2) * CELL_LON,
    lat: ORIGIN.lat - (Math.floor(plot / columnsOfPlots) * (side + GAP_CELLS) + side / 2) * CELL_LAT,
  };
}

export function plotName(plot: number): string {
  return `Talhão ${String(plot + 1).padStart(3, '0')}`;
}

export function generateFixture({
  plots: count,
  side,
  unmonitored = [],
  perRow,
}: FixtureOptions): WeedMapFixture {
  const columnsOfPlots = perRow ?? Math.ceil(Math.sqrt(count));
  const features: PlotFeatureCollection['features'] = [];
  const grids: WeedMapGrid[] = [];
  for (let plot = 0; plot < count; plot += 1) {
    const west = ORIGIN.lon + (plot % columnsOfPlots) * (side + GAP_CELLS) * CELL_LON;
    const north = ORIGIN.lat - Math.floor(plot / columnsOfPlots) * (side + GAP_CELLS) * CELL_LAT;
    const east = west + side * CELL_LON;
    const south = north - side * CELL_LAT;
    const id = plot + 1;
    features.push({
      type: 'Feature',
      id,
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [west, north],
            [east, north],
            [east, south],
            [west, south],
            [west, north],
          ],
        ],
      },
      properties: {
        id,
        customerId: 1,
        gloc1: 'Fazenda Santa Luzia',
        gloc2: 'Região Centro',
        gloc3: plotName(plot),
        gloc4: null,
        gloc5: null,
        name: plotName(plot),
        areaHa: Math.round(side * side * CELL_AREA_HA * 100) / 100,
        plantingDate: '2022-03-15',
        seedYear: 2022,
        rotationStart: '2022-03-15',
        ageYears: 4.7,
        clone: 'AEC 144',
        spacing: '3x2',
        arrangement: 'Retangular',
        cutAgeYears: 7,
      },
    });
    if (unmonitored.includes(plot)) {
      grids.push({ plotId: id, imageDate: null, raster: null });
      continue;
    }
    const cells: GridCell[] = [];
    for (let row = 0; row < side; row += 1) {
      for (let column = 0; column < side; column += 1) {
        cells.push({
          lon: west + (column + 0.5) * CELL_LON,
          lat: north - (row + 0.5) * CELL_LAT,
          level: levelAt(plot, column, row),
          areaHa: CELL_AREA_HA,
        });
      }
    }
    // Encoded as the API does, so the widget is shown the form it gets from the server.
    grids.push({ plotId: id, imageDate: '2026-10-15', raster: encodeGridRaster(cells, CELL_SIZE_M) });
  }
  return { plots: { type: 'FeatureCollection', features }, grids };
}
