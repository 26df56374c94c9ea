import { DosselProvider } from '@dossel/portal-widgets';
import { localStorageColorSchemeManager } from '@mantine/core';
import type { i18n as I18n } from 'i18next';
import { Suspense, type ReactNode } from 'react';

import { COLOR_SCHEME_STORAGE_KEY } from '../lib/color-scheme';
import { AppErrorBoundary } from './error-boundary';

/** The user's light / dark / system choice, kept by Mantine's own manager in device memory (decision 019). */
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

export interface AppProviderProps {
  children: ReactNode;
  client: Parameters<typeof DosselProvider>[0]['client'];
  i18n: I18n;
}

/**
 * Everything a screen relies on: theme (in the user's colour scheme), toasts, translations and the api
 * client. Server data (TanStack Query) joins in the signed-in layout, which loads lazily.
 */
export function AppProvider({ children, client, i18n }: AppProviderProps) {
  return (
    <DosselProvider client={client} i18n={i18n} colorSchemeManager={colorSchemeManager}>
      {/* Translations load over HTTP; screens wait for them instead of flashing keys. */}
      <Suspense fallback={null}>
        <AppErrorBoundary>{children}</AppErrorBoundary>
      </Suspense>
    </DosselProvider>
  );
}
