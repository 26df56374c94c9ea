import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { createFakeApiClient, fakeRequest, fakeUser } from '@dossel/api-client/testing';
import { countingRoutes, settled } from '../../testing/counting-routes';
import { renderApp } from '../../testing/render-app';
import { homeRoutes } from './home-fixtures';
import { prefetchHome } from './prefetch-home';
import { testQueryClient, testSession } from '../../testing/test-services';

/** Home's fake server, noting each call asked. */
const homeServer = () => countingRoutes(homeRoutes());
/** The calls, without their query strings. */
const callsOf = (asked: string[]) => asked.map((call) => call.split('?')[0]);
const CUSTOMER = fakeUser.mainCustomerId;

describe('prefetching home', () => {
  it('asks for every card’s data at once, the services’ only where the customer has them', async () => {
    const all = homeServer();
    prefetchHome(testQueryClient(), fakeRequest(all.routes), fakeUser, CUSTOMER);
    await settled();
    expect(callsOf(all.asked).sort()).toEqual(Object.keys(homeRoutes()).sort());

    testQueryClient().clear();
    const withoutServices = homeServer();
    const noServices = { ...fakeUser, services_json: { [String(CUSTOMER)]: [] } };
    prefetchHome(testQueryClient(), fakeRequest(withoutServices.routes), noServices, CUSTOMER);
    await settled();
    expect(callsOf(withoutServices.asked)).not.toContain('GET /reports/metrics');
    expect(callsOf(withoutServices.asked)).not.toContain('GET /reports/quarterly');
  });

  it('fills the cache home reads: home then asks for nothing more', async () => {
    const prefetched = homeServer();
    prefetchHome(testQueryClient(), fakeRequest(prefetched.routes), fakeUser, CUSTOMER);
    await settled();

    const screen = homeServer();
    testSession().getState().signIn('t');
    testSession().getState().setUser(fakeUser);
    await renderApp({ path: '/', client: createFakeApiClient({}, screen.routes) });
    await expect.element(page.getByRole('region', { name: 'IMA aos 7 anos' })).toBeVisible();
    await settled();
    expect(screen.asked).toEqual([]);
  });
});
