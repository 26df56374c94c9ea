import { lazy, type ComponentType } from 'react';

/**
 * A named page component of a module loaded on demand. One helper instead of a wrapper per page: the
 * sign-in page carries this list (its 180 KB budget).
 */
function page<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

// Signed-in screens load on demand, so the sign-in page's first download carries none of them.
export const AppLayout = page(() => import('../../features/shell/components/app-layout'), 'AppLayout');
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
export const ComingSoonPage = page(
  () => import('../../features/coming-soon/components/coming-soon-page'),
  'ComingSoonPage',
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

// The sign-in family's other pages: a visitor who never asks for a reset link never downloads them.
export const ForgotPasswordPage = page(
  () => import('../../features/auth/components/forgot-password-page'),
  'ForgotPasswordPage',
);
export const ResetPasswordPage = page(
  () => import('../../features/auth/components/reset-password-page'),
  'ResetPasswordPage',
);
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
export const BenchmarkingFormPage = page(
  () => import('../../features/registers/benchmarking/benchmarking-form-page'),
  'BenchmarkingFormPage',
);
