import { createBrowserRouter, type RouteObject } from 'react-router';

import { paths } from '../config/paths';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { LoginPage } from '../features/auth/components/login-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { setSessionExpiryNavigation } from '../features/auth/session-expiry';
import { ErrorPage } from '../features/errors/components/error-page';
import { AccessGate, HomeOrLogin, PrivateOnly, PublicOnly } from './routes/access';
import { HomePage, NotAuthenticatedPage, NotFoundPage } from './routes/lazy-pages';

/** The portal's routes; each screen decides by the access state whether it shows (spec section 2). */
export const routes: RouteObject[] = [
  {
    element: <AccessGate />,
    // A friendly translated page with a retry instead of the router's bare fallback.
    errorElement: <ErrorPage />,
    children: [
      { path: paths.home.path, element: <HomeOrLogin home={<HomePage />} login={<LoginPage />} /> },
      {
        path: paths.forgotPassword.path,
        element: (
          <PublicOnly>
            <ForgotPasswordPage />
          </PublicOnly>
        ),
      },
      {
        path: paths.reset.path,
        element: (
          <PublicOnly>
            <ResetPasswordPage />
          </PublicOnly>
        ),
      },
      {
        path: paths.auth.path,
        element: (
          <PrivateOnly>
            <NotAuthenticatedPage />
          </PrivateOnly>
        ),
      },
      {
        path: paths.notFound.path,
        element: (
          <PrivateOnly>
            <NotFoundPage />
          </PrivateOnly>
        ),
      },
    ],
  },
];

type CreateRouter = (routes: RouteObject[]) => ReturnType<typeof createBrowserRouter>;

/** The app's router; tests pass `createMemoryRouter` with their start path. */
export function createAppRouter(create: CreateRouter = createBrowserRouter) {
  const router = create(routes);
  setSessionExpiryNavigation(() => void router.navigate(paths.auth.href()));
  return router;
}
