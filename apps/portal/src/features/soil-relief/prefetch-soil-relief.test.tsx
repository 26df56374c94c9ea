import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { createFakeApiClient, fakeRequest, fakeUser, type FakeRoutes } from '@dossel/api-client/testing';
import { queryClient } from '../../lib/query-client';
import { renderApp } from '../../testing/render-app';
import { sessionStore } from '../auth/stores/session-store';
import { prefetchSoilRelief } from './prefetch-soil-relief';
import { soilRoutes } from './soil-relief-fixtures';

/** The screen's fake server, noting each path asked with its customer. */
function countingRoutes() {
  const asked: string[] = [];
  const routes: FakeRoutes = {};
  for (const [route, handler] of Object.entries(soilRoutes())) {
    routes[route] = (options) => {
      asked.push(`${route} ${String(options.query?.customer_id)}`);
      return handler(options);
    };
  }
  return { asked, routes };
}

const settled = () => expect.poll(() => queryClient.isFetching(), { timeout: 5_000 }).toBe(0);
const at = (path: string) => new URL(path, 'http://localhost');
const row = (plot: string) => page.getByRole('row').filter({ hasText: plot });

/** Prefetches `path` for `customer`, then opens the screen there on a second fake server. */
async function screenAfterPrefetch(path: string, customer = fakeUser.mainCustomerId) {
  const prefetched = countingRoutes();
  prefetchSoilRelief(queryClient, fakeRequest(prefetched.routes), at(path), {
    user: fakeUser,
    currentCustomer: customer,
  });
  await settled();
  const screen = countingRoutes();
  sessionStore.getState().signIn('t');
  sessionStore.getState().setUser({ ...fakeUser, currentCustomerId: customer });
  await renderApp({ path, client: createFakeApiClient({}, screen.routes) });
  return { prefetched: prefetched.asked, screen: screen.asked };
}

describe('prefetching the soil and relief screen', () => {
  it('fills the cache the screen reads: the screen then asks for nothing more', async () => {
    const asked = await screenAfterPrefetch('/soilRelief');
    await expect.element(row('SRI-002')).toHaveTextContent('Suave ondulado (3–8%)');
    await settled();
    expect(asked.prefetched).toEqual(['GET /reports/soil 1']);
    expect(asked.screen).toEqual([]);
  });

  it('asks for the same with a farm in the address: the farm only filters the rows', async () => {
    const asked = await screenAfterPrefetch('/soilrelief?farm=Fazenda+S%C3%A3o+Jo%C3%A3o');
    await expect.element(row('SJO-002')).toBeVisible();
    await expect
      .element(page.getByRole('combobox', { name: 'Fazenda' }))
      .toHaveDisplayValue('Fazenda São João');
    await settled();
    expect(asked.prefetched).toEqual(['GET /reports/soil 1']);
    expect(asked.screen).toEqual([]);
  });

  it('asks for the current customer’s plots', async () => {
    const asked = await screenAfterPrefetch('/soilrelief', 2);
    await expect.element(row('CES-001')).toBeVisible();
    await settled();
    expect(asked.prefetched).toEqual(['GET /reports/soil 2']);
    expect(asked.screen).toEqual([]);
  });

  it('asks for nothing without a current customer', async () => {
    const { asked, routes } = countingRoutes();
    prefetchSoilRelief(queryClient, fakeRequest(routes), at('/soilrelief'), {
      user: fakeUser,
      currentCustomer: null,
    });
    await settled();
    expect(asked).toEqual([]);
  });
});
