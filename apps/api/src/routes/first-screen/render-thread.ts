// The render thread (render-pool.ts): it loads the portal's render module and runs its renders, off the
// API's event loop. Piscina calls `load` and `render` by name; the module's file is the pool's workerData.
import { pathToFileURL } from 'node:url';
import { type MessagePort, workerData } from 'node:worker_threads';

import type {
  FirstScreenAnswer,
  FirstScreenQuery,
  FirstScreenRenderer,
  FirstScreenWarmUp,
} from '@dossel/api-client';

import type { InProcessAnswer, InProcessRead } from './read-in-process';

/** A render: the parsed query, and the port the main thread answers the module's reads on. */
export interface RenderTask {
  query: FirstScreenQuery;
  port: MessagePort;
}

/** Statuses whose Response must have no body (the Fetch standard's "null body status"). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

const { file } = workerData as { file: string };

interface RenderModule {
  renderFirstScreen?: unknown;
  warmUpFirstScreens?: unknown;
}
let loading: Promise<RenderModule> | undefined;

/** The module, imported once per thread (a thread started again after a crash imports it again). */
function renderModule(): Promise<RenderModule> {
  loading ??= import(pathToFileURL(file).href) as Promise<RenderModule>;
  return loading;
}

async function renderer(): Promise<FirstScreenRenderer | undefined> {
  const { renderFirstScreen } = await renderModule();
  return typeof renderFirstScreen === 'function' ? (renderFirstScreen as FirstScreenRenderer) : undefined;
}

/** Loads the module at the API's start: whether it has a `renderFirstScreen` (thrown when it did not load). */
export async function load(): Promise<boolean> {
  return (await renderer()) !== undefined;
}

/** Runs the module's warm-up, where it has one (rejected when it failed). */
export async function warmUp(): Promise<void> {
  const { warmUpFirstScreens } = await renderModule();
  if (typeof warmUpFirstScreens === 'function') await (warmUpFirstScreens as FirstScreenWarmUp)();
}

export async function render({ query, port }: RenderTask): Promise<FirstScreenAnswer | null> {
  try {
    const renderFirstScreen = await renderer();
    // Only a module replaced under a running API, read by a thread started again.
    if (!renderFirstScreen) throw new Error('the render module exports no renderFirstScreen function');
    return await renderFirstScreen({ ...query, fetch: fetchThrough(port) });
  } finally {
    port.close();
  }
}

/**
 * The `fetch` the module reads its data with: each request goes to the main thread, which runs the API's
 * route as the caller, or refuses it (read-in-process.ts); the answer comes back as a `Response`.
 */
function fetchThrough(port: MessagePort): typeof fetch {
  const waiting = new Map<number, (answer: InProcessAnswer) => void>();
  let lastId = 0;
  port.on('message', ({ id, answer }: { id: number; answer: InProcessAnswer }) => {
    waiting.get(id)?.(answer);
    waiting.delete(id);
  });
  return async (input, init) => {
    const read: InProcessRead =
      input instanceof Request
        ? { method: init?.method ?? input.method, url: input.url }
        : { method: init?.method ?? 'GET', url: input instanceof URL ? input.href : input };
    const id = (lastId += 1);
    const answer = await new Promise<InProcessAnswer>((resolve) => {
      waiting.set(id, resolve);
      port.postMessage({ id, read });
    });
    if ('refused' in answer) throw new TypeError(answer.refused);
    return new Response(NULL_BODY_STATUSES.has(answer.status) ? null : answer.body, {
      status: answer.status,
      headers: answer.contentType === undefined ? {} : { 'content-type': answer.contentType },
    });
  };
}
