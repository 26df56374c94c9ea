import { z } from 'zod';

import type { RecentPrecipitation, WeatherPlace, WeatherProvider } from './provider';

/** Open-Meteo's forecast API for customers with a key (the free one takes no key and no commercial use). */
export const OPEN_METEO_URL = 'https://customer-api.open-meteo.com/v1/forecast';
const TIMEOUT_MS = 10_000;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const round1 = (value: number) => Math.round(value * 10) / 10;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
/** Open-Meteo's hour in GMT, as `start_hour` takes it: `2026-11-26T06:00`. */
const isoHour = (time: number) => new Date(time).toISOString().slice(0, 16);

// A missing value (null) in a series is a gap of the model; precipitation counts it as none.
const values = z.array(z.nullable(z.number()));
const dailySchema = z.object({ daily: z.object({ time: z.array(z.string()), precipitation_sum: values }) });
// A forecast day without its temperatures is no forecast: such an answer is refused whole.
const forecastSchema = z.object({
  daily: z.object({
    time: z.array(z.string()),
    precipitation_sum: values,
    precipitation_probability_max: values,
    temperature_2m_min: z.array(z.number()),
    temperature_2m_max: z.array(z.number()),
  }),
});
const hourlySchema = z.object({ hourly: z.object({ time: z.array(z.string()), precipitation: values }) });

/**
 * The Open-Meteo adapter: daily forecast, hourly precipitation and past days from its forecast API,
 * all in GMT so days match the demo provider's. Three small calls, each with the configured key.
 */
export function createOpenMeteoProvider({ apiKey, url = OPEN_METEO_URL }: { apiKey: string; url?: string }) {
  async function ask(place: WeatherPlace, params: Record<string, string>): Promise<unknown> {
    const query = new URLSearchParams({
      latitude: String(place.lat),
      longitude: String(place.lon),
      timezone: 'GMT',
      apikey: apiKey,
      ...params,
    });
    const response = await fetch(`${url}?${query}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`the weather provider answered ${response.status}`);
    return response.json();
  }

  const sum = (series: ReadonlyArray<number | null>) =>
    round1(series.reduce<number>((a, b) => a + (b ?? 0), 0));

  const provider: WeatherProvider = {
    id: 'open-meteo',
    async forecast(place, today, days) {
      const { daily } = forecastSchema.parse(
        await ask(place, {
          daily: 'precipitation_sum,precipitation_probability_max,temperature_2m_min,temperature_2m_max',
          start_date: today,
          end_date: isoDay(Date.parse(today) + (days - 1) * DAY_MS),
        }),
      );
      return daily.time.map((date, index) => ({
        date,
        precipitationMm: round1(daily.precipitation_sum[index] ?? 0),
        precipitationProbabilityPct: daily.precipitation_probability_max[index] ?? 0,
        tempMinC: round1(daily.temperature_2m_min[index] ?? 0),
        tempMaxC: round1(daily.temperature_2m_max[index] ?? 0),
      }));
    },
    async recent(place, now): Promise<RecentPrecipitation> {
      // Each hourly value is what fell in the hour before it: the last whole hour and the two before.
      const observed = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
      const { hourly } = hourlySchema.parse(
        await ask(place, {
          hourly: 'precipitation',
          start_hour: isoHour(observed - 2 * HOUR_MS),
          end_hour: isoHour(observed),
        }),
      );
      return { precipitationMm: sum(hourly.precipitation), observedAt: new Date(observed).toISOString() };
    },
    async precipitationBetween(place, from, to) {
      const { daily } = dailySchema.parse(
        await ask(place, { daily: 'precipitation_sum', start_date: from, end_date: to }),
      );
      return sum(daily.precipitation_sum);
    },
  };
  return provider;
}
