import { execFileSync } from 'node:child_process';

import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { SERVER_DIR } from './release-layout';

/**
 * The app's colours in the installed app's title bar and splash screen: the ui-kit theme's brand green
 * (`forest.7`, the primary shade) on the light scheme's white page (tooling/pwa-build.test.ts compares).
 */
const THEME_COLOR = '#21703a';
const BACKGROUND_COLOR = '#ffffff';

/**
 * The release a build belongs to: the commit it was built from, or the build's time where there is no
 * git (a copied tree). The page and the service worker both carry it (`__BUILD_ID__`).
 */
export function buildId(repoRoot: string): string {
  if (process.env.DOSSEL_BUILD_ID) return process.env.DOSSEL_BUILD_ID;
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).trim();
  } catch {
    return new Date().toISOString();
  }
}

/** The web app manifest (decision 028): what the installed app is called and looks like. */
const WEB_MANIFEST = {
  id: '/',
  name: 'Dossel — Portal do Cliente',
  short_name: 'Dossel',
  description: 'Dossel — Portal do Cliente',
  lang: 'pt-BR',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/** Where the manifest is served; the signed-in shell links it (src/app/pwa/register-service-worker.ts). */
const WEB_MANIFEST_FILE = 'manifest.webmanifest';

/**
 * Writes the manifest ourselves rather than through vite-plugin-pwa, which would also link it from
 * index.html: a linked manifest is fetched, with its icon, on every cold load of every page (the
 * sign-in page's two extra requests, issue 13). The shell links it when it registers the worker.
 */
function webManifestPlugin(): PluginOption {
  return {
    name: 'dossel-web-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WEB_MANIFEST_FILE, source: JSON.stringify(WEB_MANIFEST) });
    },
  };
}

/**
 * The installable portal (decision 028): the web app manifest and our own service worker (src/sw/sw.ts),
 * into which the list of files to precache is written. The page registers it itself, after the signed-in
 * shell is up (src/app/pwa), so nothing is added to the sign-in page.
 */
export function serviceWorkerPlugin(): PluginOption {
  return [
    webManifestPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      integration: {
        // The worker is one file: said in Vite 8's words (the plugin's `inlineDynamicImports` is
        // deprecated there and warns at every build).
        configureCustomSWViteBuild(config) {
          const output = config.build?.rollupOptions?.output;
          if (!output || Array.isArray(output)) return;
          delete output.inlineDynamicImports;
          Object.assign(output, { codeSplitting: false });
        },
      },
      injectManifest: {
        // The shell, the three languages' texts, the manifest and every built file; not the compressed
        // copies or maps, nor the modules the API runs (server/).
        globPatterns: ['**/*.{html,js,mjs,css,json,webmanifest,svg,png}'],
        globIgnores: ['**/*.map', '**/*.br', '**/*.gz', 'sw.js', `${SERVER_DIR}/**`],
        // Hashed names change with their content: no revision needed.
        dontCacheBustURLsMatching: /^assets\//,
        // The weed map's canvas is the largest file (about 1.1 MB).
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      },
    }),
  ];
}
