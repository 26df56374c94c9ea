import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Config } from '../config';
import { createDb } from '../db/create-db';
import { DEMO_PASSWORD } from '../db/seed';
import { makeTestConfig, removeTestData } from '../test/test-app';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
// A real process starts (tsx compiles on the fly) twice: generous time caps for a loaded machine.
const PROCESS_TIMEOUT_MS = 60_000;

/** The server process as `pnpm dev` runs it, on the test's data folder (and PostgreSQL database). */
function startServer(config: Config): { child: ChildProcess; url: Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: config.dataDir,
      DATABASE_URL: config.databaseUrl ?? '',
    },
  });
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const port = /Dossel is running at http:\/\/localhost:(\d+)/.exec(stdout)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.on('exit', (code, signal) => reject(new Error(`server exited (${code ?? signal}): ${stderr}`)));
  });
  return { child, url };
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

const ACCOUNTS = ['admin@dossel.com.br', 'cliente@demo.com.br', 'novo@demo.com.br'];
// Sign-in allows 10 attempts a minute per account and address: 10 of each demo account.
const BURST = 30;

let config: Config;
let server: ChildProcess | undefined;
beforeAll(async () => {
  config = await makeTestConfig();
});
afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill('SIGKILL');
    await exited(server);
  }
  await removeTestData(config);
});

describe('a write the API acknowledged', () => {
  it(
    'survives kill -9 of the server in the middle of a burst of writes',
    async () => {
      const first = startServer(config);
      server = first.child;
      const base = await first.url;
      const sessionsBefore = await countSessions();

      // Sign-ins create session rows: fire them all, and kill the server once half are acknowledged.
      const acknowledged: string[] = [];
      let killed = false;
      const attempts = Array.from({ length: BURST }, (_, i) =>
        fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: ACCOUNTS[i % ACCOUNTS.length], password: DEMO_PASSWORD }),
        })
          .then(async (response) => {
            if (response.status !== 200) throw new Error(`login answered ${response.status}`);
            const { token } = (await response.json()) as { token: string };
            acknowledged.push(token);
            if (!killed && acknowledged.length >= BURST / 2) {
              killed = true;
              first.child.kill('SIGKILL');
            }
          })
          .catch(() => undefined),
      );
      await Promise.all(attempts);
      await exited(first.child);
      expect(first.child.signalCode).toBe('SIGKILL');
      expect(acknowledged.length).toBeGreaterThanOrEqual(BURST / 2);
      // It died mid-burst: some sign-ins never got an answer.
      expect(acknowledged.length).toBeLessThan(BURST);

      const second = startServer(config);
      server = second.child;
      const restarted = await second.url;
      // Every acknowledged session is there (some unacknowledged ones may be too: the answer was lost).
      expect(await countSessions()).toBeGreaterThanOrEqual(sessionsBefore + acknowledged.length);
      for (const token of acknowledged) {
        const response = await fetch(`${restarted}/api/auth/validateToken`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token }),
        });
        expect(response.status).toBe(200);
      }
      second.child.kill('SIGTERM');
      await exited(second.child);
    },
    PROCESS_TIMEOUT_MS,
  );
});

/** Reads the sessions table straight from the database, as the server left it. */
async function countSessions(): Promise<number> {
  const db = createDb(config);
  try {
    const row = await db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await db.destroy();
  }
}
