import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { createFakeApiClient, fakeRequest, fakeUser, type FakeRoutes } from '@dossel/api-client/testing';
import { paths } from '../../config/paths';
import { queryClient } from '../../lib/query-client';
import { renderApp } from '../../testing/render-app';
import { sessionStore } from '../auth/stores/session-store';
import { lastClosedQuarter } from '../home/quarters';
import { productivityRoutes } from './productivity-fixtures';
import { prefetchProductivity } from './prefetch-productivity';

/** The screen's fake server, noting each path asked, with the period of a quarterly report. */
function countingRoutes() {
  const asked: string[] = [];
  const routes: FakeRoutes = {};
  for (const [route, handler] of Object.entries(productivityRoutes())) {
    routes[route] = (options) => {
      const { year, quarter } = (options.query ?? {}) as Record<string, unknown>;
      asked.push(year === undefined ? route : `${route} ${String(year)}-${String(quarter)}`);
      return handler(options);
    };
  }
  return { asked, routes };
}

const settled = () => expect.poll(() => queryClient.isFetching(), { timeout: 5_000 }).toBe(0);
const session = { user: fakeUser, currentCustomer: fakeUser.mainCustomerId };
const at = (path: string) => new URL(path, 'http://localhost');
const { year: lastYear, quarter: lastQuarter } = lastClosedQuarter(new Date());
const row = (text: string) => page.getByRole('row').filter({ hasText: text });

/** Prefetches `path`, then opens the screen there on a second fake server: what did the screen ask? */
async function screenAfterPrefetch(path: string) {
  const prefetched = countingRoutes();
  prefetchProductivity(queryClient, fakeRequest(prefetched.routes), at(path), session);
  await settled();
  const screen = countingRoutes();
  sessionStore.getState().signIn('t');
  sessionStore.getState().setUser(fakeUser);
  await renderApp({ path, client: createFakeApiClient({}, screen.routes) });
  return { prefetched: prefetched.asked, screen: screen.asked };
}

describe('prefetching the productivity screen', () => {
  it('fills the cache the screen reads: the screen then asks for nothing more', async () => {
    const asked = await screenAfterPrefetch(paths.productivity.href());
    await expect.element(page.getByText('Pessimista (P10)')).toBeVisible();
    await expect.element(row('Em acompanhamento')).toBeVisible();
    await settled();
    expect(asked.prefetched.sort()).toEqual(['GET /reports/metrics', 'GET /reports/plots']);
    expect(asked.screen).toEqual([]);
  });

  it('asks for the quarterly report of the tab and period in the address, and nothing else', async () => {
    const year = lastYear - 1;
    const asked = await screenAfterPrefetch(paths.productivity.quarterlyReportHref(year, 1));
    // Quarter 1 of the fixtures: 121 ha in the first age class.
    await expect.element(row('0-1').first()).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: 'Ano' })).toHaveDisplayValue(String(year));
    await settled();
    expect(asked.prefetched).toEqual([`GET /reports/quarterly ${year}-1`]);
    expect(asked.screen).toEqual([]);
  });

  it('asks for the last closed quarter on the wood stock tab when the address names no period', async () => {
    const asked = await screenAfterPrefetch(paths.productivity.tabHref('woodStock'));
    await expect.element(row('0-1').first()).toBeVisible();
    await settled();
    expect(asked.prefetched).toEqual([`GET /reports/quarterly ${lastYear}-${lastQuarter}`]);
    expect(asked.screen).toEqual([]);
  });

  it('asks for nothing when the customer lacks the productivity service', async () => {
    const { asked, routes } = countingRoutes();
    const noProductivity = { ...fakeUser, services_json: { '1': [2], '2': [2, 8] } };
    prefetchProductivity(queryClient, fakeRequest(routes), at(paths.productivity.href()), {
      user: noProductivity,
      currentCustomer: 1,
    });
    prefetchProductivity(queryClient, fakeRequest(routes), at(paths.productivity.tabHref('woodStock')), {
      user: noProductivity,
      currentCustomer: 1,
    });
    await settled();
    expect(asked).toEqual([]);
  });
});
