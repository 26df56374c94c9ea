import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Config } from '../config';
import { createDb } from '../db/create-db';
import type { Database } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed';
import { validBodies } from '../routes/field-operations/test-fixtures';
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
// Register writes have no such limit: half customer groups (staff), half operation records (service 8).
const REGISTER_BURST = 200;

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

  it(
    'keeps every register record it acknowledged, with its values, when killed mid-burst',
    async () => {
      const first = startServer(config);
      server = first.child;
      const base = await first.url;
      // Staff keep the customer groups; novo@demo.com.br works for Vale Verde, which has field operations.
      const staff = await signInTo(base, 'admin@dossel.com.br');
      const fieldOps = await signInTo(base, 'novo@demo.com.br');
      const run = Date.now().toString(36);

      // Each write carries its number in its values, so a stored row can be matched to what was sent.
      const groupBody = (i: number) => ({ name: `Grupo ${run} #${i}` });
      const operationBody = (i: number) => ({
        ...validBodies.operation,
        data: `2025-03-${String((i % 28) + 1).padStart(2, '0')}`,
        gloc3: `T-${run}-${i}`,
        area_executada: 1 + i / 100,
        custo_ha: 100 + i,
        observacoes: `burst ${run} #${i}`,
      });

      const groups = new Map<number, number>();
      const operations = new Map<number, number>();
      let killed = false;
      const writes = Array.from({ length: REGISTER_BURST }, (_, i) => {
        const isGroup = i % 2 === 0;
        return fetch(`${base}/api/register/${isGroup ? 'customer-groups' : 'gas/operacoes'}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${isGroup ? staff : fieldOps}`,
          },
          body: JSON.stringify(isGroup ? groupBody(i) : operationBody(i)),
        })
          .then(async (response) => {
            if (response.status !== 201) throw new Error(`write answered ${response.status}`);
            const { id } = (await response.json()) as { id: number };
            (isGroup ? groups : operations).set(id, i);
            // Half acknowledged, and of both kinds: on a busy machine one kind can run ahead of the other.
            const bothKinds = groups.size > 0 && operations.size > 0;
            if (!killed && bothKinds && groups.size + operations.size >= REGISTER_BURST / 2) {
              killed = true;
              first.child.kill('SIGKILL');
            }
          })
          .catch(() => undefined);
      });
      await Promise.all(writes);
      await exited(first.child);
      expect(first.child.signalCode).toBe('SIGKILL');
      const acknowledged = groups.size + operations.size;
      expect(acknowledged).toBeGreaterThanOrEqual(REGISTER_BURST / 2);
      expect(acknowledged).toBeLessThan(REGISTER_BURST);
      expect(groups.size).toBeGreaterThan(0);
      expect(operations.size).toBeGreaterThan(0);

      const second = startServer(config);
      server = second.child;
      const restarted = await second.url;
      // The sessions survived too: the same tokens read every acknowledged record back through the API.
      for (const [id, i] of groups) {
        const response = await fetch(`${restarted}/api/register/customer-groups/${id}`, {
          headers: { authorization: `Bearer ${staff}` },
        });
        expect(response.status, `group #${i}`).toBe(200);
        expect(await response.json()).toEqual({ id, ...groupBody(i), version: 1 });
      }
      for (const [id, i] of operations) {
        const response = await fetch(`${restarted}/api/register/gas/operacoes/${id}`, {
          headers: { authorization: `Bearer ${fieldOps}` },
        });
        expect(response.status, `operation #${i}`).toBe(200);
        const sent = operationBody(i);
        expect(await response.json()).toMatchObject({
          id,
          ...sent,
          custo_total: Math.round(sent.area_executada * sent.custo_ha * 100) / 100,
        });
      }
      second.child.kill('SIGTERM');
      await exited(second.child);

      // In the database: every row of the burst is whole (an unacknowledged write may be there too, but
      // never half of one) and every acknowledged one is there.
      await withDb(async (db) => {
        const storedGroups = await db
          .selectFrom('customer_groups')
          .select(['id', 'name'])
          .where('name', 'like', `Grupo ${run} #%`)
          .execute();
        for (const row of storedGroups) {
          const i = Number(row.name.split('#')[1]);
          expect(row).toEqual({ id: row.id, ...groupBody(i) });
        }
        expect(storedGroups.map((row) => row.id)).toEqual(expect.arrayContaining([...groups.keys()]));

        const storedOperations = await db
          .selectFrom('operations')
          .select(['id', 'customer_id', 'data', 'gloc3', 'area_executada', 'custo_ha', 'observacoes'])
          .where('observacoes', 'like', `burst ${run} #%`)
          .execute();
        for (const row of storedOperations) {
          const i = Number((row.observacoes ?? '').split('#')[1]);
          const sent = operationBody(i);
          expect(row).toEqual({
            id: row.id,
            customer_id: 2,
            data: sent.data,
            gloc3: sent.gloc3,
            area_executada: sent.area_executada,
            custo_ha: sent.custo_ha,
            observacoes: sent.observacoes,
          });
        }
        expect(storedOperations.map((row) => row.id)).toEqual(expect.arrayContaining([...operations.keys()]));
      });
    },
    PROCESS_TIMEOUT_MS,
  );
});

/** Runs `read` on the database straight, as the server left it (no server in between). */
async function withDb<T>(read: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const db = createDb(config);
  try {
    return await read(db);
  } finally {
    await db.destroy();
  }
}

/** Reads the sessions table straight from the database, as the server left it. */
async function countSessions(): Promise<number> {
  return withDb(async (db) => {
    const row = await db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  });
}

/** Signs a demo account in on a running server and returns its bearer token. */
async function signInTo(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}`);
  const { token, user } = (await response.json()) as { token: string; user: { signature: string | null } };
  // The API refuses everything else until the terms are accepted (novo has not yet).
  if (user.signature === null) {
    const accepted = await fetch(`${base}/api/register/download-app/changeSignature`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
    });
    if (accepted.status !== 200) throw new Error(`${email} could not accept the terms: ${accepted.status}`);
  }
  return token;
}
