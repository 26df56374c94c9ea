// Runs in the API's process (GET /api/first-screen, issue 13), built for Node with the release: the
// build writes it to dist/server/first-screen.js (vite/prerender-plugin.ts). It draws the signed-in
// screen a stored session opens with the app's own router, frame and page, from the answers the
// screen's route asks for first, for the inline script to paint before the app's code has arrived
// (painted-screen.ts). Its calls go through the `fetch` the API gives it, which runs the API's routes
// with the caller's own token: it sees what the caller may see, and nothing else.
import { readFile } from 'node:fs/promises';

import { createCoreClient, isApiError, type FirstScreenRenderer, type User } from '@dossel/api-client';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { NAMESPACE } from '../../lib/i18n-options';
import { createQueryClient } from '../../lib/query-client';
import { createServerData } from '../../lib/server-data';
import { ServerRenderContext, type ServerRender } from '../../lib/server-render';
import { createAuthRedirect } from '../../lib/session/session-expiry';
import { createSessionStore } from '../../lib/session/session-store';
import { createWelcomeStore } from '../../lib/session/welcome-store';
import { VIEW_STORAGE_KEY } from '../shell/stores/view-storage-key';
import { AppProvider } from '../provider';
import { createAppRouter } from '../router';
import { EARLY_SCREENS } from './early-screens';
import { MANTINE_STYLES } from './first-screen-ids';
import { serverI18n, type Translations } from './server-i18n';

/** A browser's local storage for one render: what the page sent, and what the render writes. */
function memoryStorage(entries: Record<string, string>): Storage {
  const items = new Map(Object.entries(entries));
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** The texts of one language, as the build wrote them beside this module. */
const texts = new Map<string, Promise<Translations>>();
function textsOf(language: string): Promise<Translations> {
  let loaded = texts.get(language);
  if (!loaded) {
    const file = new URL(`./locales/${language}/${NAMESPACE}.json`, import.meta.url);
    loaded = readFile(file, 'utf8').then((text) => JSON.parse(text) as Translations);
    texts.set(language, loaded);
  }
  return loaded;
}

/**
 * Settles when the queries the route's loader started have their answers: once nothing is being fetched
 * a macrotask after the last answer (the loader asks a few promises after the router starts, and an
 * answer may lead to another query).
 */
async function queriesAnswered(client: QueryClient): Promise<void> {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (client.isFetching() === 0) return;
    await new Promise<void>((resolve) => {
      const stop = client.getQueryCache().subscribe(() => {
        if (client.isFetching() > 0) return;
        stop();
        resolve();
      });
    });
  }
}

/** Settles once the router has run the route's loader (which starts the screen's code and queries). */
function routerReady(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** The user the token belongs to, or null for a lapsed session. */
async function sessionUser(me: () => Promise<User>): Promise<User | null> {
  try {
    return await me();
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/**
 * The screen at `path` as the app would draw it for this session, with the answers it was drawn from
 * (dehydrated, for the app's query cache); null where nothing is painted: a screen not listed in
 * EARLY_SCREENS as painted, a lapsed session, terms not accepted yet (the app shows them first), or a
 * first query that failed (the app will say why).
 */
export const renderFirstScreen: FirstScreenRenderer = async ({ path, language, desktop, view, fetch }) => {
  // `//host/benchmarking` would read as another origin's /benchmarking: no address of the app.
  if (path.startsWith('//')) return null;
  const url = new URL(path, 'http://portal.invalid');
  if (!EARLY_SCREENS[url.pathname]?.paintedByServer) return null;
  const api = createCoreClient({ baseURL: '/api', getToken: () => null, locale: () => language, fetch });
  const user = await sessionUser(api.auth.me);
  if (!user || user.signature === null) return null;

  const session = createSessionStore({
    storage: memoryStorage({}),
    clearCache: () => undefined,
    signedInAs: user,
  });
  const queryClient = createQueryClient({ queries: { retry: false } });
  const services = {
    api,
    i18n: serverI18n(language, await textsOf(language)),
    session,
    welcome: createWelcomeStore(),
    serverData: createServerData(queryClient),
    authRedirect: createAuthRedirect(),
  };
  // The route's loader imports the screens' queries on demand: loaded now, that import answers at once.
  await import('../routes/screen-data');
  const router = createAppRouter(
    (routes) => createMemoryRouter(routes, { initialEntries: [path] }),
    services,
  );
  try {
    await routerReady(router);
    await queriesAnswered(queryClient);
    if (
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error')
    )
      return null;
    const serverRender: ServerRender = {
      storage: memoryStorage(view === undefined ? {} : { [VIEW_STORAGE_KEY]: view }),
      desktop: desktop === '1',
    };
    const { prelude } = await prerender(
      <ServerRenderContext value={serverRender}>
        <AppProvider services={services}>
          <RouterProvider router={router} />
        </AppProvider>
      </ServerRenderContext>,
      // Every boundary inline: the page is painted by setting its HTML, which runs none of the scripts
      // React would otherwise write to reveal the larger boundaries.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await new Response(prelude).text();
    return { html: html.replace(MANTINE_STYLES, ''), state: dehydrate(queryClient) };
  } finally {
    // The render's cache would otherwise stay in memory for its 24 hours (each query's clean-up timer).
    queryClient.clear();
    router.dispose();
  }
};
