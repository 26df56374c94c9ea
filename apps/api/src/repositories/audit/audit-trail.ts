import { auditEntrySchema, type AuditAction, type AuditEntity, type AuditEntry } from '@dossel/api-client';
import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../../db/schema';
import { changedFields, filledFields, type AuditChanges, type Snapshot } from './changes';
import { dependentsOnDelete, snapshots, type RecordRef } from './snapshots';

/** Who writes: the signed-in user of the request. */
export interface Actor {
  id: number;
}

interface Change {
  action: AuditAction;
  changes: AuditChanges;
}

/** What one write did to a record, or null when there is nothing to record. */
function whatChanged(before: Snapshot | undefined, after: Snapshot | undefined): Change | null {
  if (!before && after) return { action: 'create', changes: filledFields(after) };
  if (before && !after) return { action: 'delete', changes: filledFields(before) };
  if (!before || !after) return null;
  const changes = changedFields(before, after);
  // A save that left the record as it was is not part of its history.
  return Object.keys(changes).length > 0 ? { action: 'update', changes } : null;
}

/** The record as it is now; undefined when there is none. */
const snapshotOf = (trx: Transaction<Database>, record: RecordRef) =>
  snapshots[record.entity](trx, record.id);

/**
 * The audit trail of the registers. Every write of a register goes through `of(entity).created`,
 * `.changed` or `.removed`, which run it in one transaction with the rows that record it: the record is
 * read before and after the write, the difference is stored with who wrote and when. A write that fails
 * leaves no row, and a row that cannot be stored undoes the write. The write must use the repository it
 * is given, which works on the transaction (SQLite has one connection: a query on another handle would
 * wait forever).
 */
export function createAuditTrail(db: Kysely<Database>) {
  /**
   * Runs `write` in a transaction and records every record it touched: those `watched` lists beforehand
   * (read before and after the write) and, for a create, the one `created` names from the result.
   */
  async function record<T>(
    actor: Actor,
    write: (trx: Transaction<Database>) => Promise<T>,
    watched: (trx: Transaction<Database>) => Promise<RecordRef[]>,
    created?: (result: T) => RecordRef,
  ): Promise<T> {
    return db.transaction().execute(async (trx) => {
      const touched = await watched(trx);
      const before = await Promise.all(touched.map((touchedRecord) => snapshotOf(trx, touchedRecord)));
      const result = await write(trx);
      if (created) touched.push(created(result));

      const at = new Date().toISOString();
      let author: { name: string; email: string } | undefined;
      for (const [index, touchedRecord] of touched.entries()) {
        const change = whatChanged(before[index], await snapshotOf(trx, touchedRecord));
        if (!change) continue;
        author ??= await trx
          .selectFrom('users')
          .select(['name', 'email'])
          .where('id', '=', actor.id)
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('audit_log')
          .values({
            entity: touchedRecord.entity,
            record_id: touchedRecord.id,
            action: change.action,
            user_id: actor.id,
            user_name: author.name,
            user_email: author.email,
            at,
            changes: JSON.stringify(change.changes),
          })
          .execute();
      }
      return result;
    });
  }

  return {
    /**
     * The writes of one register, each given the repository (built by `repository`) on the transaction:
     * `audit.of('customerGroups', createCustomerGroupsRepository).created(actor, (repo) => repo.create(…))`.
     */
    of<Repository>(entity: AuditEntity, repository: (trx: Transaction<Database>) => Repository) {
      return {
        /** Runs a write that creates a record (its id read from the result) and records it. */
        created<T extends { id: number }>(actor: Actor, write: (repo: Repository) => Promise<T>): Promise<T> {
          return record(
            actor,
            (trx) => write(repository(trx)),
            async () => [],
            (result) => ({ entity, id: result.id }),
          );
        },

        /** Runs a write that updates record `id` and records the fields it changed. */
        changed<T>(actor: Actor, id: number, write: (repo: Repository) => Promise<T>): Promise<T> {
          return record(
            actor,
            (trx) => write(repository(trx)),
            async () => [{ entity, id }],
          );
        },

        /** Runs a write that deletes record `id` and records it, with what the delete took along. */
        removed<T>(actor: Actor, id: number, write: (repo: Repository) => Promise<T>): Promise<T> {
          return record(
            actor,
            (trx) => write(repository(trx)),
            async (trx) => [{ entity, id }, ...((await dependentsOnDelete[entity]?.(trx, id)) ?? [])],
          );
        },
      };
    },

    /** One record's history, newest first. */
    async list(entity: AuditEntity, recordId: number): Promise<AuditEntry[]> {
      const rows = await db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', entity)
        .where('record_id', '=', recordId)
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => auditEntrySchema.parse({ ...row, changes: JSON.parse(row.changes) }));
    },
  };
}
export type AuditTrail = ReturnType<typeof createAuditTrail>;
