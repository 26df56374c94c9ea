import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestSmtpServer } from './mail/test-smtp-server';

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

/**
 * A document upload whose body the test sends piece by piece (`send`, then `finish`), as a slow link
 * does; resolves with the status of the answer, or rejects when the server cuts the connection.
 */
function slowUpload(url: string, token: string) {
  const boundary = 'dossel-slow-upload';
  const head =
    Object.entries({ documentTypeId: 1, documentCategoryId: 4, documentSubjectId: 8, customerId: 1 })
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="relatorio.pdf"\r\n` +
    'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n';
  const upload = request(`${url}/api/register/documents`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
  const status = new Promise<number>((resolve, reject) => {
    upload.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    upload.on('error', reject);
  });
  // Looked at once the server has gone: the rejection is not an unhandled one meanwhile.
  status.catch(() => undefined);
  upload.write(head);
  return {
    status,
    send: (bytes: number) =>
      new Promise<void>((resolve) => upload.write(Buffer.alloc(bytes, 'a'), () => resolve())),
    finish: () => upload.end(`\n%%EOF\r\n--${boundary}--\r\n`),
  };
}

describe('stopping the server (SIGTERM, as a deployment stops an instance)', () => {
  it(
    'lets a request in flight end with its answer, takes no new connection meanwhile, then exits cleanly',
    async () => {
      const server = startServer({ DATA_DIR: dataDir, PORT: '0', SHUTDOWN_GRACE_SECONDS: '20' });
      const url = await server.running;
      const upload = slowUpload(url, await staffToken(url));
      await upload.send(4_096);

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
      await upload.send(4_096);
      upload.finish();

      expect(await upload.status).toBe(201);
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
      // An upload that stops half-way, as a client that went silent.
      const upload = slowUpload(url, await staffToken(url));
      await upload.send(4_096);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(1);
      await expect(upload.status).rejects.toThrow();
      expect(server.output().stdout + server.output().stderr).toMatch(/shutdown grace over/);
    },
    PROCESS_TIMEOUT_MS,
  );
});
