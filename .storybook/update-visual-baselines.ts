// `pnpm test:visual:update [story files…]`: the one command that writes visual baselines
// (docs/visual-regression.md). It runs the storybook project with `--update`, which rewrites the baseline
// of every story that no longer matches and writes the missing ones. Run on every story (no files named)
// and green, it also deletes the baselines of stories that no longer exist, so renamed or removed
// stories leave nothing behind. Every baseline it writes is then rewritten as a smaller, lossless PNG
// (visual-regression-png.ts), so the folder stays small in git.
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

import { startVitest } from 'vitest/node';

import { BASELINE_DIR } from './visual-regression-config.ts';
import { optimisePngFile } from './visual-regression-png.ts';

const files = process.argv.slice(2);
const startedAt = Date.now();
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

// Vitest writes a baseline only when it is missing or differs, so the files written since the start are
// exactly the ones to shrink.
const written = readdirSync(BASELINE_DIR)
  .map((file) => path.join(BASELINE_DIR, file))
  .filter((file) => file.endsWith('.png') && statSync(file).mtimeMs >= startedAt);
let before = 0;
let after = 0;
for (const file of written) {
  const sizes = optimisePngFile(file);
  before += sizes.before;
  after += sizes.after;
}
if (written.length > 0) {
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  console.info(
    `Wrote ${written.length} baseline(s): ${kb(before)} as Vitest saved them, ${kb(after)} optimised.`,
  );
}
process.exit(allPassed ? 0 : 1);
