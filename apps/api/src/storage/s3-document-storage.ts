import { createHash, randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';

import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';

import {
  isStorageKey,
  MissingFileError,
  StorageUnavailableError,
  type DocumentStorage,
  type StoredFile,
} from './document-storage';
import { describeBucket, type S3Settings } from './s3-settings';

export interface S3DocumentStorage extends DocumentStorage {
  /** The stored size of a key, or null when the bucket does not hold it. */
  sizeOf(key: string): Promise<number | null>;
}

/**
 * Multipart parts of 5 MiB (S3's smallest), two in flight: an upload holds about three parts in memory,
 * whatever the size of the file. The largest object is then 10,000 parts, 48 GiB.
 */
export const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
/** A bucket that does not answer a check within this long counts as unreachable. */
const CHECK_TIMEOUT_MS = 10_000;

const DOCUMENTS = 'documents/';
const INCOMING = 'incoming/';

/**
 * Documents in an S3-compatible bucket, content-addressed like the local folder: a file is
 * `documents/<sha256>`. An upload streams to `incoming/<random>` (multipart, never buffered whole) while
 * hashed, is copied to its key unless the bucket already has it, and the temporary object is deleted.
 */
export function createS3DocumentStorage(settings: S3Settings): S3DocumentStorage {
  const { bucket } = settings;
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials && { credentials: settings.credentials }),
    // The SDK's default (CRC checksums on every request, with aws-chunked bodies) is refused or misread by
    // several S3-compatible servers; we hash every byte ourselves (the key is its sha256).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Without it a silent host (a firewall dropping packets) would hold a start-up or an upload forever.
    requestHandler: { connectionTimeout: 5_000 },
  });
  const objectKey = (key: string) => `${DOCUMENTS}${key}`;

  const sizeOf = async (key: string): Promise<number | null> => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };

  const deleteObject = async (key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  };

  return {
    sizeOf,

    async put(content: Readable): Promise<StoredFile> {
      const temporary = `${INCOMING}${randomUUID()}`;
      const hash = createHash('sha256');
      let size = 0;
      // The caller's stream failing (a cut upload, a size limit) is the error to report, not what the SDK
      // says after it (an aborted multipart upload, which some servers do not even implement).
      let sourceError: unknown;
      const measured = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      // pipe() does not pass errors on: the upload learns of a failing source when its input is destroyed.
      content.on('error', (error) => {
        sourceError ??= error;
        measured.destroy(error);
      });
      content.pipe(measured);
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: temporary, Body: measured },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
      });
      try {
        await upload.done();
      } catch (error) {
        content.destroy();
        measured.destroy();
        // A single-request upload may have landed before the failure was seen; multipart ones are aborted.
        await deleteObject(temporary).catch(() => {});
        throw sourceError ?? error;
      }
      const sha256 = hash.digest('hex');
      try {
        // CopyObject takes objects up to 5 GiB, far above any document (DOCUMENT_MAX_MB).
        if ((await sizeOf(sha256)) === null) {
          await client.send(
            new CopyObjectCommand({
              Bucket: bucket,
              Key: objectKey(sha256),
              CopySource: `${bucket}/${temporary}`,
            }),
          );
        }
      } finally {
        // Best effort: a leftover under incoming/ is garbage no key points at (a lifecycle rule clears it),
        // while failing here would fail an upload whose file is stored.
        await deleteObject(temporary).catch(() => {});
      }
      return { key: sha256, size, sha256 };
    },

    async get(key: string): Promise<Readable> {
      if (!isStorageKey(key)) throw new MissingFileError(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        // In Node the body is an http.IncomingMessage, a Readable.
        return object.Body as Readable;
      } catch (error) {
        if (isNotFound(error)) throw new MissingFileError(key);
        throw error;
      }
    },

    async delete(key: string): Promise<void> {
      if (!isStorageKey(key)) return;
      await deleteObject(objectKey(key));
    },

    // Listing one key needs the bucket, the credentials and the read permission, and costs one request.
    async check(): Promise<void> {
      try {
        await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: DOCUMENTS, MaxKeys: 1 }), {
          abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
        });
      } catch (error) {
        throw new StorageUnavailableError('S3_URL', `the ${describeBucket(settings)} ${whyUnusable(error)}`, {
          cause: error,
        });
      }
    },

    close(): void {
      client.destroy();
    },
  };
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/** Why a bucket refused a check, in words an operator can act on. */
function whyUnusable(error: unknown): string {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    const detail = error.message && error.message !== 'UnknownError' ? `: ${error.message}` : '';
    switch (error.name) {
      case 'NoSuchBucket':
        return 'does not exist (create it first)';
      case 'InvalidAccessKeyId':
      case 'SignatureDoesNotMatch':
        return `refused the credentials: the access key or the secret is wrong (${error.name}${detail})`;
      case 'AccessDenied':
        return `does not let these credentials list it (AccessDenied${detail})`;
    }
    if (status === 403) return `refused the credentials (403 Forbidden${detail})`;
    if (status === 404) return 'does not exist (create it first)';
    return `answered ${status ?? 'an error'} (${error.name}${detail})`;
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `did not answer within ${CHECK_TIMEOUT_MS / 1000} s`;
  }
  const reason = error instanceof Error ? error.message : String(error);
  return `cannot be reached (${reason})`;
}
