import type { FastifyInstance } from 'fastify';

import { monitoringAlerts } from '../../mail/monitoring-alerts-mail';
import { createImportsRepository } from '../../repositories/imports';
import type { ReaderPool } from '../read/reader-pool';
import { publishImportJob, rollbackImportJob, validateImportJob, type ImportActor } from './import-jobs';
import { createImportRunner } from './import-runner';

/**
 * The imports' background jobs on this app: their handlers, the reader thread (started at the first file,
 * ended with the app), and, on the in-process queue, imports a stop cut short settled at the next start.
 * Answers how routes queue each step; `subject` is the file's name in the background jobs list.
 */
export function importRunner(app: FastifyInstance, createPool: () => ReaderPool) {
  let pool: ReaderPool | undefined;
  const alerts = monitoringAlerts(app);
  const runner = createImportRunner({
    db: app.db,
    storage: app.documentStorage,
    read: (task) => (pool ??= createPool()).read(task),
    log: app.log,
    afterGridsPublished: alerts.record,
  });
  app.jobs.handle(validateImportJob, ({ importId }, run) => runner.validate(importId, run));
  // The alerts' e-mails are queued once the publication is committed; a publication job run again after
  // its instance died finds the import published and queues them then.
  app.jobs.handle(publishImportJob, async ({ importId, by }, run) => {
    await runner.publish(importId, by, run);
    await alerts.queueMails(importId);
  });
  app.jobs.handle(rollbackImportJob, ({ importId, by }) => runner.rollback(importId, by));
  app.jobs.beforeStart(async ({ unfinishedAreLost }) => {
    if (unfinishedAreLost) await createImportsRepository(app.db).settleInterrupted(new Date());
  });
  app.addHook('onClose', async () => {
    await pool?.close();
  });
  return {
    queueValidation: (importId: number, subject: string, by: ImportActor) =>
      app.jobs.send(validateImportJob, { importId, by }, subject),
    queuePublication: (importId: number, subject: string, by: ImportActor) =>
      app.jobs.send(publishImportJob, { importId, by }, subject),
    queueRollback: (importId: number, subject: string, by: ImportActor) =>
      app.jobs.send(rollbackImportJob, { importId, by }, subject),
  };
}
