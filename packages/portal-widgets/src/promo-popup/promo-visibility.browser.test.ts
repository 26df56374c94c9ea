import { describe, expect, test } from 'vitest';

import { DEFAULT_PROMO_CAMPAIGN, isPromoVisible, type PromoCampaign } from './promo-visibility';

// Moments in the browser's own time zone, as the rule reads them: month 4 is May.
const may = (day: number, hours = 12, minutes = 0) => new Date(2025, 4, day, hours, minutes);
const signedInOn = (day: number, hours = 12, minutes = 0) => may(day, hours, minutes).toISOString();

describe('isPromoVisible, spec sections 2, 4 and 9', () => {
  test('uses the spec campaign: last sign-in before 2025-05-12, shown through 2025-05-13', () => {
    expect(DEFAULT_PROMO_CAMPAIGN).toEqual({ lastLoginBefore: '2025-05-12', showUntil: '2025-05-13' });
  });

  test.each([
    ['shows to a user last seen on the day before 2025-05-12', 11, true],
    ['hides from a user who signed in on 2025-05-12', 12, false],
    ['hides from a user who signed in on the day after 2025-05-12', 13, false],
  ])('%s', (_name, lastLoginDay, visible) => {
    expect(isPromoVisible({ lastLogin: signedInOn(lastLoginDay), today: may(12), onHome: true })).toBe(
      visible,
    );
  });

  test.each([
    ['shows on the day before 2025-05-13', 12, true],
    ['shows on 2025-05-13 itself', 13, true],
    ['hides from the day after 2025-05-13', 14, false],
  ])('%s', (_name, todayDay, visible) => {
    expect(isPromoVisible({ lastLogin: signedInOn(1), today: may(todayDay), onHome: true })).toBe(visible);
  });

  test('reads calendar days in the local time zone, to the minute around midnight', () => {
    const lastSeen = (hours: number, minutes: number, day: number) => ({
      lastLogin: signedInOn(day, hours, minutes),
      today: may(13, 23, 59),
      onHome: true,
    });
    expect(isPromoVisible(lastSeen(23, 59, 11))).toBe(true);
    expect(isPromoVisible(lastSeen(0, 0, 12))).toBe(false);
    expect(isPromoVisible({ lastLogin: signedInOn(1), today: may(14, 0, 0), onHome: true })).toBe(false);
  });

  test('shows to a user who never signed in before (no last sign-in): they have not seen the news', () => {
    expect(isPromoVisible({ lastLogin: null, today: may(13), onHome: true })).toBe(true);
  });

  test('hides from a first-time user too once the campaign is over', () => {
    expect(isPromoVisible({ lastLogin: null, today: may(14), onHome: true })).toBe(false);
  });

  test('hides everywhere but on home', () => {
    expect(isPromoVisible({ lastLogin: signedInOn(1), today: may(12), onHome: false })).toBe(false);
    expect(isPromoVisible({ lastLogin: null, today: may(12), onHome: false })).toBe(false);
  });

  test('follows the dates of another campaign when given one', () => {
    const campaign: PromoCampaign = { lastLoginBefore: '2026-03-01', showUntil: '2026-03-31' };
    const today = new Date(2026, 2, 31, 18);
    expect(
      isPromoVisible({ lastLogin: new Date(2026, 1, 28, 9).toISOString(), today, onHome: true, campaign }),
    ).toBe(true);
    expect(
      isPromoVisible({ lastLogin: new Date(2026, 2, 1, 9).toISOString(), today, onHome: true, campaign }),
    ).toBe(false);
  });
});
