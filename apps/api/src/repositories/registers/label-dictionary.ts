import { LABEL_DICTIONARY_FIELDS, type LabelDictionary, type LabelDictionaryField } from '@dossel/api-client';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';

const KNOWN_FIELDS = new Set<string>(LABEL_DICTIONARY_FIELDS);

export function createLabelDictionaryRepository(db: Kysely<Database>) {
  const find = async (customerId: number): Promise<LabelDictionary> => {
    const rows = await db
      .selectFrom('customer_labels')
      .select(['field', 'label'])
      .where('customer_id', '=', customerId)
      .execute();
    const dictionary = { customer_id: customerId } as LabelDictionary;
    for (const field of LABEL_DICTIONARY_FIELDS) dictionary[field] = null;
    for (const row of rows)
      if (KNOWN_FIELDS.has(row.field)) dictionary[row.field as LabelDictionaryField] = row.label;
    return dictionary;
  };

  return {
    find,

    /**
     * Saves the labels given (each one replaced) and keeps the others: a field left out or null (the schema's
     * output for an empty one) keeps what was there (spec section 3).
     */
    async save(
      customerId: number,
      labels: Partial<Record<LabelDictionaryField, string | null>>,
    ): Promise<LabelDictionary> {
      const values = LABEL_DICTIONARY_FIELDS.flatMap((field) => {
        const label = labels[field];
        return label ? [{ customer_id: customerId, field, label }] : [];
      });
      if (values.length > 0) {
        await db
          .insertInto('customer_labels')
          .values(values)
          .onConflict((conflict) =>
            conflict
              .columns(['customer_id', 'field'])
              .doUpdateSet((eb) => ({ label: eb.ref('excluded.label') })),
          )
          .execute();
      }
      return find(customerId);
    },
  };
}
export type LabelDictionaryRepository = ReturnType<typeof createLabelDictionaryRepository>;
