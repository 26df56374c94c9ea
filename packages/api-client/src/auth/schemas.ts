import { z } from 'zod';

/** Spec section 9: an e-mail has at least 5 characters. */
export const EMAIL_MIN_LENGTH = 5;

/**
 * An e-mail as every form asks for it (spec section 5): required, at least 5 characters, valid format.
 * Messages are i18n keys; the UI and the server turn them into text.
 */
export const emailSchema = z
  .string({ error: 'validation.required' })
  .trim()
  // `abort` stops at the first broken rule, so a field shows one message, the most basic one.
  .min(1, { error: 'validation.required', abort: true })
  .min(EMAIL_MIN_LENGTH, { error: 'validation.emailMin', abort: true })
  .pipe(z.email({ error: 'validation.email' }))
  .transform((email) => email.toLowerCase());

/** Credentials of `POST /auth/login`. */
export const loginInputSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
});
export type LoginInput = z.input<typeof loginInputSchema>;

/** Answer of `POST /auth/login`: a bearer token and when it stops working. Nothing secret besides it. */
export const loginResponseSchema = z.object({
  token: z.string().min(1),
  expiresAt: z.iso.datetime(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A customer the user may work for, as listed in the user's `customers`. */
export const customerRefSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
});
export type CustomerRef = z.infer<typeof customerRefSchema>;

/** Service ids per customer id (keys are customer ids as strings, as JSON objects need). */
export const servicesJsonSchema = z.record(z.string().regex(/^\d+$/), z.array(z.number().int().positive()));
export type ServicesJson = z.infer<typeof servicesJsonSchema>;

/** The signed-in user of `GET /auth/me` (spec section 3). */
export const userSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  mainCustomerId: z.number().int().positive(),
  servicesAdmin: z.boolean(),
  services_json: servicesJsonSchema,
  customers: z.array(customerRefSchema),
  /** ISO date-time of the previous sign-in, null before the first. */
  lastLogin: z.iso.datetime().nullable(),
  /** ISO date-time the terms of use were accepted, null while pending. */
  signature: z.iso.datetime().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** Body of `POST /auth/validateToken`. */
export const validateTokenInputSchema = z.object({
  token: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
});
export type ValidateTokenInput = z.infer<typeof validateTokenInputSchema>;

/** Answer of `POST /auth/validateToken` for a token that still works (others get a 401). */
export const validateTokenResponseSchema = z.object({
  valid: z.literal(true),
  expiresAt: z.iso.datetime(),
});
export type ValidateTokenResponse = z.infer<typeof validateTokenResponseSchema>;
