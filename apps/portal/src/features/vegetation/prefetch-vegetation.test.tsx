import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { createFakeApiClient, fakeRequest, fakeUser, type FakeRoutes } from '@dossel/api-client/testing';
import { queryClient } from '../../lib/query-client';
import { renderApp } from '../../testing/render-app';
import { sessionStore } from '../auth/stores/session-store';
import { prefetchVegetation } from './prefetch-vegetation';
import { vegetationRoutes } from './vegetation-fixtures';

const PATH = '/vegetation';
const PLOTS = 'GET /reports/plots';
const SERIES = 'GET /reports/vegetation';

/** The screen's fake server, noting each path asked with its plot (`@11`), if any. */
function countingRoutes(extra: FakeRoutes = {}) {
  const asked: string[] = [];
  const routes: FakeRoutes = {};
  for (const [route, handler] of Object.entries(vegetationRoutes(undefined, extra))) {
    routes[route] = (options) => {
      const plot = (options.query as { plot_id?: number } | undefined)?.plot_id;
      asked.push(plot === undefined ? route : `${route} @${plot}`);
      return handler(options);
    };
  }
  return { asked, routes };
}

const settled = () => expect.poll(() => queryClient.isFetching(), { timeout: 5_000 }).toBe(0);
const session = { user: fakeUser, currentCustomer: fakeUser.mainCustomerId };
const at = (path: string) => new URL(path, 'http://localhost');
const row = (date: string) => page.getByRole('row').filter({ hasText: date });
const plotSelect = () => page.getByRole('combobox', { name: 'Talhão' });

/** Prefetches `path`, then opens the screen there on a second fake server: what did each ask? */
async function screenAfterPrefetch(path: string) {
  const prefetched = countingRoutes();
  prefetchVegetation(queryClient, fakeRequest(prefetched.routes), at(path), session);
  await settled();
  const screen = countingRoutes();
  sessionStore.getState().signIn('t');
  sessionStore.getState().setUser(fakeUser);
  await renderApp({ path, client: createFakeApiClient({}, screen.routes) });
  return { prefetched: prefetched.asked, screen: screen.asked };
}

describe('prefetching the vegetation screen', () => {
  it('fills the cache the screen reads: the screen then asks for nothing more', async () => {
    const asked = await screenAfterPrefetch(PATH);
    // SRI-001 beside the customer's mean.
    await expect.element(row('01/01/2026')).toHaveTextContent(/0,71\s*0,426\s*0,73\s*0,438/);
    await settled();
    expect(asked.prefetched.sort()).toEqual([PLOTS, SERIES, `${SERIES} @11`].sort());
    expect(asked.screen).toEqual([]);
  });

  it('asks for the series of the plot in the address', async () => {
    const asked = await screenAfterPrefetch(`${PATH}?plot=12`);
    await expect.element(plotSelect()).toHaveDisplayValue('SRI-002');
    await expect.element(row('01/01/2026')).toHaveTextContent(/^01\/01\/20260,72/);
    await settled();
    expect(asked.prefetched.sort()).toEqual([PLOTS, SERIES, `${SERIES} @12`].sort());
    expect(asked.screen).toEqual([]);
  });

  it('never asks for another customer’s plot named in the address: the screen shows the first one', async () => {
    const asked = await screenAfterPrefetch(`${PATH}?plot=21`);
    await expect.element(plotSelect()).toHaveDisplayValue('SRI-001');
    await expect.element(row('01/01/2026')).toHaveTextContent(/^01\/01\/20260,71/);
    await settled();
    expect(asked.prefetched.sort()).toEqual([PLOTS, SERIES, `${SERIES} @11`].sort());
    expect(asked.screen).toEqual([]);
  });

  it('asks for no series when the customer has no plots, nor anything without a customer', async () => {
    const { asked, routes } = countingRoutes({ [PLOTS]: () => [] });
    prefetchVegetation(queryClient, fakeRequest(routes), at(PATH), session);
    prefetchVegetation(queryClient, fakeRequest(routes), at(PATH), { user: fakeUser, currentCustomer: null });
    await settled();
    expect(asked).toEqual([PLOTS]);
  });
});
