// What the browser benchmarks share: a harness page (one virtual module of plain JavaScript) built for
// production with Vite, as the portal ships it, served on a local port and opened in headless Chromium for
// Playwright to drive, with a requestAnimationFrame recorder of frame times.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { chromium, type Page } from 'playwright';
import { build, type Manifest, type Plugin } from 'vite';

import { chromiumLaunchOptions } from '../tooling/chromium';
import { workspaceAliases } from '../tooling/workspace-aliases';

/** The repository's root, with a trailing slash: harness sources import fixtures and styles from it. */
export const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * JavaScript for a harness source: `recordFrames(bench)` gives the page's bench object `startFrames()` and
 * `stopFrames()`, the time between animation frames in between (the first, partial one left out).
 */
export const FRAME_RECORDER_SOURCE = `
function recordFrames(bench) {
  bench.frames = [];
  bench.recording = false;
  bench.startFrames = () => {
    bench.frames = [];
    bench.recording = true;
    let last = performance.now();
    const tick = (now) => {
      if (!bench.recording) return;
      bench.frames.push(now - last);
      last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  };
  bench.stopFrames = () => {
    bench.recording = false;
    return bench.frames.slice(1);
  };
  return bench;
}
`;

export interface FrameStats {
  fps: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;

export function frameStats(frames: number[]): FrameStats {
  const sorted = [...frames].sort((a, b) => a - b);
  const total = frames.reduce((sum, frame) => sum + frame, 0);
  return {
    fps: frames.length / (total / 1000),
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    maxMs: sorted.at(-1) ?? Number.NaN,
  };
}

interface FrameRecorder {
  startFrames: () => void;
  stopFrames: () => number[];
}

/** Runs `act` while the page's bench object, `window[global]`, records frame times; returns them. */
export async function recordFramesWhile(page: Page, global: string, act: () => Promise<void>) {
  await page.evaluate(
    (name) => (window as unknown as Record<string, FrameRecorder>)[name]?.startFrames(),
    global,
  );
  await act();
  return page.evaluate(
    (name) => (window as unknown as Record<string, FrameRecorder>)[name]?.stopFrames() ?? [],
    global,
  );
}

/** Builds the harness module `source` into `outDir`; returns the page that loads it. */
async function buildHarness(outDir: string, name: string, source: string): Promise<string> {
  const id = `virtual:${name}`;
  const harness: Plugin = {
    name: `${name}-harness`,
    resolveId: (requested) => (requested === id ? `\0${id}` : null),
    load: (requested) => (requested === `\0${id}` ? source : null),
  };
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react(), harness],
    resolve: { alias: workspaceAliases },
    build: { outDir, emptyOutDir: true, manifest: true, rolldownOptions: { input: id } },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the harness build has no entry');
  const styles = (entry.css ?? []).map((href) => `<link rel="stylesheet" href="/${href}">`).join('');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">${styles}</head>
<body style="margin:0;width:1024px"><div id="root"></div><script type="module" src="/${entry.file}"></script></body></html>`;
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/** Serves the built harness on a free local port. */
async function serve(outDir: string, html: string) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html' }).end(html);
      return;
    }
    try {
      const file = readFileSync(join(outDir, normalize(path).replace(/^(\.\.[/\\])+/, '')));
      response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream' });
      response.end(file);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

/**
 * Builds and serves the harness `source` (named `name`, e.g. 'weed-map-bench'), opens a 1024 × 900 page in
 * Chromium for `visit` with the harness's address, and cleans everything up after.
 */
export async function withHarnessPage<Result>(
  name: string,
  source: string,
  visit: (page: Page, url: string) => Promise<Result>,
): Promise<Result> {
  const outDir = mkdtempSync(join(tmpdir(), `dossel-${name}-`));
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const site = await serve(outDir, await buildHarness(outDir, name, source));
    try {
      const page = await browser.newPage({ viewport: { width: 1024, height: 900 } });
      page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
      return await visit(page, site.url);
    } finally {
      site.close();
    }
  } finally {
    await browser.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
