import { alertLoss, type Language, type MonitoringKind } from '@dossel/api-client';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';
import { createGridsRepository } from '../monitoring/grids';

/** A monitoring date just published (the import runner's `PublishedGrids`). */
export interface PublishedDate {
  importId: number;
  customerId: number;
  kind: MonitoringKind;
  date: string;
}

/** One alert as its e-mail lists it. */
export interface MailedAlert {
  plotId: number;
  plotName: string;
  changeHa: number;
  lossM3: number | null;
  lossBrl: number | null;
}

/** A user an alert e-mail is for. */
export interface AlertRecipient {
  userId: number;
  name: string;
  email: string;
  locale: Language;
}

/** How long a run holds an e-mail it is sending before another run may take it (a lost run's). */
const CLAIM_LEASE_MS = 10 * 60_000;

/**
 * The alerts of published monitoring dates with their estimated loss (issue 15, decision 013), and the
 * outbox of their e-mails. `record` runs inside the publication's transaction (`db` is then that
 * transaction), so the alerts and their e-mails exist exactly when the date is published.
 */
export function createMonitoringAlertsRepository(db: Kysely<Database>) {
  /** The customer's price per m³ on a date: the one of the latest `valid_from` on or before it. */
  async function priceOn(customerId: number, date: string): Promise<number | null> {
    const row = await db
      .selectFrom('customer_wood_prices')
      .select('price_brl_per_m3')
      .where('customer_id', '=', customerId)
      .where('valid_from', '<=', date)
      .orderBy('valid_from', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.price_brl_per_m3 ?? null;
  }

  /** Each plot's latest IMA measured on or before the date. */
  async function imaOf(plotIds: number[], date: string): Promise<Map<number, number>> {
    if (plotIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('plot_metrics')
      .select(['plot_id', 'ima', 'measured_on'])
      .where('plot_id', 'in', plotIds)
      .where('measured_on', '<=', date)
      .orderBy('plot_id')
      .orderBy('measured_on')
      .execute();
    // Ordered by date: the last one of each plot stays.
    return new Map(rows.map((row) => [row.plot_id, row.ima]));
  }

  return {
    /**
     * Computes and records the alerts of a date just published — each plot whose flagged area changed by
     * 2 ha or more since its previous date, with its loss — and one e-mail to send to each of the
     * customer's users who want them. Answers how many alerts it recorded.
     */
    async record(published: PublishedDate, now: Date): Promise<number> {
      const { importId, customerId, kind, date } = published;
      const summary = await createGridsRepository(db).summary(customerId, kind, date);
      const alerts = summary.plots.filter((plot) => plot.alert && plot.changeHa !== null);
      // A date published again by the same import (a job run twice) is recorded once.
      await db.deleteFrom('monitoring_alerts').where('import_id', '=', importId).execute();
      if (alerts.length === 0) return 0;
      const plotIds = alerts.map((plot) => plot.plotId);
      // One after the other: on SQLite the transaction is one connection.
      const price = await priceOn(customerId, date);
      const ima = await imaOf(plotIds, date);
      const stands = await db
        .selectFrom('plots')
        .select(['id', 'rotation_start', 'cut_age_years'])
        .where('id', 'in', plotIds)
        .execute();
      const standOf = new Map(stands.map((row) => [row.id, row]));
      await db
        .insertInto('monitoring_alerts')
        .values(
          alerts.map((plot) => {
            const imaM3HaYear = ima.get(plot.plotId) ?? null;
            const stand = standOf.get(plot.plotId);
            const cutAgeYears = stand?.cut_age_years ?? 0;
            const loss = alertLoss({
              changeHa: plot.changeHa ?? 0,
              imaM3HaYear,
              rotationStart: stand?.rotation_start ?? date,
              cutAgeYears,
              date,
              priceBrlPerM3: price,
            });
            return {
              import_id: importId,
              plot_id: plot.plotId,
              customer_id: customerId,
              kind,
              monitoring_date: date,
              previous_date: plot.previousDate,
              change_ha: plot.changeHa ?? 0,
              basis: loss.basis,
              ima_m3_ha_year: imaM3HaYear,
              age_years: loss.ageYears,
              cut_age_years: cutAgeYears,
              age_factor: loss.ageFactor,
              loss_m3: loss.lossM3,
              price_brl_per_m3: price,
              loss_brl: loss.lossBrl,
            };
          }),
        )
        .execute();
      const users = await db
        .selectFrom('user_customers')
        .innerJoin('users', 'users.id', 'user_customers.user_id')
        .select('users.id')
        .where('user_customers.customer_id', '=', customerId)
        .where('users.alert_emails', '=', 1)
        .execute();
      if (users.length > 0) {
        await db
          .insertInto('monitoring_alert_mails')
          .values(
            users.map((user) => ({ import_id: importId, user_id: user.id, created_at: now.toISOString() })),
          )
          .onConflict((conflict) => conflict.columns(['import_id', 'user_id']).doNothing())
          .execute();
      }
      return alerts.length;
    },

    /** The alerts of a still published import, for its e-mail, by plot name; none once rolled back. */
    async ofPublishedImport(
      importId: number,
    ): Promise<{ published: PublishedDate; alerts: MailedAlert[] } | null> {
      const row = await db
        .selectFrom('imports')
        .select(['id', 'customer_id', 'kind', 'monitoring_date', 'status'])
        .where('id', '=', importId)
        .executeTakeFirst();
      if (!row || row.status !== 'published' || row.monitoring_date === null) return null;
      const alerts = await db
        .selectFrom('monitoring_alerts')
        .innerJoin('plots', 'plots.id', 'monitoring_alerts.plot_id')
        .select([
          'monitoring_alerts.plot_id as plotId',
          'plots.name as plotName',
          'monitoring_alerts.change_ha as changeHa',
          'monitoring_alerts.loss_m3 as lossM3',
          'monitoring_alerts.loss_brl as lossBrl',
        ])
        .where('monitoring_alerts.import_id', '=', importId)
        .orderBy('plots.name')
        .orderBy('plots.id')
        .execute();
      return {
        published: {
          importId: row.id,
          customerId: row.customer_id,
          kind: row.kind as MonitoringKind,
          date: row.monitoring_date,
        },
        alerts,
      };
    },

    /** The imports with e-mails still to send (what a stop may have left behind). */
    async importsWithUnsentMails(): Promise<number[]> {
      const rows = await db
        .selectFrom('monitoring_alert_mails')
        .select('import_id')
        .distinct()
        .where('sent_at', 'is', null)
        .orderBy('import_id')
        .execute();
      return rows.map((row) => row.import_id);
    },

    /** The users an import's e-mail is still to be sent to, who still want it. */
    async unsentRecipients(importId: number): Promise<AlertRecipient[]> {
      const rows = await db
        .selectFrom('monitoring_alert_mails')
        .innerJoin('users', 'users.id', 'monitoring_alert_mails.user_id')
        .select(['users.id as userId', 'users.name', 'users.email', 'users.locale'])
        .where('monitoring_alert_mails.import_id', '=', importId)
        .where('monitoring_alert_mails.sent_at', 'is', null)
        .where('users.alert_emails', '=', 1)
        .orderBy('users.id')
        .execute();
      return rows;
    },

    /**
     * Takes one e-mail to send: true when this run may send it (not sent, and no other run holds it within
     * the lease). A run that died holding it gives it up when the lease ends.
     */
    async claim(importId: number, userId: number, now: Date): Promise<boolean> {
      const leaseEnded = new Date(now.getTime() - CLAIM_LEASE_MS).toISOString();
      const result = await db
        .updateTable('monitoring_alert_mails')
        .set({ claimed_at: now.toISOString() })
        .where('import_id', '=', importId)
        .where('user_id', '=', userId)
        .where('sent_at', 'is', null)
        .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', leaseEnded)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Records that the SMTP server took the e-mail: no run sends it again. */
    async sent(importId: number, userId: number, now: Date): Promise<void> {
      await db
        .updateTable('monitoring_alert_mails')
        .set({ sent_at: now.toISOString() })
        .where('import_id', '=', importId)
        .where('user_id', '=', userId)
        .execute();
    },

    /** Lets go of an e-mail that failed to send, so the job's retry takes it at once. */
    async release(importId: number, userId: number): Promise<void> {
      await db
        .updateTable('monitoring_alert_mails')
        .set({ claimed_at: null })
        .where('import_id', '=', importId)
        .where('user_id', '=', userId)
        .where('sent_at', 'is', null)
        .execute();
    },
  };
}
export type MonitoringAlertsRepository = ReturnType<typeof createMonitoringAlertsRepository>;
