// The portal beside the "floor" app (bare React + Mantine + router + Query) in one run, fast and on
// Lighthouse's slow mobile profile (CPU 4x, 562.5 ms round trip, 1.47 Mbit/s): issue 13's table. It runs
// the team's script, `../shared/perf/compare.sh` (beside the repository), against the built portal on
// the demo seed; without that folder it says so and measures nothing. Times drift between runs and
// machines: the ratios to the floor, measured in the same run, are what to compare.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { root } from './browser-harness';

const COMPARE = join(root, '../shared/perf/compare.sh');

interface Stat {
  median: number;
}
type Summary = Partial<Record<string, Stat>>;

export interface SlowNetworkBench {
  runs: number;
  /** `${app}-${page}-${profile}` → the measure's summary (medians of the runs). */
  results: Map<string, Summary>;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

async function startDemoServer(dataDir: string, port: number) {
  const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PORTAL_DIST: join(root, 'apps/portal/dist'),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const started = performance.now();
  while (
    !(await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (performance.now() - started > 60_000) throw new Error('portal did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}

/** Runs compare.sh (RUNS of each measure, 3 unless BENCH_RUNS says) and reads its JSON files. */
export async function measureSlowNetwork(): Promise<SlowNetworkBench | null> {
  if (!existsSync(COMPARE)) {
    console.log(`slow-network comparison skipped: ${COMPARE} is not there`);
    return null;
  }
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const dataDir = mkdtempSync(join(tmpdir(), 'dossel-bench-slow-'));
  const out = mkdtempSync(join(tmpdir(), 'dossel-compare-'));
  const port = 18400 + Math.floor(process.pid % 90);
  const server = await startDemoServer(dataDir, port);
  try {
    await run('bash', [COMPARE], {
      ...process.env,
      RUNS: String(runs),
      BASE: `http://127.0.0.1:${port}`,
      OUT: out,
    });
    const results = new Map<string, Summary>();
    for (const app of ['floor', 'portal']) {
      for (const page of ['login', 'list', 'weed']) {
        for (const profile of ['fast', 'throttled']) {
          const file = join(out, `${app}-${page}-${profile}.json`);
          if (!existsSync(file)) continue;
          const json = JSON.parse(readFileSync(file, 'utf8')) as { summary: Summary };
          results.set(`${app}-${page}-${profile}`, json.summary);
        }
      }
    }
    return { runs, results };
  } finally {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
}

const seconds = (ms: number | undefined) => (ms === undefined ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
const kilobytes = (bytes: number | undefined) =>
  bytes === undefined ? 'n/a' : `${(bytes / 1000).toFixed(0)} kB`;

export function slowNetworkRows({ runs, results }: SlowNetworkBench): string[] {
  const value = (key: string, measure: string) => results.get(key)?.[measure]?.median;
  const row = (label: string, page: string, profile: string, measure: string, format = seconds) => {
    const floor = value(`floor-${page}-${profile}`, measure);
    const portal = value(`portal-${page}-${profile}`, measure);
    const ratio = floor && portal ? (portal / floor).toFixed(2) : 'n/a';
    return `| ${label} | ${format(floor)} | ${format(portal)} | ${ratio} |`;
  };
  const portalOnly = (label: string, key: string, measure: string, format = seconds) =>
    `| ${label} | – | ${format(value(key, measure))} | – |`;
  return [
    `Beside the floor app, one run of \`../shared/perf/compare.sh\` (median of ${runs}; slow = Lighthouse mobile: CPU 4×, 562.5 ms round trip, 1.47 Mbit/s):`,
    '',
    '| measure | floor | Dossel | Dossel ÷ floor |',
    '|---|---|---|---|',
    row('sign-in page: JS on the wire', 'login', 'throttled', 'jsTransferredBytes', kilobytes),
    row('sign-in page: requests', 'login', 'throttled', 'requests', (n) => String(n ?? 'n/a')),
    row('sign-in page: first paint, slow', 'login', 'throttled', 'fcpMs'),
    row('sign-in page: button visible, slow', 'login', 'throttled', 'selectorVisibleMs'),
    row('list deep link (/benchmarking, 20th row visible), slow', 'list', 'throttled', 'selectorVisibleMs'),
    row('list deep link: requests', 'list', 'throttled', 'requests', (n) => String(n ?? 'n/a')),
    row('click "Entrar" → signed-in screen, slow', 'list', 'throttled', 'loginClickToVisibleMs'),
    portalOnly('weed map deep link (map drawn), slow', 'portal-weed-throttled', 'selectorVisibleMs'),
    portalOnly(
      'weed map deep link: bytes on the wire',
      'portal-weed-throttled',
      'totalTransferredBytes',
      kilobytes,
    ),
    portalOnly('weed map deep link: requests', 'portal-weed-throttled', 'requests', (n) =>
      String(n ?? 'n/a'),
    ),
    row('list deep link, no throttling', 'list', 'fast', 'selectorVisibleMs'),
    row('sign-in page: first paint, no throttling', 'login', 'fast', 'fcpMs'),
    '',
  ];
}
