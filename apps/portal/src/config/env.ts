// zod/mini, like api-client's schemas: this module is part of the sign-in page's first load, so it keeps
// to the few zod features that page already carries (strings and defaults).
import * as z from 'zod/mini';

const envSchema = z.object({
  /** Where the API lives; the portal and the API share one origin by default. */
  VITE_API_URL: z._default(z.string().check(z.minLength(1)), '/api'),
  /** The privacy policy the terms-of-use modal links to; the portal's own page by default. */
  VITE_PRIVACY_POLICY_URL: z._default(z.string().check(z.minLength(1)), '/privacy-policy.html'),
  /** The home promotional popup's campaign (spec sections 2 and 4), yyyy-mm-dd; the spec's dates when empty. */
  VITE_PROMO_LAST_LOGIN_BEFORE: z._default(z.string(), ''),
  VITE_PROMO_SHOW_UNTIL: z._default(z.string(), ''),
  /** Base map tiles of the weed and anomaly maps (a raster XYZ URL); none: plots on a plain background. */
  VITE_MAP_TILES_URL: z._default(z.string(), ''),
});

const CALENDAR_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Configuration read once at start-up; a bad value stops the app with one readable list. */
export function parseEnv(source: Record<string, unknown>) {
  const parsed = envSchema.safeParse(source);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`);
  const data = parsed.data;
  const dates = {
    lastLoginBefore: data?.VITE_PROMO_LAST_LOGIN_BEFORE ?? '',
    showUntil: data?.VITE_PROMO_SHOW_UNTIL ?? '',
  };
  for (const [name, value] of [
    ['VITE_PROMO_LAST_LOGIN_BEFORE', dates.lastLoginBefore],
    ['VITE_PROMO_SHOW_UNTIL', dates.showUntil],
  ] as const) {
    if (value !== '' && !CALENDAR_DATE.test(value)) problems.push(`- ${name}: not a date (yyyy-mm-dd)`);
  }
  if (!data || problems.length > 0) throw new Error(`Invalid portal configuration:\n${problems.join('\n')}`);
  return {
    apiUrl: data.VITE_API_URL,
    privacyPolicyUrl: data.VITE_PRIVACY_POLICY_URL,
    mapTilesUrl: data.VITE_MAP_TILES_URL || null,
    promoCampaign: {
      ...(dates.lastLoginBefore && { lastLoginBefore: dates.lastLoginBefore }),
      ...(dates.showUntil && { showUntil: dates.showUntil }),
    },
  };
}

export const env = parseEnv(import.meta.env);
