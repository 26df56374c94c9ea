import type { Language } from '@dossel/api-client';
import { DatesProvider, type DayOfWeek } from '@mantine/dates';
// Loaded with the signed-in screens (this module's chunk), so the sign-in page carries none of it.
import '@mantine/dates/styles.layer.css';
import { useEffect, useReducer, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { dateLanguage } from './date-settings';

/** Each language's dayjs locale (month and weekday names), loaded with the first screen that shows a date field. */
const DAYJS_LOCALES: Record<Language, { name: string; load?: () => Promise<unknown> }> = {
  'pt-BR': { name: 'pt-br', load: () => import('./dayjs-locale-pt-br') },
  'en-US': { name: 'en' },
  es: { name: 'es', load: () => import('./dayjs-locale-es') },
};

/** Where the week starts on each language's calendars. */
const FIRST_DAY_OF_WEEK: Record<Language, DayOfWeek> = { 'pt-BR': 0, 'en-US': 0, es: 1 };

/** dayjs's own locale is there from the start; the others once their file has loaded. */
const loaded = new Set(['en']);

/** The language's dayjs locale once loaded; until then English, which dayjs always carries. */
function useDayjsLocale(language: Language): string {
  const { name, load } = DAYJS_LOCALES[language];
  const [, loadedOne] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (loaded.has(name) || !load) return;
    let current = true;
    load().then(
      () => {
        loaded.add(name);
        if (current) loadedOne();
      },
      // A file that failed to load (a dropped connection) leaves English; the next screen tries again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [name, load]);
  return loaded.has(name) ? name : 'en';
}

/**
 * The date fields' calendars in the user's language (the app's, not the browser's): its month and
 * weekday names and first day of the week. For the signed-in screens only, so the sign-in page carries
 * none of it.
 */
export function LocalizedDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = dateLanguage(i18n.resolvedLanguage ?? i18n.language);
  const locale = useDayjsLocale(language);
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: FIRST_DAY_OF_WEEK[language] }}>
      {children}
    </DatesProvider>
  );
}
