import { defineProject } from 'vitest/config';

// Whole-tree checks: translation completeness and the sign-in page's size budgets (on the built portal).
export default defineProject({
  test: { name: 'tooling', environment: 'node', include: ['**/*.test.ts'] },
});
