import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { createFakeApiClient, fakeRequest, fakeUser, type FakeRoutes } from '@dossel/api-client/testing';
import { renderApp } from '../../../testing/render-app';
import { monitoringMapRoutes, NOVEMBER, OCTOBER } from '../../../testing/monitoring-maps-fixtures';
import { prefetchMonitoringData } from './prefetch-monitoring-screen';
import { testQueryClient, testSession } from '../../../testing/test-services';

const SCREEN = 'http://localhost/weedCompetition';

/** The screens' fake server, noting each path asked; `hold` leaves those paths unanswered for now. */
function countingRoutes(hold: string[] = []) {
  const asked: string[] = [];
  const routes: FakeRoutes = {};
  const releases: (() => void)[] = [];
  for (const [route, handler] of Object.entries(monitoringMapRoutes())) {
    routes[route] = async (options) => {
      const date = (options.query as Record<string, unknown> | undefined)?.date;
      asked.push(`${route}${date ? ` ${String(date)}` : ''}`);
      if (hold.includes(route)) await new Promise<void>((resolve) => releases.push(resolve));
      return handler(options);
    };
  }
  return { asked, routes, release: () => releases.forEach((release) => release()) };
}

const settled = () => expect.poll(() => testQueryClient().isFetching(), { timeout: 5_000 }).toBe(0);

describe('prefetching a monitoring screen', () => {
  it('asks for the dates, the plots and labels at once, then the latest date’s grids and summary', async () => {
    const { asked, routes } = countingRoutes();
    prefetchMonitoringData(testQueryClient(), fakeRequest(routes), 'weeds', new URL(SCREEN), 1);
    await settled();
    expect(asked.sort()).toEqual(
      [
        'GET /reports/plots.geojson',
        'GET /register/label/dictionary',
        'GET /reports/weeds/dates',
        `GET /reports/weeds/grids ${NOVEMBER}`,
        `GET /reports/weeds/summary ${NOVEMBER}`,
      ].sort(),
    );
  });

  it('asks for the grids of a date in the address without waiting for the dates', async () => {
    const { asked, routes, release } = countingRoutes(['GET /reports/anomalies/dates']);
    const url = new URL(`http://localhost/anomaly?date=${OCTOBER}&plot=101`);
    prefetchMonitoringData(testQueryClient(), fakeRequest(routes), 'anomalies', url, 1);
    await expect.poll(() => asked).toContain(`GET /reports/anomalies/grids ${OCTOBER}`);
    expect(asked).toContain(`GET /reports/anomalies/summary ${OCTOBER}`);
    release();
    await settled();
    // The date is the customer's: nothing more to ask once the dates say so.
    expect(asked.filter((path) => path.includes('/grids'))).toEqual([
      `GET /reports/anomalies/grids ${OCTOBER}`,
    ]);
  });

  it('fills the cache the screen reads: the screen then asks for nothing more', async () => {
    const prefetched = countingRoutes();
    prefetchMonitoringData(testQueryClient(), fakeRequest(prefetched.routes), 'weeds', new URL(SCREEN), 1);
    await settled();

    const screen = countingRoutes();
    testSession().getState().signIn('t');
    testSession().getState().setUser(fakeUser);
    await renderApp({ path: '/weedCompetition', client: createFakeApiClient({}, screen.routes) });
    await expect.element(page.getByRole('row').filter({ hasText: 'SR-001' })).toBeVisible();
    expect(screen.asked).toEqual([]);
  });
});
