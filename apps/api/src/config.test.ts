import { join, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { ConfigError, defaultHashConcurrency, loadConfig } from './config';

describe('loadConfig', () => {
  it('starts on port 8080 with the SQLite file under ./data when nothing is set', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: resolve('data'),
      databaseFile: join(resolve('data'), 'dossel.sqlite'),
      databaseUrl: undefined,
      portalDist: undefined,
      sessionTtlHours: 12,
      seedDemo: true,
      seedScale: 'demo',
      documentsDir: join(resolve('data'), 'documents'),
      documentMaxBytes: 20 * 1024 * 1024,
      importMaxBytes: 500 * 1024 * 1024,
      fieldNotePhotos: { maxEdgePx: 1600, jpegQuality: 0.8, maxBytes: 5 * 1024 * 1024, maxPhotosPerNote: 10 },
      smtpUrl: undefined,
      mailFrom: 'Dossel <nao-responda@dossel.com.br>',
      outboxDir: join(resolve('data'), 'outbox'),
      publicUrl: 'http://localhost:8080',
      providerEmailDomain: 'dossel.com.br',
      providerName: 'Dossel',
      redisUrl: undefined,
      authAddressLimitPerMinute: 30,
      passwordHashing: { concurrency: defaultHashConcurrency(4), queueMax: 100 },
      logLevel: 'info',
      weather: { provider: 'demo', apiKey: undefined, apiUrl: undefined },
      corsOrigins: [],
      s3: undefined,
      smtpTimeoutSeconds: 20,
      shutdownGraceMs: 25_000,
      jobsSuperviseSeconds: 30,
      trustedProxies: [],
    });
  });

  it('reads the variables it is given and treats empty ones as unset', () => {
    const config = loadConfig({
      PORT: '18081',
      DATA_DIR: '/tmp/dossel',
      SEED_DEMO: 'false',
      PORTAL_DIST: '',
    });
    expect(config).toMatchObject({
      port: 18081,
      databaseFile: '/tmp/dossel/dossel.sqlite',
      seedDemo: false,
      portalDist: undefined,
    });
  });

  it('takes a real weather provider with its key and address', () => {
    const config = loadConfig({
      WEATHER_PROVIDER: 'open-meteo',
      WEATHER_API_KEY: 'k-123',
      WEATHER_API_URL: 'http://127.0.0.1:9999/v1/forecast',
    });
    expect(config.weather).toEqual({
      provider: 'open-meteo',
      apiKey: 'k-123',
      apiUrl: 'http://127.0.0.1:9999/v1/forecast',
    });
  });

  it('refuses a real weather provider without its key, and an unknown provider', () => {
    const withoutKey = () => loadConfig({ WEATHER_PROVIDER: 'open-meteo' });
    expect(withoutKey).toThrow(ConfigError);
    expect(withoutKey).toThrow(
      'Invalid configuration:\n- WEATHER_API_KEY: is required when WEATHER_PROVIDER is a real provider (only demo runs without a key)',
    );
    expect(() => loadConfig({ WEATHER_PROVIDER: 'sunny' })).toThrow(/- WEATHER_PROVIDER: /);
  });

  it('reads CORS_ORIGINS as a list of exact origins, blanks around the commas ignored', () => {
    expect(
      loadConfig({ CORS_ORIGINS: ' https://www.dossel.com.br , http://localhost:5173,' }).corsOrigins,
    ).toEqual(['https://www.dossel.com.br', 'http://localhost:5173']);
  });

  it.each([
    ['a trailing slash', 'https://www.dossel.com.br/', '"https://www.dossel.com.br/" is not an exact origin'],
    [
      'a path',
      'https://www.dossel.com.br/login',
      'write it as browsers send it, "https://www.dossel.com.br"',
    ],
    ['an upper-case host', 'https://WWW.Dossel.com.br', '"https://www.dossel.com.br" (no path'],
    ['a wildcard', '*', '"*" is not an origin (write scheme://host[:port], e.g. https://www.dossel.com.br)'],
    ['a host without a scheme', 'www.dossel.com.br', '"www.dossel.com.br" is not an origin'],
    ['another scheme', 'ftp://files.dossel.com.br', '"ftp://files.dossel.com.br" is not an http(s) origin'],
  ])('refuses an origin with %s at start, naming it', (_, origin, message) => {
    const load = () => loadConfig({ CORS_ORIGINS: `https://ok.example,${origin}` });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/^Invalid configuration:\n- CORS_ORIGINS: /);
    expect(load).toThrow(message);
  });

  it('reads the settings of several instances (issue 16): the proxies to believe, the shutdown grace, the jobs', () => {
    const config = loadConfig({
      TRUSTED_PROXIES: ' 10.0.0.0/8, 192.168.1.10 ,::1,',
      SHUTDOWN_GRACE_SECONDS: '2.5',
      JOBS_SUPERVISE_SECONDS: '5',
      SMTP_TIMEOUT_SECONDS: '3',
    });
    expect(config.trustedProxies).toEqual(['10.0.0.0/8', '192.168.1.10', '::1']);
    expect(config.shutdownGraceMs).toBe(2_500);
    expect(config.jobsSuperviseSeconds).toBe(5);
    expect(config.smtpTimeoutSeconds).toBe(3);
  });

  it.each(['proxy.example', '10.0.0.0/33', '10.0.0.1/8/1', '::1/200'])(
    'refuses a trusted proxy that is not an address or range (%s), naming it',
    (entry) => {
      const load = () => loadConfig({ TRUSTED_PROXIES: `10.0.0.1,${entry}` });
      expect(load).toThrow(/^Invalid configuration:\n- TRUSTED_PROXIES: /);
      expect(load).toThrow(`"${entry}" is not an IP address or CIDR range`);
    },
  );

  it('reads the caps of sign-in (issue 14), and refuses one that is not a positive whole number', () => {
    const config = loadConfig({
      AUTH_ADDRESS_LIMIT_PER_MINUTE: '100',
      PASSWORD_HASH_CONCURRENCY: '3',
      PASSWORD_HASH_QUEUE_MAX: '0',
    });
    expect(config.authAddressLimitPerMinute).toBe(100);
    expect(config.passwordHashing).toEqual({ concurrency: 3, queueMax: 0 });
    expect(() => loadConfig({ AUTH_ADDRESS_LIMIT_PER_MINUTE: '0' })).toThrow(/AUTH_ADDRESS_LIMIT_PER_MINUTE/);
    expect(() => loadConfig({ PASSWORD_HASH_CONCURRENCY: '1.5' })).toThrow(/PASSWORD_HASH_CONCURRENCY/);
  });

  it('hashes passwords one less at once than the CPUs and the thread pool, and at least one', () => {
    expect(defaultHashConcurrency(4, 2)).toBe(1);
    expect(defaultHashConcurrency(4, 1)).toBe(1);
    expect(defaultHashConcurrency(4, 16)).toBe(3);
    expect(defaultHashConcurrency(16, 8)).toBe(7);
    expect(loadConfig({ UV_THREADPOOL_SIZE: '1' }).passwordHashing.concurrency).toBe(1);
  });

  it('fails with one readable list of every problem', () => {
    const load = () =>
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', PORTAL_DIST: '/nowhere', DATABASE_URL: 'mysql://x' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      /^Invalid configuration:\n- PORT: .+\n- DATABASE_URL: must be a postgres:\/\/ URL\n- PORTAL_DIST: must be a folder holding index\.html .+\n- LOG_LEVEL: .+$/,
    );
  });
});
