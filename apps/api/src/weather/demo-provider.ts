import type { ForecastDay } from '@dossel/api-client';

import { WET_DAY_CHANCE, WET_DAY_MEAN_MM } from '../db/seed/monitoring/weather';
import { createRandom } from '../db/seed/random';
import type { RecentPrecipitation, WeatherPlace, WeatherProvider } from './provider';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const round1 = (value: number) => Math.round(value * 10) / 10;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A number from a text (FNV-1a): the same place and moment always draw the same weather. */
function seedOf(place: WeatherPlace, moment: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${place.lat.toFixed(3)},${place.lon.toFixed(3)},${moment}`) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  }
  return hash >>> 0;
}

/**
 * One day at a place, in the central-Brazil climate of the seeded history (a wet season from October to
 * March): the quoted probability is the month's chance of a wet day moved by the day's weather, and the
 * day is wet with that probability, so forecasts come true as often as they say.
 */
export function demoDay(place: WeatherPlace, date: string): ForecastDay {
  const random = createRandom(seedOf(place, date));
  const month = Number(date.slice(5, 7)) - 1;
  const probability = clamp((WET_DAY_CHANCE[month] ?? 0.3) + random.between(-0.3, 0.3), 0, 1);
  const wet = random.next() < probability;
  const rain = wet ? -Math.log(1 - random.next()) * (WET_DAY_MEAN_MM[month] ?? 10) : 0;

  const time = Date.parse(date);
  const dayOfYear = Math.floor((time - Date.UTC(new Date(time).getUTCFullYear(), 0, 1)) / DAY_MS) + 1;
  const season = (2 * Math.PI) / 365.25;
  // Further south is cooler: about 0.4 °C per degree of latitude beyond 15° S.
  const latitude = -0.4 * (Math.abs(place.lat) - 15);
  const tempMaxC =
    29.6 + 1.6 * Math.cos(season * (dayOfYear - 15)) + latitude + random.between(-2, 2) - (wet ? 2 : 0);
  const tempMinC = Math.min(
    18.3 + 3.6 * Math.cos(season * (dayOfYear - 20)) + latitude + random.between(-1.5, 1.5),
    tempMaxC - 4,
  );
  return {
    date,
    precipitationMm: rain < 0.1 ? 0 : round1(rain),
    precipitationProbabilityPct: Math.round(probability * 20) * 5,
    tempMinC: round1(tempMinC),
    tempMaxC: round1(tempMaxC),
  };
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The built-in provider: plausible, deterministic numbers derived from the place and the date, with no
 * network, so the portal shows a working weather screen before a real provider is configured.
 */
export function createDemoWeatherProvider(): WeatherProvider {
  return {
    id: 'demo',
    async forecast(place, today, days) {
      const first = Date.parse(today);
      return Array.from({ length: days }, (_, index) => demoDay(place, isoDay(first + index * DAY_MS)));
    },
    async recent(place, now): Promise<RecentPrecipitation> {
      // Observations are hourly: the last whole hour, and the two before it.
      const observed = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
      let precipitationMm = 0;
      for (let hour = observed - 2 * HOUR_MS; hour <= observed; hour += HOUR_MS) {
        const day = demoDay(place, isoDay(hour));
        const random = createRandom(seedOf(place, new Date(hour).toISOString()));
        // A wet day's rain falls in a few of its hours (about one in six), each with a part of it.
        if (day.precipitationMm > 0 && random.next() < 1 / 6) {
          precipitationMm += day.precipitationMm * random.between(0.1, 0.5);
        }
      }
      return { precipitationMm: round1(precipitationMm), observedAt: new Date(observed).toISOString() };
    },
    async precipitationBetween(place, from, to) {
      let total = 0;
      for (let time = Date.parse(from); time <= Date.parse(to); time += DAY_MS) {
        total += demoDay(place, isoDay(time)).precipitationMm;
      }
      return round1(total);
    },
  };
}
