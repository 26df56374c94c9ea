import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import type { ListedJobKind } from '../jobs/tracked-jobs';
import {
  createMonitoringAlertsRepository,
  type PublishedDate,
} from '../repositories/alerts/monitoring-alerts';
import { monitoringAlertsMail } from './alert-templates';

export interface MonitoringAlertsMail {
  importId: number;
}

/**
 * The e-mails of a publication's alerts, one per user of the customer (decision 013). Each is recorded as
 * sent once the SMTP server takes it, so a run tried again (a failing server: five retries, 10 s and then
 * twice as long each time) or run again after a stop sends only the rest.
 */
export const monitoringAlertsMailJob: ListedJobKind<MonitoringAlertsMail> = {
  name: 'mail.monitoring-alerts',
  retryLimit: 5,
  retryDelaySeconds: 10,
  runSeconds: 600,
};

/** The Message-ID of one user's e-mail of one publication: the same however often it is sent. */
export function alertMailMessageId(importId: number, userId: number, publicUrl: string): string {
  return `<monitoring-alerts.${importId}.${userId}@${new URL(publicUrl).hostname}>`;
}

/**
 * Alerts that reach people (issue 15): `record` computes a published date's alerts inside the publication's
 * transaction and writes one e-mail per user to send; `queueMails` queues their job once the publication
 * is committed. After a start on the in-process queue, where a stop loses running jobs, e-mails left unsent
 * are queued again; on pg-boss the lost job itself runs again.
 */
export function monitoringAlerts(app: FastifyInstance) {
  const alerts = createMonitoringAlertsRepository(app.db);
  const { publicUrl, providerName } = app.config;

  async function sendAll(importId: number): Promise<void> {
    const found = await alerts.ofPublishedImport(importId);
    // Rolled back before it was sent: its alerts are gone, so is its e-mail.
    if (!found || found.alerts.length === 0) return;
    const { published } = found;
    const customer = await app.db
      .selectFrom('customers')
      .select('name')
      .where('id', '=', published.customerId)
      .executeTakeFirstOrThrow();
    for (const user of await alerts.unsentRecipients(importId)) {
      if (!(await alerts.claim(importId, user.userId, new Date()))) continue;
      const content = monitoringAlertsMail(user.locale, {
        name: user.name,
        customer: customer.name,
        product: providerName,
        publicUrl,
        kind: published.kind,
        date: published.date,
        alerts: found.alerts,
      });
      try {
        await app.mailer.send({
          ...content,
          to: user.email,
          messageId: alertMailMessageId(importId, user.userId, publicUrl),
        });
      } catch (error) {
        await alerts.release(importId, user.userId);
        throw error;
      }
      await alerts.sent(importId, user.userId, new Date());
    }
  }

  async function queueMails(importId: number): Promise<void> {
    const found = await alerts.ofPublishedImport(importId);
    if (!found || found.alerts.length === 0) return;
    if ((await alerts.unsentRecipients(importId)).length === 0) return;
    const { kind, date } = found.published;
    await app.jobs.send(monitoringAlertsMailJob, { importId }, `${kind} ${date}`);
  }

  app.jobs.handle(monitoringAlertsMailJob, ({ importId }) => sendAll(importId));
  app.jobs.afterStart(async ({ unfinishedAreLost }) => {
    if (!unfinishedAreLost) return;
    for (const importId of await alerts.importsWithUnsentMails()) await queueMails(importId);
  });

  return {
    /** Inside the publication's transaction: the date's alerts and their e-mails to send. */
    record: async (trx: Kysely<Database>, published: PublishedDate) => {
      await createMonitoringAlertsRepository(trx).record(published, new Date());
    },
    queueMails,
  };
}
