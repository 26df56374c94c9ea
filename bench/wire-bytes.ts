// Bytes on the wire of the API's largest answers, as sent to a client that accepts nothing, gzip, or
// brotli (issue 13: compression with @fastify/compress). Read with node:http, which does not decode.
import { request } from 'node:http';

import { api, signInAs, signInOnValeVerde } from './large-server';

export interface WireBytes {
  name: string;
  identity: number;
  gzip: number;
  br: number;
}

function bytesOnWire(url: string, token: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { headers: { authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding } },
      (res) => {
        let total = 0;
        res.on('data', (chunk: Buffer) => (total += chunk.length));
        res.on('end', () =>
          res.statusCode === 200 ? resolve(total) : reject(new Error(`${url}: ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The answers the portal's heaviest screens ask for, on the large seed. */
export async function measureWireBytes(base: string): Promise<WireBytes[]> {
  const customer = await signInAs(base, 'cliente@demo.com.br');
  const staff = await signInAs(base, 'admin@dossel.com.br');
  const operator = await signInOnValeVerde(base);
  const dates = await api<unknown>(base, '/reports/weeds/dates?customer_id=1', {}, customer);
  const date = [...new Set(JSON.stringify(dates).match(/\d{4}-\d{2}-\d{2}/g) ?? [])].sort().at(-1) ?? '';
  const targets = [
    {
      name: 'GET /api/reports/weeds/grids (every plot, latest date)',
      path: `/api/reports/weeds/grids?customer_id=1&date=${date}`,
      token: customer,
    },
    {
      name: 'GET /api/reports/plots.geojson',
      path: '/api/reports/plots.geojson?customer_id=1',
      token: customer,
    },
    { name: 'GET /api/register/benchmarking (whole list)', path: '/api/register/benchmarking', token: staff },
    {
      name: 'GET /api/register/gas/operacoes (a page of 50)',
      path: '/api/register/gas/operacoes?page=1&pageSize=50',
      token: operator,
    },
    { name: 'GET /api/openapi.json', path: '/api/openapi.json', token: staff },
  ];
  const results: WireBytes[] = [];
  for (const { name, path, token } of targets) {
    const url = `${base}${path}`;
    results.push({
      name,
      identity: await bytesOnWire(url, token, 'identity'),
      gzip: await bytesOnWire(url, token, 'gzip'),
      br: await bytesOnWire(url, token, 'br, gzip'),
    });
  }
  return results;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function wireBytesRows(results: WireBytes[]): string[] {
  return [
    "The API's largest answers on the large seed, bytes on the wire (compressed on the fly above 1 KB):",
    '',
    '| answer | uncompressed | gzip | brotli | brotli ÷ uncompressed |',
    '|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${kb(r.identity)} | ${kb(r.gzip)} | ${kb(r.br)} | ${(r.br / r.identity).toFixed(2)} |`,
    ),
    '',
  ];
}
