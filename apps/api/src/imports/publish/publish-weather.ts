import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';
import type { WeatherRow } from '../read/read-table-file';

/** What publishing did to a weather station or one of its days, kept so that a rollback undoes it. */
export type ReplacedWeather =
  | { op: 'stationAdded'; id: number }
  | { op: 'added'; locationId: number; day: string }
  | { op: 'changed'; locationId: number; day: string; was: WeatherDay };

type WeatherDay = Pick<
  WeatherRow,
  'precipitation_mm' | 'temp_min_c' | 'temp_max_c' | 'temp_mean_c' | 'et0_mm'
>;

const dayOf = (row: WeatherDay): WeatherDay => ({
  precipitation_mm: row.precipitation_mm,
  temp_min_c: row.temp_min_c,
  temp_max_c: row.temp_max_c,
  temp_mean_c: row.temp_mean_c,
  et0_mm: row.et0_mm,
});

const sameDay = (a: WeatherDay, b: WeatherDay) =>
  (Object.keys(dayOf(a)) as (keyof WeatherDay)[]).every((key) => a[key] === b[key]);

async function stationsOf(db: Kysely<Database>, customerId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('weather_locations')
    .select(['id', 'name'])
    .where('customer_id', '=', customerId)
    .execute();
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function liveDay(db: Kysely<Database>, locationId: number, day: string) {
  return db
    .selectFrom('weather_daily')
    .select(['precipitation_mm', 'temp_min_c', 'temp_max_c', 'temp_mean_c', 'et0_mm'])
    .where('location_id', '=', locationId)
    .where('day', '=', day)
    .executeTakeFirst();
}

/** Per staged day, whether publishing would add it (a new station's days too), change it or leave it. */
export async function compareWeather(
  db: Kysely<Database>,
  customerId: number,
  staged: readonly WeatherRow[],
): Promise<('added' | 'changed' | 'unchanged')[]> {
  const stations = await stationsOf(db, customerId);
  const changes: ('added' | 'changed' | 'unchanged')[] = [];
  for (const row of staged) {
    const locationId = stations.get(row.station);
    const live = locationId === undefined ? undefined : await liveDay(db, locationId, row.day);
    changes.push(!live ? 'added' : sameDay(live, row) ? 'unchanged' : 'changed');
  }
  return changes;
}

/**
 * Writes the staged days over the customer's series (in the caller's transaction), creating the stations
 * it does not have yet where their rows place them. Answers what it replaced.
 */
export async function publishWeather(
  trx: Kysely<Database>,
  customerId: number,
  staged: readonly WeatherRow[],
): Promise<ReplacedWeather[]> {
  const stations = await stationsOf(trx, customerId);
  const replaced: ReplacedWeather[] = [];
  for (const row of staged) {
    let locationId = stations.get(row.station);
    if (locationId === undefined) {
      // The reader refused a new station's rows without a position.
      const position = row.position ?? { lon: 0, lat: 0, altitude_m: 0 };
      const created = await trx
        .insertInto('weather_locations')
        .values({ customer_id: customerId, name: row.station, ...position })
        .returning('id')
        .executeTakeFirstOrThrow();
      locationId = created.id;
      stations.set(row.station, locationId);
      replaced.push({ op: 'stationAdded', id: locationId });
    }
    const live = await liveDay(trx, locationId, row.day);
    if (live && sameDay(live, row)) continue;
    if (live) {
      await trx
        .updateTable('weather_daily')
        .set(dayOf(row))
        .where('location_id', '=', locationId)
        .where('day', '=', row.day)
        .execute();
      replaced.push({ op: 'changed', locationId, day: row.day, was: dayOf(live) });
    } else {
      await trx
        .insertInto('weather_daily')
        .values({ location_id: locationId, day: row.day, ...dayOf(row) })
        .execute();
      replaced.push({ op: 'added', locationId, day: row.day });
    }
  }
  return replaced;
}

/** Undoes a publication of weather days (in the caller's transaction), last first: new stations go last. */
export async function restoreWeather(
  trx: Kysely<Database>,
  replaced: readonly ReplacedWeather[],
): Promise<void> {
  for (const entry of [...replaced].reverse()) {
    if (entry.op === 'stationAdded') {
      await trx.deleteFrom('weather_locations').where('id', '=', entry.id).execute();
      continue;
    }
    if (entry.op === 'changed')
      await trx
        .updateTable('weather_daily')
        .set(entry.was)
        .where('location_id', '=', entry.locationId)
        .where('day', '=', entry.day)
        .execute();
    else
      await trx
        .deleteFrom('weather_daily')
        .where('location_id', '=', entry.locationId)
        .where('day', '=', entry.day)
        .execute();
  }
}
