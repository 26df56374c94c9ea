// No zod here: `ApiError` is on the sign-in page's first load; the schema of error bodies is in
// `error-body.ts`, loaded on demand (decision 008).
import type { ApiErrorItem } from './error-body';

/** What the client throws for any answer that is not 2xx, and for transport failures (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly errors: ApiErrorItem[],
  ) {
    super(errors[0]?.message ?? `HTTP ${status}`);
  }

  /** The code of the first reason, e.g. `auth.invalidCredentials`, or `transport.network` for status 0. */
  get code(): string {
    return this.errors[0]?.code ?? 'unknown';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
