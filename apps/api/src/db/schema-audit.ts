import type { AuditAction, AuditEntity } from '@dossel/api-client';
import type { Generated } from 'kysely';

/** The audit trail's table (migration 0008), merged into `Database` (db/schema.ts). */
export interface AuditTables {
  audit_log: AuditLogTable;
}

export interface AuditLogTable {
  id: Generated<number>;
  entity: AuditEntity;
  record_id: number;
  action: AuditAction;
  user_id: number;
  user_name: string;
  user_email: string;
  /** ISO 8601. */
  at: string;
  /** JSON: `{ field: { from, to } }` for an update, the record's fields for a create or delete. */
  changes: string;
}
