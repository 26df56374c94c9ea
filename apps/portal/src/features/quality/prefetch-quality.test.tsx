import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { fakeRequest, fakeUser } from '@dossel/api-client/testing';
import { countingRoutes, screenAfterPrefetch, settled } from '../../testing/counting-routes';
import { prefetchQuality } from './prefetch-quality';
import { qualityRoutes } from './quality-fixtures';
import { testQueryClient } from '../../testing/test-services';

const session = { user: fakeUser, currentCustomer: fakeUser.mainCustomerId };
const at = (path: string) => new URL(path, 'http://localhost');
const row = (plot: string) => page.getByRole('row').filter({ hasText: plot });
/** The customer's plots and their measurements. */
const STANDS = ['GET /reports/metrics?customer_id=1', 'GET /reports/plots?customer_id=1'];
/** Prefetches `path`, then opens the screen there on a second fake server: what did each ask? */
const openAfterPrefetch = (path: string) =>
  screenAfterPrefetch({ path, server: qualityRoutes, prefetch: prefetchQuality, session });

describe('prefetching the quality screen', () => {
  it('fills the cache the screen reads: the screen then asks for nothing more', async () => {
    const asked = await openAfterPrefetch('/quality');
    await expect.element(row('SRI-001')).toHaveTextContent('94,2');
    await settled();
    expect(asked.prefetched.sort()).toEqual(STANDS);
    expect(asked.screen).toEqual([]);
  });

  it('asks for the same with a farm in the address: the farm only filters the rows', async () => {
    const asked = await openAfterPrefetch('/quality?farm=Fazenda+Santa+Rita');
    await expect.element(row('SRI-001')).toBeVisible();
    await expect
      .element(page.getByRole('combobox', { name: 'Fazenda' }))
      .toHaveDisplayValue('Fazenda Santa Rita');
    await settled();
    expect(asked.prefetched.sort()).toEqual(STANDS);
    expect(asked.screen).toEqual([]);
  });

  it('asks for nothing when the customer lacks the quality service', async () => {
    const { asked, routes } = countingRoutes(qualityRoutes());
    // Vale Verde (2) has productivity only here; Serra Azul (1) nothing.
    const user = { ...fakeUser, services_json: { '1': [], '2': [1] } };
    prefetchQuality(testQueryClient(), fakeRequest(routes), at('/quality'), { user, currentCustomer: 1 });
    prefetchQuality(testQueryClient(), fakeRequest(routes), at('/quality'), { user, currentCustomer: 2 });
    prefetchQuality(testQueryClient(), fakeRequest(routes), at('/quality'), { user, currentCustomer: null });
    await settled();
    expect(asked).toEqual([]);
  });
});
