import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import Beasties from 'beasties';
import type { Plugin } from 'vite';

import { screenStyles } from '../src/app/first-screens/early-loads';
import { FIRST_SCREEN_ID, MANTINE_STYLES, templateId } from '../src/app/first-screens/first-screen-ids';
import type { FirstScreens } from '../src/app/first-screens/render-first-screens';
import { innerBuild } from './chunk-groups';
import { earlyLoadsOf } from './early-loads';
import { LANGUAGES, mergeLocale } from './locales-plugin';
import { SERVER_DIR } from './release-layout';

interface PrerenderOptions {
  repoRoot: string;
  configFile: string;
  /** The module exporting renderFirstScreens (rendered in Node). */
  renderEntry: string;
  /**
   * The module the API loads from the release to paint a stored session's screen (exporting
   * renderFirstScreen, and warmUpFirstScreens run when it has loaded): built beside the release, in
   * `server/`.
   */
  signedInEntry: string;
  /** The module run inline in the page to choose the screen (bundled on its own). */
  bootEntry: string;
  /**
   * The module run inline first thing in the page's head, to ask for a stored session's painted screen
   * before the rest of the page is parsed (bundled on its own).
   */
  paintRequestEntry: string;
}

const BUILD_RENDERER = 'render-first-screens';
const SIGNED_IN_RENDERER = 'first-screen';

/**
 * Builds the app's modules for Node (same config: the same CSS module class names) into the release's
 * `server/` folder, which the portal's static files leave out: the API's signed-in screen
 * (`server/first-screen.js`, self-contained as the API has none of the portal's packages) and the
 * build's first screens, loaded here and then removed.
 */
async function loadRenderer(options: PrerenderOptions, releaseDir: string) {
  const outDir = join(releaseDir, SERVER_DIR);
  await innerBuild({
    configFile: options.configFile,
    // React's and the libraries' production code, as in the browser: the API's process need not set
    // NODE_ENV, and their development code renders several times slower.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: true,
      rolldownOptions: {
        input: { [BUILD_RENDERER]: options.renderEntry, [SIGNED_IN_RENDERER]: options.signedInEntry },
      },
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      copyPublicDir: false,
    },
    ssr: { noExternal: true },
  });
  const file = join(outDir, `${BUILD_RENDERER}.js`);
  const module = (await import(pathToFileURL(file).href)) as {
    renderFirstScreens: (language: string, translations: object) => FirstScreens;
  };
  await rm(file);
  return module.renderFirstScreens;
}

/** Bundles a module to run inline in index.html, with the build's values it declares (`define`). */
async function bundleInlineScript(
  options: PrerenderOptions,
  entry: string,
  define: Record<string, unknown>,
): Promise<string> {
  const [output] = await innerBuild({
    configFile: options.configFile,
    define: Object.fromEntries(Object.entries(define).map(([name, value]) => [name, JSON.stringify(value)])),
    build: {
      write: false,
      sourcemap: false,
      lib: { entry, formats: ['iife'], name: 'dosselFirstScreen', fileName: 'boot' },
    },
  });
  const chunk = output?.output.find((item) => item.type === 'chunk');
  if (!chunk) throw new Error(`prerender: the inline script ${entry} did not build`);
  return chunk.code.trim();
}

/**
 * Paint before JavaScript: index.html carries the sign-in page and the loading screen in the three
 * languages, rendered from the app's components at build time, and a few lines of inline script that
 * show the right one while the page is parsed (app/first-screens/boot.ts). Beasties inlines the CSS
 * those screens use and moves the full stylesheet to the end of the body, so nothing blocks the first
 * paint but index.html itself; the icon is inlined too. The app takes the screen over when it has drawn
 * its own (take-over.ts). For a stored session, the same script starts the signed-in screen's files and
 * first requests at once (vite/early-loads.ts finds the files in this build); a second one, at the top of
 * the head, asks for the screen the API paints before the rest of the page is parsed. Those scripts start
 * the app's own code, whose tags the page no longer has (app-code.ts says when).
 */
export function prerenderPlugin(options: PrerenderOptions): Plugin {
  let outDir = 'dist';
  let base = '/';
  return {
    name: 'dossel-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(_output, bundle) {
        const renderFirstScreens = await loadRenderer(options, outDir);
        const screens = LANGUAGES.map((language) => ({
          language,
          ...renderFirstScreens(language, mergeLocale(options.repoRoot, language)),
        }));
        // Mantine's theme variables are the same in every language: once, in the head.
        const mantineStyles = [...new Set(screens[0]?.signIn.match(MANTINE_STYLES) ?? [])].join('');
        const templates = screens
          .flatMap(({ language, signIn, loading }) => [
            `<template id="${templateId('signIn', language)}">${signIn.replace(MANTINE_STYLES, '')}</template>`,
            `<template id="${templateId('loading', language)}">${loading.replace(MANTINE_STYLES, '')}</template>`,
          ])
          .join('');
        const indexFile = join(outDir, 'index.html');
        let html = await readFile(indexFile, 'utf8');
        // The app's code is started by the inline scripts (app/first-screens/app-code.ts), not by its tags.
        const appCode = { entry: '', preloads: [] as string[] };
        html = html.replace(
          /<script type="module" crossorigin src="([^"]+)"><\/script>/,
          (_, src: string) => {
            appCode.entry = src;
            return '';
          },
        );
        html = html.replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
          appCode.preloads.push(href);
          return '';
        });
        if (!appCode.entry) throw new Error('prerender: index.html has no entry module');
        const earlyLoads = earlyLoadsOf(bundle, options.repoRoot, base);
        const boot = await bundleInlineScript(options, options.bootEntry, {
          __EARLY_LOADS__: earlyLoads,
          __APP_CODE__: appCode,
        });
        const paintRequest = await bundleInlineScript(options, options.paintRequestEntry, {
          // Each painted screen's style sheets, by address: the paint waits for them.
          __PAINTED_STYLES__: Object.fromEntries(
            earlyLoads.painted.map((path) => [path, screenStyles(earlyLoads, path)]),
          ),
          __APP_CODE__: appCode,
        });
        // First thing after the viewport's meta tag, which the script's desktop-or-phone check depends on.
        html = html.replace(
          /<meta name="viewport"[^>]*>/,
          (viewport) => `${viewport}<script>${paintRequest}</script>`,
        );
        html = html.replace('</head>', `${mantineStyles}</head>`);
        // The icon rides in the page (180 bytes) instead of costing a request of its own.
        const icon = await readFile(join(outDir, 'favicon.svg'), 'utf8');
        html = html.replace(
          'href="/favicon.svg"',
          `href="data:image/svg+xml,${encodeURIComponent(icon.trim())}"`,
        );
        html = html.replace(
          '<div id="root"></div>',
          `<div id="${FIRST_SCREEN_ID}"></div>${templates}<script>${boot}</script><div id="root"></div>`,
        );
        const beasties = new Beasties({
          path: outDir,
          publicPath: '/',
          preload: 'body',
          pruneSource: false,
          reduceInlineStyles: false,
          inlineFonts: false,
          logLevel: 'warn',
        });
        await writeFile(indexFile, await beasties.process(html));
      },
    },
  };
}
