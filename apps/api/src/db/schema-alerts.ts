import type { AlertLossBasis, Language, MonitoringKind } from '@dossel/api-client';
import type { Generated } from 'kysely';

/** The tables of alerts that reach people (migration 0017), merged into `Database` (db/schema.ts). */
export interface AlertTables {
  customer_wood_prices: CustomerWoodPricesTable;
  monitoring_alerts: MonitoringAlertsTable;
  monitoring_alert_mails: MonitoringAlertMailsTable;
}

/** A customer's wood price in R$ per m³ from `valid_from` (ISO date) on, until a later one. */
export interface CustomerWoodPricesTable {
  id: Generated<number>;
  customer_id: number;
  valid_from: string;
  price_brl_per_m3: number;
  updated_at: string;
  updated_by_name: string;
}

/**
 * A plot's alert on a published monitoring date (a change of 2 ha or more), with its estimated loss and
 * what it was computed from (api-client's `alertLoss`): shown only while its import is published.
 */
export interface MonitoringAlertsTable {
  import_id: number;
  plot_id: number;
  customer_id: number;
  kind: MonitoringKind;
  monitoring_date: string;
  previous_date: string | null;
  change_ha: number;
  basis: AlertLossBasis;
  /** The plot's latest measured IMA (m³/ha/year) when computed; null when none was measured. */
  ima_m3_ha_year: number | null;
  age_years: number;
  /** The plot's planned cut age when computed. */
  cut_age_years: number;
  age_factor: number;
  loss_m3: number | null;
  /** The customer's price on the monitoring date when computed; null when none was set. */
  price_brl_per_m3: number | null;
  loss_brl: number | null;
}

/** One alert e-mail of a publication to one user: written with the publication, sent once. */
export interface MonitoringAlertMailsTable {
  import_id: number;
  user_id: number;
  created_at: string;
  /** When a run took the row to send it; another run waits out the lease before taking it again. */
  claimed_at: string | null;
  sent_at: string | null;
}

/** The columns migration 0017 adds to `users`. */
export interface UserAlertColumns {
  /** The language of the portal at the user's latest sign-in: their e-mails are written in it. */
  locale: Generated<Language>;
  /** 1 (the default) while the user wants the alert e-mails, 0 once turned off. */
  alert_emails: Generated<number>;
}
