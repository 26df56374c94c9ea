import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { createFakeApiClient, fakeRequest, fakeUser, type FakeRoutes } from '@dossel/api-client/testing';
import { queryClient } from '../../lib/query-client';
import { renderApp } from '../../testing/render-app';
import { sessionStore } from '../auth/stores/session-store';
import { prefetchQuality } from './prefetch-quality';
import { qualityRoutes } from './quality-fixtures';

/** The screen's fake server, noting each path asked. */
function countingRoutes() {
  const asked: string[] = [];
  const routes: FakeRoutes = {};
  for (const [route, handler] of Object.entries(qualityRoutes())) {
    routes[route] = (options) => {
      asked.push(route);
      return handler(options);
    };
  }
  return { asked, routes };
}

const settled = () => expect.poll(() => queryClient.isFetching(), { timeout: 5_000 }).toBe(0);
const session = { user: fakeUser, currentCustomer: fakeUser.mainCustomerId };
const at = (path: string) => new URL(path, 'http://localhost');
const row = (plot: string) => page.getByRole('row').filter({ hasText: plot });

/** Prefetches `path`, then opens the screen there on a second fake server: what did each ask? */
async function screenAfterPrefetch(path: string) {
  const prefetched = countingRoutes();
  prefetchQuality(queryClient, fakeRequest(prefetched.routes), at(path), session);
  await settled();
  const screen = countingRoutes();
  sessionStore.getState().signIn('t');
  sessionStore.getState().setUser(fakeUser);
  await renderApp({ path, client: createFakeApiClient({}, screen.routes) });
  return { prefetched: prefetched.asked, screen: screen.asked };
}

describe('prefetching the quality screen', () => {
  it('fills the cache the screen reads: the screen then asks for nothing more', async () => {
    const asked = await screenAfterPrefetch('/quality');
    await expect.element(row('SRI-001')).toHaveTextContent('94,2');
    await settled();
    expect(asked.prefetched.sort()).toEqual(['GET /reports/metrics', 'GET /reports/plots']);
    expect(asked.screen).toEqual([]);
  });

  it('asks for the same with a farm in the address: the farm only filters the rows', async () => {
    const asked = await screenAfterPrefetch('/quality?farm=Fazenda+Santa+Rita');
    await expect.element(row('SRI-001')).toBeVisible();
    await expect
      .element(page.getByRole('combobox', { name: 'Fazenda' }))
      .toHaveDisplayValue('Fazenda Santa Rita');
    await settled();
    expect(asked.prefetched.sort()).toEqual(['GET /reports/metrics', 'GET /reports/plots']);
    expect(asked.screen).toEqual([]);
  });

  it('asks for nothing when the customer lacks the quality service', async () => {
    const { asked, routes } = countingRoutes();
    // Vale Verde (2) has productivity only here; Serra Azul (1) nothing.
    const user = { ...fakeUser, services_json: { '1': [], '2': [1] } };
    prefetchQuality(queryClient, fakeRequest(routes), at('/quality'), { user, currentCustomer: 1 });
    prefetchQuality(queryClient, fakeRequest(routes), at('/quality'), { user, currentCustomer: 2 });
    prefetchQuality(queryClient, fakeRequest(routes), at('/quality'), { user, currentCustomer: null });
    await settled();
    expect(asked).toEqual([]);
  });
});
