import * as z from 'zod/mini';

import { MAX_IMA, MAX_PERCENT, MAX_PERFORMANCE_PCT } from '../../bounds';
import { readVersionSchema, versionSchema } from '../../record-versions';
import { formId, idSchema, optionalNumberOrEmpty, requiredDate, requiredId } from '../../fields';

/** One entry of a customer's benchmarking history (spec section 3). */
export const benchmarkingSchema = z.object({
  id: idSchema(),
  customer_id: idSchema(),
  customer_name: z.string(),
  /** `YYYY-MM-DD`. */
  data: z.iso.date(),
  ima7: z.nullable(z.number()),
  performance: z.nullable(z.number()),
  impacto_clima: z.nullable(z.number()),
  version: versionSchema(),
});
export type Benchmarking = z.infer<typeof benchmarkingSchema>;

/**
 * Body of `POST /register/benchmarking` and `PUT /register/benchmarking/{id}`: a customer and a date;
 * the numbers may be empty, which means null (spec section 5). IMA7 in m³/ha/year (0 to MAX_IMA),
 * performance in % of the expected growth (0 to MAX_PERFORMANCE_PCT), the climate's impact in % (±100).
 */
export const benchmarkingInputSchema = z.object({
  customer_id: requiredId(),
  data: requiredDate(),
  ima7: optionalNumberOrEmpty(0, MAX_IMA),
  performance: optionalNumberOrEmpty(0, MAX_PERFORMANCE_PCT),
  impacto_clima: optionalNumberOrEmpty(-MAX_PERCENT, MAX_PERCENT),
});
export type BenchmarkingInput = z.input<typeof benchmarkingInputSchema>;
/** An entry as the API parses it: what the repository stores (empty numbers null). */
export type BenchmarkingValues = z.output<typeof benchmarkingInputSchema>;

/** Body of `PUT /register/benchmarking/{id}`: the entry and the version it was read at. */
export const benchmarkingUpdateSchema = z.extend(benchmarkingInputSchema, { version: readVersionSchema() });
export type BenchmarkingUpdate = z.input<typeof benchmarkingUpdateSchema>;

/**
 * `GET /register/benchmarking/filtros?customer_id=&data=`: one customer's entries; `data` narrows them to
 * a year (`2024`), a month (`2024-03`) or a day (`2024-03-31`).
 */
export const benchmarkingFilterQuerySchema = z.object({
  customer_id: formId(),
  data: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(10, { error: 'validation.invalid' }),
        z.regex(/^$|^\d{4}(-\d{2}(-\d{2})?)?$/, { error: 'validation.invalid' }),
      ),
  ),
});
export type BenchmarkingFilterQuery = z.input<typeof benchmarkingFilterQuerySchema>;

/** Spec section 7: the CSV export has every field but id and customer_id, customer_name headed 'Cliente'. */
export const BENCHMARKING_CSV_FILE_NAME = 'benchmarking_data.csv';
