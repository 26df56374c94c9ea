import { afterEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';

import { MAX_SCREENSHOT_HEIGHT, screenshotNameOf } from './visual-regression-shared';
import type { VisualBaselineState } from './visual-regression-config';

declare module 'vitest/browser' {
  interface BrowserCommands {
    visualBaseline: (storyId: string) => Promise<VisualBaselineState>;
  }
}

/** The one command that writes baselines (root package.json); every failure names it. */
export const VISUAL_UPDATE_COMMAND = 'pnpm test:visual:update';

const HOW_TO_ACCEPT =
  `If the new look is intended, run \`${VISUAL_UPDATE_COMMAND}\` and commit the PNG ` +
  '(docs/visual-regression.md).';

/**
 * After each story's play function (and its axe check), compares a screenshot of the page with the
 * story's committed baseline. The page, not the story's own box: dialogs, menus and toasts render in
 * portals outside it. The body is at least the viewport high, so they are never cut off; a longer
 * screen grows the viewport to its height first, since only what is inside the frame can be captured.
 */
export function screenshotEveryStory(): void {
  const style = document.createElement('style');
  style.textContent = 'body { min-height: 100vh; }';
  document.head.append(style);

  afterEach(async ({ task }) => {
    const { storyId } = task.meta as { storyId?: string };
    // A failed story already says what is wrong; a screenshot of a broken state would only add noise.
    if (storyId === undefined || task.result?.state === 'fail') return;
    await document.fonts.ready;
    const contentHeight = Math.min(document.documentElement.scrollHeight, MAX_SCREENSHOT_HEIGHT);
    // The next story sets its own viewport again before it renders (addon-vitest's testStory).
    if (contentHeight > window.innerHeight) await page.viewport(window.innerWidth, contentHeight);

    const baseline = await commands.visualBaseline(storyId);
    if (!baseline.exists && !baseline.updating) {
      throw new Error(
        `Story "${storyId}" has no visual baseline (${baseline.path}). Check the story in Storybook, ` +
          `then run \`${VISUAL_UPDATE_COMMAND}\` and commit the new PNG.`,
      );
    }
    try {
      await expect.element(page.elementLocator(document.body)).toMatchScreenshot(screenshotNameOf(storyId));
    } catch (error) {
      if (error instanceof Error) error.message = `${error.message}\n\n${HOW_TO_ACCEPT}`;
      throw error;
    }
  });
}
