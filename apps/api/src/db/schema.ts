import type { BackgroundJobKind, BackgroundJobState } from '@dossel/api-client';
import type { Generated, Insertable } from 'kysely';

import type { AlertTables, UserAlertColumns } from './schema-alerts';
import type { ApiKeyTables } from './schema-api-keys';
import type { AuditTables } from './schema-audit';
import type { FieldOperationTables } from './schema-field-operations';
import type { ImportTables } from './schema-imports';
import type { MonitoringTables } from './schema-monitoring';
import type { RegisterTables } from './schema-registers';

/**
 * The tables as Kysely sees them. Columns use types both SQLite and PostgreSQL hold the same way:
 * integer flags (0/1) instead of booleans, ISO 8601 text for date-times, JSON as text.
 */
export interface Database
  extends
    RegisterTables,
    FieldOperationTables,
    MonitoringTables,
    AuditTables,
    ImportTables,
    ApiKeyTables,
    AlertTables {
  customer_groups: CustomerGroupsTable;
  customers: CustomersTable;
  users: UsersTable;
  user_customers: UserCustomersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  handoff_codes: HandoffCodesTable;
  background_jobs: BackgroundJobsTable;
}

export interface CustomerGroupsTable {
  id: Generated<number>;
  name: string;
  /** Raised by one at each accepted update; an update names the version it was read at (migration 0012). */
  version: Generated<number>;
}

export interface CustomersTable {
  id: Generated<number>;
  name: string;
  document: string | null;
  email_domain: string | null;
  customer_group_id: number | null;
  gloc1: string | null;
  gloc2: string | null;
  gloc3: string | null;
  gloc4: string | null;
  gloc5: string | null;
  glocpadrao: string | null;
  /** Raised by one at each accepted update; an update names the version it was read at (migration 0012). */
  version: Generated<number>;
}

export interface UsersTable extends UserAlertColumns {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  main_customer_id: number;
  /** 1 for the provider's staff who keep the registers, else 0. */
  services_admin: number;
  /** The latest sign-in. */
  last_login: string | null;
  /** The sign-in before the latest: what `/auth/me` reports as lastLogin (the home popup reads it). */
  previous_login: string | null;
  /** When the terms of use were accepted; null while pending. */
  signature: string | null;
  created_at: string;
  /** Raised by one at each accepted update; an update names the version it was read at (migration 0012). */
  version: Generated<number>;
}

export interface UserCustomersTable {
  user_id: number;
  customer_id: number;
  /** The service ids the user has for this customer, as a JSON array (`[1,2,8]`). */
  services_json: string;
}

export interface SessionsTable {
  id: Generated<number>;
  /** sha256 of the bearer token: a stolen database copy holds no usable token. */
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  /** The customer this session works for; starts at the user's main customer, see switchCustomer. */
  current_customer_id: number | null;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  /** sha256 of the token in the e-mailed link. */
  token_hash: string;
  user_id: number;
  /** 'reset' (forgot password) or 'firstAccess' (an account staff created). */
  purpose: 'reset' | 'firstAccess';
  created_at: string;
  expires_at: string;
  /** When the link set a password; a used link never works again. */
  used_at: string | null;
}

export interface HandoffCodesTable {
  id: Generated<number>;
  /** sha256 of the one-time code another site put in the portal's `/handoff?code=` link. */
  code_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  /** When the code was exchanged for a session; a used code never works again. */
  used_at: string | null;
}

/** A background job as staff see it (issue 16). */
export interface BackgroundJobsTable {
  id: Generated<number>;
  /** The kind's queue name, e.g. `mail.password-reset`. */
  kind: BackgroundJobKind;
  /** What the job is about, for staff: an e-mail address, a file name. */
  subject: string | null;
  state: BackgroundJobState;
  /** Runs begun so far, the retries included. */
  attempts: Generated<number>;
  /** Runs the kind allowed when the job was sent: the first and its retries. */
  max_attempts: number;
  progress_done: Generated<number>;
  /** Steps of the run, once the job knows them. */
  progress_total: number | null;
  /** Why the last run failed (the error's message, as logged). */
  error: string | null;
  queued_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export type NewCustomer = Insertable<CustomersTable>;
export type NewUser = Insertable<UsersTable>;
