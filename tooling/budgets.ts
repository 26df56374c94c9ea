import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const portalDist = fileURLToPath(new URL('../apps/portal/dist', import.meta.url));

/**
 * The sign-in page's budgets: initial JavaScript and CSS gzip-compressed (issue 2), and the JavaScript
 * as the server sends it to a browser that takes brotli, the build's `.br` files (issue 13: 150 kB).
 */
export const SIGN_IN_BUDGET = { jsGzipBytes: 180 * 1024, cssGzipBytes: 40 * 1024, jsWireBytes: 150_000 };

export interface InitialLoad {
  files: { path: string; kind: 'js' | 'css'; bytes: number; gzipBytes: number; wireBytes: number }[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** Bytes of JavaScript on the wire: the pre-compressed brotli copy, where the build wrote one. */
  jsWireBytes: number;
}

/** What the server sends for a built file to a browser that accepts brotli (portal-static). */
function wireBytes(file: string, content: Buffer): number {
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : content.length;
}

/**
 * The scripts index.html's inline script starts early for `what` (app/first-screens/early-loads.ts, the
 * build writes them in as an object literal): 'signIn' (the sign-in form's), 'shell' (a stored session's
 * signed-in frame's) or a screen's address ('/benchmarking').
 */
function earlyScripts(html: string, what: string): string[] {
  const key = what.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(
    `(?<![\\w$])(?:${key}|["'\`]${key}["'\`])\\s*:\\s*\\{\\s*scripts\\s*:\\s*\\[([^\\]]*)\\]`,
  );
  const list = pattern.exec(html)?.[1];
  if (list === undefined) throw new Error(`index.html's inline script starts no scripts for ${what}`);
  return quotedStrings(list);
}

/** The strings of an array literal's items, as the build's minifier quotes them ('', "" or ``). */
function quotedStrings(list: string): string[] {
  return [...list.matchAll(/["'`]([^"'`]+)["'`]/g)].flatMap((match) => (match[1] ? [match[1]] : []));
}

/**
 * The app's own scripts, which index.html's inline scripts start (app/first-screens/app-code.ts; the build
 * writes them in as an object literal): its entry module and the chunks it preloads.
 */
function pageScripts(html: string): string[] {
  const code =
    /(?<![\w$])["'`]?entry["'`]?\s*:\s*["'`]([^"'`]+)["'`]\s*,\s*["'`]?preloads["'`]?\s*:\s*\[([^\]]*)\]/.exec(
      html,
    );
  if (!code?.[1]) throw new Error("index.html's inline scripts start no app code");
  return [code[1], ...quotedStrings(code[2] ?? '')];
}

/**
 * The chunks loading `starts` fetches (file names in `assets`): each, and every chunk it names by one of
 * the `references`, recursively, less those in `skip`.
 */
function chunksReached(assets: string, starts: string[], references: RegExp[], skip = new Set<string>()) {
  const seen = new Set<string>();
  const pending = [...starts];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (seen.has(name) || skip.has(name)) continue;
    seen.add(name);
    const code = readFileSync(join(assets, name), 'utf8');
    for (const reference of references) {
      for (const match of code.matchAll(reference)) if (match[1]) pending.push(match[1]);
    }
  }
  return [...seen];
}

/**
 * What a browser downloads before the sign-in page can render: the entry script, the chunks it
 * preloads, the sign-in form's chunk index.html's script starts with the pre-rendered form, and the
 * stylesheets linked from the built index.html. Lazy routes are not counted.
 */
export function measureInitialLoad(dist = portalDist): InitialLoad {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const find = (pattern: RegExp, kind: 'js' | 'css') =>
    [...html.matchAll(pattern)].flatMap((match) => (match[1] ? [{ kind, path: match[1] }] : []));
  const refs = [
    ...[...pageScripts(html), ...earlyScripts(html, 'signIn')].map((path) => ({ kind: 'js' as const, path })),
    ...find(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g, 'css'),
  ];
  const files = refs.map(({ kind, path }) => {
    const file = join(dist, path.replace(/^\//, ''));
    const content = readFileSync(file);
    const gzipBytes = gzipSync(content, { level: 9 }).length;
    return { path, kind, bytes: content.length, gzipBytes, wireBytes: wireBytes(file, content) };
  });
  const sum = (kind: 'js' | 'css', size: 'gzipBytes' | 'wireBytes' = 'gzipBytes') =>
    files.filter((file) => file.kind === kind).reduce((total, file) => total + file[size], 0);
  return { files, jsGzipBytes: sum('js'), cssGzipBytes: sum('css'), jsWireBytes: sum('js', 'wireBytes') };
}

/** The report screens (issue 5), by the file name their lazy page chunk starts with. */
export const REPORT_ROUTES = {
  '/weedCompetition': 'weed-competition-page',
  '/anomaly': 'anomaly-page',
  '/productivity': 'productivity-page',
  '/quality': 'quality-page',
  '/weather': 'weather-page',
  '/soilrelief': 'soil-relief-page',
  '/vegetation': 'vegetation-page',
  '/downloads/documents': 'downloads-page',
  '/': 'home-page',
} as const;

export interface RouteLoad {
  files: { path: string; gzipBytes: number }[];
  jsGzipBytes: number;
}

// Chunks name each other by relative path: `from"./x.js"`, `import"./x.js"`, `import(\`./x.js\`)`; a
// worker script (the map's) is named by its asset URL: `"/assets/x.mjs"`.
const CHUNK_REFERENCE = /(?:from|import)\s*\(?\s*["'`]\.\/([\w.-]+\.js)["'`]/g;
const WORKER_REFERENCE = /["'`]\/assets\/([\w.-]+\.mjs)["'`]/g;

/**
 * The JavaScript a visit to a screen downloads beyond the initial load: its page chunk and every chunk
 * that one imports, statically or on demand (a map library loaded when the map shows counts too, and
 * its worker script).
 */
export function measureRouteLoad(pageChunkPrefix: string, dist = portalDist): RouteLoad {
  const assets = join(dist, 'assets');
  const initial = new Set(measureInitialLoad(dist).files.map((file) => file.path.replace(/^\/assets\//, '')));
  const page = readdirSync(assets).find(
    (name) =>
      name.startsWith(`${pageChunkPrefix}-`) &&
      name.endsWith('.js') &&
      !/-page-/.test(name.slice(pageChunkPrefix.length)),
  );
  if (!page) throw new Error(`no chunk named ${pageChunkPrefix}-*.js in ${assets}`);
  const files = chunksReached(assets, [page], [CHUNK_REFERENCE, WORKER_REFERENCE], initial).map((name) => ({
    path: `/assets/${name}`,
    gzipBytes: gzipSync(readFileSync(join(assets, name)), { level: 9 }).length,
  }));
  return { files, jsGzipBytes: files.reduce((total, file) => total + file.gzipBytes, 0) };
}

/**
 * Issue 13's deep link: the JavaScript a visitor with a stored session opening /benchmarking cold
 * downloads before the list's rows can show, brotli as served. Set just above what it is, so that code
 * added to that path fails the budget test rather than slowing the slow phones down unnoticed.
 */
export const DEEP_LINK_BUDGET = { path: '/benchmarking', jsWireBytes: 272_000 };

export interface DeepLinkLoad {
  files: { path: string; wireBytes: number }[];
  jsWireBytes: number;
}

// A chunk's static imports (`from"./x.js"`, `import"./x.js"`), which load with it; not `import(`.
const STATIC_REFERENCE = /(?:\bfrom|\bimport)\s*["'`]\.\/([\w.-]+\.js)["'`]/g;

/**
 * The JavaScript a cold visit of `path` with a stored session downloads before its screen renders:
 * the entry script and what index.html preloads, and what its inline script starts for the signed-in
 * frame and for that screen (early-loads.ts), with every chunk those import statically. What the
 * screen loads on demand after its first render (a date filter's calendar) is not counted.
 */
export function measureDeepLink(path: string, dist = portalDist): DeepLinkLoad {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const assets = join(dist, 'assets');
  const starts = [...pageScripts(html), ...earlyScripts(html, 'shell'), ...earlyScripts(html, path)].map(
    (url) => url.replace(/^\/assets\//, ''),
  );
  const files = chunksReached(assets, starts, [STATIC_REFERENCE])
    .sort()
    .map((name) => {
      const file = join(assets, name);
      return { path: `/assets/${name}`, wireBytes: wireBytes(file, readFileSync(file)) };
    });
  return { files, jsWireBytes: files.reduce((total, file) => total + file.wireBytes, 0) };
}
