// Record ids, in bodies and in paths: one schema for every resource of the contract.
import * as z from 'zod/mini';

import { MAX_ID } from './bounds';

const invalid = { error: 'validation.invalid', abort: true } as const;

/** A record id, 1 to MAX_ID (PostgreSQL's `integer`): anything else says `validation.invalid`. */
export const idSchema = () =>
  z.int({ error: 'validation.invalid' }).check(z.gte(1, invalid), z.lte(MAX_ID, invalid));

/** An id in a path or a query string: digits, read as a whole number from 1 to MAX_ID, else `validation.invalid`. */
export const pathId = () =>
  z.coerce
    .number({ error: 'validation.invalid' })
    .check(z.gte(1, invalid), z.lte(MAX_ID, invalid), z.refine(Number.isInteger, invalid));

/** Params of `/{id}` routes. */
export const idParamsSchema = z.object({ id: pathId() });
export type IdParams = z.infer<typeof idParamsSchema>;
