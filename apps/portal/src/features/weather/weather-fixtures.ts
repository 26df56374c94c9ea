import { monitoringEndpoints, routeKey } from '@dossel/api-client';
import type {
  RequestOptions,
  WeatherForecast,
  WeatherLocation,
  WeatherMonth,
  WeatherMonthly,
  WeatherRecent,
} from '@dossel/api-client';
import type { FakeRoutes } from '@dossel/api-client/testing';

/** Places of the fake customers: two for customer 1, one for customer 2. */
export const fakeLocations: WeatherLocation[] = [
  { id: 11, customerId: 1, name: 'Três Lagoas', lon: -51.7, lat: -20.8, altitudeM: 320 },
  { id: 12, customerId: 1, name: 'Ribas do Rio Pardo', lon: -53.8, lat: -20.4, altitudeM: 380 },
  { id: 21, customerId: 2, name: 'Vale do Araguaia', lon: -52.2, lat: -15.9, altitudeM: 350 },
].map((place) => ({ ...place, firstDate: '1980-01-01', lastDate: '2025-12-31' }));

/**
 * Rain of each calendar month (mm), 1,400 a year, and ET0 110 mm every month (1,320): over the last year
 * the aridity index is 1.06 (sub-humid) and the water deficiency 33 % of the demand (moderate); a mean of
 * 22.5 °C is a low thermal restriction.
 */
const RAIN_MM = [250, 200, 180, 80, 40, 15, 10, 20, 60, 120, 180, 245];

/** The monthly series of a place from 1980 to `lastYear`; the other place of customer 1 is wetter. */
export function fakeMonths(locationId: number, lastYear: number): WeatherMonth[] {
  const wetter = locationId === 12 ? 1.5 : 1;
  return Array.from({ length: lastYear - 1979 }, (_, index) => 1980 + index).flatMap((year) =>
    RAIN_MM.map((rain, month) => {
      // Years vary around the normal; the last one, which the aridity reads, is the normal itself.
      const swing = year === lastYear ? 1 : 1 + (((year * 7) % 11) - 5) / 25;
      return {
        month: `${year}-${String(month + 1).padStart(2, '0')}`,
        days: 30,
        rainyDays: Math.round(rain / 12),
        precipitationMm: Math.round(rain * swing * wetter * 10) / 10,
        et0Mm: 110,
        tempMinC: 17.5,
        tempMaxC: 27.5,
        tempMeanC: 22.5,
      };
    }),
  );
}

export function fakeRecent(location: WeatherLocation): WeatherRecent {
  return {
    location,
    provider: 'demo',
    lastThreeHours: {
      precipitationMm: location.id === 21 ? 4.5 : 1.2,
      observedAt: '2026-11-26T12:00:00.000Z',
    },
    quarter: {
      from: '2026-09-01',
      through: '2026-11-26',
      precipitationMm: location.id === 21 ? 410 : 250.5,
      normalMm: 360,
    },
  };
}

export function fakeForecast(location: WeatherLocation, provider: WeatherForecast['provider'] = 'demo') {
  const forecast: WeatherForecast = {
    location,
    provider,
    days: Array.from({ length: 7 }, (_, index) => ({
      date: `2026-${index < 5 ? '11' : '12'}-${String(index < 5 ? 26 + index : index - 4).padStart(2, '0')}`,
      precipitationMm: location.id === 21 ? 20 + index : index * 3.5,
      precipitationProbabilityPct: 40 + index * 5,
      tempMinC: 19 + index / 10,
      tempMaxC: 31 - index / 10,
    })),
  };
  return forecast;
}

/** The place a weather call asks for: its `location_id`, or the customer's first place. */
function placeOf(options: RequestOptions): WeatherLocation {
  const query = options.query as { customer_id: number; location_id?: number };
  const place = fakeLocations.find((entry) =>
    query.location_id === undefined ? entry.customerId === query.customer_id : entry.id === query.location_id,
  );
  if (!place) throw new Error(`no fake place for ${JSON.stringify(query)}`);
  return place;
}

/** A fake server of the weather screen; `overrides` replace any of its calls. */
export function weatherRoutes(overrides: FakeRoutes = {}): FakeRoutes {
  return {
    [routeKey(monitoringEndpoints.weatherLocations)]: (options) =>
      fakeLocations.filter(
        (place) => place.customerId === (options.query as { customer_id: number }).customer_id,
      ),
    [routeKey(monitoringEndpoints.weatherMonthly)]: (options): WeatherMonthly => {
      const to = (options.query as { to: string }).to;
      return { location: placeOf(options), months: fakeMonths(placeOf(options).id, Number(to.slice(0, 4))) };
    },
    [routeKey(monitoringEndpoints.weatherRecent)]: (options) => fakeRecent(placeOf(options)),
    [routeKey(monitoringEndpoints.weatherForecast)]: (options) => fakeForecast(placeOf(options)),
    ...overrides,
  };
}
