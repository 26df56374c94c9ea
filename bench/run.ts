// `pnpm bench`: measures what users feel and prints the numbers; `--write` also appends them to
// bench/RESULTS.md with the date and the machine. Needs `pnpm build` first (it measures the built app).
// The API load test (autocannon, 50 connections, 10 s a route) runs on the large seed on SQLite and, when
// a PostgreSQL server answers (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres),
// on a fresh database there. `--api-only` skips the first measures; `--web-only` runs only issue 13's:
// the portal beside the floor app on a slow mobile profile (../shared/perf/compare.sh) and the API's
// largest answers in bytes on the wire. Issue 16's (bench/instances.ts: two API instances against one on a
// fresh PostgreSQL database, and document upload and download, the local folder against a bucket) run in
// the full run and with `--api-only`; `--instances-only` runs only them. Issue 15's (bench/imports.ts: a
// 10-million-pixel raster over 500 plots) likewise, and alone with `--imports-only`. Issue 18's
// (bench/field-notes-offline.ts: the field-notes form offline, a photo note's storage, the queue's sync) run
// with the browser measures, and alone with `--field-notes-only`.
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

import { REPORT_ROUTES, SIGN_IN_BUDGET, measureInitialLoad, measureRouteLoad } from '../tooling/budgets';
import { fieldNotesOfflineRows, measureFieldNotesOffline } from './field-notes-offline';
import { fieldOperationsRows, measureFieldOperations, type FieldOperationsBench } from './field-operations';
import { importsRows, measureImports } from './imports';
import { instancesRows, measureInstances, type InstancesBench } from './instances';
import { api, signInAs, signInOnValeVerde, startLargeServer } from './large-server';
import { measureRegisters, registersRows } from './registers';
import { runSignInBurst, signInBurstRows } from './sign-in-burst';
import { measureSlowNetwork, slowNetworkRows } from './slow-network';
import { measureWeedMap, weedMapRows } from './weed-map';
import { measureWireBytes, wireBytesRows, type WireBytes } from './wire-bytes';

const root = fileURLToPath(new URL('..', import.meta.url));
const startLoad = loadavg()[0] ?? 0;
const startedAt = new Date();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;

async function timeServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'dossel-bench-'));
  const port = 18500 + Math.floor(process.pid % 400);
  const base = `http://127.0.0.1:${port}/api`;
  const started = performance.now();
  const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      const up = await fetch(`${base}/auth/me`).then(
        () => true,
        () => false,
      );
      if (up) break;
      if (performance.now() - started > 60_000) throw new Error('server did not start within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const firstStartMs = performance.now() - started;

    const login = () =>
      fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'cliente@demo.com.br', password: 'Dossel@2026' }),
      }).then((res) => res.json() as Promise<{ token: string }>);
    const loginTimes: number[] = [];
    let token = '';
    for (let i = 0; i < 20; i += 1) {
      const t0 = performance.now();
      token = (await login()).token;
      loginTimes.push(performance.now() - t0);
    }
    loginTimes.sort((a, b) => a - b);
    // An unknown e-mail must cost what a known one costs (a decoy hash is checked), or timing tells
    // an attacker which e-mails have accounts.
    const unknownTimes: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const started = performance.now();
      await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `ninguem${i}@demo.com.br`, password: 'Dossel@2026' }),
      }).then((res) => res.arrayBuffer());
      unknownTimes.push(performance.now() - started);
    }
    unknownTimes.sort((a, b) => a - b);

    const total = 2000;
    const concurrency = 10;
    const meTimes: number[] = [];
    let sent = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (sent < total) {
          sent += 1;
          const t = performance.now();
          const res = await fetch(`${base}/auth/me`, { headers: { authorization: `Bearer ${token}` } });
          await res.arrayBuffer();
          meTimes.push(performance.now() - t);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    meTimes.sort((a, b) => a - b);
    return {
      firstStartMs,
      loginP50: percentile(loginTimes, 0.5),
      loginP95: percentile(loginTimes, 0.95),
      unknownLoginP50: percentile(unknownTimes, 0.5),
      meRps: total / seconds,
      meP50: percentile(meTimes, 0.5),
      meP95: percentile(meTimes, 0.95),
    };
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---- API under load: autocannon against the built server on the large seed ----

const CONNECTIONS = 50;
const DURATION_S = 10;

interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/**
 * The routes under load, each with the token of a caller allowed to read it. Routes that do not exist
 * in this build are left out with a note, so the bench runs while the API grows.
 */
interface LoadTarget {
  name: string;
  path: string;
  token: string;
  /** When given, each request takes the next of these paths in turn (a mix the response caches miss). */
  rotate?: string[];
}

async function loadTargets(base: string): Promise<LoadTarget[]> {
  const customer = await signInAs(base, 'cliente@demo.com.br');
  const staff = await signInAs(base, 'admin@dossel.com.br');
  // Field operations need service 8 on the current customer: Vale Verde (2) for the demo customer user.
  const operator = await signInOnValeVerde(base);

  const targets: LoadTarget[] = [{ name: 'GET /api/auth/me', path: '/api/auth/me', token: customer }];
  // The routes the issue names, added by URL once they exist (checked below against the running server):
  // - a register list;
  targets.push({
    name: 'GET /api/register/customers (register list)',
    path: '/api/register/customers?order=name',
    token: staff,
  });
  // - a weed grid for one plot and date (Serra Azul holds the large grids: the first plot, its latest date);
  const plots = await api<{ id: number }[]>(base, '/reports/plots?customer_id=1', {}, customer).catch(
    () => [],
  );
  const dates = await api<unknown>(base, '/reports/weeds/dates?customer_id=1', {}, customer).catch(
    () => null,
  );
  const allDates = [...new Set(JSON.stringify(dates).match(/\d{4}-\d{2}-\d{2}/g) ?? [])].sort();
  const date = allDates.at(-1);
  if (plots[0]) {
    targets.push({
      name: 'GET /api/reports/weeds/grid (one plot, one date)',
      path: `/api/reports/weeds/grid?customer_id=1&plot_id=${plots[0].id}${date ? `&date=${date}` : ''}`,
      token: customer,
    });
    // The same route over every plot and date, more than the grid cache holds: what an uncached read costs.
    targets.push({
      name: 'GET /api/reports/weeds/grid (every plot and date in turn, uncached)',
      path: `/api/reports/weeds/grid?customer_id=1&plot_id=${plots[0].id}${date ? `&date=${date}` : ''}`,
      token: customer,
      rotate: plots.flatMap((plot) =>
        allDates.map((day) => `/api/reports/weeds/grid?customer_id=1&plot_id=${plot.id}&date=${day}`),
      ),
    });
  }
  // - the operations list with filters.
  targets.push({
    name: 'GET /api/register/gas/operacoes (filtered)',
    path: `/api/register/gas/operacoes?de=2020-01-01&ate=2030-12-31&grupo=${encodeURIComponent('Fertilização')}&page=1&pageSize=50`,
    token: operator,
  });
  const operationsPage = (page: number) =>
    `/api/register/gas/operacoes?de=2020-01-01&ate=2030-12-31&grupo=${encodeURIComponent('Fertilização')}&page=${page}&pageSize=50`;
  targets.push({
    name: 'GET /api/register/gas/operacoes (every page in turn, uncached pages)',
    path: operationsPage(1),
    token: operator,
    rotate: Array.from({ length: 360 }, (_, index) => operationsPage(index + 1)),
  });

  const available = [];
  for (const target of targets) {
    const response = await fetch(`${base}${target.path}`, {
      headers: { authorization: `Bearer ${target.token}` },
    });
    await response.arrayBuffer();
    if (response.ok) available.push(target);
    else console.log(`  (left out: ${target.name} answers ${response.status} in this build)`);
  }
  return available;
}

async function hammer(base: string, target: LoadTarget): Promise<LoadResult> {
  let turn = 0;
  const rotate = target.rotate;
  const result = await autocannon({
    url: `${base}${target.path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { authorization: `Bearer ${target.token}` },
    ...(rotate?.length
      ? {
          requests: [
            {
              setupRequest: (request) => ({ ...request, path: rotate[turn++ % rotate.length] }),
            },
          ],
        }
      : {}),
  });
  return {
    name: target.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The part of node-postgres used here (the package is the API's dependency, not the root's). */
interface PgModule {
  Client: new (options: { connectionString: string }) => {
    connect(): Promise<void>;
    query(sql: string): Promise<unknown>;
    end(): Promise<void>;
  };
}

/** A fresh database on the local PostgreSQL server, or null when none answers. */
async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const pg = createRequire(join(root, 'apps/api/package.json'))('pg') as PgModule;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const name = `dossel_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  try {
    await run(`create database ${name}`);
  } catch (error) {
    console.log(`  (PostgreSQL run left out: ${(error as Error).message} at ${server})`);
    return null;
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

async function measureLargestAnswers(): Promise<WireBytes[]> {
  const server = await startLargeServer();
  try {
    return await measureWireBytes(server.base);
  } finally {
    await server.stop();
  }
}

async function loadTest(engine: 'SQLite' | 'PostgreSQL', databaseUrl?: string) {
  const server = await startLargeServer({ databaseUrl });
  try {
    console.log(`${engine}: large seed ready in ${server.startSeconds.toFixed(0)} s`);
    // One request at a time on the quiet server, before the load test fills its caches.
    const fieldOperations: FieldOperationsBench = await measureFieldOperations(server.base);
    for (const row of fieldOperationsRows(fieldOperations, engine)) console.log(`  ${row}`);
    const results: LoadResult[] = [];
    for (const target of await loadTargets(server.base)) {
      const result = await hammer(server.base, target);
      console.log(
        `  ${result.name}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms` +
          (result.errors || result.non2xx ? ` (${result.errors} errors, ${result.non2xx} non-2xx)` : ''),
      );
      results.push(result);
    }
    return { engine, startSeconds: server.startSeconds, results, fieldOperations };
  } finally {
    await server.stop();
  }
}

/** Issue 16's measures; the instances on a fresh PostgreSQL database of their own. */
async function instancesTest(): Promise<InstancesBench> {
  const database = await freshPostgresDatabase();
  try {
    return await measureInstances(database?.url ?? null);
  } finally {
    await database?.drop();
  }
}

// `--sign-in-burst` runs only issue 14's measure: /me while 50 connections sign in; `--instances-only`
// only issue 16's.
const burstOnly = process.argv.includes('--sign-in-burst');
const instancesOnly = process.argv.includes('--instances-only');
const importsOnly = process.argv.includes('--imports-only');
const apiOnly = process.argv.includes('--api-only') || burstOnly || instancesOnly || importsOnly;
const fieldNotesOnly = process.argv.includes('--field-notes-only');
const webOnly = process.argv.includes('--web-only');
const browserMeasures = !apiOnly && !webOnly && !fieldNotesOnly;
const load = apiOnly ? null : measureInitialLoad();
const apiTimes = browserMeasures ? await timeServer() : null;
const weedMap = browserMeasures ? await measureWeedMap() : null;
const registers = browserMeasures ? await measureRegisters() : null;
const fieldNotes = browserMeasures || fieldNotesOnly ? await measureFieldNotesOffline() : null;
const slowNetwork = apiOnly || fieldNotesOnly ? null : await measureSlowNetwork();
const onlyOne = burstOnly || instancesOnly || importsOnly || fieldNotesOnly;
const wireBytes = onlyOne ? [] : await measureLargestAnswers();
const signInBurst = webOnly || instancesOnly || importsOnly || fieldNotesOnly ? null : await runSignInBurst();
const loadRuns = webOnly || onlyOne ? [] : [await loadTest('SQLite')];
const postgres = webOnly || onlyOne ? null : await freshPostgresDatabase();
if (postgres) {
  try {
    loadRuns.push(await loadTest('PostgreSQL', postgres.url));
  } finally {
    await postgres.drop();
  }
}
const instances = webOnly || burstOnly || importsOnly || fieldNotesOnly ? null : await instancesTest();
const imports = webOnly || burstOnly || instancesOnly || fieldNotesOnly ? null : await measureImports();

const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}, load average ${startLoad.toFixed(1)} at the start (other work on the machine slows every figure)`;
// What ran, so a written section says it: the command, the time (UTC) and the commit checked out.
const head = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
})();
const ran = `\`pnpm bench${process.argv
  .slice(2)
  .map((arg) => ` ${arg}`)
  .join('')}\` at ${startedAt.toISOString().slice(11, 16)} UTC, HEAD ${head}`;
const lines = [`## ${startedAt.toISOString().slice(0, 10)} — ${machine} — ${ran}`, ''];
if (load) {
  lines.push(
    `Sign-in page JavaScript as sent (brotli): ${(load.jsWireBytes / 1000).toFixed(1)} kB (budget ${SIGN_IN_BUDGET.jsWireBytes / 1000} kB), in ${load.files.filter((file) => file.kind === 'js').length} files.`,
    '',
  );
}
if (slowNetwork) lines.push(...slowNetworkRows(slowNetwork));
if (fieldNotes) lines.push(...fieldNotesOfflineRows(fieldNotes));
if (wireBytes.length > 0) lines.push(...wireBytesRows(wireBytes));
if (signInBurst) lines.push(...signInBurstRows(signInBurst));
if (load && apiTimes) {
  lines.push(
    '| measure | value |',
    '|---|---|',
    `| sign-in page initial JS (gzip) | ${kb(load.jsGzipBytes)} (budget ${kb(SIGN_IN_BUDGET.jsGzipBytes)}) |`,
    `| sign-in page initial CSS (gzip) | ${kb(load.cssGzipBytes)} (budget ${kb(SIGN_IN_BUDGET.cssGzipBytes)}) |`,
    `| API first start (migrate + seed + listen) | ${apiTimes.firstStartMs.toFixed(0)} ms |`,
    `| POST /api/auth/login (scrypt), p50 / p95 of 20 | ${apiTimes.loginP50.toFixed(1)} / ${apiTimes.loginP95.toFixed(1)} ms |`,
    `| POST /api/auth/login with an unknown e-mail, p50 of 8 | ${apiTimes.unknownLoginP50.toFixed(1)} ms |`,
    `| GET /api/auth/me, 2000 requests, 10 concurrent | ${apiTimes.meRps.toFixed(0)} req/s, p50 ${apiTimes.meP50.toFixed(1)} ms, p95 ${apiTimes.meP95.toFixed(1)} ms |`,
    ...(weedMap ? weedMapRows(weedMap) : []),
    ...(registers ? registersRows(registers) : []),
    '',
    'JavaScript a first visit to each signed-in screen downloads beyond the sign-in page (gzip; the shell, loaded once, not included):',
    '',
    '| route | JS (gzip) | chunks |',
    '|---|---|---|',
    ...Object.entries(REPORT_ROUTES).map(([route, chunk]) => {
      const visit = measureRouteLoad(chunk);
      return `| ${route} | ${kb(visit.jsGzipBytes)} | ${visit.files.length} |`;
    }),
    '',
  );
}
if (loadRuns.length > 0) {
  lines.push(
    `API under load: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s a route, SEED_SCALE=large, built server, LOG_LEVEL=warn.`,
    '',
    '| engine | route | req/s | p50 | p99 | errors / non-2xx |',
    '|---|---|---|---|---|---|',
    ...loadRuns.flatMap((run) =>
      run.results.map(
        (r) =>
          `| ${run.engine} | ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} ms | ${r.p99} ms | ${r.errors} / ${r.non2xx} |`,
      ),
    ),
    '',
    'Field-operation records (issue 7), one request at a time after a warm-up, before the load test:',
    '',
    '| measure | value |',
    '|---|---|',
    ...loadRuns.flatMap((run) => fieldOperationsRows(run.fieldOperations, run.engine)),
    '',
    `Large seed ready in: ${loadRuns.map((run) => `${run.engine} ${run.startSeconds.toFixed(0)} s`).join(', ')}.`,
    '',
  );
}
if (instances) lines.push(...instancesRows(instances));
if (imports) lines.push(...importsRows(imports));
console.log(lines.join('\n'));
if (load) {
  for (const file of load.files)
    console.log(`  ${file.kind} ${file.path}: ${kb(file.bytes)} raw, ${kb(file.gzipBytes)} gzip`);
}
if (process.argv.includes('--write')) appendFileSync(join(root, 'bench/RESULTS.md'), `${lines.join('\n')}\n`);
