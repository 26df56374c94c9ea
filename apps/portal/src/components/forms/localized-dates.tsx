import { dateLanguage, LocalizedDates as UiKitLocalizedDates } from '@dossel/ui-kit/dates';
// Loaded with the signed-in screens (this module's chunk), so the sign-in page carries none of it.
import '@mantine/dates/styles.layer.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { messageText } from '../../lib/translation-keys';

/**
 * The signed-in screens' date fields in the user's language (the app's, not the browser's), with
 * Mantine's date styles. For the signed-in screens only, so the sign-in page carries none of it.
 */
export function LocalizedDates({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <UiKitLocalizedDates
      language={dateLanguage(i18n.resolvedLanguage ?? i18n.language)}
      t={(key, values) => messageText(t, key, values)}
    >
      {children}
    </UiKitLocalizedDates>
  );
}
