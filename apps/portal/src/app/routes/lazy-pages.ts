import { lazy } from 'react';

// Signed-in screens load on demand, so the sign-in page's first download carries none of them.
export const AppLayout = lazy(() =>
  import('../../features/shell/components/app-layout').then((module) => ({ default: module.AppLayout })),
);
export const HomePage = lazy(() =>
  import('../../features/home/components/home-page').then((module) => ({ default: module.HomePage })),
);
export const ChangePasswordPage = lazy(() =>
  import('../../features/auth/components/change-password-page').then((module) => ({
    default: module.ChangePasswordPage,
  })),
);
export const DownloadsPage = lazy(() =>
  import('../../features/downloads/components/downloads-page').then((module) => ({
    default: module.DownloadsPage,
  })),
);
// The report screens (issue 5): each one's charts, map and tables load only when it is visited.
export const WeedCompetitionPage = lazy(() =>
  import('../../features/monitoring-maps/components/weed-competition-page').then((module) => ({
    default: module.WeedCompetitionPage,
  })),
);
export const AnomalyPage = lazy(() =>
  import('../../features/monitoring-maps/components/anomaly-page').then((module) => ({
    default: module.AnomalyPage,
  })),
);
export const ProductivityPage = lazy(() =>
  import('../../features/productivity/components/productivity-page').then((module) => ({
    default: module.ProductivityPage,
  })),
);
export const QualityPage = lazy(() =>
  import('../../features/quality/components/quality-page').then((module) => ({
    default: module.QualityPage,
  })),
);
export const WeatherPage = lazy(() =>
  import('../../features/weather/components/weather-page').then((module) => ({
    default: module.WeatherPage,
  })),
);
export const SoilReliefPage = lazy(() =>
  import('../../features/soil-relief/components/soil-relief-page').then((module) => ({
    default: module.SoilReliefPage,
  })),
);
export const VegetationPage = lazy(() =>
  import('../../features/vegetation/components/vegetation-page').then((module) => ({
    default: module.VegetationPage,
  })),
);
export const ComingSoonPage = lazy(() =>
  import('../../features/coming-soon/components/coming-soon-page').then((module) => ({
    default: module.ComingSoonPage,
  })),
);
export const NotContractedPage = lazy(() =>
  import('../../features/errors/components/not-contracted-page').then((module) => ({
    default: module.NotContractedPage,
  })),
);
export const NotFoundPage = lazy(() =>
  import('../../features/errors/components/not-found-page').then((module) => ({
    default: module.NotFoundPage,
  })),
);
export const NotAuthenticatedPage = lazy(() =>
  import('../../features/auth/components/not-authenticated-page').then((module) => ({
    default: module.NotAuthenticatedPage,
  })),
);

// The sign-in family's other pages: a visitor who never asks for a reset link never downloads them.
export const ForgotPasswordPage = lazy(() =>
  import('../../features/auth/components/forgot-password-page').then((module) => ({
    default: module.ForgotPasswordPage,
  })),
);
export const ResetPasswordPage = lazy(() =>
  import('../../features/auth/components/reset-password-page').then((module) => ({
    default: module.ResetPasswordPage,
  })),
);
