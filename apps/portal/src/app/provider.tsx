import { DosselProvider } from '@dossel/portal-widgets';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Suspense, type ReactNode } from 'react';

import { AppErrorBoundary } from './error-boundary';

export interface AppProviderProps {
  children: ReactNode;
  client: Parameters<typeof DosselProvider>[0]['client'];
  i18n: I18n;
  queryClient: QueryClient;
}

/** Everything a screen relies on: server data, theme, toasts, translations and the api client. */
export function AppProvider({ children, client, i18n, queryClient }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <DosselProvider client={client} i18n={i18n}>
        {/* Translations load over HTTP; screens wait for them instead of flashing keys. */}
        <Suspense fallback={null}>
          <AppErrorBoundary>{children}</AppErrorBoundary>
        </Suspense>
      </DosselProvider>
    </QueryClientProvider>
  );
}
