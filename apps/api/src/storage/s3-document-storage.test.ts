import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestS3Server, type TestS3Server } from '../test/s3-server';
import { MissingFileError, StorageUnavailableError } from './document-storage';
import { createS3DocumentStorage, type S3DocumentStorage } from './s3-document-storage';
import { parseS3Url, type S3Settings } from './s3-settings';

// A real server process and, once, 100 MB through it: generous caps for a loaded CI machine.
const LARGE_TIMEOUT_MS = 120_000;
const MiB = 1024 * 1024;

let server: TestS3Server;
let bucket: string;
let settings: S3Settings;
let storage: S3DocumentStorage;

function settingsOf(url: string): S3Settings {
  const parsed = parseS3Url(url);
  if (!('settings' in parsed)) throw new Error(parsed.problems.join('; '));
  return parsed.settings;
}

beforeAll(async () => {
  server = await startTestS3Server();
  const created = await server.createBucket();
  bucket = created.bucket;
  settings = settingsOf(created.url);
  storage = createS3DocumentStorage(settings);
});
afterAll(async () => {
  storage.close();
  await server.close();
});

async function text(content: Readable): Promise<string> {
  let result = '';
  for await (const chunk of content) result += (chunk as Buffer).toString();
  return result;
}

// Memory still referenced, not garbage waiting for a collection: a full collection before each measure
// makes the number depend on what the upload holds, not on when the collector last ran.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
function liveMemory(): number {
  collectGarbage();
  const { heapUsed, external } = process.memoryUsage();
  // `external` counts Buffers' memory (arrayBuffers is part of it).
  return heapUsed + external;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** `size` bytes in chunks of `chunkSize`, then the stream fails with `error` instead of ending. */
function failingAfter(size: number, chunkSize: number, error: Error): Readable {
  return Readable.from(
    (function* () {
      for (let sent = 0; sent < size; sent += chunkSize) yield Buffer.alloc(chunkSize, 7);
      throw error;
    })(),
  );
}

describe('the S3 document storage', () => {
  it('stores a stream under its sha256, gives the bytes back, and deletes them', async () => {
    const stored = await storage.put(Readable.from([Buffer.from('talhão 12: '), Buffer.from('inventário')]));
    const content = 'talhão 12: inventário';
    expect(stored).toEqual({
      key: sha256(content),
      sha256: sha256(content),
      size: Buffer.byteLength(content),
    });
    expect(await text(await storage.get(stored.key))).toBe(content);
    expect(await server.keys(bucket)).toContain(`documents/${stored.key}`);

    await storage.delete(stored.key);
    await expect(storage.get(stored.key)).rejects.toBeInstanceOf(MissingFileError);
    expect(await server.keys(bucket, 'documents/')).not.toContain(`documents/${stored.key}`);
  });

  it('stores equal content once and leaves no temporary object', async () => {
    const first = await storage.put(Readable.from(['same bytes']));
    const second = await storage.put(Readable.from(['same ', 'bytes']));
    expect(second.key).toBe(first.key);
    expect((await server.keys(bucket)).filter((key) => key.endsWith(first.key))).toEqual([
      `documents/${first.key}`,
    ]);
    expect(await server.keys(bucket, 'incoming/')).toEqual([]);
  });

  it('answers MissingFileError for a key it does not hold, and for what is not a key', async () => {
    const absent = sha256('never stored');
    await expect(storage.get(absent)).rejects.toEqual(new MissingFileError(absent));
    await expect(storage.get('../../etc/passwd')).rejects.toBeInstanceOf(MissingFileError);
    await expect(storage.sizeOf(absent)).resolves.toBeNull();
    // Deleting what is not there is not an error (the route deletes after the last document goes).
    await expect(storage.delete(absent)).resolves.toBeUndefined();
  });

  it('rejects with the stream’s own error and keeps nothing when the input fails, before or after multipart starts', async () => {
    const before = await server.keys(bucket);
    const early = new Error('the client went away');
    await expect(storage.put(failingAfter(64 * 1024, 16 * 1024, early))).rejects.toBe(early);
    // Past two parts, so a multipart upload had begun.
    const late = new Error('cut after 12 MiB');
    await expect(storage.put(failingAfter(12 * MiB, MiB, late))).rejects.toBe(late);
    expect(await server.keys(bucket)).toEqual(before);
  });

  it(
    'streams 100 MB through a multipart upload holding a few parts in memory, never the whole body',
    async () => {
      const total = 100 * MiB;
      // Warm up first, so that loading the SDK's code does not count as growth.
      await storage.put(Readable.from([Buffer.alloc(6 * MiB, 1)]));

      const expected = createHash('sha256');
      const baseline = liveMemory();
      let peak = baseline;
      const generated = Readable.from(
        (function* () {
          for (let index = 0; index < total / MiB; index += 1) {
            // Measured as each chunk is asked for, while earlier parts are still being sent.
            peak = Math.max(peak, liveMemory());
            const chunk = Buffer.alloc(MiB, index % 251);
            expected.update(chunk);
            yield chunk;
          }
        })(),
        // A byte stream buffering one chunk ahead, as a request body does (not 16 chunks, as objects would).
        { objectMode: false, highWaterMark: MiB },
      );
      const stored = await storage.put(generated);

      const key = expected.digest('hex');
      expect(stored).toEqual({ key, sha256: key, size: total });
      expect(await storage.sizeOf(key)).toBe(total);
      // Kept alive: about three 5 MiB parts and their copies while they are cut. The whole body would be 100.
      expect(peak - baseline).toBeLessThan(40 * MiB);

      const readBack = createHash('sha256');
      for await (const chunk of await storage.get(key)) readBack.update(chunk as Buffer);
      expect(readBack.digest('hex')).toBe(key);
      await storage.delete(key);
    },
    LARGE_TIMEOUT_MS,
  );
});

describe('checking the bucket (start-up and readiness)', () => {
  it('passes on a bucket that answers and takes the credentials', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  // s3rver checks the access key, not the signature: a wrong secret cannot be shown refused here.
  it('names S3_URL and says the credentials were refused, without the secret', async () => {
    const wrong = createS3DocumentStorage({
      ...settings,
      credentials: { accessKeyId: 'NOBODY', secretAccessKey: 'the-wrong-secret' },
    });
    const error = await wrong.check().then(
      () => null,
      (failure: unknown) => failure,
    );
    wrong.close();
    expect(error).toBeInstanceOf(StorageUnavailableError);
    expect(error).toMatchObject({ setting: 'S3_URL' });
    expect((error as Error).message).toBe(
      `the bucket "${bucket}" at ${server.endpoint} refused the credentials: the access key or the secret is ` +
        'wrong (InvalidAccessKeyId: The AWS Access Key Id you provided does not exist in our records.)',
    );
  });

  it('says when the bucket does not exist', async () => {
    const missing = createS3DocumentStorage({ ...settings, bucket: 'no-such-bucket' });
    await expect(missing.check()).rejects.toThrow(/^the bucket "no-such-bucket" at .* does not exist/);
    missing.close();
  });

  it('says when nothing answers at the endpoint', async () => {
    // Port 9 (discard) of the loopback: nothing listens there on a test machine.
    const nowhere = createS3DocumentStorage({ ...settings, endpoint: 'http://127.0.0.1:9' });
    await expect(nowhere.check()).rejects.toThrow(
      /^the bucket ".*" at http:\/\/127\.0\.0\.1:9 cannot be reached \(.*ECONNREFUSED/,
    );
    nowhere.close();
  });
});
