// Issue 7's budgets for the field-operation records, at the API on the large seed (100,000 records of Vale
// Verde): a filtered page of the operations list in under 100 ms and the cost summary in under 300 ms.
// Requests go one at a time (what one user waits for), after a warm-up; each route is measured on one
// query asked again and again (what its caches make of it) and on a variety where no query repeats (what
// the database costs). `pnpm tsx bench/field-operations.ts` runs it alone on SQLite (`--from-source` runs
// the API from its sources instead of the build); `pnpm bench` runs it on each engine of its load test.
import { pathToFileURL } from 'node:url';

import { api, signInOnValeVerde, startLargeServer } from './large-server';

const WARM_UP = 20;
const REQUESTS = 200;
const LIST_BUDGET_MS = 100;
const SUMMARY_BUDGET_MS = 300;
const DAY_MS = 86_400_000;
const GROUPS = [
  'Fertilização',
  'Matocompetição',
  'Proteção',
  'Condução brotação',
  'Plantio',
  'Pulverização aérea',
  'Preparo solo',
];

/** Sequential response times of one case, in ms. */
export interface Latency {
  name: string;
  budgetMs: number;
  times: number[];
}

export interface FieldOperationsBench {
  /** The records of the customer measured on. */
  records: number;
  latencies: Latency[];
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;

async function timed(base: string, token: string, path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return ms;
}

/** Asks `paths[i]` in turn, one request at a time; the first `warmUp` answers are not counted. */
async function sequential(base: string, token: string, paths: string[], warmUp: number): Promise<number[]> {
  const times: number[] = [];
  for (const [index, path] of paths.entries()) {
    const ms = await timed(base, token, path);
    if (index >= warmUp) times.push(ms);
  }
  return times;
}

const query = (values: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(values).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
  ).toString();

/** Measures the operations list and the cost summary on a server holding the large seed. */
export async function measureFieldOperations(base: string): Promise<FieldOperationsBench> {
  const token = await signInOnValeVerde(base);
  const { total: records } = await api<{ total: number }>(
    base,
    '/register/gas/operacoes?pageSize=1',
    {},
    token,
  );
  const { fazendas: farms } = await api<{ fazendas: string[] }>(
    base,
    '/register/gas/operacoes/resumo',
    {},
    token,
  );
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const yearAgo = today - 365 * DAY_MS;
  const farm = (index: number) => farms[index % farms.length];
  const group = (index: number) => GROUPS[index % GROUPS.length];
  // Each varied request starts its period on another day, so no answer comes from a cache.
  const shiftedStart = (index: number) => isoDay(yearAgo + (index % 300) * DAY_MS);
  const list = (values: Record<string, string | number | undefined>) =>
    `/register/gas/operacoes?${query(values)}`;
  const summary = (values: Record<string, string | undefined>) =>
    `/register/gas/operacoes/resumo?${query(values)}`;
  const repeated = (path: string) => Array.from({ length: WARM_UP + REQUESTS }, () => path);
  const varied = (path: (index: number) => string) =>
    Array.from({ length: WARM_UP + REQUESTS }, (_, index) => path(index));

  const cases: { name: string; budgetMs: number; paths: string[] }[] = [
    {
      name: 'operations list, one filtered page (period, group, farm) asked again',
      budgetMs: LIST_BUDGET_MS,
      paths: repeated(
        list({ de: isoDay(yearAgo), ate: isoDay(today), grupo: group(0), gloc1: farm(0), page: 1 }),
      ),
    },
    {
      name: 'operations list, filtered pages that never repeat (period, group, farm, pages 1–5)',
      budgetMs: LIST_BUDGET_MS,
      paths: varied((index) =>
        list({
          de: shiftedStart(index),
          ate: isoDay(today),
          grupo: group(index),
          gloc1: index % 3 === 0 ? undefined : farm(index),
          page: (index % 5) + 1,
        }),
      ),
    },
    {
      name: 'operations list, group only, deep pages that never repeat (page 1–250 of 50)',
      budgetMs: LIST_BUDGET_MS,
      paths: varied((index) => list({ grupo: group(index), page: ((index * 37) % 250) + 1, pageSize: 50 })),
    },
    {
      name: 'cost summary, the last 12 months of every farm asked again',
      budgetMs: SUMMARY_BUDGET_MS,
      paths: repeated(summary({ de: isoDay(yearAgo), ate: isoDay(today) })),
    },
    {
      name: 'cost summary, periods and farms that never repeat',
      budgetMs: SUMMARY_BUDGET_MS,
      paths: varied((index) =>
        summary({
          de: shiftedStart(index),
          ate: isoDay(today),
          gloc1: index % 2 === 0 ? undefined : farm(index),
        }),
      ),
    },
    {
      name: 'cost summary, every record (no period, no farm)',
      budgetMs: SUMMARY_BUDGET_MS,
      paths: repeated(summary({})),
    },
  ];

  const latencies: Latency[] = [];
  for (const { name, budgetMs, paths } of cases) {
    latencies.push({ name, budgetMs, times: await sequential(base, token, paths, WARM_UP) });
  }
  return { records, latencies };
}

/** The results as rows of a `| measure | value |` table, like the other bench scripts. */
export function fieldOperationsRows(result: FieldOperationsBench, engine = 'SQLite'): string[] {
  const records = result.records.toLocaleString('en-US');
  return result.latencies.map(({ name, budgetMs, times }) => {
    const sorted = [...times].sort((a, b) => a - b);
    const p95 = percentile(sorted, 0.95);
    const verdict = p95 < budgetMs ? 'within' : 'OVER';
    return `| ${engine}, ${records} records: ${name}, ${times.length} sequential requests | p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms (budget ${budgetMs} ms: p95 ${verdict}) |`;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await startLargeServer({ fromSource: process.argv.includes('--from-source') });
  try {
    console.log(`large seed ready in ${server.startSeconds.toFixed(0)} s`);
    const result = await measureFieldOperations(server.base);
    console.log(['| measure | value |', '|---|---|', ...fieldOperationsRows(result)].join('\n'));
  } finally {
    await server.stop();
  }
}
