import { SW_MESSAGE } from '../../sw/messages';
import type { PwaOffersStore } from './pwa-state';

declare const __BUILD_ID__: string | undefined;

/** The release of this page (vite.config.ts); builds without the define (tests, stories) have none. */
export const PAGE_BUILD_ID = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'development';

/** A new release is looked for this often while the app stays open, and whenever it is shown again. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** What is used of workbox-window's `Workbox` (a fake stands in for it in tests). */
export interface ServiceWorkerHandle {
  addEventListener(type: 'waiting', listener: (event: { sw?: ServiceWorker }) => void): void;
  addEventListener(type: 'controlling', listener: () => void): void;
  update(): Promise<unknown>;
}

interface UpdateDeps {
  worker: ServiceWorkerHandle;
  offers: PwaOffersStore;
  /** Asks a worker something and waits for its answer (workbox-window's `messageSW`). */
  ask: (sw: ServiceWorker, message: { type: string }) => Promise<unknown>;
  reload: () => void;
}

/**
 * Offers the update when a new release's worker waits. It waits for the user: switching under an open
 * screen would mix two releases' files. A waiting worker of the same release (a rebuild of one commit
 * serves the same page) is not worth a reload. The page reloads once the new worker controls it.
 */
export function offerUpdates({ worker, offers, ask, reload }: UpdateDeps): void {
  let updating = false;
  worker.addEventListener('controlling', () => {
    if (updating) reload();
  });
  worker.addEventListener('waiting', (event) => {
    const waiting = event.sw;
    if (!waiting) return;
    void ask(waiting, { type: SW_MESSAGE.getBuildId }).then((buildId) => {
      if (buildId === PAGE_BUILD_ID) return;
      offers.set({
        update: () => {
          updating = true;
          offers.set({ update: null });
          waiting.postMessage({ type: SW_MESSAGE.skipWaiting });
        },
      });
    });
  });
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 1000);
}

/** Served by the release build (vite/service-worker-plugin.ts). */
const WEB_MANIFEST_URL = '/manifest.webmanifest';

/**
 * Links the web app manifest, which makes the portal installable. Not in index.html: there every cold
 * load of every page would fetch it and its icon, the sign-in page's included (issue 13).
 */
export function linkWebManifest(head: HTMLElement = document.head): void {
  if (head.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = WEB_MANIFEST_URL;
  head.append(link);
}

let started = false;

/**
 * Registers the service worker (src/sw/sw.ts) and links the manifest once per page, when the signed-in
 * frame is up and the browser is idle: the sign-in page never loads this code, and the first screen does
 * not wait for the precache. Only the release build has a worker to register.
 */
export function startServiceWorker(offers: PwaOffersStore): void {
  if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  started = true;
  whenIdle(() => {
    linkWebManifest();
    void import('workbox-window').then(({ Workbox, messageSW }) => {
      const worker = new Workbox('/sw.js');
      offerUpdates({ worker, offers, ask: messageSW, reload: () => window.location.reload() });
      void worker.register();
      const check = () => void worker.update().catch(() => undefined);
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    });
  });
}
