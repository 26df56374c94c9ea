// `npm test`: everything, on a fresh machine too. It installs what is missing (pnpm, the dependencies,
// Debian's Chromium), builds, then runs lint, type checks, package checks, every Vitest project (unit,
// API on real SQLite files, components and stories in Chromium with axe, budgets) and the end-to-end
// tests in Chromium against the built app. It runs every step even after a failure, then sums up.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

import { providePostgres } from './lib/postgres.mjs';
import { provideRedis } from './lib/redis.mjs';
import { ensureDebianPackage, ensurePnpm, installAndBuild, log, root, run } from './lib/setup.mjs';

const pnpm = ensurePnpm();
installAndBuild(pnpm);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!ensureDebianPackage(chromium, 'chromium')) {
  console.error(
    `✖ Chromium is needed at ${chromium} for the browser and end-to-end tests, and it could not be installed` +
      ' (that needs root or password-less sudo). Install it with `apt-get install chromium`, or point' +
      ' CHROMIUM_PATH at a Chromium binary.',
  );
  process.exit(1);
}

// Not test-results/: Playwright empties that folder when it starts.
const results = join(root, 'test-reports');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const vitestJson = join(results, 'vitest.json');
const playwrightJson = join(results, 'playwright.json');

// The API suite runs a second time on PostgreSQL: a given server, the local one, or a cluster of our own.
const postgres = await providePostgres();
const vitestPgJson = join(results, 'vitest-postgres.json');

// Shared rate-limit counters are tested on a real Redis: a given one, the local one, or our own.
const redis = await provideRedis();
const REDIS_TESTS = '**/*redis*.test.ts';
const withoutRedis = redis.url ? [] : ['--exclude', REDIS_TESTS];
const services = { ...(redis.url ? { TEST_REDIS_URL: redis.url } : {}) };

const [command, ...lead] = pnpm;
const steps = [
  ['lint (eslint + prettier)', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  // Every dependency used and every import declared (knip.json); unused exports are left to `pnpm knip`.
  [
    'dependencies and files in use (knip)',
    ['run', 'knip', '--no-progress', '--include', 'dependencies,unlisted,unresolved,binaries,files'],
  ],
  ['package checks (publint, attw)', ['run', 'test:packages']],
  ['release dry run (changesets, publish --dry-run)', ['run', 'test:release']],
  // A stranger's app: the packed packages installed from scratch at the lowest peer versions (npm registry).
  ['packages in a new app (login box and weed map in Chromium)', ['run', 'test:fresh-app']],
  [
    'vitest (unit, api, browser, stories, budgets)',
    [
      'exec',
      'vitest',
      'run',
      ...withoutRedis,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestJson}`,
    ],
    services,
  ],
  ...(postgres.url
    ? [
        [
          `API tests again on PostgreSQL (${postgres.source})`,
          [
            'exec',
            'vitest',
            'run',
            '--project',
            'api',
            ...withoutRedis,
            '--reporter=default',
            '--reporter=json',
            `--outputFile.json=${vitestPgJson}`,
          ],
          { ...services, TEST_DATABASE_URL: postgres.url },
        ],
      ]
    : []),
  ['end-to-end (playwright)', ['exec', 'playwright', 'test', '--reporter=list,json']],
];

const outcome = steps.map(([name, args, env = {}]) => {
  log(name);
  const code = run(command, [...lead, ...args], {
    allowFailure: true,
    env: { CI: process.env.CI ?? '', PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson, ...env },
  });
  return { name, ok: code === 0 };
});
postgres.stop();
redis.stop();

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}
// The reports' messages carry terminal colours: ESC [ … m.
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLine = (text = '') => text.replace(COLOUR, '').trim().split('\n')[0]?.slice(0, 200) ?? '';

/** A vitest JSON report's failed tests, and its files that failed before any test ran. */
function vitestFailures(run) {
  return (run?.testResults ?? []).flatMap((file) => {
    const where = relative(root, file.name);
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    if (tests.length === 0 && file.status === 'failed') return [`${where}: ${firstLine(file.message)}`];
    return tests.map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

/** A Playwright JSON report's tests that failed, or passed only on a retry. */
function playwrightFailures(report) {
  const suites = [...(report?.suites ?? [])];
  const failed = [];
  while (suites.length > 0) {
    const suite = suites.pop();
    suites.push(...(suite.suites ?? []));
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((result) => result.error)?.error?.message;
        failed.push(
          `${spec.file} › ${spec.title}${test.status === 'flaky' ? ' (flaky)' : ''}: ${firstLine(error)}`,
        );
      }
    }
  }
  return failed;
}

const vitestRuns = [readJson(vitestJson), readJson(vitestPgJson)];
const playwright = readJson(playwrightJson);
const passed =
  vitestRuns.reduce((sum, run) => sum + (run?.numPassedTests ?? 0), 0) + (playwright?.stats?.expected ?? 0);
const failed =
  vitestRuns.reduce((sum, run) => sum + (run?.numFailedTests ?? 0), 0) +
  (playwright?.stats?.unexpected ?? 0) +
  (playwright?.stats?.flaky ?? 0);

console.log('\nSummary');
for (const { name, ok } of outcome) console.log(`  ${ok ? '✔' : '✖'} ${name}`);
if (!postgres.url) console.log(`  – API tests on PostgreSQL did not run: ${postgres.reason}.`);
if (!redis.url)
  console.log(`  – tests of shared counters in Redis (${REDIS_TESTS}) did not run: ${redis.reason}.`);
const failures = [...vitestRuns.flatMap(vitestFailures), ...playwrightFailures(playwright)];
if (failures.length > 0) {
  // Named again at the end, where a CI log's tail shows them, with the first line of each reason.
  console.log('\nFailed');
  for (const failure of failures) console.log(`  ✖ ${failure}`);
}
const allOk = outcome.every((step) => step.ok);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(allOk && passed > 0 ? 0 : 1);
