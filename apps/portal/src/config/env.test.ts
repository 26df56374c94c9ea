import { describe, expect, it } from 'vitest';

import { parseEnv } from './env';

describe('parseEnv', () => {
  it('takes the defaults when nothing is set', () => {
    expect(parseEnv({})).toEqual({
      apiUrl: '/api',
      privacyPolicyUrl: '/privacy-policy.html',
      mapTilesUrl: null,
      promoCampaign: {},
    });
  });

  it('takes the values that are set', () => {
    expect(
      parseEnv({
        VITE_API_URL: 'https://api.example.com',
        VITE_PRIVACY_POLICY_URL: 'https://example.com/privacy',
        VITE_PROMO_LAST_LOGIN_BEFORE: '2025-05-12',
        VITE_PROMO_SHOW_UNTIL: '2026-12-31',
        VITE_MAP_TILES_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
      }),
    ).toEqual({
      apiUrl: 'https://api.example.com',
      privacyPolicyUrl: 'https://example.com/privacy',
      mapTilesUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
      promoCampaign: { lastLoginBefore: '2025-05-12', showUntil: '2026-12-31' },
    });
  });

  it('stops with one list naming every bad value', () => {
    expect(() =>
      parseEnv({ VITE_API_URL: '', VITE_PROMO_SHOW_UNTIL: '31/12/2026', VITE_MAP_TILES_URL: 42 }),
    ).toThrow(
      'Invalid portal configuration:\n' +
        '- VITE_API_URL: must not be empty\n' +
        '- VITE_PROMO_SHOW_UNTIL: not a date (yyyy-mm-dd)\n' +
        '- VITE_MAP_TILES_URL: not a text',
    );
  });
});
