// The reader thread's entry when the API runs from its TypeScript sources (tests, `pnpm dev`): it loads
// reader-thread.ts through tsx, which a worker thread does not inherit from the process that starts it.
// The built server uses dist/import-reader.js instead (reader-pool.ts).
import { tsImport } from 'tsx/esm/api';

const thread = await tsImport('./reader-thread.ts', import.meta.url);

export default thread.default;
