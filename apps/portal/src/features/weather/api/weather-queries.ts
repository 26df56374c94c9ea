import {
  weatherForecastQueryOptions,
  weatherLocationsQueryOptions,
  weatherMonthlyQueryOptions,
  weatherRecentQueryOptions,
  type DateRange,
  type MonitoringApi,
  type WeatherLocation,
  type WeatherPlaceQuery,
} from '@dossel/api-client';

type Api = { monitoring: MonitoringApi };

/** The place picked in the address (`?location=`), so a shared link opens the same place. */
export const LOCATION_PARAM = 'location';

/**
 * The place the screen shows: the one the address names, or the first one — also for a place of another
 * customer (an old link). Undefined when the customer has none.
 */
export function chosenLocation(
  locations: readonly WeatherLocation[],
  params: URLSearchParams,
): WeatherLocation | undefined {
  return locations.find((entry) => String(entry.id) === params.get(LOCATION_PARAM)) ?? locations[0];
}

/** A place of the customer, as the place's queries name it. */
export function weatherPlace(customerId: number, location: WeatherLocation): WeatherPlaceQuery {
  return { customer_id: customerId, location_id: location.id };
}

/**
 * The queries of the weather screen, for its components and its route's prefetch alike: one place for
 * their keys, so the prefetch fills exactly what the screen reads.
 */
export const weatherQueries = {
  locations: (api: Api, customerId: number) => weatherLocationsQueryOptions(api, { customer_id: customerId }),
  /** The place's monthly history over the climate series (`climateSeriesRange`). */
  history: (api: Api, place: WeatherPlaceQuery, range: DateRange) =>
    weatherMonthlyQueryOptions(api, { ...place, ...range }),
  recent: (api: Api, place: WeatherPlaceQuery) => weatherRecentQueryOptions(api, place),
  forecast: (api: Api, place: WeatherPlaceQuery) => weatherForecastQueryOptions(api, place),
};
