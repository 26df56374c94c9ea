/** The release this code belongs to (vite.config.ts `define`), the same in the page and the service worker. */
declare const __BUILD_ID__: string;
