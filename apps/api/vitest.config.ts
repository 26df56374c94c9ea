import { configDefaults, defineProject } from 'vitest/config';

import { workspaceAliases } from '../../tooling/workspace-aliases.ts';

/**
 * Tests of several API instances at once (`*.instances.test.ts`, issue 16): instances share PostgreSQL,
 * while the embedded SQLite default is one process. They run on the PostgreSQL pass (TEST_DATABASE_URL).
 */
const INSTANCES_TESTS = 'src/**/*.instances.test.ts';

// API tests run in Node against real SQLite files; @dossel/* resolve to their sources, no build needed.
export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'api',
    environment: 'node',
    // Each file's beforeAll migrates and seeds a real database and builds the app; on a busy 2-core
    // machine that passed Vitest's 10 s default while the tests themselves stayed fast.
    hookTimeout: 30_000,
    include: ['src/**/*.test.ts'],
    exclude: process.env.TEST_DATABASE_URL
      ? configDefaults.exclude
      : [...configDefaults.exclude, INSTANCES_TESTS],
  },
});
