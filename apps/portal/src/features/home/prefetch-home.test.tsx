import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { createFakeApiClient, fakeRequest, fakeUser, type FakeRoutes } from '@dossel/api-client/testing';
import { queryClient } from '../../lib/query-client';
import { renderApp } from '../../testing/render-app';
import { sessionStore } from '../auth/stores/session-store';
import { homeRoutes } from './home-fixtures';
import { prefetchHome } from './prefetch-home';

/** Home's fake server, noting each path asked. */
function countingRoutes(routes: FakeRoutes = homeRoutes()) {
  const asked: string[] = [];
  const counting: FakeRoutes = {};
  for (const [route, handler] of Object.entries(routes)) {
    counting[route] = (options) => {
      asked.push(route);
      return handler(options);
    };
  }
  return { asked, routes: counting };
}

const settled = () => expect.poll(() => queryClient.isFetching(), { timeout: 5_000 }).toBe(0);
const CUSTOMER = fakeUser.mainCustomerId;

describe('prefetching home', () => {
  it('asks for every card’s data at once, the services’ only where the customer has them', async () => {
    const all = countingRoutes();
    prefetchHome(queryClient, fakeRequest(all.routes), fakeUser, CUSTOMER);
    await settled();
    expect(all.asked.sort()).toEqual(Object.keys(homeRoutes()).sort());

    queryClient.clear();
    const withoutServices = countingRoutes();
    const noServices = { ...fakeUser, services_json: { [String(CUSTOMER)]: [] } };
    prefetchHome(queryClient, fakeRequest(withoutServices.routes), noServices, CUSTOMER);
    await settled();
    expect(withoutServices.asked).not.toContain('GET /reports/metrics');
    expect(withoutServices.asked).not.toContain('GET /reports/quarterly');
  });

  it('fills the cache home reads: home then asks for nothing more', async () => {
    const prefetched = countingRoutes();
    prefetchHome(queryClient, fakeRequest(prefetched.routes), fakeUser, CUSTOMER);
    await settled();

    const screen = countingRoutes();
    sessionStore.getState().signIn('t');
    sessionStore.getState().setUser(fakeUser);
    await renderApp({ path: '/', client: createFakeApiClient({}, screen.routes) });
    await expect.element(page.getByRole('region', { name: 'IMA aos 7 anos' })).toBeVisible();
    await settled();
    expect(screen.asked).toEqual([]);
  });
});
