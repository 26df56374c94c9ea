/**
 * The file a worker thread of the API runs, named relative to `pool`, the `import.meta.url` of the module
 * that starts it. Built, tsup makes the thread's code its own file beside the server (`built`,
 * tsup.config.ts); from the sources (tests, `pnpm dev`), `source` is an entry that loads the thread's
 * TypeScript through tsx, which a worker thread does not inherit from the process that starts it.
 */
export function threadEntry(pool: string, files: { source: string; built: string }): string {
  return new URL(pool.endsWith('.ts') ? files.source : files.built, pool).href;
}
