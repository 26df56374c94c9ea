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
    include: ['src/**/*.test.ts'],
    exclude: process.env.TEST_DATABASE_URL
      ? configDefaults.exclude
      : [...configDefaults.exclude, INSTANCES_TESTS],
  },
});
