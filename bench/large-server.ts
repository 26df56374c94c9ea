// The API on the large seed (SEED_SCALE=large) in a temp data folder, and the calls the benchmarks make to
// it: shared by `bench/run.ts` (load test) and `bench/field-operations.ts` (latency of issue 7's routes).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const PASSWORD = 'Dossel@2026';

export interface LargeServerOptions {
  /** A PostgreSQL database to run on instead of SQLite. */
  databaseUrl?: string;
  /**
   * Run `apps/api/src/server.ts` through tsx instead of the built `dist/server.js`: measures the code as it
   * is now, without a build (the numbers of record come from the build).
   */
  fromSource?: boolean;
  /** More variables for the server, over the defaults below (e.g. `SEED_SCALE: 'demo'`). */
  env?: Record<string, string>;
}

/** The built server on a temp data folder with the large seed; resolves once it answers. */
export async function startLargeServer({
  databaseUrl,
  fromSource = false,
  env = {},
}: LargeServerOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'dossel-bench-'));
  const port = 18900 + Math.floor(process.pid % 90);
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const entry = fromSource
    ? ['--import', 'tsx', join(root, 'apps/api/src/server.ts')]
    : [join(root, 'apps/api/dist/server.js')];
  const server: ChildProcess = spawn(process.execPath, entry, {
    cwd: fromSource ? join(root, 'apps/api') : root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_SCALE: 'large',
      DATABASE_URL: databaseUrl ?? '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    const up = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    if (performance.now() - started > 600_000) throw new Error('server did not start within 10 min');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stop = async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, stop, startSeconds: (performance.now() - started) / 1000 };
}

export async function api<T>(base: string, path: string, init: RequestInit = {}, token?: string): Promise<T> {
  const response = await fetch(`${base}/api${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

export const signInAs = async (base: string, email: string) =>
  (
    await api<{ token: string }>(base, '/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email, password: PASSWORD }),
    })
  ).token;

/** The demo customer user signed in and switched to Vale Verde (2), the customer with service 8. */
export async function signInOnValeVerde(base: string): Promise<string> {
  const token = await signInAs(base, 'cliente@demo.com.br');
  await api(
    base,
    '/auth/switchCustomer',
    { method: 'POST', body: JSON.stringify({ newCustomerId: 2 }) },
    token,
  );
  return token;
}
