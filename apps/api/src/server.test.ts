import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
