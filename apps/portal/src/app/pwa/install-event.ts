import type { PwaOffersStore } from './pwa-state';

/** Chromium's install event (not in TypeScript's DOM types: not a web standard). */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
}

/**
 * Keeps the browser's install offer for the install button instead of its own mini bar: the user is
 * asked once, in the portal's words, and the offer goes once the portal is installed.
 */
export function listenForInstall(offers: PwaOffersStore): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    const prompt = event as BeforeInstallPromptEvent;
    offers.set({
      install: () => {
        offers.set({ install: null });
        void prompt.prompt();
      },
    });
  });
  window.addEventListener('appinstalled', () => offers.set({ install: null }));
}
