import { defineConfig } from 'tsup';

export default defineConfig({
  // The server, and `pnpm dossel`'s commands for a machine installed without dev dependencies (no tsx).
  entry: { server: 'src/server.ts', dossel: 'src/cli/main.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
  // Our workspace packages (and their locale JSON) go inside the bundle, so the built server does not
  // need their dist folders; npm dependencies (fastify, better-sqlite3, pg...) stay external.
  noExternal: [/^@dossel\//],
});
