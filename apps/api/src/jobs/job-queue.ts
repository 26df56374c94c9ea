/**
 * A kind of background job (decision 014): declared once, with how it is retried and how long a run
 * may take before it counts as lost (its instance died) and is run again, on PostgreSQL by another
 * instance. Handlers must bear running twice: a run cut short runs again.
 */
export interface JobKind<Data> {
  /** The queue's name: letters, digits, dots and dashes. */
  readonly name: string;
  /** Runs after the first one failed; 0: no retry. */
  readonly retryLimit: number;
  /** Seconds before the first retry; each further retry waits twice as long. */
  readonly retryDelaySeconds: number;
  /** Seconds a run may take; past them it counts as lost and is retried. */
  readonly runSeconds: number;
  /** Only carries the type of the job's data. */
  readonly data?: Data;
}

export type JobHandler<Data> = (data: Data) => Promise<void>;

/** Where jobs are queued and run: pg-boss on PostgreSQL, or in this process on SQLite. */
export interface JobQueue {
  /** Declares the handler of a kind of job; before `start`. */
  handle<Data>(kind: JobKind<Data>, handler: JobHandler<Data>): void;
  /** Queues a job of a declared kind; it runs on whichever instance takes it first. */
  send<Data>(kind: JobKind<Data>, data: Data): Promise<void>;
  /** Starts taking jobs. */
  start(): Promise<void>;
  /** Stops taking jobs; running ones get up to `graceMs` to end (later ones are run again elsewhere). */
  stop(graceMs: number): Promise<void>;
  /** Resolves once no job is queued, waiting for a retry or running (tests wait on it). */
  idle(): Promise<void>;
}

/** The wait before retry number `retry` (1, 2, …): the first delay, doubled each time. */
export function retryDelayMs(kind: Pick<JobKind<unknown>, 'retryDelaySeconds'>, retry: number): number {
  return kind.retryDelaySeconds * 1000 * 2 ** (retry - 1);
}
