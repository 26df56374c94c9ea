import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { render } from 'vitest-browser-react';

import { createFakeApiClient, fakeUser } from '@dossel/api-client/testing';
import { sessionStore } from '../lib/session/session-store';
import { createPortalTestI18n } from '../testing/portal-i18n';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

function Broken(): never {
  throw new Error('a screen that fails to render');
}

/** The app's routes with one more signed-in screen that always fails. */
function withBrokenScreen(routes: RouteObject[]) {
  const [gate, ...others] = routes;
  if (!gate) throw new Error('the app has no routes');
  const broken: RouteObject = { path: '/broken', element: <Broken /> };
  return createMemoryRouter(
    [{ ...gate, children: [broken, ...(gate.children ?? [])] } as RouteObject, ...others],
    {
      initialEntries: ['/broken'],
    },
  );
}

describe('a screen that fails to render', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the translated error page with a retry, never a blank screen', async () => {
    // React and the router report the failure on the console; here it is the point of the test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStore.getState().signIn('token');
    sessionStore.getState().setUser(fakeUser);
    const router = createAppRouter(withBrokenScreen);
    await render(
      <AppProvider client={createFakeApiClient()} i18n={createPortalTestI18n('es')}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('Ocurrió un error inesperado');
    await expect.element(page.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
  });
});
