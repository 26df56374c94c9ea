import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../db/seed';
import { LOGIN_ATTEMPTS_PER_MINUTE } from '../routes/auth/login-rate-limit';
import { VALE_VERDE, validBodies } from '../routes/field-operations/test-fixtures';
import { postDocument } from '../test/document-upload';
import { startInstances, type Instance } from '../test/instances';
import { startTestS3Server, type TestS3Server } from '../test/s3-server';

// Two API processes on one PostgreSQL database, one Redis and one bucket (a real S3-compatible server
// started here), requests spread over both, as behind a load balancer (issue 16). A real Redis: here at redis://127.0.0.1:6379; TEST_REDIS_URL points elsewhere.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

// Processes start through tsx (compiled on the fly) and migrate a new database: generous caps.
const START_TIMEOUT_MS = 60_000;

let instances: Instance[];
let stop: () => Promise<void>;
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server();
  const { url } = await s3.createBucket();
  ({ instances, stop } = await startInstances(2, { REDIS_URL: redisUrl, S3_URL: url }));
}, START_TIMEOUT_MS);
afterAll(async () => {
  await stop?.();
  await s3?.close();
});

function call(instance: Instance, method: string, path: string, token?: string, body?: unknown) {
  return fetch(`${instance.url}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'accept-language': 'en-US',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function signIn(instance: Instance, email: string, password = DEMO_PASSWORD) {
  const response = await call(instance, 'POST', '/auth/login', undefined, { email, password });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const instance = (index: number) => {
  const found = instances[index];
  if (!found) throw new Error(`no instance ${index}`);
  return found;
};

describe('two instances behind a load balancer', { timeout: START_TIMEOUT_MS }, () => {
  it('both came up on the new database, started at the same moment', async () => {
    for (const each of instances) {
      const ready = await call(each, 'GET', '/health/ready');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok', storage: 'ok' });
    }
  });

  it('a session opened on one instance works on the other', async () => {
    const token = await signIn(instance(0), 'cliente@demo.com.br');
    const me = await call(instance(1), 'GET', '/auth/me', token);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'cliente@demo.com.br' });
    // Signing out on the second ends it on the first too.
    expect((await call(instance(1), 'POST', '/auth/logout', token)).status).toBeLessThan(300);
    expect((await call(instance(0), 'GET', '/auth/me', token)).status).toBe(401);
  });

  it('an edit on one instance is what the other reads next, at once', async () => {
    const staff = await signIn(instance(0), 'admin@dossel.com.br');
    // Read on both first, so any cache of the list is warm on each.
    for (const each of instances)
      expect((await call(each, 'GET', '/register/customer-groups', staff)).status).toBe(200);
    const created = await call(instance(0), 'POST', '/register/customer-groups', staff, { name: 'Grupo A' });
    expect(created.status).toBe(201);
    const group = (await created.json()) as { id: number; version: number };
    const listed = (await (await call(instance(1), 'GET', '/register/customer-groups', staff)).json()) as {
      id: number;
      name: string;
    }[];
    expect(listed.find((each) => each.id === group.id)?.name).toBe('Grupo A');

    const renamed = await call(instance(1), 'PUT', `/register/customer-groups/${group.id}`, staff, {
      name: 'Grupo B',
      version: group.version,
    });
    expect(renamed.status).toBe(200);
    const read = await call(instance(0), 'GET', `/register/customer-groups/${group.id}`, staff);
    expect(await read.json()).toMatchObject({ name: 'Grupo B' });
  });

  it('a write on one instance is seen at once by the cached reads of the other (operation records, their costs)', async () => {
    const token = await signIn(instance(0), 'cliente@demo.com.br');
    const switched = await call(instance(0), 'POST', '/auth/switchCustomer', token, {
      newCustomerId: VALE_VERDE,
    });
    expect(switched.status).toBe(200);
    const list = '/register/gas/operacoes?page=1&pageSize=50';
    const summary = '/register/gas/operacoes/resumo';
    // Read on the second first, so its caches of the list and the summary are warm.
    const before = (await (await call(instance(1), 'GET', list, token)).json()) as { total: number };
    const costsBefore = await (await call(instance(1), 'GET', summary, token)).text();
    const created = await call(instance(0), 'POST', '/register/gas/operacoes', token, validBodies.operation);
    expect(created.status).toBe(201);
    const after = (await (await call(instance(1), 'GET', list, token)).json()) as { total: number };
    expect(after.total).toBe(before.total + 1);
    expect(await (await call(instance(1), 'GET', summary, token)).text()).not.toBe(costsBefore);
  });

  it('a document uploaded through one instance downloads through the other', async () => {
    const staff = await signIn(instance(0), 'admin@dossel.com.br');
    const content = `talhao;volume\n${randomUUID()};1\n`;
    const uploaded = await postDocument(instance(0).url, staff, {
      documentTypeId: 2,
      name: 'inventario.csv',
      type: 'text/csv',
      content,
    });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: number };

    const customer = await signIn(instance(1), 'cliente@demo.com.br');
    const download = await call(instance(1), 'GET', `/register/documents/${id}/download`, customer);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe(content);
  });

  it('a hand-off code made on one instance opens a session on the other, once', async () => {
    const token = await signIn(instance(0), 'cliente@demo.com.br');
    const issued = await call(instance(0), 'POST', '/auth/handoff', token);
    expect(issued.status).toBe(200);
    const { code } = (await issued.json()) as { code: string };
    const exchanged = await call(instance(1), 'POST', '/auth/handoff/exchange', undefined, { code });
    expect(exchanged.status).toBe(200);
    const again = await call(instance(0), 'POST', '/auth/handoff/exchange', undefined, { code });
    expect(again.status).toBe(401);
  });

  it('terms accepted on one instance open the data on the other', async () => {
    const token = await signIn(instance(0), 'novo@demo.com.br');
    expect((await call(instance(1), 'GET', '/register/documents', token)).status).toBe(403);
    expect((await call(instance(0), 'PUT', '/register/download-app/changeSignature', token)).status).toBe(
      200,
    );
    expect((await call(instance(1), 'GET', '/register/documents', token)).status).toBe(200);
  });

  it('counts sign-in attempts across both: spread over the two, they still stop at the limit', async () => {
    const email = `alvo-${randomUUID()}@demo.com.br`;
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS_PER_MINUTE; attempt += 1) {
      const response = await call(instance(attempt % 2), 'POST', '/auth/login', undefined, {
        email,
        password: 'guess',
      });
      expect(response.status).toBe(401);
    }
    for (const each of instances) {
      const blocked = await call(each, 'POST', '/auth/login', undefined, { email, password: 'guess' });
      expect(blocked.status).toBe(429);
    }
  });
});

// Last, as it kills the first instance: the second keeps answering, and no write either acknowledged
// is missing afterwards.
describe('an instance killed in the middle of a burst of writes', { timeout: START_TIMEOUT_MS }, () => {
  it('loses none of the writes it acknowledged, while the other keeps answering', async () => {
    const staff = await signIn(instance(1), 'admin@dossel.com.br');
    const outcomes: { name: string; on: number; status: number | 'refused' }[] = [];
    const write = async (index: number) => {
      const on = index % 2;
      const name = `Rajada ${index}`;
      const status = await call(instance(on), 'POST', '/register/customer-groups', staff, { name }).then(
        (response) => response.status,
        () => 'refused' as const,
      );
      outcomes.push({ name, on, status });
    };
    const WRITES = 120;
    const AT_ONCE = 8;
    let next = 0;
    const worker = async () => {
      while (next < WRITES) {
        const index = next;
        next += 1;
        if (index === WRITES / 3) instance(0).child.kill('SIGKILL');
        await write(index);
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
    expect(await instance(0).exited).toBeNull();

    // The survivor answered every write sent to it.
    const onSurvivor = outcomes.filter((outcome) => outcome.on === 1);
    expect(onSurvivor.every((outcome) => outcome.status === 201)).toBe(true);
    // The killed one acknowledged some before it died, and refused the rest.
    const acknowledged = outcomes.filter((outcome) => outcome.status === 201).map((outcome) => outcome.name);
    expect(outcomes.some((outcome) => outcome.on === 0 && outcome.status === 201)).toBe(true);
    expect(outcomes.some((outcome) => outcome.on === 0 && outcome.status === 'refused')).toBe(true);

    const stored = (await (await call(instance(1), 'GET', '/register/customer-groups', staff)).json()) as {
      name: string;
    }[];
    const names = new Set(stored.map((group) => group.name));
    expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
  });
});
