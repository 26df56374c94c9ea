/**
 * A refusal the client should understand: an HTTP status and the i18n key of its message (from
 * api-client's locales). The error handler turns it into `[{ message, code, field }]` in the caller's
 * language, so handlers never pick a language or write text.
 */
export class Rejection extends Error {
  override readonly name = 'Rejection';
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly field: string | null = null,
    /** Values of the message's `{placeholders}`, e.g. `{ provider: 'Dossel' }`. */
    readonly params: Record<string, string> = {},
  ) {
    super(messageKey);
  }
}

/** A refusal that says when to try again (`Retry-After`, in seconds): the caller is not wrong, only early. */
export class RetryLater extends Rejection {
  constructor(
    statusCode: number,
    messageKey: string,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, messageKey);
  }
}

export const invalidCredentials = () => new Rejection(401, 'errors.auth.invalidCredentials');
export const unauthenticated = () => new Rejection(401, 'errors.auth.unauthenticated');
export const sessionExpired = () => new Rejection(401, 'errors.auth.sessionExpired');
