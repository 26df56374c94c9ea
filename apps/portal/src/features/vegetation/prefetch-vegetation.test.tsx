import { monitoringEndpoints, routeKey } from '@dossel/api-client';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { fakeRequest, fakeUser } from '@dossel/api-client/testing';
import { countingRoutes, screenAfterPrefetch, settled } from '../../testing/counting-routes';
import { prefetchVegetation } from './prefetch-vegetation';
import { vegetationRoutes } from './vegetation-fixtures';
import { testQueryClient } from '../../testing/test-services';

const PATH = '/vegetation';
/** The customer's plots, and their series for the mean. */
const PLOTS = 'GET /reports/plots?customer_id=1';
const SERIES = 'GET /reports/vegetation?customer_id=1';
/** The series of one of the customer's plots. */
const plotSeries = (plot: number) => `${SERIES}&plot_id=${plot}`;

const session = { user: fakeUser, currentCustomer: fakeUser.mainCustomerId };
const at = (path: string) => new URL(path, 'http://localhost');
const row = (date: string) => page.getByRole('row').filter({ hasText: date });
const plotSelect = () => page.getByRole('combobox', { name: 'Talhão' });
/** Prefetches `path`, then opens the screen there on a second fake server: what did each ask? */
const openAfterPrefetch = (path: string) =>
  screenAfterPrefetch({ path, server: () => vegetationRoutes(), prefetch: prefetchVegetation, session });

describe('prefetching the vegetation screen', () => {
  it('fills the cache the screen reads: the screen then asks for nothing more', async () => {
    const asked = await openAfterPrefetch(PATH);
    // SRI-001 beside the customer's mean.
    await expect.element(row('01/01/2026')).toHaveTextContent(/0,71\s*0,426\s*0,73\s*0,438/);
    await settled();
    expect(asked.prefetched.sort()).toEqual([PLOTS, SERIES, plotSeries(11)].sort());
    expect(asked.screen).toEqual([]);
  });

  it('asks for the series of the plot in the address', async () => {
    const asked = await openAfterPrefetch(`${PATH}?plot=12`);
    await expect.element(plotSelect()).toHaveDisplayValue('SRI-002');
    await expect.element(row('01/01/2026')).toHaveTextContent(/^01\/01\/20260,72/);
    await settled();
    expect(asked.prefetched.sort()).toEqual([PLOTS, SERIES, plotSeries(12)].sort());
    expect(asked.screen).toEqual([]);
  });

  it('never asks for another customer’s plot named in the address: the screen shows the first one', async () => {
    const asked = await openAfterPrefetch(`${PATH}?plot=21`);
    await expect.element(plotSelect()).toHaveDisplayValue('SRI-001');
    await expect.element(row('01/01/2026')).toHaveTextContent(/^01\/01\/20260,71/);
    await settled();
    expect(asked.prefetched.sort()).toEqual([PLOTS, SERIES, plotSeries(11)].sort());
    expect(asked.screen).toEqual([]);
  });

  it('asks for no series when the customer has no plots, nor anything without a customer', async () => {
    const { asked, routes } = countingRoutes(
      vegetationRoutes(undefined, { [routeKey(monitoringEndpoints.plots)]: () => [] }),
    );
    prefetchVegetation(testQueryClient(), fakeRequest(routes), at(PATH), session);
    prefetchVegetation(testQueryClient(), fakeRequest(routes), at(PATH), {
      user: fakeUser,
      currentCustomer: null,
    });
    await settled();
    expect(asked).toEqual([PLOTS]);
  });
});
