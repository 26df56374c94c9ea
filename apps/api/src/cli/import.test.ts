import { writeFile } from 'node:fs/promises';
import { Writable } from 'node:stream';

import type { Import } from '@dossel/api-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { tempFolderPerTest } from '../imports/formats/vector/testing/temp-folder';
import { createNewCustomer, plotsGeoJson } from '../imports/testing/import-scenario';
import { createApiKeysRepository } from '../repositories/api-keys';
import { createTestApp, signIn, type TestApp } from '../test/test-app';
import { parseImportArgs } from './import';
import { runCli } from './run-cli';

const env = { DOSSEL_URL: 'http://127.0.0.1:3000', DOSSEL_API_KEY: `dsk_${'k'.repeat(43)}` };

describe('pnpm dossel import: its arguments', () => {
  const parse = (args: string, given: NodeJS.ProcessEnv = env) =>
    parseImportArgs(args.split(' ').filter(Boolean), given);
  const error = (args: string, given?: NodeJS.ProcessEnv) => {
    const parsed = parse(args, given);
    return !parsed.ok && 'error' in parsed ? parsed.error : null;
  };

  it('reads a weeds file of a date, to publish, with the server and key from the environment', () => {
    expect(parse('--customer 12 --kind weeds --date 2026-11-10 --publish mapa.tif')).toEqual({
      ok: true,
      args: {
        customer: { id: 12 },
        kind: 'weeds',
        date: '2026-11-10',
        publish: true,
        url: env.DOSSEL_URL,
        key: env.DOSSEL_API_KEY,
        language: 'pt-BR',
        file: 'mapa.tif',
      },
    });
  });

  it('takes --url, --key and --lang over the environment', () => {
    const parsed = parse(
      '--customer 1 --kind plots --url https://portal.example.com --key dsk_x --lang es talhoes.zip',
    );
    expect(parsed).toMatchObject({
      ok: true,
      args: {
        url: 'https://portal.example.com',
        key: 'dsk_x',
        language: 'es',
        date: undefined,
        publish: false,
      },
    });
  });

  it('takes a customer by its code when it is not a number', () => {
    expect(parse('--customer SA-0001 --kind plots talhoes.zip')).toMatchObject({
      ok: true,
      args: { customer: { code: 'SA-0001' } },
    });
  });

  it('answers --help with the help', () => {
    expect(parse('--help')).toEqual({ ok: false, help: true });
    expect(parse('-h')).toEqual({ ok: false, help: true });
  });

  it.each([
    ['--kind plots talhoes.zip', /--customer is required/],
    ['--customer 0 --kind plots talhoes.zip', /--customer 0 is no customer's id/],
    ['--customer 1 --kind inventory talhoes.zip', /--kind must be one of plots, weeds, anomalies/],
    ['--customer 1 --kind weeds mapa.tif', /--date is required for weeds/],
    ['--customer 1 --kind plots --date 2026-11-10 talhoes.zip', /--date is only for weeds and anomalies/],
    ['--customer 1 --kind anomalies --date 10/11/2026 mapa.tif', /YYYY-MM-DD/],
    ['--customer 1 --kind plots', /Name the file/],
    ['--customer 1 --kind plots a.zip b.zip', /One file at a time/],
    ['--customer 1 --kind plots --lang fr a.zip', /--lang must be one of pt-BR, en-US, es/],
    ['--customer 1 --kind plots --force a.zip', /Unknown option '--force'/],
  ])('refuses %s', (args, message) => {
    expect(error(args)).toMatch(message);
  });

  it('asks for the server and the key when neither flag nor environment gives them', () => {
    expect(error('--customer 1 --kind plots a.zip', {})).toMatch(/--url or DOSSEL_URL/);
    expect(error('--customer 1 --kind plots a.zip', { DOSSEL_URL: 'portal' })).toMatch(/http\(s\) address/);
    expect(error('--customer 1 --kind plots a.zip', { DOSSEL_URL: env.DOSSEL_URL })).toMatch(
      /--key or DOSSEL_API_KEY/,
    );
  });
});

/** Runs `pnpm dossel …` in this process, with what it writes and its exit code. */
async function dossel(args: string[], given: NodeJS.ProcessEnv) {
  let out = '';
  let err = '';
  const sink = (write: (text: string) => void) =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        write(chunk.toString());
        done();
      },
    });
  const code = await runCli(args, {
    env: given,
    out: sink((text) => (out += text)),
    err: sink((text) => (err += text)),
  });
  return { code, out, err };
}

describe('pnpm dossel import: usage mistakes', () => {
  it('exits 2 with the help on a mistake, 0 on --help', async () => {
    const wrong = await dossel(['import', '--kind', 'plots', 'a.zip'], env);
    expect(wrong.code).toBe(2);
    expect(wrong.err).toMatch(/--customer is required[\s\S]*Usage: pnpm dossel import/);
    const help = await dossel(['import', '--help'], env);
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/Exit codes: 0 ready/);
  });

  it('exits 2 when the file is not there', async () => {
    const missing = await dossel(['import', '--customer', '1', '--kind', 'plots', '/nao/existe.zip'], env);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/Cannot read \/nao\/existe\.zip/);
  });

  it('is listed in the usage text', async () => {
    expect((await dossel(['--help'], {})).out).toMatch(/import\s+send a plots, weeds or anomalies file/);
  });
});

// Files are read by a worker thread and published by jobs: a step takes a second or two on two cores.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

describe('pnpm dossel import against a running server', () => {
  let testApp: TestApp;
  let url: string;
  let customerId: number;
  const file = tempFolderPerTest();
  const keys = () => createApiKeysRepository(testApp.app.db);
  const newKey = async (customer: number | null = null) =>
    (
      await keys().create(
        {
          name: 'Pipeline de teste',
          scopes: ['imports'],
          customerId: customer,
          expiresAt: null,
          createdByName: 'Teste',
        },
        new Date(),
      )
    ).key;
  const run = (args: string[], key: string, extra: NodeJS.ProcessEnv = {}) =>
    dossel(['import', ...args], {
      DOSSEL_URL: url,
      DOSSEL_API_KEY: key,
      DOSSEL_IMPORT_POLL_MS: '100',
      ...extra,
    });

  beforeAll(async () => {
    testApp = await createTestApp();
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const staff = await signIn(testApp.app, 'admin@dossel.com.br');
    customerId = await createNewCustomer(testApp.app, staff, {
      name: 'Florestal Lavras',
      document: '22.333.444/0001-55',
      emailDomain: 'lavras.com.br',
    });
  });
  afterAll(() => testApp.close());

  /** The two Lavras plots, with the attributes a provider's GIS exports. */
  async function plotsFile(name = 'talhoes.geojson') {
    const path = file(name);
    await writeFile(path, plotsGeoJson());
    return path;
  }

  const latest = async () => {
    const row = await testApp.app.db
      .selectFrom('imports')
      .select(['id', 'status', 'source', 'created_by_name'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return row as Pick<Import, 'id' | 'status' | 'source' | 'created_by_name'>;
  };

  it('uploads a plots file with its progress, waits until it is read and publishes it', async () => {
    const key = await newKey();
    const result = await run(
      ['--customer', String(customerId), '--kind', 'plots', '--publish', await plotsFile()],
      key,
    );
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/Uploading talhoes\.geojson/);
    expect(result.out).toMatch(/sent 100%/);
    expect(result.out).toMatch(/\bready\b/);
    expect(result.out).toMatch(/plots: 2 added/);
    expect(result.out).toMatch(/is published/);
    expect(await latest()).toMatchObject({
      status: 'published',
      source: 'cli',
      created_by_name: 'Pipeline de teste',
    });
  });

  it('stops at ready without --publish, the customer named by its code', async () => {
    await testApp.app.db
      .updateTable('customers')
      .set({ code: 'LAV-01' })
      .where('id', '=', customerId)
      .execute();
    const result = await run(['--customer', 'lav-01', '--kind', 'plots', await plotsFile()], await newKey());
    expect(result.out).toMatch(new RegExp(`plots of customer ${customerId}\\b`));
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/is ready: preview and publish it in the portal/);
    expect((await latest()).status).toBe('ready');
  });

  it('exits 1 for a code no customer the key may import for has', async () => {
    const unknown = await run(['--customer', 'XX-99', '--kind', 'plots', await plotsFile()], await newKey());
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/No customer has the code XX-99/);
    // Serra Azul's code, with a key of another customer: not found either.
    const other = await run(
      ['--customer', 'SA-0001', '--kind', 'plots', await plotsFile()],
      await newKey(customerId),
    );
    expect(other.code).toBe(1);
    expect(other.err).toMatch(/No customer has the code SA-0001/);
  });

  it('prints the problems of a refused file in the language asked, and exits 1', async () => {
    const broken = file('quebrado.geojson');
    await writeFile(broken, '{"type": "FeatureCollection", "features": [');
    const result = await run(
      ['--customer', String(customerId), '--kind', 'plots', '--lang', 'en-US', broken],
      await newKey(),
    );
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/is (invalid|failed): nothing was published/);
    expect(result.err).toMatch(/Problems \(\d+\):|Reason: /);
    // In English: no Portuguese text of the contract's problems.
    expect(result.err).not.toMatch(/arquivo|Arquivo/);
  });

  it('is refused, exit 1, with a revoked key or a key of another customer', async () => {
    const revoked = await newKey();
    const newest = (await keys().list())[0];
    if (!newest) throw new Error('the key just created is not listed');
    await keys().revoke(newest.id, new Date());
    const refused = await run(
      ['--customer', String(customerId), '--kind', 'plots', await plotsFile()],
      revoked,
    );
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/HTTP 401[\s\S]*Chave de API inválida, expirada ou revogada\./);

    const other = await run(
      ['--customer', String(customerId), '--kind', 'plots', '--lang', 'es', await plotsFile()],
      await newKey(1),
    );
    expect(other.code).toBe(1);
    expect(other.err).toMatch(/HTTP 403[\s\S]*Esta clave de API no permite este cliente\./);
  });
});
