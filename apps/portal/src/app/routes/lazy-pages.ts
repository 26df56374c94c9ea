import { preloadable } from '@dossel/ui-kit';
import type { ComponentType } from 'react';

/**
 * A named page component of a module loaded on demand, with `preload` to start fetching it before it
 * renders (route loaders, the sign-in page while the user types); once loaded it renders without
 * suspending. One helper instead of a wrapper per page: the sign-in page carries this list (its budget).
 */
function page<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return preloadable(() => load().then((module) => module[name]));
}

// Signed-in screens load on demand, so the sign-in page's first download carries none of them.
export const AppLayout = page(() => import('../shell/components/app-layout'), 'AppLayout');
export const HomePage = page(() => import('../../features/home/components/home-page'), 'HomePage');
export const ChangePasswordPage = page(
  () => import('../../features/auth/components/change-password-page'),
  'ChangePasswordPage',
);
export const DownloadsPage = page(
  () => import('../../features/downloads/components/downloads-page'),
  'DownloadsPage',
);
// The report screens (issue 5): each one's charts, map and tables load only when it is visited.
export const WeedCompetitionPage = page(
  () => import('../../features/monitoring-maps/components/weed-competition-page'),
  'WeedCompetitionPage',
);
export const AnomalyPage = page(
  () => import('../../features/monitoring-maps/components/anomaly-page'),
  'AnomalyPage',
);
export const FieldMapPage = page(() => import('../../features/field-kit/field-map-page'), 'FieldMapPage');
export const ProductivityPage = page(
  () => import('../../features/productivity/components/productivity-page'),
  'ProductivityPage',
);
export const QualityPage = page(
  () => import('../../features/quality/components/quality-page'),
  'QualityPage',
);
export const WeatherPage = page(
  () => import('../../features/weather/components/weather-page'),
  'WeatherPage',
);
export const SoilReliefPage = page(
  () => import('../../features/soil-relief/components/soil-relief-page'),
  'SoilReliefPage',
);
export const VegetationPage = page(
  () => import('../../features/vegetation/components/vegetation-page'),
  'VegetationPage',
);
export const NotContractedPage = page(
  () => import('../../features/errors/components/not-contracted-page'),
  'NotContractedPage',
);
export const NotFoundPage = page(
  () => import('../../features/errors/components/not-found-page'),
  'NotFoundPage',
);
export const NotAuthenticatedPage = page(
  () => import('../../features/auth/components/not-authenticated-page'),
  'NotAuthenticatedPage',
);

/**
 * The sign-in form (issue 13): a chunk of its own with the form library (Conform), which a stored
 * session's screens never show. index.html's inline script starts it the moment it shows the pre-rendered
 * form (first-screens/early-loads.ts), so it travels beside the app's own code; "Entrar" waits for none.
 */
export const SignInRoute = page(() => import('./sign-in-route'), 'SignInRoute');
// The sign-in family's other pages: a visitor who never asks for a reset link never downloads them.
export const ForgotPasswordPage = page(
  () => import('../../features/auth/components/forgot-password-page'),
  'ForgotPasswordPage',
);
export const ResetPasswordPage = page(
  () => import('../../features/auth/components/reset-password-page'),
  'ResetPasswordPage',
);
// Where another site hands its session over (issue 8): only visitors coming from that site load it.
export const HandoffRoute = page(() => import('./handoff'), 'HandoffRoute');
// The registers (issue 6): staff screens, loaded only by those who open them.
export const CustomerGroupsPage = page(
  () => import('../../features/registers/customer-groups/customer-groups-page'),
  'CustomerGroupsPage',
);
export const CustomerGroupFormPage = page(
  () => import('../../features/registers/customer-groups/customer-group-form-page'),
  'CustomerGroupFormPage',
);
export const DocumentTypesPage = page(
  () => import('../../features/registers/document-types/document-types-page'),
  'DocumentTypesPage',
);
export const DocumentTypeFormPage = page(
  () => import('../../features/registers/document-types/document-type-form-page'),
  'DocumentTypeFormPage',
);
export const DocumentsPage = page(
  () => import('../../features/registers/documents/documents-page'),
  'DocumentsPage',
);
export const DocumentFormPage = page(
  () => import('../../features/registers/documents/document-form-page'),
  'DocumentFormPage',
);
export const CustomersPage = page(
  () => import('../../features/registers/customers/customers-page'),
  'CustomersPage',
);
export const CustomerFormPage = page(
  () => import('../../features/registers/customers/customer-form-page'),
  'CustomerFormPage',
);
export const UsersPage = page(() => import('../../features/registers/users/users-page'), 'UsersPage');
export const UserFormPage = page(
  () => import('../../features/registers/users/user-form-page'),
  'UserFormPage',
);
export const BenchmarkingPage = page(
  () => import('../../features/registers/benchmarking/benchmarking-page'),
  'BenchmarkingPage',
);
export const BackgroundJobsPage = page(
  () => import('../../features/registers/background-jobs/background-jobs-page'),
  'BackgroundJobsPage',
);
export const ApiKeysPage = page(
  () => import('../../features/registers/api-keys/api-keys-page'),
  'ApiKeysPage',
);
export const ImportsPage = page(() => import('../../features/registers/imports/imports-page'), 'ImportsPage');
export const ImportUploadPage = page(
  () => import('../../features/registers/imports/import-upload-page'),
  'ImportUploadPage',
);
export const ImportPage = page(() => import('../../features/registers/imports/import-page'), 'ImportPage');
export const BenchmarkingFormPage = page(
  () => import('../../features/registers/benchmarking/benchmarking-form-page'),
  'BenchmarkingFormPage',
);
// Operation records and field notes (issue 7, field-operations group).
export const OperationsPage = page(
  () => import('../../features/field-operations/operations/operations-page'),
  'OperationsPage',
);
export const OperationFormPage = page(
  () => import('../../features/field-operations/operations/operation-form-page'),
  'OperationFormPage',
);
export const FieldNotesPage = page(
  () => import('../../features/field-operations/field-notes/field-notes-page'),
  'FieldNotesPage',
);
export const FieldNoteFormPage = page(
  () => import('../../features/field-operations/field-notes/field-note-form-page'),
  'FieldNoteFormPage',
);
// Service providers and their services (issue 7, field-operations group).
export const ThirdPartiesPage = page(
  () => import('../../features/field-operations/third-parties/third-parties-page'),
  'ThirdPartiesPage',
);
export const ThirdPartyFormPage = page(
  () => import('../../features/field-operations/third-parties/third-party-form-page'),
  'ThirdPartyFormPage',
);
// The field-operations cost group (issue 7): only customers with service 8 open these.
export const OperationalItemsPage = page(
  () => import('../../features/field-operations/operational-items/operational-items-page'),
  'OperationalItemsPage',
);
export const OperationalItemFormPage = page(
  () => import('../../features/field-operations/operational-items/operational-item-form-page'),
  'OperationalItemFormPage',
);
export const SuppliesPage = page(
  () => import('../../features/field-operations/supplies/supplies-page'),
  'SuppliesPage',
);
export const SupplyFormPage = page(
  () => import('../../features/field-operations/supplies/supply-form-page'),
  'SupplyFormPage',
);
