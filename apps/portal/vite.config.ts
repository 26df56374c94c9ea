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
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
