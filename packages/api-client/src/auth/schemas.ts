// Schemas use `zod/mini`: the same zod 4, with a functional API that bundlers can trim. They ship inside
// the sign-in page, whose JavaScript budget the classic API alone would eat an eighth of (decision 003).
import * as z from 'zod/mini';

/** Spec section 9: an e-mail has at least 5 characters. */
export const EMAIL_MIN_LENGTH = 5;

/** A required text: missing, empty or blank all say `validation.required`. */
export const requiredString = () =>
  z
    .string({ error: 'validation.required' })
    .check(z.trim(), z.minLength(1, { error: 'validation.required', abort: true }));

/**
 * An e-mail as every form asks for it (spec section 5): required, at least 5 characters, valid format,
 * kept in lower case. Messages are i18n keys; the UI and the server turn them into text. `abort` stops
 * at the first broken rule, so a field shows one message, the most basic one.
 */
export const emailSchema = z.pipe(
  z
    .string({ error: 'validation.required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.required', abort: true }),
      z.minLength(EMAIL_MIN_LENGTH, { error: 'validation.emailMin', abort: true }),
    ),
  z.email({ error: 'validation.email' }).check(z.toLowerCase()),
);

/** Credentials of `POST /auth/login`. The password is taken as typed (no trimming). */
export const loginInputSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'validation.required' })
    .check(z.minLength(1, { error: 'validation.required' })),
});
export type LoginInput = z.input<typeof loginInputSchema>;

/** Answer of `POST /auth/login`: a bearer token and when it stops working. Nothing secret besides it. */
export const loginResponseSchema = z.object({
  token: z.string().check(z.minLength(1)),
  expiresAt: z.iso.datetime(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

const id = () => z.int().check(z.positive());

/** A customer the user may work for, as listed in the user's `customers`. */
export const customerRefSchema = z.object({ id: id(), name: z.string() });
export type CustomerRef = z.infer<typeof customerRefSchema>;

/** Service ids per customer id (keys are customer ids as strings, as JSON objects need). */
export const servicesJsonSchema = z.record(z.string().check(z.regex(/^\d+$/)), z.array(id()));
export type ServicesJson = z.infer<typeof servicesJsonSchema>;

/** The signed-in user of `GET /auth/me` (spec section 3). */
export const userSchema = z.object({
  id: id(),
  name: z.string(),
  email: z.string(),
  mainCustomerId: id(),
  servicesAdmin: z.boolean(),
  services_json: servicesJsonSchema,
  customers: z.array(customerRefSchema),
  /** ISO date-time of the sign-in before the current one, null before the first. */
  lastLogin: z.nullable(z.iso.datetime()),
  /** ISO date-time the terms of use were accepted, null while pending. */
  signature: z.nullable(z.iso.datetime()),
});
export type User = z.infer<typeof userSchema>;

/** Body of `POST /auth/validateToken`. */
export const validateTokenInputSchema = z.object({ token: requiredString() });
export type ValidateTokenInput = z.infer<typeof validateTokenInputSchema>;

/** Answer of `POST /auth/validateToken` for a token that still works (others get a 401). */
export const validateTokenResponseSchema = z.object({
  valid: z.literal(true),
  expiresAt: z.iso.datetime(),
});
export type ValidateTokenResponse = z.infer<typeof validateTokenResponseSchema>;
