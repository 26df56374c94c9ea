// A fake server that notes what is asked of it, for the tests of the screens' prefetches (issue 13):
// what a prefetch asks, and that the screen then asks for nothing more.
import type { RequestOptions } from '@dossel/api-client';
import { createFakeApiClient, fakeRequest, type FakeRoutes } from '@dossel/api-client/testing';
import { expect } from 'vitest';

import type { ScreenPrefetch, ScreenSession } from '../lib/screen-prefetch';
import { renderApp } from './render-app';
import { testQueryClient, testSession } from './test-services';

/**
 * `routes`, noting each call as `GET /path` with its query string, if any (`?grupo=Plantio&page=2`): a
 * call none of them answers is noted too, so a screen asking for something else is seen, not only failed.
 */
export function countingRoutes(routes: FakeRoutes) {
  const asked: string[] = [];
  const counting = new Proxy(routes, {
    get(target, route) {
      const handler = typeof route === 'string' ? target[route] : undefined;
      if (typeof route !== 'string' || !/^[A-Z]+ \//.test(route)) return handler;
      // Unanswered: noted, then refused as the fake server refuses it (an unreachable server).
      if (!handler) return void asked.push(route);
      return (options: RequestOptions) => {
        const query = Object.entries(options.query ?? {})
          .filter(([, value]) => value !== undefined)
          .map(([name, value]) => `${name}=${String(value)}`)
          .join('&');
        asked.push(query ? `${route}?${query}` : route);
        return handler(options);
      };
    },
  });
  return { asked, routes: counting };
}

/** Every query started has answered. */
export const settled = () => expect.poll(() => testQueryClient().isFetching(), { timeout: 5_000 }).toBe(0);

/**
 * Prefetches `path` on one fake server (`server()`), then opens the screen there, signed in as the
 * session's user, on a second one: what did each ask? A screen whose prefetch covers its first render
 * asks for nothing.
 */
export async function screenAfterPrefetch({
  path,
  server,
  prefetch,
  session,
}: {
  path: string;
  server: () => FakeRoutes;
  prefetch: ScreenPrefetch;
  session: ScreenSession;
}) {
  const prefetched = countingRoutes(server());
  prefetch(testQueryClient(), fakeRequest(prefetched.routes), new URL(path, 'http://localhost'), session);
  await settled();
  const screen = countingRoutes(server());
  testSession().getState().signIn('t');
  testSession()
    .getState()
    .setUser({
      ...session.user,
      currentCustomerId: session.currentCustomer ?? session.user.currentCustomerId,
    });
  const app = await renderApp({ path, client: createFakeApiClient({}, screen.routes) });
  return { prefetched: prefetched.asked, screen: screen.asked, app };
}
