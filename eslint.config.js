// One lint setup for the whole tree. Besides the usual rules it enforces the flow of imports of
// CONVENTIONS.md: api-client → ui-kit → portal-widgets → apps/portal, and api-client → apps/api.
import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Folders a part may not import from: everything downstream of it, and its siblings. */
const importZones = [
  {
    target: './packages/api-client',
    from: ['./packages/ui-kit', './packages/portal-widgets', './apps'],
    message: 'api-client is the bottom of the graph: it imports no other part of Dossel.',
  },
  {
    target: './packages/ui-kit',
    from: ['./packages/portal-widgets', './apps'],
    message: 'ui-kit may import only api-client.',
  },
  {
    target: './packages/portal-widgets',
    from: ['./apps'],
    message: 'Widgets are embedded by other sites: they may not import from apps/.',
  },
  {
    target: './apps/api',
    from: ['./packages/ui-kit', './packages/portal-widgets', './apps/portal'],
    message: 'The API server depends only on api-client.',
  },
  {
    target: './apps/portal',
    from: ['./apps/api'],
    message: 'The portal talks to the API only over HTTP, through api-client.',
  },
];

/**
 * Inside the portal (apps/portal/README.md): a feature imports only its own folder and shared code;
 * shared folders import no feature and not the app; only src/app, where features meet, imports them.
 * Generated from the folder list, so a new feature is fenced in without editing this file.
 */
const PORTAL = './apps/portal/src';
const portalFeatures = readdirSync(new URL('apps/portal/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SHARED_HOME =
  'Move what two features share to src/components, src/hooks, src/lib or src/testing, or compose them in src/app.';
const portalZones = [
  ...portalFeatures.map((feature) => ({
    target: `${PORTAL}/features/${feature}`,
    from: `${PORTAL}/features`,
    except: [`./${feature}`],
    message: `features/${feature} may not import another feature (apps/portal/README.md). ${SHARED_HOME}`,
  })),
  {
    target: ['components', 'hooks', 'lib', 'config'].map((folder) => `${PORTAL}/${folder}`),
    from: [`${PORTAL}/features`, `${PORTAL}/app`],
    message:
      'Shared portal code (src/components, hooks, lib, config) may not import features or src/app (apps/portal/README.md).',
  },
  {
    target: `${PORTAL}/testing`,
    from: `${PORTAL}/features`,
    message:
      "src/testing may not import a feature: a feature's own fixtures stay in its folder (apps/portal/README.md).",
  },
];
/** A feature's own code never reaches up into src/app; its tests and stories may render the app. */
const featureToAppZone = {
  target: `${PORTAL}/features`,
  from: `${PORTAL}/app`,
  message:
    'A feature may not import src/app (apps/portal/README.md): the app imports features, not the other way round.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.base.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...importZones, ...portalZones] }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/portal/src/features/**'],
    ignores: ['**/*.test.*', '**/*.stories.*'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...importZones, ...portalZones, featureToAppZone] },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '.ci/**', '**/*.config.*', 'tooling/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
