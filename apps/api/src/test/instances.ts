import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { makeTestConfig, removeTestData } from './test-app';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

/** An API server process, as a deployment runs one behind a load balancer. */
export interface Instance {
  url: string;
  child: ChildProcessWithoutNullStreams;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  output: () => string;
}

/**
 * Starts a server process (src/server.ts through tsx, as `pnpm dev` runs it) with its own data folder
 * and the given environment; resolves once it prints its address.
 */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dossel-instance-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, LOG_LEVEL: 'warn', PORT: '0', DATA_DIR: dataDir, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  void exited.then(() => rm(dataDir, { recursive: true, force: true }));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const found = /Dossel is running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (found) resolve(`http://127.0.0.1:${found}`);
    });
    void exited.then((code) => reject(new Error(`instance exited with ${code}: ${output}`)));
  });
  return { url, child, exited, output: () => output };
}

/**
 * Instances on one new PostgreSQL database (TEST_DATABASE_URL's server) and the given environment
 * (REDIS_URL, S3_URL…), all started at the same moment, as a deployment starts them.
 */
export async function startInstances(count: number, env: Record<string, string> = {}) {
  const config = await makeTestConfig();
  if (!config.databaseUrl) throw new Error('instances share PostgreSQL: set TEST_DATABASE_URL');
  const started = await Promise.allSettled(
    Array.from({ length: count }, () => startInstance({ DATABASE_URL: config.databaseUrl ?? '', ...env })),
  );
  const instances = started.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  const stop = async () => {
    for (const instance of instances) {
      if (instance.child.exitCode === null && instance.child.signalCode === null)
        instance.child.kill('SIGTERM');
    }
    await Promise.all(instances.map((instance) => instance.exited));
    await removeTestData(config);
  };
  const failed = started.find((start) => start.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return { instances, stop };
}
