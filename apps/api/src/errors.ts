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

/**
 * A record that is not there, or not the caller's to see (the same answer, so a 404 says nothing of
 * another customer's records). The users register names its own message.
 */
export const notFound = (messageKey = 'errors.request.notFound') => new Rejection(404, messageKey);

/** The record, or a 404 when there is none (or none the caller may see). */
export function found<T>(record: T | undefined): T {
  if (record === undefined) throw notFound();
  return record;
}

export const invalidCredentials = () => new Rejection(401, 'errors.auth.invalidCredentials');
export const unauthenticated = () => new Rejection(401, 'errors.auth.unauthenticated');
export const sessionExpired = () => new Rejection(401, 'errors.auth.sessionExpired');
