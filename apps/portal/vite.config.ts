import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { workspaceAliases } from '../../tooling/workspace-aliases';
import { analyseLayers, ANALYSIS_ENV, type ChunkLayer } from './vite/chunk-groups';
import { localesPlugin } from './vite/locales-plugin';
import { precompressPlugin } from './vite/precompress-plugin';

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

export default defineConfig(async ({ command }) => {
  const layerOf =
    command === 'build' && !process.env[ANALYSIS_ENV]
      ? await analyseLayers(fileURLToPath(import.meta.url), LAYERS)
      : new Map<string, string>();
  return {
    base: '/',
    plugins: [react(), localesPlugin({ repoRoot }), precompressPlugin()],
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
      rolldownOptions: {
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
      },
    },
  };
});
