// What the tests of the import flow share (routes/registers/imports.test.ts, routes/monitoring/alerts.test.ts,
// cli/import.test.ts): a customer new to the portal, users of it, the files a provider sends, and the
// steps of an import through the API as staff take them.
import { readFile } from 'node:fs/promises';

import type { Import } from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

import { DEMO_PASSWORD } from '../../db/seed';
import { multipartBody } from '../../routes/registers/multipart-body';
import { writeClassificationTiff } from '../formats/raster/testing/write-classification-tiff';
import { PLOT_A, PLOT_B, closedRing } from '../formats/vector/testing/known-plots';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A customer new to the portal (no plots, no monitoring), made by staff through the API. */
export async function createNewCustomer(
  app: FastifyInstance,
  staff: string,
  { name, document, emailDomain }: { name: string; document: string; emailDomain: string },
): Promise<number> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/register/customers',
    headers: auth(staff),
    payload: {
      name,
      document,
      emailDomain,
      customerGroupId: 1,
      gloc1: 'Fazenda',
      gloc2: 'Região',
      gloc3: 'Talhão',
      gloc4: 'Projeto',
      gloc5: 'Módulo',
      glocpadrao: 'Talhão',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ id: number }>().id;
}

/**
 * A user of the customer with productivity and quality, terms accepted, signed in with the portal in
 * `language` (the language their e-mails are written in). Their password is the demo accounts'.
 */
export async function createCustomerUser(
  app: FastifyInstance,
  customerId: number,
  { name, email, language = 'pt-BR' }: { name: string; email: string; language?: string },
): Promise<{ id: number; email: string; token: string }> {
  const { password_hash } = await app.db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', 'cliente@demo.com.br')
    .executeTakeFirstOrThrow();
  const at = '2026-01-01T12:00:00.000Z';
  const { id } = await app.db
    .insertInto('users')
    .values({
      name,
      email,
      password_hash,
      main_customer_id: customerId,
      services_admin: 0,
      last_login: null,
      previous_login: null,
      signature: at,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('user_customers')
    .values({ user_id: id, customer_id: customerId, services_json: JSON.stringify([1, 2]) })
    .execute();
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'accept-language': language },
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  return { id, email, token: login.json<{ token: string }>().token };
}

/** A plots GeoJSON of the two Lavras plots (known-plots.ts), coded `<prefix>-001` and `-002`. */
export function plotsGeoJson(prefix = 'LAV', farm = 'Fazenda Lavras'): string {
  return JSON.stringify({
    type: 'FeatureCollection',
    features: [PLOT_A, PLOT_B].map((plot, index) => ({
      type: 'Feature',
      properties: { Codigo: `${prefix}-00${index + 1}`, Fazenda: farm, DataPlantio: '10/03/2021' },
      geometry: { type: 'Polygon', coordinates: [closedRing(plot.lonLat, 'counterclockwise')] },
    })),
  });
}

/**
 * A weed classification over both Lavras plots in SIRGAS 2000 / UTM 23S (220 × 120 pixels of 10 m):
 * level 3 west of column `split`, level 1 east of it. 107 puts the split on the plots' shared edge.
 */
export async function writeWeedRaster(path: string, split = 107): Promise<Buffer> {
  const width = 220;
  const height = 120;
  const values = new Uint8Array(width * height);
  for (let row = 0; row < height; row++)
    for (let col = 0; col < width; col++) values[row * width + col] = col < split ? 3 : 1;
  await writeClassificationTiff(path, { width, height, values, origin: [370_700, 7_595_500], pixelSize: 10 });
  return readFile(path);
}

/** The steps of an import for one customer through the API, as staff (or `token`) take them. */
export function importSteps(app: () => FastifyInstance, token: () => string, customerId: () => number) {
  const settled = async (id: number): Promise<Import> => {
    await app().jobs.idle();
    return (
      await app().inject({ url: `/api/register/imports/${id}`, headers: auth(token()) })
    ).json<Import>();
  };
  const upload = (fields: Record<string, string | number>, name: string, content: Buffer | string) => {
    const body = multipartBody({ customer_id: customerId(), ...fields }, { name, content });
    return app().inject({
      method: 'POST',
      url: '/api/register/imports',
      headers: { ...auth(token()), ...body.headers },
      payload: body.payload,
    });
  };
  return {
    upload,
    settled,
    /** Uploads a file, waits for its reading and answers the import as it ended. */
    async imported(fields: Record<string, string | number>, name: string, content: Buffer | string) {
      const response = await upload(fields, name, content);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<Import>().status).toBe('queued');
      return settled(response.json<Import>().id);
    },
    /** Asks for a step and answers the refusal or acceptance, and the import once its job has run. */
    async act(id: number, action: 'publish' | 'rollback' | 'discard') {
      const response = await app().inject({
        method: 'POST',
        url: `/api/register/imports/${id}/${action}`,
        headers: auth(token()),
      });
      return { response, after: await settled(id) };
    },
  };
}
