import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { render } from 'vitest-browser-react';

import { fakeUser } from '@dossel/api-client/testing';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { testServices, testSession } from '../testing/test-services';

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
    testSession().getState().signIn('token');
    testSession().getState().setUser(fakeUser);
    const services = testServices({ language: 'es' });
    const router = createAppRouter(withBrokenScreen, services);
    await render(
      <AppProvider services={services}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('Ocurrió un error inesperado');
    await expect.element(page.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
  });
});
