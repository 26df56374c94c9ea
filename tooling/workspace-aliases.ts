import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Our packages resolved to their sources, for Vite, Vitest and Storybook: a change in a package shows at
 * once, without a build. Published builds and the API's runtime use each package's `dist` instead.
 * The same mapping lives in tsconfig.base.json `paths` for the type checker.
 */
export const workspaceAliases = [
  { find: /^@dossel\/api-client$/, replacement: `${root}packages/api-client/src/index.ts` },
  { find: /^@dossel\/ui-kit$/, replacement: `${root}packages/ui-kit/src/index.ts` },
  { find: /^@dossel\/portal-widgets$/, replacement: `${root}packages/portal-widgets/src/index.ts` },
  { find: /^@dossel\/([\w-]+)\/locales\/(.+)$/, replacement: `${root}packages/$1/src/locales/$2` },
];
