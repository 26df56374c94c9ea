import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createOpenMeteoProvider } from './open-meteo-provider';

/** A stand-in for Open-Meteo on this machine: it records each query and answers what the test set. */
let server: Server;
let url: string;
let queries: URLSearchParams[];
let answer: { status: number; body: unknown };

beforeAll(async () => {
  server = createServer((request, response) => {
    queries.push(new URL(request.url ?? '/', 'http://localhost').searchParams);
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/forecast`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  queries = [];
});

const place = { lat: -20.45, lon: -51.7 };
const provider = () => createOpenMeteoProvider({ apiKey: 'secret-key', url });

describe('the Open-Meteo provider', () => {
  it('asks for the week with the key and turns the daily series into forecast days', async () => {
    answer = {
      status: 200,
      body: {
        daily: {
          time: ['2026-11-26', '2026-11-27'],
          precipitation_sum: [12.34, null],
          precipitation_probability_max: [80, 10],
          temperature_2m_min: [19.04, 18.5],
          temperature_2m_max: [30.96, 32],
        },
      },
    };
    const days = await provider().forecast(place, '2026-11-26', 2);
    expect(days).toEqual([
      {
        date: '2026-11-26',
        precipitationMm: 12.3,
        precipitationProbabilityPct: 80,
        tempMinC: 19,
        tempMaxC: 31,
      },
      {
        date: '2026-11-27',
        precipitationMm: 0,
        precipitationProbabilityPct: 10,
        tempMinC: 18.5,
        tempMaxC: 32,
      },
    ]);
    const query = queries[0];
    expect(query?.get('apikey')).toBe('secret-key');
    expect([query?.get('latitude'), query?.get('longitude')]).toEqual(['-20.45', '-51.7']);
    expect([query?.get('start_date'), query?.get('end_date')]).toEqual(['2026-11-26', '2026-11-27']);
    expect(query?.get('timezone')).toBe('GMT');
  });

  it('adds up the last three whole hours of rain and names the last one as the observation', async () => {
    answer = {
      status: 200,
      body: { hourly: { time: ['x', 'y', 'z'], precipitation: [0.4, null, 2.15] } },
    };
    const recent = await provider().recent(place, new Date('2026-11-26T09:41:00Z'));
    expect(recent).toEqual({ precipitationMm: 2.6, observedAt: '2026-11-26T09:00:00.000Z' });
    expect([queries[0]?.get('start_hour'), queries[0]?.get('end_hour')]).toEqual([
      '2026-11-26T07:00',
      '2026-11-26T09:00',
    ]);
  });

  it('sums the daily precipitation of past days', async () => {
    answer = { status: 200, body: { daily: { time: ['a', 'b', 'c'], precipitation_sum: [10, 0, 5.55] } } };
    await expect(provider().precipitationBetween(place, '2026-09-01', '2026-11-26')).resolves.toBe(15.6);
    expect([queries[0]?.get('start_date'), queries[0]?.get('end_date')]).toEqual([
      '2026-09-01',
      '2026-11-26',
    ]);
  });

  it('fails when the provider refuses the key or answers something else', async () => {
    answer = { status: 401, body: { error: true, reason: 'API key invalid' } };
    await expect(provider().forecast(place, '2026-11-26', 7)).rejects.toThrow('answered 401');
    answer = { status: 200, body: { daily: { time: ['2026-11-26'] } } };
    await expect(provider().forecast(place, '2026-11-26', 1)).rejects.toThrow();
  });
});
