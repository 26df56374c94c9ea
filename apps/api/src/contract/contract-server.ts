import { createApiClient, type ApiClient } from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';

import { signIn } from '../test/test-app';
import { switchCustomer } from '../routes/field-operations/test-fixtures';
import { contractOperations, contractPlots, CUSTOMER } from './contract-data';
import { injectFetch } from './inject-fetch';

/** The real api client, calling the app in-process with `token`, in pt-BR. */
export function serverClient(app: FastifyInstance, token: string): ApiClient {
  return createApiClient({
    baseURL: 'http://dossel.test/api',
    getToken: () => token,
    locale: () => 'pt-BR',
    fetch: injectFetch(app),
  });
}

/** Replaces the customer's operation records by the contract's, created through the API. */
async function storeOperations(app: FastifyInstance, client: ApiClient): Promise<void> {
  await app.db.deleteFrom('operations').where('customer_id', '=', CUSTOMER).execute();
  for (const input of contractOperations) await client.fieldOperations.operations.create(input);
}

/**
 * Retires the customer's seeded plots (the summaries leave retired plots out) and stores the contract's
 * plots with their grids of both kinds, as an import would leave them (the API has no call that writes them).
 */
async function storePlots(app: FastifyInstance): Promise<void> {
  const { db } = app;
  await db
    .updateTable('plots')
    .set({ retired_at: '2029-12-31' })
    .where('customer_id', '=', CUSTOMER)
    .execute();
  for (const plot of contractPlots) {
    await db
      .insertInto('plots')
      .values({
        id: plot.id,
        customer_id: CUSTOMER,
        gloc1: plot.farm,
        gloc2: 'Núcleo Norte',
        gloc3: plot.name,
        gloc4: null,
        gloc5: null,
        code: `contract-${plot.id}`,
        name: plot.name,
        retired_at: null,
        geometry_json: JSON.stringify({ type: 'Polygon', coordinates: [] }),
        centroid_lon: -47.9,
        centroid_lat: -22.1,
        area_ha: plot.areaHa,
        planting_date: '2024-01-10',
        seed_year: 2023,
        rotation_start: '2024-01-10',
        clone: 'AEC 144',
        spacing: '3x2',
        arrangement: 'Retangular',
        cut_age_years: 7,
      })
      .execute();
    for (const kind of ['weeds', 'anomalies']) {
      for (const [date, grid] of Object.entries(plot.grids)) {
        if (!grid) continue;
        const { id } = await db
          .insertInto('monitoring_grids')
          .values({
            customer_id: CUSTOMER,
            plot_id: plot.id,
            kind,
            monitoring_date: date,
            image_date: grid.imageDate,
            cell_size_m: 50,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('monitoring_cells')
          .values(
            grid.cells.map((cell, index) => ({
              grid_id: id,
              lon: -47.9 + index * 0.0005,
              lat: -22.1,
              level: cell.level,
              area_ha: cell.areaHa,
            })),
          )
          .execute();
      }
    }
  }
}

/** The clients of the real server, holding the contract's data: the demo client's (on Vale Verde) and staff's. */
export async function contractServer(app: FastifyInstance) {
  const clienteToken = await signIn(app, 'cliente@demo.com.br');
  await switchCustomer(app, clienteToken, CUSTOMER);
  const cliente = serverClient(app, clienteToken);
  const staff = serverClient(app, await signIn(app, 'admin@dossel.com.br'));
  await storeOperations(app, cliente);
  await storePlots(app);
  return { cliente, staff };
}
