import * as z from 'zod/mini';

import { readVersionSchema, versionSchema } from '../../record-versions';
import { idSchema, requiredOption, requiredText } from '../../fields';
import { requiredCost } from '../fields';
import { OPERATIONAL_ITEM_CATEGORIES, OPERATIONAL_ITEM_UNITS } from '../options';

/** An operational item of the current customer (spec section 3). */
export const operationalItemSchema = z.object({
  id: idSchema(),
  item: z.string(),
  unidade: z.enum(OPERATIONAL_ITEM_UNITS),
  custo_atual: z.number(),
  categoria: z.enum(OPERATIONAL_ITEM_CATEGORIES),
  version: versionSchema(),
});
export type OperationalItem = z.infer<typeof operationalItemSchema>;

/** Body of POST and PUT `/register/gas/itens-operacionais`: every field required, cost ≥ 0.01. */
export const operationalItemInputSchema = z.object({
  item: requiredText(),
  unidade: requiredOption(OPERATIONAL_ITEM_UNITS),
  custo_atual: requiredCost(),
  categoria: requiredOption(OPERATIONAL_ITEM_CATEGORIES),
});
export type OperationalItemInput = z.input<typeof operationalItemInputSchema>;
/** An item as the API parses it: what the repository stores. */
export type OperationalItemValues = z.output<typeof operationalItemInputSchema>;

/** Body of PUT `/register/gas/itens-operacionais/{id}`: the item and the version it was read at. */
export const operationalItemUpdateSchema = z.extend(operationalItemInputSchema, {
  version: readVersionSchema(),
});
export type OperationalItemUpdate = z.input<typeof operationalItemUpdateSchema>;

/** One choice of the operational item select: value = id, label = item (spec section 7). */
export const operationalItemOptionSchema = z.object({ id: idSchema(), item: z.string() });
export type OperationalItemOption = z.infer<typeof operationalItemOptionSchema>;

/** Query of the select list and of the register table: only one category when given. */
export const operationalItemQuerySchema = z.object({
  categoria: z.optional(z.enum(OPERATIONAL_ITEM_CATEGORIES, { error: 'validation.invalid' })),
});
export type OperationalItemQuery = z.infer<typeof operationalItemQuerySchema>;
