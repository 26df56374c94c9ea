import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';

import { paths } from '../config/paths';
import type { Audience } from '../config/screens';
import { LoginPage } from '../features/auth/components/login-page';
import { setSessionExpiryNavigation } from '../features/auth/session-expiry';
import { ErrorPage } from '../features/errors/components/error-page';
import { AccessGate, HomeOrLogin, PrivateOnly, PublicOnly, RequireAudience } from './routes/access';
import {
  AnomalyPage,
  BenchmarkingFormPage,
  BenchmarkingPage,
  ChangePasswordPage,
  ComingSoonPage,
  CustomerFormPage,
  CustomerGroupFormPage,
  CustomerGroupsPage,
  CustomersPage,
  DocumentFormPage,
  DocumentsPage,
  DocumentTypeFormPage,
  DocumentTypesPage,
  DownloadsPage,
  ForgotPasswordPage,
  HomePage,
  NotAuthenticatedPage,
  NotFoundPage,
  ProductivityPage,
  QualityPage,
  ResetPasswordPage,
  SoilReliefPage,
  UserFormPage,
  UsersPage,
  VegetationPage,
  WeatherPage,
  WeedCompetitionPage,
} from './routes/lazy-pages';

const publicOnly = (path: string, element: ReactNode): RouteObject => ({
  path,
  element: <PublicOnly>{element}</PublicOnly>,
});

const privateOnly = (path: string, element: ReactNode, audience: Audience = 'everyone'): RouteObject => ({
  path,
  element: (
    <PrivateOnly>
      <RequireAudience audience={audience}>{element}</RequireAudience>
    </PrivateOnly>
  ),
});

/**
 * A screen a later issue builds: its routes exist now (spec section 2) and show what is coming, behind
 * the same audience check the finished screen will have.
 */
const comingSoon = (screenId: string, audience: Audience, ...routePaths: string[]) =>
  routePaths.map((path) => privateOnly(path, <ComingSoonPage screenId={screenId} />, audience));

const registerRoutes = (
  screenId: string,
  audience: Audience,
  register: { path: string; newPath: string; editPath: string },
) => comingSoon(screenId, audience, register.path, register.newPath, register.editPath);

/** The portal's routes; each screen decides by the access state whether it shows (spec section 2). */
export const routes: RouteObject[] = [
  {
    element: <AccessGate />,
    // A friendly translated page with a retry instead of the router's bare fallback.
    errorElement: <ErrorPage />,
    children: [
      { path: paths.home.path, element: <HomeOrLogin home={<HomePage />} login={<LoginPage />} /> },
      publicOnly(paths.forgotPassword.path, <ForgotPasswordPage />),
      publicOnly(paths.reset.path, <ResetPasswordPage variant="reset" />),
      publicOnly(paths.firstAccess.path, <ResetPasswordPage variant="firstAccess" />),
      publicOnly(paths.createPassword.path, <ResetPasswordPage variant="createPassword" />),
      privateOnly(paths.auth.path, <NotAuthenticatedPage />),
      privateOnly(paths.changePassword.path, <ChangePasswordPage />),

      privateOnly(paths.customerGroups.path, <CustomerGroupsPage />, 'servicesAdmin'),
      privateOnly(paths.customerGroups.newPath, <CustomerGroupFormPage />, 'servicesAdmin'),
      privateOnly(paths.customerGroups.editPath, <CustomerGroupFormPage />, 'servicesAdmin'),
      privateOnly(paths.customers.path, <CustomersPage />, 'servicesAdmin'),
      privateOnly(paths.customers.newPath, <CustomerFormPage />, 'servicesAdmin'),
      privateOnly(paths.customers.editPath, <CustomerFormPage />, 'servicesAdmin'),
      privateOnly(paths.users.path, <UsersPage />, 'servicesAdmin'),
      privateOnly(paths.users.newPath, <UserFormPage />, 'servicesAdmin'),
      privateOnly(paths.users.editPath, <UserFormPage />, 'servicesAdmin'),
      privateOnly(paths.documentTypes.path, <DocumentTypesPage />, 'servicesAdmin'),
      privateOnly(paths.documentTypes.newPath, <DocumentTypeFormPage />, 'servicesAdmin'),
      privateOnly(paths.documentTypes.editPath, <DocumentTypeFormPage />, 'servicesAdmin'),
      privateOnly(paths.documents.path, <DocumentsPage />, 'servicesAdmin'),
      privateOnly(paths.documents.newPath, <DocumentFormPage />, 'servicesAdmin'),
      privateOnly(paths.documents.editPath, <DocumentFormPage />, 'servicesAdmin'),
      privateOnly(paths.benchmarking.path, <BenchmarkingPage />, 'servicesAdmin'),
      privateOnly(paths.benchmarking.newPath, <BenchmarkingFormPage />, 'servicesAdmin'),
      privateOnly(paths.benchmarking.editPath, <BenchmarkingFormPage />, 'servicesAdmin'),

      privateOnly(paths.weedCompetition.path, <WeedCompetitionPage />),
      privateOnly(paths.anomaly.path, <AnomalyPage />),
      privateOnly(paths.productivity.path, <ProductivityPage />),
      privateOnly(paths.quality.path, <QualityPage />),
      privateOnly(paths.weather.path, <WeatherPage />),
      privateOnly(paths.soilRelief.path, <SoilReliefPage />),
      privateOnly(paths.vegetation.path, <VegetationPage />),
      privateOnly(paths.downloads.path, <DownloadsPage />),

      ...registerRoutes('fieldNotes', 'fieldOperations', paths.fieldNotes),
      ...registerRoutes('operations', 'fieldOperations', paths.operations),
      ...registerRoutes('supplies', 'fieldOperations', paths.supplies),
      ...registerRoutes('operationalItems', 'fieldOperations', paths.operationalItems),
      ...registerRoutes('thirdParty', 'fieldOperations', paths.thirdParty),

      privateOnly(paths.notFound.path, <NotFoundPage />),
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
