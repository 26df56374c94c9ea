import type { CoreClient, Language } from '@dossel/api-client';
import { render } from 'vitest-browser-react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { AppProvider } from '../app/provider';
import { createAppRouter } from '../app/router';
import { testServices } from './test-services';

interface RenderAppOptions {
  path?: string;
  client?: CoreClient;
  language?: Language;
}

/**
 * The whole portal at a path, in memory: real routes and providers, a fake api client, and the test's
 * own session and query client (`testSession()`, `testQueryClient()`).
 */
export async function renderApp({ path = '/', client, language = 'pt-BR' }: RenderAppOptions = {}) {
  const services = testServices({ client, language });
  const router = createAppRouter(
    (routes) => createMemoryRouter(routes, { initialEntries: [path] }),
    services,
  );
  const screen = await render(
    <AppProvider services={services}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { screen, router, services };
}
