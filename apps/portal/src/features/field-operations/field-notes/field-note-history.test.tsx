import { fieldNotesEndpoints, routeKey } from '@dossel/api-client';
import { createFakeApiClient, type FakeRoutes } from '@dossel/api-client/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';

import { AppProvider } from '../../../app/provider';
import { testQueryClient, testServices } from '../../../testing/test-services';
import { FieldNoteHistory } from './field-note-history';
import { fakeFieldNoteHistoryServer } from './field-notes-fixtures';

/** The fake server, counting the history's and the thumbnails' calls. */
function countingServer() {
  const { routes } = fakeFieldNoteHistoryServer();
  const calls = { history: 0, thumbs: [] as string[] };
  const history = routes[routeKey(fieldNotesEndpoints.history)] as NonNullable<FakeRoutes[string]>;
  const thumb = routes[routeKey(fieldNotesEndpoints.photoThumbnail)] as NonNullable<FakeRoutes[string]>;
  return {
    calls,
    routes: {
      ...routes,
      [routeKey(fieldNotesEndpoints.history)]: (options, params) => {
        calls.history += 1;
        return history(options, params);
      },
      [routeKey(fieldNotesEndpoints.photoThumbnail)]: (options, params) => {
        calls.thumbs.push(`${params?.id}/${params?.photoId}`);
        return thumb(options, params);
      },
    } satisfies FakeRoutes,
  };
}

function renderHistory(routes: FakeRoutes) {
  return render(
    <AppProvider services={testServices({ client: createFakeApiClient({}, routes) })}>
      <QueryClientProvider client={testQueryClient()}>
        <FieldNoteHistory noteId={3} />
      </QueryClientProvider>
    </AppProvider>,
  );
}

afterEach(() => {
  delete (navigator as { onLine?: boolean }).onLine;
});

describe("a field note's history", () => {
  it("shows the photos each entry names as the note's thumbnails, a removed one as 'Foto removida'", async () => {
    const server = countingServer();
    await renderHistory(server.routes);
    const latest = page.getByRole('table').first();
    await expect.element(latest.getByRole('row', { name: /^Fotos/ })).toBeVisible();
    await expect.element(latest.getByText('Foto removida')).toBeVisible();
    await expect.poll(() => latest.getByRole('img', { name: 'Foto nº 11' }).elements()).toHaveLength(2);
    expect(server.calls.history).toBe(1);
    // Each photo's thumbnail is read once however many entries name it; the removed one is not retried.
    expect(server.calls.thumbs.toSorted()).toEqual(['3/10', '3/11']);
  });

  it('is not asked for without network, and says it shows once the device is online', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    const server = countingServer();
    await renderHistory(server.routes);
    await expect
      .element(page.getByText('O histórico aparece quando o aparelho estiver conectado.'))
      .toBeVisible();
    expect(server.calls.history).toBe(0);
    expect(page.getByRole('table').elements()).toHaveLength(0);
  });
});
