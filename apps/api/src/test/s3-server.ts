import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

/** The one account s3rver knows (its own defaults). */
export const TEST_S3_ACCESS_KEY = 'S3RVER';
export const TEST_S3_SECRET = 'S3RVER';

export interface TestS3Server {
  /** `http://127.0.0.1:<port>`. */
  endpoint: string;
  /** A new, empty bucket, as an `S3_URL`; other credentials than the server's when given. */
  createBucket(credentials?: { key: string; secret: string }): Promise<{ bucket: string; url: string }>;
  /** Every key in a bucket (under `prefix`), sorted. */
  keys(bucket: string, prefix?: string): Promise<string[]>;
  /** A client with the right credentials, for a test to look into a bucket. */
  client: S3Client;
  close(): Promise<void>;
}

const s3rverBin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
// Starting a Node process with s3rver's dependencies: a generous cap for a loaded CI machine.
const START_TIMEOUT_MS = 20_000;

/**
 * A real S3-compatible server (s3rver, from npm) in a process of its own on a free local port, storing in
 * a temporary folder. Its own process, so that a test measuring this process's memory measures ours.
 * s3rver checks access keys but not SigV4 signatures: a wrong secret passes there, a wrong key does not.
 */
export async function startTestS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'dossel-s3-'));
  // s3rver signs list continuation tokens with DES, which OpenSSL 3 keeps in its legacy provider.
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', s3rverBin, '-d', directory, '-a', '127.0.0.1', '-p', '0', '-s'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`s3rver did not start: ${output}`)), START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /S3rver listening on [\d.]+:(\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(Number(listening[1]));
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited: ${output}`));
    });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: TEST_S3_ACCESS_KEY, secretAccessKey: TEST_S3_SECRET },
  });

  return {
    endpoint,
    client,
    async createBucket(credentials = { key: TEST_S3_ACCESS_KEY, secret: TEST_S3_SECRET }) {
      const bucket = `test-${randomUUID()}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      const url = `http://${credentials.key}:${credentials.secret}@127.0.0.1:${port}/${bucket}?forcePathStyle=true`;
      return { bucket, url };
    },
    async keys(bucket, prefix) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async close() {
      client.destroy();
      child.kill();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
