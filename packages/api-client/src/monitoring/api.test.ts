import { describe, expect, it } from 'vitest';

import type { RequestOptions } from '../client';
import type { DownloadProgress } from '../registers/documents/download-progress';
import { fakeRequest } from '../testing/fake-api-client';
import { createMonitoringApi } from './api';

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

const QUERY = { customer_id: 1, year: 2025, quarter: 4 };

describe('the quarterly report as a PDF', () => {
  it('asks for the quarter of the customer and reports each chunk until the whole PDF is there', async () => {
    let asked: RequestOptions | undefined;
    const api = createMonitoringApi(
      fakeRequest({
        'GET /reports/quarterly.pdf': (options) => {
          asked = options;
          return streamOf('%PDF-', '1.3 …', '%%EOF');
        },
      }),
    );
    const seen: DownloadProgress[] = [];
    const pdf = await api.reports.quarterlyPdf(QUERY, (progress) => seen.push(progress));
    expect(asked).toMatchObject({ query: QUERY, responseType: 'stream' });
    expect(pdf.type).toBe('application/pdf');
    expect(await pdf.text()).toBe('%PDF-1.3 …%%EOF');
    expect(seen.map((progress) => progress.loaded)).toEqual([0, 5, 12, 17]);
    expect(seen.every((progress) => progress.total === null)).toBe(true);
  });

  it('answers the file whole when nobody listens to the progress', async () => {
    let asked: RequestOptions | undefined;
    const api = createMonitoringApi(
      fakeRequest({
        'GET /reports/quarterly.pdf': (options) => {
          asked = options;
          return new Blob(['%PDF-1.3'], { type: 'application/pdf' });
        },
      }),
    );
    const pdf = await api.reports.quarterlyPdf(QUERY);
    expect(asked).toMatchObject({ query: QUERY, responseType: 'blob' });
    expect(await pdf.text()).toBe('%PDF-1.3');
  });
});
