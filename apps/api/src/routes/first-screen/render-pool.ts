import { MessageChannel } from 'node:worker_threads';

import type { FirstScreenAnswer, FirstScreenQuery } from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import { Piscina } from 'piscina';

import { threadEntry } from '../../thread-entry';
import { type Caller, type InProcessAnswer, type InProcessRead, readInProcess } from './read-in-process';
import type { RenderTask } from './render-thread';

/** The thread's heap: a render takes a few MB; one that runs away ends the thread, not the server. */
const RENDER_HEAP_MB = 512;
/**
 * Its young generation, where a render's short-lived objects go: V8's default spent 8 % of the
 * thread's time collecting them; at 64 MB a warm render took 31-33 ms instead of 34-38 (median of 40).
 */
const RENDER_YOUNG_HEAP_MB = 64;

/**
 * One thread that runs the portal's render module (`file`), so that a render's 50–120 ms of CPU no longer
 * hold up the other requests of the instance (the page's style sheet and `me`, asked at the same moment).
 * Its renders read through the main thread, which runs each read as the caller (read-in-process.ts).
 */
export function createRenderPool(app: FastifyInstance, file: string, rendersAtOnce: number) {
  const pool = new Piscina<undefined | RenderTask, boolean | FirstScreenAnswer | null | undefined>({
    filename: threadEntry(import.meta.url, {
      source: './render-thread-source.mjs',
      built: './first-screen-render.js',
    }),
    workerData: { file },
    // Started at once, and kept: the module is loaded when the API starts (`load`).
    minThreads: 1,
    maxThreads: 1,
    // The renders are async (they wait for their reads): they share the thread.
    concurrentTasksPerWorker: rendersAtOnce,
    // Piscina's default waits for the next task with Atomics.wait, which would stop a render's reads.
    atomics: 'disabled',
    resourceLimits: {
      maxOldGenerationSizeMb: RENDER_HEAP_MB,
      maxYoungGenerationSizeMb: RENDER_YOUNG_HEAP_MB,
    },
  });
  return {
    /** Loads the module in the thread: whether it has a `renderFirstScreen` (rejected when it did not load). */
    load: () => pool.run(undefined, { name: 'load' }) as Promise<boolean>,
    /** The module's warm-up: its painted screens rendered from its own samples (render-thread.ts). */
    warmUp: () => pool.run(undefined, { name: 'warmUp' }) as Promise<void>,
    render: async (query: FirstScreenQuery, caller: Caller): Promise<FirstScreenAnswer | null> => {
      // The render's reads come and their answers go on a channel of its own.
      const { port1, port2 } = new MessageChannel();
      port1.on('message', ({ id, read }: { id: number; read: InProcessRead }) => {
        void readInProcess(app, caller, read)
          // A read that failed fails the module's fetch, as a network failure would.
          .catch((error: unknown): InProcessAnswer => ({
            refused: error instanceof Error ? error.message : String(error),
          }))
          .then((answer) => {
            port1.postMessage({ id, answer }, 'body' in answer ? [answer.body.buffer] : []);
          });
      });
      try {
        const task: RenderTask = { query, port: port2 };
        return (await pool.run(task, { name: 'render', transferList: [port2] })) as FirstScreenAnswer | null;
      } finally {
        port1.close();
      }
    },
    close: () => pool.destroy(),
  };
}
export type RenderPool = ReturnType<typeof createRenderPool>;
