import { call } from '../../call';
import type { Request } from '../../client';
import { backgroundJobsEndpoints as endpoints } from './endpoints';
import type { BackgroundJob } from './schemas';

/** The calls under `/register/background-jobs` (staff only). */
export function createBackgroundJobsApi(request: Request) {
  return {
    /** The newest jobs first, at most `BACKGROUND_JOBS_LISTED`. */
    list: (): Promise<BackgroundJob[]> => call(request, endpoints.list),
  };
}
export type BackgroundJobsApi = ReturnType<typeof createBackgroundJobsApi>;
