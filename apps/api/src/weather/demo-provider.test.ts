import { describe, expect, it } from 'vitest';

import { createDemoWeatherProvider, demoDay } from './demo-provider';

const place = { lat: -20.45, lon: -51.7 };
const demo = createDemoWeatherProvider();

describe('the demo weather provider', () => {
  it('forecasts the days asked for, from today, with plausible numbers', async () => {
    const days = await demo.forecast(place, '2026-11-26', 7);
    expect(days.map((day) => day.date)).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    for (const day of days) {
      expect(day.precipitationProbabilityPct % 5).toBe(0);
      expect(day.precipitationProbabilityPct).toBeGreaterThanOrEqual(0);
      expect(day.precipitationProbabilityPct).toBeLessThanOrEqual(100);
      expect(day.precipitationMm).toBeGreaterThanOrEqual(0);
      expect(day.tempMaxC - day.tempMinC).toBeGreaterThanOrEqual(4);
      expect(day.tempMinC).toBeGreaterThan(5);
      expect(day.tempMaxC).toBeLessThan(42);
    }
  });

  it('gives the same place and day the same weather, and another place other weather', async () => {
    expect(demoDay(place, '2026-11-26')).toEqual(demoDay(place, '2026-11-26'));
    const elsewhere = await demo.forecast({ lat: -17.8, lon: -48.2 }, '2026-11-26', 7);
    expect(elsewhere).not.toEqual(await demo.forecast(place, '2026-11-26', 7));
  });

  it('has a wet summer and a dry winter, as the seeded history', async () => {
    const january = await demo.precipitationBetween(place, '2026-01-01', '2026-01-31');
    const july = await demo.precipitationBetween(place, '2026-07-01', '2026-07-31');
    const year = await demo.precipitationBetween(place, '2025-01-01', '2025-12-31');
    expect(january).toBeGreaterThan(3 * july);
    expect(year).toBeGreaterThan(900);
    expect(year).toBeLessThan(2000);
  });

  it('reports the last three whole hours, observed at the last whole hour', async () => {
    const recent = await demo.recent(place, new Date('2026-11-26T09:41:00Z'));
    expect(recent.observedAt).toBe('2026-11-26T09:00:00.000Z');
    expect(recent.precipitationMm).toBeGreaterThanOrEqual(0);
    expect(await demo.recent(place, new Date('2026-11-26T09:05:00Z'))).toEqual(recent);
  });
});
