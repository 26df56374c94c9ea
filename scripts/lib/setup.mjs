// What `npm start` and `npm test` both need on a fresh machine: the pinned pnpm, the dependencies
// and the build. Plain Node (no dependencies), because it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export function log(message) {
  console.log(`\x1b[32m▸\x1b[0m ${message}`);
}

/** Runs a command in the repository root, streaming its output; returns its exit code. */
export function run(command, args, { env = {}, allowFailure = false } = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const code = result.status ?? 1;
  if (code !== 0 && !allowFailure) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed with exit code ${code}`);
    process.exit(code);
  }
  return code;
}

function output(command, args) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The pnpm version pinned in package.json's `packageManager`. */
function pinnedPnpm() {
  const { packageManager } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  return packageManager.replace(/^pnpm@/, '').split('+')[0];
}

/**
 * Makes sure the pinned pnpm runs: it installs it globally with npm when missing or of another version,
 * and falls back to `npx pnpm@<version>` when a global install is not allowed (no root, say).
 * Returns the command (and leading arguments) to call pnpm with.
 */
export function ensurePnpm() {
  const version = pinnedPnpm();
  if (output('pnpm', ['--version']) === version) return ['pnpm'];
  log(`installing pnpm ${version} (pinned in package.json)`);
  if (run('npm', ['install', '--global', `pnpm@${version}`], { allowFailure: true }) === 0) {
    if (output('pnpm', ['--version']) === version) return ['pnpm'];
  }
  log(`a global install was not possible; using npx pnpm@${version}`);
  return ['npx', '--yes', `pnpm@${version}`];
}

/** Installs the locked dependencies and builds every package and app. */
export function installAndBuild(pnpm) {
  const [command, ...lead] = pnpm;
  log('installing dependencies (pnpm-lock.yaml)');
  run(command, [...lead, 'install', '--frozen-lockfile']);
  log('building packages, portal and API');
  run(command, [...lead, 'run', 'build']);
}

export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Installs a Debian package when a command is missing, as root or through sudo; false when impossible. */
export function ensureDebianPackage(binary, pkg) {
  if (existsSync(binary)) return true;
  const sudo = isRoot ? [] : output('sudo', ['-n', 'true']) !== null ? ['sudo', '-n'] : null;
  if (!sudo) return false;
  log(`installing ${pkg} from Debian's packages`);
  const apt = (args) =>
    run(sudo[0] ?? 'apt-get', sudo.length ? [...sudo.slice(1), 'apt-get', ...args] : args, {
      allowFailure: true,
      env: { DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', pkg]);
  return existsSync(binary);
}
