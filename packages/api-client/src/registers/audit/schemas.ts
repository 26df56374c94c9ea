import * as z from 'zod/mini';

import { formId, idSchema } from '../../fields';

/**
 * The records whose writes are recorded (`entity` of an audit entry), named as the portal's routes are:
 * the registers, and the field notes of issue 18 (whose customers read them at their own route).
 */
export const AUDIT_ENTITIES = [
  'customerGroups',
  'customers',
  'users',
  'documentTypes',
  'documents',
  'benchmarking',
  'apiKeys',
  'imports',
  'fieldNotes',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What an update records for a field whose value is never kept (a password, a file's contents): only
 * that it changed.
 */
export const SECRET_CHANGED = 'changed';

/** A field's value as the audit trail keeps it: references by their names, lists as one text. */
export const auditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type AuditValue = z.infer<typeof auditValueSchema>;

/** One field of an update: its value before and after, or only that a secret changed. */
export const auditFieldChangeSchema = z.union([
  z.object({ from: auditValueSchema, to: auditValueSchema }),
  z.literal(SECRET_CHANGED),
]);
export type AuditFieldChange = z.infer<typeof auditFieldChangeSchema>;

const auditEntryBase = {
  id: idSchema(),
  entity: z.enum(AUDIT_ENTITIES),
  record_id: idSchema(),
  /** Who wrote: kept by value, so the history still names them after their account is gone. */
  user_id: idSchema(),
  user_name: z.string(),
  user_email: z.string(),
  /** When, ISO 8601. */
  at: z.iso.datetime(),
};

/**
 * One write of a register, as `GET /register/audit` answers it: an update holds `{ field: { from, to } }`
 * for the fields that changed; a create or delete holds the record's (non-empty) fields.
 */
export const auditEntrySchema = z.discriminatedUnion('action', [
  z.object({
    ...auditEntryBase,
    action: z.literal('update'),
    changes: z.record(z.string(), auditFieldChangeSchema),
  }),
  z.object({
    ...auditEntryBase,
    action: z.enum(['create', 'delete']),
    changes: z.record(z.string(), auditValueSchema),
  }),
]);
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /register/audit?entity=&record_id=`: one record's history, newest first. */
export const auditQuerySchema = z.object({
  entity: z.enum(AUDIT_ENTITIES, { error: 'validation.invalid' }),
  record_id: formId(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;
