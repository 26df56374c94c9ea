/** What the page may ask the service worker (app/pwa/register-service-worker.ts sends them). */
export const SW_MESSAGE = {
  /** Take over now: the user chose to update (the page reloads when the new worker controls it). */
  skipWaiting: 'SKIP_WAITING',
  /** Answer the release this worker serves, so the page can tell a new version from its own. */
  getBuildId: 'GET_BUILD_ID',
} as const;
