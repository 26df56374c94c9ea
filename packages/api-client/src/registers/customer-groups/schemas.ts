import * as z from 'zod/mini';

import { idSchema, requiredTextSchema } from '../fields';

/** A customer group (spec section 3): customers of one economic group. */
export const customerGroupSchema = z.object({ id: idSchema(), name: z.string() });
export type CustomerGroup = z.infer<typeof customerGroupSchema>;

/** Body of `POST /register/customer-groups` and `PUT /register/customer-groups/{id}`: name required. */
export const customerGroupInputSchema = z.object({ name: requiredTextSchema() });
export type CustomerGroupInput = z.input<typeof customerGroupInputSchema>;
