import { afterEach, describe, expect, it, vi } from 'vitest';

import { localeBackend } from './locale-backend';

function read(language = 'es') {
  return new Promise<{ error: unknown; data: unknown }>((resolve) => {
    localeBackend.read(language, 'translations', (error, data) => resolve({ error, data }));
  });
}

describe('the locale backend', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the portal's served texts of a language", async () => {
    const { error, data } = await read('es');
    expect(error).toBeNull();
    expect((data as { reports: { empty: string } }).reports.empty).toBe(
      'Sin información para estos filtros.',
    );
  });

  it('asks i18next to retry a server error or a network failure, not a missing file', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('busy', { status: 503 })));
    expect(await read()).toMatchObject({ error: expect.any(Error), data: true });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await read()).toMatchObject({ error: expect.any(Error), data: true });
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('no', { status: 404 })));
    expect(await read()).toMatchObject({ error: expect.any(Error), data: false });
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('<html>', { status: 200 })));
    expect(await read()).toMatchObject({ error: expect.any(Error), data: false });
  });
});
