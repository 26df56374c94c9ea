// A signed-in screen painted before the app's code has arrived (issue 13, decision 030): index.html's
// first script, in its head, asks the API for the screen a stored session opens, rendered by the app's own
// components on the server (render-signed-in-screen.tsx), with the data it was rendered from; the body's
// script paints it once the page's style sheets are in, and then starts the app's code (app-code.ts). The
// app starts its query cache from that data (lib/painted-screen-data.ts), draws the same screen out of
// sight, and the painted copy gives way (take-over.ts).
import type { FirstScreenAnswer } from '@dossel/api-client';

import { offerPaintedState } from '../../lib/painted-screen-data';
import { ENLARGED_ROOT_FONT_SIZE, VIEW_STORAGE_KEY } from '../shell/stores/view-storage-key';
import type { Visit } from './early-loads';
import { FIRST_SCREEN_ID, PAINTED_ATTRIBUTE } from './first-screen-ids';

/**
 * As wide as the shell's desktop layout: Mantine's `sm` breakpoint, the one `useIsDesktop` reads (a test
 * checks they agree). Written out so the inline script does not carry Mantine's theme.
 */
export const DESKTOP_MEDIA = '(min-width: 48em)';

function storedView(): string | null {
  try {
    return window.localStorage.getItem(VIEW_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Whether stored view settings ask for the enlarged view (the frame's own check is the store's schema). */
function enlargedIn(view: string | null): boolean {
  try {
    return (JSON.parse(view ?? '{}') as { enlarged?: unknown }).enlarged === true;
  } catch {
    return false;
  }
}

/**
 * Settles once the page's style sheets have loaded (or failed to). The parser waits at index.html's own
 * sheet, at the end of the body, until it has loaded, so the page is parsed ('interactive', before the
 * app's script runs) once it is in; then those the inline script added.
 */
function styleSheetsLoaded(): Promise<void> {
  const parsed =
    document.readyState === 'loading'
      ? new Promise((resolve) => document.addEventListener('readystatechange', resolve, { once: true }))
      : Promise.resolve();
  return parsed.then(async () => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    await Promise.all(
      links
        .filter((link) => link.sheet === null)
        .map(
          (link) =>
            new Promise((resolve) => {
              link.addEventListener('load', resolve, { once: true });
              link.addEventListener('error', resolve, { once: true });
            }),
        ),
    );
  });
}

/**
 * Paints the screen unless the app has begun drawing its own. The HTML is the app's own render (React
 * escapes every value in it) from the portal's API, the origin of the app's code itself.
 */
function paint(answer: FirstScreenAnswer, enlarged: boolean): boolean {
  const target = document.getElementById(FIRST_SCREEN_ID);
  if (!target || typeof answer.html !== 'string' || !offerPaintedState(answer.state)) return false;
  // The enlarged view is the root's font size, which the frame sets once it runs (use-enlarged-view.ts):
  // set now, the painted screen has the size the app's will have.
  if (enlarged) document.documentElement.style.fontSize = ENLARGED_ROOT_FONT_SIZE;
  target.innerHTML = answer.html;
  return true;
}

/**
 * A page that is not shown draws no frames: it waits no longer than this for one (a tab opened in the
 * background starts its code when its timers run).
 */
const FRAME_WITHIN_MS = 500;

/**
 * Settles once the frame that shows the painted screen has been drawn: its style and layout, the
 * paint's real cost on a cold page (60–120 ms, measured), come after the HTML is set. Code started
 * before it (the app's download and compilation) would take the CPU that frame needs.
 */
function frameDrawn(): Promise<void> {
  return new Promise((resolve) => {
    // A callback before the next frame; a task queued there runs once that frame is drawn.
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, FRAME_WITHIN_MS);
  });
}

/**
 * Nothing painted: where the app has drawn nothing yet, its drawing is no longer kept out of sight, and it
 * takes the loading screen over as it always did; where it has begun under the loading screen, it takes
 * that over once its page is drawn, as it would have the painted screen.
 */
function settle(shown: boolean): boolean {
  if (!shown && !document.getElementById('root')?.hasChildNodes()) {
    document.documentElement.removeAttribute(PAINTED_ATTRIBUTE);
  }
  return shown;
}

/**
 * A paint later than this (the answer and the style sheets) would not come before the app's own screen:
 * the page stops waiting for it and loads its code.
 */
const PAINT_WITHIN_MS = 3_000;

/** The screen asked for by index.html's first script, for the second to paint. */
interface AskedScreen {
  /** The screen, or null when the API paints nothing for it, refuses or cannot be reached. */
  answer: Promise<FirstScreenAnswer | null>;
  /** Whether it is painted at the enlarged view's size. */
  enlarged: boolean;
}

declare global {
  interface Window {
    __dosselScreenAsked?: AskedScreen;
  }
}

/**
 * Asks the API for the screen a visit opens. index.html's head runs it first thing
 * (paint-request-entry.ts), so the request leaves while the rest of the page, some 80 kB, is still to be
 * parsed; requestPaintedScreen paints the answer. Asks nothing (null) without a network (the installed
 * app in the field), where the answer would be a failure.
 */
export function askForPaintedScreen(visit: Visit): AskedScreen | null {
  if (!navigator.onLine) return null;
  // From now on the app draws out of sight, under the loading screen and then the painted one: on a fast
  // link its code may run before the answer is in, and it would otherwise take the loading screen over
  // and have the painted screen refused.
  document.documentElement.setAttribute(PAINTED_ATTRIBUTE, '');
  const desktop = window.matchMedia(DESKTOP_MEDIA).matches;
  const query = new URLSearchParams({
    path: visit.path + visit.search,
    language: visit.language,
    desktop: desktop ? '1' : '0',
  });
  const view = storedView();
  if (view !== null) query.set('view', view);
  const answer = fetch(`${visit.apiUrl}/first-screen?${query}`, {
    headers: { authorization: `Bearer ${visit.token}` },
    signal: AbortSignal.timeout(PAINT_WITHIN_MS),
  })
    .then((response) => (response.status === 200 ? (response.json() as Promise<FirstScreenAnswer>) : null))
    .catch(() => null);
  // The enlarged view is for the desktop layout only, as in the frame (useEnlargedView).
  return (window.__dosselScreenAsked = { answer, enlarged: desktop && enlargedIn(view) });
}

/** The screen index.html's head asked for, once; asked now where it did not. */
function askedScreen(visit: Visit): AskedScreen | null {
  const asked = window.__dosselScreenAsked ?? askForPaintedScreen(visit);
  delete window.__dosselScreenAsked;
  return asked;
}

/**
 * Paints the screen asked for a visit when the page's style sheets are in. Nothing (the loading screen
 * stays) when the API paints nothing for it, refuses or cannot be reached. Settles once the painted
 * screen is on the screen (true), or once it is clear it will not be (false).
 */
export function requestPaintedScreen(visit: Visit): Promise<boolean> {
  const asked = askedScreen(visit);
  if (!asked) return Promise.resolve(false);
  let late = false;
  const painted = asked.answer
    .then(async (answer) => {
      if (!answer) return false;
      await styleSheetsLoaded();
      if (late || !paint(answer, asked.enlarged)) return false;
      await frameDrawn();
      return true;
    })
    .catch(() => false);
  const givenUp = new Promise<boolean>((resolve) =>
    setTimeout(() => {
      late = true;
      resolve(false);
    }, PAINT_WITHIN_MS),
  );
  return Promise.race([painted, givenUp]).then(settle);
}
