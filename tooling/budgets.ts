import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const portalDist = fileURLToPath(new URL('../apps/portal/dist', import.meta.url));

/** The sign-in page's budgets (issue 2): initial JavaScript and CSS, gzip-compressed. */
export const SIGN_IN_BUDGET = { jsGzipBytes: 180 * 1024, cssGzipBytes: 40 * 1024 };

export interface InitialLoad {
  files: { path: string; kind: 'js' | 'css'; bytes: number; gzipBytes: number }[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

/**
 * What a browser downloads before the sign-in page can render: the entry script, the chunks it
 * preloads and the stylesheets linked from the built index.html. Lazy routes are not counted.
 */
export function measureInitialLoad(dist = portalDist): InitialLoad {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const find = (pattern: RegExp, kind: 'js' | 'css') =>
    [...html.matchAll(pattern)].flatMap((match) => (match[1] ? [{ kind, path: match[1] }] : []));
  const refs = [
    ...find(/<script[^>]+type="module"[^>]+src="([^"]+)"/g, 'js'),
    ...find(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g, 'js'),
    ...find(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g, 'css'),
  ];
  const files = refs.map(({ kind, path }) => {
    const content = readFileSync(join(dist, path.replace(/^\//, '')));
    return { path, kind, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
  const sum = (kind: 'js' | 'css') =>
    files.filter((file) => file.kind === kind).reduce((total, file) => total + file.gzipBytes, 0);
  return { files, jsGzipBytes: sum('js'), cssGzipBytes: sum('css') };
}
