import type { DocumentStorage } from './document-storage';
import { createLocalDocumentStorage } from './local-document-storage';
import { createS3DocumentStorage } from './s3-document-storage';
import type { S3Settings } from './s3-settings';

/** The storage the configuration names: the bucket of `S3_URL` when set, else the local documents folder. */
export function createDocumentStorage(config: { documentsDir: string; s3?: S3Settings }): DocumentStorage {
  return config.s3 ? createS3DocumentStorage(config.s3) : createLocalDocumentStorage(config.documentsDir);
}
