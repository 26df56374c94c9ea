import * as z from 'zod/mini';

import { readVersionSchema, versionSchema } from '../../record-versions';
import { idSchema, requiredText } from '../../fields';

/** A customer group (spec section 3): customers of one economic group. */
export const customerGroupSchema = z.object({ id: idSchema(), name: z.string(), version: versionSchema() });
export type CustomerGroup = z.infer<typeof customerGroupSchema>;

/** Body of `POST /register/customer-groups` and `PUT /register/customer-groups/{id}`: name required. */
export const customerGroupInputSchema = z.object({ name: requiredText() });
export type CustomerGroupInput = z.input<typeof customerGroupInputSchema>;
export type CustomerGroupValues = z.output<typeof customerGroupInputSchema>;

/** Body of `PUT /register/customer-groups/{id}`: the group and the version it was read at. */
export const customerGroupUpdateSchema = z.extend(customerGroupInputSchema, { version: readVersionSchema() });
export type CustomerGroupUpdate = z.input<typeof customerGroupUpdateSchema>;
