// One lint setup for the whole tree. Besides the usual rules it enforces the flow of imports of
// CONVENTIONS.md: api-client → ui-kit → portal-widgets → apps/portal, and api-client → apps/api.
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
      'import-x/no-restricted-paths': ['error', { zones: importZones }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '.ci/**', '**/*.config.*', 'tooling/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
