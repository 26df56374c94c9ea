import * as z from 'zod/mini';

import {
  idSchema,
  optionalDate,
  optionalText,
  pathId,
  requiredDate,
  requiredId,
  requiredMoney,
  requiredText,
} from '../../fields';
import { readVersionSchema, versionSchema } from '../../record-versions';

/** A customer as the registers show it (spec section 3). Older rows may lack fields, hence the nulls. */
export const customerSchema = z.object({
  id: idSchema(),
  name: z.string(),
  document: z.nullable(z.string()),
  emailDomain: z.nullable(z.string()),
  customerGroupId: z.nullable(idSchema()),
  customerGroupName: z.nullable(z.string()),
  gloc1: z.nullable(z.string()),
  gloc2: z.nullable(z.string()),
  gloc3: z.nullable(z.string()),
  gloc4: z.nullable(z.string()),
  gloc5: z.nullable(z.string()),
  glocpadrao: z.nullable(z.string()),
  /** "Code in base": the customer's id in the provider's other systems. */
  code: z.nullable(z.string()),
  /** When the contract expires (`YYYY-MM-DD`). */
  contractExpiration: z.nullable(z.iso.date()),
  version: versionSchema(),
});
export type Customer = z.infer<typeof customerSchema>;

/** An e-mail domain (`serraazul.com.br`), kept in lower case without a leading `@`. */
const emailDomainSchema = z.pipe(
  requiredText(),
  z.string().check(
    z.overwrite((value) => value.replace(/^@/, '').toLowerCase()),
    z.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, { error: 'validation.invalid' }),
  ),
);

/**
 * Body of `POST /register/customers` and `PUT /register/customers/{id}`. Spec section 5: every field of
 * section 3 is required; code in base and contract expiration are optional extras.
 */
export const customerInputSchema = z.object({
  name: requiredText(),
  document: requiredText(40),
  emailDomain: emailDomainSchema,
  customerGroupId: requiredId(),
  gloc1: requiredText(60),
  gloc2: requiredText(60),
  gloc3: requiredText(60),
  gloc4: requiredText(60),
  gloc5: requiredText(60),
  glocpadrao: requiredText(60),
  code: optionalText(40),
  contractExpiration: optionalDate(),
});
export type CustomerInput = z.input<typeof customerInputSchema>;
/** A customer as the API parses it: what the repository stores (code and expiration null when empty). */
export type CustomerValues = z.output<typeof customerInputSchema>;

/** Body of `PUT /register/customers/{id}`: the customer and the version it was read at. */
export const customerUpdateSchema = z.extend(customerInputSchema, { version: readVersionSchema() });
export type CustomerUpdate = z.input<typeof customerUpdateSchema>;

/** `GET /register/customers?order=name`: the list comes ordered by name (the only order there is). */
export const customerListQuerySchema = z.object({ order: z.optional(z.enum(['name'])) });
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/** `GET /register/customers/byGroup/{groupId}`. */
export const customerGroupParamsSchema = z.object({
  groupId: pathId(),
});

/** A customer as a select option (spec section 3): label = name, value = id, plus groupId; sorted by label. */
export const customerOptionSchema = z.object({
  label: z.string(),
  value: idSchema(),
  groupId: z.nullable(idSchema()),
});
export type CustomerOption = z.infer<typeof customerOptionSchema>;

/** The same options from customers already loaded, sorted by label as the API sorts them. */
export function toCustomerOptions(customers: readonly Customer[]): CustomerOption[] {
  return customers
    .map((customer) => ({ label: customer.name, value: customer.id, groupId: customer.customerGroupId }))
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR') || a.value - b.value);
}

/**
 * A customer's wood price (issue 15): R$ per m³ from `validFrom` on, until a later one. What the monitoring
 * alerts' estimated losses are priced at; without one, they are in m³ only.
 */
export const woodPriceSchema = z.object({
  validFrom: z.iso.date(),
  priceBrlPerM3: z.number(),
  updatedAt: z.iso.datetime(),
  updatedByName: z.string(),
});
export type WoodPrice = z.infer<typeof woodPriceSchema>;

/** `GET /register/customers/{id}/wood-prices`: the customer's prices, the newest date first. */
export const woodPriceListSchema = z.array(woodPriceSchema);

/** Body of `PUT /register/customers/{id}/wood-price`: sets the price from a date (replacing that date's). */
export const woodPriceInputSchema = z.object({
  validFrom: requiredDate(),
  priceBrlPerM3: requiredMoney(),
});
export type WoodPriceInput = z.input<typeof woodPriceInputSchema>;
export type WoodPriceValues = z.output<typeof woodPriceInputSchema>;
