import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';

import { chromiumLaunchOptions } from '../../tooling/chromium';
import { browserTestEntries, workspaceAliases } from '../../tooling/workspace-aliases';
import { localesPlugin } from './vite/locales-plugin';

const portalRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

// The portal's screens and session logic run in real Chromium, as users meet them.
export default defineProject({
  root: portalRoot,
  // The locales plugin serves the merged texts at /locales/…, as the built portal does.
  plugins: [react(), localesPlugin({ repoRoot })],
  resolve: { alias: workspaceAliases },
  optimizeDeps: { entries: browserTestEntries },
  test: {
    name: 'portal',
    // Chromium shares two cores with the other projects: a cap that a loaded CI machine stays under.
    testTimeout: 15_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-tests.ts'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
