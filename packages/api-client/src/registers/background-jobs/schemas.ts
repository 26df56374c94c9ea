import * as z from 'zod/mini';

import { idSchema } from '../../fields';

/** The kinds of background job (decision 014), by their queue names. */
export const BACKGROUND_JOB_KINDS = [
  'mail.password-reset',
  'import.validate',
  'import.publish',
  'import.rollback',
  'mail.monitoring-alerts',
] as const;
export type BackgroundJobKind = (typeof BACKGROUND_JOB_KINDS)[number];

/**
 * Where a job stands: waiting for an instance, running, failed and waiting to be tried again, done, or
 * failed for good (its retries spent).
 */
export const BACKGROUND_JOB_STATES = ['queued', 'running', 'retrying', 'done', 'failed'] as const;
export type BackgroundJobState = (typeof BACKGROUND_JOB_STATES)[number];

/** The states a job can still leave: a list holding one is read again until none is left. */
export const UNFINISHED_JOB_STATES: readonly BackgroundJobState[] = ['queued', 'running', 'retrying'];

/** One job as `GET /register/background-jobs` answers it. Times are ISO 8601. */
export const backgroundJobSchema = z.object({
  id: idSchema(),
  kind: z.enum(BACKGROUND_JOB_KINDS),
  /** What the job is about: an e-mail address, a file name; none when the kind says it all. */
  subject: z.nullable(z.string()),
  state: z.enum(BACKGROUND_JOB_STATES),
  /** Runs begun so far, retries included. */
  attempts: z.int().check(z.nonnegative()),
  /** Runs the kind allows in all: the first and its retries. */
  max_attempts: z.int().check(z.positive()),
  /** Steps done of `progress_total`; the total is null until the job knows it. */
  progress_done: z.int().check(z.nonnegative()),
  progress_total: z.nullable(z.int().check(z.nonnegative())),
  /** Why the last run failed, as the server logged it (technical, not translated). */
  error: z.nullable(z.string()),
  queued_at: z.iso.datetime(),
  started_at: z.nullable(z.iso.datetime()),
  finished_at: z.nullable(z.iso.datetime()),
});
export type BackgroundJob = z.infer<typeof backgroundJobSchema>;

/** How many of the newest jobs the list shows. */
export const BACKGROUND_JOBS_LISTED = 100;
