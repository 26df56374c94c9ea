import * as z from 'zod/mini';

import { formId, idSchema, optionalText, requiredId } from '../../fields';

/**
 * The words a customer uses for the things the portal shows (spec section 3, "customer label
 * dictionary"; the spec does not name the fields, so these are ours): the levels of its location
 * hierarchy (gloc1..gloc5 and the default level glocpadrao) and the plot attributes of the reports.
 */
export const LABEL_DICTIONARY_FIELDS = [
  'gloc1',
  'gloc2',
  'gloc3',
  'gloc4',
  'gloc5',
  'glocpadrao',
  /** The plot (talhão). */
  'talhao',
  /** Clone or genetic material. */
  'material_genetico',
  'espacamento',
  'data_plantio',
  'idade',
  'area',
  'rotacao',
] as const;
export type LabelDictionaryField = (typeof LABEL_DICTIONARY_FIELDS)[number];

const LABEL_MAX_LENGTH = 60;

/** `GET /register/label/dictionary`: every field, null where the customer has no word of its own. */
export const labelDictionarySchema = z.object({
  customer_id: idSchema(),
  ...(Object.fromEntries(LABEL_DICTIONARY_FIELDS.map((field) => [field, z.nullable(z.string())])) as Record<
    LabelDictionaryField,
    z.ZodMiniNullable<z.ZodMiniString>
  >),
});
export type LabelDictionary = z.infer<typeof labelDictionarySchema>;

const labelSchema = optionalText(LABEL_MAX_LENGTH);

/**
 * Body of `POST /register/label/dictionary`: customer_id plus the labels to save. Only non-empty fields
 * are saved (spec section 3); a field left out or empty keeps what was there.
 */
export const labelDictionaryInputSchema = z.object({
  customer_id: requiredId(),
  ...(Object.fromEntries(LABEL_DICTIONARY_FIELDS.map((field) => [field, labelSchema])) as Record<
    LabelDictionaryField,
    typeof labelSchema
  >),
});
export type LabelDictionaryInput = z.input<typeof labelDictionaryInputSchema>;
/** The labels as the API parses them: trimmed, a field left out or empty null (kept as it was). */
export type LabelDictionaryValues = z.output<typeof labelDictionaryInputSchema>;

/** `GET /register/label/dictionary?customer_id={id}`. */
export const labelDictionaryQuerySchema = z.object({ customer_id: formId() });
export type LabelDictionaryQuery = z.input<typeof labelDictionaryQuerySchema>;

/** The non-empty labels of an input, as the spec says the form sends them. */
export function nonEmptyLabels(input: Partial<Record<LabelDictionaryField, string | null | undefined>>) {
  const labels: Partial<Record<LabelDictionaryField, string>> = {};
  for (const field of LABEL_DICTIONARY_FIELDS) {
    const value = input[field]?.trim();
    if (value) labels[field] = value;
  }
  return labels;
}
