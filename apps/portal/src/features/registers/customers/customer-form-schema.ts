import {
  customerInputSchema,
  labelDictionaryInputSchema,
  type Customer,
  type CustomerInput,
  type LabelDictionary,
  type LabelDictionaryInput,
} from '@dossel/api-client';
import * as z from 'zod/mini';

/**
 * The dictionary's own words for the plot attributes. Its location levels (gloc1..gloc5, glocpadrao)
 * are the customer's fields of the same names, so the form asks for them once and sends them to both.
 */
export const PLOT_LABEL_FIELDS = [
  'talhao',
  'material_genetico',
  'espacamento',
  'data_plantio',
  'idade',
  'area',
  'rotacao',
] as const;
type PlotLabelField = (typeof PLOT_LABEL_FIELDS)[number];

export const LOCATION_LEVEL_FIELDS = ['gloc1', 'gloc2', 'gloc3', 'gloc4', 'gloc5', 'glocpadrao'] as const;

const CUSTOMER_FIELDS = Object.keys(customerInputSchema.shape) as (keyof CustomerInput)[];

/** The customer form: the customer's body (every field of spec section 3 required) and its labels. */
export const customerFormSchema = z.extend(
  customerInputSchema,
  z.pick(
    labelDictionaryInputSchema,
    Object.fromEntries(PLOT_LABEL_FIELDS.map((field) => [field, true])) as Record<PlotLabelField, true>,
  ).shape,
);
export type CustomerFormValue = z.output<typeof customerFormSchema>;

function pick<Key extends string>(value: Partial<Record<Key, unknown>>, keys: readonly Key[]) {
  return Object.fromEntries(keys.map((key) => [key, value[key]]));
}

/** The form's value as the two calls take it: the customer, and the labels of the customer's id. */
export function splitCustomerForm(value: CustomerFormValue) {
  const customer = pick(value, CUSTOMER_FIELDS) as CustomerInput;
  const labels = (customerId: number): LabelDictionaryInput => ({
    customer_id: customerId,
    ...pick(value, LOCATION_LEVEL_FIELDS),
    ...pick(value, PLOT_LABEL_FIELDS),
  });
  return { customer, labels };
}

/** An existing customer's fields and labels, to fill the form in. */
export const customerFormDefaults = (customer: Customer, dictionary: LabelDictionary) => ({
  ...(pick(customer, CUSTOMER_FIELDS) as Record<keyof CustomerInput, string | number | null>),
  ...(pick(dictionary, PLOT_LABEL_FIELDS) as Record<PlotLabelField, string | null>),
});
