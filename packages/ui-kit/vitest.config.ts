import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'ui-kit', environment: 'node', include: ['src/**/*.test.ts'] },
});
