import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig, type UserConfig } from 'vite';

import { workspaceAliases } from '../tooling/workspace-aliases.ts';

const workspaceBuild: UserConfig = {
  // Stories use the packages' sources, so a change shows without building them.
  resolve: { alias: workspaceAliases },
  build: {
    rollupOptions: {
      // Mantine and TanStack Query mark every module "use client", which means nothing in a static
      // Storybook; hundreds of these notices would bury real warnings.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
};

const config: StorybookConfig = {
  stories: [
    '../packages/*/src/**/*.stories.@(ts|tsx|mdx)',
    '../apps/portal/src/**/*.stories.@(ts|tsx)',
    // The toolbar's own story: shows and tests the globals preview.tsx applies.
    './toolbar.stories.tsx',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The machines here are offline: no telemetry, no "what's new" fetches.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, workspaceBuild),
};
export default config;
