import { createCoreClient, type CoreClient } from '@dossel/api-client';
import type { i18n as I18n } from 'i18next';

import { env } from '../config/env';
import { fetchSentEarly } from './early-requests';
import { createI18n, currentLanguage } from './i18n';
import { notify } from './notify';
import { clearServerData, createServerData, type ServerData } from './server-data';
import { createAuthRedirect, createSessionExpiry, type AuthRedirect } from './session/session-expiry';
import { createSessionStore, type SessionStore } from './session/session-store';
import { createWelcomeStore, type WelcomeStore } from './session/welcome-store';

/**
 * What one app holds (decision 026): made once by main.tsx, and afresh by each test and story. React code
 * reads them through AppProvider's contexts; the router and its loaders receive them from
 * `createAppRouter`. No module keeps one of its own.
 */
export interface AppServices {
  api: CoreClient;
  i18n: I18n;
  session: SessionStore;
  welcome: WelcomeStore;
  /** The query client, made with the signed-in screens (the sign-in page does not load TanStack Query). */
  serverData: ServerData;
  /** The router's way to /auth, for a lapsed session. */
  authRedirect: AuthRedirect;
}

/** The portal's services in the browser: the session under `dossel.token`, the detected language. */
export function createAppServices(): AppServices {
  const serverData = createServerData();
  const session = createSessionStore({
    storage: window.localStorage,
    clearCache: () => clearServerData(serverData),
  });
  const i18n = createI18n();
  const authRedirect = createAuthRedirect();
  const sessionExpiry = createSessionExpiry({
    session,
    notify: () => notify.alert(i18n.t('auth.sessionExpired')),
    redirect: authRedirect.go,
    // Loaded when a session lapses, not with the sign-in page; the forms registered in the same module.
    keepDrafts: (userId) => void import('./drafts').then(({ keepOpenForms }) => keepOpenForms(userId)),
  });
  // The session's token, the current language, one answer to a 401.
  const api = createCoreClient({
    baseURL: env.apiUrl,
    getToken: () => session.getState().token,
    locale: () => currentLanguage(i18n),
    onUnauthorized: () => sessionExpiry.handleUnauthorized(),
    // The session check and a deep link's first data may have been asked for by index.html already.
    fetch: fetchSentEarly,
  });
  return { api, i18n, session, welcome: createWelcomeStore(), serverData, authRedirect };
}
