import type { ListedJobKind } from '../../jobs/tracked-jobs';

/**
 * What an import's jobs carry: the import, and who asked (kept on the import as who published or rolled
 * it back, and in the audit trail); everything else is read from its row when the job runs.
 */
export interface ImportJob {
  importId: number;
  by: ImportActor;
}

/** Who asked for a step: a user (whose name and id the audit trail keeps) or an API key (by its name). */
export interface ImportActor {
  name: string;
  userId: number | null;
}

/**
 * Reading a file. Ten minutes covers a 500 MB file on two cores; a run that takes longer counts as lost
 * (its instance died) and is run again on PostgreSQL. A file that cannot be read is no failure of the job:
 * the import says why, and trying again would find the same.
 */
export const validateImportJob: ListedJobKind<ImportJob> = {
  name: 'import.validate',
  retryLimit: 2,
  retryDelaySeconds: 5,
  runSeconds: 600,
};

/** Publishing: one transaction, then the import is published. */
export const publishImportJob: ListedJobKind<ImportJob> = {
  name: 'import.publish',
  retryLimit: 2,
  retryDelaySeconds: 5,
  runSeconds: 600,
};

/** Rolling back: one transaction that puts back what the publication replaced. */
export const rollbackImportJob: ListedJobKind<ImportJob> = {
  name: 'import.rollback',
  retryLimit: 2,
  retryDelaySeconds: 5,
  runSeconds: 600,
};
