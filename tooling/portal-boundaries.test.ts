import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The portal's boundaries (apps/portal/README.md, decision 017) as `pnpm lint` enforces them: the lint
// itself, run on imports written as a feature, a shared folder or a test would write them.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** The no-restricted-paths messages for `code` linted as if it were the file at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('the portal boundaries lint', { timeout: 60_000 }, () => {
  it('fails a sideways import from one feature into another', async () => {
    const errors = await boundaryErrors(
      'apps/portal/src/features/home/sideways.ts',
      "export { prefetchProductivity } from '../productivity/prefetch-productivity';\n",
    );
    expect(errors).toEqual([expect.stringContaining('features/home may not import another feature')]);
  });

  it("passes a feature's imports of its own folder and of shared code", async () => {
    const errors = await boundaryErrors(
      'apps/portal/src/features/home/own.ts',
      [
        "export { prefetchHome } from './prefetch-home';",
        "export { lastClosedQuarter } from '../../lib/quarters';",
        "export { useSession } from '../../lib/session/session-store';",
        "export { QueryView } from '../../components/reports/query-view';",
        "export { useSearchParam } from '../../hooks/use-search-param';",
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('fails shared code that imports a feature or the app', async () => {
    const errors = await boundaryErrors(
      'apps/portal/src/lib/upward.ts',
      [
        "export { prefetchHome } from '../features/home/prefetch-home';",
        "export { AppProvider } from '../app/provider';",
        '',
      ].join('\n'),
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('may not import features or src/app');
  });

  it("fails a feature's own code that imports the app, and lets its tests render the app", async () => {
    const code = "export { AppProvider } from '../../app/provider';\n";
    expect(await boundaryErrors('apps/portal/src/features/home/upward.ts', code)).toEqual([
      expect.stringContaining('A feature may not import src/app'),
    ]);
    expect(await boundaryErrors('apps/portal/src/features/home/upward.test.tsx', code)).toEqual([]);
  });
});
