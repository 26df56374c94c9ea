import type { WeatherDay, WeatherLocation, WeatherMonth } from '@dossel/api-client';
import { sql, type Kysely } from 'kysely';

import type { Database } from '../../db/schema';

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Daily weather series of a customer's places, and their monthly aggregates. */
export function createWeatherRepository(db: Kysely<Database>) {
  // Correlated min/max read the ends of the (location_id, day) key: no scan of the series.
  const withSpan = db
    .selectFrom('weather_locations')
    .select((eb) => [
      'weather_locations.id',
      'weather_locations.customer_id',
      'weather_locations.name',
      'weather_locations.lon',
      'weather_locations.lat',
      'weather_locations.altitude_m',
      eb
        .selectFrom('weather_daily')
        .select(({ fn }) => fn.min('weather_daily.day').as('day'))
        .whereRef('weather_daily.location_id', '=', 'weather_locations.id')
        .as('first_day'),
      eb
        .selectFrom('weather_daily')
        .select(({ fn }) => fn.max('weather_daily.day').as('day'))
        .whereRef('weather_daily.location_id', '=', 'weather_locations.id')
        .as('last_day'),
    ])
    .orderBy('weather_locations.id');

  type Row = Awaited<ReturnType<typeof withSpan.execute>>[number];
  const toLocation = (row: Row): WeatherLocation | null =>
    row.first_day && row.last_day
      ? {
          id: row.id,
          customerId: row.customer_id,
          name: row.name,
          lon: row.lon,
          lat: row.lat,
          altitudeM: row.altitude_m,
          firstDate: row.first_day,
          lastDate: row.last_day,
        }
      : null;

  return {
    /** The customer's places that have a series, first one first. */
    async locations(customerId: number): Promise<WeatherLocation[]> {
      const rows = await withSpan.where('weather_locations.customer_id', '=', customerId).execute();
      return rows.map(toLocation).filter((location): location is WeatherLocation => location !== null);
    },

    /** One place of the customer (its first one without an id); undefined when it has no such place. */
    async location(customerId: number, locationId?: number): Promise<WeatherLocation | undefined> {
      let query = withSpan.where('weather_locations.customer_id', '=', customerId);
      if (locationId !== undefined) query = query.where('weather_locations.id', '=', locationId);
      const row = await query.limit(1).executeTakeFirst();
      return (row && toLocation(row)) ?? undefined;
    },

    async daily(locationId: number, from: string, to: string): Promise<WeatherDay[]> {
      const rows = await db
        .selectFrom('weather_daily')
        .select(['day', 'precipitation_mm', 'temp_min_c', 'temp_max_c', 'temp_mean_c', 'et0_mm'])
        .where('location_id', '=', locationId)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .orderBy('day')
        .execute();
      return rows.map((row) => ({
        date: row.day,
        precipitationMm: row.precipitation_mm,
        tempMinC: row.temp_min_c,
        tempMaxC: row.temp_max_c,
        tempMeanC: row.temp_mean_c,
        et0Mm: row.et0_mm,
      }));
    },

    /** Months between two days: sums of rain and ET0, means of the temperatures, days of 1 mm or more. */
    async monthly(locationId: number, from: string, to: string): Promise<WeatherMonth[]> {
      const month = sql<string>`substr(day, 1, 7)`;
      const rows = await db
        .selectFrom('weather_daily')
        .select(({ fn }) => [
          month.as('month'),
          fn.countAll().as('days'),
          fn.sum<number>(sql`case when precipitation_mm >= 1 then 1 else 0 end`).as('rainy_days'),
          fn.sum<number>('precipitation_mm').as('precipitation_mm'),
          fn.sum<number>('et0_mm').as('et0_mm'),
          fn.avg<number>('temp_min_c').as('temp_min_c'),
          fn.avg<number>('temp_max_c').as('temp_max_c'),
          fn.avg<number>('temp_mean_c').as('temp_mean_c'),
        ])
        .where('location_id', '=', locationId)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .groupBy(month)
        .orderBy(month)
        .execute();
      // Sums of integers and counts come from PostgreSQL as bigint strings, hence Number().
      return rows.map((row) => ({
        month: row.month,
        days: Number(row.days),
        rainyDays: Number(row.rainy_days),
        precipitationMm: round(Number(row.precipitation_mm), 1),
        et0Mm: round(Number(row.et0_mm), 1),
        tempMinC: round(Number(row.temp_min_c), 1),
        tempMaxC: round(Number(row.temp_max_c), 1),
        tempMeanC: round(Number(row.temp_mean_c), 1),
      }));
    },
  };
}
export type WeatherRepository = ReturnType<typeof createWeatherRepository>;
