import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

// Issue 8: the login box for sites without React, script and styles together, at most 150 KB gzip.
const standaloneDist = fileURLToPath(new URL('../packages/portal-widgets/dist/standalone', import.meta.url));
const LOGIN_BOX_GZIP_BUDGET = 150 * 1024;
const ELEMENTS = ['dossel-login-box', 'dossel-promo-popup', 'dossel-terms-modal'];

const script = (element: string) => readFileSync(join(standaloneDist, `${element}.js`), 'utf8');

describe('standalone elements (built portal-widgets)', () => {
  it.each(ELEMENTS)('finds %s.js (run `pnpm --filter @dossel/portal-widgets build` first)', (element) => {
    expect(existsSync(join(standaloneDist, `${element}.js`))).toBe(true);
  });

  // "All included" is then the one file: a script that loaded chunks or a stylesheet would hide bytes.
  it.each(ELEMENTS)('builds %s as one file, its styles inside, that imports nothing', (element) => {
    const code = script(element);
    // A static import names a path (`from"./x.js"`); a dynamic one is `import(`, whatever it loads.
    expect(code).not.toMatch(/\bimport\s*\(|\bimport\s*["'`{*]|\bfrom\s*["'`]\.{0,2}\//);
    expect(code).toContain('.dossel-root {');
    expect(code.toLowerCase()).not.toContain('maplibre');
  });

  it(`keeps the login box within ${LOGIN_BOX_GZIP_BUDGET / 1024} KB gzip, styles included`, () => {
    const gzipBytes = gzipSync(script('dossel-login-box'), { level: 9 }).length;
    expect(gzipBytes, `dossel-login-box.js is ${(gzipBytes / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(
      LOGIN_BOX_GZIP_BUDGET,
    );
  });
});
