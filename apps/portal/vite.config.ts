import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

import { workspaceAliases } from '../../tooling/workspace-aliases';
import { analyseLayers, ANALYSIS_ENV, type ChunkLayer, type SharedLayer } from './vite/chunk-groups';
import { localesPlugin } from './vite/locales-plugin';
import { precompressPlugin } from './vite/precompress-plugin';
import { prerenderPlugin } from './vite/prerender-plugin';
import { buildId, serviceWorkerPlugin } from './vite/service-worker-plugin';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/**
 * What loads together (vite/chunk-groups.ts): the sign-in page in one chunk, what the signed-in shell
 * adds in a second; each screen's own code stays in its chunk.
 */
const LAYERS: ChunkLayer[] = [
  { name: 'sign-in', entry: source('main.tsx') },
  // The sign-in form's own code and its form library (Conform), which a stored session never shows
  // (issue 13); what it shares with the screens (Mantine's inputs, the brand) stays in the entry.
  // index.html's script starts this chunk with the pre-rendered form; the screens with a Conform form
  // take Conform from it.
  {
    name: 'sign-in-form',
    entry: source('app/routes/sign-in-route.tsx'),
    ownCodeAnd: /[\\/]@conform-to[\\/]/,
  },
  { name: 'shell', entry: source('app/shell/components/app-layout.tsx') },
  // Every screen's loader asks for it: one request fewer in the shell's chunk.
  { name: 'shell', entry: source('app/routes/screen-data.ts') },
];
/**
 * What the sign-in page loads on demand, not with its first screen: the contract's schemas (zod), on the
 * first check of the form or the first answer to parse. The rest (the toasts' code, with the first
 * toast) goes with the shell.
 */
const ON_DEMAND_LAYERS: SharedLayer[] = [{ name: 'contract', test: /[\\/]zod[\\/]|[\\/]api-client[\\/]/ }];
const ROUTE_TABLES = [source('app/routes/lazy-pages.ts'), source('app/router.tsx')];
/** What the shared layers below hold: ours, Mantine's, zod and Conform, TanStack's, dayjs's plugins. */
const SHARED_CODE =
  /[\\/](apps|packages)[\\/]|[\\/]@mantine[\\/]|[\\/]zod[\\/]|[\\/]@conform-to[\\/]|[\\/]@tanstack[\\/]|[\\/]dayjs[\\/]/;
/**
 * Code that several screens share and the shell does not, in a few chunks rather than one per set of
 * screens (each a request of a few KB): the chart library, loaded by the screens that draw with it; the
 * date picker and the forms' code (issue 13), loaded by the screens with a date field or a form; the rest
 * (ours, Mantine's components, TanStack's hooks…), loaded by every screen. Any other library stays where
 * the bundler puts it.
 */
const SHARED_LAYERS: SharedLayer[] = [
  // The chart library and its own dependencies, which import none of ours (so no cycle between chunks).
  {
    name: 'charts',
    test: /[\\/]node_modules[\\/].*[\\/]node_modules[\\/](recharts|victory-vendor|d3-[\w-]+|internmap|@reduxjs|immer|reselect|redux|redux-thunk|react-redux|decimal\.js-light|eventemitter3|es-toolkit|tiny-invariant)[\\/]/,
  },
  // Mantine's date picker and our date fields (issue 13): loaded by the screens with a date field or
  // filter only, beside 'screens' (the forms with a date, the operations' list and costs), and by the
  // benchmarking list's filter after its first render. The other screens no longer download it.
  {
    name: 'dates',
    test: /[\\/]@mantine[\\/]dates[\\/]|[\\/]ui-kit[\\/]src[\\/]dates[\\/]|[\\/]dayjs[\\/]/,
  },
  // What only the screens with a Conform form share (issue 13): the forms' zod and Conform's adapter, our
  // form components and hooks, the version conflict, the audit's texts. A list (/benchmarking) neither
  // downloads nor parses it; a form screen fetches it beside the 'screens' chunk, one request more. What
  // those screens share with the others stays in 'screens', which so imports nothing from here (no
  // cycle).
  { name: 'forms', test: SHARED_CODE, usersLoad: /[\\/]@conform-to[\\/]/ },
  { name: 'screens', test: SHARED_CODE },
];

const configFile = fileURLToPath(import.meta.url);

/**
 * React Router's package exports only its development build (remix-run/react-router#12532, #14102):
 * builds take the production one it ships beside it, which drops the development warnings.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: createRequire(import.meta.url)
    .resolve('react-router/package.json')
    .replace(/package\.json$/, 'dist/production/index.mjs'),
};

export default defineConfig(async ({ command }): Promise<UserConfig> => {
  // The release build; the builds it runs itself (analysis, pre-rendering) are plain ones.
  const releaseBuild = command === 'build' && !process.env[ANALYSIS_ENV];
  const layerOf = releaseBuild
    ? await analyseLayers(configFile, LAYERS, SHARED_LAYERS, ROUTE_TABLES, ON_DEMAND_LAYERS)
    : new Map<string, string>();
  const releasePlugins = releaseBuild
    ? [
        prerenderPlugin({
          repoRoot,
          configFile,
          renderEntry: source('app/first-screens/render-first-screens.tsx'),
          signedInEntry: source('app/first-screens/render-module.ts'),
          bootEntry: source('app/first-screens/boot-entry.ts'),
          paintRequestEntry: source('app/first-screens/paint-request-entry.ts'),
        }),
        // Its closeBundle runs after the pre-rendered index.html is written and before the
        // precompression (order 'post'), so the precache lists the final page and sw.js gets its .br/.gz.
        serviceWorkerPlugin(),
        precompressPlugin(),
      ]
    : [];
  return {
    base: '/',
    define: { __BUILD_ID__: JSON.stringify(buildId(repoRoot)) },
    plugins: [react(), localesPlugin({ repoRoot }), ...releasePlugins],
    resolve: { alias: command === 'build' ? [...workspaceAliases, reactRouterProduction] : workspaceAliases },
    server: {
      proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // A screen loaded on demand fetches the chunks it imports beside its own (the shell's, the shared
      // screens', the charts'), not after it: one round trip fewer on a slow link. With the chunks
      // grouped in a few layers, the lists cost the sign-in page a few hundred bytes.
      ...(releaseBuild && { rolldownOptions: layersOutput(layerOf) }),
    },
  };
});

/** The service worker's page-side library, which the shell imports on demand. */
const WORKBOX_WINDOW = /[\\/]workbox-window[\\/]/;

/** The data table's style sheet, which its grid (loaded on demand) imports. */
const DATA_TABLE_STYLES = /[\\/]mantine-datatable[\\/].*\.css$/;

/**
 * Where a module goes: its layer, except the style sheets that screens share (theirs and the data
 * table's, about 3 kB compressed), which go with the shell's: the signed-in frame loads them once, where
 * on their own they were two requests more on each screen's cold load; and workbox-window, likewise.
 */
function chunkOf(layerOf: Map<string, string>, moduleId: string): string | null {
  // The service worker's registration (decision 028) starts once the shell is idle: in the shell's chunk,
  // about 3 kB, it costs no request of its own on every screen's cold load.
  if (WORKBOX_WINDOW.test(moduleId)) return 'shell';
  const layer = layerOf.get(moduleId);
  // The sign-in form's styles stay in the entry's style sheet, which index.html links (and pre-renders
  // the form with): not a style sheet more on the sign-in page.
  if (moduleId.endsWith('.css') && layer === 'sign-in-form') return 'sign-in';
  const shared = layer === 'screens' || layer === 'forms';
  if (moduleId.endsWith('.css') && (shared || DATA_TABLE_STYLES.test(moduleId))) return 'shell';
  return layer ?? null;
}

/** The release build's chunks: one per layer (vite/chunk-groups.ts), the rest split by the bundler. */
function layersOutput(layerOf: Map<string, string>) {
  return {
    output: {
      codeSplitting: {
        // A layer holds its own modules only; a module it imports from another layer stays there.
        includeDependenciesRecursively: false,
        groups: [
          {
            debugName: 'layers',
            name: (moduleId: string) => chunkOf(layerOf, moduleId),
          },
        ],
      },
    },
  };
}
