import type { Kysely } from 'kysely';

import { idColumn } from './columns';

const GLOCS = ['gloc1', 'gloc2', 'gloc3', 'gloc4', 'gloc5'] as const;

/**
 * The field-operations cost group (see db/schema-field-operations.ts). Every row belongs to one customer;
 * money and quantities are `double precision` (REAL on SQLite, float8 on PostgreSQL: pg reads it as a
 * JavaScript number). Operations are indexed for the list's filters, all within one customer, by date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);
  const customer = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', id.type, id.build)
      .addColumn('customer_id', 'integer', (col) =>
        col.notNull().references('customers.id').onDelete('cascade'),
      );

  await customer('operational_items')
    .addColumn('item', 'text', (col) => col.notNull())
    .addColumn('unidade', 'text', (col) => col.notNull())
    .addColumn('custo_atual', 'double precision', (col) => col.notNull())
    .addColumn('categoria', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('operational_items_customer')
    .on('operational_items')
    .columns(['customer_id', 'categoria', 'item'])
    .execute();

  await customer('supplies')
    .addColumn('insumo', 'text', (col) => col.notNull())
    .addColumn('unidade', 'text', (col) => col.notNull())
    .addColumn('grupo', 'text', (col) => col.notNull())
    .addColumn('custo_atual', 'double precision', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('supplies_customer')
    .on('supplies')
    .columns(['customer_id', 'insumo'])
    .execute();

  await customer('third_parties')
    .addColumn('nome', 'text', (col) => col.notNull())
    .addColumn('documento', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('telefone', 'text', (col) => col.notNull())
    .addColumn('vinculo', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('third_parties_customer')
    .on('third_parties')
    .columns(['customer_id', 'nome'])
    .execute();

  await db.schema
    .createTable('third_party_costs')
    .addColumn('id', id.type, id.build)
    .addColumn('third_party_id', 'integer', (col) =>
      col.notNull().references('third_parties.id').onDelete('cascade'),
    )
    .addColumn('nome', 'text', (col) => col.notNull())
    .addColumn('grupo', 'text', (col) => col.notNull())
    .addColumn('custo_padrao', 'text', (col) => col.notNull())
    .addColumn('custo_diaria', 'double precision')
    .addColumn('custo_ha', 'double precision')
    .addColumn('custo_hora', 'double precision')
    .execute();
  await db.schema
    .createIndex('third_party_costs_third_party')
    .on('third_party_costs')
    .column('third_party_id')
    .execute();

  let operations = customer('operations')
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('operacao_id', 'integer', (col) => col.notNull().references('operational_items.id'));
  for (const gloc of GLOCS) operations = operations.addColumn(gloc, 'text', (col) => col.notNull());
  await operations
    .addColumn('execucao', 'text', (col) => col.notNull())
    .addColumn('prestador_id', 'integer', (col) => col.references('third_parties.id'))
    .addColumn('grupo', 'text', (col) => col.notNull())
    .addColumn('area_executada', 'double precision', (col) => col.notNull())
    .addColumn('tipo_custo', 'text', (col) => col.notNull())
    .addColumn('custo_hora', 'double precision')
    .addColumn('custo_ha', 'double precision')
    .addColumn('custo_diaria', 'double precision')
    .addColumn('num_diarias', 'double precision')
    .addColumn('num_horas', 'double precision')
    .addColumn('observacoes', 'text')
    .execute();
  const operationIndexes = {
    operations_customer_date: ['customer_id', 'data', 'id'],
    operations_customer_group: ['customer_id', 'grupo', 'data'],
    operations_customer_item: ['customer_id', 'operacao_id', 'data'],
    operations_customer_gloc1: ['customer_id', 'gloc1', 'data'],
    operations_third_party: ['prestador_id'],
  };
  for (const [name, columns] of Object.entries(operationIndexes)) {
    await db.schema.createIndex(name).on('operations').columns(columns).execute();
  }

  let fieldNotes = customer('field_notes')
    .addColumn('tipo', 'integer', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull());
  for (const gloc of GLOCS) fieldNotes = fieldNotes.addColumn(gloc, 'text', (col) => col.notNull());
  await fieldNotes
    .addColumn('infestacao', 'text')
    .addColumn('padrao', 'text')
    .addColumn('observacoes', 'text')
    .execute();
  await db.schema
    .createIndex('field_notes_customer_date')
    .on('field_notes')
    .columns(['customer_id', 'data'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'field_notes',
    'operations',
    'third_party_costs',
    'third_parties',
    'supplies',
    'operational_items',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
