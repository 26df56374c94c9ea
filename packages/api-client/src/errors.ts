import * as z from 'zod/mini';

/** One rejection reason, as every 4xx answer of the API carries them (spec section 8). */
export const apiErrorItemSchema = z.object({
  message: z.string(),
  code: z.string(),
  field: z.nullable(z.string()),
});
export type ApiErrorItem = z.infer<typeof apiErrorItemSchema>;

/** The body of every 4xx answer: a non-empty list of reasons, the first one being what forms show. */
export const apiErrorBodySchema = z.array(apiErrorItemSchema).check(z.minLength(1));

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
