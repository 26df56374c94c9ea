import { defineConfig } from 'vitest/config';

// Each part owns its Vitest project(s); `pnpm vitest run --project <name>` runs one of them.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      '.storybook/vitest.config.ts',
      'tooling/vitest.config.ts',
    ],
  },
});
