import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { firstScreenEndpoints } from '@dossel/api-client';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';

import { routeOf } from '../endpoint-route';
import { createRenderPool, type RenderPool } from './render-pool';

/**
 * A render that takes longer is not waited for: the page stops waiting at 3 s (painted-screen.ts), and by
 * then the app's own screen is on its way.
 */
const RENDER_WITHIN_MS = 2_500;

/**
 * Renders running at once in this instance, each about 100 ms of CPU on the one render thread: above it
 * a page is painted nothing and loads as it would without it.
 */
const MAX_RENDERS_AT_ONCE = 4;

/** The answer when there is nothing to paint: the page then loads as it would without it. */
const nothingToPaint = z.null().meta({ description: 'Nothing to paint for this address' });

/**
 * `GET /first-screen` (issue 13): the screen of a signed-in deep link, rendered with the portal's own
 * components by the render module its build writes to `PORTAL_DIST/server/first-screen.js`, for
 * index.html's inline script to show before the app's JavaScript has arrived. The module runs in a
 * thread of its own (render-pool.ts) and reads its data through the API's own routes, as the caller
 * (read-in-process.ts). The paint only saves time: without the module, for an address it does not paint,
 * or when its render fails, the answer is 204 and the page loads as it always did.
 */
export default async function firstScreenRoutes(app: FastifyInstance) {
  const renderer = rendererOf(app);
  let rendering = 0;
  // Loaded at start (a few hundred ms), then warmed up in the background (its painted screens rendered
  // from samples): the first pages after a start are painted like the next ones.
  app.addHook('onReady', async () => {
    await renderer.started();
  });
  app.addHook('onClose', async () => {
    await renderer.close();
  });

  await routeOf(
    app,
    firstScreenEndpoints.render,
    { responses: { 204: nothingToPaint } },
    async (request, reply) => {
      // The screen holds the caller's own data.
      reply.header('cache-control', 'no-store');
      const pool = await renderer.started();
      if (pool && rendering < MAX_RENDERS_AT_ONCE) {
        const { query } = request;
        rendering += 1;
        // Counted until the render itself ends, even when its answer is no longer waited for.
        const rendered = pool
          .render(query, { authorization: request.headers.authorization, language: query.language })
          .finally(() => (rendering -= 1));
        try {
          const answer = await Promise.race([rendered, sleep(RENDER_WITHIN_MS, null, { ref: false })]);
          if (answer) return answer;
        } catch (error) {
          request.log.warn({ err: error }, 'first screen: the render failed; the page loads without it');
        }
      }
      // 204 is the route's second answer (`responses`); the handler's type knows the declared 200 only.
      return (reply as FastifyReply).code(204).send();
    },
  );
}

/** The render thread, started once (at start) and kept; null when there is no module to run. */
function rendererOf(app: FastifyInstance) {
  let starting: Promise<RenderPool | null> | undefined;
  let closing = false;
  const start = async () => {
    const pool = await startPool(app);
    // Not waited for: the API answers meanwhile, and a render asked for during it shares the thread.
    pool?.warmUp().catch((error: unknown) => {
      if (!closing) app.log.error({ err: error }, 'first screen: the warm-up render failed');
    });
    return pool;
  };
  return {
    started: () => (starting ??= start()),
    close: async () => {
      closing = true;
      await (await starting)?.close();
    },
  };
}

async function startPool(app: FastifyInstance): Promise<RenderPool | null> {
  const { portalDist } = app.config;
  if (!portalDist) return null;
  const file = join(portalDist, 'server', 'first-screen.js');
  // A portal built without the module (or no portal served): nothing to paint, nothing to report.
  if (!(await exists(file))) return null;
  const pool = createRenderPool(app, file, MAX_RENDERS_AT_ONCE);
  try {
    if (await pool.load()) return pool;
    app.log.error({ file }, 'first screen: the render module exports no renderFirstScreen function');
  } catch (error) {
    app.log.error({ err: error, file }, 'first screen: the render module did not load');
  }
  await pool.close();
  return null;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
