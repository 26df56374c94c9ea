// A PostgreSQL server for the API tests in `npm test`, found or made, in this order:
// 1. TEST_DATABASE_URL, when given, as is;
// 2. a server answering at TEST_POSTGRES_PROBE_URL (default postgres://postgres@127.0.0.1:5432/test),
//    whose `test` database is created when missing;
// 3. a throw-away cluster of our own (initdb with trust auth, on a free port, in a temporary folder),
//    installing Debian's `postgresql` first when its programs are missing (root or password-less sudo).
//    The machine's own clusters are never touched; `stop()` removes ours.
// Otherwise it says why there is no PostgreSQL run. Plain Node; `pg` is loaded from apps/api once installed.
// `node scripts/lib/postgres.mjs` runs it once by hand: provides a server, queries it, stops it.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { freePort, reachable } from './net.mjs';
import { isRoot, log, root } from './setup.mjs';

const DEFAULT_PROBE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** node-postgres from the API's dependencies (the root package does not depend on it). */
function loadPg() {
  return createRequire(join(root, 'apps/api/package.json'))('pg');
}

/** Creates the URL's database on its server when it does not exist yet. */
async function ensureDatabase(url) {
  const pg = loadPg();
  const name = new URL(url).pathname.slice(1) || 'postgres';
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

function quiet(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return { ok: result.status === 0, out: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

/** The folder of initdb/pg_ctl of the newest PostgreSQL installed from Debian's packages, or null. */
function postgresBinaries() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((version) => existsSync(join(base, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

/** How to run a command as root: directly, through password-less sudo, or not at all (null). */
function asRoot() {
  if (isRoot) return [];
  return quiet('sudo', ['-n', 'true']).ok ? ['sudo', '-n'] : null;
}

/**
 * Starts a cluster of our own. As root, PostgreSQL refuses to run, so it runs as the `postgres`
 * user that Debian's package creates; as another user, it runs as that user.
 */
async function startOwnCluster(bin) {
  const dir = mkdtempSync(join(tmpdir(), 'dossel-postgres-'));
  const dataDir = join(dir, 'data');
  const port = await freePort();
  let asUser = [];
  if (isRoot) {
    const uid = Number(quiet('id', ['-u', 'postgres']).out);
    const gid = Number(quiet('id', ['-g', 'postgres']).out);
    if (!Number.isInteger(uid) || !Number.isInteger(gid)) {
      rmSync(dir, { recursive: true, force: true });
      return { url: null, reason: 'running as root, but there is no `postgres` user to run the server as' };
    }
    chownSync(dir, uid, gid);
    asUser = ['runuser', '-u', 'postgres', '--'];
  }
  const sh = (program, args) => {
    const [command, ...lead] = [...asUser, join(bin, program), ...args];
    return quiet(command, lead);
  };
  const stopCluster = () => {
    sh('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  };

  const init = sh('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  if (!init.ok) {
    rmSync(dir, { recursive: true, force: true });
    return { url: null, reason: `initdb failed: ${init.out.split('\n').slice(-3).join(' ')}` };
  }
  // A throw-away server for tests: no durability to the disk needed, room for many pools at once.
  const options = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${dir}'`,
    '-c fsync=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  const start = sh('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  if (!start.ok) {
    stopCluster();
    return { url: null, reason: `pg_ctl start failed: ${start.out.split('\n').slice(-3).join(' ')}` };
  }
  const url = `postgres://postgres@127.0.0.1:${port}/test`;
  try {
    await ensureDatabase(url);
  } catch (error) {
    stopCluster();
    return { url: null, reason: `the new cluster did not accept a connection: ${error.message}` };
  }
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    stopCluster();
  };
  // Ctrl-C or a crash of the caller must not leave a server behind.
  process.once('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      stop();
      process.exit(130);
    });
  }
  return { url, stop, source: `a throw-away cluster of our own on port ${port} (${dir})` };
}

const noop = () => {};

/**
 * A PostgreSQL URL for the API tests, with `stop()` to call when they end; or `url: null` and the
 * `reason` there is none. `source` says which server it is.
 */
export async function providePostgres(env = process.env) {
  if (env.TEST_DATABASE_URL) {
    return { url: env.TEST_DATABASE_URL, stop: noop, source: 'TEST_DATABASE_URL' };
  }
  const probeUrl = env.TEST_POSTGRES_PROBE_URL || DEFAULT_PROBE_URL;
  if (await reachable(probeUrl)) {
    try {
      await ensureDatabase(probeUrl);
      return { url: probeUrl, stop: noop, source: `the server at ${new URL(probeUrl).host}` };
    } catch (error) {
      return {
        url: null,
        stop: noop,
        reason: `a server answers at ${new URL(probeUrl).host}, but connecting as in ${probeUrl} failed (${error.message}); set TEST_DATABASE_URL to a server that accepts it`,
      };
    }
  }

  let bin = postgresBinaries();
  const sudo = asRoot();
  if (!bin) {
    if (!sudo) {
      return {
        url: null,
        stop: noop,
        reason: `nothing listens at ${new URL(probeUrl).host} and PostgreSQL is not installed; installing it needs root or password-less sudo (apt-get install postgresql), or set TEST_DATABASE_URL`,
      };
    }
    log("installing postgresql from Debian's packages (for the API tests on PostgreSQL)");
    const apt = (args) => {
      const [command, ...lead] = [...sudo, 'apt-get', ...args];
      return spawnSync(command, lead, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }).status;
    };
    apt(['update', '-qq']);
    // The package starts the machine's own cluster; we leave that one alone and start ours.
    apt(['install', '-y', '-qq', 'postgresql']);
    bin = postgresBinaries();
    if (!bin) return { url: null, stop: noop, reason: 'apt-get install postgresql did not provide initdb' };
  }
  log('starting a throw-away PostgreSQL cluster for the API tests');
  const own = await startOwnCluster(bin);
  return own.url ? own : { ...own, stop: noop };
}

// By hand: `node scripts/lib/postgres.mjs` (TEST_POSTGRES_PROBE_URL=postgres://postgres@127.0.0.1:1/test
// forces the own-cluster path).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const postgres = await providePostgres();
  if (!postgres.url) {
    console.log(`no PostgreSQL: ${postgres.reason}`);
    process.exit(1);
  }
  console.log(`PostgreSQL at ${postgres.url}: ${postgres.source}`);
  const client = new (loadPg().Client)({ connectionString: postgres.url });
  await client.connect();
  const { rows } = await client.query('select version()');
  await client.end();
  console.log(rows[0].version);
  postgres.stop();
  console.log('stopped');
}
