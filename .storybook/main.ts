import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig, type UserConfig } from 'vite';

import { fileURLToPath } from 'node:url';

import { workspaceAliases } from '../tooling/workspace-aliases.ts';

/**
 * Stories show Mantine's styles as the portal ships them (preview.tsx imports the portal's list). ui-kit's
 * entry imports the whole stylesheets for other hosts; the portal's build drops those imports (the entry
 * is side-effect free), so stories load an empty sheet in their place: a component the portal renders
 * without its stylesheet then differs from its baseline.
 */
const mantineAsThePortalShips = [
  {
    find: /^@mantine\/(core|notifications)\/styles\.css$/,
    replacement: fileURLToPath(new URL('./no-styles.css', import.meta.url)),
  },
];

const workspaceBuild: UserConfig = {
  // Stories use the packages' sources, so a change shows without building them.
  resolve: { alias: [...mantineAsThePortalShips, ...workspaceAliases] },
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
