import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';

import { chromiumLaunchOptions } from '../tooling/chromium.ts';
import { browserTestEntries } from '../tooling/workspace-aliases.ts';

const configDir = path.dirname(fileURLToPath(import.meta.url));

// Every story is a test: it renders in real Chromium, runs its play function and its axe checks.
export default defineProject({
  root: path.resolve(configDir, '..'),
  plugins: [storybookTest({ configDir })],
  optimizeDeps: { entries: browserTestEntries },
  test: {
    name: 'storybook',
    // Chromium shares two cores with the other projects: a cap that a loaded CI machine stays under.
    testTimeout: 15_000,
    setupFiles: [path.join(configDir, 'vitest.setup.ts')],
    browser: {
      enabled: true,
      headless: true,
      // Reduced motion: toasts appear at once (the theme honours it), so assertions never see a half-faded one.
      provider: playwright({
        launchOptions: chromiumLaunchOptions,
        contextOptions: { reducedMotion: 'reduce' },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
