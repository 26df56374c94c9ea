import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { createFakeApiClient, fakeRequest, fakeUser, type FakeRoutes } from '@dossel/api-client/testing';
import { queryClient } from '../../lib/query-client';
import { renderApp } from '../../testing/render-app';
import { sessionStore } from '../auth/stores/session-store';
import { prefetchWeather } from './prefetch-weather';
import { weatherRoutes } from './weather-fixtures';

const PATH = '/weather';

/** The screen's fake server, noting each path asked with its place (`@11`), if any. */
function countingRoutes(overrides: FakeRoutes = {}) {
  const asked: string[] = [];
  const routes: FakeRoutes = {};
  for (const [route, handler] of Object.entries(weatherRoutes(overrides))) {
    routes[route] = (options) => {
      const place = (options.query as { location_id?: number } | undefined)?.location_id;
      asked.push(place === undefined ? route : `${route} @${place}`);
      return handler(options);
    };
  }
  return { asked, routes };
}

const settled = () => expect.poll(() => queryClient.isFetching(), { timeout: 5_000 }).toBe(0);
const session = { user: fakeUser, currentCustomer: fakeUser.mainCustomerId };
const at = (path: string) => new URL(path, 'http://localhost');
const card = (title: string) => page.getByRole('figure').filter({ hasText: title });
const recent = () => page.getByRole('region', { name: 'Chuva recente' });
const locationSelect = () => page.getByRole('combobox', { name: 'Local' });
const placeQueries = (place: number) =>
  ['GET /reports/weather/forecast', 'GET /reports/weather/monthly', 'GET /reports/weather/recent'].map(
    (route) => `${route} @${place}`,
  );

/** Prefetches `path`, then opens the screen there on a second fake server: what did each ask? */
async function screenAfterPrefetch(path: string) {
  const prefetched = countingRoutes();
  prefetchWeather(queryClient, fakeRequest(prefetched.routes), at(path), session);
  await settled();
  const screen = countingRoutes();
  sessionStore.getState().signIn('t');
  sessionStore.getState().setUser(fakeUser);
  await renderApp({ path, client: createFakeApiClient({}, screen.routes) });
  return { prefetched: prefetched.asked, screen: screen.asked };
}

describe('prefetching the weather screen', () => {
  it('fills the cache the screen reads: the screen then asks for nothing more', async () => {
    const asked = await screenAfterPrefetch(PATH);
    await expect.element(locationSelect()).toHaveDisplayValue('Três Lagoas');
    await expect.element(recent()).toHaveTextContent('Últimas 3 horas1,2 mm');
    await expect.element(card('Previsão para 7 dias')).toBeVisible();
    await expect.element(card('Aridez e restrições')).toHaveTextContent('Classe de aridez');
    await settled();
    expect(asked.prefetched.sort()).toEqual(['GET /reports/weather/locations', ...placeQueries(11)].sort());
    expect(asked.screen).toEqual([]);
  });

  it('asks for the place in the address', async () => {
    const asked = await screenAfterPrefetch(`${PATH}?location=12`);
    await expect.element(locationSelect()).toHaveDisplayValue('Ribas do Rio Pardo');
    await expect.element(card('Aridez e restrições')).toHaveTextContent('Classe de aridezÚmido');
    await settled();
    expect(asked.prefetched.sort()).toEqual(['GET /reports/weather/locations', ...placeQueries(12)].sort());
    expect(asked.screen).toEqual([]);
  });

  it('never asks for another customer’s place named in the address: the screen shows the first one', async () => {
    const asked = await screenAfterPrefetch(`${PATH}?location=21`);
    await expect.element(locationSelect()).toHaveDisplayValue('Três Lagoas');
    await expect.element(card('Aridez e restrições')).toHaveTextContent('Classe de aridez');
    await settled();
    expect(asked.prefetched.sort()).toEqual(['GET /reports/weather/locations', ...placeQueries(11)].sort());
    expect(asked.screen).toEqual([]);
  });

  it('asks for nothing more than the places when the customer has none, nor anything without a customer', async () => {
    const { asked, routes } = countingRoutes({ 'GET /reports/weather/locations': () => [] });
    prefetchWeather(queryClient, fakeRequest(routes), at(PATH), session);
    prefetchWeather(queryClient, fakeRequest(routes), at(PATH), { user: fakeUser, currentCustomer: null });
    await settled();
    expect(asked).toEqual(['GET /reports/weather/locations']);
  });
});
