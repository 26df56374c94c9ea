// Renders the installed app's icons (public/icons/*.png, committed) from the favicon, once, with Debian's
// Chromium: `node apps/portal/scripts/make-icons.mjs`. Run it again only when favicon.svg changes.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { chromium } from '@playwright/test';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const favicon = await readFile(new URL('favicon.svg', `file://${publicDir}`), 'utf8');
/** The manifest's background colour (vite/service-worker-plugin.ts), behind the maskable icon. */
const BACKGROUND = '#ffffff';

/**
 * A plain icon is the favicon edge to edge on a transparent square. A maskable one is cut to a circle or
 * another shape by the system, which keeps only the middle 80 %: the favicon drawn in that safe zone on
 * a filled square.
 */
const ICONS = [
  { file: 'icon-192.png', size: 192, padding: 0, background: 'transparent' },
  { file: 'icon-512.png', size: 512, padding: 0, background: 'transparent' },
  { file: 'icon-maskable-512.png', size: 512, padding: 0.2, background: BACKGROUND },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const inset = Math.round(icon.size * icon.padding);
    await page.setContent(
      `<body style="margin:0;background:${icon.background}">` +
        `<div style="width:${icon.size}px;height:${icon.size}px;padding:${inset}px;box-sizing:border-box">` +
        favicon.replace('<svg ', '<svg width="100%" height="100%" ') +
        '</div></body>',
    );
    await page.screenshot({
      path: `${publicDir}icons/${icon.file}`,
      omitBackground: icon.background === 'transparent',
    });
    await page.close();
  }
} finally {
  await browser.close();
}
