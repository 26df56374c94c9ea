// Read without zod: this module is part of the sign-in page's first load, which carries no zod
// (decision 008), and a handful of texts with defaults needs no schema library.

const CALENDAR_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** What is wrong with a value, or nothing. */
type Check = (value: string) => string | undefined;

interface Setting {
  fallback: string;
  check?: Check;
}

const notEmpty: Check = (value) => (value === '' ? 'must not be empty' : undefined);
const emptyOrCalendarDate: Check = (value) =>
  value !== '' && !CALENDAR_DATE.test(value) ? 'not a date (yyyy-mm-dd)' : undefined;

/** Each setting with the value it takes when unset. */
const SETTINGS = {
  /** Where the API lives; the portal and the API share one origin by default. */
  VITE_API_URL: { fallback: '/api', check: notEmpty },
  /** The privacy policy the terms-of-use modal links to; the portal's own page by default. */
  VITE_PRIVACY_POLICY_URL: { fallback: '/privacy-policy.html', check: notEmpty },
  /** The home promotional popup's campaign (spec sections 2 and 4), yyyy-mm-dd; the spec's dates when empty. */
  VITE_PROMO_LAST_LOGIN_BEFORE: { fallback: '', check: emptyOrCalendarDate },
  VITE_PROMO_SHOW_UNTIL: { fallback: '', check: emptyOrCalendarDate },
  /** Base map tiles of the weed and anomaly maps (a raster XYZ URL); none: plots on a plain background. */
  VITE_MAP_TILES_URL: { fallback: '' },
} satisfies Record<string, Setting>;

type SettingName = keyof typeof SETTINGS;

/** Configuration read once at start-up; a bad value stops the app with one readable list. */
export function parseEnv(source: Record<string, unknown>) {
  const problems: string[] = [];
  const read = (name: SettingName): string => {
    const { fallback, check }: Setting = SETTINGS[name];
    const value = source[name] ?? fallback;
    const problem = typeof value === 'string' ? check?.(value) : 'not a text';
    if (problem) problems.push(`- ${name}: ${problem}`);
    return typeof value === 'string' ? value : fallback;
  };
  const apiUrl = read('VITE_API_URL');
  const privacyPolicyUrl = read('VITE_PRIVACY_POLICY_URL');
  const lastLoginBefore = read('VITE_PROMO_LAST_LOGIN_BEFORE');
  const showUntil = read('VITE_PROMO_SHOW_UNTIL');
  const mapTilesUrl = read('VITE_MAP_TILES_URL');
  if (problems.length > 0) throw new Error(`Invalid portal configuration:\n${problems.join('\n')}`);
  return {
    apiUrl,
    privacyPolicyUrl,
    mapTilesUrl: mapTilesUrl || null,
    promoCampaign: {
      ...(lastLoginBefore && { lastLoginBefore }),
      ...(showUntil && { showUntil }),
    },
  };
}

export const env = parseEnv(import.meta.env);
