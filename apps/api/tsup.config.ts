import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/server.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
  // Our workspace packages (and their locale JSON) go inside the bundle, so the built server does not
  // need their dist folders; npm dependencies (fastify, better-sqlite3, pg...) stay external.
  noExternal: [/^@dossel\//],
});
