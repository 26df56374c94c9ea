import { describe, expect, it } from 'vitest';

import { loadConfig } from '../config';
import { createWeatherProvider } from './provider';

describe('the configured weather provider', () => {
  it('is the built-in demo one by default', () => {
    expect(createWeatherProvider(loadConfig({}).weather).id).toBe('demo');
  });

  it('is Open-Meteo when configured with its key', () => {
    const config = loadConfig({ WEATHER_PROVIDER: 'open-meteo', WEATHER_API_KEY: 'k-123' });
    expect(createWeatherProvider(config.weather).id).toBe('open-meteo');
  });
});
