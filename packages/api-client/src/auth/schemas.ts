// Schemas use `zod/mini`: the same zod 4, with a functional API that bundlers can trim. They ship inside
// the sign-in page, whose JavaScript budget the classic API alone would eat an eighth of (decision 003).
import * as z from 'zod/mini';
import { requiredOrInvalid } from '../validation';
import { boundedArray, boundedRecord, ID_TEXT_MAX_LENGTH, MAX_ID } from '../bounds';
import { idSchema } from '../ids';

/** Spec section 9: an e-mail has at least 5 characters. */
export const EMAIL_MIN_LENGTH = 5;
/** RFC 5321: a mailbox (the path's local part, `@` and domain) has at most 254 characters. */
export const EMAIL_MAX_LENGTH = 254;
/** Longer than any session token the API issues (43 characters): a longer one is refused before it is hashed. */
export const TOKEN_MAX_LENGTH = 200;
/** Spec section 9: a password has at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longer inputs are refused before hashing, so a huge body cannot tie up the password hash. */
export const PASSWORD_MAX_LENGTH = 128;

/** A required text: missing, empty or blank all say `validation.required`. */
export const requiredString = () =>
  z
    .string({ error: requiredOrInvalid })
    .check(z.trim(), z.minLength(1, { error: 'validation.required', abort: true }));

/**
 * An e-mail as every form asks for it (spec section 5): required, 5 to 254 characters, valid format,
 * kept in lower case. Messages are i18n keys; the UI and the server turn them into text. `abort` stops
 * at the first broken rule, so a field shows one message, the most basic one.
 */
export const emailSchema = z.pipe(
  z
    .string({ error: requiredOrInvalid })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.required', abort: true }),
      z.minLength(EMAIL_MIN_LENGTH, { error: 'validation.emailMin', abort: true }),
      z.maxLength(EMAIL_MAX_LENGTH, { error: 'validation.tooLong', abort: true }),
    ),
  z.email({ error: 'validation.email' }).check(z.toLowerCase()),
);

/**
 * Credentials of `POST /auth/login`. The password is taken as typed (no trimming); none is longer than a
 * new password may be (PASSWORD_MAX_LENGTH), so a longer one is refused before it is hashed.
 */
export const loginInputSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: requiredOrInvalid })
    .check(
      z.minLength(1, { error: 'validation.required', abort: true }),
      z.maxLength(PASSWORD_MAX_LENGTH, { error: 'validation.passwordMax' }),
    ),
});
export type LoginInput = z.input<typeof loginInputSchema>;

/**
 * How long a hand-off code works (issue 8): long enough for a browser to open the portal, too short for a
 * code seen in a log or a history to be worth stealing.
 */
export const HANDOFF_CODE_TTL_SECONDS = 60 as const;

/**
 * Answer of `POST /auth/handoff`: a one-time code another site puts in the portal's `/handoff?code=` link,
 * so the session itself never travels in a URL.
 */
export const handoffCodeResponseSchema = z.object({
  code: z.string().check(z.minLength(1)),
  expiresInSeconds: z.literal(HANDOFF_CODE_TTL_SECONDS),
});
export type HandoffCodeResponse = z.infer<typeof handoffCodeResponseSchema>;

/** Longer than any code the API issues: a longer text is refused before it is hashed or looked up. */
export const HANDOFF_CODE_MAX_LENGTH = 200;

/** Body of `POST /auth/handoff/exchange`; the answer is the login's (`loginResponseSchema`). */
export const handoffExchangeInputSchema = z.object({
  code: z
    .string({ error: requiredOrInvalid })
    .check(
      z.minLength(1, { error: 'validation.required', abort: true }),
      z.maxLength(HANDOFF_CODE_MAX_LENGTH, { error: 'validation.invalid' }),
    ),
});
export type HandoffExchangeInput = z.infer<typeof handoffExchangeInputSchema>;

/** A customer the user may work for, as listed in the user's `customers`. */
export const customerRefSchema = z.object({ id: idSchema(), name: z.string() });
export type CustomerRef = z.infer<typeof customerRefSchema>;

/** The services of the product: a customer's list of service ids is at most this long. */
export const MAX_SERVICES = 100;

/**
 * Service ids per customer id (keys are customer ids as strings, as JSON objects need), for at most as
 * many customers as a user may be linked to (MAX_LIST_LENGTH).
 */
export const servicesJsonSchema = boundedRecord(
  z.string().check(z.maxLength(ID_TEXT_MAX_LENGTH), z.regex(/^\d+$/)),
  boundedArray(idSchema(), MAX_SERVICES),
);
export type ServicesJson = z.infer<typeof servicesJsonSchema>;

/** The signed-in user of `GET /auth/me` (spec section 3). */
export const userSchema = z.object({
  id: idSchema(),
  name: z.string(),
  email: z.string(),
  mainCustomerId: idSchema(),
  servicesAdmin: z.boolean(),
  services_json: servicesJsonSchema,
  customers: z.array(customerRefSchema),
  /** ISO date-time of the sign-in before the current one, null before the first. */
  lastLogin: z.nullable(z.iso.datetime()),
  /** ISO date-time the terms of use were accepted, null while pending. */
  signature: z.nullable(z.iso.datetime()),
  /** The customer this session works for: mainCustomerId until `POST /auth/switchCustomer` changes it. */
  currentCustomerId: idSchema(),
});
export type User = z.infer<typeof userSchema>;

/**
 * Answer of `POST /auth/login` (and of the hand-off exchange): a bearer token, when it stops working and
 * the signed-in user as `GET /auth/me` shows it, so a client need not ask for it in a second round trip
 * (half a second on a slow mobile link). Optional: a client may still load the user with `me`.
 */
export const loginResponseSchema = z.object({
  token: z.string().check(z.minLength(1)),
  expiresAt: z.iso.datetime(),
  user: z.optional(userSchema),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Body of `POST /auth/validateToken`. */
export const validateTokenInputSchema = z.object({
  token: requiredString().check(z.maxLength(TOKEN_MAX_LENGTH, { error: 'validation.invalid' })),
});
export type ValidateTokenInput = z.infer<typeof validateTokenInputSchema>;

/** Answer of `POST /auth/validateToken` for a token that still works (others get a 401). */
export const validateTokenResponseSchema = z.object({
  valid: z.literal(true),
  expiresAt: z.iso.datetime(),
});
export type ValidateTokenResponse = z.infer<typeof validateTokenResponseSchema>;

const PASSWORD_POLICY = 'validation.passwordPolicy';

/**
 * A new password (spec section 5): required; at least 8 characters with an uppercase letter, a
 * lowercase letter, a digit and a symbol, all told by one message. Taken as typed (no trimming).
 */
export const newPasswordSchema = z
  .string({ error: requiredOrInvalid })
  .check(
    z.minLength(1, { error: 'validation.required', abort: true }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: 'validation.passwordMax', abort: true }),
    z.minLength(PASSWORD_MIN_LENGTH, { error: PASSWORD_POLICY, abort: true }),
    z.regex(/\p{Lu}/u, { error: PASSWORD_POLICY, abort: true }),
    z.regex(/\p{Ll}/u, { error: PASSWORD_POLICY, abort: true }),
    z.regex(/\p{Nd}/u, { error: PASSWORD_POLICY, abort: true }),
    z.regex(/[^\p{L}\p{Nd}]/u, { error: PASSWORD_POLICY, abort: true }),
  );

/** Body of the calls that set a password: `PUT /auth/changePasswordViaEmail/{token}`, `/register/users/changePassword/{id}`. */
export const newPasswordInputSchema = z.object({ password: newPasswordSchema });
export type NewPasswordInput = z.infer<typeof newPasswordInputSchema>;

/**
 * The forms that set a password (reset, first access, change password): the password and its
 * confirmation, which follows the same rules and must be equal ('Senhas devem ser iguais'). The server
 * takes only `password`; the confirmation is the form's own check.
 */
export const passwordConfirmationSchema = z
  .object({ password: newPasswordSchema, confirmation: newPasswordSchema })
  .check(
    z.refine((input) => input.password === input.confirmation, {
      error: 'validation.passwordMismatch',
      path: ['confirmation'],
    }),
  );
export type PasswordConfirmationInput = z.infer<typeof passwordConfirmationSchema>;

/** Body of `POST /auth/forgotPassword` (spec section 5: the e-mail rules of every form). */
export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordInputSchema>;

/**
 * Answer of `POST /auth/forgotPassword`, the same whether or not the e-mail belongs to an account, so
 * the form cannot be used to find out who has one.
 */
export const forgotPasswordResponseSchema = z.object({ sent: z.literal(true) });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

/** What a reset link is for: a forgotten password, or the first password of an account staff created. */
export const RESET_PURPOSES = ['reset', 'firstAccess'] as const;
export type ResetPurpose = (typeof RESET_PURPOSES)[number];

/** Answer of `GET /auth/verifyResetToken/{token}` for a link that still works (others get a 400). */
export const verifyResetTokenResponseSchema = z.object({
  valid: z.literal(true),
  email: z.string(),
  purpose: z.enum(RESET_PURPOSES),
});
export type VerifyResetTokenResponse = z.infer<typeof verifyResetTokenResponseSchema>;

/** Path parameter of the reset-link calls. */
export const resetTokenParamsSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
});

/** Body of `POST /auth/switchCustomer`: one of the customers linked to the user. */
export const switchCustomerInputSchema = z.object({
  newCustomerId: z
    .int({ error: requiredOrInvalid })
    .check(z.positive({ error: 'validation.invalid' }), z.lte(MAX_ID, { error: 'validation.invalid' })),
});
export type SwitchCustomerInput = z.infer<typeof switchCustomerInputSchema>;
