import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { createFakeApiClient, fakeRequest, fakeUser, type FakeRoutes } from '@dossel/api-client/testing';
import { queryClient } from '../../lib/query-client';
import { renderApp } from '../../testing/render-app';
import { sessionStore } from '../auth/stores/session-store';
import { downloadsRoutes, fakeDocument } from './downloads-fixtures';
import { prefetchDownloads } from './prefetch-downloads';

const PATH = '/downloads/documents';
const LOOKUPS = [
  'GET /register/document-categories',
  'GET /register/document-subjects',
  'GET /register/document-types',
];

/** The screen's fake server, noting each path asked with its query. */
function countingRoutes() {
  const asked: string[] = [];
  const routes: FakeRoutes = {};
  for (const [route, handler] of Object.entries(
    downloadsRoutes([fakeDocument(1), fakeDocument(2), fakeDocument(3, 2)]),
  )) {
    routes[route] = (options) => {
      const query =
        options.query === undefined
          ? ''
          : ` ${new URLSearchParams(options.query as Record<string, string>).toString()}`;
      asked.push(`${route}${query}`);
      return handler(options);
    };
  }
  return { asked, routes };
}

const settled = () => expect.poll(() => queryClient.isFetching(), { timeout: 5_000 }).toBe(0);
const session = { user: fakeUser, currentCustomer: fakeUser.mainCustomerId };
const at = (path: string) => new URL(path, 'http://localhost');
const row = (name: string) => page.getByRole('row').filter({ hasText: name });

/** Prefetches `path`, then opens the screen there on a second fake server: what did each ask? */
async function screenAfterPrefetch(path: string) {
  const prefetched = countingRoutes();
  prefetchDownloads(queryClient, fakeRequest(prefetched.routes), at(path), session);
  await settled();
  const screen = countingRoutes();
  sessionStore.getState().signIn('t');
  sessionStore.getState().setUser(fakeUser);
  await renderApp({ path, client: createFakeApiClient({}, screen.routes) });
  return { prefetched: prefetched.asked, screen: screen.asked };
}

describe('prefetching the downloads screen', () => {
  it('fills the cache the screen reads: the screen then asks for nothing more', async () => {
    const asked = await screenAfterPrefetch(PATH);
    await expect.element(row('relatorio-1-cliente-1.pdf')).toHaveTextContent('Relatório PDF');
    await settled();
    expect(asked.prefetched.sort()).toEqual(['GET /register/documents customerId=1', ...LOOKUPS].sort());
    expect(asked.screen).toEqual([]);
  });

  it('asks for the documents of the filters in the address, leaving out an invalid one', async () => {
    const asked = await screenAfterPrefetch(`${PATH}?category=4&subject=x`);
    await expect.element(row('inventario-2-cliente-1.csv')).toBeVisible();
    await expect
      .element(page.getByRole('combobox', { name: 'Categoria' }))
      .toHaveDisplayValue('Planilha de dados');
    expect(page.getByText('relatorio-1-cliente-1.pdf').elements()).toHaveLength(0);
    await settled();
    expect(asked.prefetched).toContain('GET /register/documents documentCategoryId=4&customerId=1');
    expect(asked.prefetched).toHaveLength(4);
    expect(asked.screen).toEqual([]);
  });

  it('asks for nothing without a current customer', async () => {
    const { asked, routes } = countingRoutes();
    prefetchDownloads(queryClient, fakeRequest(routes), at(PATH), { user: fakeUser, currentCustomer: null });
    await settled();
    expect(asked).toEqual([]);
  });
});
