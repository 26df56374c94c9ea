import type { AuthApi } from '@dossel/api-client';

import type { SessionStore } from './session-store';

/**
 * How often a session resumed offline asks the API again, beside the browser's `online` event: not every
 * way back to the network fires one (a captive portal let go, a Wi-Fi that answered before it routed).
 */
const OFFLINE_RECHECK_MS = 15_000;

/**
 * While the session runs on this device's copy of the user (session-check.ts), loads the user again once
 * the API answers: the session is then online again. A lapsed token answers 401 there, which the api
 * client reports to the session's expiry (lib/session/session-expiry.ts) as for any data call. Returns
 * the function that stops asking.
 */
export function recheckOfflineSession(
  session: SessionStore,
  auth: Pick<AuthApi, 'me'>,
  intervalMs = OFFLINE_RECHECK_MS,
): () => void {
  let asking = false;
  const recheck = () => {
    if (asking) return;
    asking = true;
    auth
      .me()
      .then((user) => {
        if (session.getState().offline) session.getState().setUser(user);
      })
      // Still unreachable: the next `online` or tick asks again.
      .catch(() => undefined)
      .finally(() => {
        asking = false;
      });
  };
  window.addEventListener('online', recheck);
  const timer = setInterval(recheck, intervalMs);
  return () => {
    window.removeEventListener('online', recheck);
    clearInterval(timer);
  };
}
