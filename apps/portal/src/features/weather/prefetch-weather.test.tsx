import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { climateSeriesRange, monitoringEndpoints, routeKey } from '@dossel/api-client';
import { fakeRequest, fakeUser } from '@dossel/api-client/testing';
import { isoToday } from '../../lib/dates';
import { countingRoutes, screenAfterPrefetch, settled } from '../../testing/counting-routes';
import { prefetchWeather } from './prefetch-weather';
import { weatherRoutes } from './weather-fixtures';
import { testQueryClient } from '../../testing/test-services';

const PATH = '/weather';
const LOCATIONS = 'GET /reports/weather/locations?customer_id=1';

const session = { user: fakeUser, currentCustomer: fakeUser.mainCustomerId };
const at = (path: string) => new URL(path, 'http://localhost');
const card = (title: string) => page.getByRole('figure').filter({ hasText: title });
const recent = () => page.getByRole('region', { name: 'Chuva recente' });
const locationSelect = () => page.getByRole('combobox', { name: 'Local' });
/** A place's recent rain, forecast and history over the climate series, for the customer. */
const placeQueries = (place: number) => {
  const query = `customer_id=1&location_id=${place}`;
  const { from, to } = climateSeriesRange(isoToday());
  return [
    `GET /reports/weather/forecast?${query}`,
    `GET /reports/weather/monthly?${query}&from=${from}&to=${to}`,
    `GET /reports/weather/recent?${query}`,
  ];
};
/** Prefetches `path`, then opens the screen there on a second fake server: what did each ask? */
const openAfterPrefetch = (path: string) =>
  screenAfterPrefetch({ path, server: () => weatherRoutes(), prefetch: prefetchWeather, session });

describe('prefetching the weather screen', () => {
  it('fills the cache the screen reads: the screen then asks for nothing more', async () => {
    const asked = await openAfterPrefetch(PATH);
    await expect.element(locationSelect()).toHaveDisplayValue('Três Lagoas');
    await expect.element(recent()).toHaveTextContent('Últimas 3 horas1,2 mm');
    await expect.element(card('Previsão para 7 dias')).toBeVisible();
    await expect.element(card('Aridez e restrições')).toHaveTextContent('Classe de aridez');
    await settled();
    expect(asked.prefetched.sort()).toEqual([LOCATIONS, ...placeQueries(11)].sort());
    expect(asked.screen).toEqual([]);
  });

  it('asks for the place in the address', async () => {
    const asked = await openAfterPrefetch(`${PATH}?location=12`);
    await expect.element(locationSelect()).toHaveDisplayValue('Ribas do Rio Pardo');
    await expect.element(card('Aridez e restrições')).toHaveTextContent('Classe de aridezÚmido');
    await settled();
    expect(asked.prefetched.sort()).toEqual([LOCATIONS, ...placeQueries(12)].sort());
    expect(asked.screen).toEqual([]);
  });

  it('never asks for another customer’s place named in the address: the screen shows the first one', async () => {
    const asked = await openAfterPrefetch(`${PATH}?location=21`);
    await expect.element(locationSelect()).toHaveDisplayValue('Três Lagoas');
    await expect.element(card('Aridez e restrições')).toHaveTextContent('Classe de aridez');
    await settled();
    expect(asked.prefetched.sort()).toEqual([LOCATIONS, ...placeQueries(11)].sort());
    expect(asked.screen).toEqual([]);
  });

  it('asks for nothing more than the places when the customer has none, nor anything without a customer', async () => {
    const { asked, routes } = countingRoutes(
      weatherRoutes({ [routeKey(monitoringEndpoints.weatherLocations)]: () => [] }),
    );
    prefetchWeather(testQueryClient(), fakeRequest(routes), at(PATH), session);
    prefetchWeather(testQueryClient(), fakeRequest(routes), at(PATH), {
      user: fakeUser,
      currentCustomer: null,
    });
    await settled();
    expect(asked).toEqual([LOCATIONS]);
  });
});
