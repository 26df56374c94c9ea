import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import Beasties from 'beasties';
import type { Plugin } from 'vite';

import { FIRST_SCREEN_ID, templateId } from '../src/app/first-screens/first-screen-ids';
import type { FirstScreens } from '../src/app/first-screens/render-first-screens';
import type { EarlyLoads } from '../src/app/first-screens/early-loads';
import { innerBuild } from './chunk-groups';
import { earlyLoadsOf } from './early-loads';
import { LANGUAGES, mergeLocale } from './locales-plugin';

interface PrerenderOptions {
  repoRoot: string;
  configFile: string;
  /** The module exporting renderFirstScreens (rendered in Node). */
  renderEntry: string;
  /** The module run inline in the page to choose the screen (bundled on its own). */
  bootEntry: string;
}

const MANTINE_STYLES = /<style data-mantine-styles[^>]*>[\s\S]*?<\/style>/g;

/** Builds a module of the app for Node (same config: the same CSS module class names) and loads it. */
async function loadRenderer(options: PrerenderOptions) {
  const outDir = await mkdtemp(join(tmpdir(), 'dossel-prerender-'));
  try {
    await innerBuild({
      configFile: options.configFile,
      build: { ssr: options.renderEntry, outDir, emptyOutDir: true, sourcemap: false, copyPublicDir: false },
      ssr: { noExternal: true },
    });
    const file = pathToFileURL(join(outDir, 'render-first-screens.js')).href;
    const module = (await import(file)) as {
      renderFirstScreens: (language: string, translations: object) => FirstScreens;
    };
    return module.renderFirstScreens;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

async function bundleBootScript(options: PrerenderOptions, earlyLoads: EarlyLoads): Promise<string> {
  const [output] = await innerBuild({
    configFile: options.configFile,
    define: { __EARLY_LOADS__: JSON.stringify(earlyLoads) },
    build: {
      write: false,
      sourcemap: false,
      lib: { entry: options.bootEntry, formats: ['iife'], name: 'dosselFirstScreen', fileName: 'boot' },
    },
  });
  const chunk = output?.output.find((item) => item.type === 'chunk');
  if (!chunk) throw new Error('prerender: the boot script did not build');
  return chunk.code.trim();
}

/**
 * Paint before JavaScript: index.html carries the sign-in page and the loading screen in the three
 * languages, rendered from the app's components at build time, and a few lines of inline script that
 * show the right one while the page is parsed (app/first-screens/boot.ts). Beasties inlines the CSS
 * those screens use and moves the full stylesheet to the end of the body, so nothing blocks the first
 * paint but index.html itself; the icon is inlined too. The app takes the screen over when it has drawn
 * its own (take-over.ts). For a stored session, the same script starts the signed-in screen's files and
 * first requests at once (vite/early-loads.ts finds the files in this build).
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
        const renderFirstScreens = await loadRenderer(options);
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
        const boot = await bundleBootScript(options, earlyLoadsOf(bundle, options.repoRoot, base));
        const indexFile = join(outDir, 'index.html');
        let html = await readFile(indexFile, 'utf8');
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
