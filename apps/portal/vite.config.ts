import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

import { workspaceAliases } from '../../tooling/workspace-aliases';
import { analyseLayers, ANALYSIS_ENV, type ChunkLayer } from './vite/chunk-groups';
import { localesPlugin } from './vite/locales-plugin';
import { precompressPlugin } from './vite/precompress-plugin';
import { prerenderPlugin } from './vite/prerender-plugin';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/**
 * What loads together (vite/chunk-groups.ts): the sign-in page in one chunk, what the signed-in shell
 * adds in a second; each screen's own code stays in its chunk.
 */
const LAYERS: ChunkLayer[] = [
  { name: 'sign-in', entry: source('main.tsx') },
  { name: 'shell', entry: source('features/shell/components/app-layout.tsx') },
];

const configFile = fileURLToPath(import.meta.url);

export default defineConfig(async ({ command }): Promise<UserConfig> => {
  // The release build; the builds it runs itself (analysis, pre-rendering) are plain ones.
  const releaseBuild = command === 'build' && !process.env[ANALYSIS_ENV];
  const layerOf = releaseBuild ? await analyseLayers(configFile, LAYERS) : new Map<string, string>();
  const releasePlugins = releaseBuild
    ? [
        prerenderPlugin({
          repoRoot,
          configFile,
          renderEntry: source('app/first-screens/render-first-screens.tsx'),
          bootEntry: source('app/first-screens/boot-entry.ts'),
        }),
        precompressPlugin(),
      ]
    : [];
  return {
    base: '/',
    plugins: [react(), localesPlugin({ repoRoot }), ...releasePlugins],
    resolve: { alias: workspaceAliases },
    server: {
      proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // Screens loaded on demand fetch their own imports: listing every screen's chunks for preloading
      // put 1.6 KB gzip of file names on the sign-in page (its 180 KB budget). Stylesheets still load
      // with their screen (Vite keeps CSS out of this list).
      modulePreload: {
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
      },
      ...(releaseBuild && { rolldownOptions: layersOutput(layerOf) }),
    },
  };
});

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
            name: (moduleId: string) => layerOf.get(moduleId) ?? null,
          },
        ],
      },
    },
  };
}
