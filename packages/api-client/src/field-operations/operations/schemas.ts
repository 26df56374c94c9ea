import * as z from 'zod/mini';

import { MAX_AREA_HA } from '../../bounds';
import { readVersionSchema, versionSchema } from '../../record-versions';
import {
  fieldIssue,
  idSchema,
  isMissing,
  optionalId,
  optionalText,
  queryDate,
  queryId,
  queryPage,
  queryText,
  requiredDate,
  requiredId,
  requiredNumber,
  requiredOption,
} from '../../fields';
import {
  checkConditionalCost,
  glocFields,
  glocOutputFields,
  optionalCost,
  optionalQuantity,
} from '../fields';
import {
  COST_PER_DAY,
  COST_PER_HA,
  COST_TYPES,
  EXECUTION_TYPES,
  MIN_AREA,
  MIN_DAYS,
  OPERATION_GROUPS,
  OPERATIONS_PAGE_SIZE_MAX,
} from '../options';

/**
 * An operation record of the current customer (spec section 3), with the names of its operational item
 * and third party for tables, and its total cost (see `operationTotalCost`).
 */
export const operationSchema = z.object({
  id: idSchema(),
  data: z.iso.date(),
  operacao_id: idSchema(),
  operacao_item: z.string(),
  ...glocOutputFields,
  execucao: z.enum(EXECUTION_TYPES),
  prestador_id: z.nullable(idSchema()),
  prestador_nome: z.nullable(z.string()),
  grupo: z.enum(OPERATION_GROUPS),
  area_executada: z.number(),
  tipo_custo: z.enum(COST_TYPES),
  custo_hora: z.nullable(z.number()),
  custo_ha: z.nullable(z.number()),
  custo_diaria: z.nullable(z.number()),
  num_diarias: z.nullable(z.number()),
  num_horas: z.nullable(z.number()),
  observacoes: z.nullable(z.string()),
  /** What the record cost, in R$, rounded to cents; null when a factor of its cost type is missing. */
  custo_total: z.nullable(z.number()),
  version: versionSchema(),
});
export type Operation = z.infer<typeof operationSchema>;

/**
 * Body of POST and PUT `/register/gas/operacoes` (spec section 5, "Operation record"): data, operacao_id,
 * gloc1 to gloc5, execucao, grupo and tipo_custo required; prestador_id required when execucao is set;
 * area_executada ≥ 0.01; per ha: custo_ha ≥ 0.01; per day: custo_diaria ≥ 0.01 and num_diarias ≥ 1.
 * The spec sets no rule for per hour: custo_hora and num_horas stay optional (never negative). Every number
 * has its domain's maximum (bounds.ts), so a record's total is always finite.
 */
export const operationInputSchema = z
  .object({
    data: requiredDate(),
    operacao_id: requiredId(),
    ...glocFields,
    execucao: requiredOption(EXECUTION_TYPES),
    prestador_id: optionalId(),
    grupo: requiredOption(OPERATION_GROUPS),
    area_executada: requiredNumber(MIN_AREA, MAX_AREA_HA, { tooSmall: 'validation.areaMin' }),
    tipo_custo: requiredOption(COST_TYPES),
    custo_hora: optionalCost(),
    custo_ha: optionalCost(),
    custo_diaria: optionalCost(),
    num_diarias: optionalQuantity('validation.daysMin'),
    num_horas: optionalQuantity(),
    observacoes: optionalText(2000, { multiLine: true }),
  })
  .check(
    z.superRefine(
      (value, ctx) => {
        if (typeof value !== 'object' || value === null) return;
        const record = value as Record<string, unknown>;
        if (!isMissing(record.execucao) && isMissing(record.prestador_id)) {
          fieldIssue(ctx, 'prestador_id', 'validation.required', record.prestador_id);
        }
        const perDay = record.tipo_custo === COST_PER_DAY;
        checkConditionalCost(ctx, record, 'custo_ha', record.tipo_custo === COST_PER_HA);
        checkConditionalCost(ctx, record, 'custo_diaria', perDay);
        // A negative number of days is the field's own check (optionalQuantity), said once.
        const days = record.num_diarias;
        if (perDay && isMissing(days)) fieldIssue(ctx, 'num_diarias', 'validation.required', days);
        else if (perDay && typeof days === 'number' && days >= 0 && days < MIN_DAYS) {
          fieldIssue(ctx, 'num_diarias', 'validation.daysMin', days);
        }
      },
      // Also when other fields failed, so the form shows every message at once.
      { when: () => true },
    ),
  );
export type OperationInput = z.input<typeof operationInputSchema>;
/** A record as the API parses it: what the repository stores (empty optional fields are null). */
export type OperationValues = z.output<typeof operationInputSchema>;

/** Body of PUT `/register/gas/operacoes/{id}`: the record and the version it was read at. */
export const operationUpdateSchema = z.safeExtend(operationInputSchema, { version: readVersionSchema() });
export type OperationUpdate = z.input<typeof operationUpdateSchema>;

/**
 * Query of `GET /register/gas/operacoes`: a date range (`de`, `ate`, inclusive), an operation group, an
 * operational item, a farm (gloc1), and the page (from 1; `pageSize` up to 100, 20 by default).
 */
export const operationQuerySchema = z.object({
  de: queryDate(),
  ate: queryDate(),
  grupo: z.optional(z.enum(OPERATION_GROUPS, { error: 'validation.invalid' })),
  operacao_id: queryId(),
  gloc1: queryText(),
  page: queryPage(),
  pageSize: z.optional(
    z.coerce
      .number({ error: 'validation.invalid' })
      .check(
        z.gte(1, { error: 'validation.invalid', abort: true }),
        z.lte(OPERATIONS_PAGE_SIZE_MAX, { error: 'validation.invalid', abort: true }),
        z.refine(Number.isInteger, { error: 'validation.invalid' }),
      ),
  ),
});
export type OperationQuery = z.infer<typeof operationQuerySchema>;

/** One page of operation records, newest first, with the number of records matching the filters. */
export const operationPageSchema = z.object({
  items: z.array(operationSchema),
  total: z.int().check(z.gte(0)),
  page: z.int().check(z.positive()),
  pageSize: z.int().check(z.positive()),
});
export type OperationPage = z.infer<typeof operationPageSchema>;

/** Query of `GET /register/gas/operacoes/resumo`: an inclusive date range (both ends optional) and a farm. */
export const operationSummaryQuerySchema = z.object({
  de: queryDate(),
  ate: queryDate(),
  gloc1: operationQuerySchema.shape.gloc1,
});
export type OperationSummaryQuery = z.infer<typeof operationSummaryQuerySchema>;

/**
 * A total of records: what they cost (R$), how many, the area they covered (ha) and so the cost per
 * hectare (R$/ha, null without area).
 */
const summaryLine = {
  total: z.number(),
  registros: z.int().check(z.gte(0)),
  area: z.number(),
  custo_por_ha: z.nullable(z.number()),
};

/**
 * Where the money goes: the total cost, by operation group (largest first) and by month (in order), each
 * with its area and cost per hectare; and every farm the customer's records name, for the farm filter.
 */
export const operationSummarySchema = z.object({
  ...summaryLine,
  por_grupo: z.array(z.object({ grupo: z.enum(OPERATION_GROUPS), ...summaryLine })),
  por_mes: z.array(z.object({ mes: z.string().check(z.regex(/^\d{4}-\d{2}$/)), ...summaryLine })),
  fazendas: z.array(z.string()),
});
export type OperationSummary = z.infer<typeof operationSummarySchema>;

/** R$/ha of a total over an area, rounded to cents; null without area (nothing to divide by). */
export function costPerHectare(total: number, area: number): number | null {
  return area > 0 ? roundToCents(total / area) : null;
}

type CostFactors = Pick<
  Operation,
  'tipo_custo' | 'area_executada' | 'custo_ha' | 'custo_diaria' | 'num_diarias' | 'custo_hora' | 'num_horas'
>;

/** Money is shown rounded to cents (spec section 9). */
const roundToCents = (value: number): number => Math.round(value * 100) / 100;

/**
 * The total cost of an operation record: per ha = custo_ha × area_executada; per day = custo_diaria ×
 * num_diarias; per hour = custo_hora × num_horas. Null when a factor is missing; rounded to cents.
 */
export function operationTotalCost(record: CostFactors): number | null {
  const [rate, quantity] =
    record.tipo_custo === COST_PER_HA
      ? [record.custo_ha, record.area_executada]
      : record.tipo_custo === COST_PER_DAY
        ? [record.custo_diaria, record.num_diarias]
        : [record.custo_hora, record.num_horas];
  if (rate === null || quantity === null) return null;
  return roundToCents(rate * quantity);
}
