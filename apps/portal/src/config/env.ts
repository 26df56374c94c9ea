// zod/mini, like api-client's schemas: this module is part of the sign-in page's first load.
import * as z from 'zod/mini';

const envSchema = z.object({
  /** Where the API lives; the portal and the API share one origin by default. */
  VITE_API_URL: z._default(z.string().check(z.minLength(1)), '/api'),
});

function formatIssues(error: z.core.$ZodError): string {
  return error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`).join('\n');
}

/** Configuration read once at start-up; a bad value stops the app with one readable list. */
function parseEnv(source: Record<string, unknown>) {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) throw new Error(`Invalid portal configuration:\n${formatIssues(parsed.error)}`);
  return { apiUrl: parsed.data.VITE_API_URL };
}

export const env = parseEnv(import.meta.env);
