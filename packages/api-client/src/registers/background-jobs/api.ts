import * as z from 'zod/mini';

import type { Request } from '../../client';
import { backgroundJobSchema, type BackgroundJob } from './schemas';

/** The calls under `/register/background-jobs` (staff only). */
export function createBackgroundJobsApi(request: Request) {
  return {
    /** The newest jobs first, at most `BACKGROUND_JOBS_LISTED`. */
    async list(): Promise<BackgroundJob[]> {
      return z.array(backgroundJobSchema).parse(await request<unknown>('/register/background-jobs'));
    },
  };
}
export type BackgroundJobsApi = ReturnType<typeof createBackgroundJobsApi>;
