import { defineProject } from 'vitest/config';

import { workspaceAliases } from '../../tooling/workspace-aliases.ts';

// API tests run in Node against real SQLite files; @dossel/* resolve to their sources, no build needed.
export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
