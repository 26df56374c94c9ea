import type { CoreClient, Language } from '@dossel/api-client';
import { render } from 'vitest-browser-react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { AppProvider } from '../app/provider';
import { createAppRouter } from '../app/router';
import { createFakeApiClient } from '@dossel/api-client/testing';
import { createPortalTestI18n } from './portal-i18n';

interface RenderAppOptions {
  path?: string;
  client?: CoreClient;
  language?: Language;
}

/** The whole portal at a path, in memory: real routes, store and providers, a fake api client. */
export async function renderApp({
  path = '/',
  client = createFakeApiClient(),
  language = 'pt-BR',
}: RenderAppOptions = {}) {
  const router = createAppRouter(
    (routes) => createMemoryRouter(routes, { initialEntries: [path] }),
    client.request,
  );
  const screen = await render(
    <AppProvider client={client} i18n={createPortalTestI18n(language)}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { screen, router };
}
