import type { ForecastDay, WeatherProviderId } from '@dossel/api-client';

import type { Config } from '../config';
import { createDemoWeatherProvider } from './demo-provider';
import { createOpenMeteoProvider } from './open-meteo-provider';

/** Where to ask: a weather location of a customer (WGS84). */
export interface WeatherPlace {
  lat: number;
  lon: number;
}

/** The precipitation of the last 3 hours, in mm, and when it was observed (ISO date-time). */
export interface RecentPrecipitation {
  precipitationMm: number;
  observedAt: string;
}

/**
 * A forecast service (spec section 7: "a weather forecast service (key in configuration)"). Days are
 * calendar days in UTC as ISO dates.
 */
export interface WeatherProvider {
  readonly id: WeatherProviderId;
  /** The forecast of `days` days from `today` on, today first. */
  forecast(place: WeatherPlace, today: string, days: number): Promise<ForecastDay[]>;
  /** What fell in the 3 hours up to `now`. */
  recent(place: WeatherPlace, now: Date): Promise<RecentPrecipitation>;
  /** The precipitation observed from `from` to `to` (both included), in mm. */
  precipitationBetween(place: WeatherPlace, from: string, to: string): Promise<number>;
}

/** The provider the configuration names: the built-in demo one unless a real one has its key. */
export function createWeatherProvider(config: Config['weather']): WeatherProvider {
  if (config.provider === 'demo') return createDemoWeatherProvider();
  if (!config.apiKey) throw new Error(`WEATHER_PROVIDER ${config.provider} needs WEATHER_API_KEY`);
  return createOpenMeteoProvider({ apiKey: config.apiKey, url: config.apiUrl });
}
