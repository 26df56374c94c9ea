import type { ComponentType, ReactNode } from 'react';
import type { createBrowserRouter, LoaderFunctionArgs, RouteObject } from 'react-router';

import { paths } from '../config/paths';
import type { Audience } from '../config/screens';
import type { AppServices } from '../lib/app-services';
import { ErrorPage } from '../features/errors/components/error-page';
import {
  AccessGate,
  HomeOrLogin,
  PrivateOnly,
  PublicOnly,
  RequireAudience,
  TakesOverFirstScreen,
} from './routes/access';
import {
  AnomalyPage,
  FieldMapPage,
  ApiKeysPage,
  AppLayout,
  BackgroundJobsPage,
  BenchmarkingFormPage,
  BenchmarkingPage,
  ChangePasswordPage,
  CustomerFormPage,
  CustomerGroupFormPage,
  CustomerGroupsPage,
  CustomersPage,
  DocumentFormPage,
  DocumentsPage,
  DocumentTypeFormPage,
  DocumentTypesPage,
  DownloadsPage,
  FieldNoteFormPage,
  FieldNotesPage,
  ForgotPasswordPage,
  HandoffRoute,
  HomePage,
  ImportPage,
  ImportsPage,
  ImportUploadPage,
  NotAuthenticatedPage,
  NotFoundPage,
  OperationFormPage,
  OperationsPage,
  OperationalItemFormPage,
  OperationalItemsPage,
  ProductivityPage,
  QualityPage,
  ResetPasswordPage,
  SignInRoute,
  SoilReliefPage,
  SuppliesPage,
  SupplyFormPage,
  ThirdPartiesPage,
  ThirdPartyFormPage,
  UserFormPage,
  UsersPage,
  VegetationPage,
  WeatherPage,
  WeedCompetitionPage,
} from './routes/lazy-pages';
import type { ScreenWithData } from './routes/screen-data';

const publicOnly = (path: string, element: ReactNode): RouteObject => ({
  path,
  element: <PublicOnly>{element}</PublicOnly>,
});

/**
 * A screen's loader starts its code (`preload`) and, through screen-data (a chunk of its own, loaded on
 * the first call), its first queries, together; it returns at once, so nothing waits for it.
 */
function startScreen(
  preload: () => void,
  data: ScreenWithData | undefined,
  audience: Audience,
  app: AppServices,
) {
  return ({ request }: LoaderFunctionArgs) => {
    // The signed-in frame too: it would otherwise start only once the session check has answered.
    AppLayout.preload();
    preload();
    if (data) startScreenData(data, new URL(request.url), audience, app);
    return null;
  };
}

/** Starts a screen's first queries (screen-data, a chunk of its own, loaded on the first call). */
function startScreenData(data: ScreenWithData, url: URL, audience: Audience, app: AppServices) {
  void import('./routes/screen-data').then(({ screenData }) => screenData[data]({ url, audience, app }));
}

/** A page loaded on demand (lazy-pages.ts). */
type LazyPage = ComponentType & { preload: () => void };

function NothingYet() {
  return null;
}

/**
 * The portal's routes; each screen decides by the access state whether it shows (spec section 2). The
 * screens' loaders start their first queries with the app's services: its session, its client (a test's
 * fake one) and its query client.
 */
function appRoutes(app: AppServices): RouteObject[] {
  const privateOnly = (
    path: string,
    Page: LazyPage,
    audience: Audience = 'everyone',
    data?: ScreenWithData,
  ): RouteObject => ({
    path,
    loader: startScreen(Page.preload, data, audience, app),
    element: (
      <PrivateOnly>
        <RequireAudience audience={audience}>
          <Page />
        </RequireAudience>
      </PrivateOnly>
    ),
  });
  return [
    {
      element: <AccessGate />,
      // The screens' loaders return at once, yet the router waits a tick for them on the first load: it
      // shows nothing meanwhile, and index.html's first screen stays in view.
      HydrateFallback: NothingYet,
      // A friendly translated page with a retry instead of the router's bare fallback, in sight.
      errorElement: (
        <TakesOverFirstScreen>
          <ErrorPage />
        </TakesOverFirstScreen>
      ),
      children: [
        {
          path: paths.home.path,
          // A stored session will most likely hold: home's code and data start beside the check, not after it.
          loader: ({ request }) => {
            if (app.session.getState().token) {
              AppLayout.preload();
              HomePage.preload();
              startScreenData('home', new URL(request.url), 'everyone', app);
            } else {
              // Already on its way (index.html's script asked for it with the pre-rendered form).
              SignInRoute.preload();
            }
            return null;
          },
          element: <HomeOrLogin home={<HomePage />} login={<SignInRoute />} />,
        },
        publicOnly(paths.forgotPassword.path, <ForgotPasswordPage />),
        publicOnly(paths.reset.path, <ResetPasswordPage variant="reset" />),
        publicOnly(paths.firstAccess.path, <ResetPasswordPage variant="firstAccess" />),
        publicOnly(paths.createPassword.path, <ResetPasswordPage variant="createPassword" />),
        // Signed out and signed in alike: a hand-off replaces whatever session this browser has.
        { path: paths.handoff.path, element: <HandoffRoute /> },
        privateOnly(paths.auth.path, NotAuthenticatedPage),
        privateOnly(paths.changePassword.path, ChangePasswordPage),

        privateOnly(paths.customerGroups.path, CustomerGroupsPage, 'servicesAdmin', 'registerList'),
        privateOnly(paths.customerGroups.newPath, CustomerGroupFormPage, 'servicesAdmin'),
        privateOnly(paths.customerGroups.editPath, CustomerGroupFormPage, 'servicesAdmin'),
        privateOnly(paths.customers.path, CustomersPage, 'servicesAdmin', 'registerList'),
        privateOnly(paths.customers.newPath, CustomerFormPage, 'servicesAdmin'),
        privateOnly(paths.customers.editPath, CustomerFormPage, 'servicesAdmin'),
        privateOnly(paths.users.path, UsersPage, 'servicesAdmin', 'registerList'),
        privateOnly(paths.users.newPath, UserFormPage, 'servicesAdmin'),
        privateOnly(paths.users.editPath, UserFormPage, 'servicesAdmin'),
        privateOnly(paths.documentTypes.path, DocumentTypesPage, 'servicesAdmin', 'registerList'),
        privateOnly(paths.documentTypes.newPath, DocumentTypeFormPage, 'servicesAdmin'),
        privateOnly(paths.documentTypes.editPath, DocumentTypeFormPage, 'servicesAdmin'),
        privateOnly(paths.documents.path, DocumentsPage, 'servicesAdmin', 'registerList'),
        privateOnly(paths.documents.newPath, DocumentFormPage, 'servicesAdmin'),
        privateOnly(paths.documents.editPath, DocumentFormPage, 'servicesAdmin'),
        privateOnly(paths.benchmarking.path, BenchmarkingPage, 'servicesAdmin', 'benchmarking'),
        privateOnly(paths.benchmarking.newPath, BenchmarkingFormPage, 'servicesAdmin'),
        privateOnly(paths.benchmarking.editPath, BenchmarkingFormPage, 'servicesAdmin'),
        privateOnly(paths.backgroundJobs.path, BackgroundJobsPage, 'servicesAdmin', 'registerList'),
        privateOnly(paths.imports.path, ImportsPage, 'servicesAdmin', 'registerList'),
        privateOnly(paths.imports.newPath, ImportUploadPage, 'servicesAdmin'),
        privateOnly(paths.imports.detailPath, ImportPage, 'servicesAdmin'),
        privateOnly(paths.apiKeys.path, ApiKeysPage, 'servicesAdmin', 'registerList'),

        privateOnly(paths.weedCompetition.path, WeedCompetitionPage, 'everyone', 'weedCompetition'),
        privateOnly(paths.anomaly.path, AnomalyPage, 'everyone', 'anomaly'),
        // Its data is on the device: nothing to start but its code.
        privateOnly(paths.fieldMap.path, FieldMapPage),
        privateOnly(paths.productivity.path, ProductivityPage, 'everyone', 'productivity'),
        privateOnly(paths.quality.path, QualityPage, 'everyone', 'quality'),
        privateOnly(paths.weather.path, WeatherPage, 'everyone', 'weather'),
        privateOnly(paths.soilRelief.path, SoilReliefPage, 'everyone', 'soilRelief'),
        privateOnly(paths.vegetation.path, VegetationPage, 'everyone', 'vegetation'),
        privateOnly(paths.downloads.path, DownloadsPage, 'everyone', 'downloads'),

        privateOnly(paths.fieldNotes.path, FieldNotesPage, 'fieldOperations', 'fieldNotes'),
        privateOnly(paths.fieldNotes.newPath, FieldNoteFormPage, 'fieldOperations'),
        privateOnly(paths.fieldNotes.editPath, FieldNoteFormPage, 'fieldOperations'),
        privateOnly(paths.operations.path, OperationsPage, 'fieldOperations', 'operations'),
        privateOnly(paths.operations.newPath, OperationFormPage, 'fieldOperations'),
        privateOnly(paths.operations.editPath, OperationFormPage, 'fieldOperations'),
        privateOnly(paths.supplies.path, SuppliesPage, 'fieldOperations', 'supplies'),
        privateOnly(paths.supplies.newPath, SupplyFormPage, 'fieldOperations'),
        privateOnly(paths.supplies.editPath, SupplyFormPage, 'fieldOperations'),
        privateOnly(paths.operationalItems.path, OperationalItemsPage, 'fieldOperations', 'operationalItems'),
        privateOnly(paths.operationalItems.newPath, OperationalItemFormPage, 'fieldOperations'),
        privateOnly(paths.operationalItems.editPath, OperationalItemFormPage, 'fieldOperations'),
        privateOnly(paths.thirdParty.path, ThirdPartiesPage, 'fieldOperations', 'thirdParties'),
        privateOnly(paths.thirdParty.newPath, ThirdPartyFormPage, 'fieldOperations'),
        privateOnly(paths.thirdParty.editPath, ThirdPartyFormPage, 'fieldOperations'),

        privateOnly(paths.notFound.path, NotFoundPage),
      ],
    },
  ];
}

type CreateRouter = (routes: RouteObject[]) => ReturnType<typeof createBrowserRouter>;

/**
 * The app's router on the app's services (main.tsx's; a test's own); tests pass `createMemoryRouter`
 * with their start path.
 */
export function createAppRouter(create: CreateRouter, services: AppServices) {
  const router = create(appRoutes(services));
  services.authRedirect.setNavigation(() => void router.navigate(paths.auth.href()));
  return router;
}
