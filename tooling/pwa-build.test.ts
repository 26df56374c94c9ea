import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { dosselTheme } from '../packages/ui-kit/src/theme/theme';
import { portalDist } from './budgets';

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

const manifest = () =>
  JSON.parse(readFileSync(join(portalDist, 'manifest.webmanifest'), 'utf8')) as WebManifest;

/** A PNG's width and height, from its IHDR chunk (bytes 16–23). */
function pngSize(file: string): string {
  const bytes = readFileSync(file);
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** The URLs workbox wrote into sw.js in place of `self.__WB_MANIFEST`. */
function precachedUrls(): string[] {
  const sw = readFileSync(join(portalDist, 'sw.js'), 'utf8');
  const list = /\[\{"revision":[\s\S]*?\}\]/.exec(sw)?.[0];
  if (!list) throw new Error('sw.js holds no precache list');
  return (JSON.parse(list) as { url: string }[]).map((entry) => entry.url);
}

describe('the installable portal (built, decision 028)', () => {
  // Linked, a manifest is fetched with its icon on every cold load (issue 13): the shell links it.
  it('does not link the web app manifest from index.html', () => {
    expect(readFileSync(join(portalDist, 'index.html'), 'utf8')).not.toContain('rel="manifest"');
  });

  it('names the app, opens it at / on its own window, in the theme’s colours', () => {
    expect(manifest()).toMatchObject({
      name: 'Dossel — Portal do Cliente',
      short_name: 'Dossel',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
    });
    // The brand green the buttons use: the primary colour at its primary shade.
    expect(manifest().theme_color).toBe(dosselTheme.colors?.forest?.[7]);
  });

  it('has 192 and 512 px icons and a maskable one, each the size it says', () => {
    const icons = manifest().icons;
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      expect(icon.type).toBe('image/png');
      expect(pngSize(join(portalDist, icon.src))).toBe(icon.sizes);
    }
  });

  it('precaches the page, the three languages and every built script and style sheet', () => {
    const urls = precachedUrls();
    expect(urls).toEqual(expect.arrayContaining(['index.html', 'manifest.webmanifest', 'favicon.svg']));
    for (const language of ['pt-BR', 'en-US', 'es'])
      expect(urls).toContain(`locales/${language}/translations.json`);
    const assets = readdirSync(join(portalDist, 'assets')).filter((file) => /\.(?:js|mjs|css)$/.test(file));
    expect(assets.length).toBeGreaterThan(20);
    for (const asset of assets) expect(urls).toContain(`assets/${asset}`);
  });

  it('precaches no compressed copy, source map or the worker itself', () => {
    const urls = precachedUrls();
    expect(urls.filter((url) => /\.(?:br|gz|map)$/.test(url) || url === 'sw.js')).toEqual([]);
    expect(new Set(urls).size).toBe(urls.length);
  });

  // Issue 13: the module the API renders a signed-in deep link with is the server's, not the browser's.
  it("holds the API's render module, neither precached nor compressed", () => {
    expect(existsSync(join(portalDist, 'server', 'first-screen.js'))).toBe(true);
    expect(existsSync(join(portalDist, 'server', 'first-screen.js.br'))).toBe(false);
    expect(precachedUrls().filter((url) => url.startsWith('server/'))).toEqual([]);
  });

  it('compresses sw.js like every other script', () => {
    expect(existsSync(join(portalDist, 'sw.js.br'))).toBe(true);
    expect(readFileSync(join(portalDist, 'sw.js'), 'utf8')).not.toContain('__WB_MANIFEST');
  });
});
