import type { Language } from '@dossel/api-client';
import { DatesProvider, type DayOfWeek } from '@mantine/dates';
// Loaded with the signed-in screens (this module's chunk), so the sign-in page carries none of it.
import '@mantine/dates/styles.layer.css';
// The two locales besides dayjs's own English, about 1 kB each compressed: with the shell's code rather
// than a request of their own when the first date shows (a round trip on a slow link).
import 'dayjs/locale/es';
import 'dayjs/locale/pt-br';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { dateLanguage } from './date-settings';

/** Each language's dayjs locale: its month and weekday names. */
const DAYJS_LOCALE: Record<Language, string> = { 'pt-BR': 'pt-br', 'en-US': 'en', es: 'es' };

/** Where the week starts on each language's calendars. */
const FIRST_DAY_OF_WEEK: Record<Language, DayOfWeek> = { 'pt-BR': 0, 'en-US': 0, es: 1 };

/**
 * The date fields' calendars in the user's language (the app's, not the browser's): its month and
 * weekday names and first day of the week. For the signed-in screens only, so the sign-in page carries
 * none of it.
 */
export function LocalizedDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = dateLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALE[language], firstDayOfWeek: FIRST_DAY_OF_WEEK[language] }}>
      {children}
    </DatesProvider>
  );
}
