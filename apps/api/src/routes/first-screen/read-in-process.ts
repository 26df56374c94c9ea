import type { Language } from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';

import { API_BASE } from '../endpoint-route';

/** The route that renders: a render that asked for a render would never end. */
const FIRST_SCREEN_URL = `${API_BASE}/first-screen`;

/** Only the path and search of what the renderer asks are used: any origin resolves to this app. */
const ANY_ORIGIN = 'http://in-process.invalid';

/** Who the caller of the first screen is, as the routes the renderer reads must see them. */
export interface Caller {
  /** The caller's own Authorization header: each route checks it as if the browser had asked. */
  authorization: string | undefined;
  /** The page's language, for the messages of any refusal. */
  language: Language;
}

/** A request of the render module's `fetch`, as the render thread passes it on (render-thread.ts). */
export interface InProcessRead {
  method: string;
  /** As the module gave it: absolute or relative. */
  url: string;
}

/** The route's answer, or why the read was refused (the module's `fetch` throws it, as a network failure). */
export type InProcessAnswer =
  { status: number; contentType: string | undefined; body: Uint8Array<ArrayBuffer> } | { refused: string };

/**
 * A read of the portal's render module, run on the main thread: each GET under `/api` runs the API's own
 * route in this process (`app.inject`), with the caller's authorization and the page's language and no
 * other header of theirs, so every access rule holds as it does for the browser, and another customer's
 * data can never reach the painted screen. Writes, addresses outside the API and the first screen itself
 * are refused. Every check is made here, not in the thread that runs the module.
 */
export async function readInProcess(
  app: FastifyInstance,
  caller: Caller,
  { method, url }: InProcessRead,
): Promise<InProcessAnswer> {
  const asked = method.toUpperCase();
  if (asked !== 'GET') return { refused: `first screen: only GET is run in-process, not ${asked}` };
  const { pathname, search } = new URL(url, ANY_ORIGIN);
  // The router decodes escapes (`first%2Dscreen`) before it matches; so does this check.
  const decoded = decodePath(pathname);
  if (decoded === undefined) return { refused: `first screen: ${pathname} is not a valid address` };
  if (!decoded.startsWith(`${API_BASE}/`))
    return { refused: `first screen: ${pathname} is not an API route` };
  if (decoded === FIRST_SCREEN_URL) return { refused: 'first screen: a render cannot ask for a render' };

  const response = await app.inject({
    method: 'GET',
    url: pathname + search,
    headers: {
      ...(caller.authorization !== undefined && { authorization: caller.authorization }),
      'accept-language': caller.language,
    },
  });
  const contentType = response.headers['content-type'];
  return {
    status: response.statusCode,
    contentType: typeof contentType === 'string' ? contentType : undefined,
    // A copy of its own, so that it can be moved to the thread (the payload may share a pooled buffer).
    body: new Uint8Array(response.rawPayload),
  };
}

function decodePath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}
