import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { BrowserCommand, ToMatchScreenshotOptions } from 'vitest/node';

import { COMPARISON_THRESHOLD, storyIdOf } from './visual-regression-shared.ts';

/** The committed reference screenshots, one PNG a story, named by story id. */
export const BASELINE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'visual-baselines');

function baselinePath(storyId: string): string {
  return path.join(BASELINE_DIR, `${storyId}.png`);
}

/** What the browser learns before it compares a story with its baseline. */
export interface VisualBaselineState {
  /** Where the story's baseline is (or would be), relative to the repository. */
  path: string;
  exists: boolean;
  /** True under `--update`: the only run that may write a baseline. */
  updating: boolean;
}

/**
 * Vitest writes a missing reference screenshot on any run outside CI and only then fails. Asked first,
 * this lets the browser fail a run without a baseline while leaving the folder untouched, so a baseline
 * only ever comes from the update command, on purpose.
 */
const visualBaseline: BrowserCommand<[storyId: string]> = ({ project }, storyId): VisualBaselineState => {
  const file = baselinePath(storyId);
  return {
    path: path.relative(project.config.root, file),
    exists: existsSync(file),
    updating: project.serializedConfig.snapshotOptions.updateSnapshot === 'all',
  };
};

export const visualRegressionCommands = { visualBaseline };

export const toMatchScreenshotOptions: ToMatchScreenshotOptions & {
  comparatorName: 'pixelmatch';
  comparatorOptions: { threshold: number; allowedMismatchedPixels: number };
} = {
  comparatorName: 'pixelmatch',
  comparatorOptions: {
    threshold: COMPARISON_THRESHOLD,
    allowedMismatchedPixels: 0,
  },
  resolveScreenshotPath: ({ arg, ext }) => path.join(BASELINE_DIR, `${storyIdOf(arg)}${ext}`),
  // Beside Vitest's other attachments (git-ignored): what a failed comparison saw, and the difference.
  resolveDiffPath: ({ arg, ext, root, attachmentsDir }) =>
    path.join(root, attachmentsDir, 'visual-regression', `${storyIdOf(arg)}${ext}`),
};
