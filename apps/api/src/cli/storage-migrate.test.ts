import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';

import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createLocalDocumentStorage } from '../storage/local-document-storage';
import { createS3DocumentStorage } from '../storage/s3-document-storage';
import { parseS3Url } from '../storage/s3-settings';
import { startTestS3Server, type TestS3Server } from '../test/s3-server';
import { runCli } from './run-cli';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
// Each run starts a process through tsx: generous caps, so a loaded CI machine passes.
const PROCESS_TIMEOUT_MS = 60_000;
const MiB = 1024 * 1024;

let server: TestS3Server;
let dataDir: string;
beforeAll(async () => {
  server = await startTestS3Server();
  dataDir = await mkdtemp(join(tmpdir(), 'dossel-migrate-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await server.close();
});

const sha256 = (content: Buffer | string) => createHash('sha256').update(content).digest('hex');

/** A data folder of its own, with these files stored in its documents folder as the server stores them. */
async function localDocuments(name: string, contents: (Buffer | string)[]) {
  const dir = join(dataDir, name);
  const local = createLocalDocumentStorage(join(dir, 'documents'));
  const keys = [];
  for (const content of contents) keys.push((await local.put(Readable.from([Buffer.from(content)]))).key);
  return { dataDir: dir, documentsDir: join(dir, 'documents'), keys };
}

/** `pnpm dossel storage migrate` as the root package.json spells it, from the repository's root. */
async function runScript(env: Record<string, string>) {
  const { scripts } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const child = spawn('sh', ['-c', `${scripts.dossel} storage migrate`], {
    cwd: root,
    env: { ...process.env, PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}`, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stdout, stderr };
}

/** The CLI in this process, its output collected. */
async function runInProcess(args: string[], env: Record<string, string> = {}) {
  let out = '';
  let err = '';
  const sink = (append: (text: string) => void) =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        append(chunk.toString());
        done();
      },
    });
  const code = await runCli(args, {
    env,
    out: sink((text) => (out += text)),
    err: sink((text) => (err += text)),
  });
  return { code, out, err };
}

async function bucketStorage(url: string) {
  const parsed = parseS3Url(url);
  if (!('settings' in parsed)) throw new Error(parsed.problems.join('; '));
  return createS3DocumentStorage(parsed.settings);
}

async function sha256Of(content: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of content) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

describe('pnpm dossel storage migrate', () => {
  it(
    'copies the local files into the bucket, skips those already there, and verifies each sha256',
    async () => {
      const { url, bucket } = await server.createBucket();
      // One file larger than a multipart part.
      const local = await localDocuments('copy', ['a;b\n1;2\n', Buffer.alloc(6 * MiB, 'x'), 'kml']);
      const target = await bucketStorage(url);
      const [first, large, present] = local.keys as [string, string, string];
      await target.put(Readable.from(['kml']));

      const run = await runScript({ DATA_DIR: local.dataDir, S3_URL: url });
      expect(run.stderr).not.toContain('FAILED');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(
        `Copying ${local.documentsDir} into the bucket "${bucket}" at ${server.endpoint}`,
      );
      expect(run.stdout).toContain(`copied          ${first} (8 bytes, sha256 verified)`);
      expect(run.stdout).toContain(`copied          ${large} (${6 * MiB} bytes, sha256 verified)`);
      expect(run.stdout).toContain(`already there   ${present}`);
      expect(run.stdout).toMatch(/^2 copied, 1 already there, 0 failed$/m);

      expect(await server.keys(bucket)).toEqual(local.keys.map((key) => `documents/${key}`).sort());
      for (const key of local.keys) expect(await sha256Of(await target.get(key))).toBe(key);
      target.close();

      const again = await runScript({ DATA_DIR: local.dataDir, S3_URL: url });
      expect(again.code).toBe(0);
      expect(again.stdout).toMatch(/^0 copied, 3 already there, 0 failed$/m);
    },
    PROCESS_TIMEOUT_MS,
  );

  it(
    'reports a damaged local file, copies the rest, and exits with 1',
    async () => {
      const { url, bucket } = await server.createBucket();
      const local = await localDocuments('damaged', ['intact']);
      // A file whose content no longer matches its name (its sha256).
      const named = sha256('what it was');
      await mkdir(join(local.documentsDir, named.slice(0, 2)), { recursive: true });
      await writeFile(join(local.documentsDir, named.slice(0, 2), named), 'what it became');

      const run = await runScript({ DATA_DIR: local.dataDir, S3_URL: url });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        `FAILED          ${named}: the local file is damaged: its content's sha256 is ${sha256('what it became')}`,
      );
      expect(run.stdout).toMatch(/^1 copied, 0 already there, 1 failed$/m);
      expect(await server.keys(bucket)).toEqual([`documents/${sha256('intact')}`]);
    },
    PROCESS_TIMEOUT_MS,
  );

  it('fails a key the bucket holds with another size, leaving that object alone', async () => {
    const { url, bucket } = await server.createBucket();
    const local = await localDocuments('other-size', ['twelve bytes']);
    const [key] = local.keys as [string];
    await server.client.send(
      new PutObjectCommand({ Bucket: bucket, Key: `documents/${key}`, Body: 'short' }),
    );

    const run = await runInProcess(['storage', 'migrate'], { DATA_DIR: local.dataDir, S3_URL: url });
    expect(run.code).toBe(1);
    expect(run.err).toContain(
      `FAILED          ${key}: the bucket holds 5 bytes under this key, not 12: remove that object, run again`,
    );
  });

  it('stops before copying when the bucket refuses the credentials', async () => {
    const { url, bucket } = await server.createBucket({ key: 'NOBODY', secret: 'nothing' });
    const local = await localDocuments('refused', ['a']);
    const run = await runInProcess(['storage', 'migrate'], { DATA_DIR: local.dataDir, S3_URL: url });
    expect(run.code).toBe(1);
    expect(run.err).toMatch(
      new RegExp(`^S3_URL: the bucket "${bucket}" at .* refused the credentials: .*InvalidAccessKeyId`),
    );
    expect(run.out).toBe('');
  });

  it('says what is missing without S3_URL, and lists a bad configuration as the server does', async () => {
    const unset = await runInProcess(['storage', 'migrate'], { DATA_DIR: dataDir });
    expect(unset).toEqual({
      code: 1,
      out: '',
      err: 'S3_URL is not set: it names the bucket to copy the documents into (README: Configuration).\n',
    });
    const bad = await runInProcess(['storage', 'migrate'], { DATA_DIR: dataDir, S3_URL: 'ftp://host/b' });
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/^Invalid configuration:\n- S3_URL: must start with https:\/\/ or http:\/\//);
  });
});

describe('pnpm dossel', () => {
  it('prints its commands when none is named, and refuses an unknown one', async () => {
    const none = await runInProcess([]);
    expect(none.code).toBe(2);
    expect(none.err).toMatch(
      /^Usage: pnpm dossel <command>\n\nCommands:\n {2}storage migrate {2}copy the local/,
    );
    const unknown = await runInProcess(['storage', 'import']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/^Unknown command: storage import\n\nUsage: pnpm dossel <command>/);
    const help = await runInProcess(['--help']);
    expect(help).toMatchObject({ code: 0, err: '' });
    expect(help.out).toContain('storage migrate');
    const migrateHelp = await runInProcess(['storage', 'migrate', '--help']);
    expect(migrateHelp.code).toBe(0);
    expect(migrateHelp.out).toMatch(/^Usage: pnpm dossel storage migrate\n/);
    const extra = await runInProcess(['storage', 'migrate', '--dry-run']);
    expect(extra.code).toBe(2);
    expect(extra.err).toMatch(/^storage migrate takes no arguments \(got: --dry-run\)/);
  });
});
