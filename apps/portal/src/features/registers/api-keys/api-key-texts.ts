import type { ApiKey, ApiKeyScope } from '@dossel/api-client';
import type { TFunction } from 'i18next';

/** What each scope lets a key do, as staff read it. */
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, (t: TFunction) => string> = {
  imports: (t) => t('registers.apiKeys.scopes.imports'),
};

export type ApiKeyState = 'active' | 'expired' | 'revoked';

/** Whether a key still works at `now`: revoked for good, past its expiry, or active. */
export function apiKeyState(key: ApiKey, now: Date): ApiKeyState {
  if (key.revoked_at !== null) return 'revoked';
  if (key.expires_at !== null && Date.parse(key.expires_at) <= now.getTime()) return 'expired';
  return 'active';
}

export const API_KEY_STATE_LABELS: Record<ApiKeyState, (t: TFunction) => string> = {
  active: (t) => t('registers.apiKeys.states.active'),
  expired: (t) => t('registers.apiKeys.states.expired'),
  revoked: (t) => t('registers.apiKeys.states.revoked'),
};

export const API_KEY_STATE_COLORS: Record<ApiKeyState, string> = {
  active: 'forest.7',
  expired: 'gray.7',
  revoked: 'red.9',
};
