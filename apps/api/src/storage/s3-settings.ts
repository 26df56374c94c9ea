import { z } from 'zod';

/** Where the S3-compatible bucket is and how to reach it: what `S3_URL` says, parsed. */
export interface S3Settings {
  /** `scheme://host[:port]` of the S3 API, without the bucket. */
  endpoint: string;
  bucket: string;
  region: string;
  /** `host/bucket/key` addresses instead of `bucket.host/key` (MinIO and most self-hosted servers need it). */
  forcePathStyle: boolean;
  /** Absent: the AWS SDK's own chain (AWS_ACCESS_KEY_ID…, a profile, an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export const S3_URL_FORM = 'http(s)://ACCESS_KEY:SECRET@host[:port]/bucket[?region=…&forcePathStyle=true]';
const DEFAULT_REGION = 'us-east-1';
const OPTIONS = ['region', 'forcePathStyle'];
// S3's rule for bucket names (lower case, digits, dots and hyphens, 3 to 63, a letter or digit at each end).
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * What is wrong with an `S3_URL`, or its settings. The messages never repeat the URL: it carries the
 * secret, and they are printed at start-up.
 */
export function parseS3Url(text: string): { settings: S3Settings } | { problems: string[] } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { problems: [`is not a URL (write ${S3_URL_FORM})`] };
  }
  const problems: string[] = [];
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    problems.push(`must start with https:// or http:// (the S3 API's own scheme), not ${url.protocol}//`);
  }
  const bucket = url.pathname.replace(/^\/|\/$/g, '');
  if (bucket === '') problems.push(`names no bucket (write ${S3_URL_FORM})`);
  else if (!BUCKET_NAME.test(bucket)) {
    problems.push(
      `"${bucket}" is not a bucket name (3 to 63 lower-case letters, digits, dots or hyphens, nothing after it)`,
    );
  }
  const user = decoded(url.username);
  const secret = decoded(url.password);
  if (user === null || secret === null) {
    problems.push('has a broken %-escape in the access key or secret (write each % of them as %25)');
  } else if ((user === '') !== (secret === '')) {
    problems.push('gives an access key without a secret, or a secret without a key: give both, or neither');
  }
  for (const name of url.searchParams.keys()) {
    if (!OPTIONS.includes(name))
      problems.push(`has an unknown option "${name}" (known: ${OPTIONS.join(', ')})`);
  }
  const pathStyle = url.searchParams.get('forcePathStyle') ?? 'false';
  if (pathStyle !== 'true' && pathStyle !== 'false') {
    problems.push(`forcePathStyle must be true or false, not "${pathStyle}"`);
  }
  const region = url.searchParams.get('region') ?? DEFAULT_REGION;
  if (region === '') problems.push('region is empty (leave it out for us-east-1)');
  if (problems.length > 0) return { problems };
  return {
    settings: {
      endpoint: url.origin,
      bucket,
      region,
      forcePathStyle: pathStyle === 'true',
      ...(user && secret && { credentials: { accessKeyId: user, secretAccessKey: secret } }),
    },
  };
}

/** A URL's user or password as written before %-escaping; null when an escape is broken. */
function decoded(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** `S3_URL` for the configuration's zod schema: every problem becomes an issue under S3_URL. */
export const s3UrlSchema = z.string().transform((text, context): S3Settings => {
  const parsed = parseS3Url(text);
  if ('settings' in parsed) return parsed.settings;
  // The input is left out of the issue: it holds the secret.
  for (const message of parsed.problems) context.issues.push({ code: 'custom', message, input: '' });
  return z.NEVER;
});

/** The bucket as logs and messages may name it: no credentials. */
export function describeBucket(settings: S3Settings): string {
  return `bucket "${settings.bucket}" at ${settings.endpoint}`;
}
