import { describe, expect, it } from 'vitest';

import { fakeRequest } from '../../testing/fake-api-client';
import { createDocumentsApi } from './api';
import type { DownloadProgress } from './download-progress';

/** A stream that sends the given chunks one by one, as a slow network would. */
function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('document downloads with progress', () => {
  it('reports each chunk of one document against its size and hands back the whole file', async () => {
    const api = createDocumentsApi(
      fakeRequest({ 'GET /register/documents/7/download': () => streamOf('abc', 'defg') }),
    );
    const seen: DownloadProgress[] = [];
    const file = await api.download(7, { size: 7, onProgress: (progress) => seen.push(progress) });
    expect(await file.text()).toBe('abcdefg');
    expect(seen).toEqual([
      { loaded: 0, total: 7 },
      { loaded: 3, total: 7 },
      { loaded: 7, total: 7 },
    ]);
  });

  it('sends the ids of a ZIP and reports bytes without a total, its size being unknown beforehand', async () => {
    let body: unknown;
    const api = createDocumentsApi(
      fakeRequest({
        'POST /register/documents/download': (options) => {
          body = options.body;
          return streamOf('PK', 'zip');
        },
      }),
    );
    const seen: DownloadProgress[] = [];
    const zip = await api.downloadMany([1, 2], (progress) => seen.push(progress));
    expect(body).toEqual({ ids: [1, 2] });
    expect(zip.type).toBe('application/zip');
    expect(zip.size).toBe(5);
    expect(seen.at(-1)).toEqual({ loaded: 5, total: null });
  });

  it('reads a file answered whole, as the fake client of stories does', async () => {
    const api = createDocumentsApi(
      fakeRequest({
        'GET /register/documents/3/download': () => new Blob(['hello'], { type: 'text/plain' }),
      }),
    );
    const seen: DownloadProgress[] = [];
    const file = await api.download(3, { size: 5, onProgress: (progress) => seen.push(progress) });
    expect(await file.text()).toBe('hello');
    expect(file.type).toBe('text/plain');
    expect(seen.at(-1)).toEqual({ loaded: 5, total: 5 });
  });
});
