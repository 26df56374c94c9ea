// Fixtures of the background jobs' stories and tests: one job in each state, as the API answers them.
import { backgroundJobsEndpoints } from '@dossel/api-client';
import type { BackgroundJob } from '@dossel/api-client';

export const BACKGROUND_JOBS_API = backgroundJobsEndpoints.list.path;

const mail = { kind: 'mail.password-reset', max_attempts: 6 } as const;

export const queuedJob: BackgroundJob = {
  ...mail,
  id: 5,
  subject: 'ana.souza@serraazul.com.br',
  state: 'queued',
  attempts: 0,
  progress_done: 0,
  progress_total: null,
  error: null,
  queued_at: '2026-11-27T10:42:05.000Z',
  started_at: null,
  finished_at: null,
};

export const runningJob: BackgroundJob = {
  ...queuedJob,
  id: 4,
  subject: 'carlos.lima@valeverde.com.br',
  state: 'running',
  attempts: 1,
  queued_at: '2026-11-27T10:41:58.000Z',
  started_at: '2026-11-27T10:41:58.000Z',
};

export const retryingJob: BackgroundJob = {
  ...runningJob,
  id: 3,
  subject: 'joao.pereira@serraazul.com.br',
  state: 'retrying',
  attempts: 2,
  error: 'connect ECONNREFUSED 10.0.4.12:587',
  queued_at: '2026-11-27T10:39:12.000Z',
  started_at: '2026-11-27T10:39:22.000Z',
};

export const failedJob: BackgroundJob = {
  ...retryingJob,
  id: 2,
  subject: 'marta.alves@valeverde.com.br',
  state: 'failed',
  attempts: 6,
  error: 'Greeting never received',
  queued_at: '2026-11-26T18:02:40.000Z',
  started_at: '2026-11-26T18:18:40.000Z',
  finished_at: '2026-11-26T18:19:40.000Z',
};

export const doneJob: BackgroundJob = {
  ...queuedJob,
  id: 1,
  subject: 'cliente@demo.com.br',
  state: 'done',
  attempts: 1,
  progress_done: 1,
  progress_total: 1,
  queued_at: '2026-11-26T14:05:00.000Z',
  started_at: '2026-11-26T14:05:01.000Z',
  finished_at: '2026-11-26T14:05:02.000Z',
};

/** One job in each state, newest first, as the list answers. */
export const fakeBackgroundJobs: BackgroundJob[] = [queuedJob, runningJob, retryingJob, failedJob, doneJob];
