import { describe, expect, it } from 'vitest';

import { startTestS3Server } from '../../test/s3-server';
import { createTestApp } from '../../test/test-app';

// A real S3-compatible server (s3rver) started here, and an app whose documents live in its bucket.
describe('readiness with S3_URL', { timeout: 60_000 }, () => {
  it('is ok while the bucket answers, and 503 once it is gone', async () => {
    const s3 = await startTestS3Server();
    const { url } = await s3.createBucket();
    const { app, close } = await createTestApp({ S3_URL: url });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', database: 'ok', redis: 'off', storage: 'ok' });

      await s3.close();
      const gone = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(gone.statusCode).toBe(503);
      expect(gone.json()).toEqual({ status: 'degraded', database: 'ok', redis: 'off', storage: 'down' });
    } finally {
      await close();
      await s3.close();
    }
  });
});
