import { createHash, randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { isApiError, type UploadProgress } from '@dossel/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createCliRequest } from './http-request';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

let server: Server;
let url: string;
let folder: string;
let received: Received[] = [];
/** What the server answers next: a status and a JSON body. */
let answer: { status: number; body: unknown } = { status: 201, body: { id: 1 } };

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'dossel-cli-request-'));
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(folder, { recursive: true, force: true });
});

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
const request = () => createCliRequest({ url, key: 'dsk_test', language: 'es' });

describe("the CLI's request", () => {
  it('streams a file from disk as a multipart body of known length, reporting its progress', async () => {
    received = [];
    answer = { status: 201, body: { id: 7 } };
    const content = randomBytes(3 * 1024 * 1024 + 123);
    const path = join(folder, 'mapa "talhão".tif');
    await writeFile(path, content);
    const form = new FormData();
    form.append('customer_id', '12');
    form.append('kind', 'weeds');
    form.append('file', await openAsBlob(path), 'mapa "talhão".tif');
    const progress: UploadProgress[] = [];

    const body = await request()<{ id: number }>('/register/imports', {
      method: 'POST',
      body: form,
      onUploadProgress: (step) => progress.push(step),
    });

    expect(body).toEqual({ id: 7 });
    const [call] = received;
    expect(call).toMatchObject({ method: 'POST', url: '/api/register/imports' });
    expect(call?.headers).toMatchObject({ authorization: 'Bearer dsk_test', 'accept-language': 'es' });
    expect(Number(call?.headers['content-length'])).toBe(call?.body.length);
    const boundary = /boundary=(.+)$/.exec(call?.headers['content-type'] ?? '')?.[1] ?? '';
    const text = call?.body.toString('latin1') ?? '';
    expect(text).toContain(
      `--${boundary}\r\nContent-Disposition: form-data; name="customer_id"\r\n\r\n12\r\n`,
    );
    expect(text).toContain('name="kind"\r\n\r\nweeds\r\n');
    expect(text.endsWith(`--${boundary}--\r\n`)).toBe(true);
    // The file's bytes, whole and unchanged, under its name with the quote escaped.
    const header = Buffer.from(
      'filename="mapa %22talh\u00e3o%22.tif"\r\nContent-Type: application/octet-stream\r\n\r\n',
    );
    const start = (call?.body.indexOf(header) ?? -1) + header.length;
    expect(start).toBeGreaterThan(header.length);
    expect(sha256(call?.body.subarray(start, start + content.length) ?? Buffer.alloc(0))).toBe(
      sha256(content),
    );
    // Progress rises chunk by chunk to the whole body.
    expect(progress.length).toBeGreaterThan(10);
    const loaded = progress.map((step) => step.loaded);
    expect(loaded).toEqual([...loaded].sort((a, b) => a - b));
    expect(progress.at(-1)).toEqual({ loaded: call?.body.length, total: call?.body.length });
  });

  it("answers a refusal as the contract's ApiError, with the API's reasons", async () => {
    answer = {
      status: 403,
      body: [
        { message: 'Esta clave de API no permite este cliente.', code: 'apiKeys.customer', field: null },
      ],
    };
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.geojson');
    const refused = await request()('/register/imports', {
      method: 'POST',
      body: form,
      onUploadProgress: () => undefined,
    }).catch((error: unknown) => error);
    expect(isApiError(refused)).toBe(true);
    expect(refused).toMatchObject({ status: 403, errors: [{ code: 'apiKeys.customer' }] });
  });

  it("sends the other calls through the contract's client, with the key and the language", async () => {
    received = [];
    answer = { status: 200, body: { id: 3, status: 'ready' } };
    expect(await request()('/register/imports/3')).toEqual({ id: 3, status: 'ready' });
    expect(received[0]).toMatchObject({ method: 'GET', url: '/api/register/imports/3' });
    expect(received[0]?.headers).toMatchObject({ authorization: 'Bearer dsk_test', 'accept-language': 'es' });
  });
});
