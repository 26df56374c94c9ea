import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { fakeRequest, fakeUser } from '@dossel/api-client/testing';
import { paths } from '../../config/paths';
import { countingRoutes, screenAfterPrefetch, settled } from '../../testing/counting-routes';
import { lastClosedQuarter } from '../../lib/quarters';
import { productivityRoutes } from './productivity-fixtures';
import { prefetchProductivity } from './prefetch-productivity';
import { testQueryClient } from '../../testing/test-services';

const session = { user: fakeUser, currentCustomer: fakeUser.mainCustomerId };
const at = (path: string) => new URL(path, 'http://localhost');
const { year: lastYear, quarter: lastQuarter } = lastClosedQuarter(new Date());
const row = (text: string) => page.getByRole('row').filter({ hasText: text });
/** The quarterly report of a period, as the customer's call notes it. */
const quarterly = (year: number, quarter: number) =>
  `GET /reports/quarterly?customer_id=1&year=${year}&quarter=${quarter}`;
/** Prefetches `path`, then opens the screen there on a second fake server: what did each ask? */
const openAfterPrefetch = (path: string) =>
  screenAfterPrefetch({ path, server: productivityRoutes, prefetch: prefetchProductivity, session });

describe('prefetching the productivity screen', () => {
  it('fills the cache the screen reads: the screen then asks for nothing more', async () => {
    const asked = await openAfterPrefetch(paths.productivity.href());
    await expect.element(page.getByText('Pessimista (P10)')).toBeVisible();
    await expect.element(row('Em acompanhamento')).toBeVisible();
    await settled();
    expect(asked.prefetched.sort()).toEqual([
      'GET /reports/metrics?customer_id=1',
      'GET /reports/plots?customer_id=1',
    ]);
    expect(asked.screen).toEqual([]);
  });

  it('asks for the quarterly report of the tab and period in the address, and nothing else', async () => {
    const year = lastYear - 1;
    const asked = await openAfterPrefetch(paths.productivity.quarterlyReportHref(year, 1));
    // Quarter 1 of the fixtures: 121 ha in the first age class.
    await expect.element(row('0-1').first()).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: 'Ano' })).toHaveDisplayValue(String(year));
    await settled();
    expect(asked.prefetched).toEqual([quarterly(year, 1)]);
    expect(asked.screen).toEqual([]);
  });

  it('asks for the last closed quarter on the wood stock tab when the address names no period', async () => {
    const asked = await openAfterPrefetch(paths.productivity.tabHref('woodStock'));
    await expect.element(row('0-1').first()).toBeVisible();
    await settled();
    expect(asked.prefetched).toEqual([quarterly(lastYear, lastQuarter)]);
    expect(asked.screen).toEqual([]);
  });

  it('asks for nothing when the customer lacks the productivity service', async () => {
    const { asked, routes } = countingRoutes(productivityRoutes());
    const noProductivity = { ...fakeUser, services_json: { '1': [2], '2': [2, 8] } };
    prefetchProductivity(testQueryClient(), fakeRequest(routes), at(paths.productivity.href()), {
      user: noProductivity,
      currentCustomer: 1,
    });
    prefetchProductivity(
      testQueryClient(),
      fakeRequest(routes),
      at(paths.productivity.tabHref('woodStock')),
      {
        user: noProductivity,
        currentCustomer: 1,
      },
    );
    await settled();
    expect(asked).toEqual([]);
  });
});
