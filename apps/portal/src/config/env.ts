// zod/mini, like api-client's schemas: this module is part of the sign-in page's first load.
import * as z from 'zod/mini';

const envSchema = z.object({
  /** Where the API lives; the portal and the API share one origin by default. */
  VITE_API_URL: z._default(z.string().check(z.minLength(1)), '/api'),
  /** The privacy policy the terms-of-use modal links to; the portal's own page by default. */
  VITE_PRIVACY_POLICY_URL: z._default(z.string().check(z.minLength(1)), '/privacy-policy.html'),
  /** The home promotional popup's campaign (spec sections 2 and 4); the spec's dates when unset. */
  VITE_PROMO_LAST_LOGIN_BEFORE: z.optional(z.iso.date()),
  VITE_PROMO_SHOW_UNTIL: z.optional(z.iso.date()),
});

function formatIssues(error: z.core.$ZodError): string {
  return error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`).join('\n');
}

/** Configuration read once at start-up; a bad value stops the app with one readable list. */
export function parseEnv(source: Record<string, unknown>) {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) throw new Error(`Invalid portal configuration:\n${formatIssues(parsed.error)}`);
  const data = parsed.data;
  return {
    apiUrl: data.VITE_API_URL,
    privacyPolicyUrl: data.VITE_PRIVACY_POLICY_URL,
    promoCampaign: {
      ...(data.VITE_PROMO_LAST_LOGIN_BEFORE && { lastLoginBefore: data.VITE_PROMO_LAST_LOGIN_BEFORE }),
      ...(data.VITE_PROMO_SHOW_UNTIL && { showUntil: data.VITE_PROMO_SHOW_UNTIL }),
    },
  };
}

export const env = parseEnv(import.meta.env);
