import { describe, expect, it, vi } from 'vitest';

import { SW_MESSAGE } from '../../sw/messages';
import { createPwaOffers } from './pwa-state';
import {
  linkWebManifest,
  offerUpdates,
  PAGE_BUILD_ID,
  type ServiceWorkerHandle,
} from './register-service-worker';

/** workbox-window's Workbox as far as the update offer uses it: its two events, fired by the test. */
function fakeWorker() {
  const listeners: Record<string, ((event: { sw?: ServiceWorker }) => void)[]> = {};
  const worker: ServiceWorkerHandle = {
    addEventListener: (type: string, listener: (event: { sw?: ServiceWorker }) => void) => {
      (listeners[type] ??= []).push(listener);
    },
    update: async () => undefined,
  };
  const fire = (type: 'waiting' | 'controlling', event: { sw?: ServiceWorker } = {}) => {
    for (const listener of listeners[type] ?? []) listener(event);
  };
  return { worker, fire };
}

/** A waiting worker of a given release: answers its build id, records what it is told. */
function waitingWorker(buildId: string) {
  const told: unknown[] = [];
  const sw = { postMessage: (message: unknown) => told.push(message) } as unknown as ServiceWorker;
  const ask = vi.fn(async (_sw: ServiceWorker, message: { type: string }) =>
    message.type === SW_MESSAGE.getBuildId ? buildId : undefined,
  );
  return { sw, told, ask };
}

describe('offering a new release', () => {
  it('offers the update when a worker of another release waits, and switches only when asked', async () => {
    const { worker, fire } = fakeWorker();
    const offers = createPwaOffers();
    const waiting = waitingWorker('next-release');
    const reload = vi.fn();
    offerUpdates({ worker, offers, ask: waiting.ask, reload });

    fire('waiting', { sw: waiting.sw });
    await vi.waitFor(() => expect(offers.get().update).not.toBeNull());
    expect(waiting.told).toEqual([]);

    offers.get().update?.();
    expect(waiting.told).toEqual([{ type: SW_MESSAGE.skipWaiting }]);
    expect(offers.get().update).toBeNull();
    // The page reloads once the new worker has taken it over, not before.
    expect(reload).not.toHaveBeenCalled();
    fire('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('offers nothing for a waiting worker of this very release', async () => {
    const { worker, fire } = fakeWorker();
    const offers = createPwaOffers();
    const waiting = waitingWorker(PAGE_BUILD_ID);
    offerUpdates({ worker, offers, ask: waiting.ask, reload: vi.fn() });
    fire('waiting', { sw: waiting.sw });
    await vi.waitFor(() => expect(waiting.ask).toHaveBeenCalledOnce());
    await Promise.resolve();
    expect(offers.get().update).toBeNull();
  });

  it('does not reload when another tab switched releases: only the tab that asked does', () => {
    const { worker, fire } = fakeWorker();
    const reload = vi.fn();
    offerUpdates({ worker, offers: createPwaOffers(), ask: vi.fn(), reload });
    fire('controlling');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('linking the web app manifest', () => {
  it('links it once, however often the shell starts', async () => {
    const head = document.createElement('head');
    linkWebManifest(head);
    linkWebManifest(head);
    const links = head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]');
    expect([...links].map((link) => new URL(link.href).pathname)).toEqual(['/manifest.webmanifest']);
  });
});
