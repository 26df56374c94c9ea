import type { BackgroundJobsApi } from './api';
import { UNFINISHED_JOB_STATES, type BackgroundJob } from './schemas';
import { queryOptions } from '../../query-options';

type Api = { registers: { backgroundJobs: BackgroundJobsApi } };

/** Query keys of the background jobs: resource → operation. */
export const backgroundJobKeys = {
  all: ['backgroundJobs'] as const,
  list: () => [...backgroundJobKeys.all, 'list'] as const,
};

/** How often a list with a job still under way is read again, in ms. */
export const BACKGROUND_JOBS_REFRESH_MS = 2000;

/**
 * The newest jobs. Jobs move on by themselves, so the list is read whenever it is shown (staleTime 0) and,
 * while one is under way, every `BACKGROUND_JOBS_REFRESH_MS`.
 */
export function backgroundJobsOptions(api: Api) {
  return queryOptions({
    queryKey: backgroundJobKeys.list(),
    queryFn: () => api.registers.backgroundJobs.list(),
    staleTime: 0,
    refetchInterval: (query: { state: { data?: BackgroundJob[] } }) =>
      query.state.data?.some((job) => UNFINISHED_JOB_STATES.includes(job.state))
        ? BACKGROUND_JOBS_REFRESH_MS
        : false,
  });
}
