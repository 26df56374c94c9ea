import * as z from 'zod/mini';

import { emailSchema } from '../../auth/schemas';
import { readVersionSchema, versionSchema } from '../../record-versions';
import { idSchema, pathId, requiredOption, requiredText } from '../../fields';
import { checkConditionalCost, optionalCost } from '../fields';
import {
  COST_PER_DAY,
  COST_PER_HA,
  COST_PER_HOUR,
  COST_TYPES,
  LINK_TYPES,
  OPERATION_GROUPS,
} from '../options';

/** A third party (service provider or own collaborator) of the current customer (spec section 3). */
export const thirdPartySchema = z.object({
  id: idSchema(),
  nome: z.string(),
  documento: z.string(),
  email: z.string(),
  telefone: z.string(),
  vinculo: z.enum(LINK_TYPES),
  version: versionSchema(),
});
export type ThirdParty = z.infer<typeof thirdPartySchema>;

/** Body of POST and PUT `/register/gas/terceiros`: every field required, a valid e-mail (spec section 5). */
export const thirdPartyInputSchema = z.object({
  nome: requiredText(),
  documento: requiredText(40),
  email: emailSchema,
  telefone: requiredText(40),
  vinculo: requiredOption(LINK_TYPES),
});
export type ThirdPartyInput = z.input<typeof thirdPartyInputSchema>;
/** A third party as the API parses it: what the repository stores. */
export type ThirdPartyValues = z.output<typeof thirdPartyInputSchema>;

/** Body of PUT `/register/gas/terceiros/{id}`: the third party and the version it was read at. */
export const thirdPartyUpdateSchema = z.extend(thirdPartyInputSchema, { version: readVersionSchema() });
export type ThirdPartyUpdate = z.input<typeof thirdPartyUpdateSchema>;

/** A cost or service a third party charges (spec section 3, "Third-party cost or service"). */
export const thirdPartyCostSchema = z.object({
  id: idSchema(),
  terceiro_id: idSchema(),
  nome: z.string(),
  grupo: z.enum(OPERATION_GROUPS),
  custo_padrao: z.enum(COST_TYPES),
  custo_diaria: z.nullable(z.number()),
  custo_ha: z.nullable(z.number()),
  custo_hora: z.nullable(z.number()),
  version: versionSchema(),
});
export type ThirdPartyCost = z.infer<typeof thirdPartyCostSchema>;

/**
 * Body of POST and PUT `/register/gas/terceiros/{id}/custos` (spec section 5, "Cost item"): nome, grupo
 * and custo_padrao required; the cost of the standard kind required and ≥ 0.01, the others optional.
 */
export const thirdPartyCostInputSchema = z
  .object({
    nome: requiredText(),
    grupo: requiredOption(OPERATION_GROUPS),
    custo_padrao: requiredOption(COST_TYPES),
    custo_diaria: optionalCost(),
    custo_ha: optionalCost(),
    custo_hora: optionalCost(),
  })
  .check(
    z.superRefine(
      (value, ctx) => {
        if (typeof value !== 'object' || value === null) return;
        const record = value as Record<string, unknown>;
        const kind = record.custo_padrao;
        checkConditionalCost(ctx, record, 'custo_diaria', kind === COST_PER_DAY);
        checkConditionalCost(ctx, record, 'custo_ha', kind === COST_PER_HA);
        checkConditionalCost(ctx, record, 'custo_hora', kind === COST_PER_HOUR);
      },
      // Also when other fields failed, so the form shows every message at once.
      { when: () => true },
    ),
  );
export type ThirdPartyCostInput = z.input<typeof thirdPartyCostInputSchema>;
/** A cost as the API parses it: what the repository stores (the costs of other kinds null when left out). */
export type ThirdPartyCostValues = z.output<typeof thirdPartyCostInputSchema>;

/** Body of PUT `/register/gas/terceiros/{id}/custos/{custoId}`: the cost and the version it was read at. */
export const thirdPartyCostUpdateSchema = z.safeExtend(thirdPartyCostInputSchema, {
  version: readVersionSchema(),
});
export type ThirdPartyCostUpdate = z.input<typeof thirdPartyCostUpdateSchema>;

/** Path of one cost: the third party and the cost. */
export const thirdPartyCostParamsSchema = z.object({ id: pathId(), custoId: pathId() });
export type ThirdPartyCostParams = z.infer<typeof thirdPartyCostParamsSchema>;
