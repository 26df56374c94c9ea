import type { Customer, CustomerOption, CustomerValues } from '@dossel/api-client';
import type { Kysely, Selectable } from 'kysely';

import type { CustomersTable, Database } from '../../db/schema';
import { isForeignKeyViolation } from '../../db/constraint-violations';
import { deletedRow, inUse, refuseWhileNamed } from '../deletes';
import { NEXT_VERSION, missingOrStale } from '../record-versions';

type Row = Selectable<CustomersTable> & { customer_group_name: string | null };

function toCustomer(row: Row): Customer {
  return {
    id: row.id,
    name: row.name,
    document: row.document,
    emailDomain: row.email_domain,
    customerGroupId: row.customer_group_id,
    customerGroupName: row.customer_group_name,
    gloc1: row.gloc1,
    gloc2: row.gloc2,
    gloc3: row.gloc3,
    gloc4: row.gloc4,
    gloc5: row.gloc5,
    glocpadrao: row.glocpadrao,
    code: row.code,
    contractExpiration: row.contract_expiration,
    version: row.version,
  };
}

/** The columns of a customer's values (the contract names fields in camelCase, the table in snake_case). */
function toRow(values: CustomerValues) {
  return {
    name: values.name,
    document: values.document,
    email_domain: values.emailDomain,
    customer_group_id: values.customerGroupId,
    gloc1: values.gloc1,
    gloc2: values.gloc2,
    gloc3: values.gloc3,
    gloc4: values.gloc4,
    gloc5: values.gloc5,
    glocpadrao: values.glocpadrao,
    code: values.code,
    contract_expiration: values.contractExpiration,
  };
}

export function createCustomersRepository(db: Kysely<Database>) {
  const selectCustomers = () =>
    db
      .selectFrom('customers')
      .leftJoin('customer_groups', 'customer_groups.id', 'customers.customer_group_id')
      .selectAll('customers')
      .select('customer_groups.name as customer_group_name');

  const find = async (id: number): Promise<Customer | undefined> => {
    const row = await selectCustomers().where('customers.id', '=', id).executeTakeFirst();
    return row && toCustomer(row);
  };

  return {
    /** Every customer ordered by name (`?order=name`). */
    async list(): Promise<Customer[]> {
      const rows = await selectCustomers().orderBy('customers.name').orderBy('customers.id').execute();
      return rows.map(toCustomer);
    },

    async listByGroup(groupId: number): Promise<Customer[]> {
      const rows = await selectCustomers()
        .where('customers.customer_group_id', '=', groupId)
        .orderBy('customers.name')
        .orderBy('customers.id')
        .execute();
      return rows.map(toCustomer);
    },

    /** Select options sorted by label, the same on both engines (collations differ, so sorted here). */
    async options(): Promise<CustomerOption[]> {
      const rows = await db.selectFrom('customers').select(['id', 'name', 'customer_group_id']).execute();
      return rows
        .map((row) => ({ label: row.name, value: row.id, groupId: row.customer_group_id }))
        .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR') || a.value - b.value);
    },

    find,

    async exists(id: number): Promise<boolean> {
      return (
        (await db.selectFrom('customers').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
      );
    },

    async create(values: CustomerValues): Promise<Customer> {
      const { id } = await db
        .insertInto('customers')
        .values(toRow(values))
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await find(id)) as Customer;
    },

    /** Applies only at `version` (see record-versions.ts); undefined when there is no such customer. */
    async update(id: number, values: CustomerValues, version: number): Promise<Customer | undefined> {
      const result = await db
        .updateTable('customers')
        .set({ ...toRow(values), version: NEXT_VERSION })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n ? find(id) : missingOrStale(find(id));
    },

    /**
     * Links of other users, labels, benchmarking, field notes with their photos and imports go with it
     * (cascade). Answers the stored files those photos and imports used, for the caller to release once the
     * delete is committed; undefined when there was no such customer. Refused while it is a user's main
     * customer (they would be left without one), holds documents, or rows of other areas (field operations,
     * monitoring) name it. Called within the audit trail's transaction, so no write comes between the
     * checks and the delete.
     */
    async delete(id: number): Promise<string[] | undefined> {
      await refuseWhileNamed(
        db.selectFrom('users').select('id').where('main_customer_id', '=', id),
        'errors.customers.isMainCustomer',
      );
      await refuseWhileNamed(
        db.selectFrom('documents').select('id').where('customer_id', '=', id),
        'errors.customers.hasDocuments',
      );
      const photos = await db
        .selectFrom('field_note_photos')
        .select(['storage_key', 'thumb_key'])
        .where('customer_id', '=', id)
        .execute();
      const uploads = await db
        .selectFrom('imports')
        .select('storage_key')
        .where('customer_id', '=', id)
        .execute();
      try {
        if (!deletedRow(await db.deleteFrom('customers').where('id', '=', id).executeTakeFirst()))
          return undefined;
        return [
          ...photos.flatMap((photo) => [photo.storage_key, photo.thumb_key]),
          ...uploads.map((upload) => upload.storage_key),
        ];
      } catch (error) {
        if (isForeignKeyViolation(error)) throw inUse('errors.registers.inUse');
        throw error;
      }
    },
  };
}
export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
