import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';

import { WEATHER_PROVIDERS } from '@dossel/api-client';
import { z } from 'zod';

import { s3UrlSchema } from './storage/s3-settings';

/**
 * scrypt runs on libuv's thread pool and takes a core while it runs. Leaving one core to the event loop
 * and one pool thread to file, compression and DNS work keeps the rest of the API answering while
 * a burst of sign-ins waits its turn (issue 14).
 */
export function defaultHashConcurrency(threadPoolSize: number, cpus = availableParallelism()): number {
  return Math.max(1, Math.min(cpus, threadPoolSize) - 1);
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * An origin exactly as a browser sends it in `Origin`: http(s), lower-case host, a port only when it is
 * not the default, nothing after it. Anything else would never match, so it is refused at start.
 */
function originProblem(origin: string): string | null {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return `"${origin}" is not an origin (write scheme://host[:port], e.g. https://www.dossel.com.br)`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return `"${origin}" is not an http(s) origin (e.g. https://www.dossel.com.br)`;
  }
  if (url.origin !== origin) {
    return `"${origin}" is not an exact origin: write it as browsers send it, "${url.origin}" (no path, no trailing slash)`;
  }
  return null;
}

/** An address or CIDR range (IPv4 or IPv6) of a proxy, e.g. `10.0.0.0/8`; anything else is refused at start. */
function proxyProblem(entry: string): string | null {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  const maxPrefix = version === 6 ? 128 : 32;
  const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= maxPrefix);
  return version === 0 || !prefixOk || rest.length > 0
    ? `"${entry}" is not an IP address or CIDR range`
    : null;
}

/** A comma-separated setting: its entries, blanks around the commas ignored, each checked by `problem`. */
function commaSeparated(problem: (entry: string) => string | null) {
  return z.string().transform((text, context) => {
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    for (const entry of entries) {
      const found = problem(entry);
      if (found) context.issues.push({ code: 'custom', message: found, input: text });
    }
    return entries;
  });
}

/** `CORS_ORIGINS`: exact origins. */
const corsOriginsSchema = commaSeparated(originProblem);

/**
 * `TRUSTED_PROXIES`: the proxies (load balancers) in front of the instances, as addresses or CIDR ranges:
 * only from them is `X-Forwarded-For` believed, so rate limits count the client's own address.
 */
const trustedProxiesSchema = commaSeparated(proxyProblem);

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    // Relative to the working directory; the root start script passes an absolute path.
    DATA_DIR: z.string().min(1).default('data'),
    DATABASE_FILE: z.string().min(1).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
      .optional(),
    PORTAL_DIST: z
      .string()
      .min(1)
      .refine((dir) => existsSync(join(resolve(dir), 'index.html')), {
        error: 'must be a folder holding index.html (build the portal first)',
      })
      .optional(),
    SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
    SEED_DEMO: z.stringbool().default(true),
    /** `large` seeds data sets big enough for the benchmarks. */
    SEED_SCALE: z.enum(['demo', 'large']).default('demo'),
    /** Where uploaded documents live; relative paths are under DATA_DIR. */
    DOCUMENTS_DIR: z.string().min(1).default('documents'),
    DOCUMENT_MAX_MB: z.coerce.number().positive().default(20),
    /**
     * How the portal prepares a field note's photo before it sends it (issue 18): the longest side in
     * pixels and the JPEG quality (0–1); the largest photo the API takes and how many a note may have.
     */
    FIELD_NOTE_PHOTO_MAX_EDGE_PX: z.coerce.number().int().min(320).max(10_000).default(1600),
    FIELD_NOTE_PHOTO_QUALITY: z.coerce.number().gt(0).max(1).default(0.8),
    FIELD_NOTE_PHOTO_MAX_MB: z.coerce.number().positive().max(100).default(5),
    FIELD_NOTE_PHOTOS_PER_NOTE: z.coerce.number().int().min(1).max(100).default(10),
    /** The largest file an import takes (streamed to the document storage, never held in memory). */
    IMPORT_MAX_MB: z.coerce.number().positive().default(500),
    /**
     * When set, documents live in this S3-compatible bucket instead of DOCUMENTS_DIR:
     * `https://ACCESS_KEY:SECRET@host[:port]/bucket?region=us-east-1&forcePathStyle=true` (key and secret
     * %-escaped; without them the AWS SDK's own chain; region defaults to us-east-1, forcePathStyle to
     * false). See storage/s3-settings.ts.
     */
    S3_URL: s3UrlSchema.optional(),
    /** smtp:// or smtps:// URL of the mail server; without it mail goes to DATA_DIR/outbox as .eml files. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    /** How long the mail server may take to connect, greet or answer before a send fails (and is retried). */
    SMTP_TIMEOUT_SECONDS: z.coerce.number().positive().default(20),
    MAIL_FROM: z.string().min(3).default('Dossel <nao-responda@dossel.com.br>'),
    /** The portal's address as users reach it, for links in e-mails (password reset). */
    PUBLIC_URL: z.url().optional(),
    /** Only e-mails of this domain may be services administrators (spec section 6). */
    PROVIDER_EMAIL_DOMAIN: z.string().min(3).default('dossel.com.br'),
    PROVIDER_NAME: z.string().min(1).default('Dossel'),
    /**
     * Sign-ins, forgot-password requests and hand-off exchanges from one address per minute, each route
     * counted on its own and whatever the e-mail: a cap against password spraying (issue 14). Offices
     * behind one shared address may need more.
     */
    AUTH_ADDRESS_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
    /** Password hashes (scrypt) computed at once; default: one less than the CPUs and libuv's threads. */
    PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().positive().optional(),
    /** Hashes that may wait for a turn; one more is refused with 503 and Retry-After. */
    PASSWORD_HASH_QUEUE_MAX: z.coerce.number().int().min(0).default(100),
    /** libuv's thread pool, read here only to size the default of PASSWORD_HASH_CONCURRENCY. */
    UV_THREADPOOL_SIZE: z.coerce.number().int().positive().default(4),
    /** When set, rate-limit counters live in Redis, shared by every instance. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, { error: 'must be a redis:// URL' })
      .optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    /**
     * After SIGTERM, how long requests in flight and running background jobs get to end before the
     * process exits anyway (issue 16). Keep it under the orchestrator's own limit (Kubernetes: 30 s).
     */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().positive().default(25),
    /** On PostgreSQL, how often an instance looks for background jobs lost with a dead instance. */
    JOBS_SUPERVISE_SECONDS: z.coerce.number().int().positive().default(30),
    /** Where forecasts and recent rain come from: `demo` (built in, no network) or a real provider. */
    WEATHER_PROVIDER: z.enum(WEATHER_PROVIDERS).default('demo'),
    /** The real provider's key (spec section 7: "a weather forecast service (key in configuration)"). */
    WEATHER_API_KEY: z.string().min(1).optional(),
    /** The real provider's address, when not its public one (a proxy, a test server). */
    WEATHER_API_URL: z.url().optional(),
    /** The weed and anomaly maps' raster tiles, as the portal was built with them: the CSP lets them load. */
    VITE_MAP_TILES_URL: z.url().optional(),
    /** Sites whose pages may call the API from the browser (issue 8); unset: the portal's own origin only. */
    CORS_ORIGINS: corsOriginsSchema.optional(),
    TRUSTED_PROXIES: trustedProxiesSchema.optional(),
  })
  // A real provider answers nothing without its key: refuse to start rather than fail on every call.
  .refine((env) => env.WEATHER_PROVIDER === 'demo' || env.WEATHER_API_KEY !== undefined, {
    path: ['WEATHER_API_KEY'],
    error: 'is required when WEATHER_PROVIDER is a real provider (only demo runs without a key)',
  })
  .transform((env) => {
    const dataDir = resolve(env.DATA_DIR);
    return {
      port: env.PORT,
      host: env.HOST,
      dataDir,
      databaseFile: resolve(env.DATABASE_FILE ?? join(dataDir, 'dossel.sqlite')),
      /** When set, the server runs on PostgreSQL instead of the embedded SQLite file. */
      databaseUrl: env.DATABASE_URL,
      portalDist: env.PORTAL_DIST === undefined ? undefined : resolve(env.PORTAL_DIST),
      sessionTtlHours: env.SESSION_TTL_HOURS,
      seedDemo: env.SEED_DEMO,
      seedScale: env.SEED_SCALE,
      documentsDir: resolve(dataDir, env.DOCUMENTS_DIR),
      documentMaxBytes: Math.round(env.DOCUMENT_MAX_MB * 1024 * 1024),
      importMaxBytes: Math.round(env.IMPORT_MAX_MB * 1024 * 1024),
      fieldNotePhotos: {
        maxEdgePx: env.FIELD_NOTE_PHOTO_MAX_EDGE_PX,
        jpegQuality: env.FIELD_NOTE_PHOTO_QUALITY,
        maxBytes: Math.round(env.FIELD_NOTE_PHOTO_MAX_MB * 1024 * 1024),
        maxPhotosPerNote: env.FIELD_NOTE_PHOTOS_PER_NOTE,
      },
      /** The document bucket (S3_URL); undefined: the local documents folder. */
      s3: env.S3_URL,
      smtpUrl: env.SMTP_URL,
      smtpTimeoutSeconds: env.SMTP_TIMEOUT_SECONDS,
      mailFrom: env.MAIL_FROM,
      outboxDir: join(dataDir, 'outbox'),
      publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
      providerEmailDomain: env.PROVIDER_EMAIL_DOMAIN.toLowerCase(),
      providerName: env.PROVIDER_NAME,
      redisUrl: env.REDIS_URL,
      authAddressLimitPerMinute: env.AUTH_ADDRESS_LIMIT_PER_MINUTE,
      passwordHashing: {
        concurrency: env.PASSWORD_HASH_CONCURRENCY ?? defaultHashConcurrency(env.UV_THREADPOOL_SIZE),
        queueMax: env.PASSWORD_HASH_QUEUE_MAX,
      },
      logLevel: env.LOG_LEVEL,
      shutdownGraceMs: Math.round(env.SHUTDOWN_GRACE_SECONDS * 1000),
      jobsSuperviseSeconds: env.JOBS_SUPERVISE_SECONDS,
      weather: { provider: env.WEATHER_PROVIDER, apiKey: env.WEATHER_API_KEY, apiUrl: env.WEATHER_API_URL },
      mapTilesUrl: env.VITE_MAP_TILES_URL,
      corsOrigins: env.CORS_ORIGINS ?? [],
      trustedProxies: env.TRUSTED_PROXIES ?? [],
    };
  });

export type Config = z.output<typeof envSchema>;

/** Thrown when the environment does not describe a server that can start; its message lists every problem. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * The server's whole configuration, parsed once at start-up. Empty variables count as unset, so
 * `PORTAL_DIST=` in a shell script means "no portal" rather than "a folder named ''".
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(['Invalid configuration:', ...problems].join('\n'));
}
