import type { CoreClient } from '@dossel/api-client';
import { DosselThemeProvider, type DosselThemeProviderProps } from '@dossel/ui-kit';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';

import { TRANSLATIONS_NAMESPACE } from '../i18n/namespace';
import { DosselClientContext } from './dossel-client-context';

/** The colour-scheme settings DosselProvider hands to its theme (light unless the host says otherwise). */
type ColorSchemeProps = Pick<
  DosselThemeProviderProps,
  'colorSchemeManager' | 'defaultColorScheme' | 'forceColorScheme'
>;

export interface DosselProviderProps extends ColorSchemeProps {
  /** The api client widgets call; the portal passes its own, stories and tests a fake one. */
  client: CoreClient;
  /** An initialised i18next instance holding the `translations` namespace (see createDosselI18n). */
  i18n: I18n;
  /** The widgets to render. */
  children: ReactNode;
}

/** Everything a Dossel widget needs from its host: theme and toasts, translations and the api client. */
export function DosselProvider({ client, i18n, children, ...colorScheme }: DosselProviderProps) {
  return (
    // Our namespace by default, whatever the host's instance defaults to: every widget text lives there.
    <I18nextProvider i18n={i18n} defaultNS={TRANSLATIONS_NAMESPACE}>
      <DosselClientContext value={client}>
        <ThemeInLanguage {...colorScheme}>{children}</ThemeInLanguage>
      </DosselClientContext>
    </I18nextProvider>
  );
}

/** The theme with texts of the current language; it re-renders when the language changes. */
function ThemeInLanguage({ children, ...colorScheme }: ColorSchemeProps & { children: ReactNode }) {
  // No suspense here: the host decides where to wait for translations (the portal does, below).
  const { t } = useTranslation(undefined, { useSuspense: false });
  return (
    <DosselThemeProvider toastCloseLabel={t('common.actions.close')} {...colorScheme}>
      {children}
    </DosselThemeProvider>
  );
}
