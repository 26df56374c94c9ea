import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { SIGN_IN_BUDGET, measureInitialLoad, portalDist } from './budgets';

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

  it(`keeps initial CSS within ${SIGN_IN_BUDGET.cssGzipBytes / 1024} KB gzip`, () => {
    expect(measureInitialLoad().cssGzipBytes).toBeLessThanOrEqual(SIGN_IN_BUDGET.cssGzipBytes);
  });
});
