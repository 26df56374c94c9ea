// Record ids, in bodies and in paths: one schema for every resource of the contract.
import * as z from 'zod/mini';

/** A record id as the API answers it. */
export const idSchema = () => z.int().check(z.positive());

/** An id in a path or a query string: digits, read as a whole number > 0, else `validation.invalid`. */
export const pathId = () =>
  z.coerce
    .number({ error: 'validation.invalid' })
    .check(z.refine((value) => Number.isSafeInteger(value) && value > 0, { error: 'validation.invalid' }));

/** Params of `/{id}` routes. */
export const idParamsSchema = z.object({ id: pathId() });
export type IdParams = z.infer<typeof idParamsSchema>;
