import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

// ui-kit owns the Mantine dependency, the root does not: Mantine's style sheets imported from outside the
// packages (.storybook/preview.tsx, which every browser project's setup loads) resolve from there.
const fromUiKit = createRequire(`${root}packages/ui-kit/package.json`);
// @mantine/dates is the date fields' (ui-kit's `dates` entry, a peer the portal installs): its style
// sheet resolves from the portal, which imports it.
const fromPortal = createRequire(`${root}apps/portal/package.json`);
const mantineStyleSheets = [
  ...['@mantine/core/styles.css', '@mantine/notifications/styles.css'].map((sheet) => ({
    find: sheet,
    replacement: fromUiKit.resolve(sheet),
  })),
  {
    find: '@mantine/dates/styles.layer.css',
    replacement: fromPortal.resolve('@mantine/dates/styles.layer.css'),
  },
];

/**
 * Our packages resolved to their sources, for Vite, Vitest and Storybook: a change in a package shows at
 * once, without a build. Published builds and the API's runtime use each package's `dist` instead.
 * The same mapping lives in tsconfig.base.json `paths` for the type checker.
 */
export const workspaceAliases = [
  { find: /^@dossel\/api-client\/testing$/, replacement: `${root}packages/api-client/src/testing.ts` },
  { find: /^@dossel\/api-client$/, replacement: `${root}packages/api-client/src/index.ts` },
  { find: /^@dossel\/ui-kit$/, replacement: `${root}packages/ui-kit/src/index.ts` },
  { find: /^@dossel\/ui-kit\/dates$/, replacement: `${root}packages/ui-kit/src/dates/index.ts` },
  { find: /^@dossel\/portal-widgets$/, replacement: `${root}packages/portal-widgets/src/index.ts` },
  { find: /^@dossel\/([\w-]+)\/locales\/(.+)$/, replacement: `${root}packages/$1/src/locales/$2` },
  ...mantineStyleSheets,
];

/**
 * Sources that Vite's dependency scanner crawls before browser tests start. Without them a dependency
 * first met mid-run (a story importing a widget's library) makes Vite re-bundle and reload the page,
 * and the test run breaks on a cold cache, as on CI.
 */
export const browserTestEntries = [
  `${root}packages/*/src/**/*.{ts,tsx}`,
  `${root}apps/portal/src/**/*.{ts,tsx}`,
  `!${root}**/*.test.{ts,tsx}`,
];
