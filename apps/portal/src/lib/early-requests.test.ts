import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fetchSentEarly, sendEarly } from './early-requests';

// A file the test server really serves: every request below goes over the network, and the browser's
// resource timing counts how many did.
const TEXTS = '/locales/es/translations.json';
const absolute = new URL(TEXTS, window.location.href).href;
const requestsMade = () => performance.getEntriesByName(absolute).length;

async function read(answer: Promise<Response>) {
  const texts = (await (await answer).json()) as { reports: { empty: string } };
  return texts.reports.empty;
}

describe('requests sent early by index.html', () => {
  beforeEach(() => performance.clearResourceTimings());
  afterEach(() => {
    delete window.__dosselEarlyRequests;
    vi.restoreAllMocks();
  });

  it("answer the app's first GET of the same address with the same token, once", async () => {
    sendEarly(TEXTS, { authorization: 'Bearer abc' });
    const headers = new Headers({ authorization: 'Bearer abc' });
    expect(await read(fetchSentEarly(TEXTS, { headers }))).toBe('Sin información para estos filtros.');
    expect(requestsMade()).toBe(1);
    // The second ask wants a fresh answer: it goes out.
    expect(await read(fetchSentEarly(absolute, { headers }))).toBe('Sin información para estos filtros.');
    expect(requestsMade()).toBe(2);
  });

  it('never answer another token, another method, or an ask made after the first load', async () => {
    sendEarly(TEXTS, { authorization: 'Bearer abc' });
    await read(fetchSentEarly(TEXTS, { headers: { authorization: 'Bearer other' } }));
    await fetchSentEarly(TEXTS, { method: 'HEAD', headers: { authorization: 'Bearer abc' } });
    const later = performance.now() + 31_000;
    vi.spyOn(performance, 'now').mockReturnValue(later);
    await read(fetchSentEarly(TEXTS, { headers: { authorization: 'Bearer abc' } }));
    await vi.waitFor(() => expect(requestsMade()).toBe(4));
    expect(window.__dosselEarlyRequests).toHaveLength(1);
  });

  it('are not served when they were refused: the app asks again (the terms accepted meanwhile, say)', async () => {
    const sent = vi.spyOn(window, 'fetch').mockResolvedValueOnce(new Response('[]', { status: 403 }));
    sendEarly(TEXTS, { authorization: 'Bearer abc' });
    const headers = { authorization: 'Bearer abc' };
    expect(await read(fetchSentEarly(TEXTS, { headers }))).toBe('Sin información para estos filtros.');
    expect(sent).toHaveBeenCalledTimes(2);
  });

  it('leave the app to ask for itself when nothing was sent early', async () => {
    expect(await read(fetchSentEarly(TEXTS))).toBe('Sin información para estos filtros.');
    expect(requestsMade()).toBe(1);
  });
});
