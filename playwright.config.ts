import { defineConfig, devices } from '@playwright/test';

import { marketingPort, marketingURL, portalPort, portalURL } from './e2e/origins';
import { chromiumLaunchOptions } from './tooling/chromium';

// End-to-end tests run against the built app, served by the built API server exactly as `npm start` does.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 1,
  reporter: 'list',
  // What a user would wait for on a busy 2-core CI machine (the first screen of a run compiles nothing,
  // but shares the cores with the server's first queries); 5 s was passed there now and then.
  expect: { timeout: 10_000 },
  use: {
    baseURL: portalURL,
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The portal's service worker precaches ~4 MB on its first visit: only the specs about it
    // (e2e/pwa-*.spec.ts) let it run, the others would pay that in every fresh context.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: [
    {
      command: 'node e2e/start-server.mjs',
      // The built portal's index page: it answers once the server listens with the portal mounted.
      url: `${portalURL}/`,
      env: { E2E_PORT: String(portalPort), CORS_ORIGINS: marketingURL },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
    {
      command: 'pnpm exec tsx examples/marketing-site/serve.ts',
      url: `${marketingURL}/`,
      env: { PORT: String(marketingPort), PORTAL_URL: portalURL },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
