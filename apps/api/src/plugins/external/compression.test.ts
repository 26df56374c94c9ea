import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

let testApp: TestApp;
let token: string;
beforeAll(async () => {
  testApp = await createTestApp();
  token = await signIn(testApp.app, 'cliente@demo.com.br');
});
afterAll(() => testApp.close());

const get = (url: string, acceptEncoding?: string) =>
  testApp.app.inject({
    method: 'GET',
    url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(acceptEncoding && { 'accept-encoding': acceptEncoding }),
    },
  });

// A large answer of every kind the maps and reports send: JSON, GeoJSON, the API's own description.
const LARGE = [
  '/api/openapi.json',
  '/api/reports/plots.geojson?customer_id=1',
  '/api/reports/plots?customer_id=1',
];

describe('compressed API answers (issue 13)', () => {
  it.each(LARGE)('sends %s as brotli to a browser that takes it, unchanged once decoded', async (url) => {
    const plain = await get(url);
    expect(plain.statusCode).toBeLessThan(300);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const compressed = await get(url, 'gzip, deflate, br, zstd');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(compressed.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('sends gzip to a client that takes only gzip, and nothing compressed to one that asks for none', async () => {
    const gzipped = await get('/api/openapi.json', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toHaveProperty('openapi');
    const plain = await get('/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveProperty('openapi');
  });

  it('leaves answers under 1 KB as they are: compressing them costs more than it saves', async () => {
    const small = await get('/api/health', 'br, gzip');
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
