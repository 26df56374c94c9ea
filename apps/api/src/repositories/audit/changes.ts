import { SECRET_CHANGED, type AuditFieldChange, type AuditValue } from '@dossel/api-client';

/**
 * A record as the audit trail sees it. `fields` are kept as they are; `secrets` (a password's hash, the
 * key of a file's contents) are only compared, so an update says that they changed and nothing else.
 */
export interface Snapshot {
  fields: Record<string, AuditValue>;
  secrets: Record<string, string>;
}

export type AuditChanges = Record<string, AuditValue> | Record<string, AuditFieldChange>;

/** The fields that say something: a create or delete lists those, leaving out the empty ones. */
export function filledFields(snapshot: Snapshot): Record<string, AuditValue> {
  return Object.fromEntries(
    Object.entries(snapshot.fields).filter(([, value]) => value !== null && value !== ''),
  );
}

/** The fields an update changed, `{ from, to }` each (null for a field the record did not have). */
export function changedFields(before: Snapshot, after: Snapshot): Record<string, AuditFieldChange> {
  const changes: Record<string, AuditFieldChange> = {};
  for (const field of new Set([...Object.keys(before.fields), ...Object.keys(after.fields)])) {
    const from = before.fields[field] ?? null;
    const to = after.fields[field] ?? null;
    if (from !== to) changes[field] = { from, to };
  }
  for (const field of new Set([...Object.keys(before.secrets), ...Object.keys(after.secrets)])) {
    if (before.secrets[field] !== after.secrets[field]) changes[field] = SECRET_CHANGED;
  }
  return changes;
}
