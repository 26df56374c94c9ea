import { ConfigError, loadConfig, type Config } from '../config';
import { copyToBucket, type CopyOutcome } from '../storage/copy-to-bucket';
import { StorageUnavailableError } from '../storage/document-storage';
import { createLocalDocumentStorage, type LocalDocumentStorage } from '../storage/local-document-storage';
import { createS3DocumentStorage, type S3DocumentStorage } from '../storage/s3-document-storage';
import { describeBucket } from '../storage/s3-settings';
import type { CliIo, Command } from './command';

const HELP = `Usage: pnpm dossel storage migrate

Copies every document file of the local folder (DOCUMENTS_DIR under DATA_DIR) into the bucket that
S3_URL names, skipping those the bucket has already, and reads each copy back to verify its sha256.
Prints what became of each file and a summary; exits with 1 when any file failed (run it again to retry
them: the ones copied are skipped). The local files are left in place.
`;

/** `pnpm dossel storage migrate`: the local documents folder into the S3 bucket (issue 16). */
export const storageMigrate: Command = {
  words: ['storage', 'migrate'],
  summary: 'copy the local document files into the S3_URL bucket, verifying each sha256',
  async run(args, io) {
    if (args.includes('--help') || args.includes('-h')) {
      io.out.write(HELP);
      return 0;
    }
    if (args.length > 0) {
      io.err.write(`storage migrate takes no arguments (got: ${args.join(' ')})\n\n${HELP}`);
      return 2;
    }
    let config: Config;
    try {
      config = loadConfig(io.env);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      io.err.write(`${error.message}\n`);
      return 1;
    }
    if (!config.s3) {
      io.err.write(
        'S3_URL is not set: it names the bucket to copy the documents into (README: Configuration).\n',
      );
      return 1;
    }
    const bucket = createS3DocumentStorage(config.s3);
    try {
      await bucket.check();
      io.out.write(`Copying ${config.documentsDir} into the ${describeBucket(config.s3)}\n`);
      return await copyAll(createLocalDocumentStorage(config.documentsDir), bucket, io);
    } catch (error) {
      if (!(error instanceof StorageUnavailableError)) throw error;
      io.err.write(`${error.setting}: ${error.message}\n`);
      return 1;
    } finally {
      bucket.close();
    }
  },
};

/** Copies, printing a line per file and the summary; 1 when any file failed. */
async function copyAll(from: LocalDocumentStorage, to: S3DocumentStorage, io: CliIo): Promise<number> {
  const counts = { copied: 0, present: 0, failed: 0 };
  for await (const outcome of copyToBucket(from, to)) {
    counts[outcome.result] += 1;
    (outcome.result === 'failed' ? io.err : io.out).write(`${lineOf(outcome)}\n`);
  }
  io.out.write(`${counts.copied} copied, ${counts.present} already there, ${counts.failed} failed\n`);
  return counts.failed > 0 ? 1 : 0;
}

function lineOf(outcome: CopyOutcome): string {
  switch (outcome.result) {
    case 'copied':
      return `copied          ${outcome.key} (${outcome.size} bytes, sha256 verified)`;
    case 'present':
      return `already there   ${outcome.key}`;
    case 'failed':
      return `FAILED          ${outcome.key}: ${outcome.reason}`;
  }
}
