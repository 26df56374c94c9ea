import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';

import { chromiumLaunchOptions } from '../tooling/chromium.ts';
import { browserTestEntries } from '../tooling/workspace-aliases.ts';
import { toMatchScreenshotOptions, visualRegressionCommands } from './visual-regression-config.ts';
import { MAX_SCREENSHOT_HEIGHT } from './visual-regression-shared.ts';

const configDir = path.dirname(fileURLToPath(import.meta.url));

// Every story is a test: it renders in real Chromium, runs its play function and its axe checks, and its
// screenshot is compared with a committed baseline (docs/visual-regression.md).
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
      // Vitest shrinks a story's frame to fit its own page; a page as large as the largest screenshot
      // keeps every frame at scale 1, so screenshots have the story's real pixels.
      provider: playwright({
        launchOptions: chromiumLaunchOptions,
        contextOptions: {
          reducedMotion: 'reduce',
          viewport: { width: 1920, height: MAX_SCREENSHOT_HEIGHT },
        },
      }),
      instances: [{ browser: 'chromium' }],
      commands: visualRegressionCommands,
      expect: { toMatchScreenshot: toMatchScreenshotOptions },
    },
  },
});
