/**
 * The release's folder of modules the API runs in Node (`first-screen.js`, vite/prerender-plugin.ts): not
 * precompressed, not precached by the service worker, not served to browsers (the API's portal-static).
 */
export const SERVER_DIR = 'server';
