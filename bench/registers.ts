// The benchmarking list (issue 6) in headless Chromium: the BenchmarkingTable with 10,000 records must
// sort, filter and scroll without a frame over 50 ms, and export 100,000 rows as CSV in under 1 s. A
// harness page is built for production with Vite, as the portal ships it (the widget on a fake server
// holding the records), and driven with Playwright as a user would; frame times come from
// requestAnimationFrame while each interaction runs, the export's time from the click on 'Baixar CSV'
// to the file handed to the browser.
// `pnpm tsx bench/registers.ts` runs it alone; `pnpm bench` runs it too.
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

const LIST_ROWS = 10_000;
const EXPORT_ROWS = 100_000;
const EXPORT_RUNS = 3;
const FRAME_BUDGET_MS = 50;

/** Frame times of one interaction, and how many went over the budget. */
export interface Frames extends FrameStats {
  count: number;
  overBudget: number;
}

export interface RegistersBench {
  listRows: number;
  /** Frames while the columns are sorted one after another, both ways. */
  sort: Frames;
  /** Frames while searching, choosing a customer and a date, and clearing them. */
  filter: Frames;
  /** Frames while the page scrolls over the table and turns its pages. */
  scroll: Frames;
  exportRows: number;
  /** Click on 'Baixar CSV' to the file handed to the browser, each run. */
  exportMs: number[];
  exportBytes: number;
}

/**
 * The page: `?rows=N` records (the stories' generator) on a fake server that answers the list,
 * `/filtros` and the customers as the API does, the table loading them through its client; a frame
 * recorder; and a catcher of the exported file instead of a download.
 */
const harnessSource = `${FRAME_RECORDER_SOURCE}
import '${root}packages/portal-widgets/node_modules/@mantine/core/styles.css';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { createFakeApiClient } from '@dossel/api-client/testing';
import { BenchmarkingTable, createDosselI18n, DosselProvider } from '@dossel/portal-widgets';
import { benchmarkingRoutes, manyBenchmarking } from '${root}packages/portal-widgets/src/benchmarking-table/benchmarking-table.fixtures.ts';

const count = Number(new URLSearchParams(location.search).get('rows'));
const rows = manyBenchmarking(count);
const customers = [...new Map(rows.map((row) => [row.customer_id, row.customer_name]))].map(
  ([value, label]) => ({ value, label, groupId: null }),
);
const client = createFakeApiClient({}, benchmarkingRoutes(rows, customers));

const bench = recordFrames({ exports: [], clickedAt: 0 });
window.registersBench = bench;
document.addEventListener('click', (event) => {
  if (event.target.closest('button')?.textContent === 'Baixar CSV') bench.clickedAt = performance.now();
}, true);
const createObjectURL = URL.createObjectURL.bind(URL);
URL.createObjectURL = (blob) => {
  bench.exports.push({ ms: performance.now() - bench.clickedAt, bytes: blob.size });
  return createObjectURL(blob);
};
HTMLAnchorElement.prototype.click = () => {};

createRoot(document.getElementById('root')).render(
  h(DosselProvider, { client, i18n: createDosselI18n({ language: 'pt-BR' }) }, h(BenchmarkingTable, { label: 'Benchmarking', client })),
);
`;

interface BenchWindow {
  registersBench: {
    exports: { ms: number; bytes: number }[];
  };
}

/** Runs `act` while the page records its frame times. */
async function framesWhile(page: Page, act: () => Promise<void>): Promise<Frames> {
  const frames = await recordFramesWhile(page, 'registersBench', act);
  return {
    ...frameStats(frames),
    count: frames.length,
    overBudget: frames.filter((frame) => frame > FRAME_BUDGET_MS).length,
  };
}

/** The first body row's text once it has changed from `before`: the table has answered. */
async function rowsChanged(page: Page, before: string | null) {
  await page.waitForFunction(
    (previous) => document.querySelector('tbody tr')?.textContent !== previous,
    before,
    { timeout: 10_000 },
  );
}
const firstRow = (page: Page) => page.evaluate(() => document.querySelector('tbody tr')?.textContent ?? null);

async function sortEveryColumn(page: Page) {
  for (const column of ['Data', 'IMA aos 7 anos', 'Performance', 'Impacto do clima', 'Cliente']) {
    for (let turn = 0; turn < 2; turn += 1) {
      const before = await firstRow(page);
      await page.getByRole('button', { name: column, exact: true }).click();
      await rowsChanged(page, before).catch(() => undefined);
      await page.waitForTimeout(100);
    }
  }
}

/** The pagination's 'from–to de total': what the table counts now. */
const RANGE = /^[\d.,]+–[\d.,]+ de [\d.,]+$/;
const rangeText = (page: Page) => page.getByText(RANGE).textContent({ timeout: 10_000 });

/** Does `act` and waits until the table's count says something else. */
async function recount(page: Page, act: () => Promise<unknown>) {
  const before = await rangeText(page);
  await act();
  await page.waitForFunction(
    ([pattern, previous]) =>
      [...document.querySelectorAll('*')].some(
        (element) =>
          element.childElementCount === 0 &&
          new RegExp(pattern).test(element.textContent ?? '') &&
          element.textContent !== previous,
      ),
    [RANGE.source, before] as const,
    { timeout: 10_000 },
  );
}

async function filterEveryWay(page: Page) {
  const search = page.getByRole('searchbox', { name: 'Pesquisar' });
  await recount(page, () => search.pressSequentially('Cliente 01', { delay: 60 }));
  await recount(page, () => search.fill('2010'));
  await recount(page, () => search.fill(''));
  const customer = page.getByRole('combobox', { name: 'Cliente' });
  await recount(page, () => customer.selectOption('Cliente 007'));
  await recount(page, () => page.getByLabel('Data').fill('2005-03-31'));
  await recount(page, () => customer.selectOption('Todos os clientes'));
}

async function scrollAndTurnPages(page: Page) {
  const table = await page.getByRole('table', { name: 'Benchmarking' }).boundingBox();
  if (!table) throw new Error('the table is not on the page');
  await page.mouse.move(table.x + table.width / 2, table.y + table.height / 2);
  for (let step = 0; step < 40; step += 1) {
    await page.mouse.wheel(0, step < 20 ? 120 : -120);
    await page.waitForTimeout(30);
  }
  for (let turn = 0; turn < 5; turn += 1) {
    const before = await firstRow(page);
    await page.getByRole('button', { name: 'Próxima página' }).click();
    await rowsChanged(page, before);
  }
  await recount(page, () => page.getByRole('button', { name: 'Última página' }).click());
}

export async function measureRegisters(): Promise<RegistersBench> {
  return withHarnessPage('registers-bench', harnessSource, async (page, url) => {
    await page.goto(`${url}?rows=${LIST_ROWS}`);
    await page.getByText(/de 10[.,]?000$/).waitFor({ timeout: 60_000 });
    const sort = await framesWhile(page, () => sortEveryColumn(page));
    const filter = await framesWhile(page, () => filterEveryWay(page));
    const scroll = await framesWhile(page, () => scrollAndTurnPages(page));

    await page.goto(`${url}?rows=${EXPORT_ROWS}`);
    await page.getByText(/de 100[.,]?000$/).waitFor({ timeout: 60_000 });
    for (let run = 1; run <= EXPORT_RUNS; run += 1) {
      await page.getByRole('button', { name: 'Baixar CSV' }).click();
      await page.waitForFunction(
        (count) => (window as unknown as BenchWindow).registersBench.exports.length >= count,
        run,
        { timeout: 30_000 },
      );
    }
    const exports = await page.evaluate(() => (window as unknown as BenchWindow).registersBench.exports);
    return {
      listRows: LIST_ROWS,
      sort,
      filter,
      scroll,
      exportRows: EXPORT_ROWS,
      exportMs: exports.map((run) => run.ms),
      exportBytes: exports[0]?.bytes ?? 0,
    };
  });
}

/** The results as the rows of bench/RESULTS.md's table. */
export function registersRows(result: RegistersBench): string[] {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const frames = (stats: Frames) =>
    `max ${ms(stats.maxMs)}, ${stats.overBudget} of ${stats.count} frames over ${FRAME_BUDGET_MS} ms (p50 ${ms(stats.p50Ms)}, p95 ${ms(stats.p95Ms)})`;
  const rows = result.listRows.toLocaleString('en-US');
  const sorted = [...result.exportMs].sort((a, b) => a - b);
  return [
    `| BenchmarkingTable, ${rows} records, sorting every column both ways: frame time (budget max ${FRAME_BUDGET_MS} ms) | ${frames(result.sort)} |`,
    `| BenchmarkingTable, ${rows} records, search, customer and date filters: frame time | ${frames(result.filter)} |`,
    `| BenchmarkingTable, ${rows} records, scrolling and turning pages: frame time | ${frames(result.scroll)} |`,
    `| BenchmarkingTable CSV export, ${result.exportRows.toLocaleString('en-US')} rows (${(result.exportBytes / 1024 / 1024).toFixed(1)} MB), click to file: median / max of ${result.exportMs.length} (budget 1000 ms) | ${ms(sorted[Math.floor(sorted.length / 2)] ?? Number.NaN)} / ${ms(sorted.at(-1) ?? Number.NaN)} |`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(['| measure | value |', '|---|---|', ...registersRows(await measureRegisters())].join('\n'));
}
