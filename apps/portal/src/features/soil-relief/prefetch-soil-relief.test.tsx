import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { fakeRequest, fakeUser } from '@dossel/api-client/testing';
import { countingRoutes, screenAfterPrefetch, settled } from '../../testing/counting-routes';
import { prefetchSoilRelief } from './prefetch-soil-relief';
import { soilRoutes } from './soil-relief-fixtures';
import { testQueryClient } from '../../testing/test-services';

const at = (path: string) => new URL(path, 'http://localhost');
const row = (plot: string) => page.getByRole('row').filter({ hasText: plot });
/** Prefetches `path` for `customer`, then opens the screen there on a second fake server. */
const openAfterPrefetch = (path: string, customer = fakeUser.mainCustomerId) =>
  screenAfterPrefetch({
    path,
    server: soilRoutes,
    prefetch: prefetchSoilRelief,
    session: { user: fakeUser, currentCustomer: customer },
  });

describe('prefetching the soil and relief screen', () => {
  it('fills the cache the screen reads: the screen then asks for nothing more', async () => {
    const asked = await openAfterPrefetch('/soilRelief');
    await expect.element(row('SRI-002')).toHaveTextContent('Suave ondulado (3–8%)');
    await settled();
    expect(asked.prefetched).toEqual(['GET /reports/soil?customer_id=1']);
    expect(asked.screen).toEqual([]);
  });

  it('asks for the same with a farm in the address: the farm only filters the rows', async () => {
    const asked = await openAfterPrefetch('/soilrelief?farm=Fazenda+S%C3%A3o+Jo%C3%A3o');
    await expect.element(row('SJO-002')).toBeVisible();
    await expect
      .element(page.getByRole('combobox', { name: 'Fazenda' }))
      .toHaveDisplayValue('Fazenda São João');
    await settled();
    expect(asked.prefetched).toEqual(['GET /reports/soil?customer_id=1']);
    expect(asked.screen).toEqual([]);
  });

  it('asks for the current customer’s plots', async () => {
    const asked = await openAfterPrefetch('/soilrelief', 2);
    await expect.element(row('CES-001')).toBeVisible();
    await settled();
    expect(asked.prefetched).toEqual(['GET /reports/soil?customer_id=2']);
    expect(asked.screen).toEqual([]);
  });

  it('asks for nothing without a current customer', async () => {
    const { asked, routes } = countingRoutes(soilRoutes());
    prefetchSoilRelief(testQueryClient(), fakeRequest(routes), at('/soilrelief'), {
      user: fakeUser,
      currentCustomer: null,
    });
    await settled();
    expect(asked).toEqual([]);
  });
});
