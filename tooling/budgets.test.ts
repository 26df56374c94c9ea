import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  DEEP_LINK_BUDGET,
  REPORT_ROUTES,
  SIGN_IN_BUDGET,
  measureDeepLink,
  measureInitialLoad,
  measureRouteLoad,
  portalDist,
} from './budgets';

const initialCode = () =>
  measureInitialLoad()
    .files.filter((file) => file.kind === 'js')
    .map((file) => readFileSync(join(portalDist, file.path), 'utf8'))
    .join('\n');

describe('sign-in page budgets (built portal)', () => {
  it('finds the built portal (run `pnpm build` first)', () => {
    expect(existsSync(join(portalDist, 'index.html'))).toBe(true);
  });

  it('loads at least one script and one stylesheet up front', () => {
    const load = measureInitialLoad();
    expect(load.files.filter((file) => file.kind === 'js').length).toBeGreaterThan(0);
    expect(load.files.filter((file) => file.kind === 'css').length).toBeGreaterThan(0);
  });

  it(`keeps initial JavaScript within ${SIGN_IN_BUDGET.jsGzipBytes / 1024} KB gzip`, () => {
    expect(measureInitialLoad().jsGzipBytes).toBeLessThanOrEqual(SIGN_IN_BUDGET.jsGzipBytes);
  });

  it(`sends at most ${SIGN_IN_BUDGET.jsWireBytes / 1000} kB of initial JavaScript to a browser (brotli, as served)`, () => {
    const load = measureInitialLoad();
    // Served as the build compressed it (brotli beats gzip): not as written.
    expect(load.jsWireBytes).toBeLessThan(load.jsGzipBytes);
    expect(load.jsWireBytes).toBeLessThanOrEqual(SIGN_IN_BUDGET.jsWireBytes);
  });

  it(`keeps initial CSS within ${SIGN_IN_BUDGET.cssGzipBytes / 1024} KB gzip`, () => {
    expect(measureInitialLoad().cssGzipBytes).toBeLessThanOrEqual(SIGN_IN_BUDGET.cssGzipBytes);
  });

  // zod loads with the first check of the form or the first API answer to parse (decision 008); every
  // screen's use of it would otherwise grow the sign-in page.
  it('keeps zod off the sign-in page', () => {
    expect(initialCode()).not.toContain('$ZodType');
  });

  // The service worker's registration loads with the signed-in shell, after idle (decision 028).
  it('keeps the service worker’s code off the sign-in page', () => {
    const code = initialCode();
    expect(code).not.toContain('workbox');
    expect(code).not.toContain('serviceWorker');
  });
});

describe('report screens load their own code only when visited (issue 5)', () => {
  it('keeps the chart and map libraries off the sign-in page', () => {
    const code = initialCode();
    expect(code).not.toContain('recharts-');
    expect(code.toLowerCase()).not.toContain('maplibre');
  });

  it.each(Object.entries(REPORT_ROUTES))('loads %s in a chunk of its own, not up front', (_route, chunk) => {
    const initial = measureInitialLoad().files.map((file) => file.path);
    expect(initial.filter((path) => path.startsWith(`/assets/${chunk}-`))).toEqual([]);
    expect(measureRouteLoad(chunk).files[0]?.path).toMatch(new RegExp(`^/assets/${chunk}-`));
  });
});

// The forms' code (the forms' zod, Conform's adapter, our form components) is a shared chunk of its own,
// loaded by the screens with a form: a list's cold load neither downloads nor parses it (issue 13).
describe('the forms’ code loads with the screens that have a form only (issue 13)', () => {
  const loads = (pageChunk: string) => measureRouteLoad(pageChunk).files.map((file) => file.path);
  const forms = /^\/assets\/forms-[\w-]+\.js$/;

  it('keeps it off a list', () => {
    expect(loads('benchmarking-page').filter((path) => forms.test(path))).toEqual([]);
    expect(loads('benchmarking-page').some((path) => /^\/assets\/screens-/.test(path))).toBe(true);
  });

  it('loads it with a form', () => {
    expect(loads('benchmarking-form-page').some((path) => forms.test(path))).toBe(true);
  });
});

// Issue 13: a stored session's deep link to a list waits for every kB of JavaScript on a slow phone. What
// its first render does not need stays off its path: the sign-in form and Conform (a chunk index.html's
// script starts with the pre-rendered form only), the forms' code, the date picker (the list's date
// filter loads it after the rows), the charts.
describe(`a stored session's deep link to ${DEEP_LINK_BUDGET.path} (issue 13)`, () => {
  const deepLink = () => measureDeepLink(DEEP_LINK_BUDGET.path);
  const chunks = () => deepLink().files.map((file) => file.path);

  it(`downloads at most ${DEEP_LINK_BUDGET.jsWireBytes / 1000} kB of JavaScript before its rows (brotli, as served)`, () => {
    expect(deepLink().jsWireBytes).toBeLessThanOrEqual(DEEP_LINK_BUDGET.jsWireBytes);
  });

  it('asks for the screen the API paints first thing in the head, before the page’s 80 kB of styles and screens', () => {
    const html = readFileSync(join(portalDist, 'index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const script = head.indexOf('<script>');
    // After the viewport's tag: its desktop-or-phone check depends on it.
    expect(script).toBeGreaterThan(head.indexOf('<meta name="viewport"'));
    expect(head.slice(0, script)).not.toMatch(/<style|<script|<link rel="stylesheet"/);
    expect(head.slice(script, head.indexOf('</script>', script))).toContain('/first-screen?');
  });

  it('fetches the style sheets the paint waits for from the same script, the shell’s among them', () => {
    const html = readFileSync(join(portalDist, 'index.html'), 'utf8');
    const script = html.slice(html.indexOf('<script>'), html.indexOf('</script>'));
    const shellStyles = readdirSync(join(portalDist, 'assets')).filter((file) =>
      /^shell-.*\.css$/.test(file),
    );
    expect(shellStyles).not.toEqual([]);
    for (const file of shellStyles) expect(script).toContain(`/assets/${file}`);
  });

  it('loads the screen’s own code, the shared screens’ and the table’s', () => {
    for (const chunk of ['index', 'shell', 'screens', 'benchmarking-page', 'data-table-grid']) {
      expect(chunks().some((path) => path.startsWith(`/assets/${chunk}-`))).toBe(true);
    }
  });

  it('leaves the sign-in form, the forms’ code, the date picker and the charts off it', () => {
    for (const chunk of ['sign-in-form', 'forms', 'dates', 'charts']) {
      expect(chunks().filter((path) => path.startsWith(`/assets/${chunk}-`))).toEqual([]);
    }
  });
});

// Issue 13: the weed and anomaly screens' map library travels with the page's code from index.html, not
// after the app has run and the page has rendered (a round trip and 240 kB later on a slow phone).
describe('a stored session’s deep link to a map screen (issue 13)', () => {
  it.each(['/weedCompetition', '/anomaly'])('%s starts the map and the table with the page', (path) => {
    const chunks = measureDeepLink(path).files.map((file) => file.path);
    for (const chunk of ['screens', 'weed-map-canvas', 'data-table-grid']) {
      expect(chunks.some((file) => file.startsWith(`/assets/${chunk}-`))).toBe(true);
    }
  });
});

describe('the sign-in form’s code (issue 13)', () => {
  it('is a chunk of its own with Conform, off the entry and started with the pre-rendered form', () => {
    const [entry, ...others] = measureInitialLoad().files.filter((file) => file.kind === 'js');
    expect(readFileSync(join(portalDist, entry?.path ?? ''), 'utf8')).not.toContain('conform');
    expect(others.map((file) => file.path)).toContainEqual(expect.stringMatching(/^\/assets\/sign-in-form-/));
  });
});
