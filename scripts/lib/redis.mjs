// A Redis server for the tests of shared rate-limit counters, found or made, in this order:
// 1. TEST_REDIS_URL, when given, as is;
// 2. a server answering at redis://127.0.0.1:6379;
// 3. a throw-away redis-server of our own on a free port (no persistence), installing Debian's
//    `redis-server` first when missing (root or password-less sudo); `stop()` ends it.
// Otherwise it says why, and the tests that need Redis are left out of the run, named in the summary.
import { spawn } from 'node:child_process';

import { freePort, reachable } from './net.mjs';
import { ensureDebianPackage, log } from './setup.mjs';

const LOCAL_URL = 'redis://127.0.0.1:6379';
const REDIS_SERVER = '/usr/bin/redis-server';

async function waitUntilReachable(url, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await reachable(url)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** @returns {Promise<{ url: string | null, source: string, reason?: string, stop: () => void }>} */
export async function provideRedis(env = process.env) {
  const none = () => undefined;
  if (env.TEST_REDIS_URL) return { url: env.TEST_REDIS_URL, source: 'TEST_REDIS_URL', stop: none };
  if (await reachable(LOCAL_URL)) return { url: LOCAL_URL, source: 'the local server', stop: none };
  if (!ensureDebianPackage(REDIS_SERVER, 'redis-server')) {
    return {
      url: null,
      source: 'none',
      reason: `nothing answers at ${LOCAL_URL} and redis-server could not be installed (needs root or sudo)`,
      stop: none,
    };
  }
  const port = await freePort();
  log(`starting a redis-server of our own on port ${port}`);
  const server = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const url = `redis://127.0.0.1:${port}`;
  const stop = () => server.kill('SIGTERM');
  if (!(await waitUntilReachable(url))) {
    stop();
    return { url: null, source: 'none', reason: 'our own redis-server did not start', stop: none };
  }
  return { url, source: 'a redis-server of our own', stop };
}
