/**
 * The portal's service worker (decision 028). The shell, locales and every built asset are precached, so
 * a signed-in user can open the app offline. Navigations still go to the network first: the precached
 * index.html is only the answer when the network fails, so an online user never gets a stale sign-in page
 * after a release. The API (`/api/*`) is never touched: per-user data stays out of Cache Storage.
 */
import { clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

import { SW_MESSAGE } from './messages';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const API = /^\/api\//;

// Starts the page's request while the worker boots, so network-first costs no extra wait.
enableNavigationPreload();

const network = new NetworkOnly();
// Registered before the precache's route, which would otherwise answer `/` from the cache first.
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await network.handle(options);
      } catch {
        // Offline: the precached page itself (the privacy policy) or the app's shell for any route.
        const page = await matchPrecache(options.url.pathname);
        return page ?? (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    { denylist: [API] },
  ),
);

precacheAndRoute(self.__WB_MANIFEST);
// The caches of older workbox versions; an older release's entries go when this one activates.
cleanupOutdatedCaches();
// A first install controls the open page at once; an update waits for the user (SKIP_WAITING below).
clientsClaim();

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === SW_MESSAGE.skipWaiting) void self.skipWaiting();
  if (type === SW_MESSAGE.getBuildId) event.ports[0]?.postMessage(__BUILD_ID__);
});
