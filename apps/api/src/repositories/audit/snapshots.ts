import { historyPhotosValue, type AuditEntity } from '@dossel/api-client';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';
import type { Snapshot } from './changes';

type Read = (db: Kysely<Database>, id: number) => Promise<Snapshot | undefined>;

const plain = (fields: Snapshot['fields']): Snapshot => ({ fields, secrets: {} });

/**
 * What the audit trail keeps of a record of each register: the fields a user sees, references by their
 * names (a history that says "Grupo 2 → Grupo 5" helps nobody), never a password or a token.
 */
export const snapshots: Record<AuditEntity, Read> = {
  async customerGroups(db, id) {
    const row = await db.selectFrom('customer_groups').select('name').where('id', '=', id).executeTakeFirst();
    return row && plain({ name: row.name });
  },

  // The label dictionary is part of the customer: its words appear as `labels.<field>`.
  async customers(db, id) {
    const row = await db
      .selectFrom('customers as c')
      .leftJoin('customer_groups as g', 'g.id', 'c.customer_group_id')
      .selectAll('c')
      .select('g.name as group_name')
      .where('c.id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const labels = await db
      .selectFrom('customer_labels')
      .select(['field', 'label'])
      .where('customer_id', '=', id)
      .orderBy('field')
      .execute();
    // Its wood prices too (issue 15), as `woodPrice.<from date>`.
    const prices = await db
      .selectFrom('customer_wood_prices')
      .select(['valid_from', 'price_brl_per_m3'])
      .where('customer_id', '=', id)
      .orderBy('valid_from')
      .execute();
    return plain({
      name: row.name,
      document: row.document,
      emailDomain: row.email_domain,
      customerGroup: row.group_name,
      gloc1: row.gloc1,
      gloc2: row.gloc2,
      gloc3: row.gloc3,
      gloc4: row.gloc4,
      gloc5: row.gloc5,
      glocpadrao: row.glocpadrao,
      code: row.code,
      contractExpiration: row.contract_expiration,
      ...Object.fromEntries(labels.map((label) => [`labels.${label.field}`, label.label])),
      ...Object.fromEntries(prices.map((price) => [`woodPrice.${price.valid_from}`, price.price_brl_per_m3])),
    });
  },

  // The password's hash is compared only: a new password shows as "changed".
  async users(db, id) {
    const row = await db
      .selectFrom('users as u')
      .innerJoin('customers as main', 'main.id', 'u.main_customer_id')
      .select(['u.name', 'u.email', 'u.services_admin', 'u.password_hash', 'main.name as main_customer'])
      .where('u.id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const links = await db
      .selectFrom('user_customers as uc')
      .innerJoin('customers as c', 'c.id', 'uc.customer_id')
      .select(['c.name', 'uc.services_json'])
      .where('uc.user_id', '=', id)
      .orderBy('c.name')
      .orderBy('c.id')
      .execute();
    return {
      fields: {
        name: row.name,
        email: row.email,
        servicesAdmin: row.services_admin === 1,
        mainCustomer: row.main_customer,
        customers: links.map((link) => link.name).join(', '),
        services: links
          .map((link) => `${link.name}: ${(JSON.parse(link.services_json) as number[]).join(', ')}`)
          .join('; '),
      },
      secrets: { password: row.password_hash },
    };
  },

  async documentTypes(db, id) {
    const row = await db
      .selectFrom('document_types')
      .select(['description', 'extension'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row && plain({ description: row.description, extension: row.extension });
  },

  // A new file under the same name shows as its contents "changed" (they are stored by their sha256).
  async documents(db, id) {
    const row = await db
      .selectFrom('documents as d')
      .innerJoin('customers as c', 'c.id', 'd.customer_id')
      .innerJoin('document_types as t', 't.id', 'd.document_type_id')
      .innerJoin('document_categories as cat', 'cat.id', 'd.document_category_id')
      .innerJoin('document_subjects as s', 's.id', 'd.document_subject_id')
      .select([
        'c.name as customer',
        't.description as document_type',
        'cat.name as category',
        's.name as subject',
        'd.description',
        'd.name',
        'd.storage_key',
      ])
      .where('d.id', '=', id)
      .executeTakeFirst();
    return (
      row && {
        fields: {
          customer: row.customer,
          documentType: row.document_type,
          documentCategory: row.category,
          documentSubject: row.subject,
          description: row.description,
          file: row.name,
        },
        secrets: { fileContent: row.storage_key },
      }
    );
  },

  async benchmarking(db, id) {
    const row = await db
      .selectFrom('benchmarking_history as b')
      .innerJoin('customers as c', 'c.id', 'b.customer_id')
      .select(['c.name as customer', 'b.data', 'b.ima7', 'b.performance', 'b.impacto_clima'])
      .where('b.id', '=', id)
      .executeTakeFirst();
    return (
      row &&
      plain({
        customer: row.customer,
        data: row.data,
        ima7: row.ima7,
        performance: row.performance,
        impacto_clima: row.impacto_clima,
      })
    );
  },

  // Never the key nor its hash: its name, first characters, reach and life.
  async apiKeys(db, id) {
    const row = await db
      .selectFrom('api_keys as k')
      .leftJoin('customers as c', 'c.id', 'k.customer_id')
      .select(['k.name', 'k.prefix', 'k.scopes', 'c.name as customer', 'k.expires_at', 'k.revoked_at'])
      .where('k.id', '=', id)
      .executeTakeFirst();
    return (
      row &&
      plain({
        name: row.name,
        prefix: row.prefix,
        scopes: (JSON.parse(row.scopes) as string[]).join(', '),
        customer: row.customer,
        expiresAt: row.expires_at,
        revokedAt: row.revoked_at,
      })
    );
  },

  // An import's file, what it holds and where it stands: sent, published, rolled back (issue 15).
  async imports(db, id) {
    const row = await db
      .selectFrom('imports as i')
      .innerJoin('customers as c', 'c.id', 'i.customer_id')
      .select(['c.name as customer', 'i.kind', 'i.monitoring_date', 'i.file_name', 'i.status', 'i.counts'])
      .where('i.id', '=', id)
      .executeTakeFirst();
    return (
      row &&
      plain({
        customer: row.customer,
        importKind: row.kind,
        monitoringDate: row.monitoring_date,
        file: row.file_name,
        importStatus: row.status,
        counts: row.counts,
      })
    );
  },

  // A field note of issue 18, its plot by name; its photos are part of it (FIELD_NOTE_HISTORY_PHOTOS),
  // so a photo added or removed shows as an update of the note.
  async fieldNotes(db, id) {
    const row = await db
      .selectFrom('field_notes as n')
      .leftJoin('plots as p', 'p.id', 'n.plot_id')
      .selectAll('n')
      .select('p.name as plot')
      .where('n.id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const photos = await db
      .selectFrom('field_note_photos')
      .select('id')
      .where('note_id', '=', id)
      .orderBy('id')
      .execute();
    return plain({
      tipo: row.tipo,
      data: row.data,
      gloc1: row.gloc1,
      gloc2: row.gloc2,
      gloc3: row.gloc3,
      gloc4: row.gloc4,
      gloc5: row.gloc5,
      infestacao: row.infestacao,
      padrao: row.padrao,
      observacoes: row.observacoes,
      latitude: row.latitude,
      longitude: row.longitude,
      accuracyM: row.accuracy_m,
      plot: row.plot,
      recordedAt: row.recorded_at,
      photos: historyPhotosValue(photos.map((photo) => photo.id)),
    });
  },
};

/** One record of a register. */
export interface RecordRef {
  entity: AuditEntity;
  id: number;
}

/**
 * What a delete takes along through ON DELETE CASCADE, so those records' histories say so too: a
 * customer's benchmarking entries and field notes go with it, and its users lose the link. (Other
 * registers refuse a delete while anything depends on them.)
 */
export const dependentsOnDelete: Partial<
  Record<AuditEntity, (db: Kysely<Database>, id: number) => Promise<RecordRef[]>>
> = {
  async customers(db, id) {
    const entries = await db
      .selectFrom('benchmarking_history')
      .select('id')
      .where('customer_id', '=', id)
      .orderBy('id')
      .execute();
    const users = await db
      .selectFrom('user_customers')
      .select('user_id')
      .where('customer_id', '=', id)
      .orderBy('user_id')
      .execute();
    const notes = await db
      .selectFrom('field_notes')
      .select('id')
      .where('customer_id', '=', id)
      .orderBy('id')
      .execute();
    return [
      ...entries.map((entry): RecordRef => ({ entity: 'benchmarking', id: entry.id })),
      ...users.map((user): RecordRef => ({ entity: 'users', id: user.user_id })),
      ...notes.map((note): RecordRef => ({ entity: 'fieldNotes', id: note.id })),
    ];
  },
};
