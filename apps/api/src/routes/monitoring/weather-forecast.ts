import {
  climateSeriesRange,
  monthlyNormals,
  quarterNormalPrecipitation,
  quarterOf,
  monitoringEndpoints,
  type WeatherLocation,
  type WeatherPlaceQuery,
} from '@dossel/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { notFound } from '../../errors';
import { userOf } from '../../plugins/app/authentication';
import { createWeatherRepository } from '../../repositories/monitoring/weather';
import { assertCustomerAccess } from '../../security/access';
import { createWeatherProvider } from '../../weather/provider';
import { routeOf } from '../endpoint-route';

/** The forecast shows a week ahead. */
const FORECAST_DAYS = 7;

/**
 * The weather of the coming days and the last hours (spec sections 7 and 9), from the provider the
 * configuration names (`WEATHER_PROVIDER`); answers say which, so screens can label demo data. Days are
 * UTC calendar days. Linked users only, like the other weather routes.
 */
export default async function weatherForecastRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const provider = createWeatherProvider(app.config.weather);
  const weather = createWeatherRepository(app.db);

  async function placeOf(request: FastifyRequest, query: WeatherPlaceQuery): Promise<WeatherLocation> {
    assertCustomerAccess(userOf(request), query.customer_id);
    const location = await weather.location(query.customer_id, query.location_id);
    if (!location) throw notFound();
    return location;
  }

  await routeOf(app, monitoringEndpoints.weatherForecast, async (request) => {
    const location = await placeOf(request, request.query);
    const today = new Date().toISOString().slice(0, 10);
    return {
      location,
      provider: provider.id,
      days: await provider.forecast(location, today, FORECAST_DAYS),
    };
  });

  await routeOf(app, monitoringEndpoints.weatherRecent, async (request) => {
    const location = await placeOf(request, request.query);
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const { from } = quarterOf(today);
    const series = climateSeriesRange(today);
    const [lastThreeHours, precipitationMm, months] = await Promise.all([
      provider.recent(location, now),
      provider.precipitationBetween(location, from, today),
      weather.monthly(location.id, series.from, series.to),
    ]);
    return {
      location,
      provider: provider.id,
      lastThreeHours,
      quarter: {
        from,
        through: today,
        precipitationMm,
        normalMm: quarterNormalPrecipitation(monthlyNormals(months), today),
      },
    };
  });
}
