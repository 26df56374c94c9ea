// `pnpm test:visual:update [story files…]`: the one command that writes visual baselines
// (docs/visual-regression.md). It runs the storybook project with `--update`, which rewrites the baseline
// of every story that no longer matches and writes the missing ones. Run on every story (no files named)
// and green, it also deletes the baselines of stories that no longer exist, so renamed or removed
// stories leave nothing behind.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

import { startVitest } from 'vitest/node';

import { BASELINE_DIR } from './visual-regression-config.ts';

const files = process.argv.slice(2);
const vitest = await startVitest('test', files, {
  project: ['storybook'],
  update: true,
  run: true,
  watch: false,
});

const modules = vitest.state.getTestModules();
const allPassed = modules.length > 0 && modules.every((module) => module.ok());
if (files.length === 0 && allPassed) {
  const storyIds = new Set(
    modules.flatMap((module) =>
      [...module.children.allTests()].map((test) => (test.meta() as { storyId?: string }).storyId),
    ),
  );
  const stale = readdirSync(BASELINE_DIR).filter((file) => !storyIds.has(path.basename(file, '.png')));
  for (const file of stale) rmSync(path.join(BASELINE_DIR, file));
  if (stale.length > 0) console.info(`Deleted ${stale.length} baseline(s) of stories that are gone:`, stale);
} else if (files.length === 0) {
  console.info('Some stories failed: baselines of removed stories are kept until a green run.');
}

await vitest.close();
process.exit(allPassed ? 0 : 1);
