import type { Language } from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';

import { API_BASE } from '../endpoint-route';

/** The route that renders: a render that asked for a render would never end. */
const FIRST_SCREEN_URL = `${API_BASE}/first-screen`;

/** Only the path and search of what the renderer asks are used: any origin resolves to this app. */
const ANY_ORIGIN = 'http://in-process.invalid';

/** Statuses whose Response must have no body (the Fetch standard's "null body status"). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** Who the caller of the first screen is, as the routes the renderer reads must see them. */
interface Caller {
  /** The caller's own Authorization header: each route checks it as if the browser had asked. */
  authorization: string | undefined;
  /** The page's language, for the messages of any refusal. */
  language: Language;
}

/**
 * The `fetch` the portal's render module reads its data with: each GET under `/api` runs the API's
 * own route in this process (`app.inject`), with the caller's authorization and the page's language and
 * no other header of theirs, so every access rule holds as it does for the browser, and another
 * customer's data can never reach the painted screen. Writes, addresses outside the API and the first
 * screen itself are refused (thrown, as a network failure would be).
 */
export function inProcessFetch(app: FastifyInstance, caller: Caller): typeof fetch {
  return async (input, init) => {
    const asked = input instanceof Request ? input : undefined;
    const method = (init?.method ?? asked?.method ?? 'GET').toUpperCase();
    if (method !== 'GET') throw new TypeError(`first screen: only GET is run in-process, not ${method}`);
    const href = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    const { pathname, search } = new URL(href, ANY_ORIGIN);
    // The router decodes escapes (`first%2Dscreen`) before it matches; so does this check.
    const decoded = decodePath(pathname);
    if (!decoded.startsWith(`${API_BASE}/`))
      throw new TypeError(`first screen: ${pathname} is not an API route`);
    if (decoded === FIRST_SCREEN_URL) throw new TypeError('first screen: a render cannot ask for a render');

    const response = await app.inject({
      method: 'GET',
      url: pathname + search,
      headers: {
        ...(caller.authorization !== undefined && { authorization: caller.authorization }),
        'accept-language': caller.language,
      },
    });
    const contentType = response.headers['content-type'];
    const body = NULL_BODY_STATUSES.has(response.statusCode) ? null : new Uint8Array(response.rawPayload);
    return new Response(body, {
      status: response.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    throw new TypeError(`first screen: ${pathname} is not a valid address`);
  }
}
