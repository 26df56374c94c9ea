import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request, type IncomingMessage } from 'node:http';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestSmtpServer } from './mail/test-smtp-server';
import { postDocument } from './test/document-upload';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dossel-server-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Runs src/server.ts as `pnpm dev` does (through tsx), with its own environment. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const running = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const url = /Dossel is running at (http:\/\/localhost:\d+)/.exec(stdout)?.[1];
      if (url) resolve(url);
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
  });
  return { child, running, exited, output: () => ({ stdout, stderr }) };
}

// A real process starts (tsx compiles on the fly): generous time caps, so a loaded CI machine passes.
const PROCESS_TIMEOUT_MS = 30_000;

describe('the server process', () => {
  it(
    'starts, prints the URL and the demo accounts, serves sign-in, and stops cleanly on Ctrl-C (SIGINT)',
    async () => {
      const server = startServer({ DATA_DIR: dataDir, PORT: '0' });
      const url = await server.running;

      expect(server.output().stdout).toMatch(/admin@dossel\.com\.br\s+Dossel@2026/);
      expect(server.output().stdout).toMatch(/cliente@demo\.com\.br/);
      expect(server.output().stdout).toMatch(/novo@demo\.com\.br/);
      const response = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'novo@demo.com.br', password: 'Dossel@2026' }),
      });
      expect(response.status).toBe(200);

      server.child.kill('SIGINT');
      expect(await server.exited).toBe(0);
      // A cleanly closed database has folded its write-ahead log back into the file.
      expect(existsSync(join(dataDir, 'dossel.sqlite'))).toBe(true);
      expect(existsSync(join(dataDir, 'dossel.sqlite-wal'))).toBe(false);
    },
    PROCESS_TIMEOUT_MS,
  );

  it(
    'refuses to start on an invalid configuration, listing the problem',
    async () => {
      const server = startServer({ DATA_DIR: dataDir, PORT: 'eighty' });
      expect(await server.exited).toBe(1);
      expect(server.output().stderr).toMatch(/^Invalid configuration:\n- PORT: /);
      await expect(server.running).rejects.toThrow();
    },
    PROCESS_TIMEOUT_MS,
  );
});

/** Signs the demo's staff member in on a running server; the bearer token. */
async function staffToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@dossel.com.br', password: 'Dossel@2026' }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** Uploads a document of `bytes` random bytes (a PDF by its type and name) as staff; its id. */
async function uploadDocument(url: string, token: string, bytes: number): Promise<number> {
  const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(bytes)]);
  const response = await postDocument(url, token, {
    documentTypeId: 1,
    name: 'relatorio.pdf',
    type: 'application/pdf',
    content,
  });
  if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
  return ((await response.json()) as { id: number }).id;
}

/**
 * A download the test reads when it chooses, as a slow link does: `started` resolves with the status once
 * the answer has begun (the request is in flight on the server), `resume()` reads on, and `done` resolves
 * with the bytes received and whether the answer came whole.
 */
function slowDownload(url: string, token: string, id: number) {
  const download = request(`${url}/api/register/documents/${id}/download`, {
    headers: { authorization: `Bearer ${token}` },
  });
  let answer: IncomingMessage | undefined;
  let bytes = 0;
  const started = new Promise<number>((resolve, reject) => {
    download.on('response', (response) => {
      answer = response;
      response.pause();
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      resolve(response.statusCode ?? 0);
    });
    download.on('error', reject);
  });
  const done = started.then(
    () =>
      new Promise<{ bytes: number; whole: boolean }>((resolve) => {
        answer?.on('close', () => resolve({ bytes, whole: answer?.complete ?? false }));
      }),
  );
  download.end();
  return { started, resume: () => answer?.resume(), done };
}

// Larger than what the sockets between the two processes hold: a download the client does not read
// stays in flight on the server.
const DOCUMENT_BYTES = 16 * 1024 * 1024;

describe('stopping the server (SIGTERM, as a deployment stops an instance)', () => {
  it(
    'lets a request in flight end with its answer, takes no new connection meanwhile, then exits cleanly',
    async () => {
      const server = startServer({ DATA_DIR: dataDir, PORT: '0', SHUTDOWN_GRACE_SECONDS: '20' });
      const url = await server.running;
      const token = await staffToken(url);
      const download = slowDownload(url, token, await uploadDocument(url, token, DOCUMENT_BYTES));
      expect(await download.started).toBe(200);

      server.child.kill('SIGTERM');
      // The listening socket closes at once: a new visitor goes to another instance.
      await expect
        .poll(() =>
          fetch(`${url}/api/health/live`).then(
            () => 'answered',
            () => 'refused',
          ),
        )
        .toBe('refused');
      download.resume();

      expect(await download.done).toEqual({ bytes: DOCUMENT_BYTES + 9, whole: true });
      expect(await server.exited).toBe(0);
    },
    PROCESS_TIMEOUT_MS,
  );

  it(
    'lets a background job being run end too: the reset e-mail on its way is delivered',
    async () => {
      // A mail server that takes a second over each message: the e-mail is being sent when SIGTERM comes.
      const smtp = await startTestSmtpServer({ delayMs: 1_000 });
      try {
        const server = startServer({ DATA_DIR: dataDir, PORT: '0', SMTP_URL: smtp.url });
        const url = await server.running;
        const asked = await fetch(`${url}/api/auth/forgotPassword`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
          body: JSON.stringify({ email: 'novo@demo.com.br' }),
        });
        expect(asked.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 300));

        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        expect(smtp.received.map((mail) => mail.subject)).toEqual(['Password recovery — Dossel']);
      } finally {
        await smtp.close();
      }
    },
    PROCESS_TIMEOUT_MS,
  );

  it(
    'cuts what is still running when the grace is over, and exits with an error',
    async () => {
      const server = startServer({ DATA_DIR: dataDir, PORT: '0', SHUTDOWN_GRACE_SECONDS: '1' });
      const url = await server.running;
      const token = await staffToken(url);
      // A download its client stops reading, as a link that went silent.
      const download = slowDownload(url, token, await uploadDocument(url, token, DOCUMENT_BYTES));
      expect(await download.started).toBe(200);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(1);
      // What had arrived is read, then the connection's end shows: cut, not whole.
      download.resume();
      const { bytes, whole } = await download.done;
      expect(whole).toBe(false);
      expect(bytes).toBeLessThan(DOCUMENT_BYTES);
      expect(server.output().stdout + server.output().stderr).toMatch(/shutdown grace over/);
    },
    PROCESS_TIMEOUT_MS,
  );
});
