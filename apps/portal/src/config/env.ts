import { z } from 'zod';

const envSchema = z.object({
  /** Where the API lives; the portal and the API share one origin by default. */
  VITE_API_URL: z.string().min(1).default('/api'),
});

function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`).join('\n');
}

/** Configuration read once at start-up; a bad value stops the app with one readable list. */
function parseEnv(source: Record<string, unknown>) {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) throw new Error(`Invalid portal configuration:\n${formatIssues(parsed.error)}`);
  return { apiUrl: parsed.data.VITE_API_URL };
}

export const env = parseEnv(import.meta.env);
