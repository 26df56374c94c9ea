import type { BackgroundJobKind, BackgroundJobState } from '@dossel/api-client';
import type { TFunction } from 'i18next';

/** Each kind of job in words; a kind the contract adds fails `typecheck` here until it has its label. */
export const JOB_KIND_LABELS: Record<BackgroundJobKind, (t: TFunction) => string> = {
  'mail.password-reset': (t) => t('registers.backgroundJobs.kinds.passwordResetMail'),
  'import.validate': (t) => t('registers.backgroundJobs.kinds.importValidate'),
  'import.publish': (t) => t('registers.backgroundJobs.kinds.importPublish'),
  'import.rollback': (t) => t('registers.backgroundJobs.kinds.importRollback'),
  'mail.monitoring-alerts': (t) => t('registers.backgroundJobs.kinds.monitoringAlertsMail'),
};

export const JOB_STATE_LABELS: Record<BackgroundJobState, (t: TFunction) => string> = {
  queued: (t) => t('registers.backgroundJobs.states.queued'),
  running: (t) => t('registers.backgroundJobs.states.running'),
  retrying: (t) => t('registers.backgroundJobs.states.retrying'),
  done: (t) => t('registers.backgroundJobs.states.done'),
  failed: (t) => t('registers.backgroundJobs.states.failed'),
};

/**
 * The badge's colour of each state: waiting grey, under way blue, tried again yellow, then the forest's
 * green or red; with the text in black or white, whichever reads (WCAG AA).
 */
export const JOB_STATE_COLORS: Record<BackgroundJobState, string> = {
  queued: 'gray.7',
  running: 'blue.8',
  retrying: 'yellow.5',
  done: 'forest.7',
  failed: 'red.9',
};
