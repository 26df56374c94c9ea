import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from '../config';

/** The configuration's problems as the server prints them, or null when it loads. */
function problemsOf(s3Url: string): string | null {
  try {
    loadConfig({ S3_URL: s3Url });
    return null;
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
}

describe('S3_URL', () => {
  it('is unset by default: documents stay in the local folder', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('carries the endpoint, bucket, %-escaped credentials, region and path style', () => {
    const { s3 } = loadConfig({
      S3_URL: 'http://AKIA123:se%2Fcr%2Bet@127.0.0.1:9000/dossel-docs?region=sa-east-1&forcePathStyle=true',
    });
    expect(s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'dossel-docs',
      region: 'sa-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIA123', secretAccessKey: 'se/cr+et' },
    });
  });

  it('defaults to us-east-1 and host-style addresses, and leaves credentials to the SDK when none are given', () => {
    expect(loadConfig({ S3_URL: 'https://s3.sa-east-1.amazonaws.com/dossel-docs' }).s3).toEqual({
      endpoint: 'https://s3.sa-east-1.amazonaws.com',
      bucket: 'dossel-docs',
      region: 'us-east-1',
      forcePathStyle: false,
    });
  });

  it('lists every problem of a malformed value under S3_URL', () => {
    expect(problemsOf('s3://KEY@host/Bad_Bucket/more?regoin=x&forcePathStyle=yes')).toBe(
      [
        'Invalid configuration:',
        "- S3_URL: must start with https:// or http:// (the S3 API's own scheme), not s3://",
        '- S3_URL: "Bad_Bucket/more" is not a bucket name (3 to 63 lower-case letters, digits, dots or hyphens, nothing after it)',
        '- S3_URL: gives an access key without a secret, or a secret without a key: give both, or neither',
        '- S3_URL: has an unknown option "regoin" (known: region, forcePathStyle)',
        '- S3_URL: forcePathStyle must be true or false, not "yes"',
      ].join('\n'),
    );
    expect(problemsOf('https://host:9000')).toMatch(/^- S3_URL: names no bucket \(write http\(s\):\/\//m);
    expect(problemsOf('minio:9000/docs')).toMatch(/- S3_URL: must start with https:\/\/ or http:\/\//);
    expect(problemsOf('not a url')).toMatch(/- S3_URL: is not a URL \(write http\(s\):\/\//);
  });

  it('never repeats the secret in its messages', () => {
    const message = problemsOf('https://KEY:hunter2-secret@host/x?forcePathStyle=maybe');
    expect(message).toMatch(/S3_URL/);
    expect(message).not.toContain('hunter2-secret');
  });
});
