import type { BackgroundJobKind } from '@dossel/api-client';
import type { FastifyBaseLogger } from 'fastify';

import type { BackgroundJobsRepository } from '../repositories/background-jobs';
import type { JobKind, JobQueue } from './job-queue';

/** What a running job may tell: how far it has got. */
export interface JobRun {
  /** `done` of `total` steps; the list of jobs shows it as a progress bar. */
  progress(done: number, total: number): Promise<void>;
}

/** A kind of job staff see in the list: its name is one the contract knows, so the portal can label it. */
export interface ListedJobKind<Data> extends JobKind<Data> {
  readonly name: BackgroundJobKind;
}

export type TrackedJobHandler<Data> = (data: Data, run: JobRun) => Promise<void>;

/**
 * Background jobs as the rest of the API uses them (`app.jobs`): the queue of decision 014, with each job
 * recorded for staff (`GET /register/background-jobs`) as it is queued, runs, progresses and ends.
 */
export interface BackgroundJobs {
  /** Declares the handler of a kind of job; before `start`. */
  handle<Data>(kind: ListedJobKind<Data>, handler: TrackedJobHandler<Data>): void;
  /** Queues a job; `subject` tells staff what it is about (an address, a file). Answers the job's id. */
  send<Data>(kind: ListedJobKind<Data>, data: Data, subject?: string): Promise<number>;
  start(): Promise<void>;
  stop(graceMs: number): Promise<void>;
  idle(): Promise<void>;
}

/** What the queue carries: the job's data and the id of its record. */
interface Envelope<Data> {
  jobId: number;
  data: Data;
}

/** The kind as the queue sees it: the same rules, carrying the envelope. */
const carrying = <Data>(kind: JobKind<Data>): JobKind<Envelope<Data>> => ({
  name: kind.name,
  retryLimit: kind.retryLimit,
  retryDelaySeconds: kind.retryDelaySeconds,
  runSeconds: kind.runSeconds,
});

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const INTERRUPTED = 'interrupted: the server stopped before the job ended';

export interface TrackedJobsOptions {
  /**
   * True where one process runs every job (the in-process queue): at its start, jobs left unfinished were
   * cut short by the last stop and will not run again, so they show as failed. On pg-boss another
   * instance runs them.
   */
  failUnfinishedAtStart: boolean;
  now?: () => Date;
}

export function createTrackedJobs(
  queue: JobQueue,
  records: BackgroundJobsRepository,
  log: FastifyBaseLogger,
  options: TrackedJobsOptions,
): BackgroundJobs {
  const now = options.now ?? (() => new Date());
  return {
    handle<Data>(kind: ListedJobKind<Data>, handler: TrackedJobHandler<Data>) {
      queue.handle(carrying(kind), async ({ jobId, data }) => {
        const attempt = (await records.started(jobId, now())) ?? 1;
        const run: JobRun = { progress: (done, total) => records.progressed(jobId, done, total) };
        try {
          await handler(data, run);
        } catch (error) {
          const state = attempt > kind.retryLimit ? 'failed' : 'retrying';
          // The queue retries either way; a record that could not be written only leaves the list behind.
          await records
            .failed(jobId, { state, error: messageOf(error) }, now())
            .catch((recordError: unknown) =>
              log.error({ err: recordError, jobId }, 'a job failure went unrecorded'),
            );
          throw error;
        }
        await records.succeeded(jobId, now());
      });
    },
    async send<Data>(kind: ListedJobKind<Data>, data: Data, subject?: string) {
      const jobId = await records.queued(
        { kind: kind.name, subject: subject ?? null, maxAttempts: kind.retryLimit + 1 },
        now(),
      );
      try {
        await queue.send(carrying(kind), { jobId, data });
      } catch (error) {
        await records.failed(jobId, { state: 'failed', error: messageOf(error) }, now());
        throw error;
      }
      return jobId;
    },
    async start() {
      if (options.failUnfinishedAtStart) {
        const count = await records.interrupted(INTERRUPTED, now());
        if (count > 0)
          log.warn({ jobs: count }, 'background jobs cut short by the last stop are marked failed');
      }
      await queue.start();
    },
    stop: (graceMs) => queue.stop(graceMs),
    idle: () => queue.idle(),
  };
}
