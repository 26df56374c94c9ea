export * from './schemas';
export { createBackgroundJobsApi, type BackgroundJobsApi } from './api';
export { backgroundJobKeys, backgroundJobsOptions, BACKGROUND_JOBS_REFRESH_MS } from './queries';
export { backgroundJobsEndpoints } from './endpoints';
