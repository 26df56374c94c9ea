// Issue 15's measure so far: how fast a classification raster's pixels are assigned to, and clipped by,
// the plots they fall in (apps/api/src/imports/geometry/raster-to-plots.ts), on the size the issue sets:
// 10 million pixels over 500 plots, to validate and preview in under 60 s on this 2-core machine. The
// whole import (read, check, preview) joins here once it is wired.
import { projectionOf } from '../apps/api/src/imports/crs/projection';
import type { PlotGeometry, Position } from '../apps/api/src/imports/geometry/geojson';
import {
  NODATA,
  rasterToPlots,
  type ClassificationRaster,
  type ProjectedPlot,
} from '../apps/api/src/imports/geometry/raster-to-plots';

const WIDTH = 4000;
const HEIGHT = 2500;
const PLOTS_ACROSS = 25;
const PLOTS_DOWN = 20;
const PIXEL_M = 10;
/** SIRGAS 2000 / UTM zone 22S, where the provider's customers are. */
const UTM_22S = 31982;
const ORIGIN_X = 400_000;
const ORIGIN_Y = 7_700_000;
const CORNERS = 120;

/** A small deterministic generator, so that runs compare. */
function generator(seed = 42) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
}

/** Half the pixels without weeds, 5 % without data, the rest levels 1 to 3 at random. */
function syntheticRaster(random: () => number): ClassificationRaster {
  const levels = new Uint8Array(WIDTH * HEIGHT);
  for (let index = 0; index < levels.length; index++) {
    const draw = random();
    levels[index] = draw < 0.05 ? NODATA : draw < 0.5 ? 0 : 1 + Math.floor(random() * 3);
  }
  return { width: WIDTH, height: HEIGHT, transform: [ORIGIN_X, PIXEL_M, 0, ORIGIN_Y, 0, -PIXEL_M], levels };
}

/** A wavy ring around (cx, cy) of mean radius r, counter-clockwise, closed: outlines as surveyed. */
function wavyRing(random: () => number, cx: number, cy: number, r: number): Position[] {
  const phase = random() * Math.PI;
  const ring: Position[] = [];
  for (let corner = 0; corner < CORNERS; corner++) {
    const angle = (corner / CORNERS) * 2 * Math.PI;
    const radius = r * (1 + 0.15 * Math.sin(5 * angle + phase) + 0.03 * random());
    ring.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  ring.push(ring[0] as Position);
  return ring;
}

/** 500 plots on a 25 × 20 layout, every tenth with a hole. */
function syntheticPlots(random: () => number): ProjectedPlot<number>[] {
  const blockWidth = (WIDTH * PIXEL_M) / PLOTS_ACROSS;
  const blockHeight = (HEIGHT * PIXEL_M) / PLOTS_DOWN;
  const plots: ProjectedPlot<number>[] = [];
  for (let row = 0; row < PLOTS_DOWN; row++) {
    for (let column = 0; column < PLOTS_ACROSS; column++) {
      const cx = ORIGIN_X + (column + 0.5) * blockWidth;
      const cy = ORIGIN_Y - (row + 0.5) * blockHeight;
      const r = Math.min(blockWidth, blockHeight) * 0.42;
      const rings = [wavyRing(random, cx, cy, r)];
      if (plots.length % 10 === 0) rings.push(wavyRing(random, cx, cy, r * 0.3).reverse());
      const geometry: PlotGeometry = { type: 'Polygon', coordinates: rings };
      plots.push({ id: plots.length + 1, geometry });
    }
  }
  return plots;
}

export interface ImportsBench {
  megapixels: number;
  plots: number;
  seconds: number;
  cpuSeconds: number;
  heapMb: number;
  cells: number;
  clippedCells: number;
}

export function measureImports(): ImportsBench {
  const random = generator();
  const raster = syntheticRaster(random);
  const plots = syntheticPlots(random);
  const projection = projectionOf(UTM_22S);
  const toWgs84 = (x: number, y: number) => projection.toLonLat([x, y]);
  const heapBefore = process.memoryUsage().heapUsed;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = rasterToPlots(raster, plots, toWgs84);
  const seconds = (performance.now() - started) / 1000;
  // CPU time as well: on a machine shared with other work the wall time says more about the neighbours.
  const cpu = process.cpuUsage(cpuBefore);
  return {
    megapixels: (WIDTH * HEIGHT) / 1e6,
    plots: plots.length,
    seconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    heapMb: (process.memoryUsage().heapUsed - heapBefore) / 1e6,
    cells: result.plots.reduce((sum, plot) => sum + plot.cells.length, 0),
    clippedCells: result.plots.reduce(
      (sum, plot) => sum + plot.cells.filter((cell) => cell.clipped).length,
      0,
    ),
  };
}

export function importsRows(bench: ImportsBench): string[] {
  return [
    `Imports (issue 15): a classification raster's pixels assigned to and clipped by the plots they fall in ` +
      `(\`rasterToPlots\`), ${bench.megapixels} million 10 m pixels in UTM 22S over ${bench.plots} wavy plots of ` +
      `${CORNERS} corners (every tenth with a hole), cells projected to WGS 84; the issue's budget for the whole ` +
      `validation and preview is 60 s.`,
    '',
    '| measure | value |',
    '|---|---|',
    `| wall time | ${bench.seconds.toFixed(1)} s (${(bench.megapixels / bench.seconds).toFixed(1)} Mpx/s) |`,
    `| CPU time | ${bench.cpuSeconds.toFixed(1)} s |`,
    `| heap growth | ${bench.heapMb.toFixed(0)} MB |`,
    `| cells (of which clipped by an outline) | ${bench.cells.toLocaleString('en-US')} (${bench.clippedCells.toLocaleString('en-US')}) |`,
    '',
  ];
}
