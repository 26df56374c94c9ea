import {
  monitoringEndpoints,
  PRODUCTIVITY_SERVICE_ID,
  QUALITY_SERVICE_ID,
  type MonitoringKind,
  type WeatherLocation,
  type WeatherQuery,
} from '@dossel/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { notFound } from '../../errors';
import { userOf } from '../../plugins/app/authentication';
import { createMonitoringRepositories } from '../../repositories/monitoring';
import { plotFeatureCollection } from '../../repositories/monitoring/plots';
import { buildQuarterlyReport, quarterBounds } from '../../repositories/monitoring/quarterly';
import { checkedSerializerCompiler } from '../../repositories/versioned-cache';
import { assertCustomerAccess, assertCustomerService } from '../../security/access';
import { routeOf } from '../endpoint-route';
import weatherForecastRoutes from './weather-forecast';
import customerGridsRoutes from './customer-grids';
import quarterlyPdfRoutes from './quarterly-pdf';

const DAY_MS = 86_400_000;

/** The customer's data is for the users linked to it (staff included): 403 for anyone else. */
function allowCustomer(request: FastifyRequest, customerId: number): void {
  assertCustomerAccess(userOf(request), customerId);
}

/**
 * Report data of the monitoring screens under /reports: plots, metrics, weed and anomaly grids,
 * weather, soil and relief, vegetation and the quarterly report. Every route needs a signed-in user
 * linked to the customer asked for.
 */
export default async function monitoringRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { plots, series, grids, weather } = createMonitoringRepositories(app.db);
  await app.register(weatherForecastRoutes);
  await app.register(customerGridsRoutes);
  await app.register(quarterlyPdfRoutes);

  await routeOf(app, monitoringEndpoints.plots, async (request) => {
    allowCustomer(request, request.query.customer_id);
    return plots.list(request.query);
  });

  await routeOf(app, monitoringEndpoints.plotsGeojson, async (request) => {
    allowCustomer(request, request.query.customer_id);
    return plotFeatureCollection(await plots.listWithGeometry(request.query));
  });

  await routeOf(app, monitoringEndpoints.plot, async (request) => {
    const plot = await plots.find(request.params.id);
    if (!plot) throw notFound();
    allowCustomer(request, plot.customerId);
    return plot;
  });

  await routeOf(app, monitoringEndpoints.metrics, async (request) => {
    // Plot metrics serve both the productivity and the quality views (spec section 6).
    assertCustomerService(
      userOf(request),
      request.query.customer_id,
      PRODUCTIVITY_SERVICE_ID,
      QUALITY_SERVICE_ID,
    );
    return series.metrics(request.query.customer_id, request.query.plot_id);
  });

  for (const kind of ['weeds', 'anomalies'] as const satisfies MonitoringKind[]) {
    await routeOf(app, monitoringEndpoints[`${kind}Dates`], async (request) => {
      allowCustomer(request, request.query.customer_id);
      return grids.dates(request.query.customer_id, kind);
    });

    await routeOf(
      app,
      monitoringEndpoints[`${kind}Grid`],
      // Grids are cached (repositories/monitoring/grids.ts): a cached one is checked and serialised once.
      { serializerCompiler: checkedSerializerCompiler },
      async (request) => {
        const { customer_id, plot_id, date } = request.query;
        allowCustomer(request, customer_id);
        // Another customer's plot is not found under this customer.
        const grid = await grids.customerGrid(customer_id, plot_id, kind, date);
        if (!grid) throw notFound();
        return grid;
      },
    );

    await routeOf(app, monitoringEndpoints[`${kind}Summary`], async (request) => {
      allowCustomer(request, request.query.customer_id);
      return grids.summary(request.query.customer_id, kind, request.query.date);
    });
  }

  await routeOf(app, monitoringEndpoints.weatherLocations, async (request) => {
    allowCustomer(request, request.query.customer_id);
    return weather.locations(request.query.customer_id);
  });

  async function weatherPlace(request: FastifyRequest, query: WeatherQuery): Promise<WeatherLocation> {
    allowCustomer(request, query.customer_id);
    const location = await weather.location(query.customer_id, query.location_id);
    if (!location) throw notFound();
    return location;
  }

  await routeOf(app, monitoringEndpoints.weatherDaily, async (request) => {
    const location = await weatherPlace(request, request.query);
    // Without dates: the last 365 days of the series.
    const to = request.query.to ?? location.lastDate;
    const from = request.query.from ?? new Date(Date.parse(to) - 364 * DAY_MS).toISOString().slice(0, 10);
    return { location, days: await weather.daily(location.id, from, to) };
  });

  await routeOf(app, monitoringEndpoints.weatherMonthly, async (request) => {
    const location = await weatherPlace(request, request.query);
    // Without dates: the whole series, from 1980.
    const from = request.query.from ?? location.firstDate;
    const to = request.query.to ?? location.lastDate;
    return { location, months: await weather.monthly(location.id, from, to) };
  });

  await routeOf(app, monitoringEndpoints.soil, async (request) => {
    allowCustomer(request, request.query.customer_id);
    return plots.soils(request.query.customer_id);
  });

  await routeOf(app, monitoringEndpoints.vegetation, async (request) => {
    allowCustomer(request, request.query.customer_id);
    return series.vegetation(request.query.customer_id, request.query.plot_id);
  });

  await routeOf(app, monitoringEndpoints.quarterly, async (request) => {
    const { customer_id, year, quarter } = request.query;
    assertCustomerService(userOf(request), customer_id, PRODUCTIVITY_SERVICE_ID);
    const { to } = quarterBounds(year, quarter);
    return buildQuarterlyReport(customer_id, year, quarter, await series.stock(customer_id, to));
  });
}
