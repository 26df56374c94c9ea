import {
  monthlyNormals,
  quarterNormalPrecipitation,
  quarterOf,
  type WeatherForecast,
  type WeatherLocation,
  type WeatherMonthly,
  type WeatherRecent,
} from '@dossel/api-client';
import { describe, expect, it } from 'vitest';

import { DEMO_IDS } from '../../test/access-matrix';
import { reportsTestApp } from '../../test/reports-test-app';

const { serraAzul, valeVerde } = DEMO_IDS.customers;

const { get } = reportsTestApp();

const today = () => new Date().toISOString().slice(0, 10);

describe('weather forecast', () => {
  it('forecasts the customer’s first place for 7 days from today, saying the demo provider gave it', async () => {
    const { status, body } = await get<WeatherForecast>(`/weather/forecast?customer_id=${serraAzul}`);
    expect(status).toBe(200);
    const places = await get<WeatherLocation[]>(`/weather/locations?customer_id=${serraAzul}`);
    expect(body.location).toEqual(places.body[0]);
    expect(body.provider).toBe('demo');
    expect(body.days).toHaveLength(7);
    expect(body.days[0]?.date).toBe(today());
    for (const day of body.days) {
      expect(day.tempMinC).toBeLessThan(day.tempMaxC);
      expect(day.precipitationProbabilityPct).toBeGreaterThanOrEqual(0);
      expect(day.precipitationProbabilityPct).toBeLessThanOrEqual(100);
    }
    // Demo data is derived from the place and the date: asking again gives the same week.
    expect((await get<WeatherForecast>(`/weather/forecast?customer_id=${serraAzul}`)).body).toEqual(body);
  });

  it('refuses a place of another customer and a request without a customer', async () => {
    const theirs = await get<WeatherLocation[]>(`/weather/locations?customer_id=${valeVerde}`);
    const other = await get(`/weather/forecast?customer_id=${serraAzul}&location_id=${theirs.body[0]?.id}`);
    expect(other.status).toBe(404);
    expect((await get('/weather/recent')).status).toBe(400);
  });
});

describe('recent weather', () => {
  it('gives the last 3 hours of rain, observed within the last hour', async () => {
    const before = Date.now();
    const { status, body } = await get<WeatherRecent>(`/weather/recent?customer_id=${valeVerde}`);
    expect(status).toBe(200);
    expect(body.provider).toBe('demo');
    expect(body.location.customerId).toBe(valeVerde);
    expect(body.lastThreeHours.precipitationMm).toBeGreaterThanOrEqual(0);
    const observed = Date.parse(body.lastThreeHours.observedAt);
    expect(before - observed).toBeLessThan(3_600_000 + 60_000);
    expect(observed).toBeLessThanOrEqual(Date.now());
  });

  it('accumulates the quarter of today so far beside the historical mean of its three months', async () => {
    const { body } = await get<WeatherRecent>(`/weather/recent?customer_id=${serraAzul}`);
    expect(body.quarter).toMatchObject({ from: quarterOf(today()).from, through: today() });
    expect(body.quarter.precipitationMm).toBeGreaterThanOrEqual(0);
    const history = await get<WeatherMonthly>(`/weather/monthly?customer_id=${serraAzul}`);
    expect(history.body.months[0]?.month).toBe('1980-01');
    expect(body.quarter.normalMm).toBe(
      quarterNormalPrecipitation(monthlyNormals(history.body.months), today()),
    );
    expect(body.quarter.normalMm).toBeGreaterThan(0);
  });
});
