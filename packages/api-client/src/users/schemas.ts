import * as z from 'zod/mini';
import { requiredOrInvalid } from '../validation';

import { emailSchema, newPasswordSchema, servicesJsonSchema, userSchema } from '../auth/schemas';
import { boundedArray, MAX_LIST_LENGTH } from '../bounds';
import { requiredId, requiredText } from '../fields';
import { readVersionSchema, versionSchema } from '../record-versions';

/**
 * A user as the users register shows it (spec section 3): the signed-in user's fields (`userSchema`) but
 * the session's current customer, with the record's version. Never carries a password or its hash.
 */
export const registerUserSchema = z.extend(z.omit(userSchema, { currentCustomerId: true }), {
  version: versionSchema(),
});
export type RegisterUser = z.infer<typeof registerUserSchema>;

export const registerUserListSchema = z.array(registerUserSchema);

/** The orders `GET /register/users?order=` accepts (spec section 7: `order=name,ASC`). */
export const USER_ORDERS = ['name,ASC', 'name,DESC'] as const;
export type UserOrder = (typeof USER_ORDERS)[number];

/** Query of `GET /register/users`: by name, ascending unless asked otherwise. */
export const userListQuerySchema = z.object({
  order: z._default(z.enum(USER_ORDERS, { error: 'validation.invalid' }), 'name,ASC'),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

/**
 * The user form and the body of `PUT /register/users/{id}` (spec section 5): name, a valid e-mail and
 * the main customer are required. `customers` are the ids of the linked customers (the main one is
 * always linked), at most MAX_LIST_LENGTH of them; `services_json` gives each linked customer's services.
 * Whether servicesAdmin is allowed depends on the provider's e-mail domain, see `userFormSchema`.
 */
export const userUpdateInputSchema = z.object({
  name: requiredText(200, { tooLong: 'validation.invalid' }),
  email: emailSchema,
  mainCustomerId: requiredId(),
  servicesAdmin: z._default(z.boolean({ error: 'validation.invalid' }), false),
  customers: z._default(boundedArray(requiredId(), MAX_LIST_LENGTH), []),
  services_json: z._default(servicesJsonSchema, {}),
});
export type UserUpdateInput = z.input<typeof userUpdateInputSchema>;
/** A user as the API parses the form: trimmed, the e-mail in lower case, the defaults filled in. */
export type UserUpdateValues = z.output<typeof userUpdateInputSchema>;

/** Body of `PUT /register/users/{id}`: the user and the version it was read at. */
export const userVersionedUpdateSchema = z.extend(userUpdateInputSchema, { version: readVersionSchema() });
export type UserVersionedUpdate = z.input<typeof userVersionedUpdateSchema>;

/**
 * Body of `POST /register/users`: the user, and optionally a first password (the password policy
 * applies). Without one the account cannot sign in until staff send the first-access e-mail
 * (`POST /register/users/{id}/sendFirstAccess`) or set a password.
 */
export const userCreateInputSchema = z.extend(userUpdateInputSchema, {
  password: z.optional(newPasswordSchema),
});
export type UserCreateInput = z.input<typeof userCreateInputSchema>;

/** Spec section 6: only e-mails of the provider's company domain may be services administrators. */
export function isProviderEmail(email: string, providerEmailDomain: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${providerEmailDomain.toLowerCase()}`);
}

/**
 * The user form's schema: the create input plus the domain rule on servicesAdmin. Its message
 * (`validation.servicesAdminDomain`) has a `{provider}` placeholder for the provider's name.
 */
export function userFormSchema(providerEmailDomain: string) {
  return userCreateInputSchema.check(
    z.refine((input) => !input.servicesAdmin || isProviderEmail(input.email, providerEmailDomain), {
      error: 'validation.servicesAdminDomain',
      path: ['servicesAdmin'],
    }),
  );
}

/** Answer of `POST /register/users/{id}/sendFirstAccess`. */
export const firstAccessResponseSchema = z.object({ sent: z.literal(true) });

/**
 * `GET` / `PUT /register/users/{id}/alertEmails` (issue 15): whether the user gets the e-mail of new
 * monitoring alerts of each publication. Each user sets their own; staff anyone's.
 */
export const alertEmailsSchema = z.object({ enabled: z.boolean({ error: requiredOrInvalid }) });
export type AlertEmails = z.infer<typeof alertEmailsSchema>;
