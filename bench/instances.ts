// Issue 16's numbers, run by `pnpm bench` (alone with `--instances-only`):
// 1. two API instances against one on the same PostgreSQL database (large seed) and the same Redis:
//    autocannon, 50 connections, 10 s, on `GET /api/auth/me` and a register list. The two-instance run is
//    one autocannon run whose connections alternate between the two ports (25 each), so its p50 and p99
//    are of every response together. One instance is measured before and after the two, and the ratio
//    takes their mean, so that work elsewhere on the machine during one run shows. On a 2-core machine
//    autocannon, both Node processes and PostgreSQL share the same cores: the ratio is bounded by them.
// 2. document upload and download throughput, the local documents folder against an S3_URL bucket
//    (s3rver, the tests' S3-compatible server: a local process writing to the same disk, not an object
//    store over a network), with the server's peak RSS while it uploads and while it downloads.
import { spawn } from 'node:child_process';
import { createHash, randomFillSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

import { startTestS3Server } from '../apps/api/src/test/s3-server';
import { api, signInAs } from './large-server';

const root = fileURLToPath(new URL('..', import.meta.url));

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARM_UP_S = 3;
const DOCUMENT_BYTES = 50_000_000;
const DOCUMENT_RUNS = 3;
const MB = 1_000_000;

// ---- the built server, as many as needed, each on a free port and a temp data folder ----

interface ServerProcess {
  base: string;
  pid: number;
  startSeconds: number;
  stop: () => Promise<void>;
}

/** `apps/api/dist/server.js` with PORT=0; resolves once it prints its address (after migrating and seeding). */
async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dossel-bench-'));
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_SCALE: 'demo',
      DATABASE_URL: '',
      REDIS_URL: '',
      S3_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const read = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const late = setTimeout(() => child.kill('SIGKILL'), 40_000);
      await exited;
      clearTimeout(late);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the server did not start within 10 min')), 600_000);
      child.stdout.on('data', () => {
        const found = /Dossel is running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
        if (found) {
          clearTimeout(timer);
          resolve(Number(found));
        }
      });
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`the server exited with ${child.exitCode}: ${output}`));
      });
    });
    return {
      base: `http://127.0.0.1:${port}`,
      pid: child.pid ?? 0,
      startSeconds: (performance.now() - started) / 1000,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A process's peak resident memory in bytes (Linux: VmHWM), NaN when it cannot be read. */
function peakRss(pid: number): number {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Starts the peak over from the current RSS (Linux: `5` into clear_refs); false when not allowed. */
function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** The share of the machine's CPU time spent working over `ms` (Linux /proc/stat), NaN elsewhere. */
async function machineBusy(ms = 1000): Promise<number> {
  const sample = () => {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
      .trim()
      .split(/\s+/)
      .slice(1, 9)
      .map(Number);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { idle, total: fields.reduce((sum, value) => sum + value, 0) };
  };
  try {
    const before = sample();
    await new Promise((resolve) => setTimeout(resolve, ms));
    const after = sample();
    return 1 - (after.idle - before.idle) / (after.total - before.total);
  } catch {
    return Number.NaN;
  }
}

/** Whether a Redis server answers PING at `url` within a second. */
function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

// ---- 1. two instances against one ----

export interface InstancesRun {
  route: string;
  label: 'one (before)' | 'two' | 'one (after)';
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Responses counted per instance, in the order of the instances. */
  responses: number[];
  /** The machine's CPU busy share in the second before the run, the servers idle (others' work). */
  busyBefore: number;
}

export interface InstancesComparison {
  databaseNote: string;
  redis: string | null;
  startSeconds: number[];
  runs: InstancesRun[];
}

/** One autocannon run; with several bases its connections alternate between them (autocannon's URL list). */
async function hammer(bases: string[], path: string, token: string, seconds: number) {
  const ports = bases.map((base) => new URL(base).port);
  const responses = ports.map(() => 0);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        // autocannon 9 takes a list of URLs and gives connection i the URL i mod their count.
        url: (bases.length === 1 ? `${bases[0]}${path}` : bases.map((base) => `${base}${path}`)) as string,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { authorization: `Bearer ${token}` },
      },
      (error: unknown, done: autocannon.Result) => (error ? reject(error as Error) : resolve(done)),
    );
    instance.on('response', (client) => {
      const port = String((client as unknown as { opts: { port: number | string } }).opts.port);
      const index = ports.indexOf(port);
      if (index >= 0) responses[index] = (responses[index] ?? 0) + 1;
    });
  });
  return { result, responses };
}

export async function compareInstances(databaseUrl: string): Promise<InstancesComparison> {
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redis = (await redisAnswers(redisUrl)) ? redisUrl : null;
  if (!redis) console.log(`  (Redis does not answer at ${redisUrl}: the instances run without REDIS_URL)`);
  const env = { DATABASE_URL: databaseUrl, SEED_SCALE: 'large', ...(redis && { REDIS_URL: redis }) };
  // The first migrates and seeds; the second, started once the first answers, finds the work done.
  const first = await startServer(env);
  const servers = [first];
  try {
    console.log(`Instances: the first ready in ${first.startSeconds.toFixed(0)} s (migrate + large seed)`);
    servers.push(await startServer(env));
    const bases = servers.map((server) => server.base);
    console.log(`  the second ready in ${servers[1]?.startSeconds.toFixed(0)} s`);
    const customer = await signInAs(first.base, 'cliente@demo.com.br');
    const staff = await signInAs(first.base, 'admin@dossel.com.br');
    const routes = [
      { name: 'GET /api/auth/me', path: '/api/auth/me', token: customer },
      {
        name: 'GET /api/register/customers (register list)',
        path: '/api/register/customers?order=name',
        token: staff,
      },
    ];
    // Sessions live in PostgreSQL: a token from the first instance must open the route on the second too.
    for (const route of routes) {
      for (const base of bases) {
        const response = await fetch(`${base}${route.path}`, {
          headers: { authorization: `Bearer ${route.token}` },
        });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${route.name} answers ${response.status} at ${base}`);
      }
    }
    const runs: InstancesRun[] = [];
    for (const route of routes) {
      // A short run on both warms each process's JIT and caches before anything is counted.
      await hammer(bases, route.path, route.token, WARM_UP_S);
      for (const label of ['one (before)', 'two', 'one (after)'] as const) {
        const busyBefore = await machineBusy();
        const { result, responses } = await hammer(
          label === 'two' ? bases : [first.base],
          route.path,
          route.token,
          DURATION_S,
        );
        const run: InstancesRun = {
          route: route.name,
          label,
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors,
          non2xx: result.non2xx,
          responses,
          busyBefore,
        };
        console.log(
          `  ${run.route}, ${label}: ${run.rps.toFixed(0)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms` +
            ` (${run.errors} errors, ${run.non2xx} non-2xx; responses ${responses.join(' / ')};` +
            ` machine ${(busyBefore * 100).toFixed(0)} % busy in the second before)`,
        );
        runs.push(run);
      }
    }
    return {
      databaseNote: 'one fresh PostgreSQL database, SEED_SCALE=large',
      redis,
      startSeconds: servers.map((server) => server.startSeconds),
      runs,
    };
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
}

// ---- 2. documents: the local folder against a bucket ----

export interface StorageRun {
  storage: 'local folder' | 'S3_URL bucket (s3rver)';
  uploadMBps: number[];
  downloadMBps: number[];
  /** Peak RSS in bytes: from the start to the first upload, during the uploads, during the downloads. */
  peakRss: { start: number; uploads: number; downloads: number };
  /** Whether the peak could be started over between the phases (else each is the peak since the start). */
  peakReset: boolean;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function measureStorage(
  storage: StorageRun['storage'],
  env: Record<string, string>,
): Promise<StorageRun> {
  // Demo seed on SQLite for both, so that only the storage differs; the limit lets 50 MB through.
  const server = await startServer({ DOCUMENT_MAX_MB: '64', ...env });
  try {
    const staff = await signInAs(server.base, 'admin@dossel.com.br');
    const customer = await signInAs(server.base, 'cliente@demo.com.br');
    const me = await api<{ currentCustomerId: number }>(server.base, '/auth/me', {}, customer);
    const types = await api<{ id: number; extension: string }[]>(
      server.base,
      '/register/document-types',
      {},
      staff,
    );
    const [category] = await api<{ id: number }[]>(server.base, '/register/document-categories', {}, staff);
    const [subject] = await api<{ id: number }[]>(server.base, '/register/document-subjects', {}, staff);
    // A zip (a shapefile, what a large document usually is): not compressed on the way out, as sent.
    const zip = types.find((type) => type.extension === 'zip');
    if (!zip || !category || !subject) throw new Error('the demo seed has no zip type, category or subject');

    const start = peakRss(server.pid);
    const peakReset = resetPeakRss(server.pid);
    const uploaded: { id: number; sha256: string }[] = [];
    const uploadMBps: number[] = [];
    for (let run = 0; run < DOCUMENT_RUNS; run += 1) {
      // Random bytes, new each time: equal content is stored once, and would cost less the second time.
      const content = randomFillSync(new Uint8Array(DOCUMENT_BYTES));
      const form = new FormData();
      form.append('documentTypeId', String(zip.id));
      form.append('documentCategoryId', String(category.id));
      form.append('documentSubjectId', String(subject.id));
      form.append('customerId', String(me.currentCustomerId));
      form.append('file', new Blob([content]), `talhoes-${run + 1}.zip`);
      const started = performance.now();
      const response = await fetch(`${server.base}/api/register/documents`, {
        method: 'POST',
        headers: { authorization: `Bearer ${staff}` },
        body: form,
      });
      const body = (await response.json()) as { id: number };
      const seconds = (performance.now() - started) / 1000;
      if (response.status !== 201) throw new Error(`upload: ${response.status} ${JSON.stringify(body)}`);
      uploadMBps.push(DOCUMENT_BYTES / MB / seconds);
      uploaded.push({ id: body.id, sha256: createHash('sha256').update(content).digest('hex') });
    }
    const uploads = peakRss(server.pid);
    resetPeakRss(server.pid);

    const downloadMBps: number[] = [];
    for (const { id, sha256 } of uploaded) {
      const started = performance.now();
      const response = await fetch(`${server.base}/api/register/documents/${id}/download`, {
        headers: { authorization: `Bearer ${customer}` },
      });
      if (!response.ok || !response.body) throw new Error(`download: ${response.status}`);
      const chunks: Uint8Array[] = [];
      const reader = response.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
      const seconds = (performance.now() - started) / 1000;
      const received = Buffer.concat(chunks);
      if (response.headers.get('content-encoding'))
        throw new Error(
          `download came ${response.headers.get('content-encoding')}-encoded: not the file's bytes`,
        );
      if (createHash('sha256').update(received).digest('hex') !== sha256)
        throw new Error(`download of ${id}: ${received.length} bytes, not the uploaded file`);
      downloadMBps.push(DOCUMENT_BYTES / MB / seconds);
    }
    const downloads = peakRss(server.pid);
    const result: StorageRun = {
      storage,
      uploadMBps,
      downloadMBps,
      peakRss: { start, uploads, downloads },
      peakReset,
    };
    console.log(
      `  ${storage}: upload ${uploadMBps.map((value) => value.toFixed(0)).join(', ')} MB/s; ` +
        `download ${downloadMBps.map((value) => value.toFixed(0)).join(', ')} MB/s; ` +
        `peak RSS ${[start, uploads, downloads].map((bytes) => (bytes / MB).toFixed(0)).join(' / ')} MB`,
    );
    return result;
  } finally {
    await server.stop();
  }
}

export async function measureDocumentStorage(): Promise<StorageRun[]> {
  console.log(`Documents: ${DOCUMENT_RUNS} uploads and downloads of ${DOCUMENT_BYTES / MB} MB`);
  const runs = [await measureStorage('local folder', {})];
  const s3 = await startTestS3Server();
  try {
    const { url } = await s3.createBucket();
    runs.push(await measureStorage('S3_URL bucket (s3rver)', { S3_URL: url }));
  } finally {
    await s3.close();
  }
  return runs;
}

// ---- both, and their markdown ----

export interface InstancesBench {
  /** The machine's CPU busy share in the second before anything started (others' work). */
  busyAtStart: number;
  instances: InstancesComparison | null;
  /** Why the instances were left out, when they were. */
  instancesNote?: string;
  documents: StorageRun[];
}

/** Issue 16's measures; the instances need a PostgreSQL database (null: left out, with the reason). */
export async function measureInstances(
  databaseUrl: string | null,
  noDatabase = 'no PostgreSQL server answered',
): Promise<InstancesBench> {
  const busyAtStart = await machineBusy();
  const instances = databaseUrl ? await compareInstances(databaseUrl) : null;
  const documents = await measureDocumentStorage();
  return { busyAtStart, instances, ...(!databaseUrl && { instancesNote: noDatabase }), documents };
}

const percent = (share: number) => (Number.isNaN(share) ? '–' : `${(share * 100).toFixed(0)} %`);
const mb = (bytes: number) => (Number.isNaN(bytes) ? '–' : `${(bytes / MB).toFixed(0)} MB`);

export function instancesRows(bench: InstancesBench): string[] {
  const lines: string[] = [];
  const { instances } = bench;
  if (instances) {
    lines.push(
      `Two API instances against one (issue 16): the built server twice (two processes, two ports), ${instances.databaseNote}, ` +
        `${instances.redis ? 'one Redis (REDIS_URL)' : 'no Redis'}, LOG_LEVEL=warn; autocannon in the bench's own process, ` +
        `${CONNECTIONS} connections, ${DURATION_S} s a run, after a ${WARM_UP_S} s warm-up on both. "two" is one autocannon run ` +
        `whose connections alternate between the two ports (${CONNECTIONS / 2} each): its req/s is the total, its p50 and p99 ` +
        `are of every response of both together. One instance was measured before and after the two. ` +
        `The machine has 2 cores: autocannon, both Node processes and PostgreSQL share them, so the ratio is bounded ` +
        `by the cores, not by the app; "busy" is the machine's CPU use in the second before a run, the servers idle and ` +
        `autocannon stopped: work other than the run (other users' processes, PostgreSQL's own background work). Ready in: ${instances.startSeconds.map((seconds) => `${seconds.toFixed(0)} s`).join(', ')} (the first migrated and seeded).`,
      '',
      '| route | instances | req/s | p50 | p99 | errors / non-2xx | responses per instance | busy before |',
      '|---|---|---|---|---|---|---|---|',
      ...instances.runs.map(
        (run) =>
          `| ${run.route} | ${run.label} | ${run.rps.toFixed(0)} | ${run.p50} ms | ${run.p99} ms | ${run.errors} / ${run.non2xx} | ${run.responses.map((count) => count.toLocaleString('en-US')).join(' / ')} | ${percent(run.busyBefore)} |`,
      ),
      '',
      '| route | one (mean of before and after) | two | two ÷ one | p99 one (before / after) → two |',
      '|---|---|---|---|---|',
      ...[...new Set(instances.runs.map((run) => run.route))].map((route) => {
        const of = (label: InstancesRun['label']) =>
          instances.runs.find((run) => run.route === route && run.label === label);
        const before = of('one (before)');
        const after = of('one (after)');
        const two = of('two');
        const one = ((before?.rps ?? Number.NaN) + (after?.rps ?? Number.NaN)) / 2;
        return `| ${route} | ${one.toFixed(0)} req/s | ${two?.rps.toFixed(0)} req/s | ${((two?.rps ?? Number.NaN) / one).toFixed(2)} | ${before?.p99} / ${after?.p99} → ${two?.p99} ms |`;
      }),
      '',
    );
  } else if (bench.instancesNote) {
    lines.push(`Two API instances against one (issue 16): left out, ${bench.instancesNote}.`, '');
  }
  if (bench.documents.length > 0) {
    const reset = bench.documents.every((run) => run.peakReset);
    lines.push(
      `Documents (issue 16), ${DOCUMENT_BYTES / MB} MB of random bytes as a .zip (sent as is, not compressed), ` +
        `${DOCUMENT_RUNS} uploads (multipart POST /api/register/documents as staff, a new file each time) and ` +
        `${DOCUMENT_RUNS} downloads (GET /api/register/documents/:id/download as the customer, checked by sha256), ` +
        `one at a time on the built server, demo seed on SQLite, DOCUMENT_MAX_MB=64; MB = 10^6 bytes, timed from the ` +
        `request to the last byte of the answer. The bucket is s3rver, the tests' S3-compatible server: a local process ` +
        `writing to the same disk, not an object store over a network, so it shows what the S3 path costs the server, ` +
        `not what a real bucket's network would. An upload to the bucket goes to a temporary object in parts, then is ` +
        `copied to its key (the content's sha256) and the temporary object deleted, so s3rver writes it twice. ` +
        `Peak RSS is the server process's (VmHWM; "start" includes the seed)` +
        (reset
          ? ', started over before the uploads and before the downloads (from the RSS of that moment).'
          : ' since it started.') +
        ` Machine ${percent(bench.busyAtStart)} busy in the second before the bench started.`,
      '',
      '| storage | upload MB/s, median (min–max) | download MB/s, median (min–max) | server peak RSS: start / uploads / downloads |',
      '|---|---|---|---|',
      ...bench.documents.map((run) => {
        const spread = (values: number[]) =>
          `${median(values).toFixed(0)} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;
        return `| ${run.storage} | ${spread(run.uploadMBps)} | ${spread(run.downloadMBps)} | ${mb(run.peakRss.start)} / ${mb(run.peakRss.uploads)} / ${mb(run.peakRss.downloads)} |`;
      }),
      '',
    );
  }
  return lines;
}
