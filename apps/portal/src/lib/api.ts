import { createCoreClient } from '@dossel/api-client';

import { env } from '../config/env';
import { createSessionExpiry, redirectToAuth } from './session/session-expiry';
import { sessionStore } from './session/session-store';
import { fetchSentEarly } from './early-requests';
import { currentLanguage, i18n } from './i18n';
import { notify } from './notify';

const sessionExpiry = createSessionExpiry({
  session: sessionStore,
  notify: () => notify.alert(i18n.t('auth.sessionExpired')),
  redirect: redirectToAuth,
  // Loaded when a session lapses, not with the sign-in page; the forms registered in the same module.
  keepDrafts: (userId) => void import('./drafts').then(({ keepOpenForms }) => keepOpenForms(userId)),
});

/** The portal's one api client: the session's token, the current language, one answer to a 401. */
export const api = createCoreClient({
  baseURL: env.apiUrl,
  getToken: () => sessionStore.getState().token,
  locale: () => currentLanguage(),
  onUnauthorized: () => sessionExpiry.handleUnauthorized(),
  // The session check and a deep link's first data may have been asked for by index.html already.
  fetch: fetchSentEarly,
});
