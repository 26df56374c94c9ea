import { configureCoercion } from '@conform-to/zod/v4/future';
import type * as z from 'zod/mini';

type RecordDefinition = { type: string; valueType?: z.ZodMiniType };

/**
 * A form's fields arrive as text: ids, numbers and check boxes must become their types before the API's
 * schema checks them ('3' → 3, 'on' → true, '' → missing). Conform does that for objects and arrays but
 * hands records (`services_json`: service ids per customer id) over untouched, so their values are
 * coerced here by the record's value schema.
 */
const coercion = configureCoercion({
  customize: (type) => {
    const definition = type._zod.def as RecordDefinition;
    const valueType = definition.valueType;
    if (definition.type !== 'record' || !valueType) return null;
    return (value) =>
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? Object.fromEntries(
            Object.entries(value).map(([key, entry]) => [
              key,
              coercion.coerceStructure(valueType).parse(entry),
            ]),
          )
        : value;
  },
});

/** The schema a register form validates with: the API's schema, reading the fields' text first. */
export const coerceFormValue = coercion.coerceFormValue;
