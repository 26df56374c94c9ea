import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { workspaceAliases } from '../../tooling/workspace-aliases';
import { localesPlugin } from './vite/locales-plugin';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  base: '/',
  plugins: [react(), localesPlugin({ repoRoot })],
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
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
  },
});
