// The shape of error bodies, apart from `ApiError`: the client loads it with the first error answer, so
// the sign-in page renders without zod (decision 008). The API declares its 4xx answers with it.
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
