import * as z from 'zod/mini';

import { readVersionSchema, versionSchema } from '../../record-versions';
import { idSchema, requiredOption, requiredText } from '../../fields';
import { requiredCost } from '../fields';
import { OPERATION_GROUPS, SUPPLY_UNITS } from '../options';

/** A supply (insumo) of the current customer (spec section 3). */
export const supplySchema = z.object({
  id: idSchema(),
  insumo: z.string(),
  unidade: z.enum(SUPPLY_UNITS),
  grupo: z.enum(OPERATION_GROUPS),
  custo_atual: z.number(),
  version: versionSchema(),
});
export type Supply = z.infer<typeof supplySchema>;

/** Body of POST and PUT `/register/gas/insumos`: every field required, cost ≥ 0.01. */
export const supplyInputSchema = z.object({
  insumo: requiredText(),
  unidade: requiredOption(SUPPLY_UNITS),
  grupo: requiredOption(OPERATION_GROUPS),
  custo_atual: requiredCost(),
});
export type SupplyInput = z.input<typeof supplyInputSchema>;
/** A supply as the API parses it: what the repository stores. */
export type SupplyValues = z.output<typeof supplyInputSchema>;

/** Body of PUT `/register/gas/insumos/{id}`: the supply and the version it was read at. */
export const supplyUpdateSchema = z.extend(supplyInputSchema, { version: readVersionSchema() });
export type SupplyUpdate = z.input<typeof supplyUpdateSchema>;

/** Query of the supplies list: only one operation group when given. */
export const supplyQuerySchema = z.object({
  grupo: z.optional(z.enum(OPERATION_GROUPS, { error: 'validation.invalid' })),
});
export type SupplyQuery = z.infer<typeof supplyQuerySchema>;
