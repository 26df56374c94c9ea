import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';

import { chromiumLaunchOptions } from '../../tooling/chromium.ts';
import { browserTestEntries, workspaceAliases } from '../../tooling/workspace-aliases.ts';

// Widgets render in real Chromium: their tests render the stories and act as a user would.
export default defineProject({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  optimizeDeps: { entries: browserTestEntries },
  test: {
    name: 'widgets-browser',
    // Chromium shares two cores with the other projects: a cap that a loaded CI machine stays under.
    testTimeout: 15_000,
    include: ['src/**/*.browser.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
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
