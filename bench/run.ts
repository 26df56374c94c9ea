// `pnpm bench`: measures what users feel and prints the numbers; `--write` also appends them to
// bench/RESULTS.md with the date and the machine. Needs `pnpm build` first (it measures the built app).
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { SIGN_IN_BUDGET, measureInitialLoad } from '../tooling/budgets';

const root = fileURLToPath(new URL('..', import.meta.url));
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
      meRps: total / seconds,
      meP50: percentile(meTimes, 0.5),
      meP95: percentile(meTimes, 0.95),
    };
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const load = measureInitialLoad();
const api = await timeServer();
const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`;
const lines = [
  `## ${new Date().toISOString().slice(0, 10)} — ${machine}`,
  '',
  '| measure | value |',
  '|---|---|',
  `| sign-in page initial JS (gzip) | ${kb(load.jsGzipBytes)} (budget ${kb(SIGN_IN_BUDGET.jsGzipBytes)}) |`,
  `| sign-in page initial CSS (gzip) | ${kb(load.cssGzipBytes)} (budget ${kb(SIGN_IN_BUDGET.cssGzipBytes)}) |`,
  `| API first start (migrate + seed + listen) | ${api.firstStartMs.toFixed(0)} ms |`,
  `| POST /api/auth/login (scrypt), p50 / p95 of 20 | ${api.loginP50.toFixed(1)} / ${api.loginP95.toFixed(1)} ms |`,
  `| GET /api/auth/me, 2000 requests, 10 concurrent | ${api.meRps.toFixed(0)} req/s, p50 ${api.meP50.toFixed(1)} ms, p95 ${api.meP95.toFixed(1)} ms |`,
  '',
];
console.log(lines.join('\n'));
for (const file of load.files)
  console.log(`  ${file.kind} ${file.path}: ${kb(file.bytes)} raw, ${kb(file.gzipBytes)} gzip`);
if (process.argv.includes('--write')) appendFileSync(join(root, 'bench/RESULTS.md'), `${lines.join('\n')}\n`);
