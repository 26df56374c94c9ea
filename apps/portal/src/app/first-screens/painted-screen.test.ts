import { dosselTheme } from '@dossel/ui-kit';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { page } from 'vitest/browser';

import { offerPaintedState, paintedStateClosed, takePaintedState } from '../../lib/painted-screen-data';
import { clearServerData, createServerData } from '../../lib/server-data';
import { VIEW_STORAGE_KEY } from '../shell/stores/view-storage-key';
import { FIRST_SCREEN_ID, PAINTED_ATTRIBUTE, screenPainted } from './first-screen-ids';
import { askForPaintedScreen, DESKTOP_MEDIA, requestPaintedScreen } from './painted-screen';
import { takeOverFirstScreen } from './take-over';

// The API's side of GET /first-screen is covered by apps/api's tests and e2e/fast-load.spec.ts: here the
// answer is stood in for at the fetch, and the page's side (what it asks, when it paints) is real.
const visit = {
  path: '/benchmarking',
  search: '?period=2024-Q1&segment=a%20b',
  language: 'es',
  token: 'token-1',
  apiUrl: '/api',
};
const answer = { html: '<p>Pintada</p>', state: { queries: [], mutations: [] } };
const answered = (status = 200) =>
  status === 200 ? new Response(JSON.stringify(answer), { status }) : new Response(null, { status });

let firstScreen: HTMLElement;
beforeEach(() => {
  firstScreen = document.createElement('div');
  firstScreen.id = FIRST_SCREEN_ID;
  firstScreen.innerHTML = '<p>Carregando</p>';
  document.body.append(firstScreen);
});
afterEach(() => {
  firstScreen.remove();
  document.documentElement.removeAttribute(PAINTED_ATTRIBUTE);
  delete window.__dosselPaintedScreen;
  delete window.__dosselScreenAsked;
  vi.restoreAllMocks();
});

/** A style sheet in the page that has not loaded: it has no address yet; given one, it loads. */
function unloadedSheet(): HTMLLinkElement {
  const sheet = document.createElement('link');
  sheet.rel = 'stylesheet';
  document.head.append(sheet);
  return sheet;
}

/** The address and the authorization of the one request made. */
function asked(sent: MockInstance<typeof fetch>) {
  expect(sent).toHaveBeenCalledTimes(1);
  const [url, init] = sent.mock.calls[0] ?? [];
  const address = new URL(String(url), window.location.href);
  return { address, authorization: new Headers(init?.headers).get('authorization') };
}

describe('a screen painted by the server (issue 13)', () => {
  it('is asked for with the token, the address, the language and what only the browser knows, then painted', async () => {
    await page.viewport(1280, 800);
    localStorage.setItem(VIEW_STORAGE_KEY, '{"fullWidth":true}');
    const sent = vi.spyOn(window, 'fetch').mockResolvedValueOnce(answered());
    expect(await requestPaintedScreen(visit)).toBe(true);
    const { address, authorization } = asked(sent);
    expect(authorization).toBe('Bearer token-1');
    expect(address.pathname).toBe('/api/first-screen');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      path: '/benchmarking?period=2024-Q1&segment=a%20b',
      language: 'es',
      desktop: '1',
      view: '{"fullWidth":true}',
    });
    expect(firstScreen.innerHTML).toBe('<p>Pintada</p>');
    expect(screenPainted()).toBe(true);
    expect(takePaintedState()).toEqual(answer.state);
  });

  it.each([
    [1280, '112.5%'],
    // The enlarged view is the desktop layout's only, as in the frame.
    [375, ''],
  ])(
    'at %i px wide, paints the enlarged view the user chose at the size the app will draw it',
    async (width, size) => {
      await page.viewport(width, 800);
      localStorage.setItem(VIEW_STORAGE_KEY, '{"enlarged":true}');
      vi.spyOn(window, 'fetch').mockResolvedValueOnce(answered());
      try {
        expect(await requestPaintedScreen(visit)).toBe(true);
        expect(document.documentElement.style.fontSize).toBe(size);
      } finally {
        document.documentElement.style.fontSize = '';
      }
    },
  );

  it("keeps the app's drawing out of sight while the answer is on its way", async () => {
    let answerNow: (response: Response) => void = () => {};
    vi.spyOn(window, 'fetch').mockReturnValueOnce(new Promise((resolve) => (answerNow = resolve)));
    const painted = requestPaintedScreen(visit);
    expect(screenPainted()).toBe(true);
    answerNow(answered(204));
    expect(await painted).toBe(false);
    expect(screenPainted()).toBe(false);
  });

  it("is asked for by the head's script and painted by the body's, asked once", async () => {
    const sent = vi.spyOn(window, 'fetch').mockResolvedValueOnce(answered());
    askForPaintedScreen(visit);
    // From the request on, the app draws out of sight.
    expect(screenPainted()).toBe(true);
    expect(await requestPaintedScreen(visit)).toBe(true);
    expect(asked(sent).address.pathname).toBe('/api/first-screen');
    expect(firstScreen.innerHTML).toBe('<p>Pintada</p>');
  });

  it('settles once the frame that shows the painted screen is drawn, so the code starts after it', async () => {
    vi.spyOn(window, 'fetch').mockResolvedValueOnce(answered());
    let frameOfThePaint = false;
    const painted = new MutationObserver(() => {
      painted.disconnect();
      requestAnimationFrame(() => (frameOfThePaint = true));
    });
    painted.observe(firstScreen, { childList: true });
    expect(await requestPaintedScreen(visit)).toBe(true);
    expect(firstScreen.innerHTML).toBe('<p>Pintada</p>');
    expect(frameOfThePaint).toBe(true);
  });
  it('leaves the app drawing under the loading screen to take it over itself when nothing is painted', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = '<p>A carregar</p>';
    document.body.append(root);
    try {
      vi.spyOn(window, 'fetch').mockResolvedValueOnce(answered(204));
      expect(await requestPaintedScreen(visit)).toBe(false);
      expect(screenPainted()).toBe(true);
      takeOverFirstScreen(root);
      expect(screenPainted()).toBe(false);
      expect(firstScreen.innerHTML).toBe('');
    } finally {
      root.remove();
    }
  });

  it('is not asked for without a network (the installed app in the field): the code need not wait', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const sent = vi.spyOn(window, 'fetch');
    expect(await requestPaintedScreen(visit)).toBe(false);
    expect(sent).not.toHaveBeenCalled();
    expect(firstScreen.innerHTML).toBe('<p>Carregando</p>');
  });

  it('is asked for as a phone below the desktop width, without view settings when none are stored', async () => {
    await page.viewport(375, 667);
    expect(window.matchMedia(DESKTOP_MEDIA).matches).toBe(false);
    const sent = vi.spyOn(window, 'fetch').mockResolvedValueOnce(answered());
    await requestPaintedScreen(visit);
    const { searchParams } = asked(sent).address;
    expect(searchParams.get('desktop')).toBe('0');
    expect(searchParams.has('view')).toBe(false);
  });

  it('waits for a style sheet still loading, and is painted with it in', async () => {
    const sheet = unloadedSheet();
    try {
      const listened = vi.spyOn(sheet, 'addEventListener');
      vi.spyOn(window, 'fetch').mockResolvedValueOnce(answered());
      const sheetInWhenPainted: boolean[] = [];
      const observer = new MutationObserver(() => sheetInWhenPainted.push(sheet.sheet !== null));
      observer.observe(firstScreen, { childList: true });
      const painted = requestPaintedScreen(visit);
      await vi.waitFor(() =>
        expect(listened).toHaveBeenCalledWith('load', expect.any(Function), { once: true }),
      );
      expect(firstScreen.innerHTML).toBe('<p>Carregando</p>');
      sheet.href = `data:text/css,${encodeURIComponent('#first-screen p { color: rgb(1, 2, 3); }')}`;
      expect(await painted).toBe(true);
      observer.disconnect();
      expect(sheetInWhenPainted).toEqual([true]);
      expect(getComputedStyle(firstScreen.firstElementChild as Element).color).toBe('rgb(1, 2, 3)');
    } finally {
      sheet.remove();
    }
  });

  it('gives up when its style sheets are not in within 3 s, and is not painted when they come', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const sheet = unloadedSheet();
    try {
      const listened = vi.spyOn(sheet, 'addEventListener');
      vi.spyOn(window, 'fetch').mockResolvedValueOnce(answered());
      const painted = requestPaintedScreen(visit);
      await vi.waitFor(() =>
        expect(listened).toHaveBeenCalledWith('load', expect.any(Function), { once: true }),
      );
      await vi.advanceTimersByTimeAsync(3_000);
      expect(await painted).toBe(false);
      sheet.href = 'data:text/css,p{}';
      await vi.waitFor(() => expect(sheet.sheet).not.toBeNull());
      expect(firstScreen.innerHTML).toBe('<p>Carregando</p>');
      expect(screenPainted()).toBe(false);
    } finally {
      sheet.remove();
      vi.useRealTimers();
    }
  });

  it('is not painted from an answer without HTML', async () => {
    vi.spyOn(window, 'fetch').mockResolvedValueOnce(new Response(JSON.stringify({ state: {} })));
    expect(await requestPaintedScreen(visit)).toBe(false);
    expect(firstScreen.innerHTML).toBe('<p>Carregando</p>');
  });

  it.each([
    ['nothing to paint (204)', () => Promise.resolve(answered(204))],
    ['a refusal (401)', () => Promise.resolve(answered(401))],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('is not painted on %s: the loading screen stays', async (_, answer) => {
    vi.spyOn(window, 'fetch').mockImplementationOnce(answer);
    expect(await requestPaintedScreen(visit)).toBe(false);
    expect(firstScreen.innerHTML).toBe('<p>Carregando</p>');
    expect(screenPainted()).toBe(false);
    expect(takePaintedState()).toBeUndefined();
  });

  it('is not painted once the app has made its query cache: its data would be asked again, unseen', async () => {
    let answerNow: (response: Response) => void = () => {};
    vi.spyOn(window, 'fetch').mockReturnValueOnce(new Promise((resolve) => (answerNow = resolve)));
    const painted = requestPaintedScreen(visit);
    expect(takePaintedState()).toBeUndefined();
    answerNow(answered());
    expect(await painted).toBe(false);
    expect(firstScreen.innerHTML).toBe('<p>Carregando</p>');
    expect(screenPainted()).toBe(false);
    expect(window.__dosselPaintedScreen?.state).toBeUndefined();
  });

  it('is as wide as the desktop layout: the theme’s sm breakpoint, which useIsDesktop reads', () => {
    const theme = mergeMantineTheme(DEFAULT_THEME, dosselTheme);
    expect(DESKTOP_MEDIA).toBe(`(min-width: ${theme.breakpoints.sm})`);
  });
});

describe("the painted screen's answers", () => {
  afterEach(() => {
    delete window.__dosselPaintedScreen;
  });

  it('go to the first query cache made, once', () => {
    const state = { queries: [], mutations: [] };
    expect(offerPaintedState(state)).toBe(true);
    expect(takePaintedState()).toBe(state);
    expect(takePaintedState()).toBeUndefined();
  });

  it('are refused once the query cache is made', () => {
    expect(takePaintedState()).toBeUndefined();
    expect(offerPaintedState({ queries: [], mutations: [] })).toBe(false);
    expect(takePaintedState()).toBeUndefined();
  });

  it("are forgotten when the session's server data is cleared (sign-out): the next user does not get them", () => {
    expect(offerPaintedState({ queries: [], mutations: [] })).toBe(true);
    clearServerData(createServerData());
    expect(paintedStateClosed()).toBe(true);
    expect(takePaintedState()).toBeUndefined();
    expect(offerPaintedState({ queries: [], mutations: [] })).toBe(false);
  });

  it('are refused once the app has drawn a screen of its own: a late paint would cover it', async () => {
    const root = document.createElement('div');
    takeOverFirstScreen(root);
    expect(paintedStateClosed()).toBe(true);
    const firstScreen = document.createElement('div');
    firstScreen.id = FIRST_SCREEN_ID;
    document.body.append(firstScreen);
    try {
      vi.spyOn(window, 'fetch').mockResolvedValueOnce(answered());
      expect(await requestPaintedScreen(visit)).toBe(false);
      expect(screenPainted()).toBe(false);
    } finally {
      firstScreen.remove();
      vi.restoreAllMocks();
    }
  });
});
