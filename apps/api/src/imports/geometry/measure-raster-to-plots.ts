/**
 * How fast rasterToPlots is on the size decision 013 sets: 10 million pixels over 500 plots, in the
 * time budget of under 60 s on two cores. Not a test (timings fail on a busy machine); run it by hand:
 *
 *   pnpm --filter @dossel/api exec tsx src/imports/geometry/measure-raster-to-plots.ts
 *
 * Plots are wavy outlines of 120 corners (every tenth with a hole) filling a 4 000 × 2 500 grid of 10 m
 * pixels in UTM 22S; levels are random, 5 % nodata; cells are projected to WGS 84 with proj4.
 *
 * On the 2-core machine of decision 013 (27 Nov 2026): 2.2 million cells (122 000 clipped) in 2.4–5 s
 * of wall time when the machine was quiet, 6.5–7 s under a load of 9 from other work, about 3 s of CPU
 * either way (1.5–4 Mpx/s), and +345 MB of heap; about half of it is garbage collection of the cell
 * objects. With every pixel in a plot and of a level (9.8 million cells) it took 11 s and +1.4 GB: the
 * cells, not the geometry, set the cost, so a worker's heap limit must allow for them.
 */
import proj4 from 'proj4';

import type { PlotGeometry, Position } from './geojson';
import { NODATA, rasterToPlots, type ClassificationRaster, type ProjectedPlot } from './raster-to-plots';

const WIDTH = 4000;
const HEIGHT = 2500;
const PLOTS_ACROSS = 25;
const PLOTS_DOWN = 20;
const PIXEL_M = 10;
const ORIGIN_X = 400_000;
const ORIGIN_Y = 7_700_000;
const CORNERS = 120;

let seed = 42;
/** A small deterministic generator, so that runs compare. */
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
}

function syntheticRaster(): ClassificationRaster {
  const levels = new Uint8Array(WIDTH * HEIGHT);
  for (let i = 0; i < levels.length; i++) {
    const draw = random();
    levels[i] = draw < 0.05 ? NODATA : draw < 0.5 ? 0 : 1 + Math.floor(random() * 3);
  }
  return { width: WIDTH, height: HEIGHT, transform: [ORIGIN_X, PIXEL_M, 0, ORIGIN_Y, 0, -PIXEL_M], levels };
}

/** A wavy ring around (cx, cy) of mean radius r, counter-clockwise, closed. */
function wavyRing(cx: number, cy: number, r: number): Position[] {
  const phase = random() * Math.PI;
  const ring: Position[] = [];
  for (let k = 0; k < CORNERS; k++) {
    const angle = (k / CORNERS) * 2 * Math.PI;
    const radius = r * (1 + 0.15 * Math.sin(5 * angle + phase) + 0.03 * random());
    ring.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  ring.push(ring[0] as Position);
  return ring;
}

function syntheticPlots(): ProjectedPlot<number>[] {
  const blockW = (WIDTH * PIXEL_M) / PLOTS_ACROSS;
  const blockH = (HEIGHT * PIXEL_M) / PLOTS_DOWN;
  const plots: ProjectedPlot<number>[] = [];
  for (let j = 0; j < PLOTS_DOWN; j++) {
    for (let i = 0; i < PLOTS_ACROSS; i++) {
      const cx = ORIGIN_X + (i + 0.5) * blockW;
      const cy = ORIGIN_Y - (j + 0.5) * blockH;
      const r = Math.min(blockW, blockH) * 0.42;
      const rings = [wavyRing(cx, cy, r)];
      if (plots.length % 10 === 0) rings.push(wavyRing(cx, cy, r * 0.3).reverse());
      const geometry: PlotGeometry = { type: 'Polygon', coordinates: rings };
      plots.push({ id: plots.length + 1, geometry });
    }
  }
  return plots;
}

const utm22s = proj4('+proj=utm +zone=22 +south +ellps=GRS80 +units=m +no_defs', 'WGS84');
const toWgs84 = (x: number, y: number): [number, number] => {
  const [lon, lat] = utm22s.forward([x, y]);
  return [lon as number, lat as number];
};

const raster = syntheticRaster();
const plots = syntheticPlots();
const heapBefore = process.memoryUsage().heapUsed;
const started = performance.now();
const cpuBefore = process.cpuUsage();
const result = rasterToPlots(raster, plots, toWgs84);
const seconds = (performance.now() - started) / 1000;
// CPU time as well: on a machine shared with other work the wall time says more about the neighbours.
const cpu = process.cpuUsage(cpuBefore);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;

const cells = result.plots.reduce((sum, plot) => sum + plot.cells.length, 0);
const clipped = result.plots.reduce((sum, plot) => sum + plot.cells.filter((cell) => cell.clipped).length, 0);
const monitored = result.plots.reduce((sum, plot) => sum + plot.monitoredHa, 0);
console.info(
  `${(WIDTH * HEIGHT) / 1e6} Mpx over ${plots.length} plots in ${seconds.toFixed(2)} s ` +
    `(CPU ${cpuSeconds.toFixed(2)} s) ` +
    `(${((WIDTH * HEIGHT) / seconds / 1e6).toFixed(1)} Mpx/s); ${cells} cells (${clipped} clipped), ` +
    `${result.pixelsInPlots} pixels in plots, ${result.pixelsOutsidePlots} outside, ` +
    `${monitored.toFixed(1)} ha monitored; heap +${heapMb.toFixed(0)} MB`,
);
