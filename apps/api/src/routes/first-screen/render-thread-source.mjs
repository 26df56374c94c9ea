// The render thread's entry when the API runs from its TypeScript sources (tests, `pnpm dev`): it loads
// render-thread.ts through tsx, which a worker thread does not inherit from the process that starts it.
// The built server uses dist/first-screen-render.js instead (render-pool.ts).
import { tsImport } from 'tsx/esm/api';

const thread = await tsImport('./render-thread.ts', import.meta.url);

export const { load, render, warmUp } = thread;
