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
const VISUAL_UPDATE_COMMAND = 'pnpm test:visual:update';
/** How long a story's maps may take to draw before the screenshot is taken anyway (and then compared). */
const MAP_IDLE_TIMEOUT_MS = 10_000;

const HOW_TO_ACCEPT =
  `If the new look is intended, run \`${VISUAL_UPDATE_COMMAND}\` and commit the PNG ` +
  '(docs/visual-regression.md).';

/** An element and everything inside it, shadow trees included (the standalone elements render there). */
function* elementsWithin(element: Element): Generator<Element> {
  yield element;
  for (const child of element.children) yield* elementsWithin(child);
  if (element.shadowRoot) for (const child of element.shadowRoot.children) yield* elementsWithin(child);
}

/**
 * The story's own box, in page coordinates: what the story rendered into its canvas plus what it
 * portalled out of it (dialogs, menus and toasts render at the end of the body), within the page. Every
 * element counts, not only the body's children: a portal's wrapper has no size of its own.
 */
function storyBox(exclude: Element): { x: number; y: number; width: number; height: number } {
  const page = document.documentElement;
  let left = Infinity;
  let top = Infinity;
  let right = 0;
  let bottom = 0;
  for (const root of document.body.children) {
    if (root === exclude || root instanceof HTMLScriptElement || root instanceof HTMLStyleElement) continue;
    for (const element of elementsWithin(root)) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      left = Math.min(left, rect.left);
      top = Math.min(top, rect.top);
      right = Math.max(right, rect.right);
      bottom = Math.max(bottom, rect.bottom);
    }
  }
  // Whole pixels, inside the page: content scrolled or clipped out of view is not captured.
  const x = Math.max(0, Math.floor(left + window.scrollX));
  const y = Math.max(0, Math.floor(top + window.scrollY));
  const width = Math.min(page.scrollWidth, Math.ceil(right + window.scrollX)) - x;
  const height = Math.min(page.scrollHeight, Math.ceil(bottom + window.scrollY)) - y;
  // A story that renders nothing visible still gets a (tiny) screenshot, so its baseline says so.
  return width > 0 && height > 0 ? { x, y, width, height } : { x: 0, y: 0, width: 1, height: 1 };
}

/**
 * What would make two runs of one story differ although nothing a user sees has changed: a transition
 * still running (a toast sliding in), and the focus ring of a submit button the play function clicked,
 * which shows or not depending on whether the save's 'Salvando…' (which disables it) rendered before
 * the answer. Any other focus (a field a form sends the user to, a menu's button) stays, with its ring.
 */
async function settled(): Promise<void> {
  const active = document.activeElement;
  if (active instanceof HTMLButtonElement && active.type === 'submit') active.blur();
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  await mapsIdle();
}

/**
 * A weed map draws in frames of its own (a fit to the plots, the cells' layers), which no CSS animation
 * announces: on a busy machine it was still drawing when the screenshot began. Its container says when it
 * has drawn all it has (`data-idle`, portal-widgets' WeedMap).
 */
async function mapsIdle(): Promise<void> {
  const deadline = performance.now() + MAP_IDLE_TIMEOUT_MS;
  const drawing = () =>
    [...document.querySelectorAll<HTMLElement>('.maplibregl-map')].some((map) => map.dataset.idle !== 'true');
  while (drawing() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * After each story's play function (and its axe check), compares a screenshot of the story's own box
 * (storyBox) with the story's committed baseline — not the whole viewport, whose blank rest would only
 * add bytes. A screen longer than the viewport grows the viewport to its height first, since only what is
 * inside the frame can be captured. The box is marked by a transparent, absolutely placed element, since
 * a screenshot is taken of an element's box: whatever is painted there, the element itself shows nothing.
 */
export function screenshotEveryStory(): void {
  afterEach(async ({ task }) => {
    const { storyId } = task.meta as { storyId?: string };
    // A failed story already says what is wrong; a screenshot of a broken state would only add noise.
    if (storyId === undefined || task.result?.state === 'fail') return;
    await document.fonts.ready;
    await settled();
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
    const frame = document.createElement('div');
    frame.setAttribute('aria-hidden', 'true');
    const box = storyBox(frame);
    Object.assign(frame.style, {
      position: 'absolute',
      left: `${box.x}px`,
      top: `${box.y}px`,
      width: `${box.width}px`,
      height: `${box.height}px`,
      pointerEvents: 'none',
    });
    document.body.append(frame);
    try {
      await expect.element(page.elementLocator(frame)).toMatchScreenshot(screenshotNameOf(storyId));
    } catch (error) {
      if (error instanceof Error) error.message = `${error.message}\n\n${HOW_TO_ACCEPT}`;
      throw error;
    } finally {
      frame.remove();
    }
  });
}
