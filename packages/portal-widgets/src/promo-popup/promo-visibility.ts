/** When a promotion shows: ISO calendar dates (`YYYY-MM-DD`) in the browser's time zone. */
export interface PromoCampaign {
  /** Users whose last sign-in falls on or after this day have already seen the news. */
  lastLoginBefore: string;
  /** The last day the popup shows. */
  showUntil: string;
}

/** Spec section 9: last sign-in before 2025-05-12, shown through 2025-05-13. */
export const DEFAULT_PROMO_CAMPAIGN: PromoCampaign = {
  lastLoginBefore: '2025-05-12',
  showUntil: '2025-05-13',
};

export interface PromoVisibilityInput {
  /** ISO date-time of the user's sign-in before the current one; null if they never signed in before. */
  lastLogin: string | null;
  /** The moment to judge for, usually `new Date()`. */
  today: Date;
  /** Whether the user is on the home route. */
  onHome: boolean;
  /** The campaign's dates. @default DEFAULT_PROMO_CAMPAIGN */
  campaign?: PromoCampaign;
}

/** The calendar day of a moment in the browser's time zone, as `YYYY-MM-DD` (which sorts as dates do). */
function localCalendarDate(moment: Date): string {
  const month = String(moment.getMonth() + 1).padStart(2, '0');
  const day = String(moment.getDate()).padStart(2, '0');
  return `${moment.getFullYear()}-${month}-${day}`;
}

/**
 * Spec sections 2 and 4: the home popup shows only on home, to users who last signed in before
 * `lastLoginBefore` (or never did, so have not seen the news), up to and including `showUntil`.
 */
export function isPromoVisible({
  lastLogin,
  today,
  onHome,
  campaign = DEFAULT_PROMO_CAMPAIGN,
}: PromoVisibilityInput): boolean {
  if (!onHome || localCalendarDate(today) > campaign.showUntil) return false;
  return lastLogin === null || localCalendarDate(new Date(lastLogin)) < campaign.lastLoginBefore;
}
