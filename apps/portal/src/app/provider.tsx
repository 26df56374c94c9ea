import { DosselProvider } from '@dossel/portal-widgets';
import { localStorageColorSchemeManager } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';

import type { AppServices } from '../lib/app-services';
import { COLOR_SCHEME_STORAGE_KEY } from '../lib/color-scheme';
import { ServerDataContext } from '../lib/server-data';
import { SessionContext } from '../lib/session/session-store';
import { WelcomeContext } from '../lib/session/welcome-store';
import { AppErrorBoundary } from './error-boundary';

/** The user's light / dark / system choice, kept by Mantine's own manager in device memory (decision 019). */
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

export interface AppProviderProps {
  children: ReactNode;
  /** The app's services (decision 026): main.tsx's, or a test's own. */
  services: AppServices;
}

/**
 * Everything a screen relies on: theme (in the user's colour scheme), toasts, translations, the api
 * client and the app's session. Server data (TanStack Query) joins in the signed-in layout, which loads
 * lazily.
 */
export function AppProvider({ children, services }: AppProviderProps) {
  return (
    <DosselProvider client={services.api} i18n={services.i18n} colorSchemeManager={colorSchemeManager}>
      <AppServicesProvider services={services}>
        {/* Translations load over HTTP; screens wait for them instead of flashing keys. */}
        <Suspense fallback={null}>
          <AppErrorBoundary>{children}</AppErrorBoundary>
        </Suspense>
      </AppServicesProvider>
    </DosselProvider>
  );
}

/** The app's own stores, for `useSession` and the signed-in frame; stories give theirs the same way. */
export function AppServicesProvider({
  children,
  services,
}: {
  children: ReactNode;
  services: Pick<AppServices, 'session' | 'welcome' | 'serverData'>;
}) {
  return (
    <SessionContext value={services.session}>
      <WelcomeContext value={services.welcome}>
        <ServerDataContext value={services.serverData}>{children}</ServerDataContext>
      </WelcomeContext>
    </SessionContext>
  );
}
