// Runs at build time only, in Node (vite/prerender-plugin.ts): the first screens as HTML, from the
// components the app renders, so index.html shows them before any JavaScript has run.
import { createCoreClient } from '@dossel/api-client';
import { DosselProvider } from '@dossel/portal-widgets';
import { LoadingScreen } from '@dossel/ui-kit';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';

import { LoginPage } from '../../features/auth/components/login-page';
import { serverI18n, type Translations } from './server-i18n';

export interface FirstScreens {
  /** The sign-in page ('/' for a visitor without a session). */
  signIn: string;
  /** 'Conectando você à floresta': what a visitor with a stored session sees while it is checked. */
  loading: string;
}

/** Never called: the pre-rendered form only shows until the app takes it over. */
const noCalls = createCoreClient({ baseURL: '/api', getToken: () => null, locale: () => 'pt-BR' });

function render(language: string, translations: Translations, screen: (t: TFunction) => ReactNode): string {
  const i18n = serverI18n(language, translations);
  return renderToString(
    <DosselProvider client={noCalls} i18n={i18n}>
      <MemoryRouter>{screen(i18n.t)}</MemoryRouter>
    </DosselProvider>,
  );
}

export function renderFirstScreens(language: string, translations: Translations): FirstScreens {
  return {
    signIn: render(language, translations, () => <LoginPage onSignedIn={() => undefined} />),
    loading: render(language, translations, (t) => <LoadingScreen message={t('loadingAccess')} />),
  };
}
