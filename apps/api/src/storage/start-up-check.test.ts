import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { startTestS3Server, type TestS3Server } from '../test/s3-server';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
// A real process starts (tsx compiles on the fly): a generous cap, so a loaded CI machine passes.
const PROCESS_TIMEOUT_MS = 30_000;

let server: TestS3Server;
let dataDir: string;
let wrongKeyUrl: string;
let bucket: string;
beforeAll(async () => {
  server = await startTestS3Server();
  const created = await server.createBucket({ key: 'NOBODY', secret: 'the-wrong-secret' });
  wrongKeyUrl = created.url;
  bucket = created.bucket;
  dataDir = await mkdtemp(join(tmpdir(), 'dossel-start-up-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await server.close();
});

/** What buildApp rejects with, or null when it builds (on the SQLite file: no database is the point here). */
async function buildFailure(env: Record<string, string>): Promise<unknown> {
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }));
  } catch (error) {
    return error;
  }
  await app.close();
  return null;
}

describe('the document storage at start-up', () => {
  it('stops the app when the bucket refuses the credentials, naming S3_URL and why', async () => {
    const error = await buildFailure({ S3_URL: wrongKeyUrl });
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toBe(
      [
        'The document storage cannot be used:',
        `- S3_URL: the bucket "${bucket}" at ${server.endpoint} refused the credentials: the access key or the ` +
          'secret is wrong (InvalidAccessKeyId: The AWS Access Key Id you provided does not exist in our records.)',
      ].join('\n'),
    );
  });

  it('stops the app when nothing answers at the endpoint', async () => {
    const error = await buildFailure({
      S3_URL: `http://S3RVER:S3RVER@127.0.0.1:9/${bucket}?forcePathStyle=true`,
    });
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(
      /^The document storage cannot be used:\n- S3_URL: the bucket ".*" at http:\/\/127\.0\.0\.1:9 cannot be reached/,
    );
  });

  it('stops the app when the documents folder cannot be written, naming DOCUMENTS_DIR', async () => {
    // A file where the folder should be: refused even to root, unlike a folder without write permission.
    const notAFolder = join(dataDir, 'a-file');
    await writeFile(notAFolder, '');
    const error = await buildFailure({ DOCUMENTS_DIR: notAFolder });
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(
      new RegExp(
        `^The document storage cannot be used:\\n- DOCUMENTS_DIR: cannot write in ${notAFolder} \\(`,
      ),
    );
  });

  it('builds on a bucket that answers and takes the credentials', async () => {
    const { url } = await server.createBucket();
    expect(await buildFailure({ S3_URL: url })).toBeNull();
  });

  it(
    'makes the server process exit with the message and no stack trace',
    async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiDir,
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', S3_URL: wrongKeyUrl },
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(
        `The document storage cannot be used:\n- S3_URL: the bucket "${bucket}" at ${server.endpoint} refused the credentials`,
      );
      expect(stderr).not.toMatch(/^\s+at /m);
      expect(stderr).not.toContain('the-wrong-secret');
    },
    PROCESS_TIMEOUT_MS,
  );
});
