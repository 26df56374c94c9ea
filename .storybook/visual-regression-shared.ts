// What the browser side (visual-regression.ts) and the Node side (visual-regression-config.ts) of the
// visual regression tests both need; nothing here may import Node modules.

/**
 * The tallest screenshot, in CSS pixels. Vitest's own page (its orchestrator) is made this tall, so that
 * a story's frame grown to its content is never scaled down to fit.
 */
export const MAX_SCREENSHOT_HEIGHT = 4000;

/**
 * Vitest squeezes "--" out of a screenshot's name, and a story id is "<component>--<story>": the browser
 * names a screenshot "<component>/<story>", and the baseline file gets the story id back.
 */
export const screenshotNameOf = (storyId: string): string => storyId.replace('--', '/');

export const storyIdOf = (screenshotName: string): string => screenshotName.replace('/', '--');

/**
 * pixelmatch's colour tolerance (0–1) in the screenshot comparison, with no pixel allowed beyond it:
 * measured, reruns on this machine give identical images, so any differing pixel is a change of look.
 * Baselines are stored with their colours rounded well inside it (visual-regression-png.ts).
 */
export const COMPARISON_THRESHOLD = 0.1;
