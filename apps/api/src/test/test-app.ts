import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import pg from 'pg';

import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { prepareDatabase } from '../db/prepare';
import { DEMO_PASSWORD } from '../db/seed';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Closes the app and removes its data. */
  close: () => Promise<void>;
}

/** When set, each test file runs on a PostgreSQL database of its own, created on this server. */
const postgresServer = process.env.TEST_DATABASE_URL;

async function onPostgresServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresServer });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function createTestDatabase(): Promise<Record<string, string>> {
  if (!postgresServer) return {};
  const name = `dossel_test_${randomUUID().replaceAll('-', '')}`;
  await onPostgresServer(`create database ${name}`);
  const url = new URL(postgresServer);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}

/** A temporary data folder (and PostgreSQL database, see TEST_DATABASE_URL); `env` adds variables. */
export async function makeTestConfig(env: Record<string, string> = {}): Promise<Config> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dossel-api-'));
  return loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(await createTestDatabase()), ...env });
}

/** Removes what makeTestConfig created; the apps on it must be closed first. */
export async function removeTestData(config: Config): Promise<void> {
  await rm(config.dataDir, { recursive: true, force: true });
  if (config.databaseUrl) {
    await onPostgresServer(`drop database if exists ${new URL(config.databaseUrl).pathname.slice(1)}`);
  }
}

/** Starts the app as the server does (migrated, seeded), on the given configuration. */
export async function startApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp(config, options);
  await app.ready();
  await prepareDatabase(app.db, { ...config, storage: app.documentStorage });
  await app.jobs.start();
  return app;
}

/** The app on a fresh, migrated and seeded database of its own. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: BuildAppOptions = {},
): Promise<TestApp> {
  const config = await makeTestConfig(env);
  const app = await startApp(config, options);
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await removeTestData(config);
    },
  };
}

/**
 * Signs an account in and returns its bearer token, having accepted the terms of use first where they
 * were pending (as the portal's modal asks before anything else): the API refuses such a user everything
 * else (issue 14). Tests of the pending state use `signInWithoutTerms`.
 */
export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const { token, user } = await signInAnswer(app, email, password);
  if (user.signature === null) {
    const accepted = await app.inject({
      method: 'PUT',
      url: '/api/register/download-app/changeSignature',
      headers: { authorization: `Bearer ${token}` },
    });
    if (accepted.statusCode !== 200) throw new Error(`${email} could not accept the terms: ${accepted.body}`);
  }
  return token;
}

/** A session of a user who is left with the terms of use as they are (pending, for the demo's novo). */
export async function signInWithoutTerms(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  return (await signInAnswer(app, email, password)).token;
}

async function signInAnswer(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
  return response.json<{ token: string; user: { signature: string | null } }>();
}

/** POST /api/auth/login as a client sends it; the answer is left to the test. */
export function postLogin(app: FastifyInstance, email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

/** GET /api/auth/me with a bearer token. */
export function getMe(app: FastifyInstance, token: string) {
  return app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
}
