// The WeedMap with 100,000 cells in headless Chromium (issue 5: drawn in under 1 s after the data arrives,
// panning at 50+ fps). A harness page is built for production with Vite, as the portal ships it, and
// driven with Playwright: the time to the map's first full render comes from its onRendered callback,
// the frame times from requestAnimationFrame while the mouse drags the map around.
// `pnpm tsx bench/weed-map.ts` runs it alone; `pnpm bench` runs it too.
import { pathToFileURL } from 'node:url';

import type { Page } from 'playwright';

import {
  FRAME_RECORDER_SOURCE,
  frameStats,
  recordFramesWhile,
  root,
  withHarnessPage,
  type FrameStats,
} from './browser-harness';

const PAN_MS = 3000;

export interface WeedMapBench {
  cells: number;
  /** From mounting the map with the data to its first full render (includes starting MapLibre). */
  coldRenderMs: number;
  /** From mounting the map without cells to its first render: MapLibre's start alone. */
  startMs: number;
  /** From the data reaching a map already shown to the render with it: what a user waits after a query. */
  warmRenderMs: number;
  /** Frames while dragging the map with the cells. */
  pan: FrameStats;
  /** The same drag before the cells arrive: what the cells add to each frame is the difference. */
  emptyPan: FrameStats;
}

/**
 * The page: the 100,000-cell fixture of the stories, shown either at once (`?cold`) or after the map
 * is up without cells, and a frame recorder. Plain JavaScript so it needs no transform of its own.
 */
const harnessSource = `${FRAME_RECORDER_SOURCE}
import '${root}packages/portal-widgets/node_modules/@mantine/core/styles.css';
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createFakeApiClient } from '@dossel/api-client/testing';
import { createDosselI18n, DosselProvider, WeedMap } from '@dossel/portal-widgets';
import { generateFixture, HUNDRED_THOUSAND_CELLS } from '${root}packages/portal-widgets/src/weed-map/weed-map.fixtures.ts';

const data = generateFixture(HUNDRED_THOUSAND_CELLS);
const cold = new URLSearchParams(location.search).has('cold');
const bench = recordFrames({ renders: [], showData: () => {} });
window.weedMapBench = bench;

function Bench() {
  const [grids, setGrids] = useState(cold ? data.grids : []);
  bench.showData = () => setGrids(data.grids);
  // The default height, 480 px, as the weed and anomaly screens show it.
  return h(WeedMap, { plots: data.plots, grids, onRendered: (info) => bench.renders.push(info) });
}

createRoot(document.getElementById('root')).render(
  h(DosselProvider, { client: createFakeApiClient(), i18n: createDosselI18n({ language: 'pt-BR' }) }, h(Bench)),
);
`;

interface BenchWindow {
  weedMapBench: {
    renders: { cells: number; renderMs: number }[];
    showData: () => void;
  };
}

const renders = (page: Page, count: number) =>
  page.waitForFunction((n) => (window as unknown as BenchWindow).weedMapBench?.renders.length >= n, count, {
    timeout: 60_000,
  });
const lastRender = (page: Page) =>
  page.evaluate(() => (window as unknown as BenchWindow).weedMapBench.renders.at(-1) ?? null);

/** Drags the map in a slow circle for PAN_MS while the page records its frame times. */
async function panFrames(page: Page): Promise<number[]> {
  const box = await page.getByRole('region', { name: /matocompetição/ }).boundingBox();
  if (!box) throw new Error('the map canvas is not on the page');
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  const frames = await recordFramesWhile(page, 'weedMapBench', async () => {
    const started = Date.now();
    while (Date.now() - started < PAN_MS) {
      const angle = ((Date.now() - started) / PAN_MS) * 2 * Math.PI;
      await page.mouse.move(centre.x + 150 * Math.sin(angle), centre.y + 150 * (1 - Math.cos(angle)));
      await page.waitForTimeout(8);
    }
  });
  await page.mouse.up();
  return frames;
}

export async function measureWeedMap(): Promise<WeedMapBench> {
  return withHarnessPage('weed-map-bench', harnessSource, async (page, url) => {
    await page.goto(`${url}?cold`);
    await renders(page, 1);
    const cold = await lastRender(page);

    await page.goto(url);
    await renders(page, 1);
    const start = await lastRender(page);
    const emptyPan = frameStats(await panFrames(page));
    await page.evaluate(() => (window as unknown as BenchWindow).weedMapBench.showData());
    await renders(page, 2);
    const warm = await lastRender(page);

    const pan = frameStats(await panFrames(page));
    return {
      cells: warm?.cells ?? 0,
      coldRenderMs: cold?.renderMs ?? Number.NaN,
      startMs: start?.renderMs ?? Number.NaN,
      warmRenderMs: warm?.renderMs ?? Number.NaN,
      pan,
      emptyPan,
    };
  });
}

/** The results as the rows of bench/RESULTS.md's table. */
export function weedMapRows(result: WeedMapBench): string[] {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const frames = (stats: FrameStats) =>
    `${stats.fps.toFixed(0)} fps / ${ms(stats.p50Ms)} / ${ms(stats.p95Ms)} / ${ms(stats.maxMs)}`;
  return [
    `| WeedMap, ${result.cells.toLocaleString('en-US')} cells: first render after the data arrives (budget 1000 ms) | ${ms(result.warmRenderMs)} |`,
    `| WeedMap, same cells, mounted with the data (MapLibre start included) | ${ms(result.coldRenderMs)} |`,
    `| WeedMap without cells, mounted (MapLibre start alone) | ${ms(result.startMs)} |`,
    `| WeedMap panning with the cells (drag, ${PAN_MS / 1000} s): fps (budget 50) / frame p50 / p95 / max | ${frames(result.pan)} |`,
    `| WeedMap panning before the cells arrive (same drag) | ${frames(result.emptyPan)} |`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(['| measure | value |', '|---|---|', ...weedMapRows(await measureWeedMap())].join('\n'));
}
