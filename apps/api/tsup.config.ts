import { defineConfig } from 'tsup';

export default defineConfig({
  // The server, `pnpm dossel`'s commands for a machine installed without dev dependencies (no tsx), and
  // the threads that read import files and render the first screen (imports/read/reader-pool.ts and
  // routes/first-screen/render-pool.ts look for them beside the server).
  entry: {
    server: 'src/server.ts',
    dossel: 'src/cli/main.ts',
    'import-reader': 'src/imports/read/reader-thread.ts',
    'first-screen-render': 'src/routes/first-screen/render-thread.ts',
  },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
  // Our workspace packages (and their locale JSON) go inside the bundle, so the built server does not
  // need their dist folders; npm dependencies (fastify, better-sqlite3, pg...) stay external.
  noExternal: [/^@dossel\//],
});
