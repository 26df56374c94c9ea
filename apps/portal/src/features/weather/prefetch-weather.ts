import { climateSeriesRange, createMonitoringApi } from '@dossel/api-client';

import { isoToday } from '../../lib/dates';
import type { ScreenPrefetch } from '../../lib/screen-prefetch';
import { chosenLocation, weatherPlace, weatherQueries } from './api/weather-queries';

/**
 * Starts the queries `/weather` runs on its first render (issue 13): the customer's places, then, for the
 * place the screen shows (the address's `?location=`, else the first), its recent rain, forecast and
 * history at once. The place's queries wait for the places: a place in the address may be another
 * customer's (an old link), which the screen replaces with the first and the API would refuse. The screen
 * needs no service. Nothing is awaited.
 */
export const prefetchWeather: ScreenPrefetch = (queryClient, request, url, { currentCustomer }) => {
  if (currentCustomer === null) return; // the screen shows nothing without a customer
  const api = { monitoring: createMonitoringApi(request) };
  // The screen's day, read now as the screen reads it when it renders.
  const range = climateSeriesRange(isoToday());
  void queryClient
    .ensureQueryData(weatherQueries.locations(api, currentCustomer))
    .then((locations) => {
      const location = chosenLocation(locations, url.searchParams);
      if (location === undefined) return; // no place: the screen says so and asks nothing more
      const place = weatherPlace(currentCustomer, location);
      void queryClient.prefetchQuery(weatherQueries.recent(api, place));
      void queryClient.prefetchQuery(weatherQueries.forecast(api, place));
      void queryClient.prefetchQuery(weatherQueries.history(api, place, range));
    })
    // A failed request is the screen's to show, when its own query asks again.
    .catch(() => undefined);
};
